import Foundation
import GalleySnippets

/// The bytes of a cache file: a magic word, then each outcome with its key, every string
/// as its UTF-8 length and bytes and every number as 8 little-endian bytes. A warm build
/// reads a file per article, mostly SVG text; as JSON, unescaping the SVGs' quotes took
/// longer than everything else a warm build does to an article.
enum SwiftBlockCacheFormat {
    private static let magic: UInt64 = 0x4741_4C4C_4559_0002  // "GALLEY", format 2

    static func encode(_ outcomes: [String: SwiftBlockOutcome]) -> Data {
        var writer = Writer()
        writer.number(magic)
        writer.number(UInt64(outcomes.count))
        // Sorted: the same outcomes give the same bytes.
        for key in outcomes.keys.sorted() {
            guard let outcome = outcomes[key] else { continue }
            writer.string(key)
            writer.number(UInt64(outcome.problems.count))
            for problem in outcome.problems {
                writer.string(problem.severity.rawValue)
                writer.int(problem.line)
                writer.int(problem.column)
                writer.int(problem.length)
                writer.string(problem.message)
                writer.strings(problem.notes)
                writer.optionalString(problem.file)
                writer.int(problem.earlierSnippet ?? -1)
            }
            writer.number(outcome.evaluated ? 1 : 0)
            writer.number(UInt64(outcome.previews.count))
            for preview in outcome.previews {
                writer.optionalString(preview.name)
                writer.number(preview.width.bitPattern)
                writer.number(preview.height.bitPattern)
                writer.string(preview.alt)
                writer.string(preview.fileBase)
                writer.number(UInt64(preview.svgs.count))
                for scheme in preview.svgs.keys.sorted() {
                    writer.string(scheme)
                    writer.string(preview.svgs[scheme] ?? "")
                    let marks = preview.marks[scheme] ?? []
                    writer.number(UInt64(marks.count))
                    for mark in marks {
                        writer.string(mark.key)
                        writer.string(mark.shape)
                        writer.int(mark.x)
                        writer.int(mark.y)
                        writer.int(mark.width)
                        writer.int(mark.height)
                    }
                }
            }
            writer.string(outcome.highlightedHTML)
        }
        return Data(writer.bytes)
    }

    /// The outcomes in `data`; nil when it is not a whole file of this format.
    static func decode(_ data: Data) -> [String: SwiftBlockOutcome]? {
        data.withUnsafeBytes { buffer -> [String: SwiftBlockOutcome]? in
            var reader = Reader(bytes: buffer)
            guard reader.number() == magic, let count = reader.count() else { return nil }
            var outcomes: [String: SwiftBlockOutcome] = [:]
            for _ in 0..<count {
                guard let key = reader.string(), let outcome = reader.outcome() else { return nil }
                outcomes[key] = outcome
            }
            return reader.isAtEnd ? outcomes : nil
        }
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func number(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func int(_ value: Int) { number(UInt64(bitPattern: Int64(value))) }

        mutating func string(_ text: String) {
            number(UInt64(text.utf8.count))
            bytes.append(contentsOf: text.utf8)
        }

        mutating func optionalString(_ text: String?) {
            number(text == nil ? 0 : 1)
            if let text { string(text) }
        }

        mutating func strings(_ texts: [String]) {
            number(UInt64(texts.count))
            for text in texts { string(text) }
        }
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func number() -> UInt64? {
            guard offset + 8 <= bytes.count else { return nil }
            var value: UInt64 = 0
            withUnsafeMutableBytes(of: &value) {
                $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 8]))
            }
            offset += 8
            return UInt64(littleEndian: value)
        }

        mutating func int() -> Int? { number().map { Int(Int64(bitPattern: $0)) } }

        /// A count of things that follow: each takes at least a byte, so a count larger than
        /// what is left is a damaged file, not a reason to reserve memory.
        mutating func count() -> Int? {
            guard let value = number(), value <= UInt64(bytes.count - offset) else { return nil }
            return Int(value)
        }

        mutating func string() -> String? {
            guard let length = count(), offset + length <= bytes.count else { return nil }
            let text = String(
                decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
            offset += length
            return text
        }

        mutating func optionalString() -> String?? {
            switch number() {
            case 0: return .some(nil)
            case 1: return string().map { .some($0) }
            default: return nil
            }
        }

        mutating func strings() -> [String]? {
            guard let count = count() else { return nil }
            var texts: [String] = []
            for _ in 0..<count {
                guard let text = string() else { return nil }
                texts.append(text)
            }
            return texts
        }

        mutating func outcome() -> SwiftBlockOutcome? {
            guard let problemCount = count() else { return nil }
            var problems: [SnippetDiagnostic] = []
            for _ in 0..<problemCount {
                guard let severity = string().flatMap(SnippetDiagnostic.Severity.init(rawValue:)),
                    let line = int(), let column = int(), let length = int(), let message = string(),
                    let notes = strings(), let file = optionalString(), let earlier = int()
                else { return nil }
                problems.append(
                    SnippetDiagnostic(
                        severity: severity, line: line, column: column, length: length, message: message,
                        notes: notes, file: file, earlierSnippet: earlier < 0 ? nil : earlier))
            }
            guard let evaluated = number(), let previewCount = count() else { return nil }
            var previews: [RenderedPreview] = []
            for _ in 0..<previewCount {
                guard let name = optionalString(), let width = number(), let height = number(), let alt = string(),
                    let fileBase = string(), let schemeCount = count()
                else { return nil }
                var preview = RenderedPreview(
                    name: name, width: Double(bitPattern: width), height: Double(bitPattern: height), alt: alt,
                    svgs: [:], marks: [:], fileBase: fileBase)
                for _ in 0..<schemeCount {
                    guard let scheme = string(), let svg = string(), let markCount = count() else { return nil }
                    var marks: [PreviewManifest.Mark] = []
                    for _ in 0..<markCount {
                        guard let key = string(), let shape = string(), let x = int(), let y = int(),
                            let width = int(), let height = int()
                        else { return nil }
                        marks.append(
                            PreviewManifest.Mark(key: key, shape: shape, x: x, y: y, width: width, height: height))
                    }
                    preview.svgs[scheme] = svg
                    preview.marks[scheme] = marks
                }
                previews.append(preview)
            }
            guard let highlighted = string() else { return nil }
            return SwiftBlockOutcome(
                problems: problems, evaluated: evaluated == 1, previews: previews, highlightedHTML: highlighted)
        }
    }
}
