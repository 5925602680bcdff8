import Foundation

@testable import GalleyUI

/// Every design-system component in every built-in style and state, rendered by
/// `ComponentRenderTests` in light and dark for people to look at.
enum ComponentGallery {
    struct Cards: View {
        var body: some View {
            VStack(spacing: 28) {
                Card { Text("Five Stars") }
                Card { Text("Five Stars") }.cardStyle(.roundedRectangle)
                HStack(spacing: 36) {
                    Card { Text("Green") }.cardStyle(.capsule(color: .green))
                    Card { Text("Blue") }.cardStyle(.capsule(color: .blue))
                }
                HStack(spacing: 20) {
                    Card { Text("Purple") }.cardStyle(.colorful(color: .purple))
                    Card { Text("Pink") }.cardStyle(.colorful(color: .pink))
                }
            }
            .padding(24)
        }
    }

    struct ModalCards: View {
        var body: some View {
            VStack(spacing: 24) {
                ModalCard(
                    title: "Delete Account",
                    message: "This action cannot be undone. All your data will be removed.",
                    primaryButton: .destructive(Text("Delete")) {},
                    secondaryButton: .cancel())
                ModalCard(
                    title: "Turn on notifications?",
                    message: "Hear about new messages the moment they arrive.",
                    primaryButton: .default(Text("Turn On")) {},
                    secondaryButton: .cancel(Text("Not Now")))
                ModalCard(title: "Saved", message: "Your changes are saved.") {
                    Button("OK") {}
                }
            }
            .padding(20)
        }
    }

    struct NarrowModalCard: View {
        var body: some View {
            ModalCard(
                title: "Sign out?",
                message: "You will need your password to sign in again.",
                primaryAction: { Button("Sign Out", role: .destructive) {} },
                secondaryAction: { Button("Stay Signed In", role: .cancel) {} }
            )
            .padding(16)
        }
    }

    struct Selects: View {
        var body: some View {
            VStack(spacing: 20) {
                Select(
                    label: "Country", placeholder: "Choose a country",
                    information: "Where you pay taxes.", optional: true,
                    presentValues: .constant(false))
                Select(
                    label: "Country", value: "Portugal", thumbnail: Image(systemName: "globe"),
                    presentValues: .constant(false))
                Select(
                    label: "Account", value: "Savings", information: "This account is closing soon.",
                    emphasis: .warning, presentValues: .constant(false))
                Select(
                    label: "Card", value: "Expired Visa", information: "This card has expired.",
                    emphasis: .negative, presentValues: .constant(true))
                Select(
                    label: "Recipient", value: "Jane Appleseed", information: "Verified recipient.",
                    emphasis: .positive)
                Select(label: "Plan", value: "Family", presentValues: .constant(false))
                    .disabled(true)
            }
            .padding(20)
        }
    }

    struct TextInputs: View {
        var body: some View {
            VStack(spacing: 20) {
                TextInput(
                    label: "Full name", text: .constant(""), placeholder: "Jane Appleseed")
                TextInput(
                    label: "Email", text: .constant("jane@example.com"),
                    thumbnail: Image(systemName: "envelope"),
                    information: "We'll send the receipt here.")
                TextInput(
                    label: "Reference", text: .constant(""), placeholder: "Rent for May",
                    information: "Shown to the recipient.", optional: true)
                TextInput(
                    label: "IBAN", text: .constant("PT50 0002 0123"),
                    information: "This IBAN is too short.", emphasis: .negative)
                TextInput(
                    label: "Nickname", text: .constant("jane"),
                    information: "Others can see this name.", emphasis: .warning)
                TextInput(
                    label: "Username", text: .constant("jane.appleseed"),
                    information: "This username is available.", emphasis: .positive)
            }
            .padding(20)
        }
    }

