Text("Appearing")
    .onAppear {
        print("appeared")
    }
