import Mustache

/// A nested value of a page's data (an article, a link, a section) as templates receive
/// it: a name inside it is looked up in its entries, as in a `[String: Any]`.
///
/// swift-mustache asks every value on the context stack, for every name a template looks
/// up, whether it is a `MustacheCustomRepresentation` and then a `MustacheParent`. For a
/// dictionary both casts go through the conformance of a generic type (with a condition on
/// its key to check), the first one failing; for this plain struct the runtime answers
/// from its cache. Names are looked up far more often than pages are made.
struct TemplateObject: MustacheParent {
    let entries: [String: Any]

    init(_ entries: [String: Any]) { self.entries = entries }

    func child(named name: String) -> Any? { entries[name] }
}
