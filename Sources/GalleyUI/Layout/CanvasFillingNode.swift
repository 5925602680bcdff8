/// A container that paints a system background over its whole frame (a list, a
/// navigation stack), as iOS draws them full screen. A preview's canvas takes the same
/// colour, so that the margin a shadow or stroke adds around it does not show a seam.
final class CanvasFillingNode: PassthroughNode {
    let background: UIColor

    init(typeName: String, background: UIColor, environment: EnvironmentValues, child: LayoutNode) {
        self.background = background
        super.init(typeName: typeName, environment: environment, child: child)
    }
}
