Label {
    Text("Custom")
        .font(.headline)
} icon: {
    Circle()
        .fill(Color.green)
        .frame(width: 12, height: 12)
}
