import Foundation

/// A format style a snippet builds (`.number.notation(.compactName)`, `.percent`,
/// `.dateTime.hour().minute()`) and hands to `Text(_:format:)` or `formatted(_:)`.
///
/// Previews are drawn in one locale, United States English, and one time zone, UTC, so
/// that the same snippet draws the same picture on every machine.
protocol SnippetFormatStyle: Sendable {
    /// The value as text, or nil when this style does not format values of its kind.
    func format(_ value: Value) -> String?
}
