/// An immutable object made of a struct of fields that one worker fills in: passes make
/// their outcome as a `Contents` value, field by field, then wrap it, so that the lists a
/// build makes of a thousand articles hold references rather than copies of a dozen
/// fields each. Each field reads as the object's own (`page.anchors`).
@dynamicMemberLookup
protocol SharedContents: AnyObject, Sendable {
    associatedtype Contents: Sendable
    var contents: Contents { get }
}

extension SharedContents {
    subscript<Value>(dynamicMember field: KeyPath<Contents, Value>) -> Value {
        contents[keyPath: field]
    }
}
