import Foundation

/// A variable of template data: its name, its kind of value, whether a page may leave it
/// out, what it is, and the variables inside it (an object, or each item of a list).
struct TemplateField: Equatable, Sendable {
    var name: String
    var type: String
    var optional: Bool
    var description: String
    var fields: [TemplateField]
}

/// The variables of a kind of template data, read from its `keys`: the same table that
/// encodes what templates receive, so the list cannot miss a variable a template gets.
enum TemplateSchema {
    static func fields<T: TemplateData>(of type: T.Type) -> [TemplateField] {
        T.keys.flatMap { $0.fields() }
    }
}
