import Foundation
import GalleyUI

extension Registry {
    /// GalleyUI's design-system components (`Card`, `ModalCard`, the inputs and their
    /// `Theme`) and the control styles their articles use (`GroupBoxStyle`,
    /// `ProgressViewStyle`), each with its built-in styles and the snippet's own.
    func registerComponents() {
        registerCard()
        registerModalCard()
        registerInputs()
        registerGroupBox()
        registerProgressViewStyle()
        registerLabeledContentStyle()
        registerDisclosureGroupStyle()
    }

    private func registerLabeledContentStyle() {
        componentStyle("LabeledContentStyle", (any LabeledContentStyle).self, modifier: "labeledContentStyle") {
            InterpretedLabeledContentStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedLabeledContentStyle($1)
        }
        staticValue("LabeledContentStyle", "automatic", AutomaticLabeledContentStyle())
        initializer("AutomaticLabeledContentStyle", "()") { _ in AutomaticLabeledContentStyle() }
        styleConfiguration(
            LabeledContentStyleConfiguration.self, ["label": { $0.label }, "content": { $0.content }])
        // Inside a style: the same row, drawn by the next style out.
        view("LabeledContent", "(_ configuration: LabeledContentStyleConfiguration)") {
            LabeledContent(try $0[0] as LabeledContentStyleConfiguration)
        }
    }

    private func registerDisclosureGroupStyle() {
        componentStyle("DisclosureGroupStyle", (any DisclosureGroupStyle).self, modifier: "disclosureGroupStyle") {
            InterpretedDisclosureGroupStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedDisclosureGroupStyle($1)
        }
        staticValue("DisclosureGroupStyle", "automatic", AutomaticDisclosureGroupStyle())
        initializer("AutomaticDisclosureGroupStyle", "()") { _ in AutomaticDisclosureGroupStyle() }
        styleConfiguration(
            DisclosureGroupStyleConfiguration.self,
            ["label": { $0.label }, "content": { $0.content }, "isExpanded": { $0.isExpanded }])
        view("DisclosureGroup", "(_ configuration: DisclosureGroupStyleConfiguration)") {
            DisclosureGroup(try $0[0] as DisclosureGroupStyleConfiguration)
        }
    }

    private func registerCard() {
        view("Card", "(@ViewBuilder content: () -> some View)") { a in Card { a.view(0) } }
        componentStyle("CardStyle", (any CardStyle).self, modifier: "cardStyle") {
            InterpretedCardStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedCardStyle($1)
        }
        staticValues(
            "CardStyle",
            [
                "automatic": { DefaultCardStyle() }, "shadow": { ShadowCardStyle() },
                "roundedRectangle": { RoundedRectangleCardStyle() }, "capsule": { CapsuleCardStyle() },
            ])
        staticFunction("CardStyle", "capsule", "(color: Color)") { CapsuleCardStyle(color: try $0[0]) }
        staticFunction("CardStyle", "colorful", "(color: Color)") { ColorfulCardStyle(color: try $0[0]) }
        initializer("DefaultCardStyle", "()") { _ in DefaultCardStyle() }
        initializer("ShadowCardStyle", "()") { _ in ShadowCardStyle() }
        initializer("RoundedRectangleCardStyle", "()") { _ in RoundedRectangleCardStyle() }
        initializer("CapsuleCardStyle", "(color: Color = .accentColor)") { CapsuleCardStyle(color: try $0[0]) }
        initializer("ColorfulCardStyle", "(color: Color)") { ColorfulCardStyle(color: try $0[0]) }
        type("AnyCardStyle", AnyCardStyle.self)
        initializer("AnyCardStyle", "(style: some CardStyle)") { AnyCardStyle.opened(try $0[0]) }
        initializer("AnyCardStyle", "(_ style: some CardStyle)") { AnyCardStyle.opened(try $0[0]) }
        environmentValue("cardStyle", \.cardStyle, type: "AnyCardStyle")
        styleConfiguration(CardStyleConfiguration.self, ["label": { $0.label }])
    }

