Color.orange
    .frame(width: 100, height: 60)
    .cornerRadius(12)
