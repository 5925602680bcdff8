let words = ["apple", "kiwi", "banana", "fig"]
let short = words.filter { word in word.count <= 4 }

VStack {
    ForEach(short, id: \.self) { Text($0) }
}
