struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            ProgressView(configuration)
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) % complete")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

VStack(spacing: 24) {
    ProgressView("Uploading", value: 0.4)
        .progressViewStyle(PercentProgressStyle())
    ProgressView(value: 0.8)
        .progressViewStyle(PercentProgressStyle())
        .progressViewStyle(GaugeProgressStyle(strokeColor: .green, strokeWidth: 8))
        .frame(width: 90, height: 90)
}
.padding()
