struct User {
    let name: String
    let handle: String
    let bio: String
    let followers: Int
    let following: Int
    var isVerified = false
}

struct ProfileCard: View {
    let user: User

    var initials: String {
        user.name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }

    var body: some View {
        VStack(spacing: 12) {
            Avatar(initials: initials, size: 72, color: .purple)
            HStack(spacing: 4) {
                Text(user.name).font(.title3.bold())
                if user.isVerified {
                    Image(systemName: "checkmark.seal.fill").foregroundColor(.blue)
                }
            }
            Text("@\(user.handle)")
                .foregroundStyle(.secondary)
            Text(user.bio)
                .font(.callout)
                .multilineTextAlignment(.center)
            HStack(spacing: 32) {
                stat(user.followers, "Followers")
                stat(user.following, "Following")
            }
        }
        .padding(24)
        .background(.background, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.1), radius: 12, y: 6)
        .padding()
    }

    private func stat(_ value: Int, _ title: String) -> some View {
        VStack {
            Text(value, format: .number.notation(.compactName)).font(.headline)
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
    }
}

ProfileCard(user: User(name: "Jane Appleseed", handle: "jane", bio: "iOS engineer. Coffee, cycling and SwiftUI.", followers: 12_400, following: 180, isVerified: true))