    struct MoneyInputs: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 20) {
                MoneyInput(
                    label: "You send", amount: .constant(1000), currency: .eur,
                    presentCurrencies: .constant(false),
                    information: "You have 1,250.00 EUR in your balance.")
                MoneyInput(
                    label: "Recipient gets", amount: .constant(nil), currency: .gbp,
                    presentCurrencies: .constant(false), optional: true)
                MoneyInput(
                    label: "You send", amount: .constant(5000), currency: .usd,
                    presentCurrencies: .constant(false),
                    information: "You have 1,250.00 USD in your balance.", emphasis: .negative)
                MoneyInput(label: "Price", amount: .constant(129800), currency: .jpy)
            }
            .padding(20)
        }
    }

    struct Converter: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                HStack(alignment: .bottom, spacing: 8) {
                    MoneyInput(
                        label: "From", amount: .constant(100), currency: .eur,
                        presentCurrencies: .constant(false))
                    Image(systemName: "arrow.right").foregroundStyle(.secondary)
                        .padding(.bottom, 13)
                    MoneyInput(
                        label: "To", amount: .constant(85.3), currency: .gbp,
                        presentCurrencies: .constant(false))
                }
                MoneyInput(
                    label: "Limit", amount: .constant(20000), currency: .chf,
                    information: "Above your daily limit.", emphasis: .warning)
            }
            .padding(16)
        }
    }

    struct Controls: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                HStack(spacing: 12) {
                    Button("Automatic") {}
                    Button("Borderless") {}.buttonStyle(.borderless)
                    Button("Plain") {}.buttonStyle(.plain)
                }
                HStack(spacing: 12) {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                }
                HStack(spacing: 12) {
                    Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                    Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large).tint(.orange)
                    Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
                }
                HStack(spacing: 20) {
                    Label("Favorites", systemImage: "star.fill")
                    Label("Title only", systemImage: "star.fill").labelStyle(.titleOnly)
                    Label("Icon only", systemImage: "heart.fill").labelStyle(.iconOnly)
                }
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Airplane Mode", isOn: .constant(false))
                ProgressView(value: 0.6)
                HStack(spacing: 20) {
                    ProgressView()
                    ProgressView(value: 0.7).progressViewStyle(.circular)
                    ProgressView("Uploading", value: 0.3)
                }
                TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("secret")).textFieldStyle(.roundedBorder)
                Picker("Size", selection: .constant(1)) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
                HStack {
                    Text("Flavor")
                    Spacer()
                    Picker("Flavor", selection: .constant("Vanilla")) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Mint").tag("Mint")
                    }
                }
                Slider(value: .constant(0.4))
                Stepper("Quantity: 2", value: .constant(2), in: 0...10)
                DisclosureGroup("Details", isExpanded: .constant(true)) {
                    Text("Shown because the group is expanded.").foregroundStyle(.secondary)
                }
                DisclosureGroup("More") { Text("Hidden") }
                GroupBox("Storage") {
                    Text("42 GB of 128 GB used").foregroundStyle(.secondary)
                }
                Link("Read the docs", destination: URL(string: "https://example.com")!)
            }
            .padding(20)
        }
    }

    /// Each entry once as written and, for inputs, once in the other style.
    // Made per use: views hold `@Environment` boxes that each rendering fills in.
    static var all: [(String, AnyView)] {
        [
            ("card", AnyView(Cards())),
            ("modal-card", AnyView(ModalCards())),
            ("modal-card-narrow", AnyView(NarrowModalCard().frame(width: 240))),
            ("select-bordered", AnyView(Selects().selectStyle(.bordered))),
            ("select-underlined", AnyView(Selects().selectStyle(.underlined))),
            ("text-input-bordered", AnyView(TextInputs().textInputStyle(.bordered))),
            ("text-input-underlined", AnyView(TextInputs().textInputStyle(.underlined))),
            ("money-input-regular", AnyView(MoneyInputs().moneyInputStyle(.regular))),
            ("money-input-compact", AnyView(Converter().moneyInputStyle(.compact))),
            ("controls", AnyView(Controls())),
        ]
    }
}
