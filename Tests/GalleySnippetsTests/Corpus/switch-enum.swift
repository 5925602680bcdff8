enum LoadingState {
    case loading
    case loaded(String)
    case failed
}

struct StateView: View {
    let state: LoadingState

    var body: some View {
        switch state {
        case .loading:
            ProgressView()
        case .loaded(let message):
            Text(message)
        case .failed:
            Label("Failed", systemImage: "xmark.circle")
                .foregroundColor(.red)
        }
    }
}

VStack(spacing: 12) {
    StateView(state: .loading)
    StateView(state: .loaded("Done"))
    StateView(state: .failed)
}
