Text("Leading")
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding()
    .background(Color.blue.opacity(0.1))
