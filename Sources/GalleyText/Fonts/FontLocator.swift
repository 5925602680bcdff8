import Foundation

/// Finds the Inter and Material Design Icons files on this machine.
///
/// Order: an explicit directory (the `GALLEY_FONT_DIR` environment variable or an
/// argument) is the only place looked at when given, so a wrong setting fails loudly
/// instead of silently using other fonts. Otherwise the known install directories
/// (Debian's `fonts-inter` first), then fontconfig (`fc-match`).
struct FontLocator {
    static let fontDirectoryVariable = "GALLEY_FONT_DIR"
    static let iconFontVariable = "GALLEY_ICON_FONT"

    static let knownInterDirectories = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/truetype/inter",
        "/usr/share/fonts/inter",
        "/usr/share/fonts/OTF",
        "/usr/local/share/fonts",
        "/usr/local/share/fonts/inter",
        "/opt/homebrew/share/fonts",
        "/Library/Fonts",
    ]
    static let iconFileName = "materialdesignicons-webfont.ttf"
    static let knownIconPath =
        "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"

    var environment: [String: String]

    /// The Inter files found, by face; always contains Regular.
    func interFaces(directory explicitDirectory: String?) throws -> [FaceID: String] {
        if let directory = explicitDirectory ?? environment[Self.fontDirectoryVariable],
            !directory.isEmpty
        {
            let faces = Self.interFaces(in: directory)
            guard faces[.inter(weight: .regular, italic: false)] != nil else {
                throw TextError.fontNotFoundInDirectory(directory: directory)
            }
            return faces
        }
        var searched = Self.knownInterDirectories
        if let home = environment["HOME"] {
            searched += ["\(home)/.local/share/fonts", "\(home)/.fonts", "\(home)/Library/Fonts"]
        }
        for directory in searched {
            let faces = Self.interFaces(in: directory)
            if faces[.inter(weight: .regular, italic: false)] != nil { return faces }
        }
        if let file = Self.fontconfigMatch("Inter:style=Regular"),
            ["Inter-Regular.otf", "Inter-Regular.ttf"].contains((file as NSString).lastPathComponent)
        {
            let faces = Self.interFaces(in: (file as NSString).deletingLastPathComponent)
            if faces[.inter(weight: .regular, italic: false)] != nil { return faces }
        }
        throw TextError.fontNotInstalled(searched: searched)
    }

    /// The Material Design Icons TTF.
    func iconFont(path explicitPath: String?, fontDirectory: String?) throws -> String {
        if let path = explicitPath ?? environment[Self.iconFontVariable], !path.isEmpty {
            guard Self.isFile(path) else { throw TextError.iconFontNotFound(path: path) }
            return path
        }
        if let directory = fontDirectory ?? environment[Self.fontDirectoryVariable], !directory.isEmpty {
            let candidate = (directory as NSString).appendingPathComponent(Self.iconFileName)
            if Self.isFile(candidate) { return candidate }
        }
        if Self.isFile(Self.knownIconPath) { return Self.knownIconPath }
        if let file = Self.fontconfigMatch("Material Design Icons"),
            (file as NSString).lastPathComponent == Self.iconFileName
        {
            return file
        }
        throw TextError.iconFontNotFound(path: Self.knownIconPath)
    }

    /// Inter's static files in one directory (OTF preferred over TTF).
    static func interFaces(in directory: String) -> [FaceID: String] {
        var faces: [FaceID: String] = [:]
        for weight in FontWeight.allCases {
            for italic in [false, true] {
                let face = FaceID.inter(weight: weight, italic: italic)
                for fileExtension in ["otf", "ttf"] {
                    let path = (directory as NSString).appendingPathComponent("\(face.key).\(fileExtension)")
                    if isFile(path) {
                        faces[face] = path
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

    /// The file fontconfig picks for a pattern, or nil when fc-match is missing or fails.
    static func fontconfigMatch(_ pattern: String) -> String? {
        let candidates = ["/usr/bin/fc-match", "/usr/local/bin/fc-match", "/opt/homebrew/bin/fc-match"]
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--format=%{file}", pattern]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8),
            !text.isEmpty
        else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
