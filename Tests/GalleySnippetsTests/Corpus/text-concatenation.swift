Text("Hello, ").bold() + Text("World").italic()
