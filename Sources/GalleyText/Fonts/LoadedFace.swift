import CHarfBuzz

/// A font opened with HarfBuzz, set to font units (scale = units per em) so that every
/// advance and outline is exact and sizes are applied by one multiplication.
///
/// `@unchecked Sendable` because its HarfBuzz handles are `OpaquePointer`s, which Swift
/// cannot see are safe. What guards them: the blob, face and font are made immutable
/// before `init` returns (`hb_font_make_immutable`), HarfBuzz documents immutable objects
/// as safe to use from many threads at once, and the Swift properties are all `let`.
/// `TextEngineConcurrencyTests` shapes and outlines from many tasks at once.
final class LoadedFace: @unchecked Sendable {
    let id: FaceID
    let source: FontSource
    let unitsPerEm: Int
    let font: OpaquePointer
    private let face: OpaquePointer
    private let blob: OpaquePointer

    init(id: FaceID, source: FontSource) throws {
        let blob: OpaquePointer?
        let shownPath: String
        switch source {
        case .file(let path):
            blob = hb_blob_create_from_file(path)
            shownPath = path
        case .embedded(let fileName):
            shownPath = "\(fileName) (embedded)"
            guard let bytes = EmbeddedFonts.bytes(fileName: fileName),
                let start = bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                let length = UInt32(exactly: bytes.count)
            else { throw TextError.unreadableFont(path: shownPath) }
            // Read-only and never freed: the bytes are part of the binary.
            blob = hb_blob_create(start, length, HB_MEMORY_MODE_READONLY, nil, nil)
        }
        guard let blob else { throw TextError.unreadableFont(path: shownPath) }
        // HarfBuzz gives an empty blob, not NULL, for a missing or unreadable file.
        guard hb_blob_get_length(blob) > 0 else {
            hb_blob_destroy(blob)
            throw TextError.unreadableFont(path: shownPath)
        }
        let face = hb_face_create(blob, 0)!
        let unitsPerEm = Int(hb_face_get_upem(face))
        guard hb_face_get_glyph_count(face) > 0, unitsPerEm > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw TextError.unreadableFont(path: shownPath)
        }
        let font = hb_font_create(face)!
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_font_make_immutable(font)
        self.id = id
        self.source = source
        self.blob = blob
        self.face = face
        self.font = font
        self.unitsPerEm = unitsPerEm
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Points per font unit at `size`.
    func scale(forSize size: Double) -> Double { size / Double(unitsPerEm) }

    /// Vertical metrics at `size`.
    func metrics(size: Double) -> FontMetrics {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        let scale = scale(forSize: size)
        return FontMetrics(
            size: size, unitsPerEm: unitsPerEm,
            ascender: Double(extents.ascender) * scale,
            descender: Double(extents.descender) * scale,
            lineGap: Double(extents.line_gap) * scale,
            capHeight: Double(metric(HB_OT_METRICS_TAG_CAP_HEIGHT)) * scale,
            xHeight: Double(metric(HB_OT_METRICS_TAG_X_HEIGHT)) * scale)
    }

    private func metric(_ tag: hb_ot_metrics_tag_t) -> Int32 {
        var position: hb_position_t = 0
        return hb_ot_metrics_get_position(font, tag, &position) != 0 ? position : 0
    }

    /// The glyph a PostScript glyph name refers to (icon fonts name their glyphs).
    func glyph(named name: String) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        let found = name.withCString { hb_font_get_glyph_from_name(font, $0, -1, &glyph) }
        return found != 0 ? glyph : nil
    }

    /// The horizontal advance of a glyph, in font units.
    func advance(of glyph: UInt32) -> Int { Int(hb_font_get_glyph_h_advance(font, glyph)) }
}
