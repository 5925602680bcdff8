import Foundation
import GalleyUI

extension Registry {
    /// `Select`, `TextInput` and `MoneyInput`, their shared vocabulary (`InputEmphasis`,
    /// the building blocks of their configurations), `Currency` and the `Theme`.
    func registerInputs() {
        registerInputVocabulary()
        registerTheme()
        registerSelect()
        registerTextInput()
        registerMoneyInput()
    }

    private func registerSelect() {
        view(
            "Select",
            "(label: String? = nil, placeholder: String? = nil, value: String? = nil, thumbnail: Image? = nil, information: String? = nil, emphasis: InputEmphasis = .neutral, optional: Bool = false, presentValues: Binding<Bool>? = nil)"
        ) { a in
            Select(
                label: a.optional(0), placeholder: a.optional(1), value: a.optional(2), thumbnail: a.optional(3),
                information: a.optional(4), emphasis: try a[5], optional: try a[6], presentValues: a.optional(7))
        }
        componentStyle("SelectStyle", (any SelectStyle).self, modifier: "selectStyle") {
            InterpretedSelectStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedSelectStyle($1)
        }
        staticValues("SelectStyle", ["bordered": { BorderedSelectStyle() }, "underlined": { UnderlinedSelectStyle() }])
        initializer("BorderedSelectStyle", "()") { _ in BorderedSelectStyle() }
        initializer("UnderlinedSelectStyle", "()") { _ in UnderlinedSelectStyle() }
        styleConfiguration(
            SelectStyleConfiguration.self,
            [
                "label": { $0.label }, "value": { $0.value }, "thumbnail": { $0.thumbnail },
                "information": { $0.information }, "emphasis": { $0.emphasis }, "isOptional": { $0.isOptional },
                "isInteractive": { $0.isInteractive }, "isPresentingValues": { $0.isPresentingValues },
            ])
        method(SelectStyleConfiguration.self, "presentValuesAction", "()") { configuration, _ in
            configuration.presentValuesAction()
        }
    }

    private func registerTextInput() {
        view(
            "TextInput",
            "(label: String? = nil, text: Binding<String>, placeholder: String? = nil, thumbnail: Image? = nil, information: String? = nil, emphasis: InputEmphasis = .neutral, optional: Bool = false)"
        ) { a in
            TextInput(
                label: a.optional(0), text: try a[1], placeholder: a.optional(2), thumbnail: a.optional(3),
                information: a.optional(4), emphasis: try a[5], optional: try a[6])
        }
        componentStyle("TextInputStyle", (any TextInputStyle).self, modifier: "textInputStyle") {
            InterpretedTextInputStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedTextInputStyle($1)
        }
        staticValues(
            "TextInputStyle", ["bordered": { BorderedTextInputStyle() }, "underlined": { UnderlinedTextInputStyle() }])
        initializer("BorderedTextInputStyle", "()") { _ in BorderedTextInputStyle() }
        initializer("UnderlinedTextInputStyle", "()") { _ in UnderlinedTextInputStyle() }
        styleConfiguration(
            TextInputStyleConfiguration.self,
            [
                "label": { $0.label }, "field": { $0.field }, "thumbnail": { $0.thumbnail },
                "information": { $0.information }, "emphasis": { $0.emphasis }, "isOptional": { $0.isOptional },
            ])
    }

