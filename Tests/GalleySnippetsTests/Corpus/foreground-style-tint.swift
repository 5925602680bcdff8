Image(systemName: "heart.fill")
    .foregroundStyle(.tint)
