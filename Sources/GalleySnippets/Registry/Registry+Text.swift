import Foundation
import GalleyUI

extension Registry {
    /// `Text`, its methods, and fonts.
    func registerText() {
        type("Text", Text.self)
        view("Text(_: String)") { Text(try $0["content"] as String) }
        view("Text(verbatim:)") { Text(verbatim: try $0["content"]) }
        // A symbol as text, and a string literal interpolating images or texts (which the
        // interpreter makes a LocalizedStringKey, as Swift does for `Text`'s literal).
        view("Text(_: Image)") { Text(try $0["image"] as Image) }
        type("LocalizedStringKey", LocalizedStringKey.self)
        view("Text(_: LocalizedStringKey)") { Text(try $0["key"] as LocalizedStringKey) }
        method(Text.self, "bold()") { text, _ in text.bold() }
        method(Text.self, "bold(_:)") { $0.bold(try $1["isActive"]) }
        method(Text.self, "italic()") { text, _ in text.italic() }
        method(Text.self, "italic(_:)") { $0.italic(try $1["isActive"]) }
        method(Text.self, "font(_:)") { $0.font($1.optional("font")) }
        method(Text.self, "fontWeight(_:)") { $0.fontWeight($1.optional("weight")) }
        method(Text.self, "foregroundColor(_:)") { $0.foregroundColor($1.optional("color")) }
        method(Text.self, "foregroundStyle(_:)") { text, arguments in
            let style: any ShapeStyle = try arguments["style"]
            return text.foregroundStyle(AnyShapeStyle(style))
        }
        method(Text.self, "kerning(_:)") { $0.kerning(try $1["kerning"]) }
        method(Text.self, "tracking(_:)") { $0.tracking(try $1["tracking"]) }
        method(Text.self, "baselineOffset(_:)") { $0.baselineOffset(try $1["offset"]) }
        method(Text.self, "underline(_:color:)") {
            $0.underline(try $1["isActive"], color: $1.optional("color"))
        }
        method(Text.self, "strikethrough(_:color:)") {
            $0.strikethrough(try $1["isActive"], color: $1.optional("color"))
        }
        method(Text.self, "monospacedDigit()") { text, _ in text.monospacedDigit() }

        type("Font", Font.self)
        staticValues(
            "Font",
            [
                "largeTitle": { Font.largeTitle }, "title": { Font.title }, "title2": { Font.title2 },
                "title3": { Font.title3 },
                "headline": { Font.headline }, "subheadline": { Font.subheadline }, "body": { Font.body },
                "callout": { Font.callout },
                "footnote": { Font.footnote }, "caption": { Font.caption }, "caption2": { Font.caption2 },
            ])
        staticFunction("Font", "system(size:weight:design:)") {
            Font.system(size: try $0["size"], weight: $0.optional("weight"), design: $0.optional("design"))
        }
        staticFunction("Font", "system(_:design:weight:)") {
            Font.system(try $0["style"], design: $0.optional("design"), weight: $0.optional("weight"))
        }
        staticFunction("Font", "custom(_:size:)") { Font.custom(try $0["name"], size: try $0["size"]) }
        staticFunction("Font", "custom(_:size:relativeTo:)") {
            Font.custom(try $0["name"], size: try $0["size"], relativeTo: try $0["textStyle"])
        }
        staticFunction("Font", "custom(_:fixedSize:)") {
            Font.custom(try $0["name"], fixedSize: try $0["fixedSize"])
        }
        method(Font.self, "weight(_:)") { $0.weight(try $1["weight"]) }
        method(Font.self, "bold()") { font, _ in font.bold() }
        method(Font.self, "italic()") { font, _ in font.italic() }
        method(Font.self, "monospaced()") { font, _ in font.monospaced() }
        method(Font.self, "monospacedDigit()") { font, _ in font.monospacedDigit() }
        type("Font.Weight", Font.Weight.self)
        staticValues(
            "Font.Weight",
            [
                "ultraLight": { Font.Weight.ultraLight }, "thin": { Font.Weight.thin }, "light": { Font.Weight.light },
                "regular": { Font.Weight.regular }, "medium": { Font.Weight.medium },
                "semibold": { Font.Weight.semibold },
                "bold": { Font.Weight.bold }, "heavy": { Font.Weight.heavy }, "black": { Font.Weight.black },
            ])
        type("Font.Design", Font.Design.self)
        staticValues(
            "Font.Design",
            [
                "default": { Font.Design.default }, "serif": { Font.Design.serif }, "rounded": { Font.Design.rounded },
                "monospaced": { Font.Design.monospaced },
            ])
        type("Font.TextStyle", Font.TextStyle.self)
        for style in Font.TextStyle.allCases { staticValue("Font.TextStyle", "\(style)", style) }
        type("TextAlignment", TextAlignment.self)
        for alignment in TextAlignment.allCases { staticValue("TextAlignment", "\(alignment)", alignment) }
        type("Text.TruncationMode", Text.TruncationMode.self)
        staticValues(
            "Text.TruncationMode",
            [
                "head": { Text.TruncationMode.head }, "middle": { Text.TruncationMode.middle },
                "tail": { Text.TruncationMode.tail },
            ])
        type("Text.Case", Text.Case.self)
        staticValues("Text.Case", ["uppercase": { Text.Case.uppercase }, "lowercase": { Text.Case.lowercase }])
    }
}
