RoundedRectangle(cornerRadius: 10)
    .stroke(Color.gray, lineWidth: 2)
    .frame(width: 150, height: 60)
