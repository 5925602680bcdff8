/// SF Symbol names mapped to Material Design Icons names.
///
/// SF Symbols may only be used on Apple platforms, so `Image(systemName:)` draws the
/// nearest Material Design icon. `.fill` variants map to MDI's filled icon and plain
/// names to the `-outline` variant where MDI has one, mirroring SF's outline/fill pairs.
/// Names are those of the MDI release Debian ships (1.6.50), which lacks many later
/// `-outline` icons; there the plain name maps to the filled icon too. The table itself
/// is ``tableText``.
public enum SymbolNames {
    /// The MDI name for an SF Symbol name, or nil when there is no mapping.
    public static func materialName(forSystemName systemName: String) -> String? {
        table[systemName]
    }

    /// Whether `systemName` has an icon.
    public static func hasIcon(_ systemName: String) -> Bool {
        table[systemName] != nil
    }

    /// Every SF Symbol name with a mapping, sorted.
    public static let systemNames: [String] = table.keys.sorted()

    static let table: [String: String] = parse(tableText)

    /// Reads `name material` lines; `#` starts a heading, blank lines are skipped. The
    /// first line for a name wins, so that an accidental repeat cannot change an icon.
    static func parse(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, !fields[0].hasPrefix("#") else { continue }
            let name = String(fields[0])
            if table[name] == nil { table[name] = String(fields[1]) }
        }
        return table
    }
}
