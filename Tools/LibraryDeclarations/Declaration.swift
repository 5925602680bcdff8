/// One public initializer or function of a Swift library, as its source declares it: what
/// the snippet interpreter's table of signatures is generated from.
public struct Declaration: Sendable, Hashable {
    /// How a snippet reaches the declaration.
    public enum Kind: String, Sendable, Hashable, Comparable {
        /// `init` of a type: `Text("Hi")`.
        case initializer
        /// A method of `View` (in an `extension View`): `.padding()`.
        case modifier
        /// An instance method of another type or protocol: `Text.bold()`, `Shape.fill(_:)`.
        case method
        /// A static function or an enum case with associated values: `Font.system(size:)`.
        case staticFunction
        /// A function at the top level: `min(_:_:)`.
        case function

        public static func < (left: Kind, right: Kind) -> Bool { left.rawValue < right.rawValue }
    }

    /// A parameter as written: `_ edges: Edge.Set = .all`.
    public struct Parameter: Sendable, Hashable {
        /// The argument label; nil for `_`.
        public var label: String?
        /// The name inside the function: the second name, else the label.
        public var name: String?
        /// The type as written, attributes such as `@escaping` left out.
        public var type: String
        public var defaultValue: String?
        /// `inout` and variadic parameters are not called the way a snippet calls.
        public var isInOutOrVariadic: Bool

        public init(label: String?, name: String?, type: String, defaultValue: String?, isInOutOrVariadic: Bool = false)
        {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.isInOutOrVariadic = isInOutOrVariadic
        }
    }

    public var kind: Kind
    /// The type the declaration belongs to (`View` for modifiers, `Font.TextStyle`), or ""
    /// for a function at the top level.
    public var owner: String
    /// `init` for initializers, else the function's name without backticks.
    public var name: String
    public var parameters: [Parameter]
    /// What each generic parameter in scope stands for: its conformances (`View`), or the
    /// one type a same-type requirement names (`Label == Text`, marked by a leading `=`).
    public var generics: [String: [String]]
    /// Where it is declared, relative to the folder that was read, for messages.
    public var file: String
    public var line: Int
    /// The live example of the declaration's doc comment: the lines of its
    /// ```` ```swift preview ```` block.
    public var example: String?

    public init(
        kind: Kind, owner: String, name: String, parameters: [Parameter], generics: [String: [String]], file: String,
        line: Int, example: String? = nil
    ) {
        self.example = example
        self.kind = kind
        self.owner = owner
        self.name = name
        self.parameters = parameters
        self.generics = generics
        self.file = file
        self.line = line
    }

    /// `padding(_:_:)`, as Swift names a function.
    public var selector: String {
        name + "(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}
