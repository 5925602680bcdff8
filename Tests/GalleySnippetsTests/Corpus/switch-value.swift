let score = 85

switch score {
case 90...100:
    Text("A").font(.largeTitle)
case 80..<90:
    Text("B").font(.largeTitle)
default:
    Text("C").font(.largeTitle)
}
