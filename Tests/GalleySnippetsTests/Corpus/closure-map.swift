let numbers = [1, 2, 3, 4]
let doubled = numbers.map { $0 * 2 }

HStack {
    ForEach(doubled, id: \.self) { n in
        Text("\(n)")
    }
}
