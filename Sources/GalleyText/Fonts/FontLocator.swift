import Foundation

/// Decides where each face is loaded from.
///
/// The fonts embedded in the binary are the default, so every machine draws previews with
/// the same glyphs and needs no font installed. An explicit directory (the
/// `GALLEY_FONT_DIR` environment variable or an argument) replaces them and is then the
/// only place looked at, so a wrong setting fails loudly instead of silently using other
/// fonts; `GALLEY_ICON_FONT` does the same for the icon font.
struct FontLocator {
    static let fontDirectoryVariable = "GALLEY_FONT_DIR"
    static let iconFontVariable = "GALLEY_ICON_FONT"

    var environment: [String: String]

    /// The Inter faces to load; always contains Regular.
    func interFaces(directory explicitDirectory: String?) throws -> [FaceID: FontSource] {
        guard let directory = explicitFontDirectory(explicitDirectory) else {
            return EmbeddedFonts.interFaces
        }
        let faces = Self.interFaces(in: directory)
        guard faces[.inter(weight: .regular, italic: false)] != nil else {
            throw TextError.fontNotFoundInDirectory(directory: directory)
        }
        return faces
    }

    /// The Material Design Icons font to load.
    func iconFont(path explicitPath: String?, fontDirectory: String?) throws -> FontSource {
        if let path = explicitPath ?? environment[Self.iconFontVariable], !path.isEmpty {
            guard Self.isFile(path) else { throw TextError.iconFontNotFound(path: path) }
            return .file(path: path)
        }
        if let directory = explicitFontDirectory(fontDirectory) {
            let candidate = (directory as NSString).appendingPathComponent(EmbeddedFonts.iconFileName)
            if Self.isFile(candidate) { return .file(path: candidate) }
        }
        return .embedded(fileName: EmbeddedFonts.iconFileName)
    }

    private func explicitFontDirectory(_ argument: String?) -> String? {
        guard let directory = argument ?? environment[Self.fontDirectoryVariable], !directory.isEmpty
        else { return nil }
        return directory
    }

    /// Inter's static files in one directory (OTF preferred over TTF).
    static func interFaces(in directory: String) -> [FaceID: FontSource] {
        var faces: [FaceID: FontSource] = [:]
        for weight in FontWeight.allCases {
            for italic in [false, true] {
                let face = FaceID.inter(weight: weight, italic: italic)
                for fileExtension in ["otf", "ttf"] {
                    let path = (directory as NSString).appendingPathComponent("\(face.key).\(fileExtension)")
                    if isFile(path) {
                        faces[face] = .file(path: path)
                        break
                    }
                }
            }
        }
        return faces
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }
}
