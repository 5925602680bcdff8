/// Where a loaded face's bytes came from.
public enum FontSource: Hashable, Sendable {
    /// Compiled into the binary (the default): the same fonts on every machine.
    case embedded(fileName: String)
    /// A file named by `GALLEY_FONT_DIR`, `GALLEY_ICON_FONT` or an argument of
    /// ``TextEngine/init(fontDirectory:iconFontPath:environment:)``.
    case file(path: String)

    /// The file name, without a directory.
    public var fileName: String {
        switch self {
        case .embedded(let fileName): return fileName
        case .file(let path): return path.split(separator: "/").last.map(String.init) ?? path
        }
    }
}
