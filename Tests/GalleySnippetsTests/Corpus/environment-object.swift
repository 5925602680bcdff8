class Settings: ObservableObject {
    @Published var username = "guest"
}

struct ProfileView: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        Text("Profile")
    }
}

ProfileView()
    .environmentObject(Settings())
