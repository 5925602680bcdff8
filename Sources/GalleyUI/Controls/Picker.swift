import Foundation

/// Carries a `.tag` value for the picker around it.
final class TagNode: PassthroughNode {
    let tag: AnyHashable

    init(tag: AnyHashable, environment: EnvironmentValues, child: LayoutNode) {
        self.tag = tag
        super.init(typeName: "tag", environment: environment, child: child)
    }
}

/// How a picker shows its options.
public enum PickerAppearance: Hashable, Sendable {
    /// The selected option in the tint colour with up-down chevrons (iOS's default).
    case menu
    /// Equal segments in a grey track, the selected one raised on white.
    case segmented
}

/// The look of pickers.
public protocol PickerStyle {}

public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// Drawn like `.menu` in a still picture.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// Drawn like `.menu` in a still picture.
public struct InlinePickerStyle: PickerStyle { public init() {} }
public typealias DefaultPickerStyle = MenuPickerStyle

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
    public static var automatic: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

private struct PickerAppearanceKey: EnvironmentKey {
    static let defaultValue = PickerAppearance.menu
}

extension EnvironmentValues {
    var pickerAppearance: PickerAppearance {
        get { self[PickerAppearanceKey.self] }
        set { self[PickerAppearanceKey.self] = newValue }
    }
}

extension View {
    /// The style of pickers inside this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let appearance: PickerAppearance = style is SegmentedPickerStyle ? .segmented : .menu
        return transformingEnvironment { $0.pickerAppearance = appearance }
    }
}

/// A choice among tagged options, showing the one whose tag is the selection.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }
}

extension Picker where Label == Text {
    public init(
        _ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let options = context.resolve(content).map { node -> (tag: AnyHashable?, title: String) in
            var texts: [String] = []
            node.collectTextForOption(into: &texts)
            return (node.firstTag, texts.joined(separator: " "))
        }
        let selected = AnyHashable(selection.wrappedValue)
        let selectedIndex = options.firstIndex { $0.tag == selected }
        let view: AnyView
        switch context.environment.pickerAppearance {
        case .segmented:
            view = AnyView(SegmentedControl(titles: options.map(\.title), selectedIndex: selectedIndex))
        case .menu:
            let current = selectedIndex.map { options[$0].title } ?? ""
            let menu = HStack(spacing: 4) {
                Text(verbatim: current)
                Image(systemName: "chevron.up.chevron.down").imageScale(.small).accessibilityHidden(true)
            }
            view =
                context.environment.isInList
                ? AnyView(
                    HStack {
                        label
                        Spacer()
                        menu.foregroundStyle(.secondary)
                    })
                : AnyView(menu.foregroundStyle(.tint))
        }
        return context.resolve(view).map {
            PassthroughNode(typeName: "Picker", environment: context.environment, child: $0)
        }
    }
}

/// iOS's segmented control: a 32 pt grey track with 8 pt corners, equal segments, and
/// the selected one on a white rounded rectangle 2 pt inside the track.
private struct SegmentedControl: View {
    let titles: [String]
    let selectedIndex: Int?
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(titles.enumerated()), id: \.offset) { index, title in
                Text(verbatim: title)
                    .font(.subheadline.weight(index == selectedIndex ? .semibold : .regular))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selectedIndex {
                            RoundedRectangle(cornerRadius: 7)
                                .fill(colorScheme == .dark ? Color(white: 0.39) : Color.white)
                                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, x: 0, y: 2)
                                .padding(2)
                        }
                    }
            }
        }
        .frame(height: 32)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8))
    }
}

extension LayoutNode {
    /// The tag of this option: its own `.tag`, or the first one below it; without any,
    /// the id of the `ForEach` element it was made from (SwiftUI's implicit tag).
    var firstTag: AnyHashable? { firstExplicitTag ?? firstImplicitTag }

    private var firstExplicitTag: AnyHashable? {
        if let tagged = self as? TagNode { return tagged.tag }
        for child in children {
            if let tag = child.firstExplicitTag { return tag }
        }
        return nil
    }

    private var firstImplicitTag: AnyHashable? {
        if let implicitTag { return implicitTag }
        for child in children {
            if let tag = child.firstImplicitTag { return tag }
        }
        return nil
    }

    /// The text of an option, whether or not it was placed.
    func collectTextForOption(into texts: inout [String]) {
        appendOwnAccessibilityText(into: &texts)
        for child in children { child.collectTextForOption(into: &texts) }
    }
}
