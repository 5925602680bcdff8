import CGalleyFonts

/// The fonts compiled into Galley (see `Sources/CGalleyFonts`): Inter's static faces and
/// Material Design Icons, as they were on the machine that built the binary.
enum EmbeddedFonts {
    /// The file name of the icon font, embedded and on disk.
    static let iconFileName = "materialdesignicons-webfont.ttf"

    /// The file name of an Inter face: `Inter-SemiBoldItalic.otf`.
    static func fileName(of face: FaceID) -> String {
        face == .icons ? iconFileName : "\(face.key).otf"
    }

    /// The bytes of an embedded file, valid for the life of the process; nil when the
    /// binary holds no file of that name.
    static func bytes(fileName: String) -> UnsafeRawBufferPointer? {
        var length = 0
        guard let start = galley_embedded_font(fileName, &length), length > 0 else { return nil }
        return UnsafeRawBufferPointer(start: start, count: length)
    }

    /// Every Inter face the binary holds, by face.
    static var interFaces: [FaceID: FontSource] {
        var faces: [FaceID: FontSource] = [:]
        for weight in FontWeight.allCases {
            for italic in [false, true] {
                let face = FaceID.inter(weight: weight, italic: italic)
                let fileName = fileName(of: face)
                if bytes(fileName: fileName) != nil { faces[face] = .embedded(fileName: fileName) }
            }
        }
        return faces
    }
}
