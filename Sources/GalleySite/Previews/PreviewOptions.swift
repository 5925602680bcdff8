/// The options on a ` ```swift preview ` fence: `width=320 height=200 scheme=dark`.
struct PreviewOptions: Hashable {
    enum Scheme: String { case light, dark, both }

    /// Whether the fence says `preview`.
    var isPreview = false
    var width = 390.0
    var height: Double?
    var scheme = Scheme.both

    /// Reads the words after `swift`; a word it does not understand is a problem.
    init(fenceWords: [Substring], problems: inout [String]) {
        for word in fenceWords {
            if word == "preview" {
                isPreview = true
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                problems.append("unknown snippet option '\(word)'; options are 'preview', width=, height= and scheme=")
                continue
            }
            switch parts[0] {
            case "width":
                if let value = Double(parts[1]), value > 0 {
                    width = value
                } else {
                    problems.append("width must be a positive number of points, not '\(parts[1])'")
                }
            case "height":
                if let value = Double(parts[1]), value > 0 {
                    height = value
                } else {
                    problems.append("height must be a positive number of points, not '\(parts[1])'")
                }
            case "scheme":
                if let value = Scheme(rawValue: parts[1]) {
                    scheme = value
                } else {
                    problems.append("scheme must be light, dark or both, not '\(parts[1])'")
                }
            default:
                problems.append("unknown snippet option '\(parts[0])'; options are width, height and scheme")
            }
        }
    }

    /// How the options enter a cache key.
    var key: String {
        let heightText = height.map { String($0) } ?? "-"
        return "\(isPreview) \(width) \(heightText) \(scheme.rawValue)"
    }
}
