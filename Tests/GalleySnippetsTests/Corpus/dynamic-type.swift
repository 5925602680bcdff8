Text("Accessible")
    .dynamicTypeSize(.xxxLarge)
