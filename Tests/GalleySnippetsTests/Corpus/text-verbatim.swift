Text(verbatim: "Hello %@")
