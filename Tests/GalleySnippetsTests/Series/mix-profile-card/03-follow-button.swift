struct FollowButton: View {
    @State private var isFollowing = false

    var body: some View {
        Button {
            withAnimation(.snappy) { isFollowing.toggle() }
        } label: {
            Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "checkmark" : "plus")
                .frame(minWidth: 120)
        }
        .buttonStyle(.borderedProminent)
        .tint(isFollowing ? .gray : .blue)
        .controlSize(.large)
    }
}

VStack {
    ProfileCard(user: User(name: "Max Kim", handle: "maxk", bio: "Designer.", followers: 310, following: 290))
    FollowButton()
}
