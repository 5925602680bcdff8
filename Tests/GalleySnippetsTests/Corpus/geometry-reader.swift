GeometryReader { geometry in
    Text("Width: \(Int(geometry.size.width))")
        .frame(width: geometry.size.width, height: 50)
        .background(Color.yellow)
}
.frame(height: 50)
