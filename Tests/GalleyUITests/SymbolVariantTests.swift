import Foundation
import Testing

@testable import GalleyUI

/// `.symbolVariant` draws the variant's icon, as SF Symbols names variants.
@Suite struct SymbolVariantTests {
    @Test func aVariantDrawsTheIconOfItsName() throws {
        #expect(try svg(Image(systemName: "heart").symbolVariant(.fill)) == svg(Image(systemName: "heart.fill")))
        #expect(
            try svg(Image(systemName: "person").symbolVariant(.circle.fill))
                == svg(Image(systemName: "person.circle.fill")))
        #expect(try svg(Image(systemName: "bell").symbolVariant(.slash)) == svg(Image(systemName: "bell.slash")))
    }

    @Test func aVariantWithNoIconDrawsTheSymbolAsWritten() throws {
        #expect(try svg(Image(systemName: "gear").symbolVariant(.slash)) == svg(Image(systemName: "gear")))
    }

    @Test func variantsNameTheirPartsInSFSymbolsOrder() {
        #expect(SymbolVariants.circle.fill.name(of: "person") == "person.circle.fill")
        #expect(SymbolVariants.fill.name(of: "person.circle") == "person.circle.fill")
        #expect(SymbolVariants.none.name(of: "star") == "star")
    }
}
