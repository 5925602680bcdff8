Color(.systemGray5)
    .frame(height: 44)
