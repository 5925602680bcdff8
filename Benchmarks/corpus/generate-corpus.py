#!/usr/bin/env python3
"""Galley's benchmark corpus: a documentation site of generated articles, and the same site for Hugo.

    generate-corpus.py --articles N --out DIR [--previews-per-article K] [--seed S] [--hugo]

Writes DIR/content/site.yml and DIR/content/articles/NNNNN-<slug>.md; with --hugo also
DIR/hugo/, a Hugo site over byte-identical copies of the same articles.

An article reads like a design-system team's field notes: YAML front matter (title, date,
description, one to three tags), 800 to 1,200 words of prose under four to six `##`
headings (some with a `###`), with emphasis, strong text, inline code, a bulleted and a
numbered list and a blockquote; three links to other articles of the corpus by file name
(one in three to a heading of the target), one external link; two plain ```swift
listings of 10 to 25 lines (models, views, styles, tokens, tests); and K ```swift preview
blocks that Galley evaluates and draws: stacks, text, symbols, shapes, colours, controls
and Galley's components (Card and its styles, ModalCard, Select, TextInput, MoneyInput),
a few of them declaring a view that a later preview of the same article uses.

Deterministic: the output depends only on the arguments (random.Random seeded with
strings, stable across Python 3 versions). Python's standard library only.
"""

import argparse
import datetime
import os
import random
import re
import shutil
import sys

# ---------------------------------------------------------------------------------------
# Words
# ---------------------------------------------------------------------------------------

TAGS = [
    "components", "design-tokens", "layout", "typography", "colour", "dark-mode",
    "accessibility", "dynamic-type", "forms", "inputs", "buttons", "cards", "modals",
    "navigation", "lists", "icons", "motion", "theming", "previews", "documentation",
    "testing", "snapshot-tests", "swiftui", "swift", "packages", "tooling", "ci",
    "performance", "localization", "right-to-left", "spacing", "grids", "review",
    "versioning", "migration", "governance", "onboarding", "prototyping",
]

SUBJECTS_TOPICS = [
    "card styles", "modal cards", "select fields", "text inputs", "money inputs",
    "button roles", "spacing scales", "colour tokens", "type ramps", "icon sets",
    "stack layouts", "adaptive layouts", "dark appearance", "focus order",
    "error states", "empty states", "loading states", "form validation",
    "component APIs", "style protocols", "environment values", "preview galleries",
    "visual regression reviews", "release notes", "deprecations", "theme overrides",
    "corner radii", "shadows and elevation", "semantic colours", "touch targets",
    "VoiceOver labels", "Dynamic Type sizes", "layout priorities", "fixed sizes",
    "alignment guides", "currency formatting", "placeholder text", "disabled controls",
]

PRODUCTS = [
    "a banking app", "a travel planner", "a grocery app", "a fitness tracker",
    "a podcast client", "a ticketing app", "an insurance portal", "a recipe app",
    "a library catalogue", "a parking app", "a clinic booking flow", "a photo editor",
    "a school timetable", "a marketplace", "a newsletter editor", "a team chat",
]

TITLE_FORMS = [
    "Designing {topic}",
    "{Topic} in practice",
    "What we learned from {topic}",
    "A field guide to {topic}",
    "{Topic} for {product}",
    "Rethinking {topic}",
    "{Topic} without surprises",
    "Notes on {topic} and {topic2}",
    "From {topic} to {topic2}",
    "How {product} uses {topic}",
    "The case for {topic}",
    "{Number} questions about {topic}",
    "Shipping {topic} to {product}",
    "Reviewing {topic}",
]

ACTORS = [
    "the card", "a modal card", "the select field", "the style", "the component",
    "our design system", "the layout engine", "each stack", "the parent view",
    "a designer", "the reviewer", "the preview", "the theme", "the environment",
    "the token set", "the money input", "the text input", "every screen",
    "the button", "the label", "the icon", "the checklist", "the pull request",
    "the documentation", "the release", "the team", "a new contributor",
]

ACTIONS = [
    "decides", "measures", "proposes", "inherits", "overrides", "adapts", "records",
    "exposes", "hides", "reuses", "groups", "aligns", "reserves", "announces",
    "clips", "pads", "reports", "simplifies", "documents", "replaces", "keeps",
    "borrows", "draws", "lays out", "checks", "compares",
]

TARGETS = [
    "its own size", "the spacing between rows", "the corner radius", "the accent colour",
    "a single source of truth", "the label and its value", "the width it was offered",
    "the primary action", "the cancel button", "the error message", "the placeholder",
    "the information line", "every state at once", "the light and dark pictures",
    "the tap area", "the reading order", "the leading edge", "the baseline",
    "a smaller type size", "the shadow", "the border", "the style in the environment",
    "the thumbnail", "the currency symbol", "the ideal height", "a stable identity",
    "the diff of every preview", "the intent of the design",
]

CIRCUMSTANCES = [
    "in a narrow column", "when the text grows", "in dark appearance",
    "on the smallest phone", "for every language we ship", "without a single override",
    "before anyone writes code", "during review", "in one place", "at the largest type size",
    "when the value is missing", "when the field is disabled", "inside a card",
    "next to a long label", "for right-to-left readers", "in the release build",
    "with no extra configuration", "as soon as the token changes", "in every preview",
]

OPENINGS = [
    "In our experience,", "Most of the time,", "On a small screen,", "In practice,",
    "Seen from the outside,", "At review time,", "By default,", "For a new screen,",
    "Counter-intuitively,", "Put simply,", "Once the tokens settle,", "Done well,",
]

