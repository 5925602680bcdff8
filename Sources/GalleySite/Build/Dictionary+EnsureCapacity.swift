extension Dictionary {
    /// Makes room for `count` entries, unless there is room already: `reserveCapacity`
    /// copies a dictionary whose storage is shared even when it has room enough.
    mutating func ensureCapacity(_ count: Int) {
        if capacity < count { reserveCapacity(count) }
    }
}
