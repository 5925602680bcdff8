import Shimmer

Text(episodes[0].title)
    .font(.title)
    .redacted(reason: .placeholder)
    .shimmering()
