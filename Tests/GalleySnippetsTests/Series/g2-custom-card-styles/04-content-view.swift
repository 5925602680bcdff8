struct ContentView: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 24) {
                // Default style
                Section {
                    sectionContent
                }

                // RoundedRectangleCardStyle
                Section {
                    sectionContent
                }
                .cardStyle(RoundedRectangleCardStyle())

                // CapsuleCardStyle - green
                Section {
                    sectionContent
                }
                .cardStyle(CapsuleCardStyle(color: .green))

                // ColorfulCardStyle - purple
                Section {
                    sectionContent
                }
                .cardStyle(ColorfulCardStyle(color: .purple))
            }
            .padding()
        }
    }

    var sectionContent: some View {
        HStack {
            Card {
                Text("Hello")
            }
            Card {
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.orange)
                    .frame(width: 44, height: 44)
            }
        }
    }
}

ContentView()
