/// What text is set in: size, weight, slant and tracking.
public struct FontSpec: Hashable, Sendable {
    /// The em size in points.
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    /// Extra space after every character, in points (SwiftUI's `kerning` / `tracking`).
    public var tracking: Double
    /// Digits of equal width (OpenType `tnum`), as SwiftUI's `monospacedDigit()`.
    public var monospacedDigits: Bool

    public init(
        size: Double, weight: FontWeight = .regular, italic: Bool = false, tracking: Double = 0,
        monospacedDigits: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.tracking = tracking
        self.monospacedDigits = monospacedDigits
    }

    /// The face asked for; the engine substitutes the nearest installed one.
    public var requestedFace: FaceID { .inter(weight: weight, italic: italic) }
}
