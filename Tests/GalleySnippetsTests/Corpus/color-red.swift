Color.red
