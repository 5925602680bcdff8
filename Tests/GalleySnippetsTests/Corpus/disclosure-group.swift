DisclosureGroup("Advanced") {
    Text("Option A")
    Text("Option B")
}
.padding()
