final class WeatherViewModel: ObservableObject {
    enum State {
        case loading
        case loaded(temperature: Int, summary: String)
        case failed(String)
    }

    @Published var state: State = .loaded(temperature: 21, summary: "Partly cloudy")
}

struct WeatherView: View {
    @ObservedObject var viewModel: WeatherViewModel

    var body: some View {
        switch viewModel.state {
        case .loading:
            ProgressView("Loading…")
        case .loaded(let temperature, let summary):
            VStack {
                Text("\(temperature)°").font(.largeTitle)
                Text(summary)
            }
        case .failed(let message):
            Label(message, systemImage: "exclamationmark.triangle")
        }
    }
}

WeatherView(viewModel: WeatherViewModel())
