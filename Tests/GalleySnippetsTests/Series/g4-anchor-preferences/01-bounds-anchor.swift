struct BoundsPreferenceKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

VStack(spacing: 20) {
    Text("Not highlighted")
    Text("Highlighted")
        .anchorPreference(key: BoundsPreferenceKey.self, value: .bounds) { $0 }
    Text("Not highlighted either")
}
.padding()
.overlayPreferenceValue(BoundsPreferenceKey.self) { anchor in
    GeometryReader { proxy in
        if let anchor {
            RoundedRectangle(cornerRadius: 6)
                .stroke(Color.red, lineWidth: 2)
                .frame(width: proxy[anchor].width + 12, height: proxy[anchor].height + 8)
                .offset(x: proxy[anchor].minX - 6, y: proxy[anchor].minY - 4)
        }
    }
}
