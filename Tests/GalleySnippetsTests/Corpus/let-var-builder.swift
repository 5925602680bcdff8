struct PriceTag: View {
    let price: Double
    var body: some View {
        let formatted = "$" + String(format: "%.2f", price)
        Text(formatted)
    }
}

PriceTag(price: 9.99)
