protocol ToastStyle {
    associatedtype Body: View
    typealias Configuration = ToastStyleConfiguration

    func makeBody(configuration: Configuration) -> Body
}

struct ToastStyleConfiguration {
    let message: Text
    let icon: Image
}

struct CapsuleToastStyle: ToastStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.message
        }
        .padding(12)
        .background(.regularMaterial, in: Capsule())
    }
}

struct BannerToastStyle: ToastStyle {
    var tint: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top) {
            configuration.icon
                .foregroundColor(tint)
            configuration.message
            Spacer()
        }
        .padding()
        .background(tint.opacity(0.12))
        .overlay(alignment: .leading) {
            Rectangle().fill(tint).frame(width: 4)
        }
    }
}

VStack(spacing: 16) {
    CapsuleToastStyle().makeBody(configuration: .init(message: Text("Copied"), icon: Image(systemName: "doc.on.doc")))
    BannerToastStyle().makeBody(configuration: .init(message: Text("Payment received"), icon: Image(systemName: "checkmark.circle.fill")))
}
.padding()
