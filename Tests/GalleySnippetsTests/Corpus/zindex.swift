ZStack {
    Color.red.frame(width: 60, height: 60).zIndex(1)
    Color.blue.frame(width: 80, height: 80)
}
