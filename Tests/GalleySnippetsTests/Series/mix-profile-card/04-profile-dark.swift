ProfileCard(user: User(name: "Tara Singh", handle: "tsingh", bio: "Writes about accessibility.", followers: 5_900, following: 410, isVerified: true))
    .environment(\.colorScheme, .dark)
    .background(Color.black)