AFTERTHOUGHTS = [
    "That is the whole trick.",
    "Nobody notices when it works, which is the point.",
    "It took us three releases to get right.",
    "The previews make the difference visible.",
    "We wrote it down so that nobody has to rediscover it.",
    "The next section shows why.",
    "Reviewers catch it in seconds.",
    "It sounds obvious, and yet.",
]

STRESSED = [
    "the default", "not optional", "cheap to change", "easy to overlook",
    "the contract", "measured, not guessed", "a design decision",
]

ADVERBS = [
    "always", "rarely", "quietly", "deliberately", "usually", "never", "still",
    "consistently", "only", "gradually", "explicitly",
]

CODE_WORDS = [
    "Card", "ModalCard", "Select", "TextInput", "MoneyInput", ".cardStyle(_:)",
    ".selectStyle(.underlined)", ".padding()", ".frame(maxWidth:)", "VStack", "HStack",
    "ZStack", "Spacer()", "@Environment", "@ViewBuilder", "CardStyle", "ButtonStyle",
    "InputEmphasis", ".destructive", ".cancel()", "layoutPriority", "fixedSize()",
    "galley check", "galley build", "galley diff", "swift preview", "Configuration",
    "makeBody(configuration:)", ".foregroundStyle(.secondary)", "Image(systemName:)",
    ".font(.headline)", "Color.accentColor", "accessibilityLabel",
]

RULES = [
    "Give every component a preview for each of its states",
    "Name colours by their role, never by their hue",
    "Let the parent propose the width and the child choose its height",
    "Keep one style per component in the environment",
    "Write the error message before the happy path",
    "Prefer `.padding()` to fixed frames",
    "Check every screen at the largest Dynamic Type size",
    "Keep destructive actions away from the default position",
    "Document why a token exists, not only its value",
    "Review pictures, not only code",
    "Use `InputEmphasis` instead of a red border",
    "Leave room for the longest translation",
    "Give icons a text label or an accessibility label",
    "Retire a component in two releases, never in one",
    "Run `galley check` on every pull request",
    "Keep corner radii on the spacing scale",
]

STEPS = [
    "Sketch the states the component can be in",
    "Write the initializer the way a caller would want to read it",
    "Add a preview for the default state",
    "Add previews for the error and disabled states",
    "Move every colour into a semantic token",
    "Write the style protocol and its configuration",
    "Provide two built-in styles",
    "Check the pictures in light and dark appearance",
    "Ask a screen reader user to try it",
    "Publish the article and link it from the index",
    "Announce the change in the release notes",
    "Watch the visual diff on the first pull request",
]

QUOTES = [
    "A component is finished when its documentation is.",
    "If it cannot be previewed, it cannot be reviewed.",
    "Tokens are decisions with names.",
    "Design for the longest word in the longest language.",
    "The best API is the one nobody has to ask about.",
    "Every style is a promise to the next screen.",
    "Consistency is a feature users feel but never name.",
]

OUTSIDE_LINKS = [
    ("Swift's documentation", "https://www.swift.org/documentation/"),
    ("the Human Interface Guidelines", "https://developer.apple.com/design/human-interface-guidelines/"),
    ("the CommonMark specification", "https://spec.commonmark.org/"),
    ("the WCAG quick reference", "https://www.w3.org/WAI/WCAG22/quickref/"),
    ("Material Design Icons", "https://pictogrammers.com/library/mdi/"),
    ("the Swift forums", "https://forums.swift.org/"),
    ("the SwiftUI documentation", "https://developer.apple.com/documentation/swiftui"),
    ("the Inter typeface", "https://rsms.me/inter/"),
]

HEADINGS = [
    "Where we started", "The states", "Choosing the defaults", "Spacing", "Colour",
    "Type", "Icons", "Accessibility", "Dark appearance", "Narrow screens",
    "The API", "Styles", "Composition", "Errors", "Empty states", "Review",
    "Testing", "Migration", "Open questions", "What we would change", "Summary",
    "Edge cases", "Tokens", "Naming",
]

SUBHEADINGS = [
    "A smaller example", "In a form", "In a card", "With long text", "Without a value",
    "In dark appearance", "At larger sizes", "A note on naming", "What reviewers look for",
]

# Names for previews and listings.

WORDS = [
    "Inbox", "Payments", "Savings", "Travel", "Groceries", "Settings", "Profile",
    "Security", "Notifications", "Storage", "Receipts", "Boarding pass", "Weekly plan",
    "Library", "Downloads", "Favourites", "Subscriptions", "Invoices", "Rewards",
    "Messages", "Calendar", "Reminders", "Tickets", "Delivery",
]

DETAILS = [
    "Updated just now", "3 new items", "Due tomorrow", "Paid on 4 March",
    "Ends in 2 days", "12 of 20 done", "Synced", "Needs your attention",
    "Shared with 4 people", "Last used yesterday", "Free until June",
]

SYMBOLS = [
    "star.fill", "heart.fill", "bell", "bell.badge", "envelope", "paperplane.fill",
    "creditcard", "banknote", "cart", "bag.fill", "gift", "calendar", "clock",
    "lock.fill", "key", "person.crop.circle", "person.2.fill", "house.fill", "map",
    "globe", "magnifyingglass", "gearshape", "trash", "folder", "doc.text", "tray.full",
    "photo", "camera", "bookmark", "tag", "flag.fill", "checkmark.circle.fill",
    "exclamationmark.triangle", "info.circle", "xmark", "plus", "chevron.right",
]

