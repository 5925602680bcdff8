struct Summary: View {
    let values = [3, 5, 8]
    var body: some View {
        var total = 0
        for v in values { total += v }
        return Text("Total: \(total)")
    }
}
