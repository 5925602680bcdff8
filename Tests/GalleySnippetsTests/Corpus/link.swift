Link("Visit Apple", destination: URL(string: "https://www.apple.com")!)
