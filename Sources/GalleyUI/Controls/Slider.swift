import Foundation
import GalleySVG

/// A value picked along a track: a 4 pt track, tinted up to the value, and a 28 pt
/// white knob with a soft shadow. It takes the width offered.
public struct Slider: View {
    public typealias Body = Never
    let fraction: Double

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? Double((value.wrappedValue - bounds.lowerBound) / span) : 0
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(value: value, in: bounds)
    }
}

extension Slider: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let fraction = min(max(fraction, 0), 1)
        return [
            SliderNode(fraction: fraction, environment: context.environment)
                .describedAsControl("slider", value: "\(Int((fraction * 100).rounded())) %")
        ]
    }
}

final class SliderNode: LayoutNode {
    let fraction: Double
    private static let knob: CGFloat = 28

    init(fraction: Double, environment: EnvironmentValues) {
        self.fraction = fraction
        super.init(typeName: "Slider", environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 100
        return CGSize(width: max(width, Self.knob), height: Self.knob)
    }

    override func draw(into list: inout DisplayList) {
        let knob = Self.knob
        let track = CGRect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
        list.append(.fill(.capsule(in: track), .solid(Color(.systemFill).resolveRGBA(in: environment))))
        let knobX = frame.minX + (frame.width - knob) * fraction
        let filled = CGRect(
            x: track.minX, y: track.minY, width: knobX + knob / 2 - track.minX, height: 4)
        list.append(.fill(.capsule(in: filled), TintShapeStyle().paint(in: environment, bounds: frame)))
        let knobRect = CGRect(x: knobX, y: frame.midY - knob / 2, width: knob, height: knob)
        let shadowed = DisplayGroup(
            content: DisplayList([.fill(.ellipse(in: knobRect), .solid(.white))]),
            shadow: DisplayShadow(
                color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), radius: 4, y: 2))
        list.append(.group(shadowed))
    }
}

/// A label with minus and plus buttons: a 94 × 32 pill of the tertiary fill with a
/// divider between the two symbols.
public struct Stepper<Label: View>: View {
    public typealias Body = Never
    let label: Label

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A stepper without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.label = Text(title)
    }

    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
        self.label = Text(title)
    }
}

extension Stepper: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let control = HStack(spacing: 0) {
            Image(systemName: "minus").frame(maxWidth: .infinity)
            Color(.opaqueSeparator).frame(width: 1, height: 18)
            Image(systemName: "plus").frame(maxWidth: .infinity)
        }
        .font(.body.weight(.medium))
        .foregroundStyle(.primary)
        .frame(width: 94, height: 32)
        .accessibilityHidden(true)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8))
        let row = HStack {
            label
            Spacer()
            control
        }
        return context.resolve(row).map {
            PassthroughNode(typeName: "Stepper", environment: context.environment, child: $0)
                .describedAsControl("stepper")
        }
    }
}
