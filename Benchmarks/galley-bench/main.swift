// Measures what a preview costs: laying out and drawing a typical card-sized view to SVG.
// Prints the median over many renders; `scripts/bench.sh` compares it with the time
// rsvg-convert needs to rasterise the same SVG, measured in the same run.
// Usage: galley-bench [--runs N] [--svg-output FILE]
import Foundation
import GalleyUI

/// A card as design-system articles show one: an icon, two lines of text, a chevron, a
/// button row, on a rounded background.
struct BenchmarkCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.blue)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Jane Appleseed").font(.headline)
                    Text("iOS Engineer · Cupertino").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "chevron.right").foregroundStyle(.tertiary)
            }
            Text("Designs the components of the team's design system and documents them with live previews.")
                .font(.callout)
            HStack {
                Button("Message") {}.buttonStyle(.bordered)
                Button("Follow") {}.buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(radius: 4)
        .padding()
    }
}

var runs = 200
var svgOutput: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = Int(arguments.next() ?? "") ?? runs
    case "--svg-output": svgOutput = arguments.next()
    default:
        FileHandle.standardError.write(Data("usage: galley-bench [--runs N] [--svg-output FILE]\n".utf8))
        exit(2)
    }
}

do {
    // The first render loads fonts; it is reported apart from the steady state.
    let coldStart = Date()
    let first = try render(BenchmarkCard()).svg()
    let cold = Date().timeIntervalSince(coldStart)
    if let svgOutput { try Data(first.utf8).write(to: URL(fileURLWithPath: svgOutput)) }

    var samples: [Double] = []
    for index in 0..<runs {
        let start = Date()
        let svg = try render(BenchmarkCard(), colorScheme: index.isMultiple(of: 2) ? .light : .dark).svg()
        samples.append(Date().timeIntervalSince(start))
        precondition(!svg.isEmpty)
    }
    samples.sort()
    let median = samples[samples.count / 2]
    print(String(format: "render_card_median_ms %.3f", median * 1000))
    print(String(format: "render_card_p90_ms %.3f", samples[samples.count * 9 / 10] * 1000))
    print(String(format: "render_card_first_ms %.3f", cold * 1000))
    print("render_card_svg_bytes \(first.utf8.count)")
} catch {
    FileHandle.standardError.write(Data("galley-bench: \(error)\n".utf8))
    exit(2)
}
