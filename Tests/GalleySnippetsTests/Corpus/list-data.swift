let planets = ["Mercury", "Venus", "Earth"]

List(planets, id: \.self) { planet in
    Text(planet)
}
.frame(height: 200)
