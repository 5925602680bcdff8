Text("shout").textCase(.uppercase)
