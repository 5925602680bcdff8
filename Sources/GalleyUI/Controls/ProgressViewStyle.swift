import Foundation

/// The properties of a progress view a ``ProgressViewStyle`` draws from.
public struct ProgressViewStyleConfiguration {
    /// The fraction done, 0...1, or nil when unknown.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public let label: StyleContent?
}

/// The look of progress views.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(_ style: S) {
        self.init(style) { $0.makeBody(configuration: $1) }
    }
}

extension ProgressViewStyleConfiguration: StyleConfigurationDefaults {
    // Made per use: a style holds `@Environment` boxes that each rendering fills in.
    static var defaultStyle: AnyStyle<Self> { AnyStyle(DefaultProgressViewStyle()) }
}

extension View {
    /// Sets the style of progress views inside this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        self.style(AnyStyle(style))
    }
}

/// iOS's choice: a bar when the fraction is known, a spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar across the width offered, under the label; empty while the fraction is
/// unknown.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            ProgressBar(fraction: configuration.fractionCompleted ?? 0)
        }
    }
}

/// A spinner while the fraction is unknown; a ring filled clockwise from the top in
/// the tint colour when it is known (iOS draws the spinner either way, macOS the
/// ring: a still picture should show the value). The label sits below.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            if let fraction = configuration.fractionCompleted {
                ZStack {
                    ProgressRing(fraction: 1).stroke(Color(.systemFill), lineWidth: 3)
                    ProgressRing(fraction: fraction)
                        .stroke(.tint, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                }
                .frame(width: 24, height: 24)
            } else {
                ProgressSpinner()
            }
            configuration.label
        }
    }
}

/// An arc from the top, clockwise, over `fraction` of a circle inset by the 3 pt line.
private struct ProgressRing: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard fraction > 0 else { return path }
        let radius = min(rect.width, rect.height) / 2 - 1.5
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * min(fraction, 1)),
            clockwise: false)
        return path
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
