import Foundation
import Testing

@testable import GalleyUI

/// A dynamic property made of other dynamic properties, as a design system writes one.
private struct ThemeReader: DynamicProperty {
    @Environment(\.colorScheme) var scheme
}

private final class Model {}

/// Plain stored properties of every kind beside the readers: none of them can hold one.
private struct PlainFields {
    let title: String
    let subtitle: String?
    let model: Model
    let action: () -> Void
    let pair: (Int, Double)
    @Environment(\.colorScheme) var scheme
    var reader = ThemeReader()
}

/// Properties whose contents are known only at run time: asked at every install.
private struct OpaqueFields {
    let anything: Any
    let maybe: Environment<ColorScheme>?
}

private struct Generic<Value> {
    let value: Value
}

private struct NoReaders {
    let title: String
    let count: Int?
}

@Suite struct DynamicPropertyInstallTests {
    private var dark: EnvironmentValues {
        var values = EnvironmentValues()
        values.colorScheme = .dark
        return values
    }

    @Test func readersAndNestedReadersAmongPlainFieldsAreInstalledInPlace() {
        let subject = PlainFields(title: "a", subtitle: nil, model: Model(), action: {}, pair: (1, 2))
        guard case .fields(let fields) = DynamicPropertyLayout.plan(for: PlainFields.self) else {
            Issue.record("plain fields need no reflection")
            return
        }
        #expect(fields.count == 2)
        // Read outside any body: only what was installed can say dark.
        #expect(subject.scheme == .light)
        installEnvironment(dark, in: subject)
        #expect(subject.scheme == .dark)
        #expect(subject.reader.scheme == .dark)
    }

    @Test func fieldsThatCouldHoldAReaderAreAskedAtRunTimeAndInstalled() {
        let held = Environment(\.colorScheme)
        let maybe = Environment(\.colorScheme)
        let subject = OpaqueFields(anything: held, maybe: maybe)
        // Read in place, not reflected on: what they hold is asked at each install.
        guard case .fields(let fields) = DynamicPropertyLayout.plan(for: OpaqueFields.self) else {
            Issue.record("an Any or an optional reader is a field to ask at run time")
            return
        }
        #expect(fields.count == 2)
        installEnvironment(dark, in: subject)
        #expect(held.wrappedValue == .dark)
        #expect(maybe.wrappedValue == .dark)
        // What such a field holds may be no reader at all.
        installEnvironment(dark, in: OpaqueFields(anything: "text", maybe: nil))
    }

    @Test func aGenericFieldIsPlannedFromItsConcreteType() {
        let subject = Generic(value: Environment(\.colorScheme))
        guard case .fields = DynamicPropertyLayout.plan(for: Generic<Environment<ColorScheme>>.self) else {
            Issue.record("a generic reader field is a plain struct field")
            return
        }
        installEnvironment(dark, in: subject)
        #expect(subject.value.wrappedValue == .dark)
        guard case .fields(let fields) = DynamicPropertyLayout.plan(for: Generic<Any>.self) else {
            Issue.record("an Any field is asked at run time")
            return
        }
        #expect(fields.count == 1)
        let boxed = Environment(\.colorScheme)
        installEnvironment(dark, in: Generic<Any>(value: boxed))
        #expect(boxed.wrappedValue == .dark)
        // Nothing can hold a reader in Generic<Int>.
        guard case .nothing = DynamicPropertyLayout.plan(for: Generic<Int>.self) else {
            Issue.record("an Int field holds no reader")
            return
        }
    }

    @Test func typesWithoutReadersAreSkipped() {
        guard case .nothing = DynamicPropertyLayout.plan(for: NoReaders.self) else {
            Issue.record("nothing to install")
            return
        }
        // Not a struct: reflected on, as before.
        guard case .reflect = DynamicPropertyLayout.plan(for: Model.self) else {
            Issue.record("a class is reflected on")
            return
        }
        installEnvironment(dark, in: NoReaders(title: "a", count: 1))
    }
}
