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
        initializer("Path()") { _ in Path() }
        initializer("Path(_: CGRect)") { Path(try $0["rect"] as CGRect) }
        initializer("Path(ellipseIn:)") { Path(ellipseIn: try $0["rect"] as CGRect) }
        initializer("Path(roundedRect:cornerRadius:)") {
            Path(roundedRect: try $0["rect"] as CGRect, cornerRadius: try $0["cornerRadius"])
        }
        initializer("Path(_: (Any) -> Any)") { a in
            let builder = PathBuilder()
            _ = try a.interpreter.callFunction(try a["build"], [.native(builder)], builder: false, at: a.node)
            return builder.path
        }
        pathMethod("move(to:)") { $0.move(to: try $1["point"]) }
        pathMethod("addLine(to:)") { $0.addLine(to: try $1["point"]) }
        pathMethod("addLines(_:)") { $0.addLines(try $1["points"]) }
        pathMethod("addQuadCurve(to:control:)") {
            $0.addQuadCurve(to: try $1["point"], control: try $1["control"])
        }
        pathMethod("addCurve(to:control1:control2:)") {
            $0.addCurve(to: try $1["point"], control1: try $1["control1"], control2: try $1["control2"])
        }
        pathMethod("addArc(center:radius:startAngle:endAngle:clockwise:)") {
            $0.addArc(
                center: try $1["center"], radius: try $1["radius"], startAngle: try $1["startAngle"],
                endAngle: try $1["endAngle"], clockwise: try $1["clockwise"])
        }
        pathMethod("addRect(_:)") { $0.addRect(try $1["rect"]) }
        pathMethod("addEllipse(in:)") { $0.addEllipse(in: try $1["rect"]) }
        pathMethod("addRoundedRect(in:cornerSize:)") {
            $0.addRoundedRect(in: try $1["rect"], cornerSize: try $1["cornerSize"])
        }
        pathMethod("addPath(_:)") { $0.addPath(try $1["path"]) }
        pathMethod("closeSubpath()") { path, _ in path.closeSubpath() }
        method(Path.self, "offsetBy(dx:dy:)") { $0.offsetBy(dx: try $1["dx"], dy: try $1["dy"]) }
    }

    /// A method that changes the path being built.
    private func pathMethod(_ selector: String, _ body: @escaping @Sendable (inout Path, Arguments) throws -> Void) {
        method(PathBuilder.self, selector, declaredBy: "Path") { builder, arguments in
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
