/// A problem found in a snippet, positioned in the snippet's own text. The site build
/// moves the position into the Markdown file that holds the snippet.
public struct SnippetDiagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }

    public var severity: Severity
    /// 1-based line inside the snippet.
    public var line: Int
    /// 1-based UTF-8 column inside the snippet.
    public var column: Int
    /// How many bytes the problem spans on its line (at least 1), for the caret.
    public var length: Int
    public var message: String
    /// Further explanations, such as the fix the parser suggests.
    public var notes: [String]
    /// The `.swift` file (as given to ``SnippetSession/loadDeclarations(_:file:)``) where
    /// the problem is, when it is not in the snippet itself.
    public var file: String?
    /// When the problem is in an earlier snippet of the session (a function it declared,
    /// called now), that snippet's index among the session's `evaluate` calls, from 0;
    /// nil when it is in the snippet being evaluated or in `file`.
    public var earlierSnippet: Int?

    public init(
        severity: Severity, line: Int, column: Int, length: Int = 1, message: String,
        notes: [String] = [], file: String? = nil, earlierSnippet: Int? = nil
    ) {
        self.file = file
        self.earlierSnippet = earlierSnippet
        self.severity = severity
        self.line = line
        self.column = column
        self.length = max(length, 1)
        self.message = message
        self.notes = notes
    }
}
