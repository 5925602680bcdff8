import Foundation
import Testing

@testable import GalleyUI

@Suite struct GalleryRenderTests {
    private static let converter = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Every sample renders in both schemes and converts with rsvg-convert; the PNGs
    /// land in `GALLEY_GALLERY_DIR` (or a temporary directory) for people to look at.
    @Test(.enabled(if: converter != nil)) func galleryConvertsWithRSVG() throws {
        let directory =
            ProcessInfo.processInfo.environment["GALLEY_GALLERY_DIR"]
            .map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("galley-gallery")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, view) in Gallery.all {
            for scheme in ColorScheme.allCases {
                let result = try render(view, colorScheme: scheme)
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
                #expect(message.isEmpty, "\(name) \(scheme): \(message)")
            }
        }
    }
}