COLOURS = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
    "purple", "pink", "brown", "gray",
]

TEXT_STYLES = [
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
    "callout", "footnote", "caption",
]

CARD_STYLES = [
    ".roundedRectangle", ".shadow", ".capsule", ".capsule(color: .{colour})",
    ".colorful(color: .{colour})",
]

MODALS = [
    ("Delete this card?", "The card and its history are removed from every device."),
    ("Cancel the transfer?", "The money stays in your account."),
    ("Leave without saving?", "Your changes to this draft will be lost."),
    ("Turn on notifications?", "We only send what you ask for."),
    ("Remove the member?", "They lose access to the shared space right away."),
    ("Sign out everywhere?", "Every device will ask for your password again."),
]

MODAL_PRIMARY = [
    (".destructive", "Delete"), (".destructive", "Remove"), (".default", "Continue"),
    (".default", "Turn On"), (".destructive", "Sign Out"), (".default", "Save"),
]

SELECTS = [
    ("Country", "Choose a country", "Portugal", "globe"),
    ("Account", "Choose an account", "Savings", "banknote"),
    ("Plan", "Pick a plan", "Family", "person.2.fill"),
    ("Delivery", "Choose a slot", "Tomorrow, 9-11", "clock"),
    ("Language", "Choose a language", "English", "globe"),
    ("Card", "Choose a card", "Visa ending 4242", "creditcard"),
]

INPUTS = [
    ("Email", "jane@example.com", "name@example.com", "envelope"),
    ("Full name", "Jane Appleseed", "Your name", "person.crop.circle"),
    ("Reference", "Rent for May", "What is it for?", "doc.text"),
    ("Promo code", "SPRING", "Optional", "tag"),
]

CURRENCIES = [".eur", ".usd", ".gbp", ".jpy"]

EMPHASES = [".positive", ".warning", ".negative"]

INFORMATION = {
    ".positive": "Looks good.",
    ".warning": "Check this before you continue.",
    ".negative": "This value is not valid.",
}

MODELS = [
    ("Transfer", [("amount", "Decimal", "120"), ("recipient", "String", '"Jane"'),
                  ("isScheduled", "Bool", "false"), ("note", "String?", "nil")]),
    ("Booking", [("venue", "String", '"Studio 2"'), ("seats", "Int", "2"),
                 ("isConfirmed", "Bool", "true"), ("price", "Double", "18.5")]),
    ("Reminder", [("title", "String", '"Water the plants"'), ("isDone", "Bool", "false"),
                  ("priority", "Int", "1"), ("tag", "String?", '"home"')]),
    ("Episode", [("title", "String", '"Pilot"'), ("minutes", "Int", "42"),
                 ("isDownloaded", "Bool", "true"), ("rating", "Double", "4.5")]),
    ("Parcel", [("carrier", "String", '"Post"'), ("weight", "Double", "1.2"),
                ("isTracked", "Bool", "true"), ("code", "String", '"PX-1042"')]),
]


# ---------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------


def capitalized(text):
    return text[:1].upper() + text[1:]


def slug_of(text, limit=56):
    """A file-name slug: lowercase ASCII words joined by hyphens, cut at a word."""
    slug = "-".join(re.findall(r"[a-z0-9]+", text.lower()))
    if len(slug) > limit:
        slug = slug[:limit].rsplit("-", 1)[0]
    return slug


def anchor_of(heading):
    """The heading's anchor as GitHub (and Galley, and Hugo's github ids) writes it."""
    return re.sub(r"[^a-z0-9 -]", "", heading.lower()).replace(" ", "-")


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def words_in(text):
    return len(text.split())


# ---------------------------------------------------------------------------------------
# Prose
# ---------------------------------------------------------------------------------------


class Prose:
    def __init__(self, rng):
        self.rng = rng

    def sentence(self, plain=False):
        rng = self.rng
        parts = []
        if rng.random() < 0.3:
            parts.append(rng.choice(OPENINGS))
        parts.append(rng.choice(ACTORS))
        if not plain and rng.random() < 0.15:
            parts.append("*%s*" % rng.choice(ADVERBS))
        parts.append(rng.choice(ACTIONS))
        parts.append(rng.choice(TARGETS))
        if rng.random() < 0.65:
            parts.append(rng.choice(CIRCUMSTANCES))
        text = " ".join(parts)
        roll = 1.0 if plain else rng.random()
        if roll < 0.12:
            text += ", and that is **%s**" % rng.choice(STRESSED)
        elif roll < 0.32:
            text += " with `%s`" % rng.choice(CODE_WORDS)
        elif roll < 0.40:
            text = "`%s` aside, %s" % (rng.choice(CODE_WORDS), text[:1].lower() + text[1:])
        text = capitalized(text) + "."
        if not plain and rng.random() < 0.07:
            text += " " + rng.choice(AFTERTHOUGHTS)
        return text

    def paragraph(self, budget, inserted=None):
        sentences = [self.sentence()]
        while sum(words_in(s) for s in sentences) < budget:
            sentences.append(self.sentence())
        if inserted:
            sentences.insert(self.rng.randrange(1, len(sentences) + 1), inserted)
        return " ".join(sentences)

    def bullets(self):
        return ["- " + rule for rule in self.rng.sample(RULES, self.rng.randint(3, 5))]

    def steps(self):
        chosen = self.rng.sample(STEPS, self.rng.randint(3, 6))
        return ["%d. %s" % (n, step) for n, step in enumerate(chosen, 1)]

    def quote(self):
        lines = ["> " + self.rng.choice(QUOTES)]
        if self.rng.random() < 0.4:
            lines += [">", "> " + self.sentence(plain=True)]
        return lines


