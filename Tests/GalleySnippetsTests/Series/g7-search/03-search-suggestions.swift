struct RecipeSearch: View {
    @State private var text = ""

    var body: some View {
        NavigationStack {
            Text("Search for a recipe")
                .searchable(text: $text, prompt: Text("Ingredients, dishes…")) {
                    Text("Pancakes").searchCompletion("pancakes")
                    Text("Pad thai").searchCompletion("pad thai")
                }
                .navigationTitle("Recipes")
        }
    }
}

RecipeSearch()
    .frame(height: 300)
