Text("System")
    .padding()
    .background(Color(UIColor.systemBackground))
    .edgesIgnoringSafeArea(.all)
