import Foundation

/// A value handed to templates: `Codable` so that it can be turned into what Mustache
/// renders (`MustacheEncoder`), hashed into a page's render key (`RenderKeys.page`) and
/// described field by field on the template-variables reference page
/// (`TemplateSchema`). Decodable only for that description: nothing decodes pages.
protocol TemplateData: Codable, Sendable {
    /// One line per coding key, for the reference page; a test checks that none is missing.
    static var fieldDescriptions: [String: String] { get }
}

/// The data of one page: the variables every page has (`common`) and those of its kind
/// (`content`), side by side at the top level, the way templates name them.
struct PageData<Content: TemplateData>: TemplateData {
    var common: CommonPageData
    var content: Content

    static var fieldDescriptions: [String: String] {
        CommonPageData.fieldDescriptions.merging(Content.fieldDescriptions) { common, _ in common }
    }

    init(common: CommonPageData, content: Content) {
        self.common = common
        self.content = content
    }

    // Both halves write to (and read from) the same keyed container, so the page is flat.
    init(from decoder: any Decoder) throws {
        common = try CommonPageData(from: decoder)
        content = try Content(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try common.encode(to: encoder)
        try content.encode(to: encoder)
    }
}
