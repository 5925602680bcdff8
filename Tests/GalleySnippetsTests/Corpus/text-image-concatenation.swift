Text(Image(systemName: "star.fill")) + Text(" Favorite")
