/// Font weights with SwiftUI's names and CSS's numbers.
///
/// SwiftUI's `ultraLight` is lighter than its `thin`, so `ultraLight` is 100 (Inter Thin)
/// and `thin` is 200 (Inter ExtraLight); the rest match Inter's names.
public enum FontWeight: Int, CaseIterable, Comparable, Hashable, Sendable {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    /// The CSS / OpenType weight class.
    public var cssWeight: Int { rawValue }

    /// Inter's style name for this weight, as in its file names (`Inter-SemiBold.otf`).
    public var interStyleName: String {
        switch self {
        case .ultraLight: return "Thin"
        case .thin: return "ExtraLight"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "SemiBold"
        case .bold: return "Bold"
        case .heavy: return "ExtraBold"
        case .black: return "Black"
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
