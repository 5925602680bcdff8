/// One loaded font face: an Inter style, or the icon font.
public enum FaceID: Hashable, Sendable {
    /// An Inter face.
    case inter(weight: FontWeight, italic: Bool)
    /// Material Design Icons, which draws `Image(systemName:)`.
    case icons

    /// A stable name for the face, e.g. `Inter-SemiBoldItalic` or `MaterialDesignIcons`;
    /// glyph outline keys start with it.
    public var key: String {
        switch self {
        case .inter(let weight, let italic):
            if italic {
                return weight == .regular ? "Inter-Italic" : "Inter-\(weight.interStyleName)Italic"
            }
            return "Inter-\(weight.interStyleName)"
        case .icons:
            return "MaterialDesignIcons"
        }
    }
}
