Label("Favorites", systemImage: "star.fill")
