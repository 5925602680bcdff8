HStack {
    Image(systemName: "iphone")
    Image(systemName: "ipad")
    Image(systemName: "applewatch")
}
.font(.title)
