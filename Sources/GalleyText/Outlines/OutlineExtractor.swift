import CHarfBuzz
import Foundation

/// Reads glyph outlines through HarfBuzz 6's `hb_font_get_glyph_shape` and draw callbacks
/// (`hb_font_draw_glyph` only exists from 7.0).
enum OutlineExtractor {
    /// Collects path data from the callbacks; passed to HarfBuzz as the draw data.
    private final class PathSink {
        var writer = OutlinePathWriter(decimals: 2)
    }

    /// One set of callbacks for the process. `nonisolated(unsafe)` because HarfBuzz's
    /// handle is an `OpaquePointer`, which Swift cannot see is safe: the set is made
    /// immutable before the initializer returns (`hb_draw_funcs_make_immutable`), and
    /// HarfBuzz documents immutable objects as safe to share between threads. Exercised
    /// from many tasks at once by `TextEngineConcurrencyTests`.
    nonisolated(unsafe) private static let drawFunctions: OpaquePointer = {
        let funcs = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(
            funcs,
            { _, data, _, x, y, _ in
                Unmanaged<PathSink>.fromOpaque(data!).takeUnretainedValue().writer.command("M", [x, y])
            }, nil, nil)
        hb_draw_funcs_set_line_to_func(
            funcs,
            { _, data, _, x, y, _ in
                Unmanaged<PathSink>.fromOpaque(data!).takeUnretainedValue().writer.command("L", [x, y])
            }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(
            funcs,
            { _, data, _, cx, cy, x, y, _ in
                Unmanaged<PathSink>.fromOpaque(data!).takeUnretainedValue().writer.command(
                    "Q", [cx, cy, x, y])
            }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(
            funcs,
            { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
                Unmanaged<PathSink>.fromOpaque(data!).takeUnretainedValue().writer.command(
                    "C", [c1x, c1y, c2x, c2y, x, y])
            }, nil, nil)
        hb_draw_funcs_set_close_path_func(
            funcs,
            { _, data, _, _ in
                Unmanaged<PathSink>.fromOpaque(data!).takeUnretainedValue().writer.command("Z", [])
            }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }()

    static func outline(of glyph: UInt32, in face: LoadedFace) -> GlyphOutline {
        let sink = PathSink()
        let data = Unmanaged.passUnretained(sink).toOpaque()
        withExtendedLifetime(sink) {
            hb_font_get_glyph_shape(face.font, glyph, drawFunctions, data)
        }
        var extents = hb_glyph_extents_t()
        let bounds: CGRect
        if hb_font_get_glyph_extents(face.font, glyph, &extents) != 0, !sink.writer.output.isEmpty {
            // HarfBuzz gives the top-left corner and a negative height (y up).
            bounds = CGRect(
                x: Double(extents.x_bearing), y: Double(extents.y_bearing + extents.height),
                width: Double(extents.width), height: Double(-extents.height))
        } else {
            bounds = .zero
        }
        return GlyphOutline(
            face: face.id, glyph: glyph, pathData: sink.writer.output, bounds: bounds,
            unitsPerEm: face.unitsPerEm, advance: face.advance(of: glyph))
    }
}
