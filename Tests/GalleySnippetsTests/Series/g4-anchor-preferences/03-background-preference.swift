VStack(alignment: .leading, spacing: 12) {
    Text("Plans")
        .font(.headline)
    Text("Pro — $9 / month")
        .padding(8)
        .anchorPreference(key: BoundsPreferenceKey.self, value: .bounds) { $0 }
    Text("Team — $29 / month")
        .padding(8)
}
.padding()
.backgroundPreferenceValue(BoundsPreferenceKey.self) { anchor in
    GeometryReader { proxy in
        if let anchor {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.green.opacity(0.2))
                .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
        }
    }
}
