/// The Markdown and Swift of the starter site.
enum StarterArticles {
    static func home(title: String) -> String {
        """
        ---
        title: \("\"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"")
        ---

        Welcome. This site documents a small component library. Start with
        [First steps](guides/first-steps.md), then meet the ``Badge`` component.

        """
    }

    static let firstSteps = #"""
        ---
        title: First steps
        date: 2026-01-05
        description: How this site is organised, and how to write, preview and publish an article.
        tags: [guide]
        ---

        Every Markdown file under `content/` is an article: `content/guides/first-steps.md`
        is published at `/guides/first-steps/`. Front matter at the top gives its title,
        date, description and tags.

        ## Write with the site open

        Run `galley serve` and open the address it prints. Every time you save an article,
        the site is rebuilt and the page reloads. A mistake, such as a link to a file that
        does not exist, shows over the page with its line and column until you fix it.

        ## Show a component

        A `swift preview` block shows a component and, as Galley's snippet interpreter
        grows, the picture it draws. Galley checks its Swift syntax on every build:

        ```swift preview
        VStack(alignment: .leading, spacing: 12) {
            Text("Inbox")
                .font(.headline)
            Badge(label: "Unread", count: 3)
        }
        .padding()
        ```

        `Badge` is written in `content/components/Badge.swift`: every `.swift` file under
        `content/` is available to every article. Its own page is [Badge](../components/badge.md).

        ## Publish

        `galley check` validates every article, link and snippet; `galley build` writes
        the site into `site/`. The workflow in `.github/workflows/docs.yml` runs the check on
        every pull request and publishes the site to GitHub Pages from the main branch.

        """#

    static let badge = #"""
        ---
        title: Badge
        date: 2026-01-06
        description: A capsule that counts something beside a label.
        tags: [components]
        ---

        A badge puts a count beside a short label, for unread messages or open tasks.

        ## `Badge`

        ```swift preview width=240
        Badge(label: "Inbox", count: 12)
        ```

        When the count is zero the capsule is hidden, so the label stands alone:

        ```swift preview width=240
        Badge(label: "Done", count: 0)
        ```

        The component is an ordinary SwiftUI-style view; its source is in
        `content/components/Badge.swift`. See [First steps](../guides/first-steps.md#show-a-component)
        for how a preview finds it.

        """#

    static let badgeComponent = #"""
        /// A label with a count in a capsule beside it; the capsule hides at zero.
        struct Badge: View {
            var label: String
            var count: Int

            var body: some View {
                HStack(spacing: 6) {
                    Text(label)
                    if count > 0 {
                        Text("\(count)")
                            .font(.caption)
                            .foregroundStyle(.white)
                            .padding(.horizontal, 6)
                            .padding(.vertical, 2)
                            .background(Capsule().fill(.red))
                    }
                }
            }
        }

        """#
}
