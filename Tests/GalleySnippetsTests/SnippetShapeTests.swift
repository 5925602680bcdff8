import Testing

@testable import GalleySnippets

/// Shapes declared in snippets draw through their `path(in:)`, in their own space as in
/// SwiftUI, and take every shape modifier; `Path` builds as articles write it.
@Suite struct SnippetShapeTests {
    static let triangle = """
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }

        """

    @Test func aDeclaredShapeFillsStrokesAndSizesLikeALibraryShape() throws {
        let root = try layout(
            Self.triangle + """
                HStack(spacing: 10) {
                    Triangle().fill(Color.orange).frame(width: 80, height: 70).accessibilityIdentifier("filled")
                    Triangle().stroke(Color.blue, lineWidth: 4).frame(width: 60, height: 50).accessibilityIdentifier("stroked")
                    Text("Clip").padding(30).background(Color.pink).clipShape(Triangle())
                }
                """)
        let filled = try #require(root.first(identifier: "filled")).frame
        #expect(filled.width == 80 && filled.height == 70)
        let stroked = try #require(root.first(identifier: "stroked")).frame
        #expect(stroked.width == 60 && stroked.height == 50)
    }

    @Test func aShapeDrawsInItsOwnSpaceWhereverItIsPlaced() throws {
        // The wave starts at x = 0 of its own rectangle: placed second in the stack, its
        // drawing must start where its frame starts, not at the stack's left edge.
        let source = """
            struct Bar: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { path in
                        path.move(to: CGPoint(x: 0, y: 0))
                        path.addLine(to: CGPoint(x: rect.width, y: 0))
                        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
                        path.addLine(to: CGPoint(x: 0, y: rect.height))
                        path.closeSubpath()
                    }
                }
            }
            HStack(spacing: 0) {
                Color.clear.frame(width: 100, height: 10)
                Bar().fill(Color.red).frame(width: 50, height: 10)
            }
            """
        let svg = try renderSnippet(source, width: 150).get().svg()
        #expect(svg.contains("M100 0") || svg.contains("M100,0") || svg.contains("M 100 0"), "\(svg)")
    }

    @Test func aShapeWhosePathFailsReportsTheError() throws {
        let problems = try problems(
            """
            struct Broken: Shape {
                func path(in rect: CGRect) -> Path {
                    let width: Int = 1 / 0
                    return Path()
                }
            }
            Broken().fill(Color.red).frame(width: 10, height: 10)
            """)
        #expect(problems == ["3:28: division by zero"])
    }
}
