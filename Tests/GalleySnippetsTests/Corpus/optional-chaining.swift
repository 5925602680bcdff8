struct User { let name: String }
let users = [User(name: "Ada"), User(name: "Grace")]
Text(users.first?.name ?? "Nobody")
