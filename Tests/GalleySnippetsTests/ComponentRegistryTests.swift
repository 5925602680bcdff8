import GalleySnippets
import GalleyUI
import Testing

/// GalleyUI's design-system components, as snippets write them: each initializer, each
/// built-in style and a style the snippet declares, checked by the frames and colours
/// they lay out and draw.
@Suite struct ComponentRegistryTests {
    /// A colour no built-in style uses, drawn in SVG as `#369`.
    static let probe = "Color(red: 0.2, green: 0.4, blue: 0.6)"

    func frame(_ identifier: String, in root: LaidOutNode) throws -> LaidOutNode.Frame {
        try #require(root.first(identifier: identifier), "no node '\(identifier)'").frame
    }

    func svg(_ source: String, width: Double = 390) throws -> String {
        try renderSnippet(source, width: width).get().svg()
    }

    func texts(_ source: String, width: Double = 390) throws -> [String] {
        try renderSnippet(source, width: width).get().accessibilityText
    }

    // MARK: Card

    @Test(arguments: [
        ("", 16.0, "<filter"), (".cardStyle(.automatic)", 16, "<filter"), (".cardStyle(.shadow)", 16, "<filter"),
        (".cardStyle(ShadowCardStyle())", 16, "<filter"), (".cardStyle(DefaultCardStyle())", 16, "<filter"),
        (".cardStyle(.roundedRectangle)", 16, "fill=\"none\""),
        (".cardStyle(RoundedRectangleCardStyle())", 16, "fill=\"none\""),
        (".cardStyle(.colorful(color: \(probe)))", 16, "#369"),
        (".cardStyle(ColorfulCardStyle(color: \(probe)))", 16, "#369"),
        (".cardStyle(.capsule(color: \(probe)))", 24, "#369"),
        (".cardStyle(CapsuleCardStyle(color: \(probe)))", 24, "#369"), (".cardStyle(.capsule)", 24, "fill=\"#"),
    ])
    func eachCardStyleDrawsTheCardAroundItsContent(style: String, horizontalInset: Double, mark: String) throws {
        let source =
            "Card { Text(\"Five Stars\").accessibilityIdentifier(\"text\") }\(style).accessibilityIdentifier(\"card\")"
        let root = try layout(source)
        let card = try frame("card", in: root)
        let text = try frame("text", in: root)
        #expect(card.width == text.width + 2 * horizontalInset)
        #expect(card.height == text.height + 32)
        #expect(try svg(source).contains(mark))
    }

    @Test func aSnippetCardStyleDrawsItsMakeBodyAndTheInnermostStyleWins() throws {
        let root = try layout(
            """
            struct WideCardStyle: CardStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(40)
                }
            }
            VStack {
                Card { Text("Mine").accessibilityIdentifier("mine") }.accessibilityIdentifier("card")
                Card { Text("Capsule").accessibilityIdentifier("inner") }
                    .cardStyle(.capsule)
                    .accessibilityIdentifier("capsule")
            }
            .cardStyle(WideCardStyle())
            """)
        #expect(try frame("card", in: root).width == frame("mine", in: root).width + 80)
        #expect(try frame("card", in: root).height == frame("mine", in: root).height + 80)
        #expect(try frame("capsule", in: root).width == frame("inner", in: root).width + 48)
    }

    @Test func anErasedCardStyleWorksThroughTheEnvironment() throws {
        let root = try layout(
            """
            Card { Text("A").accessibilityIdentifier("text") }
                .accessibilityIdentifier("card")
                .environment(\\.cardStyle, AnyCardStyle(style: .capsule))
            """)
        #expect(try frame("card", in: root).width == frame("text", in: root).width + 48)
    }

    // MARK: ModalCard

    static let deleteCard = """
        ModalCard(
            title: "Delete Account",
            message: "This action cannot be undone.",
            primaryButton: .destructive(Text("Delete")) {},
            secondaryButton: .cancel()
        )
        """