# ---------------------------------------------------------------------------------------
# Swift listings: highlighted and syntax-checked, never run
# ---------------------------------------------------------------------------------------


class Listings:
    def __init__(self, rng):
        self.rng = rng

    def model(self):
        rng = self.rng
        name, fields = rng.choice(MODELS)
        chosen = fields[: rng.randint(2, len(fields))]
        out = ["struct %s: Identifiable, Hashable, Sendable {" % name, "    let id: UUID"]
        out += ["    var %s: %s" % (field, kind) for field, kind, _ in chosen]
        out += ["", "    static let samples: [%s] = [" % name]
        for _ in range(rng.randint(2, 4)):
            arguments = ", ".join("%s: %s" % (field, value) for field, _, value in chosen)
            out.append("        %s(id: UUID(), %s)," % (name, arguments))
        out += ["    ]", "}"]
        return out

    def screen(self):
        rng = self.rng
        name, fields = rng.choice(MODELS)
        first = fields[0][0]
        variable = name.lower()
        out = [
            "struct %sList: View {" % name,
            "    let items: [%s]" % name,
            "    @State private var filter = \"\"",
            "",
            "    var body: some View {",
            "        List(visible) { %s in" % variable,
            "            HStack(spacing: %d) {" % rng.choice([8, 12, 16]),
            "                Image(systemName: \"%s\")" % rng.choice(SYMBOLS),
            "                    .foregroundStyle(.%s)" % rng.choice(COLOURS),
            "                Text(String(describing: %s.%s))" % (variable, first),
            "                Spacer()",
            "            }",
            "        }",
            "        .searchable(text: $filter)",
            "    }",
            "",
            "    private var visible: [%s] {" % name,
            "        filter.isEmpty ? items : items.filter {",
            "            String(describing: $0.%s).localizedCaseInsensitiveContains(filter)" % first,
            "        }",
            "    }",
            "}",
        ]
        return out

    def style(self):
        rng = self.rng
        name = rng.choice(["Outlined", "Quiet", "Tinted", "Elevated", "Compact"])
        radius = rng.choice([8, 12, 16, 20])
        out = [
            "struct %sCardStyle: CardStyle {" % name,
            "    var tint: Color = .%s" % rng.choice(COLOURS),
            "",
            "    func makeBody(configuration: Configuration) -> some View {",
            "        configuration.label",
            "            .font(.%s)" % rng.choice(TEXT_STYLES),
            "            .padding(%d)" % rng.choice([12, 16, 20]),
            "            .background(",
            "                RoundedRectangle(cornerRadius: %d)" % radius,
            "                    .fill(tint.opacity(0.%d))" % rng.choice([1, 15, 2]),
            "            )",
        ]
        if rng.random() < 0.5:
            out.append("            .overlay(RoundedRectangle(cornerRadius: %d).strokeBorder(tint))" % radius)
        out += [
            "    }",
            "}",
            "",
            "extension CardStyle where Self == %sCardStyle {" % name,
            "    static var %s: Self { %sCardStyle() }" % (name[0].lower() + name[1:], name),
            "}",
        ]
        return out

    def tokens(self):
        rng = self.rng
        steps = rng.sample(["xxSmall", "xSmall", "small", "medium", "large", "xLarge", "xxLarge"], rng.randint(4, 6))
        values = sorted(rng.sample([2, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48], len(steps)))
        out = ["/// The spacing scale: every padding and stack spacing comes from here.",
               "enum Spacing: CaseIterable {"]
        out += ["    case %s" % step for step in steps]
        out += ["", "    var points: CGFloat {", "        switch self {"]
        out += ["        case .%s: %d" % (step, value) for step, value in zip(steps, values)]
        out += ["        }", "    }", "}"]
        if rng.random() < 0.5:
            out += ["", "extension View {",
                    "    func padding(_ spacing: Spacing) -> some View {",
                    "        padding(spacing.points)", "    }", "}"]
        return out

    def test(self):
        rng = self.rng
        name, fields = rng.choice(MODELS)
        out = ["import Testing", "", "@Suite struct %sTests {" % name]
        for field, kind, value in fields[: rng.randint(2, 3)]:
            out += [
                "    @Test func keeps%s() {" % capitalized(field),
                "        let sample = %s.samples[0]" % name,
                "        #expect(sample.%s == %s)" % (field, value),
                "    }",
                "",
            ]
        out[-1] = "}"
        return out

    def loader(self):
        rng = self.rng
        name, _ = rng.choice(MODELS)
        plural = name.lower() + "s"
        out = [
            "@MainActor",
            "@Observable",
            "final class %sStore {" % name,
            "    private(set) var %s: [%s] = []" % (plural, name),
            "    private(set) var failure: String?",
            "    var isLoading = false",
            "",
            "    func reload(using client: APIClient) async {",
            "        isLoading = true",
            "        defer { isLoading = false }",
            "        do {",
            "            %s = try await client.load(\"/%s\")" % (plural, plural),
            "            failure = nil",
            "        } catch {",
            "            failure = error.localizedDescription",
            "        }",
            "    }",
            "}",
        ]
        return out

    def block(self):
        makers = [self.model, self.screen, self.style, self.tokens, self.test, self.loader]
        while True:
            lines = self.rng.choice(makers)()
            if 10 <= len(lines) <= 25:
                return lines


