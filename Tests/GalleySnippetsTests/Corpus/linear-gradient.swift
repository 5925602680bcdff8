LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
    .frame(width: 200, height: 120)
    .cornerRadius(20)
