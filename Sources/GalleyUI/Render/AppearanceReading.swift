import GalleyLocking

/// How `EnvironmentValues.colorScheme` answers while a preview is made, so that a picture
/// drawn in both appearances is laid out once when it can be.
///
/// Colours resolve against the appearance when they are drawn; what is resolved and laid
/// out differs between light and dark only where something read or set the appearance
/// before drawing (a body that asks for `colorScheme`, `.preferredColorScheme`,
/// `.environment(\.colorScheme, …)`). A light picture whose resolving and layout never
/// touched it is drawn again in dark from the same laid-out tree, every read answered
/// with dark: the same picture a second layout would give, for a fraction of the work.
enum AppearanceReading: Sendable {
    /// Reads and writes are noted.
    case watched(AppearanceWatch)
    /// Every read answers this appearance.
    case answered(ColorScheme)

    @TaskLocal static var current: AppearanceReading?

    /// The appearance a read of `stored` gives, noting the read.
    static func read(_ stored: ColorScheme) -> ColorScheme {
        switch current {
        case nil: return stored
        case .watched(let watch)?:
            watch.note()
            return stored
        case .answered(let scheme)?: return scheme
        }
    }

    /// Notes a write of the appearance.
    static func noteWrite() {
        if case .watched(let watch)? = current { watch.note() }
    }
}

/// Whether the appearance was read or set while it was watched.
final class AppearanceWatch: Sendable {
    private let touched = Locked(false)

    func note() { touched.withLock { $0 = true } }

    var wasTouched: Bool { touched.current }
}
