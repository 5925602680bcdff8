import Kingfisher

KFImage(URL(string: "https://example.com/cover.jpg"))
    .placeholder { ProgressView() }
    .resizable()
    .scaledToFit()
    .frame(width: 200)
