Circle()
    .fill(Color.blue)
    .frame(width: 50, height: 50)
    .onTapGesture {
        print("tapped")
    }
