import Foundation

/// The memory the process holds, as Linux reports it in `/proc/self/status`: for the
/// phase lines of `GALLEY_PHASE_TIMES=1`, which show where a build's peak comes from.
enum ResidentMemory {
    /// "rss 123 MiB, peak 456 MiB", or "" where `/proc` is not there.
    static var summary: String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "" }
        var current: Int?
        var peak: Int?
        for line in status.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") { current = kibibytes(line) }
            if line.hasPrefix("VmHWM:") { peak = kibibytes(line) }
        }
        guard let current, let peak else { return "" }
        return "rss \(current / 1024) MiB, peak \(peak / 1024) MiB"
    }

    /// The number in a line such as "VmRSS:     1234 kB".
    private static func kibibytes(_ line: Substring) -> Int? {
        line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
