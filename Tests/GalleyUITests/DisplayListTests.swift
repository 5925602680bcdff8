import Foundation
import GalleySVG
import Testing

@testable import GalleyUI

/// The drawing of a view, items flattened depth first, groups included.
private func items<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> [DisplayItem] {
    func flatten(_ list: DisplayList) -> [DisplayItem] {
        list.items.flatMap { item -> [DisplayItem] in
            if case .group(let group) = item { return [item] + flatten(group.content) }
            return [item]
        }
    }
    return flatten(try render(view, colorScheme: scheme).displayList)
}

private func groups<V: View>(_ view: V) throws -> [DisplayGroup] {
    try items(view).compactMap {
        if case .group(let group) = $0 { return group }
        return nil
    }
}

private func fills<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> [FilledPath] {
    try items(view, scheme: scheme).compactMap {
        if case .fill(let fill) = $0 { return fill }
        return nil
    }
}

private func glyphRuns<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> [GlyphRun] {
    try items(view, scheme: scheme).compactMap {
        if case .glyphs(let run) = $0 { return run }
        return nil
    }
}

private var square: some View { Color.red.frame(width: 20, height: 20) }

@Suite struct DisplayListTests {
    @Test func colorFillsItsFrameWithTheSchemesColour() throws {
        let light = try fills(square)
        #expect(light.count == 1)
        #expect(light.first?.paint == .solid(RGBAColor(hex: 0xFF3B30)))
        #expect(light.first?.path.controlPointBounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        let dark = try fills(square, scheme: .dark)
        #expect(dark.first?.paint == .solid(RGBAColor(hex: 0xFF453A)))
    }

