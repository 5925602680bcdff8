import Foundation
import GalleyUI

// Styles a snippet declares for GalleyUI's design-system components, as
// `InterpretedButtonStyle` is for buttons: the library calls `makeBody(configuration:)`
// during layout, and the interpreter evaluates the snippet's method then.

/// A `CardStyle` the snippet declares.
struct InterpretedCardStyle: CardStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `ModalCardStyle` the snippet declares.
struct InterpretedModalCardStyle: ModalCardStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `SelectStyle` the snippet declares.
struct InterpretedSelectStyle: SelectStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `TextInputStyle` the snippet declares.
struct InterpretedTextInputStyle: TextInputStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `MoneyInputStyle` the snippet declares.
struct InterpretedMoneyInputStyle: MoneyInputStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `GroupBoxStyle` the snippet declares.
struct InterpretedGroupBoxStyle: GroupBoxStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `ProgressViewStyle` the snippet declares.
struct InterpretedProgressViewStyle: ProgressViewStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `LabeledContentStyle` the snippet declares.
struct InterpretedLabeledContentStyle: LabeledContentStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `DisclosureGroupStyle` the snippet declares.
struct InterpretedDisclosureGroupStyle: DisclosureGroupStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

// The components' style modifiers are generic, as SwiftUI's are; these open the
// interpreter's existential style into the generic parameter (see ExistentialOpening.swift).

extension View {
    func openedCardStyle(_ style: any CardStyle) -> any View {
        func open<S: CardStyle>(_ style: S) -> any View { cardStyle(style) }
        return open(style)
    }

    func openedModalCardStyle(_ style: any ModalCardStyle) -> any View {
        func open<S: ModalCardStyle>(_ style: S) -> any View { modalCardStyle(style) }
        return open(style)
    }

    func openedSelectStyle(_ style: any SelectStyle) -> any View {
        func open<S: SelectStyle>(_ style: S) -> any View { selectStyle(style) }
        return open(style)
    }

    func openedTextInputStyle(_ style: any TextInputStyle) -> any View {
        func open<S: TextInputStyle>(_ style: S) -> any View { textInputStyle(style) }
        return open(style)
    }

    func openedMoneyInputStyle(_ style: any MoneyInputStyle) -> any View {
        func open<S: MoneyInputStyle>(_ style: S) -> any View { moneyInputStyle(style) }
        return open(style)
    }

    func openedGroupBoxStyle(_ style: any GroupBoxStyle) -> any View {
        func open<S: GroupBoxStyle>(_ style: S) -> any View { groupBoxStyle(style) }
        return open(style)
    }

    func openedLabeledContentStyle(_ style: any LabeledContentStyle) -> any View {
        func open<S: LabeledContentStyle>(_ style: S) -> any View { labeledContentStyle(style) }
        return open(style)
    }

    func openedDisclosureGroupStyle(_ style: any DisclosureGroupStyle) -> any View {
        func open<S: DisclosureGroupStyle>(_ style: S) -> any View { disclosureGroupStyle(style) }
        return open(style)
    }

    func openedProgressViewStyle(_ style: any ProgressViewStyle) -> any View {
        func open<S: ProgressViewStyle>(_ style: S) -> any View { progressViewStyle(style) }
        return open(style)
    }
}

extension AnyCardStyle {
    /// Erases a style the interpreter holds as an existential.
    static func opened(_ style: any CardStyle) -> AnyCardStyle {
        func open<S: CardStyle>(_ style: S) -> AnyCardStyle { AnyCardStyle(style: style) }
        return open(style)
    }
}
