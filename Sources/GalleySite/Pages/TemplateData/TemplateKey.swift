import Foundation

/// One entry of a template data type's `keys`: a variable as templates name it, with its
/// description and the property that holds its value, or another template data value whose
/// variables sit beside the owner's own (`inlined`).
///
/// The table is the only place a variable's name is written: encoding for Mustache and for
/// render keys, and the template-variables reference, all read it.
struct TemplateKey<Owner>: Sendable {
    /// Puts the entry's variables into the owner's container.
    let encode: @Sendable (Owner, inout KeyedEncodingContainer<TemplateCodingKey>) throws -> Void
    /// The entry's variables for the reference; made when asked, as a type's fields name
    /// other types'.
    let fields: @Sendable () -> [TemplateField]

    /// The variable `name`, whose value is `value` of the owner.
    static func key<Value: TemplateValue>(
        _ name: String, _ value: @escaping @Sendable (Owner) -> Value, _ description: String
    ) -> TemplateKey {
        let key = TemplateCodingKey(name)
        return TemplateKey(
            encode: { owner, container in try value(owner).encode(into: &container, forKey: key) },
            fields: {
                [
                    TemplateField(
                        name: name, type: Value.templateType, optional: Value.isOptional, description: description,
                        fields: Value.innerFields)
                ]
            })
    }

    /// The variables of `part`, beside the owner's own: an article's summary's `title`
    /// is `article.title`, not `article.summary.title`.
    static func inlined<Part: TemplateData>(_ part: @escaping @Sendable (Owner) -> Part) -> TemplateKey {
        TemplateKey(
            encode: { owner, container in try part(owner).encodeKeys(into: &container) },
            fields: { TemplateSchema.fields(of: Part.self) })
    }
}

/// A variable's name as a coding key.
struct TemplateCodingKey: CodingKey, Sendable {
    let stringValue: String

    init(_ name: String) { stringValue = name }

    init(stringValue: String) { self.init(stringValue) }

    var intValue: Int? { nil }

    init?(intValue: Int) { nil }
}
