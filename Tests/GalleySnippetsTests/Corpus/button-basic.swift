Button("Sign In") {
    print("Signing in")
}
