VStack {
    Text("Centered")
}
.frame(maxWidth: .infinity, maxHeight: .infinity)
.frame(height: 120)
.background(Color.mint.opacity(0.2))
