import GalleySnippets
import GalleyUI
import Testing

/// One test per kind of declaration a snippet may make.
@Suite struct DeclarationTests {
    @Test func structWithStoredPropertiesDefaultsAndMemberwiseInit() throws {
        let source = """
            struct Row: View {
                let title: String
                var detail = "none"
                var body: some View { Text(title + " " + detail) }
            }
            VStack {
                Row(title: "A")
                Row(title: "B", detail: "x")
            }
            """
        #expect(try renderSnippet(source).get().accessibilityText == ["A none", "B x"])
    }

    /// A keyword in backticks names a method: declared and called with them.
    @Test func backtickedMethodNamesAreTheirNames() throws {
        let source = """
            struct Tag: View {
                let text: String
                func `repeat`(_ count: Int) -> String { text + text }
                var body: some View { Text(self.`repeat`(2)) }
            }
            Tag(text: "ab")
            """
        #expect(try renderSnippet(source).get().accessibilityText == ["abab"])
    }

    @Test func customInitComputedPropertiesAndMethods() throws {
        let source = """
            struct Price: View {
                let cents: Int
                init(_ euros: Int) { self.cents = euros * 100 }
                private var label: String { format(cents) }
                func format(_ value: Int) -> String { "\\(value / 100).00 €" }
                var body: some View { Text(label) }
            }
            Price(3)
            """
        #expect(try renderSnippet(source).get().accessibilityText == ["3.00 €"])
    }

    @Test func viewBuilderMembersAndGenericContent() throws {
        let source = """
            struct Box<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { VStack { content }.padding(8) }
            }
            struct Page: View {
                var body: some View { Box { header; Text("body") } }
                @ViewBuilder var header: some View {
                    Text("title")
                    Divider()
                }
            }
            Page()
            """
        #expect(try renderSnippet(source).get().accessibilityText == ["title", "body"])
    }

    @Test func stateBindingAndEnvironmentProperties() throws {
        let source = """
            struct Child: View {
                @Binding var value: Int
                @Environment(\\.isEnabled) var isEnabled
                var body: some View { Text("\\(value) \\(isEnabled)") }
            }
            struct Parent: View {
                @State private var value = 5
                var body: some View { Child(value: $value).disabled(true) }
            }
            Parent()
            """
        #expect(try renderSnippet(source).get().accessibilityText == ["5 false"])
    }

    @Test func buttonAndLabelStyleConformances() throws {
        let source = """
            struct Pill: ButtonStyle {
                var color: Color = .green
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(10)
                        .background(color)
                        .accessibilityIdentifier(configuration.isPressed ? "pressed" : "pill")
                }
            }
            struct Stacked: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.icon; configuration.title }.accessibilityIdentifier("stacked")
                }
            }
            VStack {
                Button("Go") {}.buttonStyle(Pill(color: .red))
                Label("Home", systemImage: "house.fill").labelStyle(Stacked())
            }
            """
        let root = try layout(source)
        let pill = try #require(root.first(identifier: "pill"))
        let text = try #require(pill.all(type: "Text").first)
        #expect(pill.frame.width == text.frame.width + 20)
        #expect(root.first(identifier: "stacked") != nil)
    }

    @Test func viewModifierAndViewExtension() throws {
        let source = """
            struct Framed: ViewModifier {
                var inset: CGFloat = 6
                func body(content: Content) -> some View {
                    content.padding(inset).border(Color.gray)
                }
            }
            extension View {
                func framed(_ inset: CGFloat = 6) -> some View { modifier(Framed(inset: inset)) }
            }
            Text("x").framed(12).accessibilityIdentifier("f")
            """
        let root = try layout(source)
        let framed = try #require(root.first(identifier: "f"))
        let text = try #require(framed.all(type: "Text").first)
        #expect(framed.frame.width == text.frame.width + 24)
    }

    @Test func enumsWithCasesRawValuesAndMembers() throws {
        let source = """
            enum Size: String, CaseIterable {
                case small, large = "L"
                var points: CGFloat { self == .small ? 10 : 20 }
            }
            HStack {
                ForEach(Size.allCases, id: \\.self) { size in
                    Text(size.rawValue).font(.system(size: size.points))
                }
            }
            """
        #expect(try renderSnippet(source).get().accessibilityText == ["small", "L"])
    }

