import GalleyText

/// What the engine carries while it turns views into layout nodes: the environment
/// at the current place in the hierarchy.
struct ResolveContext {
    var environment: EnvironmentValues
    /// Shapes and measures text for every `Text` and symbol image.
    let textEngine: TextEngine
    /// Collects what the tree tells its root, such as a preferred colour scheme.
    let signals: ResolveSignals

    init(environment: EnvironmentValues, textEngine: TextEngine, signals: ResolveSignals = ResolveSignals()) {
        self.environment = environment
        self.textEngine = textEngine
        self.signals = signals
    }

    /// The layout nodes of `view`: none for `EmptyView`, several for a tuple, a
    /// `ForEach` or a `Group`, one for most views.
    func resolve(_ view: any View) -> [LayoutNode] {
        resolveOpened(view)
    }

    /// Resolves a view of a known type the way `ViewResolution` says for the type: the
    /// runtime is asked once per type which kind of view it is, where every view of every
    /// preview cost one to three dynamic casts to protocols (a twentieth of the time).
    private func resolveOpened<V: View>(_ view: V) -> [LayoutNode] {
        switch ViewResolution.of(V.self) {
        case .primitive(let type):
            if let nodes = type.nodes(of: view, in: self) { return nodes }
        case .shape(let type):
            if let nodes = type.shapeNodes(of: view, in: self) { return nodes }
        case .composite(let typeName, let hasCustomName):
            let name = hasCustomName ? (view as? CustomDisplayName)?.displayName : nil
            return resolveComposite(view, name: name ?? typeName)
        }
        // Not reached: the value is of the type that was asked about. Were it not, the
        // value itself is asked, as every view was before kinds were kept per type.
        if let primitive = view as? PrimitiveView { return primitive.makeNodes(in: self) }
        if let shape = view as? any Shape { return resolveShape(shape) }
        return resolveComposite(view, name: (view as? CustomDisplayName)?.displayName ?? displayName(of: V.self))
    }

    /// A view with a body: install its environment, evaluate the body, resolve that.
    private func resolveComposite<V: View>(_ view: V, name: String) -> [LayoutNode] {
        installEnvironment(environment, in: view)
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        return wrapCustom(name: name, resolve(body))
    }

    /// A shape is filled with the foreground style: its body, without a node of its own.
    fileprivate func resolveShape<S: Shape>(_ shape: S) -> [LayoutNode] {
        shape.body.makeNodes(in: self)
    }

    func resolveCustomModifier<M: ViewModifier>(_ modifier: M, content: any View) -> [LayoutNode] {
        installEnvironment(environment, in: modifier)
        let body = EnvironmentValues.$current.withValue(environment) {
            modifier.body(content: _ViewModifier_Content<M>(content: content))
        }
        return wrapCustom(
            name: (modifier as? CustomDisplayName)?.displayName ?? displayName(of: M.self), resolve(body))
    }

    /// A custom view with one node gets a transparent node of its own, so the laid-out
    /// tree names it; a body of several views stays a list, as a `Group` would.
    private func wrapCustom(name: String, _ nodes: [LayoutNode]) -> [LayoutNode] {
        guard nodes.count == 1 else { return nodes }
        return [PassthroughNode(typeName: name, environment: environment, child: nodes[0])]
    }

    /// Resolves `view` as exactly one node: several are stacked vertically and none is
    /// an empty node, as SwiftUI does for a root or a container that needs one child.
    func resolveSingle(_ view: any View) -> LayoutNode {
        let nodes = resolve(view)
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return EmptyNode(environment: environment) }
        return StackNode(
            axis: .vertical, alignment: .center, spacing: nil, typeName: "VStack",
            environment: environment, children: nodes)
    }
}

/// `Card<Text>` -> `Card`, `any Shape` -> `Shape`: the name a type has in source, without
/// generic arguments. Worked out once per type and process, for every thread: the runtime
/// spells a type's whole generic name every time it is asked, and every custom view of
/// every preview asks (as does the snippet interpreter, for every value it looks up).
public func displayName(of type: Any.Type) -> String {
    displayNames.value(for: type) { type in
        var full = String(describing: type)
        if full.hasPrefix("any ") { full.removeFirst(4) }
        return full.split(separator: "<", maxSplits: 1).first.map(String.init) ?? full
    }
}

private let displayNames = PerTypeMemo<String>()

/// Which kind of view a type is, for `ResolveContext.resolve`: a primitive makes its
/// own nodes, a shape is filled, anything else has a body. No type is both a shape and
/// a primitive view, so the order of the questions decides nothing.
enum ViewResolution: Sendable {
    case primitive(any PrimitiveView.Type)
    case shape(any Shape.Type)
    /// `typeName`: the type's name in source; `hasCustomName`: the type conforms to
    /// `CustomDisplayName`, whose value names it instead.
    case composite(typeName: String, hasCustomName: Bool)

    static func of(_ type: Any.Type) -> ViewResolution {
        kinds.value(for: type) { type in
            if let primitive = type as? any PrimitiveView.Type { return .primitive(primitive) }
            if let shape = type as? any Shape.Type { return .shape(shape) }
            return .composite(typeName: displayName(of: type), hasCustomName: type is CustomDisplayName.Type)
        }
    }

    private static let kinds = PerTypeMemo<ViewResolution>()
}

extension PrimitiveView {
    /// The nodes of `view`, a value of this type (nil if it is not one).
    fileprivate static func nodes<V: View>(of view: V, in context: ResolveContext) -> [LayoutNode]? {
        (view as? Self)?.makeNodes(in: context)
    }
}

extension Shape {
    /// The nodes of `view`, a shape of this type (nil if it is not one).
    fileprivate static func shapeNodes<V: View>(of view: V, in context: ResolveContext) -> [LayoutNode]? {
        (view as? Self).map { context.resolveShape($0) }
    }
}
