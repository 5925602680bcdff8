import Foundation

/// A row that picks a colour: its title, and iOS's colour well at the trailing edge (the
/// selected colour in a circle inside a multicoloured ring). A still picture shows the
/// well; the system picker it opens is never drawn.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            ZStack {
                Circle()
                    .strokeBorder(
                        LinearGradient(
                            colors: [.red, .yellow, .green, .cyan, .blue, .purple], startPoint: .topLeading,
                            endPoint: .bottomTrailing),
                        lineWidth: 3)
                Circle().fill(selection.wrappedValue).padding(5)
            }
            .frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a string.
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
