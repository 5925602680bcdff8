import Foundation
import GalleySVG
import GalleyText

/// Draws a symbol image from the icon font, sized by the font and image scale.
///
/// Material icons fill 20/24 of their em square, so the em is 1.2 × the symbol's
/// point size: the visible icon is as tall as the font size, like an SF Symbol. The
/// frame is the em square (20.4 pt for `.body`); its baseline guide sits so that the
/// icon's center lines up with the center of capital letters beside it.
final class ImageNode: LayoutNode {
    let image: Image
    private let engine: TextEngine
    private let glyph: UInt32?
    private let fontSize: CGFloat

    init(image: Image, environment: EnvironmentValues, engine: TextEngine) {
        self.image = image
        self.engine = engine
        if case .symbol(let name) = image.source {
            glyph = engine.iconGlyph(systemName: environment.symbolVariants.name(of: name))
        } else {
            glyph = nil
        }
        fontSize = (environment.font ?? .body).resolve(in: environment).size
        super.init(typeName: "Image", environment: environment)
    }

    private var scaleFactor: CGFloat {
        switch environment.imageScale {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }

    /// The em square of the icon at its natural size.
    private var emSize: CGFloat { (fontSize * scaleFactor * 1.2 * 2).rounded() / 2 }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let natural = CGSize(width: emSize, height: emSize)
        guard image.isResizable else { return natural }
        return proposal.replacingUnspecifiedDimensions(by: natural)
    }

    override func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        guard axis == .vertical, key == .firstBaseline || key == .lastBaseline else {
            return key.defaultValue(length: size[axis])
        }
        return size.height / 2 + fontSize * 0.36
    }

    override func draw(into list: inout DisplayList) {
        let paint = ForegroundStyle().paint(in: environment, bounds: frame)
        guard let glyph else {
            drawPlaceholder(into: &list)
            return
        }
        let outline = engine.outline(of: glyph, in: .icons)
        let unitsPerEm = Double(engine.unitsPerEm(of: .icons))
        let em = emSize
        let run = GlyphRun(
            origin: .zero, scale: em / unitsPerEm,
            glyphs: [
                GlyphRun.PlacedGlyph(
                    definition: GlyphDefinition(
                        key: outline.key, engineOutline: outline.pathData, bounds: outline.bounds),
                    position: CGPoint(x: 0, y: em * IconFontMetrics.baselineFraction))
            ], paint: paint, text: "")
        let transform = Transform2D.scale(x: frame.width / em, y: frame.height / em)
            .concatenating(.translation(x: frame.minX, y: frame.minY))
        list.append(.group(DisplayGroup(content: DisplayList([.glyphs(run)]), transform: transform)))
    }

    /// A dashed rounded square with a question mark: visibly "no such symbol".
    private func drawPlaceholder(into list: inout DisplayList) {
        let inset = frame.insetBy(dx: frame.width * 0.1, dy: frame.height * 0.1)
        let color = Color(.secondaryLabel).resolveRGBA(in: environment)
        list.append(
            .stroke(
                .roundedRect(inset, cornerRadius: inset.width * 0.2, style: .continuous), .solid(color),
                style: StrokeOptions(lineWidth: 1, dash: [2, 1.5])))
        let size = inset.height * 0.7
        let layout = engine.layout("?", font: FontSpec(size: size, weight: .semibold))
        let origin = CGPoint(
            x: inset.midX - layout.size.width / 2, y: inset.midY - layout.size.height / 2)
        for run in GlyphRunBuilder.runs(
            for: layout, engine: engine, origin: origin, paint: .solid(color))
        {
            list.append(.glyphs(run))
        }
    }

    override func appendOwnAccessibilityText(into texts: inout [String]) {
        switch image.source {
        case .symbol(let name): texts.append(SymbolAccessibility.label(forSystemName: name))
        case .asset(let name): texts.append(name)
        }
    }

    override func appendOwnDescription(into texts: inout [String]) {
        switch image.source {
        case .symbol(let name): texts.append(SymbolAccessibility.description(forSystemName: name))
        case .asset(let name): texts.append("\(name) image")
        }
    }
}

/// Where the icon font puts its baseline inside the em square, from the top.
enum IconFontMetrics {
    /// Material Design Icons (512 units per em) draws its 24-unit grid from 64 units
    /// below the baseline to 448 above it: the baseline is 7/8 down the em square.
    static let baselineFraction: CGFloat = 0.875
}

/// A symbol in words. Its accessibility text is its name without the parts that say how
/// it is drawn (`star.fill` -> "star"); its description in a picture's alt text says it
/// is an icon and drops sizes and directions too (`slider.horizontal.3` -> "slider
/// icon"); a numbered symbol reads as its number (`1.circle.fill` -> "1").
enum SymbolAccessibility {
    /// Parts of a symbol's name that say how it is drawn, not what it shows; made once,
    /// not for every symbol read.
    private static let labelIgnoredWords: Set<String> = ["fill", "circle", "square", "rectangle", "slash"]

    static func label(forSystemName name: String) -> String {
        let words = name.split(separator: ".").map(String.init).filter { !labelIgnoredWords.contains($0) }
        return (words.isEmpty ? [name] : words).joined(separator: " ")
    }

    static let drawingWords: Set<String> = [
        "fill", "circle", "square", "rectangle", "slash", "horizontal", "vertical", "badge", "and",
        "on", "portrait", "landscape", "inverse", "filled", "leadinghalf", "trailinghalf", "righthalf",
        "lefthalf", "bottomhalf", "tophalf",
    ]

    static func description(forSystemName name: String) -> String {
        let parts = name.split(separator: ".").map(String.init)
        if let first = parts.first, first.allSatisfy(\.isNumber) { return first }
        let words = parts.filter { !drawingWords.contains($0) && !$0.allSatisfy(\.isNumber) }
        return (words.isEmpty ? [name] : words).joined(separator: " ") + " icon"
    }
}
