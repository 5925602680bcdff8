struct ResolvedColorView: View {
    @Environment(\.self) private var environment
    let color: Color

    var body: some View {
        let resolved = color.resolve(in: environment)

        HStack {
            RoundedRectangle(cornerRadius: 6)
                .fill(color)
                .frame(width: 32, height: 32)
            Text("R \(resolved.red, specifier: "%.2f")  G \(resolved.green, specifier: "%.2f")  B \(resolved.blue, specifier: "%.2f")")
                .font(.caption.monospaced())
        }
    }
}

VStack(alignment: .leading) {
    ResolvedColorView(color: .orange)
    ResolvedColorView(color: .teal)
}
.padding()
