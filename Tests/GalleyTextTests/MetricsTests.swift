import Testing

@testable import GalleyText

@Suite struct MetricsTests {
    let engine = TestEngine.shared

    @Test func interMetricsAtBodySize() {
        let metrics = engine.metrics(for: FontSpec(size: 17))
        #expect(metrics.unitsPerEm == 2816)
        // Inter's hhea: ascender 2728, descender -680, line gap 0 (units per em 2816).
        #expect(approximately(metrics.ascender, 2728.0 / 2816 * 17, within: 1e-9))
        #expect(approximately(metrics.descender, -680.0 / 2816 * 17, within: 1e-9))
        #expect(metrics.lineGap == 0)
        #expect(approximately(metrics.capHeight, 2048.0 / 2816 * 17, within: 1e-9))
        #expect(metrics.xHeight > 0 && metrics.xHeight < metrics.capHeight)
        #expect(approximately(metrics.naturalLineHeight, 3408.0 / 2816 * 17, within: 1e-9))
    }

    @Test(arguments: [
        (11.0, 13.0), (12, 16), (13, 18), (15, 20), (16, 21), (17, 22), (20, 25), (22, 28), (28, 34),
        (34, 41),
    ])
    func tableSizesGiveTheHIGLineHeight(size: Double, lineHeight: Double) {
        #expect(FontMetrics.defaultLineHeight(forSize: size) == lineHeight)
    }

    @Test func sizesBetweenEntriesInterpolate() {
        #expect(FontMetrics.defaultLineHeight(forSize: 14) == 19)
        #expect(approximately(FontMetrics.defaultLineHeight(forSize: 18), 23, within: 1e-9))
        #expect(FontMetrics.defaultLineHeight(forSize: 25) == 31)
    }

    @Test func sizesOutsideTheTableKeepTheEndRatio() {
        #expect(approximately(FontMetrics.defaultLineHeight(forSize: 68), 82, within: 1e-9))
        #expect(approximately(FontMetrics.defaultLineHeight(forSize: 5.5), 6.5, within: 1e-9))
        #expect(FontMetrics.defaultLineHeight(forSize: 0) == 0)
    }
}
