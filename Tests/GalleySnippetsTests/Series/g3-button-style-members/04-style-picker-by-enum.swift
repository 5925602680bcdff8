enum ButtonKind: CaseIterable {
    case primary, secondary
}

struct KindButton: View {
    let kind: ButtonKind
    let title: String

    var body: some View {
        switch kind {
        case .primary:
            Button(title) {}.buttonStyle(.primary)
        case .secondary:
            Button(title) {}.buttonStyle(.secondary)
        }
    }
}

VStack {
    ForEach(ButtonKind.allCases, id: \.self) { kind in
        KindButton(kind: kind, title: "\(kind)".capitalized)
    }
}
.padding()
