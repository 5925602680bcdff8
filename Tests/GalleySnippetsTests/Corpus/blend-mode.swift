ZStack {
    Circle().fill(Color.red).frame(width: 80, height: 80).offset(x: -20)
    Circle().fill(Color.blue).frame(width: 80, height: 80).offset(x: 20)
        .blendMode(.multiply)
}
