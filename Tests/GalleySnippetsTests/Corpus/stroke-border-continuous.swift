RoundedRectangle(cornerRadius: 8, style: .continuous)
    .strokeBorder(Color.secondary, lineWidth: 1)
    .frame(width: 120, height: 44)
