/// The files `galley new` writes: a small component library's documentation that
/// builds and checks clean, and a workflow that checks and publishes it.
enum StarterSite {
    /// Path in the new site -> text.
    static func files(title: String) -> [String: String] {
        [
            "content/site.yml": siteConfiguration(title: title),
            "content/index.md": StarterArticles.home(title: title),
            "content/guides/first-steps.md": StarterArticles.firstSteps,
            "content/components/badge.md": StarterArticles.badge,
            "content/components/Badge.swift": StarterArticles.badgeComponent,
            ".github/workflows/docs.yml": StarterWorkflow.text,
            ".gitignore": "# Written by `galley build`, locally and in the docs workflow; not committed.\n/site/\n",
        ]
    }

    /// The site's title from its folder: `design-system` -> `Design system`.
    static func title(forFolder folder: String) -> String {
        let words = folder.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        guard let first = words.first else { return "Documentation" }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }

    private static func siteConfiguration(title: String) -> String {
        """
        title: \(yamlQuoted(title))
        description: "Components, how to use them and how they look."
        # The address the site is published at. The docs workflow replaces it with the
        # GitHub Pages address (`galley build --base-url …`), so this one is for local builds.
        base_url: https://example.org/
        author: "The \(yamlEscaped(title)) team"
        language: en
        # Documentation: the home page shows the sections, previous and next follow them.
        kind: docs
        # Each folder of content/ is a section; these come first, in this order.
        sections:
          - guides: Guides
          - components: Components

        """
    }

    private static func yamlQuoted(_ text: String) -> String {
        "\"" + yamlEscaped(text) + "\""
    }

    /// Escapes `text` for a double-quoted YAML scalar.
    private static func yamlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
