/// What a string literal given to `Text` is, as in SwiftUI: its characters, and the
/// images and texts it interpolates, which the text shows inline. Galley does not
/// localize; the key is shown as it is written.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// The parts, in order, as a text's runs.
    var runs: [Text.Run]

    public init(_ value: String) { runs = [Text.Run(content: .string(value))] }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) { runs = stringInterpolation.runs }

    /// Builds a key from literal pieces and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var runs: [Text.Run] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { appendString(literal) }

        /// A value, as it describes itself.
        public mutating func appendInterpolation<T>(_ value: T) { appendString(String(describing: value)) }

        /// A symbol image, drawn inline in the text's font size and colour.
        public mutating func appendInterpolation(_ image: Image) { runs += Text(image).runs }

        /// A text, with its own style, inline.
        public mutating func appendInterpolation(_ text: Text) { runs += text.runs }

        /// Characters join the run before them when it is unstyled characters too, so
        /// that a plain interpolated string stays one run.
        private mutating func appendString(_ string: String) {
            guard !string.isEmpty else { return }
            if let last = runs.last, case .string(let previous) = last.content, last.style == TextRunStyle() {
                runs[runs.count - 1].content = .string(previous + string)
            } else {
                runs.append(Text.Run(content: .string(string)))
            }
        }
    }
}
