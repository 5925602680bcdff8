import GalleyText

/// One engine for all tests, loaded from the system fonts as the CLI does.
enum TestEngine {
    static let shared: TextEngine = {
        do {
            return try TextEngine.shared()
        } catch {
            fatalError("fonts-inter and fonts-materialdesignicons-webfont must be installed: \(error)")
        }
    }()
}

func approximately(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}
