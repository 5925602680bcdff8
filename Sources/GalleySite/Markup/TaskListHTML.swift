import Foundation

/// Task list checkboxes with a name. libcmark-gfm writes them as GitHub does, a disabled
/// checkbox before the item's text with no label; a screen reader then announces an
/// unnamed control (axe's "label" rule, serious). Each gets `aria-label` saying its state
/// in words, and the item's text follows as before.
enum TaskListHTML {
    static func labellingCheckboxes(in html: String) -> String {
        // By bytes: Foundation's `contains` walks the whole body Character by Character,
        // which was 4% of a warm build for bodies that nearly never hold a task list.
        var body = html
        let hasCheckbox = body.withUTF8 { bytes in
            ByteSearch.firstOffset(of: Array("type=\"checkbox\"".utf8), in: bytes, from: 0) != nil
        }
        guard hasCheckbox else { return html }
        return
            html
            .replacingOccurrences(
                of: "<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
                with: "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" />"
            )
            .replacingOccurrences(
                of: "<input type=\"checkbox\" disabled=\"\" />",
                with: "<input type=\"checkbox\" disabled=\"\" aria-label=\"To do\" />")
    }
}
