/// The names visible at a place in a snippet, and the `self` of the member being run.
final class Scope {
    private var variables: [String: Reference] = [:]
    let parent: Scope?
    /// The instance whose method or body is running, if any.
    let selfValue: Value?

    init(parent: Scope?, selfValue: Value? = nil) {
        self.parent = parent
        self.selfValue = selfValue ?? parent?.selfValue
    }

    func declare(_ name: String, _ value: Value) {
        variables[name] = Reference(value)
    }

    func declare(_ name: String, reference: Reference) {
        variables[name] = reference
    }

    func lookup(_ name: String) -> Reference? {
        variables[name] ?? parent?.lookup(name)
    }

    /// Every name visible here, for "did you mean" suggestions.
    var allNames: [String] {
        Array(variables.keys) + (parent?.allNames ?? [])
    }
}
