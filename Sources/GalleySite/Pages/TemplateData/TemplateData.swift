import Foundation

/// A value handed to templates as an object: `Encodable` so that it can be turned into what
/// Mustache renders (`MustacheEncoder`) and hashed into a page's render key
/// (`RenderKeys.page`). Its variables are the entries of `keys`, which drive the encoding and
/// the template-variables reference (`TemplateSchema`) alike.
protocol TemplateData: TemplateValue {
    /// Every variable, each with its name, the property it is read from and a line for the
    /// reference, in the order they are encoded and listed.
    static var keys: [TemplateKey<Self>] { get }
}

extension TemplateData {
    static var templateType: String { "object" }
    static var innerFields: [TemplateField] { TemplateSchema.fields(of: Self.self) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TemplateCodingKey.self)
        try encodeKeys(into: &container)
    }

    /// Puts every variable into `container`, which may hold another value's (see
    /// `TemplateKey.inlined`).
    func encodeKeys(into container: inout KeyedEncodingContainer<TemplateCodingKey>) throws {
        for key in Self.keys { try key.encode(self, &container) }
    }
}

/// The data of one page: the variables every page has (`common`) and those of its kind
/// (`content`), side by side at the top level, the way templates name them.
struct PageData<Content: PageContent>: TemplateData {
    var common: CommonPageData
    var content: Content

    static var keys: [TemplateKey<Self>] { [.inlined(\.common), .inlined(\.content)] }
}
