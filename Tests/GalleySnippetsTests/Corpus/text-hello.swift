Text("Hello, World!")
