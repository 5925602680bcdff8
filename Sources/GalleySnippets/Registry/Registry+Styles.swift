import Foundation
import GalleyUI

extension Registry {
    /// Style protocols: built-in styles by name, and the snippet's own conformances.
    func registerStyles() {
        registerButtonStyles()
        registerLabelStyles()
        registerToggleStyles()
        registerPickerStyles()
        registerTextFieldStyles()
        registerTabViewStyles()
        registerListStyleModifier()
        registerViewModifiers()
    }

    /// Button styles, `.buttonStyle`, `.buttonBorderShape` and the style configurations.
    private func registerButtonStyles() {
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
        initializer("PlainButtonStyle()") { _ in PlainButtonStyle() }
        initializer("BorderedButtonStyle()") { _ in BorderedButtonStyle() }
        initializer("BorderlessButtonStyle()") { _ in AutomaticButtonStyle() }
        initializer("DefaultButtonStyle()") { _ in AutomaticButtonStyle() }
        initializer("BorderedProminentButtonStyle()") { _ in PrimitiveButtonStyleMembers.borderedProminent }
        modifier(
            "buttonStyle(_: some ButtonStyle)",
            example: #"""
                Button("Continue") {}
                    .buttonStyle(.borderedProminent)
                """#
        ) { view, a in
            view.openedButtonStyle(try a["style"] as any ButtonStyle)
        }
        modifier("buttonStyle(_: some PrimitiveButtonStyle)") { view, a in
            view.openedButtonStyle(try a["style"] as any ButtonStyle)
        }
        modifier(
            "buttonBorderShape(_:)",
            example: #"""
                Button("Follow") {}
                    .buttonStyle(.borderedProminent)
                    .buttonBorderShape(.capsule)
                """#
        ) { $0.buttonBorderShape(try $1["shape"]) }
        type("ButtonBorderShape", ButtonBorderShape.self)
        staticValues(
            "ButtonBorderShape",
            [
                "automatic": { ButtonBorderShape.automatic }, "capsule": { ButtonBorderShape.capsule },
                "circle": { ButtonBorderShape.circle },
                "roundedRectangle": { ButtonBorderShape.roundedRectangle },
            ])
        staticFunction("ButtonBorderShape", "roundedRectangle(radius:)") {
            ButtonBorderShape.roundedRectangle(radius: try $0["radius"])
        }
        type("ButtonStyleConfiguration", ButtonStyleConfiguration.self)
        type("PrimitiveButtonStyleConfiguration", PrimitiveButtonStyleConfiguration.self)
        property(ButtonStyleConfiguration.self, "label") { $0.label }
        property(ButtonStyleConfiguration.self, "isPressed") { $0.isPressed }
        property(ButtonStyleConfiguration.self, "role") { $0.role as Any }
    }

    /// Label styles, `.labelStyle` and `LabelStyleConfiguration`.
    private func registerLabelStyles() {
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
        initializer("TitleAndIconLabelStyle()") { _ in TitleAndIconLabelStyle() }
        initializer("TitleOnlyLabelStyle()") { _ in TitleOnlyLabelStyle() }
        initializer("IconOnlyLabelStyle()") { _ in IconOnlyLabelStyle() }
        modifier(
            "labelStyle(_:)",
            example: #"""
                Label("Favorites", systemImage: "star")
                    .labelStyle(.iconOnly)
                """#
        ) { view, a in
            view.openedLabelStyle(try a["style"] as any LabelStyle)
        }
        type("LabelStyleConfiguration", LabelStyleConfiguration.self)
        property(LabelStyleConfiguration.self, "title") { $0.title }
        property(LabelStyleConfiguration.self, "icon") { $0.icon }
    }

    /// Toggle styles, `.toggleStyle` and `ToggleStyleConfiguration`.
    private func registerToggleStyles() {
        styleConverter("some ToggleStyle", protocol: "ToggleStyle", (any ToggleStyle).self) {
            InterpretedToggleStyle(instance: $0, interpreter: $1)
        }
        staticValues("ToggleStyle", ["switch": { SwitchToggleStyle() }, "automatic": { SwitchToggleStyle() }])
        initializer("SwitchToggleStyle()") { _ in SwitchToggleStyle() }
        initializer("SwitchToggleStyle(tint:)") { SwitchToggleStyle(tint: try $0["tint"]) }
        modifier(
            "toggleStyle(_:)",
            example: #"""
                Toggle("Bold", isOn: .constant(true))
                    .toggleStyle(.switch)
                    .padding()
                """#
        ) { view, a in
            view.openedToggleStyle(try a["style"] as any ToggleStyle)
        }
        type("ToggleStyleConfiguration", ToggleStyleConfiguration.self)
        property(ToggleStyleConfiguration.self, "label") { $0.label }
        property(ToggleStyleConfiguration.self, "isOn") { $0.isOn }
    }

    /// Picker styles and `.pickerStyle`.
    private func registerPickerStyles() {
        type("some PickerStyle", (any PickerStyle).self, implicitHost: "PickerStyle")
        staticValues(
            "PickerStyle",
            [
                "menu": { MenuPickerStyle() }, "automatic": { MenuPickerStyle() },
                "segmented": { SegmentedPickerStyle() },
                "wheel": { WheelPickerStyle() }, "inline": { InlinePickerStyle() },
            ])
        initializer("SegmentedPickerStyle()") { _ in SegmentedPickerStyle() }
        initializer("MenuPickerStyle()") { _ in MenuPickerStyle() }
        initializer("WheelPickerStyle()") { _ in WheelPickerStyle() }
        initializer("InlinePickerStyle()") { _ in InlinePickerStyle() }
        modifier(
            "pickerStyle(_:)",
            example: #"""
                Picker("Size", selection: .constant("M")) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                    Text("L").tag("L")
                }
                .pickerStyle(.segmented)
                """#
        ) { view, a in
            view.openedPickerStyle(try a["style"] as any PickerStyle)
        }
    }

    /// Text field styles and `.textFieldStyle`.
    private func registerTextFieldStyles() {
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
        initializer("RoundedBorderTextFieldStyle()") { _ in RoundedBorderTextFieldStyle() }
        initializer("PlainTextFieldStyle()") { _ in PlainTextFieldStyle() }
        modifier(
            "textFieldStyle(_:)",
            example: #"""
                TextField("Name", text: .constant(""))
                    .textFieldStyle(.roundedBorder)
                    .padding()
                """#
        ) { view, a in
            view.openedTextFieldStyle(try a["style"] as any TextFieldStyle)
        }
    }

    /// Tab view styles, their index display modes and `.tabViewStyle`.
    private func registerTabViewStyles() {
        type("some TabViewStyle", (any TabViewStyle).self, implicitHost: "TabViewStyle")
        staticValues("TabViewStyle", ["page": { PageTabViewStyle() }, "automatic": { DefaultTabViewStyle() }])
        staticFunction("TabViewStyle", "page(indexDisplayMode:)") {
            PageTabViewStyle(indexDisplayMode: try $0["indexDisplayMode"])
        }
        initializer("DefaultTabViewStyle()") { _ in DefaultTabViewStyle() }
        initializer("PageTabViewStyle(indexDisplayMode:)") {
            PageTabViewStyle(indexDisplayMode: try $0["indexDisplayMode"])
        }
        type("PageTabViewStyle.IndexDisplayMode", PageTabViewStyle.IndexDisplayMode.self)
        staticValues(
            "PageTabViewStyle.IndexDisplayMode",
            [
                "automatic": { PageTabViewStyle.IndexDisplayMode.automatic },
                "always": { PageTabViewStyle.IndexDisplayMode.always },
                "never": { PageTabViewStyle.IndexDisplayMode.never },
            ])
        modifier(
            "tabViewStyle(_:)",
            example: #"""
                TabView {
                    ForEach(["sun.max.fill", "cloud.rain.fill", "snowflake"], id: \.self) { symbol in
                        Image(systemName: symbol)
                            .font(.system(size: 64))
                            .foregroundStyle(.white)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .background(Color.indigo)
                    }
                }
                .tabViewStyle(.page)
                .frame(height: 220)
                """#
        ) { view, a in
            view.openedTabViewStyle(try a["style"] as any TabViewStyle)
        }
    }

    /// `.listStyle`, whose styles `registerListStyles` registers.
    private func registerListStyleModifier() {
        type("some ListStyle", (any ListStyle).self, implicitHost: "ListStyle")
        modifier(
            "listStyle(_:)",
            example: #"""
                List {
                    Text("Milk")
                    Text("Eggs")
                }
                .listStyle(.plain)
                """#
        ) { view, a in view.openedListStyle(try a["style"] as any ListStyle)
        }
    }

    /// A snippet's own `ViewModifier`, and `.modifier`.
    private func registerViewModifiers() {
        converters["some ViewModifier"] = { value, interpreter, _ in
            if case .instance(let instance) = value, instance.type.conformances.contains("ViewModifier") {
                return InterpretedModifier(instance: instance, interpreter: interpreter)
            }
            return nil
        }
        modifier(
            "modifier(_:)",
            example: #"""
                struct Highlighted: ViewModifier {
                    func body(content: Content) -> some View {
                        content.padding(6).background(.yellow)
                    }
                }
                Text("Note").modifier(Highlighted())
                """#
        ) { view, a in
            view.openedModifier(try a["modifier"] as InterpretedModifier)
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
