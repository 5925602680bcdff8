let variants: [(String, DSButtonVariant)] = [
    ("Primary", .primary), ("Secondary", .secondary), ("Tertiary", .tertiary), ("Destructive", .destructive),
]
let sizes: [DSButtonSize] = [.small, .medium, .large]

Grid(horizontalSpacing: 12, verticalSpacing: 12) {
    ForEach(variants, id: \.0) { name, variant in
        GridRow {
            ForEach(sizes, id: \.self) { size in
                Button(name) {}
                    .buttonStyle(.ds(variant, size: size))
            }
        }
    }
}
.padding()
