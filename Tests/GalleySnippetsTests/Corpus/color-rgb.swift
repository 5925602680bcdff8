Color(red: 0.2, green: 0.4, blue: 0.9)
    .frame(height: 60)
