// A card style set on a parent is inherited; a nearer one overrides it.
VStack(spacing: 16) {
    Card { Text("Inherited") }
    Card { Text("Overridden") }
        .cardStyle(ShadowCardStyle())
}
.cardStyle(ColorfulCardStyle(color: .red))
.padding()