# ---------------------------------------------------------------------------------------
# Previews: view expressions Galley evaluates, lays out and draws
# ---------------------------------------------------------------------------------------


class View:
    """A view expression: a call, optional trailing children, then modifiers."""

    def __init__(self, call, children=None, modifiers=None):
        self.call = call
        self.children = children
        self.modifiers = modifiers or []

    def lines(self):
        if self.children is None:
            out = self.call.split("\n")
        else:
            out = [self.call + " {"]
            for child in self.children:
                out += ["    " + line for line in child.lines()]
            out.append("}")
        # Modifiers of a one-line view are indented under it; of a block, after its brace.
        indent = "    " if len(out) == 1 else ""
        return out + [indent + modifier for modifier in self.modifiers]


class Previews:
    def __init__(self, rng):
        self.rng = rng
        self.declared = None  # a view declared by an earlier preview of the article

    # Leaves -----------------------------------------------------------------------------

    def text(self):
        rng = self.rng
        view = View('Text("%s")' % rng.choice(WORDS + DETAILS))
        if rng.random() < 0.5:
            view.modifiers.append(".font(.%s)" % rng.choice(TEXT_STYLES))
        if rng.random() < 0.3:
            view.modifiers.append(".foregroundStyle(.secondary)")
        return view

    def symbol(self):
        rng = self.rng
        view = View('Image(systemName: "%s")' % rng.choice(SYMBOLS))
        if rng.random() < 0.6:
            view.modifiers.append(".foregroundStyle(.%s)" % rng.choice(COLOURS))
        if rng.random() < 0.3:
            view.modifiers.append(".font(.%s)" % rng.choice(["title", "title2", "headline"]))
        return view

    def shape(self):
        rng = self.rng
        kind = rng.choice(["RoundedRectangle(cornerRadius: %d)" % rng.choice([6, 10, 14]), "Circle()", "Capsule()"])
        size = rng.choice([24, 32, 44, 56])
        width = size * (2 if kind.startswith("Capsule") else 1)
        return View(kind, modifiers=[".fill(.%s)" % rng.choice(COLOURS), ".frame(width: %d, height: %d)" % (width, size)])

    def swatch(self):
        rng = self.rng
        return View("Color.%s" % rng.choice(COLOURS), modifiers=[".frame(height: %d)" % rng.choice([8, 16, 24])])

    def control(self):
        rng = self.rng
        roll = rng.random()
        if roll < 0.35:
            view = View('Button("%s") {}' % rng.choice(["Continue", "Save", "Share", "Retry", "Pay now"]))
            if rng.random() < 0.6:
                view.modifiers.append(".buttonStyle(.%s)" % rng.choice(["bordered", "borderedProminent", "borderless"]))
            return view
        if roll < 0.55:
            return View('Label("%s", systemImage: "%s")' % (rng.choice(WORDS), rng.choice(SYMBOLS)))
        if roll < 0.75:
            return View('Toggle("%s", isOn: .constant(%s))' % (rng.choice(WORDS), rng.choice(["true", "false"])))
        return View("ProgressView(value: 0.%d)" % rng.randint(1, 9))

    def leaf(self):
        return self.rng.choices(
            [self.text, self.symbol, self.shape, self.swatch, self.control, lambda: View("Divider()")],
            weights=[34, 16, 12, 6, 24, 8])[0]()

    # Components ---------------------------------------------------------------------------

    def card(self, depth):
        rng = self.rng
        if rng.random() < 0.5:
            inner = [self.symbol(), View("VStack(alignment: .leading, spacing: 4)", [self.text(), self.text()])]
            content = [View("HStack(spacing: 12)", inner)]
        else:
            content = [self.tree(depth + 1) for _ in range(rng.randint(1, 2))]
        view = View("Card", content)
        if rng.random() < 0.7:
            style = rng.choice(CARD_STYLES).format(colour=rng.choice(COLOURS))
            view.modifiers.append(".cardStyle(%s)" % style)
        return view

    def modal(self):
        rng = self.rng
        title, message = rng.choice(MODALS)
        role, action = rng.choice(MODAL_PRIMARY)
        arguments = ["title: %s" % quoted(title), "message: %s" % quoted(message),
                     "primaryButton: %s(Text(%s)) {}" % (role, quoted(action))]
        if rng.random() < 0.8:
            arguments.append("secondaryButton: .cancel()")
        if rng.random() < 0.4:
            return View("ModalCard(%s)" % ", ".join(arguments))
        lines = ["ModalCard("] + ["    %s," % argument for argument in arguments[:-1]] + ["    %s" % arguments[-1], ")"]
        return View("\n".join(lines))

    def select(self):
        rng = self.rng
        label, placeholder, value, symbol = rng.choice(SELECTS)
        arguments = ["label: %s" % quoted(label)]
        if rng.random() < 0.7:
            arguments.append("value: %s" % quoted(value))
        else:
            arguments.append("placeholder: %s" % quoted(placeholder))
        if rng.random() < 0.4:
            arguments.append('thumbnail: Image(systemName: "%s")' % symbol)
        if rng.random() < 0.3:
            emphasis = rng.choice(EMPHASES)
            arguments += ["information: %s" % quoted(INFORMATION[emphasis]), "emphasis: %s" % emphasis]
        if rng.random() < 0.5:
            arguments.append("presentValues: .constant(false)")
        view = View("Select(%s)" % ", ".join(arguments))
        if rng.random() < 0.3:
            view.modifiers.append(".selectStyle(.%s)" % rng.choice(["bordered", "underlined"]))
        return view

    def text_input(self):
        rng = self.rng
        label, text, placeholder, symbol = rng.choice(INPUTS)
        filled = rng.random() < 0.6
        arguments = ["label: %s" % quoted(label), "text: .constant(%s)" % quoted(text if filled else "")]
        if not filled:
            arguments.append("placeholder: %s" % quoted(placeholder))
        if rng.random() < 0.3:
            arguments.append('thumbnail: Image(systemName: "%s")' % symbol)
        view = View("TextInput(%s)" % ", ".join(arguments))
        if rng.random() < 0.25:
            view.modifiers.append(".textInputStyle(.%s)" % rng.choice(["bordered", "underlined"]))
        return view

    def money_input(self):
        rng = self.rng
        arguments = ['label: "%s"' % rng.choice(["You send", "Amount", "Budget", "Price"]),
                     "amount: .constant(%d)" % rng.choice([25, 120, 1000, 2500]),
                     "currency: %s" % rng.choice(CURRENCIES)]
        if rng.random() < 0.5:
            arguments.append("presentCurrencies: .constant(false)")
        return View("MoneyInput(%s)" % ", ".join(arguments))

    def component(self, depth):
        return self.rng.choices(
            [lambda: self.card(depth), self.modal, self.select, self.text_input, self.money_input],
            weights=[40, 12, 22, 16, 10])[0]()

    # Trees --------------------------------------------------------------------------------

    def stack(self, depth):
        rng = self.rng
        kind = rng.choice(["VStack", "VStack", "HStack", "HStack", "ZStack"])
        if kind == "VStack":
            call = rng.choice(["VStack", "VStack(spacing: %d)" % rng.choice([8, 12, 16]),
                               "VStack(alignment: .leading, spacing: %d)" % rng.choice([4, 8, 12])])
        elif kind == "HStack":
            call = rng.choice(["HStack", "HStack(spacing: %d)" % rng.choice([8, 12, 16])])
        else:
            call = rng.choice(["ZStack", "ZStack(alignment: .bottomTrailing)"])
        children = [self.tree(depth + 1) for _ in range(rng.randint(2, 4))]
        if kind == "HStack" and rng.random() < 0.4:
            children.insert(rng.randrange(1, len(children) + 1), View("Spacer()"))
        return View(call, children)

    def tree(self, depth=0):
        rng = self.rng
        roll = rng.random()
        if depth >= 3 or (depth > 0 and roll < 0.4):
            view = self.leaf()
        elif roll < 0.55 or depth > 0:
            view = self.stack(depth) if rng.random() < 0.75 else self.component(depth)
        else:
            view = self.component(depth)
        if depth == 0 and rng.random() < 0.7:
            view.modifiers.append(rng.choice([".padding()", ".padding(%d)" % rng.choice([12, 16, 24])]))
        return view

    def declaration(self):
        """A small view declared in a preview, used again by a later one."""
        rng = self.rng
        name = rng.choice(["SummaryRow", "StatusBadge", "AmountTile", "SectionHeader"])
        symbol = rng.choice(SYMBOLS)
        colour = rng.choice(COLOURS)
        lines = [
            "struct %s: View {" % name,
            "    var title: String",
            "    var detail: String",
            "",
            "    var body: some View {",
            "        HStack(spacing: 12) {",
            '            Image(systemName: "%s")' % symbol,
            "                .foregroundStyle(.%s)" % colour,
            "            VStack(alignment: .leading, spacing: 2) {",
            "                Text(title).font(.headline)",
            "                Text(detail).font(.footnote).foregroundStyle(.secondary)",
            "            }",
            "            Spacer()",
            "        }",
            "    }",
            "}",
            "",
        ]
        self.declared = name
        return lines + self.use_declared()

    def use_declared(self):
        rng = self.rng
        rows = ["%s(title: %s, detail: %s)" % (self.declared, quoted(rng.choice(WORDS)), quoted(rng.choice(DETAILS)))
                for _ in range(rng.randint(1, 3))]
        if len(rows) == 1:
            return [rows[0], "    .padding()"]
        return ["VStack(spacing: 12) {"] + ["    " + row for row in rows] + ["}", ".padding()"]

    def block(self, first):
        """The lines of one preview block; `first` when no preview of the article came before."""
        rng = self.rng
        if first and rng.random() < 0.2:
            return self.declaration()
        if self.declared and rng.random() < 0.5:
            return self.use_declared()
        while True:
            lines = "\n".join(self.tree().lines()).split("\n")
            if len(lines) <= 24:
                return lines


