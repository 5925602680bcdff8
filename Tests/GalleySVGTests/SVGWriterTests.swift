import Foundation
import Testing

@testable import GalleySVG

@Suite struct SVGWriterTests {
    let writer = SVGWriter()

    @Test func rootCarriesSizeViewBoxAndAccessibility() throws {
        let svg = writer.write(document([], label: "A card"))
        let parsed = ParsedSVG(svg)
        #expect(parsed.isWellFormed)
        let root = try #require(parsed.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["width"] == "200")
        #expect(root.attributes["height"] == "100")
        #expect(root.attributes["viewBox"] == "0 0 200 100")
        #expect(root.attributes["role"] == "img")
        #expect(root.attributes["aria-label"] == "A card")
        #expect(parsed.all("title").map(\.text) == ["A card"])
        // Transparent unless a background is given.
        #expect(parsed.all("rect").isEmpty)
    }

    @Test func backgroundIsAFullRect() throws {
        var doc = document([])
        doc.background = RGBAColor(hex: 0x1C1C1E)
        let rect = try #require(ParsedSVG(writer.write(doc)).all("rect").first)
        #expect(rect.attributes["fill"] == "#1c1c1e")
        #expect(rect.attributes["width"] == "200")
    }

    @Test func noLabelMeansNoTitle() {
        let svg = writer.write(document([], label: nil))
        #expect(!svg.contains("<title>"))
        #expect(!svg.contains("aria-label"))
    }

