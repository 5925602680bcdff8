import Foundation
import Testing

@testable import GalleyUI

/// A node's memo of the sizes it chose: the first answers kept inside it, then a list,
/// then a table; every answer must come back whichever holds it.
@Suite struct SizeMemoTests {
    @Test func everyRememberedSizeComesBackPastEachKindOfStorage() {
        var memo = SizeMemo()
        let proposals = (0..<40).map { ProposedViewSize(width: CGFloat($0), height: $0 % 2 == 0 ? nil : 10) }
        for (index, proposal) in proposals.enumerated() {
            #expect(memo[proposal] == nil)
            memo.remember(CGSize(width: index, height: 2 * index), for: proposal)
            // Everything remembered so far is still there after each addition.
            for (earlier, asked) in proposals[...index].enumerated() {
                #expect(memo[asked] == CGSize(width: earlier, height: 2 * earlier))
            }
        }
        #expect(memo[ProposedViewSize(width: nil, height: nil)] == nil)
        #expect(memo[ProposedViewSize(width: 1, height: nil)] == nil)
    }
}
