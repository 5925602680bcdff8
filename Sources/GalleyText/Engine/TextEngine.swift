import Foundation
import GalleyLocking

/// Galley's fonts and text: loads Inter and the icon font once, shapes, measures, breaks
/// lines and hands out glyph outlines.
///
/// Thread-safe: faces are immutable after loading (HarfBuzz fonts made immutable), and
/// the caches are `Locked`, so pages can be built concurrently with one engine.
public final class TextEngine: Sendable {
    private let faces: [FaceID: LoadedFace]
    private let iconFace: LoadedFace
    private let outlines = Locked<[FaceID: [UInt32: GlyphOutline]]>([:])
    private let layouts = Locked<[LayoutKey: TextLayout]>([:])
    /// Layouts are asked for many times with the same proposals while a view is sized; the
    /// cache is dropped when it grows past this many entries to bound memory.
    private static let layoutCacheLimit = 20_000

    private struct LayoutKey: Hashable {
        var runs: [TextRun]
        var options: TextLayoutOptions
    }

    /// Loads fonts: those embedded in the binary, unless a directory or file is named.
    ///
    /// - Parameters:
    ///   - fontDirectory: a directory holding Inter's static files (`Inter-Regular.otf`…)
    ///     to use instead of the embedded ones; nil means the `GALLEY_FONT_DIR`
    ///     environment variable, else the embedded fonts.
    ///   - iconFontPath: a `materialdesignicons-webfont.ttf` to use instead of the
    ///     embedded one; nil means `GALLEY_ICON_FONT`, else the font directory's, else the
    ///     embedded one.
    ///   - environment: where the variables are read from (the process's by default).
    /// - Throws: ``TextError`` when Inter Regular or the icon font cannot be found or read.
    public init(
        fontDirectory: String? = nil, iconFontPath: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let locator = FontLocator(environment: environment)
        var faces: [FaceID: LoadedFace] = [:]
        for (id, source) in try locator.interFaces(directory: fontDirectory) {
            faces[id] = try LoadedFace(id: id, source: source)
        }
        self.faces = faces
        iconFace = try LoadedFace(
            id: .icons, source: try locator.iconFont(path: iconFontPath, fontDirectory: fontDirectory))
    }

    private static let sharedEngine = Locked<TextEngine?>(nil)

    /// The process-wide engine with the default fonts, loaded on first use.
    /// A failure is not cached, so a fixed environment can be retried.
    public static func shared() throws -> TextEngine {
        try sharedEngine.withLock { engine in
            if let engine { return engine }
            let loaded = try TextEngine()
            engine = loaded
            return loaded
        }
    }

    // MARK: Faces

    /// The faces that were found, sorted by key.
    public var availableFaces: [FaceID] {
        (Array(faces.keys) + [.icons]).sorted { $0.key < $1.key }
    }

    /// Where a face was loaded from: embedded, or the file that replaced it.
    public func source(of face: FaceID) -> FontSource? { loadedFace(face)?.source }

    /// The installed face closest to the one `font` asks for: same slant if possible, then
    /// the nearest weight (ties go to the heavier one, so bold never turns lighter).
    public func resolvedFace(for font: FontSpec) -> FaceID { resolve(font).id }

    private func resolve(_ font: FontSpec) -> LoadedFace {
        if let exact = faces[font.requestedFace] { return exact }
        let candidates = faces.values.filter { face in
            if case .inter(_, let italic) = face.id { return italic == font.italic }
            return false
        }
        let pool = candidates.isEmpty ? Array(faces.values) : candidates
        return pool.min { lhs, rhs in
            let l = distance(lhs.id, font.weight)
            let r = distance(rhs.id, font.weight)
            return l != r ? l < r : lhs.id.key < rhs.id.key
        }!
    }

    private func distance(_ face: FaceID, _ weight: FontWeight) -> Int {
        guard case .inter(let faceWeight, _) = face else { return Int.max }
        let difference = faceWeight.rawValue - weight.rawValue
        // Heavier substitutes win ties: +100 counts as 99.
        return difference > 0 ? difference * 2 - 1 : -difference * 2
    }

    func loadedFace(_ id: FaceID) -> LoadedFace? {
        id == .icons ? iconFace : faces[id]
    }

