import Foundation
import Testing

@testable import GalleySVG

/// Renders a document with every kind of item through librsvg, the renderer most tools
/// (and many feed readers' thumbnailers) use, when it is installed.
@Suite struct RasterizationTests {
    static let rsvgConvert = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static func sampleDocument() -> SVGDocument {
        let card = CGRect(x: 20, y: 20, width: 200, height: 120)
        let gradient = Paint.linearGradient(
            LinearGradientPaint(
                stops: GradientStop.evenlySpaced([RGBAColor(hex: 0x007AFF), RGBAColor(hex: 0xAF52DE)]),
                startPoint: .zero, endPoint: CGPoint(x: 1, y: 1), in: card))
        let glyph = GlyphDefinition(
            key: "test/1", pathData: "M0 0L500 0L500 700L0 700Z",
            bounds: CGRect(x: 0, y: 0, width: 500, height: 700))
        let text = GlyphRun(
            origin: CGPoint(x: 40, y: 60), scale: 0.02,
            glyphs: [
                .init(definition: glyph, position: .zero),
                .init(definition: glyph, position: CGPoint(x: 12, y: 0)),
            ],
            paint: .solid(.white), text: "Hi")
        let items: [DisplayItem] = [
            .group(
                DisplayGroup(
                    content: DisplayList([
                        .fill(.roundedRect(card, cornerRadius: 16, style: .continuous), gradient),
                        .glyphs(text),
                    ]),
                    shadow: DisplayShadow(radius: 10, y: 5))),
            .stroke(
                .capsule(in: CGRect(x: 240, y: 30, width: 100, height: 40)),
                .solid(RGBAColor(hex: 0xFF3B30)), style: StrokeOptions(lineWidth: 3, dash: [6, 3])),
            .group(
                DisplayGroup(
                    content: DisplayList([
                        .fill(
                            .rect(CGRect(x: 240, y: 90, width: 100, height: 60)),
                            .radialGradient(
                                RadialGradientPaint(
                                    stops: GradientStop.evenlySpaced([.white, RGBAColor(hex: 0x34C759)]),
                                    center: CGPoint(x: 290, y: 120), startRadius: 0, endRadius: 50)))
                    ]),
                    mask: DisplayList([
                        .fill(.ellipse(in: CGRect(x: 250, y: 90, width: 80, height: 60)), .solid(.black))
                    ]),
                    blendMode: .multiply)),
        ]
        return SVGDocument(
            size: CGSize(width: 360, height: 170), content: DisplayList(items),
            accessibilityLabel: "Sample",
            background: RGBAColor(hex: 0xF2F2F7))
    }

    @Test(.enabled(if: rsvgConvert != nil)) func rsvgConvertRendersTheDocument() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgURL = directory.appendingPathComponent("sample.svg")
        let pngURL = directory.appendingPathComponent("sample.png")
        try SVGWriter().write(Self.sampleDocument()).write(
            to: svgURL, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.rsvgConvert!)
        process.arguments = [svgURL.path, "-o", pngURL.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "rsvg-convert: \(message)")
        let png = try Data(contentsOf: pngURL)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png.count > 1000)
    }

    @Test func sampleIsWellFormed() {
        #expect(ParsedSVG(SVGWriter().write(Self.sampleDocument())).isWellFormed)
    }
}