# ---------------------------------------------------------------------------------------
# Articles
# ---------------------------------------------------------------------------------------

SITE = {
    "title": "Component Field Notes",
    "description": "Generated articles about building and documenting a design system, for benchmarking Galley.",
    "base_url": "https://example.org/",
    "author": "The Galley benchmark",
}


def plan_articles(count, seed):
    """Titles, dates, tags, headings and file names of every article, before any body."""
    first_day = datetime.date(2016, 1, 1)
    days = (datetime.date(2025, 12, 31) - first_day).days
    digits = max(5, len(str(count)))
    plans = []
    for index in range(count):
        rng = random.Random("plan/%s/%d" % (seed, index))
        topic, topic2 = rng.sample(SUBJECTS_TOPICS, 2)
        title = rng.choice(TITLE_FORMS).format(
            topic=topic, Topic=capitalized(topic), topic2=topic2, product=rng.choice(PRODUCTS),
            Number=rng.choice(["Three", "Four", "Six", "Nine"]))
        plans.append({
            "title": title,
            "date": (first_day + datetime.timedelta(days=rng.randrange(days + 1))).isoformat(),
            "description": Prose(rng).sentence(plain=True),
            "tags": rng.sample(TAGS, rng.randint(1, 3)),
            "headings": rng.sample(HEADINGS, rng.randint(4, 6)),
            "file": "%0*d-%s.md" % (digits, index + 1, slug_of(title)),
        })
    return plans


