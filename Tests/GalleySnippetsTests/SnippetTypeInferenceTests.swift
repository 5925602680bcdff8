import SwiftParser
import SwiftSyntax
import Testing

@testable import GalleySnippets

/// What Swift's type checker tells SwiftUI code that a snippet relies on: `Self` in a
/// protocol extension's static members, a static function beside a static property of the
/// same name, a protocol's `Configuration` type alias, a generic parameter's constraint,
/// a stored property's inferred type, and `.pi` beside a number; each decides where an
/// implicit member (`.init`, `.green`, `.capsule`) is looked up.
@Suite struct SnippetTypeInferenceTests {
    @Test func selfInAStaticMemberIsTheTypeOfTheWhereClause() throws {
        let root = try layout(
            """
            struct WidePadding: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.title.padding(.horizontal, 20)
                }
            }
            extension LabelStyle where Self == WidePadding {
                static var wide: Self { Self() }
                static var wider: Self { .init() }
            }
            VStack {
                Label("A", systemImage: "star").labelStyle(.wide).accessibilityIdentifier("self")
                Label("A", systemImage: "star").labelStyle(.wider).accessibilityIdentifier("init")
                Label("A", systemImage: "star").labelStyle(WidePadding()).accessibilityIdentifier("direct")
            }
            """)
        let direct = try #require(root.first(identifier: "direct")).frame
        #expect(try #require(root.first(identifier: "self")).frame.width == direct.width)
        #expect(try #require(root.first(identifier: "init")).frame.width == direct.width)
    }

    @Test func aCallPicksTheStaticFunctionOverTheStaticPropertyOfTheSameName() throws {
        let root = try layout(
            """
            struct Bar: ProgressViewStyle {
                var height: Double = 4
                func makeBody(configuration: Configuration) -> some View {
                    Capsule().frame(height: height)
                }
            }
            extension ProgressViewStyle where Self == Bar {
                static var bar: Bar { .init() }
                static func bar(height: Double) -> Bar { .init(height: height) }
            }
            VStack {
                ProgressView(value: 0.5).progressViewStyle(.bar).accessibilityIdentifier("property")
                ProgressView(value: 0.5).progressViewStyle(.bar(height: 12)).accessibilityIdentifier("function")
            }
            """)
        #expect(try #require(root.first(identifier: "property")).frame.height == 4)
        #expect(try #require(root.first(identifier: "function")).frame.height == 12)
    }

    /// The custom-view-styles pattern: the snippet's own style protocol with a
    /// `Configuration` alias, styles built by `.init(...)` against it, and static members
    /// found through a generic parameter's constraint.
    @Test func aSnippetsOwnStyleProtocolResolvesConfigurationAndItsMembers() throws {
        let root = try layout(
            """
            protocol BadgeStyle {
                associatedtype Body: View
                typealias Configuration = BadgeStyleConfiguration
                func makeBody(configuration: Configuration) -> Body
            }
            struct BadgeStyleConfiguration {
                let text: Text
            }
            struct PillBadgeStyle: BadgeStyle {
                var tint = Color.blue
                func makeBody(configuration: Configuration) -> some View {
                    configuration.text.padding(6).background(tint, in: Capsule())
                }
            }
            extension BadgeStyle where Self == PillBadgeStyle {
                static var pill: PillBadgeStyle { .init() }
                static func pill(_ tint: Color) -> PillBadgeStyle { .init(tint: tint) }
            }
            struct Badge<S: BadgeStyle>: View {
                let title: String
                let style: S
                var body: some View {
                    style.makeBody(configuration: .init(text: Text(title)))
                }
            }
            func badge<S: BadgeStyle>(_ title: String, style: S) -> some View {
                Badge(title: title, style: style)
            }
            VStack {
                badge("New", style: .pill).accessibilityIdentifier("member")
                badge("New", style: .pill(.green)).accessibilityIdentifier("function")
                PillBadgeStyle(tint: .orange).makeBody(configuration: .init(text: Text("New")))
                    .accessibilityIdentifier("inferred")
            }
            """)
        let member = try #require(root.first(identifier: "member")).frame
        #expect(member.height > 20)
        let function = try #require(root.first(identifier: "function")).frame
        #expect(function.width == member.width && function.height == member.height)
        let inferred = try #require(root.first(identifier: "inferred")).frame
        #expect(inferred.width == member.width && inferred.height == member.height)
    }

    @Test(arguments: [
        ("var tint = Color.blue", ".green"), ("var tint = Color.blue.opacity(0.5)", ".green"),
        ("var tint = Color(red: 0, green: 0, blue: 1)", ".green"), ("var width = 12.0", "8"),
    ])
    func aStoredPropertysInferredTypeTakesImplicitMembersAndWidening(declaration: String, argument: String) throws {
        let label = declaration.split(separator: " ")[1]
        _ = try layout(
            """
            struct Swatch: View {
                \(declaration)
                var body: some View { Rectangle().frame(width: 10, height: 10) }
            }
            Swatch(\(label): \(argument))
            """)
    }

    @Test func aPropertyOfAnotherValueIsNotMistakenForAType() throws {
        func inferred(_ source: String) throws -> String? {
            let item = try #require(Parser.parse(source: source).statements.first?.item)
            return DeclaredType.inferredType(of: try #require(item.as(ExprSyntax.self)))
        }
        #expect(try inferred("Theme.shared.accent") == nil)
        #expect(try inferred("Color.accentColor.opacity(0.2)") == "Color")
        #expect(try inferred("12") == "Int")
    }

    @Test func piBesideANumberIsDoublesAndFoundationsMathsIsThere() throws {
        let root = try layout(
            """
            let angle = 2 * .pi / 4
            let side = (sin(angle) * 100).rounded()
            Color.red.frame(width: side, height: hypot(3, 4) + atan2(0, 1))
            """)
        #expect(root.frame.width == 100)
        #expect(root.frame.height == 5)
    }

    @Test func aKeyPathIsAFunctionOfItsRoot() throws {
        let root = try layout(
            """
            let initials = "Jane Appleseed".split(separator: " ").compactMap(\\.first).map(String.init).joined()
            Text(initials).accessibilityIdentifier("initials")
            """)
        let text = try #require(root.first(identifier: "initials"))
        #expect(text.frame.width > 10 && text.frame.width < 40)
    }
}
