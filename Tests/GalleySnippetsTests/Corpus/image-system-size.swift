Image(systemName: "gear")
    .font(.system(size: 40))
    .foregroundColor(Color(red: 0.5, green: 0.5, blue: 0.5))
