GeometryReader { geo in
    Circle()
        .fill(Color.orange)
        .frame(width: min(geo.size.width, geo.size.height))
}
.frame(width: 120, height: 80)
