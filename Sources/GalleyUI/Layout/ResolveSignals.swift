/// What resolving a view tree finds out that travels up the tree rather than down it.
///
/// SwiftUI delivers these as preferences; a still picture needs only the few that change
/// how the whole canvas is drawn. One instance serves one rendering, on one thread.
final class ResolveSignals {
    /// The first `.preferredColorScheme` met, depth first: as on iOS, it sets the
    /// appearance of the whole presentation, not only of the view it modifies.
    var preferredColorScheme: ColorScheme?
}
