extension ToastStyle where Self == BannerToastStyle {
    static var banner: BannerToastStyle { .init() }
    static func banner(_ tint: Color) -> BannerToastStyle { .init(tint: tint) }
}

extension ToastStyle where Self == CapsuleToastStyle {
    static var capsule: CapsuleToastStyle { .init() }
}

VStack(spacing: 12) {
    StyledToast(message: "Uploaded", systemImage: "icloud.and.arrow.up").toastStyle(.capsule)
    StyledToast(message: "Low storage", systemImage: "exclamationmark.triangle").toastStyle(.banner(.orange))
    StyledToast(message: "Connection lost", systemImage: "wifi.slash").toastStyle(.banner(.red))
}
.padding()
