import Foundation

extension View {
    /// Sets a preference from an anchor of this view (its bounds, a point of it), taken
    /// after layout; an ancestor resolves the anchor with a `GeometryReader`'s
    /// `proxy[anchor]`, typically in `.overlayPreferenceValue`.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        _anchorPreference(key: ObjectIdentifier(K.self), value: value) { transform($0) }
    }

    /// Draws a view over this one made from the combined value of a preference set inside
    /// it, proposed this view's size and aligned on it, as `overlay` does.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _preferenceDecoration(
            .overlay, alignment: alignment, reduction: Self.reduction(of: K.self),
            content: { value in (value as? K.Value).map { AnyView(transform($0)) } ?? AnyView(EmptyView()) })
    }

    /// Draws a view behind this one made from the combined value of a preference set
    /// inside it, proposed this view's size and aligned on it, as `background` does.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _preferenceDecoration(
            .background, alignment: alignment, reduction: Self.reduction(of: K.self),
            content: { value in (value as? K.Value).map { AnyView(transform($0)) } ?? AnyView(EmptyView()) })
    }

    /// `anchorPreference(key:value:transform:)` for keys known only at run time (the
    /// interpreter's).
    public func _anchorPreference<A>(
        key: ObjectIdentifier, value source: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> Any
    ) -> some View {
        wrappingNodes { node, context in
            PreferenceNode(key: key, environment: context.environment, child: node) { frame in
                transform(Anchor(frame: frame, source: source))
            }
        }
    }

    /// `overlayPreferenceValue` and `backgroundPreferenceValue` for keys known only at run
    /// time (the interpreter's): `defaultValue` and `reduce` combine the values set inside,
    /// `content` makes the decoration from the combined value.
    public func _preferenceValueDecoration(
        inBackground: Bool, key: ObjectIdentifier, alignment: Alignment, defaultValue: @escaping () -> Any,
        reduce: @escaping (Any, Any) -> Any, content: @escaping (Any) -> any View
    ) -> some View {
        _preferenceDecoration(
            inBackground ? .background : .overlay, alignment: alignment,
            reduction: PreferenceReduction(key: key, defaultValue: defaultValue, reduce: reduce),
            content: { AnyView(erasing: content($0)) })
    }

    private static func reduction<K: PreferenceKey>(of key: K.Type) -> PreferenceReduction {
        PreferenceReduction(
            key: ObjectIdentifier(K.self), defaultValue: { K.defaultValue },
            reduce: { current, next in
                guard var value = current as? K.Value, let next = next as? K.Value else { return current }
                K.reduce(value: &value, nextValue: { next })
                return value
            })
    }

    private func _preferenceDecoration(
        _ placement: DecorationNode.Placement, alignment: Alignment, reduction: PreferenceReduction,
        content: @escaping (Any) -> AnyView
    ) -> some View {
        wrappingNodes { node, context in
            PreferenceDecorationNode(
                placement: placement, alignment: alignment, reduction: reduction, environment: context.environment,
                primary: node
            ) { value in
                let nodes = context.resolve(content(value))
                if nodes.count == 1 { return nodes[0] }
                return ZStackNode(alignment: alignment, environment: context.environment, children: nodes)
            }
        }
    }
}

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: laid out like `.overlay` and
/// `.background`, but the decoration is made when the node is placed, from the preference
/// values of the modified view as it was just placed (its anchors know their frames).
final class PreferenceDecorationNode: LayoutNode {
    let placement: DecorationNode.Placement
    let alignment: Alignment
    let reduction: PreferenceReduction
    private let makeDecoration: (Any) -> LayoutNode
    let primary: LayoutNode

    init(
        placement: DecorationNode.Placement, alignment: Alignment, reduction: PreferenceReduction,
        environment: EnvironmentValues, primary: LayoutNode, makeDecoration: @escaping (Any) -> LayoutNode
    ) {
        self.placement = placement
        self.alignment = alignment
        self.reduction = reduction
        self.makeDecoration = makeDecoration
        self.primary = primary
        super.init(
            typeName: placement == .background ? "backgroundPreferenceValue" : "overlayPreferenceValue",
            environment: environment, children: [primary])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        primary.sizeThatFits(proposal)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        primary.place(at: bounds.origin, size: bounds.size, proposal: proposal)
        let decoration = makeDecoration(reduction.value(in: primary))
        // Children in drawing order: a background before, an overlay after.
        children = placement == .background ? [decoration, primary] : [primary, decoration]
        placeAligned(decoration, proposal: ProposedViewSize(bounds.size), in: bounds, alignment: alignment)
    }

    override var layoutPriority: Double { primary.layoutPriority }
    override var spacingKind: SpacingKind { primary.spacingKind }

    override func alignmentGuide(_ key: AlignmentKey, axis: Axis, size: CGSize) -> CGFloat {
        primary.alignmentGuide(key, axis: axis, size: size)
    }
}
