import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Testing

@testable import GalleySnippets

/// `SwiftClassifier` must classify exactly as SwiftIDEUtils' `classifications` does: the
/// highlighting of every Swift block depends on it.
@Suite struct SwiftClassifierTests {
    /// SwiftIDEUtils' runs, in the classifier's terms.
    private func reference(_ tree: SourceFileSyntax) -> [ClassifiedRun] {
        tree.classifications.map {
            ClassifiedRun(kind: $0.kind, start: $0.range.lowerBound.utf8Offset, end: $0.range.upperBound.utf8Offset)
        }
    }

    private func expectSameRuns(_ source: String, _ name: String = "source") {
        let tree = Parser.parse(source: source)
        let runs = SwiftClassifier.runs(of: tree)
        let expected = reference(tree)
        // The first run that differs, rather than two long lists.
        let differing = Array(zip(runs, expected)).firstIndex { $0 != $1 } ?? min(runs.count, expected.count)
        #expect(
            runs == expected,
            "\(name): run \(differing) is \(runs.dropFirst(differing).first.map { "\($0)" } ?? "missing"), SwiftIDEUtils has \(expected.dropFirst(differing).first.map { "\($0)" } ?? "none")"
        )
    }

    @Test func everyClassifiedKeyPathIsFoundInItsNodeLayout() {
        let found = SwiftClassifier.childClassifications.values.reduce(0) { $0 + $1.count }
        #expect(found == 14)
    }

    /// Each child SwiftIDEUtils classifies by where it sits, and each kind of token and trivia.
    @Test func classifiesEveryConstructLikeSwiftIDEUtils() {
        let source = #"""
            #!/usr/bin/env swift
            /// A documented type.
            @available(iOS 17.0, macOS 14, *)
            @MainActor public final class Model<T: Equatable>: Swift.Codable where T: Sendable {
                /** Block doc */ private(set) var items: [T] = [] /* block */
                @Published var count = 0x1F + 1.5e3 - 0b101
                nonisolated func run(_ value: inout T, label other: Int...) async throws -> T? { nil }
                subscript(index: Int) -> T { items[index] }
            }
            infix operator <=>: ComparisonPrecedence
            precedencegroup Combining { associativity: left higherThan: AdditionPrecedence }
            prefix func √(x: Double) -> Double { x.squareRoot() }
            #if os(Linux) && DEBUG
            let platform = "linux"
            #elseif canImport(UIKit)
            let platform = #"raw \(x)"#
            #else
            let platform = """
                multi \(1 + 2) line
                """
            #endif
            let regex = /a+b*/
            let other = #/x|y/#
            let placeholder = <#value#>
            let closure = { $0 + $1 }
            let character: Character = "é"
            _ = #selector(foo)
            #warning("careful")
            let emoji = "🎉 \u{1F600}"
            if #available(iOS 16, *) { print(.init()) } else if #unavailable(iOS 15) {}
            x?.y!.z ?? w
            let `default` = 1; let a = -b, c = !d
            """#
        expectSameRuns(source)
    }

    @Test func classifiesBrokenSourceLikeSwiftIDEUtils() {
        for source in [
            "let x = </script>", "struct A { var b: = }", "func (", "\"unterminated", "/* open", "#if", "@",
            "Text(\"a\"\n.font(", "let x = 1 +", "}}}", "", "   \n", "// only a comment",
        ] {
            expectSameRuns(source, source)
        }
    }

    /// Every snippet of the corpus of published articles' vocabulary.
    @Test func classifiesTheCorpusLikeSwiftIDEUtils() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(files.count > 100)
        for file in files.sorted() {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            expectSameRuns(source, file)
        }
    }
}

/// Folding operators rewrites a whole tree: it is skipped for trees with nothing to fold.
@Suite struct OperatorSequenceTests {
    @Test func findsSequencesWhereverTheyAreNested() {
        let without = [
            "Text(\"a\").padding()", "VStack { Button(\"b\") {}.tint(.red) }", "let x = 1", "struct A { var b = 2 }",
        ]
        let with = [
            "Text(\"a\").padding(8 + 4)", "VStack { if a && b { Text(\"c\") } }", "let x = y as? Int",
            "func f() -> Bool { a ? b : c }", "x = 2",
        ]
        for source in without { #expect(!Parser.parse(source: source).containsOperatorSequences, "\(source)") }
        for source in with { #expect(Parser.parse(source: source).containsOperatorSequences, "\(source)") }
    }
}
