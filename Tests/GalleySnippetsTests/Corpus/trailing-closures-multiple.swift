DisclosureGroup {
    Text("Inside")
} label: {
    Label("Tap to expand", systemImage: "chevron.down")
}