    @Test func modalCardButtonsSitSideBySideWhenWideAndStackWhenNarrow() throws {
        let wide = try layout(Self.deleteCard, width: 390)
        let row = try frame("ModalCard.row", in: wide)
        let wideButtons = wide.all(type: "Button").map(\.frame)
        #expect(wide.first(identifier: "ModalCard.column") == nil)
        #expect(wideButtons.count == 2)
        #expect(wideButtons.allSatisfy { $0.y == row.y && $0.height == 44 && $0.width == (row.width - 12) / 2 })
        // Cancel on the left, as iOS alerts put it.
        #expect(try texts(Self.deleteCard, width: 390).suffix(2) == ["Cancel", "Delete"])

        let narrow = try layout(Self.deleteCard, width: 200)
        let column = try frame("ModalCard.column", in: narrow)
        let narrowButtons = narrow.all(type: "Button").map(\.frame)
        #expect(narrow.first(identifier: "ModalCard.row") == nil)
        #expect(narrowButtons.allSatisfy { $0.x == column.x && $0.width == column.width })
        #expect(narrowButtons.count == 2 && narrowButtons[1].y == narrowButtons[0].y + 44 + 8)
        #expect(try texts(Self.deleteCard, width: 200).suffix(2) == ["Delete", "Cancel"])
    }

    @Test(arguments: [
        (".destructive(Text(\"Delete\")) {}", "Delete"), (".destructive(Text(\"Delete\"))", "Delete"),
        (".default(Text(\"OK\"))", "OK"), (".default(Text(\"OK\")) {}", "OK"), (".cancel()", "Cancel"),
        (".cancel {}", "Cancel"), (".cancel(Text(\"Not Now\"))", "Not Now"),
        ("ModalCard.Button.cancel(Text(\"Later\")) {}", "Later"),
    ])
    func eachButtonFactoryMakesAFullWidthAction(button: String, title: String) throws {
        let source = "ModalCard(title: \"Saved\", primaryButton: \(button))"
        let root = try layout(source)
        #expect(root.all(type: "Button").map(\.frame.width) == [390 - 48])
        #expect(try texts(source) == ["Saved", title])
    }

    @Test func destructiveActionsTakeTheThemesNegativeColourAndDefaultOnesItsAccent() throws {
        let card = "ModalCard(title: \"T\", primaryButton: %@)"
        func drawn(_ button: String, theme: String) throws -> String {
            try svg(card.replacingOccurrences(of: "%@", with: button) + ".theme(Theme(\(theme): \(Self.probe)))")
        }
        #expect(try drawn(".destructive(Text(\"Delete\"))", theme: "negative").contains("#369"))
        #expect(try !drawn(".default(Text(\"OK\"))", theme: "negative").contains("#369"))
        #expect(try drawn(".default(Text(\"OK\"))", theme: "accent").contains("#369"))
    }

    @Test func theSlotInitializersTakeViewBuilders() throws {
        let two = try layout(
            """
            ModalCard(
                title: "Sign out?",
                message: "You will need your password.",
                primaryAction: { Button("Sign Out", role: .destructive) {} },
                secondaryAction: { Button("Stay", role: .cancel) {} }
            )
            """)
        #expect(two.all(type: "Button").count == 2)
        #expect(two.first(identifier: "ModalCard.row") != nil)
        let one = try layout("ModalCard(title: \"Done\") {\n    Button(\"OK\") {}\n}")
        #expect(one.all(type: "Button").map(\.frame.width) == [390 - 48])
    }

    @Test func aSnippetModalCardStyleSeesOnlyThePartsGiven() throws {
        let style = """
            struct BannerStyle: ModalCardStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.title
                        if let message = configuration.message {
                            message.accessibilityIdentifier("message")
                        }
                        configuration.primaryAction
                        if configuration.secondaryAction == nil {
                            Text("single")
                        }
                    }
                }
            }

            """
        let bareSource =
            style + "ModalCard(title: \"T\", primaryButton: .default(Text(\"OK\")))\n.modalCardStyle(BannerStyle())"
        let bare = try layout(bareSource)
        #expect(bare.first(identifier: "message") == nil)
        #expect(try texts(bareSource) == ["T", "OK", "single"])
        #expect(bare.first(identifier: "ModalCard.text") == nil)
        let full =
            style
            + "ModalCard(title: \"T\", message: \"M\", primaryButton: .default(Text(\"OK\")), secondaryButton: .cancel())\n.modalCardStyle(BannerStyle())"
        #expect(try layout(full).first(identifier: "message") != nil)
        #expect(try texts(full) == ["T", "M", "OK"])
    }