    private func registerMoneyInput() {
        view(
            "MoneyInput",
            "(label: String? = nil, amount: Binding<Double?>, placeholder: String? = nil, currency: Currency, presentCurrencies: Binding<Bool>? = nil, information: String? = nil, emphasis: InputEmphasis = .neutral, optional: Bool = false)"
        ) { a in
            MoneyInput(
                label: a.optional(0), amount: try a[1], placeholder: a.optional(2), currency: try a[3],
                presentCurrencies: a.optional(4), information: a.optional(5), emphasis: try a[6], optional: try a[7])
        }
        converters["Binding<Double?>"] = { value, interpreter, _ in
            guard case .binding(let reference) = value else { return nil }
            return Binding<Double?>(
                get: { interpreter.numeric(reference.value) },
                set: { reference.value = $0.map(Value.double) ?? .null })
        }
        componentStyle("MoneyInputStyle", (any MoneyInputStyle).self, modifier: "moneyInputStyle") {
            InterpretedMoneyInputStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedMoneyInputStyle($1)
        }
        staticValues(
            "MoneyInputStyle", ["regular": { RegularMoneyInputStyle() }, "compact": { CompactMoneyInputStyle() }])
        initializer("RegularMoneyInputStyle", "()") { _ in RegularMoneyInputStyle() }
        initializer("CompactMoneyInputStyle", "()") { _ in CompactMoneyInputStyle() }
        styleConfiguration(
            MoneyInputStyleConfiguration.self,
            [
                "label": { $0.label }, "information": { $0.information }, "amountField": { $0.amountField },
                "currencySelect": { $0.currencySelect }, "emphasis": { $0.emphasis }, "isOptional": { $0.isOptional },
            ])

        type("Currency", Currency.self)
        initializer("Currency", "(code: String, symbol: String, fractionDigits: Int = 2)") {
            Currency(code: try $0[0], symbol: try $0[1], fractionDigits: try $0[2])
        }
        staticValues(
            "Currency",
            [
                "usd": { Currency.usd }, "eur": { Currency.eur }, "gbp": { Currency.gbp }, "jpy": { Currency.jpy },
                "chf": { Currency.chf }, "inr": { Currency.inr },
            ])
        property(Currency.self, "code") { $0.code }
        property(Currency.self, "symbol") { $0.symbol }
        property(Currency.self, "fractionDigits") { $0.fractionDigits }
        method(Currency.self, "format", "(_ amount: Double)") { currency, a in currency.format(try a[0]) }
    }

    /// The emphasis and the unstyled building blocks that every input's configuration holds.
    private func registerInputVocabulary() {
        type("InputEmphasis", InputEmphasis.self)
        staticValues(
            "InputEmphasis",
            [
                "neutral": { InputEmphasis.neutral }, "warning": { InputEmphasis.warning },
                "negative": { InputEmphasis.negative }, "positive": { InputEmphasis.positive },
            ])
        staticValue("InputEmphasis", "allCases", Value.array(InputEmphasis.allCases.map { .native($0) }))
        method(InputEmphasis.self, "color", "(in theme: Theme)") { emphasis, a in
            emphasis.color(in: try a[0]).map { Value.native($0) } ?? Value.null
        }

        type("InputLabel", InputLabel.self)
        view("InputLabel", "(_ label: String?, optional: Bool = false)") {
            InputLabel($0.optional(0), optional: try $0[1])
        }
        property(InputLabel.self, "text") { $0.text.map(Value.string) ?? Value.null }
        type("InputField", InputField.self)
        view("InputField", "(value: String?, placeholder: String?)") {
            InputField(value: $0.optional(0), placeholder: $0.optional(1))
        }
        property(InputField.self, "value") { $0.value.map(Value.string) ?? Value.null }
        property(InputField.self, "placeholder") { $0.placeholder.map(Value.string) ?? Value.null }
        property(InputField.self, "isShowingPlaceholder") { $0.isShowingPlaceholder }
        type("InputInformation", InputInformation.self)
        view("InputInformation", "(_ text: String?)") { InputInformation($0.optional(0)) }
        property(InputInformation.self, "text") { $0.text.map(Value.string) ?? Value.null }
        property(InputInformation.self, "isEmpty") { $0.isEmpty }
    }

    private func registerTheme() {
        type("Theme", Theme.self)
        initializer(
            "Theme",
            "(accent: Color = .accentColor, positive: Color = Theme.standardPositive, negative: Color = Theme.standardNegative, warning: Color = Theme.standardWarning, content: Color = Color(.label), secondaryContent: Color = Color(.secondaryLabel), background: Color = Color(.systemBackground), border: Color = Theme.standardBorder)"
        ) { a in
            Theme(
                accent: try a[0], positive: try a[1], negative: try a[2], warning: try a[3], content: try a[4],
                secondaryContent: try a[5],
                background: try a[6], border: try a[7])
        }
        staticValues(
            "Theme",
            [
                "standard": { Theme.standard }, "standardPositive": { Theme.standardPositive },
                "standardNegative": { Theme.standardNegative }, "standardWarning": { Theme.standardWarning },
                "standardBorder": { Theme.standardBorder },
            ])
        let colors: [String: @Sendable (Theme) -> Color] = [
            "accent": \.accent, "positive": \.positive, "negative": \.negative, "warning": \.warning,
            "content": \.content, "secondaryContent": \.secondaryContent, "background": \.background,
            "border": \.border,
        ]
        for (name, color) in colors { property(Theme.self, name, color) }
        modifier("theme", "(_ theme: Theme)") { view, a in view.theme(try a[0]) }
        environmentValue("theme", \.theme, type: "Theme")
    }
}
