import Foundation
import Testing

@testable import GalleyText

@Suite struct FontLoadingTests {
    @Test func missingFontDirectoryThrows() {
        #expect(throws: TextError.fontNotFoundInDirectory(directory: "/nonexistent/fonts")) {
            _ = try TextEngine(fontDirectory: "/nonexistent/fonts")
        }
    }

    @Test func environmentVariableIsTheOnlyPlaceLooked() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        do {
            _ = try TextEngine(environment: ["GALLEY_FONT_DIR": empty.path])
            Issue.record("expected a missing-font error")
        } catch let error as TextError {
            #expect(error.description.contains(empty.path))
            #expect(error.description.contains("Inter-Regular"))
        }
    }

    @Test func missingIconFontThrows() {
        #expect(throws: TextError.iconFontNotFound(path: "/nonexistent/mdi.ttf")) {
            _ = try TextEngine(iconFontPath: "/nonexistent/mdi.ttf")
        }
    }

    @Test func aFileThatIsNotAFontThrows() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Inter-Regular.otf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: TextError.unreadableFont(path: path)) {
            _ = try TextEngine(fontDirectory: directory.path)
        }
    }

    @Test func aDirectoryWithOnlyRegularServesEveryWeight() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-regular-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let regular = try #require(EmbeddedFonts.bytes(fileName: "Inter-Regular.otf"))
        try Data(regular).write(to: directory.appendingPathComponent("Inter-Regular.otf"))
        let engine = try TextEngine(fontDirectory: directory.path)
        #expect(
            engine.resolvedFace(for: FontSpec(size: 17, weight: .bold, italic: true))
                == .inter(weight: .regular, italic: false))
        #expect(engine.width(of: "Hello, World", font: FontSpec(size: 17, weight: .bold)) > 96)
    }

    @Test func nearestWeightPrefersHeavierOnTies() {
        let engine = TestEngine.shared
        #expect(
            engine.resolvedFace(for: FontSpec(size: 10, weight: .semibold))
                == .inter(weight: .semibold, italic: false))
    }

    @Test func errorsExplainTheFix() {
        let message = TextError.fontNotFoundInDirectory(directory: "/a").description
        #expect(message.contains("GALLEY_FONT_DIR"))
        #expect(message.contains("unset it"))
    }

    @Test func everyFaceIsEmbeddedAndLoadedByDefault() throws {
        let engine = try TextEngine(environment: [:])
        #expect(engine.availableFaces.count == FontWeight.allCases.count * 2 + 1)
        for face in engine.availableFaces {
            #expect(engine.source(of: face) == .embedded(fileName: EmbeddedFonts.fileName(of: face)))
        }
    }

    /// The embedded bytes written to files and loaded from there draw the same glyphs:
    /// loading from memory changes nothing in the output.
    @Test func embeddedFontsDrawAsTheSameFilesDo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-written-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for face in TestEngine.shared.availableFaces {
            let fileName = EmbeddedFonts.fileName(of: face)
            let bytes = try #require(EmbeddedFonts.bytes(fileName: fileName))
            try Data(bytes).write(to: directory.appendingPathComponent(fileName))
        }
        let fromFiles = try TextEngine(fontDirectory: directory.path)
        #expect(
            fromFiles.source(of: .icons)
                == .file(path: directory.appendingPathComponent(EmbeddedFonts.iconFileName).path))
        let font = FontSpec(size: 17, weight: .semibold, italic: true)
        let embedded = TestEngine.shared.layout("Hello, World", font: font)
        let loaded = fromFiles.layout("Hello, World", font: font)
        #expect(loaded.width == embedded.width)
        #expect(
            fromFiles.outline(of: loaded.glyphs[0].glyph, in: loaded.face)
                == TestEngine.shared.outline(of: embedded.glyphs[0].glyph, in: embedded.face))
    }

    @Test func sharedEngineIsOneInstance() throws {
        #expect(try TextEngine.shared() === TextEngine.shared())
    }
}
