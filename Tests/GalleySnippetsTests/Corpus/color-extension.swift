extension Color {
    static let brand = Color(red: 0.36, green: 0.2, blue: 0.9)
}

Text("Brand")
    .padding()
    .background(Color.brand)
    .foregroundColor(.white)
