HStack {
    Image(systemName: "1.circle.fill")
    Image(systemName: "2.circle.fill")
    Image(systemName: "3.circle.fill")
}
.foregroundColor(.blue)
