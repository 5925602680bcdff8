import SwiftUIIntrospect

List(episodes) { episode in
    Text(episode.title)
}
.introspect(.list, on: .iOS(.v16, .v17)) { collectionView in
    collectionView.backgroundColor = .systemGroupedBackground
}
.frame(height: 220)
