import Foundation
import GalleyUI

// GalleyUI's modifiers are generic (`background<S: ShapeStyle>`), as SwiftUI's are; the
// interpreter holds values as existentials. These helpers open an existential into a
// generic parameter, so that each registered modifier calls the library's own method.

extension View {
    func openedBackground(_ style: any ShapeStyle, in shape: any Shape) -> any View {
        func open<S: Shape>(_ shape: S) -> any View { background(AnyShapeStyle(style), in: shape) }
        return open(shape)
    }

    func openedBackground(in shape: any Shape) -> any View {
        func open<S: Shape>(_ shape: S) -> any View { background(in: shape) }
        return open(shape)
    }

    func openedOverlay(_ style: any ShapeStyle, in shape: any Shape) -> any View {
        func open<S: Shape>(_ shape: S) -> any View { overlay(AnyShapeStyle(style), in: shape) }
        return open(shape)
    }

    func openedClipShape(_ shape: any Shape, style: FillStyle) -> any View {
        func open<S: Shape>(_ shape: S) -> any View { clipShape(shape, style: style) }
        return open(shape)
    }

    func openedButtonStyle(_ style: any ButtonStyle) -> any View {
        func open<S: ButtonStyle>(_ style: S) -> any View { buttonStyle(style) }
        return open(style)
    }

    func openedLabelStyle(_ style: any LabelStyle) -> any View {
        func open<S: LabelStyle>(_ style: S) -> any View { labelStyle(style) }
        return open(style)
    }

    func openedToggleStyle(_ style: any ToggleStyle) -> any View {
        func open<S: ToggleStyle>(_ style: S) -> any View { toggleStyle(style) }
        return open(style)
    }

    func openedPickerStyle(_ style: any PickerStyle) -> any View {
        func open<S: PickerStyle>(_ style: S) -> any View { pickerStyle(style) }
        return open(style)
    }

    func openedTextFieldStyle(_ style: any TextFieldStyle) -> any View {
        func open<S: TextFieldStyle>(_ style: S) -> any View { textFieldStyle(style) }
        return open(style)
    }

    func openedListStyle(_ style: any ListStyle) -> any View {
        func open<S: ListStyle>(_ style: S) -> any View { listStyle(style) }
        return open(style)
    }

    func openedTabViewStyle(_ style: any TabViewStyle) -> any View {
        func open<S: TabViewStyle>(_ style: S) -> any View { tabViewStyle(style) }
        return open(style)
    }

    func openedModifier(_ modifier: InterpretedModifier) -> any View {
        self.modifier(modifier)
    }
}

extension Shape {
    func openedTrim(from: CGFloat, to: CGFloat) -> any Shape { trim(from: from, to: to) }
    func openedRotation(_ angle: Angle, anchor: UnitPoint) -> any Shape { rotation(angle, anchor: anchor) }
    func openedOffset(_ offset: CGSize) -> any Shape { self.offset(offset) }
    func openedScale(_ scale: CGSize, anchor: UnitPoint) -> any Shape {
        self.scale(x: scale.width, y: scale.height, anchor: anchor)
    }

    func openedFill(_ style: any ShapeStyle, style fillStyle: FillStyle) -> any View {
        fill(AnyShapeStyle(style), style: fillStyle)
    }

    func openedFill(style fillStyle: FillStyle) -> any View { fill(style: fillStyle) }

    func openedStroke(_ style: any ShapeStyle, lineWidth: CGFloat) -> any View {
        stroke(AnyShapeStyle(style), lineWidth: lineWidth)
    }

    func openedStroke(_ style: any ShapeStyle, strokeStyle: StrokeStyle) -> any View {
        stroke(AnyShapeStyle(style), style: strokeStyle)
    }

    func openedStroke(lineWidth: CGFloat) -> any View { stroke(lineWidth: lineWidth) }

    func openedStroke(strokeStyle: StrokeStyle) -> any View { stroke(style: strokeStyle) }
}

extension InsettableShape {
    func openedStrokeBorder(_ style: any ShapeStyle, lineWidth: CGFloat) -> any View {
        strokeBorder(AnyShapeStyle(style), lineWidth: lineWidth)
    }

    func openedStrokeBorder(_ style: any ShapeStyle, strokeStyle: StrokeStyle) -> any View {
        strokeBorder(AnyShapeStyle(style), style: strokeStyle)
    }

    func openedStrokeBorder(lineWidth: CGFloat) -> any View { strokeBorder(lineWidth: lineWidth) }

    func openedStrokeBorder(strokeStyle: StrokeStyle) -> any View { strokeBorder(style: strokeStyle) }
}

extension ShapeStyle {
    func openedOpacity(_ opacity: Double) -> any ShapeStyle { self.opacity(opacity) }
}

extension Arguments {
    /// A `some ShapeStyle` argument, type-erased so that generic modifiers accept it.
    func shapeStyle(_ name: String) throws -> AnyShapeStyle {
        let style: any ShapeStyle = try self[name]
        return AnyShapeStyle(style)
    }
}
