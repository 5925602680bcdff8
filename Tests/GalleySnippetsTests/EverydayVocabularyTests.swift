import Testing

@testable import GalleySnippets

/// The standard library and SwiftUI vocabulary that real articles use inside views.
@Suite struct EverydayVocabularyTests {
    @Test func gridColumnsFromArrayRepeatingCount() throws {
        let root = try layout(
            """
            let columns = Array(repeating: GridItem(.flexible()), count: 3)
            LazyVGrid(columns: columns) {
                ForEach(0..<6) { index in
                    Color.blue.frame(height: 40).accessibilityIdentifier("cell\\(index)")
                }
            }
            .frame(width: 300)
            """)
        let first = try #require(root.first(identifier: "cell0")).frame
        let fourth = try #require(root.first(identifier: "cell3")).frame
        #expect(fourth.y > first.y)
        #expect(fourth.x == first.x)
    }

    @Test func zipPairsTwoSequences() throws {
        let root = try layout(
            """
            let names = ["Ada", "Grace", "Linus"]
            let scores = [3, 5]
            VStack {
                ForEach(Array(zip(names, scores)), id: \\.0) { pair in
                    Text("\\(pair.0): \\(pair.1)")
                }
            }
            """)
        #expect(root.children.count == 2)
        #expect(try problems(#"Text("\(zip([1, 2, 3], [4, 5]).map { $0.0 + $0.1 }.count)")"#).isEmpty)
    }

    @Test func splittingText() throws {
        #expect(
            try problems(
                """
                let initials = "Ada Lovelace".split(separator: " ").map { String($0.prefix(1)) }.joined()
                Text(initials)
                """
            ).isEmpty)
    }

    @Test func libraryEnumsListTheirCases() throws {
        let root = try layout(
            """
            VStack {
                ForEach(ControlSize.allCases, id: \\.self) { size in
                    Button("Save") {}.controlSize(size)
                }
            }
            """)
        #expect(root.frame.height > 0)
        #expect(try problems(#"Text("\(DynamicTypeSize.allCases.count)")"#).isEmpty)
    }

    @Test func stylesBuildTheirControlFromTheConfiguration() throws {
        let root = try layout(
            """
            struct DoubleTapStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button(configuration).padding(.horizontal, 10)
                }
            }
            extension PrimitiveButtonStyle where Self == DoubleTapStyle {
                static var doubleTap: DoubleTapStyle { DoubleTapStyle() }
            }
            struct Framed: GroupBoxStyle {
                func makeBody(configuration: Configuration) -> some View {
                    GroupBox(configuration).padding(6)
                }
            }
            VStack {
                Button("Save") {}.buttonStyle(.doubleTap).buttonStyle(.borderedProminent).accessibilityIdentifier("wide")
                Button("Save") {}.buttonStyle(.borderedProminent).accessibilityIdentifier("plain")
                GroupBox { Text("Inside") }.groupBoxStyle(Framed()).accessibilityIdentifier("framed")
                GroupBox { Text("Inside") }.accessibilityIdentifier("box")
            }
            """)
        let wide = try #require(root.first(identifier: "wide")).frame
        let plain = try #require(root.first(identifier: "plain")).frame
        #expect(wide.width == plain.width + 20)
        let framed = try #require(root.first(identifier: "framed")).frame
        let box = try #require(root.first(identifier: "box")).frame
        #expect(framed.height == box.height + 12)
    }

    @Test func operatorsAsFunctionsReduceAndStride() throws {
        let root = try layout(
            """
            let heights = [20.0, 35.0, 50.0]
            let total = heights.reduce(0, +)
            let longest = ["a", "abc", "ab"].reduce(0) { max($0, $1.count) }
            let ordered = [3, 1, 2].sorted(by: >)
            VStack {
                Color.red.frame(width: total, height: 1).accessibilityIdentifier("total")
                Color.red.frame(width: Double(longest), height: 1).accessibilityIdentifier("longest")
                Color.red.frame(width: Double(ordered[0]), height: 1).accessibilityIdentifier("first")
                HStack(spacing: 0) {
                    ForEach(stride(from: 0, to: 100, by: 25), id: \\.self) { value in
                        Color.blue.frame(width: 10, height: 10)
                    }
                }
                .accessibilityIdentifier("ticks")
            }
            """)
        #expect(try #require(root.first(identifier: "total")).frame.width == 105)
        #expect(try #require(root.first(identifier: "longest")).frame.width == 3)
        #expect(try #require(root.first(identifier: "first")).frame.width == 3)
        #expect(try #require(root.first(identifier: "ticks")).frame.width == 40)
        #expect(
            try problems("let steps = stride(from: 0, to: 10, by: 0)\nText(\"x\")") == [
                "1:13: Fatal error: Stride size must not be zero"
            ])
    }

    @Test func aViewModelsNestedEnumIsItsOwn() throws {
        let root = try layout(
            """
            final class WeatherModel: ObservableObject {
                enum State {
                    case loading
                    case loaded(temperature: Int)
                }
                @Published var state: State = .loaded(temperature: 21)
            }
            struct WeatherView: View {
                @ObservedObject var model: WeatherModel
                var body: some View {
                    switch model.state {
                    case .loading: ProgressView()
                    case .loaded(let temperature): Text("\\(temperature)°").accessibilityIdentifier("temperature")
                    }
                }
            }
            WeatherView(model: WeatherModel())
            """)
        #expect(root.first(identifier: "temperature") != nil)
    }

    @Test func labeledContentAndColorPickerRows() throws {
        let root = try layout(
            """
            VStack {
                LabeledContent("Version", value: "2.4.1").accessibilityIdentifier("row")
                ColorPicker("Accent", selection: .constant(.orange)).accessibilityIdentifier("picker")
                LabeledContent { Text("1042") } label: { Text("Build") }
            }
            .frame(width: 300)
            """)
        let row = try #require(root.first(identifier: "row")).frame
        #expect(row.width == 300)
        let picker = try #require(root.first(identifier: "picker")).frame
        #expect(picker.width == 300)
        #expect(picker.height == 28)
    }

    @Test func materialsAndResolvedColours() throws {
        let light = try renderSnippet(
            "Text(\"Synced\").padding(8).background(.thinMaterial, in: Capsule())", colorScheme: .light
        ).get().svg()
        let dark = try renderSnippet(
            "Text(\"Synced\").padding(8).background(.thinMaterial, in: Capsule())", colorScheme: .dark
        ).get().svg()
        #expect(light != dark)
        #expect(
            try problems(
                """
                struct Swatch: View {
                    @Environment(\\.self) private var environment
                    var body: some View {
                        Text("Red \\(Int(Color.orange.resolve(in: environment).red * 255))")
                    }
                }
                Swatch()
                """
            ).isEmpty)
    }
}
