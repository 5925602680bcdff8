/// Why fonts could not be loaded. The CLI reports these as environment errors (exit 2).
public enum TextError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Inter Regular is not in the directory named by `GALLEY_FONT_DIR` or passed in.
    case fontNotFoundInDirectory(directory: String)
    /// The Material Design Icons font named by `GALLEY_ICON_FONT` or passed in is missing.
    case iconFontNotFound(path: String)
    /// A font file exists but HarfBuzz cannot read a face from it.
    case unreadableFont(path: String)

    public var description: String {
        switch self {
        case .fontNotFoundInDirectory(let directory):
            return "font not found: no Inter-Regular.otf or Inter-Regular.ttf in '\(directory)'"
                + " (set by GALLEY_FONT_DIR); point it at a directory holding Inter's static fonts,"
                + " or unset it to use the fonts built into Galley"
        case .iconFontNotFound(let path):
            return "icon font not found: '\(path)' is missing (set by GALLEY_ICON_FONT); point it at"
                + " a materialdesignicons-webfont.ttf, or unset it to use the icons built into Galley"
        case .unreadableFont(let path):
            return "font unreadable: '\(path)' is not a font HarfBuzz can open"
        }
    }
}
