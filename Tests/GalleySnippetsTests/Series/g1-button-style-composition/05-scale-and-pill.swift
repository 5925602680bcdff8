Button {
    print("Buy")
} label: {
    Label("Buy for $4.99", systemImage: "cart")
}
.buttonStyle(ScaleButtonStyle())
.buttonStyle(PillButtonStyle(color: .green))
