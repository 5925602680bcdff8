Circle()
    .stroke(Color.blue, lineWidth: 4)
    .frame(width: 60, height: 60)
