/// The registry as a Markdown reference page: every view, modifier, type, method and
/// environment value a snippet may use, with the signatures the interpreter accepts.
extension Registry {
    public func referenceMarkdown() -> String {
        var page = """
            ---
            title: Supported SwiftUI
            order: 3
            date: 2026-11-19
            description: Every view, modifier, type and environment value that Galley's snippets can use, generated from the interpreter's registry.
            tags: [reference]
            ---

            This page is generated from the interpreter's registry
            (`Sources/GalleySnippets/Registry/`); a test keeps it up to date. Each line is a
            signature the interpreter accepts, written as Swift. See
            [the snippet language](snippets.md) for the Swift around these calls.

            ```swift preview
            VStack(alignment: .leading, spacing: 8) {
                Label("Views", systemImage: "square.stack")
                Label("Modifiers", systemImage: "slider.horizontal.3")
                Label("Styles", systemImage: "paintbrush")
            }
            .padding()
            ```

            """
        page += "\n## Views\n\n"
        for name in viewNames.sorted() {
            let signatures = types[name]?.initializers.map { "`\($0.signature.declaration)`" } ?? []
            page += "- **\(name)**: " + signatures.joined(separator: ", ") + "\n"
            page += Self.referenceExampleBlock(viewExamples[name])
        }
        page += "\n## Modifiers\n\n"
        for name in modifiers.keys.sorted() {
            let signatures = modifiers[name]!.map { "`.\($0.signature.declaration)`" }
            page += "- " + signatures.joined(separator: ", ") + "\n"
            page += Self.referenceExampleBlock(modifierExamples[name])
        }
        page += "\n## Methods of library values\n\n"
        for type in methods.keys.sorted() {
            let signatures = methods[type]!.keys.sorted().flatMap { name in
                methods[type]![name]!.map { "`.\($0.signature.declaration)`" }
            }
            page += "- **\(type)**: " + signatures.joined(separator: ", ") + "\n"
        }
        page += swiftMethodsSection()
        page += "\n## Types and their members\n\n"
        for name in types.keys.sorted() where !viewNames.contains(name) {
            let registered = types[name]!
            var parts = registered.initializers.map { "`\($0.signature.declaration)`" }
            parts += registered.staticValues.keys.sorted().map { "`.\($0)`" }
            parts += registered.staticFunctions.keys.sorted().flatMap { key in
                registered.staticFunctions[key]!.map { "`.\($0.signature.declaration)`" }
            }
            if let properties = properties[name] { parts += properties.keys.sorted().map { "`.\($0)`" } }
            guard !parts.isEmpty else { continue }
            page += "- **\(name)**: " + parts.joined(separator: ", ") + "\n"
        }
        page += "\n## Environment values\n\n"
        page += "Read with `@Environment(\\.name)`, written with `.environment(\\.name, value)`: "
        page += environment.keys.sorted().map { "`\\.\($0)`" }.joined(separator: ", ") + ".\n"
        page += "\n## Functions\n\n"
        page +=
            functions.keys.sorted().map { name in
                functions[name]!.map { "`\($0.signature.declaration)`" }.joined(separator: ", ")
            }
            .joined(separator: ", ") + ".\n"
        return page
    }

    /// An entry's live example as a preview block set off by blank lines, or nothing.
    static func referenceExampleBlock(_ example: String?) -> String {
        guard let example else { return "" }
        return "\n```swift preview\n\(example)\n```\n\n"
    }

    /// Swift's own methods on a snippet's values, by the type that declares them.
    private func swiftMethodsSection() -> String {
        var section = "\n## Swift's own methods\n\n"
        section += "Methods of a snippet's arrays, strings, numbers, ranges, dictionaries and optionals. "
        section += "A closure parameter takes a closure, a function, a key path (`\\.name`) or a type "
        section += "(`String.init`).\n\n"
        for (owner, byName) in swiftMethods.sorted(by: { $0.key < $1.key }) {
            let signatures = byName.keys.sorted().flatMap { name in
                (byName[name] ?? []).map { "`.\($0.signature.declaration)`" }
            }
            section += "- **\(owner)**: " + signatures.joined(separator: ", ") + "\n"
        }
        return section
    }
}
