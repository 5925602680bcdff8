/// Why fonts could not be loaded. The CLI reports these as environment errors (exit 2).
public enum TextError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Inter Regular is not in the directory named by `GALLEY_FONT_DIR` or passed in.
    case fontNotFoundInDirectory(directory: String)
    /// Inter is not installed anywhere Galley looks.
    case fontNotInstalled(searched: [String])
    /// The Material Design Icons font is missing.
    case iconFontNotFound(path: String)
    /// A font file exists but HarfBuzz cannot read a face from it.
    case unreadableFont(path: String)

    public var description: String {
        switch self {
        case .fontNotFoundInDirectory(let directory):
            return "font not found: no Inter-Regular.otf or Inter-Regular.ttf in '\(directory)'"
                + " (set by GALLEY_FONT_DIR or --font-dir); point it at a directory holding Inter's"
                + " static fonts"
        case .fontNotInstalled(let searched):
            return "font not found: Inter is not installed (looked in \(searched.joined(separator: ", "))"
                + " and asked fontconfig); install it with 'apt-get install fonts-inter' or set"
                + " GALLEY_FONT_DIR to a directory holding Inter-Regular.otf"
        case .iconFontNotFound(let path):
            return "icon font not found: '\(path)' is missing; install it with"
                + " 'apt-get install fonts-materialdesignicons-webfont' or set GALLEY_ICON_FONT to"
                + " materialdesignicons-webfont.ttf"
        case .unreadableFont(let path):
            return "font unreadable: '\(path)' is not a font HarfBuzz can open"
        }
    }
}
