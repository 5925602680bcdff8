/// A problem in a site's sources, positioned in the file a user opens to fix it: the
/// Markdown article, the `.swift` file, the template or `site.yml`.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// The file as the user would type it from where they ran `galley`.
    public var file: String
    /// 1-based line in `file`.
    public var line: Int
    /// 1-based column in `file` (UTF-8 bytes, as compilers count).
    public var column: Int
    /// How many columns the problem spans, for the `^~~~` underline.
    public var length: Int
    public var severity: Severity
    public var message: String
    public var notes: [String]
    /// The line before the problem's line (when there is one) and the problem's line,
    /// copied when the diagnostic is made so that printing needs no file access.
    public var excerpt: [String]

    public init(
        file: String, line: Int, column: Int, length: Int = 1, severity: Severity,
        message: String, notes: [String] = [], excerpt: [String] = []
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.length = max(1, length)
        self.severity = severity
        self.message = message
        self.notes = notes
        self.excerpt = excerpt
    }

    /// The diagnostics with every exact repeat left out (a problem in a `.swift` file is
    /// found by each article that uses it), in their first order.
    public static func removingDuplicates(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// Orders diagnostics by file, then position, then severity and message, so output
    /// is stable however the build was scheduled.
    public static func sortedForDisplay(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            ($0.file, $0.line, $0.column, $0.severity, $0.message)
                < ($1.file, $1.line, $1.column, $1.severity, $1.message)
        }
    }
}
