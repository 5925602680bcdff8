let scores = ["Ann": 3, "Bob": 5]
Text("Bob scored \(scores["Bob"] ?? 0)")
