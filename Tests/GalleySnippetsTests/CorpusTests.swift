import Foundation
import GalleySnippets
import GalleyUI
import Testing

/// Snippets written the way published SwiftUI articles write them (Corpus/*.swift),
/// covering the vocabulary the articles use most. Every one is rendered; those that do
/// not render are listed, with the reason, in Corpus/FAILURES.txt, which must match.
@Suite struct CorpusTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// `name: first diagnostic` for every snippet that does not render.
    static func failures() throws -> (total: Int, failures: [String: String]) {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        var failures: [String: String] = [:]
        for file in files {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let name = String(file.dropLast(".swift".count))
            switch try renderSnippet(source) {
            case .success(let result):
                if result.size.width <= 0 || result.size.height <= 0 {
                    failures[name] = "renders nothing (size \(result.size))"
                }
            case .failure(let failure):
                let first = failure.diagnostics[0]
                failures[name] = "\(first.line):\(first.column): \(first.message)"
            }
        }
        return (files.count, failures)
    }

    @Test func atLeast150Snippets() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(files.count >= 150)
    }

    @Test func theShareThatRendersIsAtLeast95PercentAndFailuresAreListed() throws {
        let (total, failures) = try Self.failures()
        let rendered = total - failures.count
        let share = Double(rendered) / Double(total)
        print("corpus: \(rendered) of \(total) snippets render (\(String(format: "%.1f", share * 100)) %)")
        #expect(share >= 0.95)
        let listed = try String(contentsOf: Self.directory.appendingPathComponent("FAILURES.txt"), encoding: .utf8)
        let listedNames = Set(
            listed.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains(":") }
                .map { String($0.split(separator: ":", maxSplits: 1)[0]) })
        let current = failures.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
        #expect(Set(failures.keys) == listedNames, "Corpus/FAILURES.txt is out of date; now:\n\(current)")
    }
}
