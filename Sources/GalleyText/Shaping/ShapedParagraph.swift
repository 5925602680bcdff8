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
        /// The run of the text the glyph belongs to.
        var run: Int
        /// The face that draws it: its run's, or the icon font for a symbol.
        var face: FaceID
    }

    let characters: [Character]
    /// `runOfCharacter[i]`: the run character i belongs to.
    let runOfCharacter: [Int]
    let glyphs: [Glyph]
    /// `offsets[i]`: pen position before character i; `offsets[count]` is the total advance.
    let offsets: [Double]

    /// Shapes characters of one run.
    init(text: String, face: LoadedFace, font: FontSpec) {
        let characters = Array(text)
        self.init(
            characters: characters, runs: Array(repeating: 0, count: characters.count),
            shaping: [ShapingRun(face: face, font: font)])
    }

    /// Shapes characters each of which belongs to a run of `shaping`: each stretch of one
    /// run is shaped on its own (shaping does not reach across a change of font).
    init(characters: [Character], runs: [Int], shaping: [ShapingRun]) {
        var advances = [Double](repeating: 0, count: characters.count)
        var rawGlyphs: [RawGlyph] = []
        var start = 0
        while start < characters.count {
            var end = start + 1
            while end < characters.count && runs[end] == runs[start] { end += 1 }
            let run = shaping[runs[start]]
            // Within a run, a symbol run's symbol is one glyph of the icon font, placed as it
            // is; the other characters (an ellipsis after it) are shaped in the run's font.
            func isSymbol(_ index: Int) -> Bool { run.symbol != nil && characters[index] == TextRun.symbolCharacter }
            var piece = start
            while piece < end {
                var pieceEnd = piece + 1
                while pieceEnd < end && isSymbol(pieceEnd) == isSymbol(piece) { pieceEnd += 1 }
                if let symbol = run.symbol, isSymbol(piece) {
                    let size = run.font.size * TextRun.symbolEmScale
                    let advance = Double(symbol.face.advance(of: symbol.glyph)) * symbol.face.scale(forSize: size)
                    for index in piece..<pieceEnd {
                        advances[index] = advance
                        rawGlyphs.append(
                            RawGlyph(
                                id: symbol.glyph, character: index, advance: advance, dx: 0,
                                dy: -run.font.size * TextRun.symbolBaselineDrop, run: runs[start], face: symbol.face.id)
                        )
                    }
                } else {
                    Self.shape(
                        characters, piece..<pieceEnd, run: runs[start], with: run, advances: &advances,
                        glyphs: &rawGlyphs)
                }
                piece = pieceEnd
            }
            start = end
        }
        // Tracking goes after every character, as CSS letter-spacing and Core Text's kern do.
        var offsets = [Double](repeating: 0, count: characters.count + 1)
        for index in characters.indices {
            offsets[index + 1] = offsets[index] + advances[index] + shaping[runs[index]].font.tracking
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
            glyphs.append(
                Glyph(
                    id: raw.id, character: raw.character, x: pen + raw.dx, y: -raw.dy, run: raw.run, face: raw.face))
            pen += raw.advance
        }
        self.characters = characters
        runOfCharacter = runs
        self.glyphs = glyphs
        self.offsets = offsets
    }

    private struct RawGlyph {
        var id: UInt32
        var character: Int
        var advance: Double
        var dx: Double
        var dy: Double
        var run: Int
        var face: FaceID
    }

    /// Shapes the characters of `range` (of one run) with HarfBuzz.
    private static func shape(
        _ characters: [Character], _ range: Range<Int>, run: Int, with shaping: ShapingRun,
        advances: inout [Double], glyphs: inout [RawGlyph]
    ) {
        var scalars: [UInt32] = []
        var characterOfScalar: [Int] = []
        for index in range {
            for scalar in characters[index].unicodeScalars {
                scalars.append(scalar.value)
                characterOfScalar.append(index)
            }
        }
        guard !scalars.isEmpty else { return }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer {
            hb_buffer_add_utf32(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        // Lines run left to right; bidirectional text is out of scope.
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        var features = shaping.font.monospacedDigits ? [Self.feature("tnum")] : []
        hb_shape(shaping.face.font, buffer, &features, UInt32(features.count))

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let scale = shaping.face.scale(forSize: shaping.font.size)
        for index in 0..<Int(count) {
            let info = infos![index]
            let position = positions![index]
            let character = characterOfScalar[Int(info.cluster)]
            let advance = Double(position.x_advance) * scale
            advances[character] += advance
            glyphs.append(
                RawGlyph(
                    id: info.codepoint, character: character, advance: advance,
                    dx: Double(position.x_offset) * scale, dy: Double(position.y_offset) * scale, run: run,
                    face: shaping.face.id))
        }
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
            Glyph(
                id: $0.id, character: $0.character - range.lowerBound, x: $0.x - start, y: $0.y, run: $0.run,
                face: $0.face)
        }
    }

    /// The stretches of one run among characters `range` (trailing white space dropped),
    /// with their pen position from the range's start and their advance.
    func spans(in range: Range<Int>) -> [TextLine.Span] {
        let end = trimmedEnd(of: range)
        let start = offsets[range.lowerBound]
        var spans: [TextLine.Span] = []
        var index = range.lowerBound
        while index < end {
            var next = index + 1
            while next < end && runOfCharacter[next] == runOfCharacter[index] { next += 1 }
            spans.append(
                TextLine.Span(
                    run: runOfCharacter[index], x: offsets[index] - start,
                    width: offsets[next] - offsets[index]))
            index = next
        }
        return spans
    }
}

/// A run as shaping needs it: the face and font of its characters, and for a symbol run,
/// the icon font's face and glyph.
struct ShapingRun {
    let face: LoadedFace
    let font: FontSpec
    var symbol: (face: LoadedFace, glyph: UInt32)? = nil
}