    private func registerModalCard() {
        view(
            "ModalCard",
            "(title: String, message: String? = nil, primaryButton: ModalCard.Button, secondaryButton: ModalCard.Button? = nil)"
        ) { a in
            ModalCard(title: try a[0], message: a.optional(1), primaryButton: try a[2], secondaryButton: a.optional(3))
        }
        view(
            "ModalCard",
            "(title: String, message: String? = nil, @ViewBuilder primaryAction: () -> some View, @ViewBuilder secondaryAction: () -> some View)"
        ) { a in
            ModalCard(title: try a[0], message: a.optional(1)) {
                a.view(2)
            } secondaryAction: {
                a.view(3)
            }
        }
        view("ModalCard", "(title: String, message: String? = nil, @ViewBuilder primaryAction: () -> some View)") { a in
            ModalCard(title: try a[0], message: a.optional(1)) { a.view(2) }
        }
        // `ModalCard.Button.cancel()` spelt out, as well as the implicit `.cancel()`.
        staticValue("ModalCard", "Button", Value.type(.builtin("ModalCard.Button")))
        type("ModalCard.Button", ModalCard.Button.self)
        // Actions never run in a still picture: the closures are accepted and dropped.
        let action = "_ action: () -> Void = nil"
        staticFunction("ModalCard.Button", "destructive", "(_ label: Text, \(action))") {
            ModalCard.Button.destructive(try $0[0])
        }
        staticFunction("ModalCard.Button", "default", "(_ label: Text, \(action))") {
            ModalCard.Button.`default`(try $0[0])
        }
        staticFunction("ModalCard.Button", "cancel", "(\(action))") { _ in ModalCard.Button.cancel() }
        staticFunction("ModalCard.Button", "cancel", "(_ label: Text, \(action))") {
            ModalCard.Button.cancel(try $0[0] as Text)
        }

        componentStyle("ModalCardStyle", (any ModalCardStyle).self, modifier: "modalCardStyle") {
            InterpretedModalCardStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedModalCardStyle($1)
        }
        staticValue("ModalCardStyle", "automatic", DefaultModalCardStyle())
        initializer("DefaultModalCardStyle", "()") { _ in DefaultModalCardStyle() }
        styleConfiguration(
            ModalCardStyleConfiguration.self,
            [
                "title": { $0.title }, "message": { $0.message }, "primaryAction": { $0.primaryAction },
                "secondaryAction": { $0.secondaryAction },
            ])
    }

    private func registerGroupBox() {
        let content = "@ViewBuilder content: () -> some View"
        view("GroupBox", "(\(content))") { a in GroupBox { a.view(0) } }
        view("GroupBox", "(_ title: String, \(content))") { a in GroupBox(try a[0] as String) { a.view(1) } }
        // Inside a style: the same box, drawn by the next style out.
        view("GroupBox", "(_ configuration: GroupBoxStyleConfiguration)") {
            GroupBox(try $0[0] as GroupBoxStyleConfiguration)
        }
        view("GroupBox", "(\(content), @ViewBuilder label: () -> some View)") { a in
            GroupBox {
                a.view(0)
            } label: {
                a.view(1)
            }
        }
        // SwiftUI's older spelling, with the label first.
        view("GroupBox", "(label: some View, \(content))") { a in
            GroupBox {
                a.view(1)
            } label: {
                a.view(0)
            }
        }
        componentStyle("GroupBoxStyle", (any GroupBoxStyle).self, modifier: "groupBoxStyle") {
            InterpretedGroupBoxStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedGroupBoxStyle($1)
        }
        staticValue("GroupBoxStyle", "automatic", DefaultGroupBoxStyle())
        initializer("DefaultGroupBoxStyle", "()") { _ in DefaultGroupBoxStyle() }
        styleConfiguration(GroupBoxStyleConfiguration.self, ["label": { $0.label }, "content": { $0.content }])
    }

    private func registerProgressViewStyle() {
        componentStyle("ProgressViewStyle", (any ProgressViewStyle).self, modifier: "progressViewStyle") {
            InterpretedProgressViewStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedProgressViewStyle($1)
        }
        staticValues(
            "ProgressViewStyle",
            [
                "automatic": { DefaultProgressViewStyle() }, "linear": { LinearProgressViewStyle() },
                "circular": { CircularProgressViewStyle() },
            ])
        initializer("DefaultProgressViewStyle", "()") { _ in DefaultProgressViewStyle() }
        initializer("LinearProgressViewStyle", "()") { _ in LinearProgressViewStyle() }
        initializer("CircularProgressViewStyle", "()") { _ in CircularProgressViewStyle() }
        styleConfiguration(
            ProgressViewStyleConfiguration.self,
            ["fractionCompleted": { $0.fractionCompleted }, "label": { $0.label }])
    }
}

extension Registry {
    /// A component's style protocol, in one declaration: `some <protocol>` parameters take
    /// its built-in styles and the snippet's structs that conform to it (drawn by
    /// `interpreted`), `.member` finds its static members, and `.<modifier>(_:)` sets it.
    func componentStyle<P>(
        _ protocolName: String, _ type: P.Type, modifier name: String,
        interpreted: @escaping @Sendable (Instance, Interpreter) -> P,
        apply: @escaping @Sendable (any View, P) -> any View
    ) {
        let parameter = "some \(protocolName)"
        implicitHosts[parameter] = protocolName
        types[protocolName, default: RegisteredType()].accepts = { $0 is P }
        converters[parameter] = { value, interpreter, _ in
            switch value {
            case .native(let style as P): return style
            case .instance(let instance) where instance.type.conformances.contains(protocolName):
                return interpreted(instance, interpreter)
            default: return nil
            }
        }
        modifier(name, "(_ style: \(parameter))") { view, a in apply(view, try a[0]) }
    }

    /// A style configuration's properties, named as in GalleyUI; an optional one that is
    /// nil reads as `nil`, so that `if let` and `?.` work on it.
    func styleConfiguration<C>(_ type: C.Type, _ getters: [String: @Sendable (C) -> Any?]) {
        self.type(Self.name(of: C.self), C.self)
        for (name, getter) in getters {
            property(C.self, name) { getter($0).map(Value.wrap) ?? Value.null }
        }
    }
}
