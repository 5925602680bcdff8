enum Weather { case sunny, rainy }

func icon(for weather: Weather) -> String {
    switch weather {
    case .sunny: return "sun.max.fill"
    case .rainy: return "cloud.rain.fill"
    }
}

HStack {
    Image(systemName: icon(for: .sunny))
    Image(systemName: icon(for: .rainy))
}
