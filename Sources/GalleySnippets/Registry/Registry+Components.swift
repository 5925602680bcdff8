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
        componentStyle(
            "LabeledContentStyle", (any LabeledContentStyle).self, modifier: "labeledContentStyle",
            example: #"""
                struct StackedStyle: LabeledContentStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack(alignment: .leading, spacing: 2) {
                            configuration.label.font(.caption).foregroundStyle(.secondary)
                            configuration.content
                        }
                    }
                }
                VStack(alignment: .leading, spacing: 12) {
                    LabeledContent("Name", value: "Ada Lovelace")
                    LabeledContent("Email", value: "ada@example.com")
                }
                .labeledContentStyle(StackedStyle())
                .padding()
                """#
        ) {
            InterpretedLabeledContentStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedLabeledContentStyle($1)
        }
        staticValue("LabeledContentStyle", "automatic", AutomaticLabeledContentStyle())
        initializer("AutomaticLabeledContentStyle()") { _ in AutomaticLabeledContentStyle() }
        styleConfiguration(
            LabeledContentStyleConfiguration.self, ["label": { $0.label }, "content": { $0.content }])
        // Inside a style: the same row, drawn by the next style out.
        view(
            "LabeledContent(_:)",
            example: #"""
                Form {
                    LabeledContent("Version", value: "2.4.1")
                    LabeledContent("Build") { Text("1042").monospacedDigit() }
                }
                """#
        ) {
            LabeledContent(try $0["configuration"] as LabeledContentStyleConfiguration)
        }
    }

    private func registerDisclosureGroupStyle() {
        componentStyle(
            "DisclosureGroupStyle", (any DisclosureGroupStyle).self, modifier: "disclosureGroupStyle",
            example: #"""
                struct LeadingArrowStyle: DisclosureGroupStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack(alignment: .leading, spacing: 8) {
                            HStack {
                                Image(systemName: "chevron.right")
                                    .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                                configuration.label
                            }
                            if configuration.isExpanded {
                                configuration.content.padding(.leading, 24)
                            }
                        }
                    }
                }
                DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                    Text("Verbose logging")
                }
                .disclosureGroupStyle(LeadingArrowStyle())
                .padding()
                """#
        ) {
            InterpretedDisclosureGroupStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedDisclosureGroupStyle($1)
        }
        staticValue("DisclosureGroupStyle", "automatic", AutomaticDisclosureGroupStyle())
        initializer("AutomaticDisclosureGroupStyle()") { _ in AutomaticDisclosureGroupStyle() }
        styleConfiguration(
            DisclosureGroupStyleConfiguration.self,
            ["label": { $0.label }, "content": { $0.content }, "isExpanded": { $0.isExpanded }])
        view(
            "DisclosureGroup(_:)",
            example: #"""
                DisclosureGroup("Details", isExpanded: .constant(true)) {
                    Text("Shipped on Monday")
                }
                .padding()
                """#
        ) {
            DisclosureGroup(try $0["configuration"] as DisclosureGroupStyleConfiguration)
        }
    }

    private func registerCard() {
        view(
            "Card(content:)",
            example: #"""
                Card {
                    Text("Five Stars")
                }
                .padding()
                """#
        ) { a in Card { a.view("content") } }
        componentStyle(
            "CardStyle", (any CardStyle).self, modifier: "cardStyle",
            example: #"""
                Card {
                    Text("Five Stars")
                }
                .cardStyle(.shadow)
                .padding()
                """#
        ) {
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
        staticFunction("CardStyle", "capsule(color:)") { CapsuleCardStyle(color: try $0["color"]) }
        staticFunction("CardStyle", "colorful(color:)") { ColorfulCardStyle(color: try $0["color"]) }
        initializer("DefaultCardStyle()") { _ in DefaultCardStyle() }
        initializer("ShadowCardStyle()") { _ in ShadowCardStyle() }
        initializer("RoundedRectangleCardStyle()") { _ in RoundedRectangleCardStyle() }
        initializer("CapsuleCardStyle(color:)") { CapsuleCardStyle(color: try $0["color"]) }
        initializer("ColorfulCardStyle(color:)") { ColorfulCardStyle(color: try $0["color"]) }
        type("AnyCardStyle", AnyCardStyle.self)
        initializer("AnyCardStyle(style:)") { AnyCardStyle.opened(try $0["style"]) }
        initializer("AnyCardStyle(_:)") { AnyCardStyle.opened(try $0["style"]) }
        environmentValue("cardStyle", \.cardStyle, type: "AnyCardStyle")
        styleConfiguration(CardStyleConfiguration.self, ["label": { $0.label }])
    }

    private func registerModalCard() {
        view(
            "ModalCard(title:message:primaryButton:secondaryButton:)",
            example: #"""
                ModalCard(
                    title: "Delete Account",
                    message: "This action cannot be undone.",
                    primaryButton: .destructive(Text("Delete")) {},
                    secondaryButton: .cancel()
                )
                .padding()
                """#
        ) { a in
            ModalCard(
                title: try a["title"], message: a.optional("message"), primaryButton: try a["primaryButton"],
                secondaryButton: a.optional("secondaryButton"))
        }
        view("ModalCard(title:message:primaryAction:secondaryAction:)") { a in
            ModalCard(title: try a["title"], message: a.optional("message")) {
                a.view("primaryAction")
            } secondaryAction: {
                a.view("secondaryAction")
            }
        }
        view("ModalCard(title:message:primaryAction:)") { a in
            ModalCard(title: try a["title"], message: a.optional("message")) { a.view("primaryAction") }
        }
        // `ModalCard.Button.cancel()` spelt out, as well as the implicit `.cancel()`.
        staticValue("ModalCard", "Button", Value.type(.builtin("ModalCard.Button")))
        type("ModalCard.Button", ModalCard.Button.self)
        // Actions never run in a still picture: the closures are accepted and dropped.
        staticFunction("ModalCard.Button", "destructive(_:_:)") { ModalCard.Button.destructive(try $0["label"]) }
        staticFunction("ModalCard.Button", "default(_:_:)") { ModalCard.Button.`default`(try $0["label"]) }
        staticFunction("ModalCard.Button", "cancel(_:)") { _ in ModalCard.Button.cancel() }
        staticFunction("ModalCard.Button", "cancel(_:_:)") { ModalCard.Button.cancel(try $0["label"] as Text) }

        componentStyle(
            "ModalCardStyle", (any ModalCardStyle).self, modifier: "modalCardStyle",
            example: #"""
                ModalCard(title: "Saved", message: "Your changes are safe.", primaryButton: .default(Text("OK")) {})
                    .modalCardStyle(.automatic)
                    .padding()
                """#
        ) {
            InterpretedModalCardStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedModalCardStyle($1)
        }
        staticValue("ModalCardStyle", "automatic", DefaultModalCardStyle())
        initializer("DefaultModalCardStyle()") { _ in DefaultModalCardStyle() }
        styleConfiguration(
            ModalCardStyleConfiguration.self,
            [
                "title": { $0.title }, "message": { $0.message }, "primaryAction": { $0.primaryAction },
                "secondaryAction": { $0.secondaryAction },
            ])
    }

    private func registerGroupBox() {
        view(
            "GroupBox(content:)",
            example: #"""
                GroupBox("Storage") {
                    Text("12 GB of 64 GB used")
                }
                .padding()
                """#
        ) { a in GroupBox { a.view("content") } }
        view("GroupBox(_:content:)") { a in GroupBox(try a["title"] as String) { a.view("content") } }
        // Inside a style: the same box, drawn by the next style out.
        view("GroupBox(_:)") {
            GroupBox(try $0["configuration"] as GroupBoxStyleConfiguration)
        }
        view("GroupBox(content:label:)") { a in
            GroupBox {
                a.view("content")
            } label: {
                a.view("label")
            }
        }
        // SwiftUI's older spelling, with the label first.
        view("GroupBox(label:content:)") { a in
            GroupBox {
                a.view("content")
            } label: {
                a.view("label")
            }
        }
        componentStyle(
            "GroupBoxStyle", (any GroupBoxStyle).self, modifier: "groupBoxStyle",
            example: #"""
                GroupBox("Storage") {
                    Text("12 GB used")
                }
                .groupBoxStyle(.automatic)
                """#
        ) {
            InterpretedGroupBoxStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedGroupBoxStyle($1)
        }
        staticValue("GroupBoxStyle", "automatic", DefaultGroupBoxStyle())
        initializer("DefaultGroupBoxStyle()") { _ in DefaultGroupBoxStyle() }
        styleConfiguration(GroupBoxStyleConfiguration.self, ["label": { $0.label }, "content": { $0.content }])
    }

    private func registerProgressViewStyle() {
        componentStyle(
            "ProgressViewStyle", (any ProgressViewStyle).self, modifier: "progressViewStyle",
            example: #"""
                ProgressView(value: 0.3)
                    .progressViewStyle(.linear)
                    .padding()
                """#
        ) {
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
        initializer("DefaultProgressViewStyle()") { _ in DefaultProgressViewStyle() }
        initializer("LinearProgressViewStyle()") { _ in LinearProgressViewStyle() }
        initializer("CircularProgressViewStyle()") { _ in CircularProgressViewStyle() }
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
        _ protocolName: String, _ type: P.Type, modifier name: String, example: String,
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
        modifier("\(name)(_:)", example: example) { view, a in apply(view, try a["style"]) }
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
