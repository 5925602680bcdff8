Text("A longer sentence that should wrap onto several lines")
    .fixedSize(horizontal: false, vertical: true)
    .frame(width: 120)
