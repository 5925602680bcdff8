import Foundation

/// A value templates can receive: text, a boolean, a number, a list, an object
/// (`TemplateData`), or one of these that a page may leave out. Each kind says what the
/// template-variables reference calls it, so the reference is made from the types alone.
protocol TemplateValue: Encodable, Sendable {
    /// The kind of value, as the reference names it: "text", "boolean", "number", "list"
    /// or "object".
    static var templateType: String { get }
    /// The variables inside: an object's, or those of each item of a list.
    static var innerFields: [TemplateField] { get }
    /// Whether a page leaves the variable out when it has no value.
    static var isOptional: Bool { get }
    /// Puts the value into `container` under `key`.
    func encode(into container: inout KeyedEncodingContainer<TemplateCodingKey>, forKey key: TemplateCodingKey)
        throws
}

extension TemplateValue {
    static var innerFields: [TemplateField] { [] }
    static var isOptional: Bool { false }

    func encode(into container: inout KeyedEncodingContainer<TemplateCodingKey>, forKey key: TemplateCodingKey)
        throws
    {
        try container.encode(self, forKey: key)
    }
}

extension String: TemplateValue {
    static var templateType: String { "text" }
}

extension Bool: TemplateValue {
    static var templateType: String { "boolean" }
}

extension Int: TemplateValue {
    static var templateType: String { "number" }
}

extension Array: TemplateValue where Element: TemplateValue {
    static var templateType: String { "list" }
    static var innerFields: [TemplateField] { Element.innerFields }
}

extension Optional: TemplateValue where Wrapped: TemplateValue {
    static var templateType: String { Wrapped.templateType }
    static var innerFields: [TemplateField] { Wrapped.innerFields }
    static var isOptional: Bool { true }

    /// A missing value puts no key at all: Mustache treats a missing key as false, where
    /// it would treat an empty string as true.
    func encode(into container: inout KeyedEncodingContainer<TemplateCodingKey>, forKey key: TemplateCodingKey)
        throws
    {
        try container.encodeIfPresent(self, forKey: key)
    }
}
