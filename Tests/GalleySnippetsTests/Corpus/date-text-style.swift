Text("Today")
    .font(.footnote)
    .foregroundColor(.gray)
