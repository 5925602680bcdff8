Ellipse()
    .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80))
    .frame(width: 160, height: 90)
