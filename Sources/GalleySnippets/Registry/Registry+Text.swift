import Foundation
import GalleyUI

extension Registry {
    /// `Text`, its methods, and fonts.
    func registerText() {
        type("Text", Text.self)
        view("Text", "(_ content: String)") { Text(try $0[0] as String) }
        view("Text", "(verbatim content: String)") { Text(verbatim: try $0[0]) }
        // A symbol as text, and a string literal interpolating images or texts (which the
        // interpreter makes a LocalizedStringKey, as Swift does for `Text`'s literal).
        view("Text", "(_ image: Image)") { Text(try $0[0] as Image) }
        type("LocalizedStringKey", LocalizedStringKey.self)
        view("Text", "(_ key: LocalizedStringKey)") { Text(try $0[0] as LocalizedStringKey) }
        method(Text.self, "bold", "()") { text, _ in text.bold() }
        method(Text.self, "bold", "(_ isActive: Bool)") { $0.bold(try $1[0]) }
        method(Text.self, "italic", "()") { text, _ in text.italic() }
        method(Text.self, "italic", "(_ isActive: Bool)") { $0.italic(try $1[0]) }
        method(Text.self, "font", "(_ font: Font?)") { $0.font($1.optional(0)) }
        method(Text.self, "fontWeight", "(_ weight: Font.Weight?)") { $0.fontWeight($1.optional(0)) }
        method(Text.self, "foregroundColor", "(_ color: Color?)") { $0.foregroundColor($1.optional(0)) }
        method(Text.self, "foregroundStyle", "(_ style: some ShapeStyle)") { text, arguments in
            let style: any ShapeStyle = try arguments[0]
            return text.foregroundStyle(AnyShapeStyle(style))
        }
        method(Text.self, "kerning", "(_ kerning: CGFloat)") { $0.kerning(try $1[0]) }
        method(Text.self, "tracking", "(_ tracking: CGFloat)") { $0.tracking(try $1[0]) }
        method(Text.self, "baselineOffset", "(_ offset: CGFloat)") { $0.baselineOffset(try $1[0]) }
        method(Text.self, "underline", "(_ isActive: Bool = true, color: Color? = nil)") {
            $0.underline(try $1[0], color: $1.optional(1))
        }
        method(Text.self, "strikethrough", "(_ isActive: Bool = true, color: Color? = nil)") {
            $0.strikethrough(try $1[0], color: $1.optional(1))
        }
        method(Text.self, "monospacedDigit", "()") { text, _ in text.monospacedDigit() }

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
        staticFunction("Font", "system", "(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)") {
            Font.system(size: try $0[0], weight: $0.optional(1), design: $0.optional(2))
        }
        staticFunction(
            "Font", "system", "(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil)"
        ) {
            Font.system(try $0[0], design: $0.optional(1), weight: $0.optional(2))
        }
        staticFunction("Font", "custom", "(_ name: String, size: CGFloat)") { Font.custom(try $0[0], size: try $0[1]) }
        staticFunction("Font", "custom", "(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)") {
            Font.custom(try $0[0], size: try $0[1], relativeTo: try $0[2])
        }
        staticFunction("Font", "custom", "(_ name: String, fixedSize: CGFloat)") {
            Font.custom(try $0[0], fixedSize: try $0[1])
        }
        method(Font.self, "weight", "(_ weight: Font.Weight)") { $0.weight(try $1[0]) }
        method(Font.self, "bold", "()") { font, _ in font.bold() }
        method(Font.self, "italic", "()") { font, _ in font.italic() }
        method(Font.self, "monospaced", "()") { font, _ in font.monospaced() }
        method(Font.self, "monospacedDigit", "()") { font, _ in font.monospacedDigit() }
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
