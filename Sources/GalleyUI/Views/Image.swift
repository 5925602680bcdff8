import Foundation
import GalleyText

/// An image: an SF Symbol drawn with its Material Design Icons equivalent, or a
/// placeholder for names Galley cannot draw.
public struct Image: View, Equatable {
    public typealias Body = Never

    /// The size of a symbol relative to the font.
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large
    }

    /// How an image is coloured; symbols always take the foreground style in Galley.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    enum Source: Equatable {
        case symbol(String)
        case asset(String)
    }

    let source: Source
    var isResizable = false

    /// An SF Symbol, such as `star.fill`.
    public init(systemName: String) { source = .symbol(systemName) }

    /// An image from the app's assets; Galley has no assets and draws a placeholder.
    public init(_ name: String) { source = .asset(name) }

    /// Lets the image stretch to the space it is offered.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Lets the image stretch to the space it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets()) -> Image { resizable() }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How symbols use colour; Galley draws every symbol in one colour.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension Image: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        [ImageNode(image: self, environment: context.environment, engine: context.textEngine)]
    }
}

extension Image {
    /// Whether Galley has an icon for the SF Symbol `systemName`; without one it draws a
    /// placeholder.
    public static func hasIcon(systemName: String) -> Bool {
        SymbolNames.hasIcon(systemName)
    }

    /// Every SF Symbol name Galley has an icon for, sorted.
    public static var systemNamesWithIcons: [String] { SymbolNames.systemNames }
}
