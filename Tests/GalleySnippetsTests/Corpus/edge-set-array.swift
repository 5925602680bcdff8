Text("Edges")
    .padding([.top, .leading], 20)
    .border(Color.green)