def link_sentences(rng, index, plans):
    others = [n for n in range(len(plans)) if n != index]
    sentences = []
    for target in rng.sample(others, min(3, len(others))):
        plan = plans[target]
        href = plan["file"]
        if rng.random() < 1 / 3:
            href += "#" + anchor_of(rng.choice(plan["headings"]))
        form = rng.choice([
            "We compared notes with [{title}]({href}).",
            "The background is in [{title}]({href}).",
            "See [the earlier article]({href}) for the details.",
            "[{title}]({href}) takes the opposite view.",
            "This builds on [{title}]({href}).",
        ])
        sentences.append(form.format(title=plan["title"], href=href))
    name, url = rng.choice(OUTSIDE_LINKS)
    sentences.append(rng.choice([
        "The reference is [%s](%s)." % (name, url),
        "For the rules themselves, read [%s](%s)." % (name, url),
    ]))
    return sentences


def write_article(index, plans, seed, preview_count):
    rng = random.Random("article/%s/%d/%d" % (seed, len(plans), index))
    plan = plans[index]
    prose = Prose(rng)
    listings = Listings(rng)
    previews = Previews(rng)

    # The blocks every article has, spread over its sections in a shuffled order.
    blocks = [("swift", listings.block()) for _ in range(2)]
    blocks += [("preview", None) for _ in range(preview_count)]
    blocks += [("list", prose.bullets()), ("list", prose.steps()), ("list", prose.quote())]
    rng.shuffle(blocks)
    headings = plan["headings"]
    sections = [[] for _ in headings]
    for n, block in enumerate(blocks):
        sections[n if n < len(sections) else rng.randrange(len(sections))].append(block)

    # The outline: paragraphs are placeholders until the word budget is shared out.
    outline = [["paragraph"], ["paragraph"]]
    for heading, section in zip(headings, sections):
        outline += [["heading", "## " + heading], ["paragraph"]]
        sub_at = rng.randrange(len(section) + 1) if section and rng.random() < 0.4 else None
        for n, block in enumerate(section):
            if n == sub_at:
                outline += [["heading", "### " + rng.choice(SUBHEADINGS)], ["paragraph"]]
            outline.append(list(block))
            if rng.random() < 0.5:
                outline.append(["paragraph"])

    # Previews are written in reading order, so a declared view comes before its uses.
    first = True
    for item in outline:
        if item[0] == "preview":
            options = " width=320" if rng.random() < 0.1 else ""
            item[:] = ["preview", options, previews.block(first)]
            first = False

    slots = [item for item in outline if item[0] == "paragraph"]
    extras = link_sentences(rng, index, plans)
    carriers = rng.sample(range(len(slots)), min(len(slots), len(extras)))
    fixed = sum(words_in(item[1]) for item in outline if item[0] == "heading")
    fixed += sum(words_in(line) for item in outline if item[0] == "list" for line in item[1])
    budget = max(rng.randint(800, 1200) - fixed - sum(words_in(s) for s in extras), 30 * len(slots))
    for n, slot in enumerate(slots):
        share = budget // (len(slots) - n)
        share = max(20, int(share * rng.uniform(0.75, 1.25)))
        extra = extras[carriers.index(n)] if n in carriers else None
        text = prose.paragraph(share, extra)
        budget -= words_in(text) - (words_in(extra) if extra else 0)
        slot[:] = ["paragraph", text]

    parts = []
    for item in outline:
        kind = item[0]
        if kind in ("paragraph", "heading"):
            parts.append(item[1])
        elif kind == "list":
            parts.append("\n".join(item[1]))
        elif kind == "swift":
            parts.append("\n".join(["```swift"] + item[1] + ["```"]))
        elif kind == "preview":
            parts.append("\n".join(["```swift preview" + item[1]] + item[2] + ["```"]))
    front = [
        "---",
        "title: " + quoted(plan["title"]),
        "date: " + plan["date"],
        "description: " + quoted(plan["description"]),
        "tags: [" + ", ".join(plan["tags"]) + "]",
        "---",
        "",
    ]
    return "\n".join(front) + "\n\n".join(parts) + "\n"


# ---------------------------------------------------------------------------------------
# The Hugo site: the same Markdown, tags, feeds and an index, without previews
# ---------------------------------------------------------------------------------------

HUGO_CONFIG = """\
baseURL = "{base_url}"
title = "{title}"
languageCode = "en"
disableKinds = ["sitemap", "robotsTXT"]

[params]
  description = "{description}"
  author = "{author}"

[taxonomies]
  tag = "tags"

[outputs]
  home = ["HTML", "RSS"]
  section = ["HTML", "RSS"]
  taxonomy = ["HTML"]
  term = ["HTML", "RSS"]

[markup.highlight]
  codeFences = true
  noClasses = true
  guessSyntax = false

[markup.goldmark.parser]
  autoHeadingIDType = "github"
"""