    @Test func customEnvironmentKeys() throws {
        let source = """
            struct ToneKey: EnvironmentKey { static let defaultValue = "calm" }
            extension EnvironmentValues {
                var tone: String {
                    get { self[ToneKey.self] }
                    set { self[ToneKey.self] = newValue }
                }
            }
            struct Tone: View {
                @Environment(\\.tone) var tone
                var body: some View { Text(tone) }
            }
            VStack {
                Tone()
                Tone().environment(\\.tone, "loud")
            }
            """
        #expect(try renderSnippet(source).get().accessibilityText == ["calm", "loud"])
    }

    @Test func previewMacrosAndProvidersRenderInAnySwiftBlock() throws {
        let session = SnippetSession()
        let source = """
            struct Hello: View { var body: some View { Text("hello") } }
            #Preview("Greeting") { Hello() }
            struct Hello_Previews: PreviewProvider {
                static var previews: some View { Hello().padding() }
            }
            """
        let evaluation = session.evaluate(source, kind: .code)
        #expect(evaluation.diagnostics.isEmpty)
        #expect(evaluation.previews.map(\.name) == ["Greeting", "Hello_Previews"])
        #expect(session.evaluate("Text(\"a fragment \\(undefined)\")", kind: .code).diagnostics.isEmpty)
    }

    @Test func aBlockOfDeclarationsShowsItsLastViewThatNeedsNoArguments() throws {
        let source =
            "struct A: View { var body: some View { Text(\"A\") } }\nstruct B: View { let x: Int\n var body: some View { Text(\"B\") } }\n"
        #expect(try renderSnippet(source).get().accessibilityText == ["A"])
    }

    @Test func declarationsStayInScopeForLaterSnippets() throws {
        let session = SnippetSession()
        #expect(
            session.evaluate(
                "struct Outline: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View { configuration.label.padding(4) }\n}",
                kind: .preview
            ).diagnostics.isEmpty)
        #expect(try problems("Button(\"x\") {}.buttonStyle(Outline())", session: session).isEmpty)
        #expect(
            try problems("Button(\"x\") {}.buttonStyle(Outlin())", session: SnippetSession()).first?.contains(
                "cannot find type or view 'Outlin'") == true)
    }

    @Test func siteWideFilesAreInScopeAndTheirErrorsNameTheFile() throws {
        let session = SnippetSession()
        let file =
            "struct Tag: View {\n    let text: String\n    var body: some View {\n        Text(text).paddng()\n    }\n}\n"
        #expect(session.loadDeclarations(file, file: "components/Tag.swift").isEmpty)
        let evaluation = session.evaluate("Tag(text: \"new\")", kind: .preview)
        let preview = try #require(evaluation.previews.first)
        guard case .failure(let failure) = try session.render(preview) else {
            Issue.record("expected the misspelt modifier to be reported")
            return
        }
        let problem = try #require(failure.diagnostics.first)
        #expect(problem.file == "components/Tag.swift")
        #expect(
            "\(problem.line):\(problem.column): \(problem.message)"
                == "4:19: unknown modifier 'paddng'; did you mean 'padding'?")
        let broken = session.loadDeclarations("struct X {\n    let a = (\n}\n", file: "X.swift")
        #expect(broken.first?.file == "X.swift")
    }

    @Test func theLaidOutTreeNamesDeclaredViewsAndModifiers() throws {
        let tree = try layout(
            """
            struct Framed: ViewModifier {
                func body(content: Content) -> some View { content.padding(4) }
            }
            struct ProfileRow: View {
                var body: some View { Text("Jane").modifier(Framed()) }
            }
            ProfileRow()
            """)
        let row = try #require(tree.all(type: "ProfileRow").first)
        #expect(row.all(type: "Framed").count == 1)
        #expect(tree.all(type: "InterpretedView").isEmpty)
        #expect(tree.all(type: "InterpretedModifier").isEmpty)
    }

    @Test func aStoredPropertyDoesNotHideAModifierOfTheSameName() throws {
        let tree = try layout(
            """
            struct Probe: View {
                @Environment(\\.font) var font
                var body: some View { Text("Hi") }
            }
            Probe().font(.largeTitle)
            """)
        let text = try #require(tree.all(type: "Text").first)
        #expect(text.frame.height > 30)
    }
}