    // MARK: Inputs

    @Test(arguments: [
        ("Select(value: \"Portugal\")", 52.0), ("Select(value: \"Portugal\").selectStyle(.bordered)", 52),
        ("Select(value: \"Portugal\").selectStyle(.underlined)", 45),
        ("Select(value: \"Portugal\").selectStyle(UnderlinedSelectStyle())", 45),
        ("TextInput(text: .constant(\"x\"))", 52),
        ("TextInput(text: .constant(\"x\")).textInputStyle(.underlined)", 45),
        ("TextInput(text: .constant(\"x\")).textInputStyle(BorderedTextInputStyle())", 52),
        ("MoneyInput(amount: .constant(1000), currency: .eur)", 64),
        ("MoneyInput(amount: .constant(1000), currency: .eur).moneyInputStyle(.compact)", 44),
        ("MoneyInput(amount: .constant(1000), currency: .eur).moneyInputStyle(RegularMoneyInputStyle())", 64),
    ])
    func eachInputStyleGivesTheFieldItsHeight(source: String, height: Double) throws {
        let root = try layout("VStack { \(source).accessibilityIdentifier(\"input\") }")
        #expect(try frame("input", in: root).height == height)
    }

    @Test(arguments: ["neutral", "warning", "negative", "positive"])
    func everyArgumentOfASelectShows(emphasis: String) throws {
        let source = """
            Select(label: "Country", placeholder: "Choose", value: "Portugal", thumbnail: Image(systemName: "globe"),
                   information: "Where you pay taxes.", emphasis: .\(emphasis), optional: true, presentValues: .constant(true))
            """
        #expect(try texts(source).contains("Country (Optional)"))
        #expect(try texts(source).contains("Portugal"))
        #expect(try texts(source).contains("Where you pay taxes."))
    }

    @Test func theThemeColoursTheEmphasisOfEveryInput() throws {
        let inputs = """
            VStack {
                Select(label: "Card", value: "Visa", information: "Expired.", emphasis: .negative)
                TextInput(label: "IBAN", text: .constant("PT50"), emphasis: .negative)
                MoneyInput(amount: .constant(5), currency: .usd, emphasis: .negative)
            }
            """
        #expect(try !svg(inputs).contains("#369"))
        #expect(try svg(inputs + ".theme(Theme(negative: \(Self.probe)))").contains("#369"))
        #expect(try texts(inputs + ".theme(.standard)").contains("Expired."))
    }

