Text("Rounded")
    .padding()
    .background(Color.blue, in: RoundedRectangle(cornerRadius: 12))
    .foregroundColor(.white)