    @Test func filledPath() throws {
        let item = DisplayItem.fill(
            .rect(CGRect(x: 10, y: 20, width: 30, height: 40)),
            .solid(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)), rule: .evenOdd)
        let path = try #require(ParsedSVG(writer.write(document([item]))).all("path").first)
        #expect(path.attributes["d"] == "M10 20L40 20L40 60L10 60Z")
        #expect(path.attributes["fill"] == "#f00")
        #expect(path.attributes["fill-opacity"] == ".5")
        #expect(path.attributes["fill-rule"] == "evenodd")
    }

    @Test func strokedPath() throws {
        let style = StrokeOptions(
            lineWidth: 2.5, cap: .round, join: .bevel, dash: [4, 2], dashPhase: 1)
        let item = DisplayItem.stroke(
            .ellipse(in: CGRect(x: 0, y: 0, width: 10, height: 10)), .solid(.black), style: style)
        let path = try #require(ParsedSVG(writer.write(document([item]))).all("path").first)
        #expect(path.attributes["fill"] == "none")
        #expect(path.attributes["stroke"] == "#000")
        #expect(path.attributes["stroke-width"] == "2.5")
        #expect(path.attributes["stroke-linecap"] == "round")
        #expect(path.attributes["stroke-linejoin"] == "bevel")
        #expect(path.attributes["stroke-dasharray"] == "4 2")
        #expect(path.attributes["stroke-dashoffset"] == "1")
    }

    @Test func linearGradientIsDefinedAndReferenced() throws {
        let gradient = LinearGradientPaint(
            stops: GradientStop.evenlySpaced([
                RGBAColor(hex: 0x007AFF), RGBAColor(hex: 0xAF52DE, alpha: 0.5),
            ]),
            startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1),
            in: CGRect(x: 0, y: 0, width: 100, height: 50))
        let item = DisplayItem.fill(
            .rect(CGRect(x: 0, y: 0, width: 100, height: 50)), .linearGradient(gradient))
        let parsed = ParsedSVG(writer.write(document([item])))
        let definition = try #require(parsed.all("linearGradient").first)
        #expect(definition.attributes["id"] == "p0")
        #expect(definition.attributes["x2"] == "100")
        #expect(definition.attributes["y2"] == "50")
        #expect(definition.attributes["gradientUnits"] == "userSpaceOnUse")
        let stops = parsed.all("stop")
        #expect(stops.map { $0.attributes["offset"] } == ["0", "1"])
        #expect(stops.map { $0.attributes["stop-color"] } == ["#007aff", "#af52de"])
        #expect(stops[1].attributes["stop-opacity"] == ".5")
        #expect(parsed.all("path").first?.attributes["fill"] == "url(#p0)")
    }

    @Test func radialGradientMovesStopsToTheStartRadius() throws {
        let gradient = RadialGradientPaint(
            stops: GradientStop.evenlySpaced([.white, .black]), center: CGPoint(x: 50, y: 50),
            startRadius: 10, endRadius: 40)
        let item = DisplayItem.fill(
            .ellipse(in: CGRect(x: 10, y: 10, width: 80, height: 80)), .radialGradient(gradient))
        let parsed = ParsedSVG(writer.write(document([item])))
        let definition = try #require(parsed.all("radialGradient").first)
        #expect(definition.attributes["r"] == "40")
        #expect(definition.attributes["cx"] == "50")
        #expect(parsed.all("stop").map { $0.attributes["offset"] } == [".25", "1"])
    }

    @Test func identicalGradientsShareOneDefinition() {
        let paint = Paint.linearGradient(
            LinearGradientPaint(
                stops: GradientStop.evenlySpaced([.white, .black]), start: .zero, end: CGPoint(x: 0, y: 10))
        )
        let items = [
            DisplayItem.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), paint),
            DisplayItem.fill(.rect(CGRect(x: 20, y: 0, width: 10, height: 10)), paint),
        ]
        let svg = writer.write(document(items))
        #expect(occurrences(of: "<linearGradient", in: svg) == 1)
        #expect(occurrences(of: "url(#p0)", in: svg) == 2)
    }

    @Test func glyphsUsedTwiceAreDefinedOnce() throws {
        let run = GlyphRun(
            origin: CGPoint(x: 10, y: 30), scale: 0.1,
            glyphs: [
                .init(definition: squareGlyph("Inter-Regular/1"), position: .zero),
                .init(definition: squareGlyph("Inter-Regular/2"), position: CGPoint(x: 12, y: 0)),
                .init(definition: squareGlyph("Inter-Regular/1"), position: CGPoint(x: 24, y: 0)),
            ], paint: .solid(.black), text: "aba")
        let svg = writer.write(document([.glyphs(run)]))
        let parsed = ParsedSVG(svg)
        #expect(parsed.isWellFormed)
        let definitions = parsed.all("path")
        #expect(definitions.map { $0.attributes["id"] } == ["g0", "g1"])
        let uses = parsed.all("use")
        #expect(uses.map { $0.attributes["href"] } == ["#g0", "#g1", "#g0"])
        // Positions are in font units under the run's scale(s, -s) transform.
        #expect(uses.map { $0.attributes["x"] } == [nil, "120", "240"])
        let group = try #require(parsed.all("g").first)
        #expect(group.attributes["transform"] == "matrix(.1 0 0 -.1 10 30)")
        #expect(group.attributes["aria-label"] == "aba")
        #expect(group.attributes["fill"] == "#000")
    }

    @Test func blankGlyphsAreNotDrawn() {
        let blank = GlyphDefinition(key: "Inter-Regular/3", pathData: "", bounds: .zero)
        let run = GlyphRun(
            origin: .zero, scale: 1, glyphs: [.init(definition: blank, position: .zero)],
            paint: .solid(.black),
            text: " ")
        let svg = writer.write(document([.glyphs(run)]))
        #expect(!svg.contains("<use"))
        #expect(!svg.contains("<defs>"))
    }

    @Test func gradientTextClipsAPaintedRectangle() throws {
        let paint = Paint.linearGradient(
            LinearGradientPaint(
                stops: GradientStop.evenlySpaced([.white, .black]), start: .zero, end: CGPoint(x: 20, y: 0))
        )
        let run = GlyphRun(
            origin: CGPoint(x: 5, y: 20), scale: 0.1,
            glyphs: [.init(definition: squareGlyph("k/1"), position: .zero)], paint: paint, text: "x")
        let parsed = ParsedSVG(writer.write(document([.glyphs(run)])))
        let clipUse = try #require(parsed.all("use").first)
        #expect(clipUse.attributes["transform"] == "matrix(.1 0 0 -.1 5 20)")
        let rect = try #require(parsed.all("rect").first)
        #expect(rect.attributes["fill"] == "url(#p0)")
        // The square spans 0...100 units up from the baseline: 10 pt above y = 20.
        #expect(rect.attributes["y"] == "10")
        #expect(rect.attributes["height"] == "10")
        #expect(parsed.all("clipPath").count == 1)
    }

    @Test func groupAttributes() throws {
        let group = DisplayGroup(
            content: DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), .solid(.black))]
            ),
            transform: .translation(x: 5, y: 6), opacity: 0.25,
            clipPath: .roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2),
            blendMode: .colorDodge, accessibilityLabel: "Badge & \"icon\"")
        let parsed = ParsedSVG(writer.write(document([.group(group)])))
        let element = try #require(parsed.all("g").first)
        #expect(element.attributes["transform"] == "translate(5 6)")
        #expect(element.attributes["opacity"] == ".25")
        #expect(element.attributes["clip-path"] == "url(#c0)")
        #expect(element.attributes["style"] == "mix-blend-mode:color-dodge")
        #expect(element.attributes["aria-label"] == "Badge & \"icon\"")
        #expect(parsed.all("clipPath").first?.attributes["id"] == "c0")
    }

    @Test func plainGroupsAddNoElement() {
        let group = DisplayGroup(
            content: DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), .solid(.black))]))
        #expect(!writer.write(document([.group(group)])).contains("<g"))
    }

    @Test func shadowIsAFilterCoveringTheBlur() throws {
        let group = DisplayGroup(
            content: DisplayList([
                .fill(.rect(CGRect(x: 10, y: 10, width: 100, height: 50)), .solid(.white))
            ]),
            shadow: DisplayShadow(radius: 8, x: 0, y: 4))
        let parsed = ParsedSVG(writer.write(document([.group(group)])))
        let filter = try #require(parsed.all("filter").first)
        #expect(filter.attributes["filterUnits"] == "userSpaceOnUse")
        // σ = radius / 2 = 4; the region reaches 3σ beyond the shape and its offset copy.
        #expect(parsed.all("feGaussianBlur").first?.attributes["stdDeviation"] == "4")
        #expect(parsed.all("feGaussianBlur").first?.attributes["in"] == "SourceAlpha")
        #expect(filter.attributes["x"] == "-2")
        #expect(filter.attributes["y"] == "2")
        #expect(filter.attributes["width"] == "124")
        #expect(filter.attributes["height"] == "74")
        #expect(parsed.all("feOffset").first?.attributes["dy"] == "4")
        #expect(parsed.all("feFlood").first?.attributes["flood-opacity"] == ".33")
        #expect(parsed.all("g").first?.attributes["filter"] == "url(#f0)")
    }

    @Test func blurIsAFilter() throws {
        let group = DisplayGroup(
            content: DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), .solid(.black))]
            ),
            blurRadius: 6)
        let parsed = ParsedSVG(writer.write(document([.group(group)])))
        #expect(parsed.all("feGaussianBlur").map { $0.attributes["stdDeviation"] } == ["3"])
        #expect(parsed.all("filter").first?.attributes["x"] == "-9")
    }

    @Test func maskIsAnAlphaMaskDefinition() throws {
        let mask = DisplayList([
            .fill(.ellipse(in: CGRect(x: 0, y: 0, width: 20, height: 20)), .solid(.black))
        ])
        let group = DisplayGroup(
            content: DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 20, height: 20)), .solid(.white))]
            ), mask: mask)
        let parsed = ParsedSVG(writer.write(document([.group(group)])))
        let element = try #require(parsed.all("mask").first)
        #expect(element.attributes["style"] == "mask-type:alpha")
        #expect(element.attributes["maskUnits"] == "userSpaceOnUse")
        #expect(element.attributes["width"] == "20")
        #expect(parsed.all("g").first?.attributes["mask"] == "url(#m0)")
    }

    @Test func everyBlendModeHasACSSName() {
        let names = DisplayBlendMode.allCases.map(\.cssName)
        #expect(names.contains("plus-lighter"))
        #expect(names.contains("soft-light"))
        #expect(names.allSatisfy { $0 == $0.lowercased() })
        #expect(Set(names).count == DisplayBlendMode.allCases.count)
    }

    @Test func textIsEscaped() {
        let nasty = "<script>&\"'\u{1}"
        let run = GlyphRun(
            origin: .zero, scale: 1, glyphs: [.init(definition: squareGlyph("a\"b"), position: .zero)],
            paint: .solid(.black), text: nasty)
        let svg = writer.write(document([.glyphs(run)], label: nasty))
        let parsed = ParsedSVG(svg)
        #expect(parsed.isWellFormed)
        #expect(!svg.contains("<script>"))
        #expect(parsed.all("title").first?.text == "<script>&\"'")
        #expect(parsed.elements.first?.attributes["aria-label"] == "<script>&\"'")
    }

    @Test func writingTwiceIsByteIdentical() {
        let items: [DisplayItem] = [
            .fill(
                .roundedRect(
                    CGRect(x: 0, y: 0, width: 50, height: 30), cornerRadius: 8, style: .continuous),
                .solid(.white)),
            .group(
                DisplayGroup(
                    content: DisplayList([
                        .fill(.capsule(in: CGRect(x: 0, y: 0, width: 40, height: 10)), .solid(.black))
                    ]),
                    clipPath: .rect(CGRect(x: 0, y: 0, width: 30, height: 30)),
                    shadow: DisplayShadow(radius: 3))),
        ]
        let first = writer.write(document(items))
        let second = SVGWriter().write(document(items))
        #expect(first == second)
        #expect(first.contains("id=\"c0\"") && first.contains("id=\"f0\""))
    }

    @Test func idPrefixKeepsIdsApart() {
        let item = DisplayItem.group(
            DisplayGroup(
                content: DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), .solid(.black))]
                ),
                clipPath: .rect(CGRect(x: 0, y: 0, width: 1, height: 1))))
        let svg = SVGWriter(idPrefix: "a1-").write(document([item]))
        #expect(svg.contains("id=\"a1-c0\""))
        #expect(svg.contains("url(#a1-c0)"))
    }
}
