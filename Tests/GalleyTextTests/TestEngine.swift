import GalleyText

/// One engine for all tests, with the fonts embedded in the binary, as the CLI has.
enum TestEngine {
    static let shared: TextEngine = {
        do {
            return try TextEngine.shared()
        } catch {
            fatalError("the embedded fonts must load: \(error)")
        }
    }()
}

func approximately(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}
