#Preview {
    Text("Dark preview")
        .padding()
        .preferredColorScheme(.dark)
}
