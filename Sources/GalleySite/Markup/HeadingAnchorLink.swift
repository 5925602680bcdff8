import Foundation

/// The "#" link beside every heading. It helps readers of the page copy a section's URL,
/// but means nothing in a feed reader, so the feed's copy of an article leaves it out.
enum HeadingAnchorLink {
    static func html(for id: String) -> String {
        "<a class=\"anchor\" href=\"#\(HTML.escape(id))\" aria-label=\"Link to this section\"></a>"
    }

    // A constant pattern: `try?` keeps a typo from trapping; `RawHTMLTests` fails on one.
    static let pattern = try? NSRegularExpression(
        pattern: ##"<a class="anchor" href="#[^"]*" aria-label="Link to this section"></a>"##)

    static func removing(from html: String) -> String {
        pattern?.stringByReplacingMatches(in: html, range: NSRange(html.startIndex..., in: html), withTemplate: "")
            ?? html
    }
}
