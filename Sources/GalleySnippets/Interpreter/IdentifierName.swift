extension String {
    /// An identifier's name without the backticks that let a keyword be one
    /// (`` `default` `` -> `default`). Asked of every member call a snippet makes: most
    /// names have none, and Foundation's trimming made a character set per call.
    var withoutBackticks: String {
        let backtick = UInt8(ascii: "`")
        guard utf8.first == backtick || utf8.last == backtick else { return self }
        let start = utf8.firstIndex { $0 != backtick } ?? utf8.endIndex
        guard start != utf8.endIndex, let last = utf8.lastIndex(where: { $0 != backtick }) else { return "" }
        return String(self[start...last])
    }
}
