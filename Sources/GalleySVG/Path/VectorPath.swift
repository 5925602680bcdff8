import Foundation

/// A vector outline in points (y down): subpaths of lines and Bézier curves.
public struct VectorPath: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The commands in drawing order.
    public private(set) var elements: [Element]

    /// An empty path.
    public init() { elements = [] }

    /// A path from commands.
    public init(elements: [Element]) { self.elements = elements }

    /// Whether the path draws nothing.
    public var isEmpty: Bool { elements.isEmpty }

    /// Makes room for `count` elements in all, for a shape that knows how many it adds.
    public mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Appends every element of `other`.
    public mutating func addPath(_ other: VectorPath) { elements += other.elements }

    /// The path with every point transformed.
    public func applying(_ transform: Transform2D) -> VectorPath {
        VectorPath(
            elements: elements.map { element in
                switch element {
                case .move(let p): return .move(to: transform.apply(to: p))
                case .line(let p): return .line(to: transform.apply(to: p))
                case .quadCurve(let p, let c):
                    return .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
                case .curve(let p, let c1, let c2):
                    return .curve(
                        to: transform.apply(to: p), control1: transform.apply(to: c1),
                        control2: transform.apply(to: c2))
                case .closeSubpath: return .closeSubpath
                }
            })
    }

    /// The box around every point and control point (never smaller than the drawn shape),
    /// or nil for an empty path.
    public var controlPointBounds: CGRect? {
        // Point by point, in the order `CGRect.enclosing` takes them, without an array of
        // points per element: every filter region and mark of every picture asks.
        var box: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)?
        func include(_ point: CGPoint) {
            guard let current = box else {
                box = (point.x, point.y, point.x, point.y)
                return
            }
            box = (
                Swift.min(current.minX, point.x), Swift.min(current.minY, point.y),
                Swift.max(current.maxX, point.x), Swift.max(current.maxY, point.y)
            )
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c):
                include(p)
                include(c)
            case .curve(let p, let c1, let c2):
                include(p)
                include(c1)
                include(c2)
            case .closeSubpath: break
            }
        }
        guard let box else { return nil }
        return CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
    }

    /// The SVG path data (`d`), numbers to 1/1000 pt, compact and deterministic.
    public var svgPathData: String {
        var bytes: [UInt8] = []
        appendSVGPathData(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``svgPathData`` to `bytes`, for writers that build their text in place.
    func appendSVGPathData(to bytes: inout [UInt8]) {
        var writer = PathDataWriter(decimals: 3)
        swap(&writer.bytes, &bytes)
        defer { swap(&writer.bytes, &bytes) }
        for element in elements {
            switch element {
            case .move(let p): writer.command(UInt8(ascii: "M"), p)
            case .line(let p): writer.command(UInt8(ascii: "L"), p)
            case .quadCurve(let p, let c):
                writer.command(UInt8(ascii: "Q"), c)
                writer.number(p.x)
                writer.number(p.y)
            case .curve(let p, let c1, let c2):
                writer.command(UInt8(ascii: "C"), c1)
                writer.number(c2.x)
                writer.number(c2.y)
                writer.number(p.x)
                writer.number(p.y)
            case .closeSubpath: writer.command(UInt8(ascii: "Z"))
            }
        }
    }
}
