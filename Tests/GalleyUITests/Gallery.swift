import Foundation

@testable import GalleyUI

/// Sample previews in the manner of published SwiftUI articles, rendered by the
/// gallery test in light and dark.
enum Gallery {
    struct ProfileCard: View {
        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.blue)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Jane Appleseed").font(.headline)
                    Text("iOS Engineer · Cupertino").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "chevron.right").foregroundStyle(.tertiary)
            }
            .padding()
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
            .padding()
        }
    }

    struct TextStyles: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Large Title").font(.largeTitle).bold()
                Text("Title").font(.title)
                Text("Title 2").font(.title2)
                Text("Headline").font(.headline)
                Text("Body text that is long enough to wrap onto a second line in a narrow preview.")
                Text("Footnote").font(.footnote).foregroundStyle(.secondary)
                Text("Caption").font(.caption).italic()
            }
            .padding()
        }
    }

    struct Shapes: View {
        var body: some View {
            VStack(spacing: 16) {
                HStack(spacing: 16) {
                    Circle().fill(.red).frame(width: 50, height: 50)
                    RoundedRectangle(cornerRadius: 12).fill(.orange).frame(width: 50, height: 50)
                    Capsule().fill(.green).frame(width: 80, height: 40)
                    Ellipse().stroke(.blue, lineWidth: 3).frame(width: 60, height: 40)
                }
                HStack(spacing: 16) {
                    RoundedRectangle(cornerRadius: 16, style: .continuous)
                        .fill(
                            LinearGradient(
                                colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                        )
                        .frame(width: 100, height: 70)
                    Circle()
                        .fill(
                            RadialGradient(
                                colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40)
                        )
                        .frame(width: 70, height: 70)
                    RoundedRectangle(cornerRadius: 12).strokeBorder(.indigo, lineWidth: 4).frame(
                        width: 70, height: 70)
                }
            }
            .padding()
        }
    }

    struct Effects: View {
        var body: some View {
            HStack(spacing: 20) {
                Text("Shadow")
                    .foregroundColor(.black)
                    .padding()
                    .background(Color.white.cornerRadius(12))
                    .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
                Color.teal.frame(width: 40, height: 40).rotationEffect(.degrees(20))
                Text("Faded").opacity(0.4)
                Color.pink.frame(width: 40, height: 40).clipShape(Circle())
                Text("Blur").font(.title).blur(radius: 2)
            }
            .padding(.vertical, 24)
        }
    }

    struct Icons: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 16) {
                    ForEach(
                        ["house.fill", "star.fill", "gear", "heart.fill", "magnifyingglass", "bell", "trash"],
                        id: \.self
                    ) {
                        Image(systemName: $0)
                    }
                }
                .foregroundStyle(.tint)
                HStack {
                    Image(systemName: "star.fill").foregroundStyle(.yellow)
                    Text("Favorites")
                    Spacer()
                    Image(systemName: "no.such.symbol")
                }
                HStack(alignment: .firstTextBaseline) {
                    Image(systemName: "moon.circle.fill").imageScale(.large)
                    Text("Night mode").font(.title3)
                }
            }
            .padding()
        }
    }

    struct Settings: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(["Wi-Fi", "Bluetooth", "Notifications"], id: \.self) { title in
                    HStack {
                        Text(title)
                        Spacer()
                        Text("On").foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 11)
                    .padding(.horizontal)
                    Divider().padding(.leading)
                }
            }
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10))
            .padding()
            .background(Color(.systemGroupedBackground))
        }
    }

    struct SettingsForm: View {
        var body: some View {
            NavigationStack {
                Form {
                    Section(header: Text("Account")) {
                        HStack {
                            Text("Name")
                            Spacer()
                            Text("Jane").foregroundStyle(.secondary)
                        }
                        Text("Email")
                    }
                    Section {
                        HStack {
                            Image(systemName: "bell.fill").foregroundStyle(.red)
                            Text("Notifications")
                        }
                    } footer: {
                        Text("Notifications can be turned off at any time.")
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    struct Grid: View {
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo]
        var body: some View {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
                ForEach(0..<9) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(colors[index].gradient)
                        .frame(height: 60)
                        .overlay(Text("\(index + 1)").font(.title2.bold()).foregroundColor(.white))
                }
            }
            .padding()
        }
    }

    struct Controls: View {
        @State var isOn = true
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Button("Plain") {}
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
                HStack {
                    Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                    Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                    Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).tint(
                        .orange)
                }
                Label("Favorites", systemImage: "star.fill")
                Label("Settings", systemImage: "gear").labelStyle(.iconOnly)
                Toggle("Wi-Fi", isOn: $isOn)
                Toggle("Airplane Mode", isOn: .constant(false))
                ProgressView(value: 0.6)
                ProgressView("Downloading", value: 0.3)
                ProgressView()
            }
            .padding()
        }
    }

    struct Inputs: View {
        @State var name = ""
        @State var email = "jane@example.com"
        @State var volume = 0.4
        @State var flavor = "Vanilla"
        var body: some View {
            VStack(spacing: 16) {
                TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                TextField("Email", text: $email).textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("secret"))
                Slider(value: $volume)
                Stepper("Quantity", value: .constant(2), in: 0...10)
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                    Text("Mint").tag("Mint")
                }
                .pickerStyle(.segmented)
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                }
                Link("Read the docs", destination: URL(string: "https://example.com")!)
            }
            .padding()
        }
    }

    struct LinksList: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("General", destination: Text("General"))
                    NavigationLink(destination: Text("Privacy")) {
                        Label("Privacy", systemImage: "lock.fill")
                    }
                    Toggle("Airplane Mode", isOn: .constant(true))
                    Picker("Theme", selection: .constant(1)) {
                        Text("Light").tag(1)
                        Text("Dark").tag(2)
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Loading article").font(.title2.bold())
                    Text("A placeholder keeps the layout while content loads, drawn as soft bars.")
                        .redacted(reason: .placeholder)
                    DisclosureGroup("Details", isExpanded: .constant(true)) {
                        Text("Shown because the group is expanded.").foregroundStyle(.secondary)
                    }
                    DisclosureGroup("More") { Text("Hidden") }
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .tabItem { Label("Home", systemImage: "house.fill") }
                Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
            .frame(height: 360)
        }
    }

    // Made per use: views hold `@Environment` boxes that each rendering fills in.
    static var all: [(String, AnyView)] {
        [
            ("tabs", AnyView(Tabs())),
            ("inputs", AnyView(Inputs())),
            ("links", AnyView(LinksList())),
            ("controls", AnyView(Controls())),
            ("form", AnyView(SettingsForm())),
            ("grid", AnyView(Grid())),
            ("card", AnyView(ProfileCard())),
            ("text", AnyView(TextStyles())),
            ("shapes", AnyView(Shapes())),
            ("effects", AnyView(Effects())),
            ("icons", AnyView(Icons())),
            ("settings", AnyView(Settings())),
        ]
    }
}
