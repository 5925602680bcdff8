Image(systemName: "checkmark")
    .imageScale(.large)
