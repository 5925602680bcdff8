import Foundation
import GalleySnippets
import GalleyUI

// Evaluate + lay out + draw typical previews, as the site build does for every ```swift
// preview block. Prints median times; not a test, nothing fails on speed.
//
// The first two are the "typical preview", written as the benchmark corpus
// (../shared/bench) writes its 3,000: library components composed in one expression.
// The third declares a button style and a view, which the interpreter runs as it lays out.

let modalCard = """
    ModalCard(
        title: "Sign out?",
        message: "You will need to sign in again to sync your data.",
        primaryButton: .destructive(Text("Delete")) {},
        secondaryButton: .cancel({})
    )
    .cardStyle(.roundedRectangle)
    """

let cardOfControls = """
    Card {
        VStack(alignment: .leading, spacing: 8) {
            Label("Shared", systemImage: "heart")
                .font(.headline)
            Select(label: "Theme", placeholder: "Pick a theme", value: "System")
            HStack(spacing: 12) {
                Button("Cancel", action: {})
                Spacer()
                Button(action: {}) {
                    Label("Save changes", systemImage: "clock")
                }
            }
            Divider()
            Text("Settings")
                .foregroundColor(.secondary)
        }
        .padding()
    }
    .cardStyle(.shadow)
    """

let declaredStyleAndView = """
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

let runs: Int = {
    guard let index = CommandLine.arguments.firstIndex(of: "--runs"), index + 1 < CommandLine.arguments.count
    else { return 200 }
    return Int(CommandLine.arguments[index + 1]) ?? 200
}()

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func line(_ label: String, _ milliseconds: Double) {
    print(label.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: " %8.3f ms", milliseconds))
}

/// `--only NAME` measures one snippet (for a profiler).
let only: String? = CommandLine.arguments.firstIndex(of: "--only").flatMap {
    $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil
}

/// One fresh session evaluating, laying out and drawing `snippet` (light only): the
/// milliseconds each half took.
func timeOnce(_ name: String, _ snippet: String) throws -> (evaluate: Double, render: Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let session = SnippetSession()
    let evaluation = session.evaluate(snippet, kind: .preview)
    guard let preview = evaluation.previews.first, !evaluation.hasErrors else {
        FileHandle.standardError.write(
            Data("the benchmark snippet '\(name)' does not evaluate: \(evaluation.diagnostics)\n".utf8))
        exit(1)
    }
    let evaluated = DispatchTime.now().uptimeNanoseconds
    guard case .success(let result) = try session.render(preview) else { exit(1) }
    _ = result.svg()
    let drawn = DispatchTime.now().uptimeNanoseconds
    return (Double(evaluated - start) / 1e6, Double(drawn - evaluated) / 1e6)
}

/// Times `runs` fresh sessions of each snippet, taking the snippets in turn: a machine
/// shared with others is slower for seconds at a time, and measured one after another,
/// one snippet would get the slow seconds and another the fast ones.
func measure(_ snippets: [(name: String, source: String)]) throws {
    let measured = snippets.filter { only == nil || only == $0.name }
    var evaluate = Array(repeating: [Double](), count: measured.count)
    var render = Array(repeating: [Double](), count: measured.count)
    for _ in 0..<runs {
        for (index, snippet) in measured.enumerated() {
            let times = try timeOnce(snippet.name, snippet.source)
            evaluate[index].append(times.evaluate)
            render[index].append(times.render)
        }
    }
    for (index, snippet) in measured.enumerated() {
        let total = zip(evaluate[index], render[index]).map(+)
        line("\(snippet.name): evaluate (median of \(runs))", median(evaluate[index]))
        line("\(snippet.name): lay out + draw SVG", median(render[index]))
        line("\(snippet.name): evaluate + lay out + draw", median(total))
    }
}

try measure([
    ("ModalCard", modalCard), ("card of controls", cardOfControls),
    ("declared style and view", declaredStyleAndView),
])
