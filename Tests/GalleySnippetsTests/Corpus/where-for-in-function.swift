func evens(upTo n: Int) -> [Int] {
    var result: [Int] = []
    for i in 0...n where i % 2 == 0 {
        result.append(i)
    }
    return result
}

Text(evens(upTo: 8).map { String($0) }.joined(separator: " "))
