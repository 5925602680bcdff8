import Testing

@testable import LibraryDeclarations

/// What the generator reads from a library's source, and how it spells each parameter
/// for the snippet interpreter, which has no generics.
@Suite struct InterpreterSpellingTests {
    private func declarations(_ source: String) -> [Declaration] {
        LibraryDeclarations.read([(text: source, file: "Library.swift")]).functions
    }

    private func only(_ source: String) throws -> String {
        let found = declarations(source)
        try #require(found.count == 1, "\(found)")
        return InterpreterSpelling.parameterList(of: found[0])
    }

    @Test func aViewPlaceholderIsSomeView() throws {
        let source = """
            public struct Card<Content: View>: View {
                public init(@ViewBuilder content: @escaping () -> Content) {}
            }
            """
        #expect(try only(source) == "(content: () -> some View)")
    }

    @Test func numericAndTextPlaceholdersAreTheirConcreteTypes() throws {
        let source = """
            extension View {
                public func gauge<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1) -> some View { self }
                public func caption<S>(_ text: S) -> some View where S: StringProtocol { self }
                public func tagged<T: Hashable>(_ tag: T) -> some View { self }
                public func anything<T>(_ value: T) -> some View { self }
            }
            """
        let spelled = declarations(source).map(InterpreterSpelling.parameterList(of:))
        #expect(
            spelled == [
                "(value: Double, in bounds: ClosedRange<Double> = 0...1)", "(_ text: String)",
                "(_ tag: AnyHashable)", "(_ value: Any)",
            ])
    }

    @Test func anExtensionsSameTypeRequirementFixesThePlaceholder() throws {
        let source = """
            public struct Button<Label: View>: View {}
            extension Button where Label == Text {
                public init(_ title: String, action: @escaping () -> Void) {}
            }
            extension Button {
                public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
            }
            """
        let spelled = declarations(source).map(InterpreterSpelling.parameterList(of:))
        #expect(spelled == ["(_ title: String, action: () -> Void)", "(action: () -> Void, label: () -> some View)"])
    }

    @Test func nestedTypesAreSpeltAsASnippetOutsideWritesThem() throws {
        let source = """
            public struct ModalCard: View {
                public struct Button {}
                public init(title: String, primaryButton: Button, secondaryButton: Button? = nil) {}
            }
            """
        #expect(
            try only(source)
                == "(title: String, primaryButton: ModalCard.Button, secondaryButton: ModalCard.Button? = nil)")
    }

    @Test func kindsOwnersAndVisibility() {
        let source = """
            public struct Font {
                public static func system(size: CGFloat) -> Font { Font() }
                public func bold() -> Font { self }
                func hidden() {}
                @_spi(Internal) public func spi() {}
            }
            extension View {
                public func padding(_ length: CGFloat) -> some View { self }
            }
            public func min(_ x: Double, _ y: Double) -> Double { x }
            """
        let found = declarations(source).map { "\($0.kind) \($0.owner).\($0.selector)" }
        #expect(
            found == [
                "staticFunction Font.system(size:)", "method Font.bold()", "modifier View.padding(_:)",
                "function .min(_:_:)",
            ])
    }

    @Test func aDocCommentsPreviewBlockIsTheExample() throws {
        let source = """
            extension View {
                /// Accepted and set aside.
                /// ```swift preview
                /// Text("Tap")
                ///     .onTapGesture {}
                /// ```
                public func onTapGesture(perform action: () -> Void)
            }
            """
        let found = try #require(declarations(source).first)
        #expect(found.example == "Text(\"Tap\")\n    .onTapGesture {}")
    }
}
