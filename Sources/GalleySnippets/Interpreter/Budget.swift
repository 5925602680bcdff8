import SwiftSyntax

/// The sandbox's limits: a runaway snippet (endless recursion, a loop over millions)
/// stops with a diagnostic long before it could hold up a build.
struct Budget {
    /// Expressions and statements evaluated, in all.
    var maximumSteps = 100_000
    /// Nested calls of declared functions, views and closures.
    var maximumDepth = 100
    /// Views constructed, in all.
    var maximumViews = 20_000

    private(set) var steps = 0
    private(set) var depth = 0
    private(set) var views = 0

    mutating func step(at node: some SyntaxProtocol) throws {
        steps += 1
        if steps > maximumSteps {
            throw EvaluationError(
                "snippet stopped: it took more than \(maximumSteps) evaluation steps", at: node,
                notes: ["a loop or a recursion that never ends is the usual cause"])
        }
    }

    /// The lowest stack address evaluation may reach: GalleyUI resolves a declared
    /// view's body recursively, so a view that contains itself is stopped here before
    /// the thread's stack runs out. A budget is made where evaluation starts.
    var stackLimit = StackBounds.limit()

    mutating func enter(at node: some SyntaxProtocol) throws {
        try checkStack(at: node)
        depth += 1
        if depth > maximumDepth {
            throw EvaluationError(
                "snippet stopped: calls nested more than \(maximumDepth) deep", at: node,
                notes: ["a view or function that calls itself without end is the usual cause"])
        }
    }

    mutating func leave() { depth -= 1 }

    func checkStack(at node: some SyntaxProtocol) throws {
        var marker = 0
        let address = withUnsafePointer(to: &marker) { UInt(bitPattern: $0) }
        if address < stackLimit {
            throw EvaluationError(
                "snippet stopped: views or calls nested too deep", at: node,
                notes: ["a view whose body contains the view itself is the usual cause"])
        }
    }

    mutating func countViews(_ count: Int, at node: some SyntaxProtocol) throws {
        views += count
        if views > maximumViews {
            throw EvaluationError(
                "snippet stopped: it makes more than \(maximumViews) views", at: node,
                notes: ["a preview shows a screenful; show a few rows of a long list"])
        }
    }
}

/// How deep evaluation may go on the stack, measured from where it starts.
enum StackBounds {
    /// How much stack one evaluation may use: far more than any real preview needs
    /// (hundreds of nested views), far less than a thread's stack.
    static let budget: UInt = 2 << 20

    /// The lowest address evaluation that starts here may reach.
    static func limit() -> UInt {
        var marker = 0
        let here = withUnsafePointer(to: &marker) { UInt(bitPattern: $0) }
        return here > budget ? here - budget : 0
    }
}
