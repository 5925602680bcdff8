import Foundation
import LibraryDeclarations

/// Writes the snippet interpreter's table of signatures,
/// `Sources/GalleySnippets/Registry/Generated/DeclaredSignatures.swift`, from GalleyUI's
/// public declarations and the snippet-only declarations in
/// `Sources/GalleySnippets/Registry/Declarations/`. Run from the package's folder:
///
///     swift run registry-signatures          # writes the table
///     swift run registry-signatures --check  # exits 1 when the table is out of date
let arguments = CommandLine.arguments.dropFirst()
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let table = try SignatureTable.generate(packageRoot: root)
let output = root.appendingPathComponent(SignatureTable.outputPath)
if arguments.contains("--check") {
    let current = try? String(contentsOf: output, encoding: .utf8)
    guard current == table else {
        FileHandle.standardError.write(
            Data("\(SignatureTable.outputPath) is out of date: run `swift run registry-signatures`\n".utf8))
        exit(1)
    }
} else {
    try FileManager.default.createDirectory(
        at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(table.utf8).write(to: output)
    print("wrote \(SignatureTable.outputPath)")
}
