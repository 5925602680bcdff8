let name = "Taylor"
let count = 3
Text("\(name) has \(count) new messages")
