RoundedRectangle(cornerRadius: 12)
    .fill(Color.blue.gradient)
    .frame(width: 120, height: 80)
