Text("Bold system")
    .font(.system(size: 14).bold())
