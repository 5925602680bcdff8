Color(hue: 0.6, saturation: 0.8, brightness: 0.9)
    .frame(width: 80, height: 80)