    @Test func aTextInputShowsItsTextOrItsPlaceholder() throws {
        #expect(
            try texts("TextInput(label: \"Name\", text: .constant(\"\"), placeholder: \"Jane\")") == ["Name", "Jane"])
        #expect(
            try texts("TextInput(label: \"Ref\", text: .constant(\"May\"), placeholder: \"Jane\", optional: true)") == [
                "Ref (Optional)", "May",
            ])
    }

    @Test func aMoneyInputFormatsItsAmountInItsCurrency() throws {
        #expect(try texts("MoneyInput(amount: .constant(1000), currency: .eur)").contains("1,000.00"))
        #expect(try texts("MoneyInput(amount: .constant(129800), currency: .jpy)").contains("129,800"))
        #expect(try texts("MoneyInput(amount: .constant(nil), currency: .gbp)").contains("0.00"))
        let custom =
            "MoneyInput(label: \"Budget\", amount: .constant(2.5), currency: Currency(code: \"SEK\", symbol: \"kr\"))"
        #expect(try texts(custom).contains("SEK"))
        #expect(try texts(custom).contains("2.50"))
        let root = try layout("MoneyInput(amount: .constant(1), currency: .eur, presentCurrencies: .constant(false))")
        #expect(try frame("MoneyInput.amount", in: root).x < frame("MoneyInput.currency", in: root).x)
    }

    @Test func snippetInputStylesReadTheirConfigurations() throws {
        let select = """
            struct RowSelectStyle: SelectStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.label
                        configuration.value
                        Text(configuration.isInteractive ? "tap" : "fixed")
                        Text(configuration.emphasis == .warning ? "warn" : "calm")
                    }
                }
            }
            Select(label: "Size", value: "M", emphasis: .warning).selectStyle(RowSelectStyle())
            """
        #expect(try texts(select) == ["Size", "M", "fixed", "warn"])
        let text = """
            struct FieldOnly: TextInputStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.field.padding(10).accessibilityIdentifier("field")
                }
            }
            TextInput(label: "City", text: .constant("Lisbon")).textInputStyle(FieldOnly())
            """
        #expect(try texts(text) == ["Lisbon"])
        let money = """
            struct Stacked: MoneyInputStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        configuration.amountField
                        configuration.currencySelect
                        if configuration.isOptional { Text("optional") }
                    }
                }
            }
            MoneyInput(amount: .constant(42.5), currency: .eur, optional: true).moneyInputStyle(Stacked())
            """
        #expect(try texts(money) == ["42.50", "EUR", "optional"])
    }

    @Test func aViewReadsTheThemeFromTheEnvironment() throws {
        let source = """
            struct Probe: View {
                @Environment(\\.theme) var colors
                var body: some View { Text(colors.accent == .purple ? "purple" : "standard") }
            }
            VStack {
                Probe()
                Probe().theme(Theme(accent: .purple))
            }
            """
        #expect(try texts(source) == ["standard", "purple"])
    }

    // MARK: Control styles

    @Test func groupBoxesAndTheirStyles() throws {
        let boxed = try layout("GroupBox(\"Storage\") { Text(\"42 GB\").accessibilityIdentifier(\"text\") }")
        #expect(boxed.frame.width == 390)
        #expect(try frame("text", in: boxed).x == 16)
        let styled = """
            struct PlainBox: GroupBoxStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.content; configuration.label }
                }
            }
            GroupBox { Text("body") } label: { Text("title") }
                .groupBoxStyle(PlainBox())
            """
        #expect(try texts(styled) == ["body", "title"])
    }

    @Test func progressViewStyles() throws {
        #expect(try layout("ProgressView(value: 0.7).progressViewStyle(.circular)").frame.width == 24)
        #expect(try layout("ProgressView(value: 0.7).progressViewStyle(.linear)").frame.width == 390)
        let percent = """
            struct Percent: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Text("\\(Int((configuration.fractionCompleted ?? 0) * 100))%")
                }
            }
            ProgressView(value: 0.25).progressViewStyle(Percent())
            """
        #expect(try texts(percent) == ["25%"])
    }

    // MARK: Diagnostics

    @Test func misspeltComponentArgumentsAreDiagnosed() throws {
        #expect(
            try problems("ModalCard(title: \"T\", primaryButon: .cancel())") == [
                "1:23: no initializer 'ModalCard' takes the arguments (title:primaryButon:); the signatures that exist: "
                    + "ModalCard(title:message:primaryButton:secondaryButton:), "
                    + "ModalCard(title:message:primaryAction:secondaryAction:), ModalCard(title:message:primaryAction:)"
            ])
        #expect(
            try problems("Select(lable: \"Country\")") == [
                "1:8: extra argument 'lable' in call to "
                    + "'Select(label:placeholder:value:thumbnail:information:emphasis:optional:presentValues:)' (have 'lable:')"
            ])
        #expect(
            try problems("Card { Text(\"A\") }.cardStyle(.roundedRectangel)") == [
                "1:30: type 'CardStyle' has no member 'roundedRectangel'; did you mean 'roundedRectangle'?"
            ])
        #expect(
            try problems("ModalCard(title: \"T\", primaryButton: .destructiv(Text(\"x\")))") == [
                "1:38: type 'ModalCard.Button' has no member 'destructiv'; did you mean 'destructive'?"
            ])
    }
}
