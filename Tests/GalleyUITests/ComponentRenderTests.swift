import Foundation
import Testing

@testable import GalleyUI

@Suite struct ComponentRenderTests {
    private static let converter = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Every component × style renders in both schemes, with text, and converts with
    /// rsvg-convert; the PNGs land in `GALLEY_COMPONENTS_DIR` (or the temporary
    /// directory's `components/`) for people to look at.
    @Test(.enabled(if: converter != nil)) func componentsConvertWithRSVG() throws {
        let directory =
            ProcessInfo.processInfo.environment["GALLEY_COMPONENTS_DIR"]
            .map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("components")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, view) in ComponentGallery.all {
            for scheme in ColorScheme.allCases {
                let result = try render(view, colorScheme: scheme)
                #expect(!result.accessibilityText.isEmpty, "\(name) drew no text")
                let svgURL = directory.appendingPathComponent("\(name)-\(scheme).svg")
                let pngURL = directory.appendingPathComponent("\(name)-\(scheme).png")
                try result.svg().write(to: svgURL, atomically: true, encoding: .utf8)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: Self.converter!)
                process.arguments = ["--zoom", "2", "-o", pngURL.path, svgURL.path]
                let errors = Pipe()
                process.standardError = errors
                try process.run()
                process.waitUntilExit()
                let message = String(
                    decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                #expect(process.terminationStatus == 0, "\(name) \(scheme): \(message)")
            }
        }
    }
}
