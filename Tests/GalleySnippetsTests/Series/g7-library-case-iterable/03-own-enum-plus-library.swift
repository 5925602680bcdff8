enum Weight: String, CaseIterable, Identifiable {
    case light, regular, bold
    var id: Self { self }

    var fontWeight: Font.Weight {
        switch self {
        case .light: .light
        case .regular: .regular
        case .bold: .bold
        }
    }
}

Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
    ForEach(Weight.allCases) { weight in
        GridRow {
            Text(weight.rawValue.capitalized)
                .foregroundStyle(.secondary)
            Text("Aa")
                .fontWeight(weight.fontWeight)
        }
    }
}
.padding()
