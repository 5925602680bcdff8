ScrollView(.horizontal, showsIndicators: false) {
    HStack {
        ForEach(0..<10) { i in
            Circle()
                .fill(Color.blue)
                .frame(width: 50, height: 50)
        }
    }
}
