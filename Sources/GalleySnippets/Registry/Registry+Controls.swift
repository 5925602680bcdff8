import Foundation
import GalleyUI

extension Registry {
    /// Buttons, labels, toggles, fields, pickers and the other controls.
    func registerControls() {
        let action = "action: () -> Void"
        let label = "@ViewBuilder label: () -> some View"
        view("Button", "(_ title: String, \(action))") { Button(try $0[0] as String) {} }
        // Inside a `PrimitiveButtonStyle`: the same button, drawn by the next style out.
        view("Button", "(_ configuration: PrimitiveButtonStyleConfiguration)") {
            Button(try $0[0] as PrimitiveButtonStyleConfiguration)
        }
        view("Button", "(_ title: String, role: ButtonRole?, \(action))") {
            Button(try $0[0] as String, role: $0.optional(1)) {}
        }
        view("Button", "(_ title: String, systemImage: String, \(action))") {
            Button(try $0[0] as String, systemImage: try $0[1]) {}
        }
        view("Button", "(\(action), \(label))") { a in
            Button {
            } label: {
                a.view(1)
            }
        }
        view("Button", "(role: ButtonRole?, \(action), \(label))") { a in
            Button(role: a.optional(0)) {
            } label: {
                a.view(2)
            }
        }
        type("ButtonRole", ButtonRole.self)
        staticValues("ButtonRole", ["destructive": { ButtonRole.destructive }, "cancel": { ButtonRole.cancel }])

        view("Label", "(_ title: String, systemImage: String)") { Label(try $0[0] as String, systemImage: try $0[1]) }
        view("Label", "(_ title: String, image: String)") { Label(try $0[0] as String, image: try $0[1]) }
        view("Label", "(_ configuration: LabelStyleConfiguration)") { Label(try $0[0] as LabelStyleConfiguration) }
        view("Label", "(@ViewBuilder title: () -> some View, @ViewBuilder icon: () -> some View)") { a in
            Label {
                a.view(0)
            } icon: {
                a.view(1)
            }
        }
        view("Toggle", "(_ title: String, isOn: Binding<Bool>)") { Toggle(try $0[0] as String, isOn: try $0[1]) }
        view("LabeledContent", "(_ title: String, value: String)") {
            LabeledContent(try $0[0] as String, value: try $0[1] as String)
        }
        view("LabeledContent", "(_ title: String, @ViewBuilder content: () -> some View)") { a in
            LabeledContent(try a[0] as String) { a.view(1) }
        }
        view("LabeledContent", "(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View)") { a in
            LabeledContent {
                a.view(0)
            } label: {
                a.view(1)
            }
        }
        view("ColorPicker", "(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true)") {
            ColorPicker(try $0[0] as String, selection: try $0[1], supportsOpacity: try $0[2])
        }
        view(
            "ColorPicker",
            "(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> some View)"
        ) { a in
            ColorPicker(selection: try a[0], supportsOpacity: try a[1]) { a.view(2) }
        }
        view("Toggle", "(isOn: Binding<Bool>, \(label))") { a in Toggle(isOn: try a[0]) { a.view(1) } }
        // Inside a style: the same control, drawn by the next style out.
        view("Toggle", "(_ configuration: ToggleStyleConfiguration)") {
            Toggle(try $0[0] as ToggleStyleConfiguration)
        }
        view("TextField", "(_ title: String, text: Binding<String>)") {
            TextField(try $0[0] as String, text: try $0[1])
        }
        view("TextField", "(_ title: String, text: Binding<String>, prompt: Text?)") {
            TextField(try $0[0] as String, text: try $0[1], prompt: $0.optional(2))
        }
        view("TextField", "(_ title: String, text: Binding<String>, axis: Axis)") {
            TextField(try $0[0] as String, text: try $0[1], axis: try $0[2])
        }
        view(
            "TextField",
            "(_ title: String, text: Binding<String>, onEditingChanged: (Bool) -> Void = nil, onCommit: () -> Void = nil)"
        ) {
            TextField(try $0[0] as String, text: try $0[1])
        }
        view("TextEditor", "(text: Binding<String>)") { TextEditor(text: try $0[0]) }
        view("SecureField", "(_ title: String, text: Binding<String>)") {
            SecureField(try $0[0] as String, text: try $0[1])
        }
        view("Picker", "(_ title: String, selection: Binding<AnyHashable>, @ViewBuilder content: () -> some View)") {
            a in
            Picker(try a[0] as String, selection: try a[1] as Binding<AnyHashable>) { a.view(2) }
        }
        view("Picker", "(selection: Binding<AnyHashable>, label: some View, @ViewBuilder content: () -> some View)") {
            a in
            Picker(selection: try a[0] as Binding<AnyHashable>, label: a.view(1)) { a.view(2) }
        }
        view("Picker", "(selection: Binding<AnyHashable>, @ViewBuilder content: () -> some View, \(label))") { a in
            Picker(selection: try a[0] as Binding<AnyHashable>) {
                a.view(1)
            } label: {
                a.view(2)
            }
        }
        view("ProgressView", "()") { _ in ProgressView() }
        // Inside a style: the same progress, drawn by the next style out.
        view("ProgressView", "(_ configuration: ProgressViewStyleConfiguration)") {
            ProgressView(try $0[0] as ProgressViewStyleConfiguration)
        }
        view("ProgressView", "(value: Double?, total: Double = 1.0)") {
            ProgressView(value: $0.optional(0), total: try $0[1])
        }
        view("ProgressView", "(_ title: String, value: Double? = nil, total: Double = 1.0)") {
            ProgressView(try $0[0] as String, value: $0.optional(1), total: try $0[2])
        }
        view("ProgressView", "(value: Double?, total: Double = 1.0, \(label))") { a in
            ProgressView(value: a.optional(0), total: try a[1]) { a.view(2) }
        }
        view("Slider", "(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1)") {
            Slider(value: try $0[0] as Binding<Double>, in: try $0[1] as ClosedRange<Double>)
        }
        view("Slider", "(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double)") {
            Slider(value: try $0[0] as Binding<Double>, in: try $0[1] as ClosedRange<Double>)
        }
        view(
            "Slider",
            "(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, onEditingChanged: (Bool) -> Void)"
        ) {
            Slider(value: try $0[0] as Binding<Double>, in: try $0[1] as ClosedRange<Double>)
        }
        view("Stepper", "(_ title: String, value: Binding<Int>, in bounds: Any = nil, step: Int = 1)") {
            Stepper(try $0[0] as String, value: try $0[1] as Binding<Int>, step: try $0[3] as Int)
        }
        view("Stepper", "(value: Binding<Int>, in bounds: Any = nil, step: Int = 1, \(label))") { a in
            Stepper(value: try a[0] as Binding<Int>, in: 0...Int.max, step: try a[2] as Int) { a.view(3) }
        }
        view("Stepper", "(onIncrement: () -> Void, onDecrement: () -> Void, \(label))") { a in
            Stepper(onIncrement: nil, onDecrement: nil) { a.view(2) }
        }
        view("Link", "(_ title: String, destination: URL)") { Link(try $0[0] as String, destination: try $0[1]) }
        view("Link", "(destination: URL, \(label))") { a in Link(destination: try a[0]) { a.view(1) } }
        view("NavigationLink", "(_ title: String, destination: some View)") { a in
            NavigationLink(try a[0] as String, destination: a.view(1))
        }
        view("NavigationLink", "(destination: some View, \(label))") { a in
            NavigationLink(destination: a.view(0)) { a.view(1) }
        }
        view("NavigationLink", "(@ViewBuilder destination: () -> some View, \(label))") { a in
            NavigationLink(destination: a.view(0)) { a.view(1) }
        }
        view("NavigationLink", "(_ title: String, @ViewBuilder destination: () -> some View)") { a in
            NavigationLink(try a[0] as String, destination: a.view(1))
        }
        view("NavigationLink", "(value: AnyHashable?, \(label))") { a in
            NavigationLink(value: a.optional(0) as AnyHashable?) { a.view(1) }
        }
        view("NavigationLink", "(_ title: String, value: AnyHashable?)") { a in
            NavigationLink(try a[0] as String, value: a.optional(1) as AnyHashable?)
        }
        view("NavigationLink", "(_ title: String, destination: some View, isActive: Binding<Bool>)") { a in
            NavigationLink(try a[0] as String, destination: a.view(1))
        }
        view("NavigationLink", "(destination: some View, isActive: Binding<Bool>, \(label))") { a in
            NavigationLink(destination: a.view(0)) { a.view(2) }
        }
        // SwiftUI's deprecated selection forms: a picture shows the link, not its destination.
        view("NavigationLink", "(_ title: String, destination: some View, tag: AnyHashable, selection: Any)") { a in
            NavigationLink(try a[0] as String, destination: a.view(1))
        }
        view("NavigationLink", "(destination: some View, tag: AnyHashable, selection: Any, \(label))") { a in
            NavigationLink(destination: a.view(0)) { a.view(3) }
        }
    }
}
