import Foundation
import GalleyUI

extension Registry {
    /// Style protocols: built-in styles by name, and the snippet's own conformances.
    func registerStyles() {
        styleConverter("some ButtonStyle", protocol: "ButtonStyle", (any ButtonStyle).self) {
            InterpretedButtonStyle(instance: $0, interpreter: $1)
        }
        styleConverter("some PrimitiveButtonStyle", protocol: "PrimitiveButtonStyle", (any ButtonStyle).self) {
            InterpretedButtonStyle(instance: $0, interpreter: $1)
        }
        implicitHosts["some PrimitiveButtonStyle"] = "ButtonStyle"
        staticValues(
            "ButtonStyle",
            [
                "automatic": { AutomaticButtonStyle() }, "borderless": { AutomaticButtonStyle() },
                "plain": { PlainButtonStyle() },
                "bordered": { BorderedButtonStyle() },
                "borderedProminent": { PrimitiveButtonStyleMembers.borderedProminent },
            ])
        initializer("PlainButtonStyle", "()") { _ in PlainButtonStyle() }
        initializer("BorderedButtonStyle", "()") { _ in BorderedButtonStyle() }
        initializer("BorderlessButtonStyle", "()") { _ in AutomaticButtonStyle() }
        initializer("DefaultButtonStyle", "()") { _ in AutomaticButtonStyle() }
        initializer("BorderedProminentButtonStyle", "()") { _ in PrimitiveButtonStyleMembers.borderedProminent }
        modifier("buttonStyle", "(_ style: some ButtonStyle)") { view, a in
            view.openedButtonStyle(try a[0] as any ButtonStyle)
        }
        modifier("buttonStyle", "(_ style: some PrimitiveButtonStyle)") { view, a in
            view.openedButtonStyle(try a[0] as any ButtonStyle)
        }
        modifier("buttonBorderShape", "(_ shape: ButtonBorderShape)") { $0.buttonBorderShape(try $1[0]) }
        type("ButtonBorderShape", ButtonBorderShape.self)
        staticValues(
            "ButtonBorderShape",
            [
                "automatic": { ButtonBorderShape.automatic }, "capsule": { ButtonBorderShape.capsule },
                "circle": { ButtonBorderShape.circle },
                "roundedRectangle": { ButtonBorderShape.roundedRectangle },
            ])
        staticFunction("ButtonBorderShape", "roundedRectangle", "(radius: CGFloat)") {
            ButtonBorderShape.roundedRectangle(radius: try $0[0])
        }
        type("ButtonStyleConfiguration", ButtonStyleConfiguration.self)
        type("PrimitiveButtonStyleConfiguration", PrimitiveButtonStyleConfiguration.self)
        property(ButtonStyleConfiguration.self, "label") { $0.label }
        property(ButtonStyleConfiguration.self, "isPressed") { $0.isPressed }
        property(ButtonStyleConfiguration.self, "role") { $0.role as Any }

        styleConverter("some LabelStyle", protocol: "LabelStyle", (any LabelStyle).self) {
            InterpretedLabelStyle(instance: $0, interpreter: $1)
        }
        staticValues(
            "LabelStyle",
            [
                "titleAndIcon": { TitleAndIconLabelStyle() }, "automatic": { TitleAndIconLabelStyle() },
                "titleOnly": { TitleOnlyLabelStyle() },
                "iconOnly": { IconOnlyLabelStyle() },
            ])
        initializer("TitleAndIconLabelStyle", "()") { _ in TitleAndIconLabelStyle() }
        initializer("TitleOnlyLabelStyle", "()") { _ in TitleOnlyLabelStyle() }
        initializer("IconOnlyLabelStyle", "()") { _ in IconOnlyLabelStyle() }
        modifier("labelStyle", "(_ style: some LabelStyle)") { view, a in
            view.openedLabelStyle(try a[0] as any LabelStyle)
        }
        type("LabelStyleConfiguration", LabelStyleConfiguration.self)
        property(LabelStyleConfiguration.self, "title") { $0.title }
        property(LabelStyleConfiguration.self, "icon") { $0.icon }

        styleConverter("some ToggleStyle", protocol: "ToggleStyle", (any ToggleStyle).self) {
            InterpretedToggleStyle(instance: $0, interpreter: $1)
        }
        staticValues("ToggleStyle", ["switch": { SwitchToggleStyle() }, "automatic": { SwitchToggleStyle() }])
        initializer("SwitchToggleStyle", "()") { _ in SwitchToggleStyle() }
        initializer("SwitchToggleStyle", "(tint: Color)") { SwitchToggleStyle(tint: try $0[0]) }
        modifier("toggleStyle", "(_ style: some ToggleStyle)") { view, a in
            view.openedToggleStyle(try a[0] as any ToggleStyle)
        }
        type("ToggleStyleConfiguration", ToggleStyleConfiguration.self)
        property(ToggleStyleConfiguration.self, "label") { $0.label }
        property(ToggleStyleConfiguration.self, "isOn") { $0.isOn }

        type("some PickerStyle", (any PickerStyle).self, implicitHost: "PickerStyle")
        staticValues(
            "PickerStyle",
            [
                "menu": { MenuPickerStyle() }, "automatic": { MenuPickerStyle() },
                "segmented": { SegmentedPickerStyle() },
                "wheel": { WheelPickerStyle() }, "inline": { InlinePickerStyle() },
            ])
        initializer("SegmentedPickerStyle", "()") { _ in SegmentedPickerStyle() }
        initializer("MenuPickerStyle", "()") { _ in MenuPickerStyle() }
        initializer("WheelPickerStyle", "()") { _ in WheelPickerStyle() }
        initializer("InlinePickerStyle", "()") { _ in InlinePickerStyle() }
        modifier("pickerStyle", "(_ style: some PickerStyle)") { view, a in
            view.openedPickerStyle(try a[0] as any PickerStyle)
        }

        // A snippet's `TextFieldStyle` implements `_body(configuration:)`, as articles write it.
        styleConverter("some TextFieldStyle", protocol: "TextFieldStyle", (any TextFieldStyle).self) {
            InterpretedTextFieldStyle(instance: $0, interpreter: $1)
        }
        staticValues(
            "TextFieldStyle",
            [
                "plain": { PlainTextFieldStyle() }, "automatic": { PlainTextFieldStyle() },
                "roundedBorder": { RoundedBorderTextFieldStyle() },
            ])
        initializer("RoundedBorderTextFieldStyle", "()") { _ in RoundedBorderTextFieldStyle() }
        initializer("PlainTextFieldStyle", "()") { _ in PlainTextFieldStyle() }
        modifier("textFieldStyle", "(_ style: some TextFieldStyle)") { view, a in
            view.openedTextFieldStyle(try a[0] as any TextFieldStyle)
        }

        type("some TabViewStyle", (any TabViewStyle).self, implicitHost: "TabViewStyle")
        staticValues("TabViewStyle", ["page": { PageTabViewStyle() }, "automatic": { DefaultTabViewStyle() }])
        staticFunction("TabViewStyle", "page", "(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)") {
            PageTabViewStyle(indexDisplayMode: try $0[0])
        }
        initializer("PageTabViewStyle", "(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic)") {
            PageTabViewStyle(indexDisplayMode: try $0[0])
        }
        type("PageTabViewStyle.IndexDisplayMode", PageTabViewStyle.IndexDisplayMode.self)
        staticValues(
            "PageTabViewStyle.IndexDisplayMode",
            [
                "automatic": { PageTabViewStyle.IndexDisplayMode.automatic },
                "always": { PageTabViewStyle.IndexDisplayMode.always },
                "never": { PageTabViewStyle.IndexDisplayMode.never },
            ])
        modifier("tabViewStyle", "(_ style: some TabViewStyle)") { view, a in
            view.openedTabViewStyle(try a[0] as any TabViewStyle)
        }

        type("some ListStyle", (any ListStyle).self, implicitHost: "ListStyle")
        modifier("listStyle", "(_ style: some ListStyle)") { view, a in view.openedListStyle(try a[0] as any ListStyle)
        }

        converters["some ViewModifier"] = { value, interpreter, _ in
            if case .instance(let instance) = value, instance.type.conformances.contains("ViewModifier") {
                return InterpretedModifier(instance: instance, interpreter: interpreter)
            }
            return nil
        }
        modifier("modifier", "(_ modifier: some ViewModifier)") { view, a in
            view.openedModifier(try a[0] as InterpretedModifier)
        }
    }

    /// A style parameter: a built-in style, or a snippet's struct conforming to `protocol`.
    private func styleConverter<P>(
        _ name: String, protocol: String, _ type: P.Type, interpreted: @escaping @Sendable (Instance, Interpreter) -> P
    ) {
        let host = String(name.dropFirst("some ".count))
        implicitHosts[name] = host
        types[host, default: RegisteredType()].accepts = { $0 is P }
        converters[name] = { value, interpreter, _ in
            switch value {
            case .native(let style as P): return style
            case .instance(let instance) where instance.type.conformances.contains(`protocol`):
                return interpreted(instance, interpreter)
            default: return nil
            }
        }
    }
}

/// `.borderedProminent`, which GalleyUI offers only as a static member.
enum PrimitiveButtonStyleMembers {
    static var borderedProminent: BorderedButtonStyle {
        func make<S: ButtonStyle>(_ style: S) -> S { style }
        return make(.borderedProminent)
    }
}
