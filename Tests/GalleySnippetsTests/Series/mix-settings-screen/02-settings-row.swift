struct SettingsRow: View {
    let title: String
    let systemImage: String
    let color: Color

    var body: some View {
        Label {
            Text(title)
        } icon: {
            Image(systemName: systemImage)
                .font(.system(size: 14, weight: .semibold))
                .foregroundColor(.white)
                .frame(width: 28, height: 28)
                .background(color, in: RoundedRectangle(cornerRadius: 6, style: .continuous))
        }
    }
}

List {
    SettingsRow(title: "Airplane Mode", systemImage: "airplane", color: .orange)
    SettingsRow(title: "Wi-Fi", systemImage: "wifi", color: .blue)
    SettingsRow(title: "Bluetooth", systemImage: "antenna.radiowaves.left.and.right", color: .blue)
    SettingsRow(title: "Notifications", systemImage: "bell.badge.fill", color: .red)
}
.frame(height: 260)
