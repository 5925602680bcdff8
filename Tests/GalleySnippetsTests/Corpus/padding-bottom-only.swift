Text("Bottom")
    .padding(.bottom)
    .frame(minHeight: 44)
