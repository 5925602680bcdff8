import Foundation

@testable import GalleySite

/// Checks that every name a page template looks up is a variable its page data provides,
/// following the template as Mustache renders it: the parent it inherits from, with the
/// child's blocks in place of the parent's, and the partials, each where it is included.
///
/// A name is looked up as Mustache does: its first part in the innermost section that has
/// it, then outwards to the page's top level; its other parts inside what the first names.
/// A section over a list looks inside each item, over an object inside it; over text or a
/// boolean, it has nothing of its own. A section or inverted section may test for a name
/// the page lacks if another kind of page has it at the top level: a partial shared by
/// every page asks `{{#article}}` to learn whether it is on an article's page. What such a
/// section holds is never rendered on this page, so it is not checked here.
struct TemplateVariableCheck {
    /// The parsed templates, by name: `article`, `partials/toc`…
    let templates: [String: [MustacheTag]]
    /// The top-level variables of every kind of page.
    let pages: [[TemplateField]]

    /// What `template` names that `fields` do not provide, one line each.
    func problems(in template: String, fields: [TemplateField]) -> [String] {
        var walk = Walk(check: self)
        walk.include(template, line: 0, scopes: [fields], blocks: [:], trail: [])
        return walk.problems
    }

    /// A block's content as a child template replaces it, and that child's name.
    private typealias Override = (tags: [MustacheTag], template: String)

    private struct Walk {
        let check: TemplateVariableCheck
        var problems: [String] = []

        /// Walks the template `name` in place of a tag at `line` of the last in `trail`.
        mutating func include(
            _ name: String, line: Int, scopes: [[TemplateField]], blocks: [String: Override], trail: [String]
        ) {
            guard let tags = check.templates[name] else {
                report("no template '\(name)'", line: line, trail: trail)
                return
            }
            guard !trail.contains(name) else {
                report("'\(name)' includes itself", line: line, trail: trail)
                return
            }
            walk(tags, scopes: scopes, blocks: blocks, trail: trail + [name])
        }

        mutating func walk(
            _ tags: [MustacheTag], scopes: [[TemplateField]], blocks: [String: Override], trail: [String]
        ) {
            for tag in tags {
                switch tag {
                case .variable(let name, let line):
                    if resolve(name, in: scopes) == nil { report(unknown: name, line: line, trail: trail) }
                case .section(let name, let inverted, let body, let line):
                    if let field = resolve(name, in: scopes) {
                        let inner = inverted ? scopes : scopes + [field?.fields ?? []]
                        walk(body, scopes: inner, blocks: blocks, trail: trail)
                    } else if check.pages.contains(where: { resolve(name, in: [$0]) != nil }) {
                        // A test for another kind of page: only the inverted body renders here.
                        if inverted { walk(body, scopes: scopes, blocks: blocks, trail: trail) }
                    } else {
                        report(unknown: name, line: line, trail: trail)
                    }
                case .partial(let name, let line):
                    include(name, line: line, scopes: scopes, blocks: blocks, trail: trail)
                case .parent(let name, let childBlocks, let line):
                    // A block replaced further down the inheritance stays replaced.
                    let child = trail.last ?? ""
                    let replaced = childBlocks.mapValues { ($0, child) }.merging(blocks) { _, outer in outer }
                    include(name, line: line, scopes: scopes, blocks: replaced, trail: trail)
                case .block(let name, let body, _):
                    // A replaced block is the child's text, rendered where the parent has it.
                    if let override = blocks[name] {
                        walk(override.tags, scopes: scopes, blocks: blocks, trail: trail + [override.template])
                    } else {
                        walk(body, scopes: scopes, blocks: blocks, trail: trail)
                    }
                }
            }
        }

        /// The field `name` finds: nil if none; `.some(nil)` for a name that is not a page
        /// variable but still resolves (`.`, the current item; `index()` and the like, which
        /// swift-mustache gives the items of a list).
        func resolve(_ name: String, in scopes: [[TemplateField]]) -> TemplateField?? {
            var name = Substring(name)
            // `uppercased(title)`: a transform of `title`.
            while let open = name.firstIndex(of: "("), name.last == ")" {
                name = name[name.index(after: open)..<name.index(before: name.endIndex)]
                if name.isEmpty { return .some(nil) }
            }
            if name == "." { return .some(nil) }
            // A leading dot looks only in the innermost section.
            let searched = name.hasPrefix(".") ? Array(scopes.suffix(1)) : scopes
            let parts = name.split(separator: ".").map(String.init)
            guard let first = parts.first,
                var field = searched.reversed().lazy.compactMap({ $0.first { $0.name == first } }).first
            else { return nil }
            for part in parts.dropFirst() {
                guard let inner = field.fields.first(where: { $0.name == part }) else { return nil }
                field = inner
            }
            return .some(field)
        }

        mutating func report(unknown name: String, line: Int, trail: [String]) {
            report("'\(name)' is not a variable of this page", line: line, trail: trail)
        }

        /// Records `problem` at `line` of the last template in `trail`, and how it was reached.
        mutating func report(_ problem: String, line: Int, trail: [String]) {
            let place = trail.last.map { "templates/\($0).mustache:\(line)" } ?? "templates"
            let via = trail.count > 1 ? " (from \(trail.dropLast().joined(separator: " → ")))" : ""
            problems.append("\(place): \(problem)\(via)")
        }
    }
}
