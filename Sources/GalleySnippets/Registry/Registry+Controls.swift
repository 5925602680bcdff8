import Foundation
import GalleyUI

extension Registry {
    /// Buttons, labels, toggles, fields, pickers and the other controls.
    func registerControls() {
        registerButtons()
        registerLabels()
        registerTogglesAndColorPickers()
        registerTextInputs()
        registerPickers()
        registerProgressViews()
        registerSlidersAndSteppers()
        registerLinks()
    }

    /// `Button`'s forms and `ButtonRole`.
    private func registerButtons() {
        view(
            "Button(_:action:)",
            example: #"""
                HStack(spacing: 12) {
                    Button("Save") {}
                    Button("Delete", role: .destructive) {}
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
                """#
        ) { Button(try $0["title"] as String) {} }
        // Inside a `PrimitiveButtonStyle`: the same button, drawn by the next style out.
        view("Button(_:)") {
            Button(try $0["configuration"] as PrimitiveButtonStyleConfiguration)
        }
        view("Button(_:role:action:)") {
            Button(try $0["title"] as String, role: $0.optional("role")) {}
        }
        view("Button(_:systemImage:action:)") {
            Button(try $0["title"] as String, systemImage: try $0["systemImage"]) {}
        }
        view("Button(_:systemImage:role:action:)") {
            Button(try $0["title"] as String, systemImage: try $0["systemImage"], role: $0.optional("role")) {}
        }
        view("Button(action:label:)") { a in
            Button {
            } label: {
                a.view("label")
            }
        }
        view("Button(role:action:label:)") { a in
            Button(role: a.optional("role")) {
            } label: {
                a.view("label")
            }
        }
        type("ButtonRole", ButtonRole.self)
        staticValues("ButtonRole", ["destructive": { ButtonRole.destructive }, "cancel": { ButtonRole.cancel }])
    }

    /// `Label`'s forms.
    private func registerLabels() {
        view(
            "Label(_:systemImage:)",
            example: #"""
                VStack(alignment: .leading) {
                    Label("Inbox", systemImage: "tray")
                    Label("Sent", systemImage: "paperplane")
                }
                """#
        ) { Label(try $0["title"] as String, systemImage: try $0["systemImage"]) }
        view("Label(_:image:)") { Label(try $0["title"] as String, image: try $0["image"]) }
        view("Label(_:)") { Label(try $0["configuration"] as LabelStyleConfiguration) }
        view("Label(title:icon:)") { a in
            Label {
                a.view("title")
            } icon: {
                a.view("icon")
            }
        }
    }

    /// `Toggle`, `LabeledContent` and `ColorPicker`.
    private func registerTogglesAndColorPickers() {
        view(
            "Toggle(_:isOn:)",
            example: #"""
                Toggle("Wi-Fi", isOn: .constant(true))
                    .padding()
                """#
        ) { Toggle(try $0["title"] as String, isOn: try $0["isOn"]) }
        view("LabeledContent(_:value:)") {
            LabeledContent(try $0["title"] as String, value: try $0["value"] as String)
        }
        view("LabeledContent(_:content:)") { a in
            LabeledContent(try a["title"] as String) { a.view("content") }
        }
        view("LabeledContent(content:label:)") { a in
            LabeledContent {
                a.view("content")
            } label: {
                a.view("label")
            }
        }
        view(
            "ColorPicker(_:selection:supportsOpacity:)",
            example: #"""
                ColorPicker("Accent", selection: .constant(.orange))
                    .padding()
                """#
        ) {
            ColorPicker(
                try $0["title"] as String, selection: try $0["selection"], supportsOpacity: try $0["supportsOpacity"])
        }
        view("ColorPicker(selection:supportsOpacity:label:)") { a in
            ColorPicker(selection: try a["selection"], supportsOpacity: try a["supportsOpacity"]) { a.view("label") }
        }
        view("Toggle(isOn:label:)") { a in Toggle(isOn: try a["isOn"]) { a.view("label") } }
        // Inside a style: the same control, drawn by the next style out.
        view("Toggle(_:)") {
            Toggle(try $0["configuration"] as ToggleStyleConfiguration)
        }
    }

    /// `TextField`, `TextEditor` and `SecureField`.
    private func registerTextInputs() {
        view(
            "TextField(_:text:)",
            example: #"""
                TextField("Name", text: .constant("Jane Appleseed"))
                    .textFieldStyle(.roundedBorder)
                    .padding()
                """#
        ) {
            TextField(try $0["title"] as String, text: try $0["text"])
        }
        view("TextField(_:text:prompt:)") {
            TextField(try $0["title"] as String, text: try $0["text"], prompt: $0.optional("prompt"))
        }
        view("TextField(_:text:axis:)") {
            TextField(try $0["title"] as String, text: try $0["text"], axis: try $0["axis"])
        }
        view("TextField(_:text:onEditingChanged:onCommit:)") {
            TextField(try $0["title"] as String, text: try $0["text"])
        }
        view(
            "TextEditor(text:)",
            example: #"""
                TextEditor(text: .constant("Great coffee, slow service. The pastries were worth the wait."))
                    .frame(height: 80)
                    .border(Color.gray.opacity(0.3))
                    .padding()
                """#
        ) { TextEditor(text: try $0["text"]) }
        view(
            "SecureField(_:text:)",
            example: #"""
                SecureField("Password", text: .constant("secret"))
                    .textFieldStyle(.roundedBorder)
                    .padding()
                """#
        ) {
            SecureField(try $0["title"] as String, text: try $0["text"])
        }
        view("SecureField(_:text:prompt:)") {
            SecureField(try $0["title"] as String, text: try $0["text"], prompt: $0.optional("prompt"))
        }
    }

    /// `Picker`'s forms.
    private func registerPickers() {
        view(
            "Picker(_:selection:content:)",
            example: #"""
                Picker("Flavor", selection: .constant("Vanilla")) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                }
                .pickerStyle(.segmented)
                """#
        ) {
            a in
            Picker(try a["title"] as String, selection: try a["selection"] as Binding<AnyHashable>) {
                a.view("content")
            }
        }
        view("Picker(selection:label:content:)") {
            a in
            Picker(selection: try a["selection"] as Binding<AnyHashable>, label: a.view("label")) { a.view("content") }
        }
        view("Picker(selection:content:label:)") { a in
            Picker(selection: try a["selection"] as Binding<AnyHashable>) {
                a.view("content")
            } label: {
                a.view("label")
            }
        }
    }

    /// `ProgressView`'s forms.
    private func registerProgressViews() {
        view(
            "ProgressView()",
            example: #"""
                VStack {
                    ProgressView()
                    ProgressView("Downloading", value: 0.4)
                }
                .padding()
                """#
        ) { _ in ProgressView() }
        // Inside a style: the same progress, drawn by the next style out.
        view("ProgressView(_:)") {
            ProgressView(try $0["configuration"] as ProgressViewStyleConfiguration)
        }
        view("ProgressView(value:total:)") {
            ProgressView(value: $0.optional("value"), total: try $0["total"])
        }
        view("ProgressView(_:value:total:)") {
            ProgressView(try $0["title"] as String, value: $0.optional("value"), total: try $0["total"])
        }
        view("ProgressView(value:total:label:)") { a in
            ProgressView(value: a.optional("value"), total: try a["total"]) { a.view("label") }
        }
    }

    /// `Slider` and `Stepper`.
    private func registerSlidersAndSteppers() {
        view(
            "Slider(value:in:)",
            example: #"""
                Slider(value: .constant(0.5), in: 0...1)
                    .padding()
                """#
        ) {
            Slider(value: try $0["value"] as Binding<Double>, in: try $0["bounds"] as ClosedRange<Double>)
        }
        view("Slider(value:in:step: Double)") {
            Slider(value: try $0["value"] as Binding<Double>, in: try $0["bounds"] as ClosedRange<Double>)
        }
        view("Slider(value:in:onEditingChanged:)") {
            Slider(value: try $0["value"] as Binding<Double>, in: try $0["bounds"] as ClosedRange<Double>)
        }
        view(
            "Stepper(_:value: Binding<Int> in:step:)",
            example: #"""
                Stepper("Quantity: 3", value: .constant(3), in: 0...10)
                    .padding()
                """#
        ) {
            Stepper(try $0["title"] as String, value: try $0["value"] as Binding<Int>, step: try $0["step"] as Int)
        }
        view("Stepper(value: Binding<Int> in:step:label:)") { a in
            Stepper(value: try a["value"] as Binding<Int>, in: 0...Int.max, step: try a["step"] as Int) {
                a.view("label")
            }
        }
        view("Stepper(onIncrement: () -> Void onDecrement:label:)") { a in
            Stepper(onIncrement: nil, onDecrement: nil) { a.view("label") }
        }
    }

    /// `Link` and `NavigationLink`, whose destinations a still picture does not show.
    private func registerLinks() {
        view(
            "Link(_:destination:)",
            example: #"""
                Link("Swift.org", destination: URL(string: "https://swift.org")!)
                """#
        ) { Link(try $0["title"] as String, destination: try $0["destination"]) }
        view("Link(destination:label:)") { a in Link(destination: try a["destination"]) { a.view("label") } }
        view(
            "NavigationLink(_:destination: some View)",
            example: #"""
                NavigationStack {
                    List {
                        NavigationLink("Settings", destination: Text("Settings"))
                    }
                }
                """#
        ) { a in
            NavigationLink(try a["title"] as String, destination: a.view("destination"))
        }
        view("NavigationLink(destination: some View label:)") { a in
            NavigationLink(destination: a.view("destination")) { a.view("label") }
        }
        view("NavigationLink(destination: () -> some View label:)") { a in
            NavigationLink(destination: a.view("destination")) { a.view("label") }
        }
        view("NavigationLink(_:destination: () -> some View)") { a in
            NavigationLink(try a["title"] as String, destination: a.view("destination"))
        }
        view("NavigationLink(value:label:)") { a in
            NavigationLink(value: a.optional("value") as AnyHashable?) { a.view("label") }
        }
        view("NavigationLink(_:value:)") { a in
            NavigationLink(try a["title"] as String, value: a.optional("value") as AnyHashable?)
        }
        view("NavigationLink(_:destination:isActive:)") { a in
            NavigationLink(try a["title"] as String, destination: a.view("destination"))
        }
        view("NavigationLink(destination:isActive:label:)") { a in
            NavigationLink(destination: a.view("destination")) { a.view("label") }
        }
        // SwiftUI's deprecated selection forms: a picture shows the link, not its destination.
        view("NavigationLink(_:destination:tag:selection:)") { a in
            NavigationLink(try a["title"] as String, destination: a.view("destination"))
        }
        view("NavigationLink(destination:tag:selection:label:)") { a in
            NavigationLink(destination: a.view("destination")) { a.view("label") }
        }
    }
}
