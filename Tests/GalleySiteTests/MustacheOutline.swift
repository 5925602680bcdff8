import Foundation

/// The tags of a Mustache template that name something, nested as the template nests them:
/// what `TemplateVariableCheck` walks. Text and comments are left out.
///
/// swift-mustache keeps its parsed tokens to itself, so the tests read the tags themselves;
/// only the default delimiters are read (the theme never changes them), and a template that
/// changes them or names a partial dynamically is an error rather than half-checked.
indirect enum MustacheTag {
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
    case variable(String, line: Int)
    /// `{{#name}}…{{/name}}`, or with `inverted`, `{{^name}}…{{/name}}`.
    case section(String, inverted: Bool, body: [MustacheTag], line: Int)
    /// `{{> name}}`.
    case partial(String, line: Int)
    /// `{{<name}}…{{/name}}`: the template `name`, with the blocks defined inside.
    case parent(String, blocks: [String: [MustacheTag]], line: Int)
    /// `{{$name}}…{{/name}}`: a block, and what it holds unless a child replaces it.
    case block(String, body: [MustacheTag], line: Int)
}

enum MustacheOutline {
    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// The tags of `text`, nested.
    static func parse(_ text: String) throws -> [MustacheTag] {
        // Each open section, parent or block: its sigil, name, line and the tags so far.
        var open: [(sigil: Character, name: String, line: Int, tags: [MustacheTag])] = [(" ", "", 0, [])]
        var rest = Substring(text)
        var line = 1
        while let start = rest.range(of: "{{") {
            line += rest[..<start.lowerBound].count { $0 == "\n" }
            let isTriple = rest[start.upperBound...].first == "{"
            let closing = isTriple ? "}}}" : "}}"
            guard let end = rest[start.upperBound...].range(of: closing) else {
                throw ParseError(description: "line \(line): a tag is not closed")
            }
            let inside = rest[start.upperBound..<end.lowerBound]
            rest = rest[end.upperBound...]
            defer { line += inside.count { $0 == "\n" } }
            guard let sigil = inside.first else { throw ParseError(description: "line \(line): an empty tag") }
            let name = inside.dropFirst().trimmingCharacters(in: .whitespaces)
            switch sigil {
            case "!", "%": continue
            case "=": throw ParseError(description: "line \(line): changed delimiters are not read")
            case "{", "&": open[open.count - 1].tags.append(.variable(name, line: line))
            case ">":
                guard !name.hasPrefix("*") else {
                    throw ParseError(description: "line \(line): a dynamic partial cannot be checked")
                }
                open[open.count - 1].tags.append(.partial(name, line: line))
            case "#", "^", "<", "$": open.append((sigil, name, line, []))
            case "/":
                let closed = open.removeLast()
                guard open.count >= 1, closed.name == name else {
                    throw ParseError(description: "line \(line): {{/\(name)}} closes nothing open of that name")
                }
                open[open.count - 1].tags.append(tag(closed.sigil, closed.name, closed.tags, line: closed.line))
            default:
                open[open.count - 1].tags.append(
                    .variable(inside.trimmingCharacters(in: .whitespaces), line: line))
            }
        }
        guard open.count == 1 else {
            throw ParseError(
                description: "line \(open[open.count - 1].line): {{\(open[open.count - 1].name)}} is never closed")
        }
        return open[0].tags
    }

    private static func tag(_ sigil: Character, _ name: String, _ body: [MustacheTag], line: Int) -> MustacheTag {
        switch sigil {
        case "<":
            var blocks: [String: [MustacheTag]] = [:]
            // Only the blocks inside a parent tag mean anything.
            for case .block(let name, let body, _) in body { blocks[name] = body }
            return .parent(name, blocks: blocks, line: line)
        case "$": return .block(name, body: body, line: line)
        default: return .section(name, inverted: sigil == "^", body: body, line: line)
        }
    }
}
