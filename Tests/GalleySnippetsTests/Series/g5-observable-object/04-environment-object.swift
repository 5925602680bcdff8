final class ShoppingCart: ObservableObject {
    @Published var items: [String] = ["Coffee beans", "Oat milk"]
}

struct CartBadge: View {
    @EnvironmentObject var cart: ShoppingCart

    var body: some View {
        Image(systemName: "cart")
            .font(.title)
            .overlay(alignment: .topTrailing) {
                Text("\(cart.items.count)")
                    .font(.caption2.bold())
                    .foregroundColor(.white)
                    .padding(5)
                    .background(Circle().fill(.red))
                    .offset(x: 8, y: -8)
            }
    }
}

struct StoreHeader: View {
    @StateObject private var cart = ShoppingCart()

    var body: some View {
        HStack {
            Text("Store").font(.title.bold())
            Spacer()
            CartBadge()
        }
        .padding()
        .environmentObject(cart)
    }
}

StoreHeader()
