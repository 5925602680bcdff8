Button {
    print("Tapped")
} label: {
    Text("Continue")
        .padding()
        .background(Color.blue)
        .foregroundColor(.white)
        .cornerRadius(8)
}
