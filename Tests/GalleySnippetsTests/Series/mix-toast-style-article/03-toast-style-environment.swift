struct AnyToastStyle: ToastStyle {
    private let _makeBody: (Configuration) -> AnyView

    init<S: ToastStyle>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: Configuration) -> some View {
        _makeBody(configuration)
    }
}

struct ToastStyleKey: EnvironmentKey {
    static let defaultValue = AnyToastStyle(CapsuleToastStyle())
}

extension EnvironmentValues {
    var toastStyle: AnyToastStyle {
        get { self[ToastStyleKey.self] }
        set { self[ToastStyleKey.self] = newValue }
    }
}

extension View {
    func toastStyle<S: ToastStyle>(_ style: S) -> some View {
        environment(\.toastStyle, AnyToastStyle(style))
    }
}

struct StyledToast: View {
    @Environment(\.toastStyle) private var style
    let message: String
    let systemImage: String

    var body: some View {
        style.makeBody(configuration: .init(message: Text(message), icon: Image(systemName: systemImage)))
    }
}

VStack(spacing: 16) {
    StyledToast(message: "Default style", systemImage: "info.circle")
    StyledToast(message: "Banner style", systemImage: "checkmark.circle.fill")
        .toastStyle(BannerToastStyle(tint: .blue))
}
.padding()
