struct Episode: Identifiable {
    let id: Int
    let title: String
}

let episodes = (1...4).map { Episode(id: $0, title: "Episode \($0)") }

List(episodes) { episode in
    Text(episode.title)
}
.frame(height: 220)
