import Foundation
import GalleySnippets
import GalleyUI

// Evaluate + lay out + draw a typical preview (a declared style, a declared view, a
// stack of controls), as the site build does for every ```swift preview block. Prints
// median times; not a test, nothing fails on speed.

let snippet = """
    struct Pill: ButtonStyle {
        var color: Color = .indigo
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .font(.headline)
                .padding(.horizontal, 16)
                .padding(.vertical, 10)
                .background(color, in: Capsule())
                .foregroundColor(.white)
        }
    }

    struct ProfileCard: View {
        let name: String
        let role: String
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Image(systemName: "person.circle.fill").font(.largeTitle)
                    VStack(alignment: .leading) {
                        Text(name).font(.headline)
                        Text(role).foregroundStyle(.secondary)
                    }
                    Spacer()
                }
                Toggle("Notifications", isOn: .constant(true))
                HStack {
                    ForEach(["Follow", "Message"], id: \\.self) { title in
                        Button(title) {}.buttonStyle(Pill())
                    }
                }
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 16).fill(Color(.secondarySystemBackground)))
        }
    }

    ProfileCard(name: "Ada Lovelace", role: "Engineer")
        .padding()
    """

var runs = 200
if let index = CommandLine.arguments.firstIndex(of: "--runs"), index + 1 < CommandLine.arguments.count {
    runs = Int(CommandLine.arguments[index + 1]) ?? runs
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

var evaluate: [Double] = []
var render: [Double] = []
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    let session = SnippetSession()
    let evaluation = session.evaluate(snippet, kind: .preview)
    guard let preview = evaluation.previews.first, !evaluation.hasErrors else {
        FileHandle.standardError.write(
            Data("the benchmark snippet does not evaluate: \(evaluation.diagnostics)\n".utf8))
        exit(1)
    }
    let evaluated = DispatchTime.now().uptimeNanoseconds
    guard case .success(let result) = try session.render(preview) else { exit(1) }
    _ = result.svg()
    let drawn = DispatchTime.now().uptimeNanoseconds
    evaluate.append(Double(evaluated - start) / 1e6)
    render.append(Double(drawn - evaluated) / 1e6)
}
let total = zip(evaluate, render).map(+)
func line(_ label: String, _ milliseconds: Double) {
    print(label.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: " %8.3f ms", milliseconds))
}
line("snippet: evaluate (median of \(runs))", median(evaluate))
line("snippet: lay out + draw SVG", median(render))
line("snippet: evaluate + lay out + draw", median(total))
