Text("Faded").opacity(0.4)
