import Foundation
import GalleyUI
import SwiftSyntax

/// A path being built: `Path { path in path.move(to: …) }` hands the closure one, and a
/// `var path = Path()` is built through one too, so both forms share the methods below.
/// A class because the builder closure's parameter is `inout` in SwiftUI: what the closure
/// does to it must outlive the call.
final class PathBuilder {
    var path: Path

    init(_ path: Path = Path()) {
        self.path = path
    }
}

extension Registry {
    /// `Path` and its building methods, for shapes declared in snippets and for paths drawn
    /// directly (`Path { … }.stroke()`).
    func registerPaths() {
        type("Path", Path.self)
        initializer("Path", "()") { _ in Path() }
        initializer("Path", "(_ rect: CGRect)") { Path(try $0[0] as CGRect) }
        initializer("Path", "(ellipseIn rect: CGRect)") { Path(ellipseIn: try $0[0] as CGRect) }
        initializer("Path", "(roundedRect rect: CGRect, cornerRadius: CGFloat)") {
            Path(roundedRect: try $0[0] as CGRect, cornerRadius: try $0[1])
        }
        initializer("Path", "(_ build: (Any) -> Any)") { a in
            let builder = PathBuilder()
            _ = try a.interpreter.callFunction(try a[0], [.native(builder)], builder: false, at: a.node)
            return builder.path
        }
        pathMethod("move", "(to point: CGPoint)") { $0.move(to: try $1[0]) }
        pathMethod("addLine", "(to point: CGPoint)") { $0.addLine(to: try $1[0]) }
        pathMethod("addLines", "(_ points: [CGPoint])") { $0.addLines(try $1[0]) }
        pathMethod("addQuadCurve", "(to point: CGPoint, control: CGPoint)") {
            $0.addQuadCurve(to: try $1[0], control: try $1[1])
        }
        pathMethod("addCurve", "(to point: CGPoint, control1: CGPoint, control2: CGPoint)") {
            $0.addCurve(to: try $1[0], control1: try $1[1], control2: try $1[2])
        }
        pathMethod("addArc", "(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool)")
        {
            $0.addArc(
                center: try $1[0], radius: try $1[1], startAngle: try $1[2], endAngle: try $1[3], clockwise: try $1[4])
        }
        pathMethod("addRect", "(_ rect: CGRect)") { $0.addRect(try $1[0]) }
        pathMethod("addEllipse", "(in rect: CGRect)") { $0.addEllipse(in: try $1[0]) }
        pathMethod("addRoundedRect", "(in rect: CGRect, cornerSize: CGSize)") {
            $0.addRoundedRect(in: try $1[0], cornerSize: try $1[1])
        }
        pathMethod("addPath", "(_ path: Path)") { $0.addPath(try $1[0]) }
        pathMethod("closeSubpath", "()") { path, _ in path.closeSubpath() }
        method(Path.self, "offsetBy", "(dx: CGFloat, dy: CGFloat)") { $0.offsetBy(dx: try $1[0], dy: try $1[1]) }
    }

    /// A method that changes the path being built.
    private func pathMethod(
        _ name: String, _ parameters: String, _ body: @escaping @Sendable (inout Path, Arguments) throws -> Void
    ) {
        method(PathBuilder.self, name, parameters) { builder, arguments in
            try body(&builder.path, arguments)
            return Value.void
        }
    }
}

extension Interpreter {
    /// `path.move(to: …)` on a `var path = Path()`: the method runs on a builder holding
    /// the path, and the changed path is stored back.
    func mutatingPath(_ path: Path, _ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard let overloads = registry.methods["PathBuilder"]?[name] else { return nil }
        let builder = PathBuilder(path)
        _ = try callOverloads(overloads, named: name, receiver: .native(builder), args, at: node, kind: "method")
        return .native(builder.path)
    }
}
