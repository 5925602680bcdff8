RoundedRectangle(cornerRadius: 12)
    .fill(Color.white)
    .frame(width: 150, height: 100)
    .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
