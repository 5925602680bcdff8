import Foundation
import GalleyUI

extension Registry {
    /// The `Layout` protocol's vocabulary: proposals, subviews and their placement, for
    /// the layouts snippets declare (a flow of chips, a radial menu).
    func registerLayout() {
        type("ProposedViewSize", ProposedViewSize.self)
        staticValues(
            "ProposedViewSize",
            [
                "unspecified": { ProposedViewSize.unspecified }, "zero": { ProposedViewSize.zero },
                "infinity": { ProposedViewSize.infinity },
            ])
        initializer("ProposedViewSize(_:)") { ProposedViewSize(try $0["size"] as CGSize) }
        initializer("ProposedViewSize(width:height:)") {
            ProposedViewSize(width: $0.optional("width"), height: $0.optional("height"))
        }
        property(ProposedViewSize.self, "width") { $0.width.map { Value.double(Double($0)) } ?? Value.null }
        property(ProposedViewSize.self, "height") { $0.height.map { Value.double(Double($0)) } ?? Value.null }
        method(ProposedViewSize.self, "replacingUnspecifiedDimensions(by:)") { proposal, a in
            proposal.replacingUnspecifiedDimensions(by: try a["size"])
        }
        type("LayoutSubview", LayoutSubview.self)
        method(LayoutSubview.self, "sizeThatFits(_:)") { $0.sizeThatFits(try $1["proposal"]) }
        method(LayoutSubview.self, "place(at:anchor:proposal:)") { subview, a in
            subview.place(at: try a["position"], anchor: try a["anchor"], proposal: try a["proposal"])
            return Value.void
        }
        method(LayoutSubview.self, "dimensions(in:)") { $0.dimensions(in: try $1["proposal"]) }
        property(LayoutSubview.self, "priority") { $0.priority }
    }
}

/// A `Layout` the snippet declares: GalleyUI asks it for sizes and placements during
/// layout, and the interpreter runs its `sizeThatFits` and `placeSubviews`. The cache is
/// `()`: a snippet's layout recomputes what it needs.
struct InterpretedLayout: Layout {
    let instance: Instance
    let interpreter: Interpreter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        interpreter.deferring(or: CGSize.zero) {
            let result = try interpreter.callMember(
                "sizeThatFits", of: instance,
                arguments: [
                    (label: "proposal", value: .native(proposal)), (label: "subviews", value: Self.value(of: subviews)),
                    (label: "cache", value: .void),
                ], at: instance.type.node)
            guard case .native(let size as CGSize) = result else {
                throw EvaluationError(
                    "'\(instance.type.name).sizeThatFits' must return a CGSize, not '\(result.typeName)'",
                    at: instance.type.node)
            }
            return size
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        interpreter.deferring(or: ()) {
            _ = try interpreter.callMember(
                "placeSubviews", of: instance,
                arguments: [
                    (label: "in", value: .native(bounds)), (label: "proposal", value: .native(proposal)),
                    (label: "subviews", value: Self.value(of: subviews)), (label: "cache", value: .void),
                ], at: instance.type.node)
        }
    }

    /// Subviews as an array, so that `count`, indices, `map` and `for … in` work as on
    /// SwiftUI's collection.
    private static func value(of subviews: Subviews) -> Value {
        .array(subviews.map { .native($0) })
    }
}