    /// Units per em of a face (2816 for Inter's static fonts).
    public func unitsPerEm(of face: FaceID) -> Int {
        loadedFace(face)?.unitsPerEm ?? resolve(FontSpec(size: 1)).unitsPerEm
    }

    // MARK: Metrics and measurement

    /// Vertical metrics of the face `font` resolves to.
    public func metrics(for font: FontSpec) -> FontMetrics {
        resolve(font).metrics(size: font.size)
    }

    /// The width of `text` set on one line per paragraph (the widest), in points.
    public func width(of text: String, font: FontSpec) -> Double {
        layout(text, font: font).width
    }

    /// Lays `text` out.
    public func layout(
        _ text: String, font: FontSpec, options: TextLayoutOptions = TextLayoutOptions()
    ) -> TextLayout {
        layout(runs: [.text(text, font: font)], options: options)
    }

    /// Lays out a text made of runs in different fonts, and symbols drawn inline; with no
    /// runs, an empty text at 17 pt.
    public func layout(runs: [TextRun], options: TextLayoutOptions = TextLayoutOptions()) -> TextLayout {
        let runs = runs.isEmpty ? [TextRun.text("", font: FontSpec(size: 17))] : runs
        let key = LayoutKey(runs: runs, options: options)
        if let cached = layouts.withLock({ $0[key] }) { return cached }
        // Laid out outside the lock: two threads may both compute the same layout, which
        // costs a little work but never blocks the other threads on shaping.
        let shaping = runs.map { run in
            ShapingRun(
                face: resolve(run.font), font: run.font, symbol: run.symbolGlyph.map { (iconFace, $0) })
        }
        let result = TextLayouter(runs: runs, shaping: shaping, options: options).layout()
        layouts.withLock { layouts in
            if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = result
        }
        return result
    }

    // MARK: Glyphs

    /// The outline of a glyph, computed once per face and glyph.
    public func outline(of glyph: UInt32, in face: FaceID) -> GlyphOutline {
        if let cached = outlines.withLock({ $0[face]?[glyph] }) { return cached }
        let loaded = loadedFace(face) ?? resolve(FontSpec(size: 1))
        let outline = OutlineExtractor.outline(of: glyph, in: loaded)
        outlines.withLock { $0[face, default: [:]][glyph] = outline }
        return outline
    }

    /// The outlines of a text's glyphs, in order: the cache is locked once for the whole
    /// text rather than once per glyph, and each face's table looked up once per run of
    /// glyphs in that face (drawing a preview's texts asked for thousands of outlines).
    public func outlines(of glyphs: [PositionedGlyph]) -> [GlyphOutline] {
        var found: [GlyphOutline?] = outlines.withLock { tables in
            var face: FaceID?
            var table: [UInt32: GlyphOutline]?
            return glyphs.map { glyph in
                if glyph.face != face {
                    face = glyph.face
                    table = tables[glyph.face]
                }
                return table?[glyph.glyph]
            }
        }
        // Outlines not made yet are made outside that lock, as `outline(of:in:)` does.
        for index in found.indices where found[index] == nil {
            found[index] = outline(of: glyphs[index].glyph, in: glyphs[index].face)
        }
        return found.compactMap { $0 }
    }

    /// The horizontal advance of a glyph at `size`, in points.
    public func advance(of glyph: UInt32, in face: FaceID, size: Double) -> Double {
        guard let loaded = loadedFace(face) else { return 0 }
        return Double(loaded.advance(of: glyph)) * loaded.scale(forSize: size)
    }

    // MARK: Icons

    /// The icon font's glyph for a Material Design Icons name (`home`, `star-outline`),
    /// or nil when the font has no such icon.
    public func iconGlyph(named materialName: String) -> UInt32? {
        guard !materialName.isEmpty else { return nil }
        return iconFace.glyph(named: materialName)
    }

    /// The icon font's glyph for an SF Symbol name, through ``SymbolNames``; nil when the
    /// name has no mapping (the UI draws a placeholder and `check` warns).
    public func iconGlyph(systemName: String) -> UInt32? {
        SymbolNames.materialName(forSystemName: systemName).flatMap(iconGlyph(named:))
    }
}