HUGO_LAYOUTS = {
    "_default/baseof.html": """\
<!doctype html>
<html lang="{{ site.LanguageCode }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ with .Title }}{{ . }} - {{ end }}{{ site.Title }}</title>
<meta name="description" content="{{ with .Description }}{{ . }}{{ else }}{{ site.Params.description }}{{ end }}">
{{ range .AlternativeOutputFormats }}<link rel="{{ .Rel }}" type="{{ .MediaType.Type }}" href="{{ .Permalink }}">{{ end }}
</head>
<body>
<nav><a href="{{ "/" | relURL }}">{{ site.Title }}</a> <a href="{{ "/articles/" | relURL }}">Articles</a> <a href="{{ "/tags/" | relURL }}">Tags</a></nav>
<main>{{ block "main" . }}{{ end }}</main>
</body>
</html>
""",
    "_default/single.html": """\
{{ define "main" }}
<article>
<h1>{{ .Title }}</h1>
<p><time datetime="{{ .Date.Format "2006-01-02" }}">{{ .Date.Format "2 January 2006" }}</time>
{{ range .GetTerms "tags" }} <a href="{{ .RelPermalink }}">#{{ .LinkTitle }}</a>{{ end }}</p>
<nav class="toc">{{ .TableOfContents }}</nav>
{{ .Content }}
{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
</article>
{{ end }}
""",
    "_default/list.html": """\
{{ define "main" }}
<h1>{{ .Title }}</h1>
<ol>{{ range .Pages.ByDate.Reverse }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> <time>{{ .Date.Format "2006-01-02" }}</time></li>{{ end }}</ol>
{{ end }}
""",
    "_default/terms.html": """\
{{ define "main" }}
<h1>{{ .Title }}</h1>
<ul>{{ range .Data.Terms.ByCount }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> {{ .Count }}</li>{{ end }}</ul>
{{ end }}
""",
    "index.html": """\
{{ define "main" }}
<h1>{{ site.Title }}</h1>
<p>{{ site.Params.description }}</p>
<ul>{{ range first 50 (where site.RegularPages "Section" "articles").ByDate.Reverse }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Description }}</li>{{ end }}</ul>
{{ end }}
""",
    # Links to .md files become the target's URL, with the fragment kept, as Galley does.
    "_default/_markup/render-link.html": """\
{{- $href := .Destination -}}
{{- $url := urls.Parse .Destination -}}
{{- if and (not $url.IsAbs) (strings.HasSuffix $url.Path ".md") -}}
{{- with .Page.GetPage $url.Path -}}{{- $href = .RelPermalink -}}{{- with $url.Fragment }}{{ $href = printf "%s#%s" $href . }}{{ end -}}{{- end -}}
{{- end -}}
<a href="{{ $href | safeURL }}">{{ .Text | safeHTML }}</a>
{{- /**/ -}}
""",
}


def write_file(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as file:
        file.write(text)


def write_hugo(out, plans, texts):
    root = os.path.join(out, "hugo")
    if os.path.isdir(root):
        shutil.rmtree(root)
    write_file(os.path.join(root, "hugo.toml"), HUGO_CONFIG.format(**SITE))
    for relative, text in HUGO_LAYOUTS.items():
        write_file(os.path.join(root, "layouts", relative), text)
    write_file(os.path.join(root, "content", "articles", "_index.md"), '---\ntitle: "Articles"\n---\n')
    for plan, text in zip(plans, texts):
        write_file(os.path.join(root, "content", "articles", plan["file"]), text)


# ---------------------------------------------------------------------------------------


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--articles", type=int, required=True, help="how many articles")
    parser.add_argument("--out", required=True, help="the folder to write the site into")
    parser.add_argument("--previews-per-article", type=int, default=3, metavar="K",
                        help="swift preview blocks per article (default 3)")
    parser.add_argument("--seed", default="1", help="any text; the same seed gives the same corpus (default 1)")
    parser.add_argument("--hugo", action="store_true", help="also write the Hugo site, in OUT/hugo")
    args = parser.parse_args(argv)
    if args.articles < 1:
        parser.error("--articles must be at least 1")
    if args.previews_per_article < 0:
        parser.error("--previews-per-article cannot be negative")

    content = os.path.join(args.out, "content")
    articles = os.path.join(content, "articles")
    if os.path.isdir(articles):
        shutil.rmtree(articles)  # articles of a larger corpus would otherwise stay behind
    write_file(os.path.join(content, "site.yml"),
               "".join("%s: %s\n" % (key, quoted(SITE[key])) for key in ("title", "description", "base_url", "author")))

    plans = plan_articles(args.articles, args.seed)
    texts = []
    size = 0
    for index, plan in enumerate(plans):
        text = write_article(index, plans, args.seed, args.previews_per_article)
        write_file(os.path.join(articles, plan["file"]), text)
        size += len(text.encode("utf-8"))
        texts.append(text)
    if args.hugo:
        write_hugo(args.out, plans, texts)
    print("%d articles, %.1f MB of Markdown, in %s%s"
          % (len(plans), size / 1e6, articles, "; Hugo site in " + os.path.join(args.out, "hugo") if args.hugo else ""),
          file=sys.stderr)


if __name__ == "__main__":
    main()
