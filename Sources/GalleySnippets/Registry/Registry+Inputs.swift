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
            "Select(label:placeholder:value:thumbnail:information:emphasis:optional:presentValues:)",
            example: #"""
                Select(label: "Country", placeholder: "Choose a country", value: "Portugal")
                    .padding()
                """#
        ) { a in
            Select(
                label: a.optional("label"), placeholder: a.optional("placeholder"), value: a.optional("value"),
                thumbnail: a.optional("thumbnail"),
                information: a.optional("information"), emphasis: try a["emphasis"], optional: try a["optional"],
                presentValues: a.optional("presentValues"))
        }
        componentStyle(
            "SelectStyle", (any SelectStyle).self, modifier: "selectStyle",
            example: #"""
                Select(label: "Country", value: "Portugal")
                    .selectStyle(.underlined)
                    .padding()
                """#
        ) {
            InterpretedSelectStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedSelectStyle($1)
        }
        staticValues("SelectStyle", ["bordered": { BorderedSelectStyle() }, "underlined": { UnderlinedSelectStyle() }])
        initializer("BorderedSelectStyle()") { _ in BorderedSelectStyle() }
        initializer("UnderlinedSelectStyle()") { _ in UnderlinedSelectStyle() }
        styleConfiguration(
            SelectStyleConfiguration.self,
            [
                "label": { $0.label }, "value": { $0.value }, "thumbnail": { $0.thumbnail },
                "information": { $0.information }, "emphasis": { $0.emphasis }, "isOptional": { $0.isOptional },
                "isInteractive": { $0.isInteractive }, "isPresentingValues": { $0.isPresentingValues },
            ])
        method(SelectStyleConfiguration.self, "presentValuesAction()") { configuration, _ in
            configuration.presentValuesAction()
        }
    }

    private func registerTextInput() {
        view(
            "TextInput(label:text:placeholder:thumbnail:information:emphasis:optional:)",
            example: #"""
                TextInput(label: "Email", text: .constant("jane@example.com"))
                    .padding()
                """#
        ) { a in
            TextInput(
                label: a.optional("label"), text: try a["text"], placeholder: a.optional("placeholder"),
                thumbnail: a.optional("thumbnail"),
                information: a.optional("information"), emphasis: try a["emphasis"], optional: try a["optional"])
        }
        componentStyle(
            "TextInputStyle", (any TextInputStyle).self, modifier: "textInputStyle",
            example: #"""
                TextInput(label: "Email", text: .constant("jane@example.com"))
                    .textInputStyle(.underlined)
                    .padding()
                """#
        ) {
            InterpretedTextInputStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedTextInputStyle($1)
        }
        staticValues(
            "TextInputStyle", ["bordered": { BorderedTextInputStyle() }, "underlined": { UnderlinedTextInputStyle() }])
        initializer("BorderedTextInputStyle()") { _ in BorderedTextInputStyle() }
        initializer("UnderlinedTextInputStyle()") { _ in UnderlinedTextInputStyle() }
        styleConfiguration(
            TextInputStyleConfiguration.self,
            [
                "label": { $0.label }, "field": { $0.field }, "thumbnail": { $0.thumbnail },
                "information": { $0.information }, "emphasis": { $0.emphasis }, "isOptional": { $0.isOptional },
            ])
    }

    private func registerMoneyInput() {
        view(
            "MoneyInput(label:amount:placeholder:currency:presentCurrencies:information:emphasis:optional:)",
            example: #"""
                MoneyInput(label: "You send", amount: .constant(1000), currency: .eur)
                    .padding()
                """#
        ) { a in
            MoneyInput(
                label: a.optional("label"), amount: try a["amount"], placeholder: a.optional("placeholder"),
                currency: try a["currency"],
                presentCurrencies: a.optional("presentCurrencies"), information: a.optional("information"),
                emphasis: try a["emphasis"], optional: try a["optional"])
        }
        converters["Binding<Double?>"] = { value, interpreter, _ in
            guard case .binding(let reference) = value else { return nil }
            return Binding<Double?>(
                get: { interpreter.numeric(reference.value) },
                set: { reference.value = $0.map(Value.double) ?? .null })
        }
        componentStyle(
            "MoneyInputStyle", (any MoneyInputStyle).self, modifier: "moneyInputStyle",
            example: #"""
                MoneyInput(label: "Price", amount: .constant(42), currency: .eur)
                    .moneyInputStyle(.compact)
                    .padding()
                """#
        ) {
            InterpretedMoneyInputStyle(instance: $0, interpreter: $1)
        } apply: {
            $0.openedMoneyInputStyle($1)
        }
        staticValues(
            "MoneyInputStyle", ["regular": { RegularMoneyInputStyle() }, "compact": { CompactMoneyInputStyle() }])
        initializer("RegularMoneyInputStyle()") { _ in RegularMoneyInputStyle() }
        initializer("CompactMoneyInputStyle()") { _ in CompactMoneyInputStyle() }
        styleConfiguration(
            MoneyInputStyleConfiguration.self,
            [
                "label": { $0.label }, "information": { $0.information }, "amountField": { $0.amountField },
                "currencySelect": { $0.currencySelect }, "emphasis": { $0.emphasis }, "isOptional": { $0.isOptional },
            ])

        type("Currency", Currency.self)
        initializer("Currency(code:symbol:fractionDigits:)") {
            Currency(code: try $0["code"], symbol: try $0["symbol"], fractionDigits: try $0["fractionDigits"])
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
        method(Currency.self, "format(_:)") { currency, a in currency.format(try a["amount"]) }
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
        method(InputEmphasis.self, "color(in:)") { emphasis, a in
            emphasis.color(in: try a["theme"]).map { Value.native($0) } ?? Value.null
        }

        type("InputLabel", InputLabel.self)
        view(
            "InputLabel(_:optional:)",
            example: #"""
                InputLabel("Reference", optional: true)
                    .padding()
                """#
        ) {
            InputLabel($0.optional("label"), optional: try $0["optional"])
        }
        property(InputLabel.self, "text") { $0.text.map(Value.string) ?? Value.null }
        type("InputField", InputField.self)
        view(
            "InputField(value:placeholder:)",
            example: #"""
                InputField(value: nil, placeholder: "jane@example.com")
                    .padding()
                """#
        ) {
            InputField(value: $0.optional("value"), placeholder: $0.optional("placeholder"))
        }
        property(InputField.self, "value") { $0.value.map(Value.string) ?? Value.null }
        property(InputField.self, "placeholder") { $0.placeholder.map(Value.string) ?? Value.null }
        property(InputField.self, "isShowingPlaceholder") { $0.isShowingPlaceholder }
        type("InputInformation", InputInformation.self)
        view(
            "InputInformation(_:)",
            example: #"""
                InputInformation("We'll send the receipt here.")
                    .padding()
                """#
        ) { InputInformation($0.optional("text")) }
        property(InputInformation.self, "text") { $0.text.map(Value.string) ?? Value.null }
        property(InputInformation.self, "isEmpty") { $0.isEmpty }
    }

    private func registerTheme() {
        type("Theme", Theme.self)
        initializer("Theme(accent:positive:negative:warning:content:secondaryContent:background:border:)") { a in
            Theme(
                accent: try a["accent"], positive: try a["positive"], negative: try a["negative"],
                warning: try a["warning"], content: try a["content"],
                secondaryContent: try a["secondaryContent"],
                background: try a["background"], border: try a["border"])
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
        modifier(
            "theme(_:)",
            example: #"""
                Button("Continue") {}
                    .buttonStyle(.borderedProminent)
                    .theme(Theme(accent: .purple))
                """#
        ) { view, a in view.theme(try a["theme"]) }
        environmentValue("theme", \.theme, type: "Theme")
    }
}
