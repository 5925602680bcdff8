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
        let regular = try #require(TestEngine.shared.path(of: .inter(weight: .regular, italic: false)))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("Inter-Regular.otf").path,
            withDestinationPath: regular)
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
        let message = TextError.fontNotInstalled(searched: ["/a"]).description
        #expect(message.contains("fonts-inter"))
        #expect(message.contains("GALLEY_FONT_DIR"))
    }

    @Test func sharedEngineIsOneInstance() throws {
        #expect(try TextEngine.shared() === TextEngine.shared())
    }
}