    @Test func colorInitialisersAndOpacity() throws {
        let environment = EnvironmentValues()
        #expect(Color(red: 1, green: 0.5, blue: 0).resolve(in: environment).green == 0.5)
        #expect(Color(white: 0.25).resolve(in: environment).blue == 0.25)
        let hue = Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: environment)
        #expect(abs(hue.green - 1) < 1e-9 && abs(hue.red) < 1e-9)
        #expect(Color.blue.opacity(0.5).resolve(in: environment).opacity == 0.5)
        var dark = environment
        dark.colorScheme = .dark
        #expect(Color(.systemBackground).resolve(in: dark).red == 0)
        #expect(Color(.secondarySystemBackground).resolve(in: environment).red == 242.0 / 255)
    }

    @Test func textIsDrawnAsGlyphsInTheForegroundColour() throws {
        let runs = try glyphRuns(Text("Hi"))
        #expect(runs.count == 1)
        #expect(runs.first?.text == "Hi")
        #expect(runs.first?.glyphs.count == 2)
        #expect(runs.first?.paint == .solid(.black))
        let dark = try glyphRuns(Text("Hi"), scheme: .dark)
        #expect(dark.first?.paint == .solid(.white))
        let red = try glyphRuns(Text("Hi").foregroundColor(.red))
        #expect(red.first?.paint == .solid(RGBAColor(hex: 0xFF3B30)))
        let secondary = try glyphRuns(Text("Hi").foregroundStyle(.secondary))
        #expect(
            secondary.first?.paint == .solid(RGBAColor(red255: 60, green: 60, blue: 67, alpha: 0.6)))
        let inherited = try glyphRuns(VStack { Text("Hi") }.foregroundStyle(.green))
        #expect(inherited.first?.paint == .solid(RGBAColor(hex: 0x34C759)))
    }

    @Test func opacityWrapsTheDrawingInAGroup() throws {
        let group = try groups(square.opacity(0.3)).first
        #expect(group?.opacity == 0.3)
    }

    @Test func clippingModifiersSetAClipPath() throws {
        let clipped = try groups(square.clipShape(Circle())).first
        #expect(clipped?.clipPath != nil)
        #expect(clipped?.clipPath?.controlPointBounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(
            try groups(square.clipped()).first?.clipPath
                == .rect(CGRect(x: 0, y: 0, width: 20, height: 20)))
        let rounded = try groups(square.cornerRadius(5)).first
        #expect(
            rounded?.clipPath == .roundedRect(CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 5))
    }

    @Test func maskUsesTheMaskViewsDrawing() throws {
        let group = try groups(square.mask(Circle())).first
        #expect(group?.mask?.items.count == 1)
    }

    @Test func shadowDefaultsToBlackAtAThird() throws {
        let plain = try groups(square.shadow(radius: 4)).first
        #expect(
            plain?.shadow
                == DisplayShadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 4))
        let custom = try groups(square.shadow(color: .blue, radius: 8, x: 2, y: 3)).first
        #expect(custom?.shadow?.x == 2)
        #expect(custom?.shadow?.y == 3)
        #expect(custom?.shadow?.color == RGBAColor(hex: 0x007AFF))
    }

    @Test func rotationAndScaleTurnAroundTheCenter() throws {
        let rotation = try #require(try groups(square.rotationEffect(.degrees(90))).first)
        let center = rotation.transform.apply(to: CGPoint(x: 10, y: 10))
        #expect(abs(center.x - 10) < 1e-9 && abs(center.y - 10) < 1e-9)
        let corner = rotation.transform.apply(to: CGPoint(x: 0, y: 0))
        #expect(abs(corner.x - 20) < 1e-9 && abs(corner.y) < 1e-9)
        let scale = try #require(try groups(square.scaleEffect(2)).first)
        #expect(scale.transform.apply(to: CGPoint(x: 0, y: 0)) == CGPoint(x: -10, y: -10))
        let anchored = try #require(try groups(square.scaleEffect(2, anchor: .topLeading)).first)
        #expect(anchored.transform.apply(to: CGPoint(x: 20, y: 20)) == CGPoint(x: 40, y: 40))
    }

    @Test func blurAndBlendMode() throws {
        #expect(try groups(square.blur(radius: 3)).first?.blurRadius == 3)
        #expect(try groups(square.blendMode(.multiply)).first?.blendMode == .multiply)
        #expect(try groups(square.compositingGroup()).count == 1)
    }

    @Test func hiddenKeepsItsPlaceButDrawsNothing() throws {
        let view = HStack(spacing: 0) {
            square.hidden()
            Color.blue.frame(width: 20, height: 20).testID("next")
        }
        #expect(try fills(view).count == 1)
        #expect(frame(try layout(view), "next").minX == 20)
    }

    @Test func borderIsAStrokeInsideTheFrame() throws {
        let strokes = try items(square.border(.green, width: 4)).compactMap {
            if case .stroke(let stroke) = $0 { return stroke }
            return nil
        }
        #expect(strokes.count == 1)
        #expect(strokes.first?.style.lineWidth == 4)
        #expect(strokes.first?.path.controlPointBounds == CGRect(x: 2, y: 2, width: 16, height: 16))
    }

    @Test func zIndexChangesDrawingOrder() throws {
        let view = ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }
        let paints = try fills(view).map(\.paint)
        #expect(paints == [.solid(RGBAColor(hex: 0x007AFF)), .solid(RGBAColor(hex: 0xFF3B30))])
    }

    @Test func backgroundIsDrawnBeforeAndOverlayAfter() throws {
        let view = square.background(Color.blue).overlay(Color.green)
        let paints = try fills(view).map(\.paint)
        #expect(
            paints == [
                .solid(RGBAColor(hex: 0x007AFF)), .solid(RGBAColor(hex: 0xFF3B30)),
                .solid(RGBAColor(hex: 0x34C759)),
            ])
    }

    @Test func tintAndAccentColourReachTheTintStyle() throws {
        let tinted = try fills(Rectangle().fill(.tint).frame(width: 5, height: 5).tint(.orange))
        #expect(tinted.first?.paint == .solid(RGBAColor(hex: 0xFF9500)))
        let accent = try fills(Color.accentColor.frame(width: 5, height: 5))
        #expect(accent.first?.paint == .solid(RGBAColor(hex: 0x007AFF)))
        let changed = try fills(Color.accentColor.frame(width: 5, height: 5).accentColor(.pink))
        #expect(changed.first?.paint == .solid(RGBAColor(hex: 0xFF2D55)))
    }

    @Test func gradientsResolveAgainstTheShapesFrame() throws {
        let fill = try fills(
            Rectangle().fill(
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            )
            .frame(width: 100, height: 10)
        ).first
        guard case .linearGradient(let gradient) = fill?.paint else {
            Issue.record("expected a linear gradient")
            return
        }
        #expect(gradient.start == CGPoint(x: 0, y: 5))
        #expect(gradient.end == CGPoint(x: 100, y: 5))
        #expect(gradient.stops.map(\.location) == [0, 1])
    }

    @Test func strokeIsCentredAndStrokeBorderInset() throws {
        func strokePath<V: View>(_ view: V) throws -> VectorPath? {
            try items(view).compactMap {
                if case .stroke(let stroke) = $0 { return stroke.path }
                return nil
            }.first
        }
        let centred = try strokePath(Rectangle().stroke(lineWidth: 4).frame(width: 20, height: 20))
        #expect(centred?.controlPointBounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        let inset = try strokePath(Rectangle().strokeBorder(lineWidth: 4).frame(width: 20, height: 20))
        #expect(inset?.controlPointBounds == CGRect(x: 2, y: 2, width: 16, height: 16))
    }

    @Test func dividerIsOneSeparatorPixel() throws {
        let fill = try fills(VStack { Divider() }).first
        #expect(fill?.path.controlPointBounds?.height == 0.5)
        #expect(fill?.paint == .solid(RGBAColor(red255: 60, green: 60, blue: 67, alpha: 0.29)))
    }

    @Test func symbolImagesUseTheIconFontAndUnknownNamesAPlaceholder() throws {
        let known = try glyphRuns(Image(systemName: "star.fill"))
        #expect(known.first?.glyphs.first?.definition.key.hasPrefix("MaterialDesignIcons") == true)
        let unknown = try items(Image(systemName: "no.such.symbol"))
        let dashed = unknown.contains {
            if case .stroke(let stroke) = $0 { return !stroke.style.dash.isEmpty }
            return false
        }
        #expect(dashed)
        let body = try layout(Image(systemName: "star.fill").testID("i"))
        let title = try layout(Image(systemName: "star.fill").font(.largeTitle).testID("i"))
        #expect(frame(title, "i").width > frame(body, "i").width * 1.8)
        let large = try layout(Image(systemName: "star.fill").imageScale(.large).testID("i"))
        #expect(frame(large, "i").width > frame(body, "i").width)
    }

    @Test func accessibilityTextCollectsTextsAndLabelsInOrder() throws {
        let result = try render(
            VStack {
                Text("Title")
                Image(systemName: "star.fill").accessibilityLabel("Favourite")
                Text("Hidden").accessibilityHidden(true)
                Text("Footer")
            })
        #expect(result.accessibilityText == ["Title", "Favourite", "Footer"])
        #expect(result.svg().contains("aria-label=\"Title, Favourite, Footer\""))
    }

    @Test func renderingIsDeterministic() throws {
        let first = try render(Gallery.ProfileCard()).svg()
        let second = try render(Gallery.ProfileCard()).svg()
        #expect(first == second)
        #expect(first.hasPrefix("<svg"))
    }

    @Test func resizableImagesStretchToTheProposal() throws {
        let root = try layout(
            Image(systemName: "star.fill").resizable().testID("i").frame(width: 60, height: 30))
        #expect(frame(root, "i").size == CGSize(width: 60, height: 30))
        let fitted = try layout(
            Image(systemName: "star.fill").resizable().aspectRatio(contentMode: .fit).testID("i")
                .frame(width: 60, height: 30))
        #expect(frame(fitted, "i").size == CGSize(width: 30, height: 30))
    }
}
