import Foundation
import GalleySVG

/// Progress toward a goal, drawn by the environment's ``ProgressViewStyle``: by
/// default a bar when the fraction is known, a spinner otherwise.
///
/// The bar is 4 pt tall, a capsule of the tint over a grey track, and fills the width
/// offered; the spinner is 8 grey spokes in a 20 pt square (the first darkest).
public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label?

    public init(value: Double?, total: Double = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
        self.label = label()
    }
}

extension ProgressView where Label == EmptyView {
    /// An indeterminate spinner.
    public init() {
        fraction = nil
        label = nil
    }

    /// A bar filled to `value / total`.
    public init(value: Double?, total: Double = 1.0) {
        fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
        label = nil
    }
}

extension ProgressView where Label == Text {
    /// A bar (or spinner) with a text label above it.
    public init(_ title: String, value: Double? = nil, total: Double = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView where Label == StyleContent {
    /// The progress a style configuration describes, drawn by the next progress view
    /// style out: how a custom style wraps the look it replaces.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label
    }
}

extension ProgressView {
    public var body: some View {
        StyledBody(
            configuration: ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label.map { StyleContent($0) }))
    }
}

/// The bar of a linear progress view, as a view for styles to place.
struct ProgressBar: View, PrimitiveView {
    typealias Body = Never
    let fraction: Double

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [
            ProgressBarNode(fraction: fraction, environment: context.environment)
                .describedAsControl("progress", value: "\(Int((fraction * 100).rounded())) %")
        ]
    }
}

/// The spinner of an indeterminate circular progress view.
struct ProgressSpinner: View, PrimitiveView {
    typealias Body = Never

    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [SpinnerNode(environment: context.environment).describedAsControl(nil, value: "in progress")]
    }
}

final class ProgressBarNode: LayoutNode {
    let fraction: Double

    init(fraction: Double, environment: EnvironmentValues) {
        self.fraction = fraction
        super.init(typeName: "ProgressBar", environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? 0
        return CGSize(width: width.isFinite ? width : 0, height: 4)
    }

    override func draw(into list: inout DisplayList) {
        let track = Color(.systemFill).resolveRGBA(in: environment)
        list.append(.fill(.capsule(in: frame), .solid(track)))
        guard fraction > 0 else { return }
        let filled = CGRect(
            x: frame.minX, y: frame.minY, width: frame.width * fraction, height: frame.height)
        list.append(.fill(.capsule(in: filled), TintShapeStyle().paint(in: environment, bounds: frame)))
    }
}

final class SpinnerNode: LayoutNode {
    init(environment: EnvironmentValues) {
        super.init(typeName: "Spinner", environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: 20, height: 20)
    }

    override func draw(into list: inout DisplayList) {
        let color = Color(.secondaryLabel).resolveRGBA(in: environment)
        let center = CGPoint(x: frame.midX, y: frame.midY)
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4 - .pi / 2
            var path = VectorPath()
            path.move(to: CGPoint(x: center.x + 4.5 * cos(angle), y: center.y + 4.5 * sin(angle)))
            path.addLine(to: CGPoint(x: center.x + 9 * cos(angle), y: center.y + 9 * sin(angle)))
            let alpha = 1 - Double(spoke) * 0.1
            list.append(
                .stroke(
                    path, .solid(color.multiplyingAlpha(by: alpha)),
                    style: StrokeOptions(lineWidth: 2.2, cap: .round)))
        }
    }
}
