struct DoubleTapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .onTapGesture(count: 2) {
                configuration.trigger()
            }
    }
}

Button("Delete account", role: .destructive) {
    print("deleted")
}
.buttonStyle(DoubleTapButtonStyle())
.buttonStyle(.borderedProminent)
