import Mustache

/// A string as templates receive it. Mustache renders it, pushes it for a section and
/// transforms it (`{{uppercased(title)}}`) as it does a `String`, but asks less of the
/// Swift runtime to do so.
///
/// swift-mustache learns what a value can do by casting it to one protocol after another.
/// A `String` conforms to none it asks first: printing a variable cost three failed casts
/// and `String(describing:)`, and a name looked up inside `{{#url}}…{{/url}}` reflected
/// the string with `Mirror`, for every variable of every page (page templates were a
/// tenth of a cold build). A value of this type answers the first cast that fits.
struct TemplateText: MustacheCustomRenderable, MustacheParent, MustacheTransformable, CustomStringConvertible,
    Sendable
{
    let text: String

    init(_ text: String) { self.text = text }

    var renderText: String { text }

    var isNull: Bool { false }

    var description: String { text }

    /// A string has no variables of its own: a name looked up in a section over one is
    /// looked for further out.
    func child(named: String) -> Any? { nil }

    /// The transforms swift-mustache offers on a `String`, with their results.
    func transform(_ name: String) -> Any? {
        let transformed = text.transform(name)
        if let string = transformed as? String { return TemplateText(string) }
        if let substring = transformed as? Substring { return TemplateText(String(substring)) }
        return transformed
    }
}
