import CHarfBuzz

/// One paragraph shaped once with HarfBuzz, kept per character so that any range of
/// characters (a line) can be measured and placed without shaping again.
///
/// Widths of a line come from this shaping, so a width reported for a line is exactly
/// what the line breaker compares with a proposal: proposing a text's own width back
/// never makes it wrap.
struct ShapedParagraph {
    struct Glyph {
        var id: UInt32
        /// The character the glyph belongs to.
        var character: Int
        /// Pen position of the glyph's origin from the paragraph start, in points.
        var x: Double
        var y: Double
    }

    let characters: [Character]
    let glyphs: [Glyph]
    /// `offsets[i]`: pen position before character i; `offsets[count]` is the total advance.
    let offsets: [Double]

    init(text: String, face: LoadedFace, font: FontSpec) {
        let size = font.size
        let tracking = font.tracking
        let characters = Array(text)
        var scalars: [UInt32] = []
        var characterOfScalar: [Int] = []
        for (index, character) in characters.enumerated() {
            for scalar in character.unicodeScalars {
                scalars.append(scalar.value)
                characterOfScalar.append(index)
            }
        }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer {
            hb_buffer_add_utf32(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        // Lines run left to right; bidirectional text is out of scope.
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        var features = font.monospacedDigits ? [Self.feature("tnum")] : []
        hb_shape(face.font, buffer, &features, UInt32(features.count))

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let scale = face.scale(forSize: size)
        var advances = [Double](repeating: 0, count: characters.count)
        var rawGlyphs: [(id: UInt32, character: Int, advance: Double, dx: Double, dy: Double)] = []
        for index in 0..<Int(count) {
            let info = infos![index]
            let position = positions![index]
            let character = characterOfScalar[Int(info.cluster)]
            let advance = Double(position.x_advance) * scale
            advances[character] += advance
            rawGlyphs.append(
                (
                    info.codepoint, character, advance, Double(position.x_offset) * scale,
                    Double(position.y_offset) * scale
                ))
        }
        // Tracking goes after every character, as CSS letter-spacing and Core Text's kern do.
        var offsets = [Double](repeating: 0, count: characters.count + 1)
        for index in characters.indices {
            offsets[index + 1] = offsets[index] + advances[index] + tracking
        }
        var glyphs: [Glyph] = []
        var pen = 0.0
        var previousCharacter = -1
        for raw in rawGlyphs {
            // A ligature's later characters get no glyph; start each character at its offset.
            if raw.character != previousCharacter {
                pen = offsets[raw.character]
                previousCharacter = raw.character
            }
            // HarfBuzz's y offsets point up; ours point down.
            glyphs.append(Glyph(id: raw.id, character: raw.character, x: pen + raw.dx, y: -raw.dy))
            pen += raw.advance
        }
        self.characters = characters
        self.glyphs = glyphs
        self.offsets = offsets
    }

    /// An OpenType feature switched on for the whole text.
    private static func feature(_ tag: String) -> hb_feature_t {
        let bytes = Array(tag.utf8)
        let value = bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return hb_feature_t(tag: value, value: 1, start: 0, end: UInt32.max)
    }

    /// The advance of characters `range`, without trailing white space.
    func width(of range: Range<Int>) -> Double {
        let end = trimmedEnd(of: range)
        return max(0, offsets[end] - offsets[range.lowerBound])
    }

    /// The end of `range` once trailing white space is dropped.
    func trimmedEnd(of range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && characters[end - 1].isWhitespace { end -= 1 }
        return end
    }

    /// The glyphs of characters `range`, positioned from the range's start.
    func glyphs(in range: Range<Int>) -> [Glyph] {
        let start = offsets[range.lowerBound]
        return glyphs.filter { range.contains($0.character) }.map {
            Glyph(id: $0.id, character: $0.character - range.lowerBound, x: $0.x - start, y: $0.y)
        }
    }
}
