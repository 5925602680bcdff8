RoundedRectangle(cornerRadius: 25, style: .continuous)
    .fill(Color.blue)
    .frame(width: 200, height: 100)
