import Testing

@testable import GalleyMarkdown

@Suite struct HeadingAnchorsTests {
    @Test func slugsAreLowercaseWordsJoinedByHyphens() {
        #expect(HeadingAnchors.slug("Getting Started") == "getting-started")
        #expect(HeadingAnchors.slug("  The `Card` view: styles & states!  ") == "the-card-view-styles-states")
        #expect(HeadingAnchors.slug("Über Café") == "über-café")
        #expect(HeadingAnchors.slug("!!!") == "section")
    }

    @Test func repeatedHeadingsGetNumberedIds() {
        var anchors = HeadingAnchors()
        #expect(anchors.anchor(for: "Usage") == "usage")
        #expect(anchors.anchor(for: "Usage") == "usage-1")
        #expect(anchors.anchor(for: "usage") == "usage-2")
        #expect(anchors.anchor(for: "Usage 1") == "usage-1-1")
    }
}
