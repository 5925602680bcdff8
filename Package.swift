// swift-tools-version: 6.1
import PackageDescription

/// The fonts (Sources/CGalleyFonts) and highlight.js (Sources/CGalleyScripts) compiled into
/// Galley, read from the build machine: Debian's `fonts-inter`,
/// `fonts-materialdesignicons-webfont` and `libjs-highlight.js` unless the build's
/// environment names other files. A relative path is taken from the package's folder.
func embeddedFontPath(_ variable: String, default defaultPath: String) -> String {
    guard let path = Context.environment[variable], !path.isEmpty else { return defaultPath }
    return path.hasPrefix("/") ? path : Context.packageDirectory + "/" + path
}

/// `path` as a C string literal, for a `-D` definition.
func cStringLiteral(_ path: String) -> String {
    "\"" + path.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : "\($0)" }.joined() + "\""
}

let embeddedInterDirectory = embeddedFontPath(
    "GALLEY_EMBED_INTER_DIR", default: "/usr/share/fonts/opentype/inter")
let embeddedIconFont = embeddedFontPath(
    "GALLEY_EMBED_ICON_FONT",
    default: "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf")

let embeddedHighlightJS = embeddedFontPath(
    "GALLEY_EMBED_HIGHLIGHT_JS", default: "/usr/share/javascript/highlight.js/highlight.min.js")

let package = Package(
    name: "Galley",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "galley", targets: ["galley"]),
        // The component library, for packages that write and render components in compiled Swift.
        .library(name: "GalleyUI", targets: ["GalleyUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Without its default ConfigurationSupport trait: Galley configures its server in code,
        // so swift-configuration is not built. With two traits, SwiftPM passed their `-D`
        // flags in a different order each time it read the manifest again, and Hummingbird
        // compiled again whenever the environment changed.
        .package(
            url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1",
            traits: ["FullFoundation"]),
        // Already in the graph through Hummingbird; named because GalleyServer runs its own
        // service group (signals, shutdown order) and gives it a logger.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // SHA-256 for preview names, marks and cache keys: BoringSSL's uses the processor's
        // SHA instructions (about 870 MB/s here against 130 MB/s for the Swift code it
        // replaced). Already in the package graph, through swift-certificates.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    ],
    targets: [
        // C libraries from Debian packages. libcmark-gfm (GitHub's libcmark, with the GFM
        // extensions) is linked statically (its module map names the .a files), so it has no
        // pkg-config entry: that would add `-lcmark-gfm`, the shared library; its headers are
        // in /usr/include. HarfBuzz is shared, through pkg-config.
        .systemLibrary(
            name: "CMark", providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),

        // ThreadSanitizer's lock annotations, weak so that ordinary builds skip them.
        .target(name: "CThreadSanitizer"),
        // The one lock type every module shares values through (Locked, HandOff).
        .target(name: "GalleyLocking", dependencies: ["CThreadSanitizer"]),

        // "Did you mean …?" for every diagnostic: snippets, site.yml, front matter, links.
        .target(name: "GalleySpelling"),

        // Inter and the icon font, embedded in the binary so that every machine draws
        // previews with the same fonts and needs none installed.
        .target(
            name: "CGalleyFonts",
            cSettings: [
                .define("GALLEY_INTER_DIR", to: cStringLiteral(embeddedInterDirectory)),
                .define("GALLEY_ICON_FONT", to: cStringLiteral(embeddedIconFont)),
            ]),
        // highlight.js (Debian's libjs-highlight.js), embedded in the binary and written into
        // sites whose code blocks it highlights in the reader's browser.
        .target(
            name: "CGalleyScripts",
            cSettings: [.define("GALLEY_HIGHLIGHT_JS", to: cStringLiteral(embeddedHighlightJS))]),
        // Fonts and text: HarfBuzz shaping of Inter, line breaking, glyph outlines, icons.
        .target(name: "GalleyText", dependencies: ["CHarfBuzz", "CGalleyFonts", "GalleyLocking"]),
        // The display list (paths, glyph runs, paint) and its SVG writer.
        .target(name: "GalleySVG", dependencies: ["GalleyLocking"]),
        // The component library: views, environment, layout engine, drawing.
        .target(name: "GalleyUI", dependencies: ["GalleyText", "GalleySVG", "GalleyLocking"]),

        // The snippet interpreter: evaluates preview code over swift-syntax's tree (Interpreter/)
        // through a registry of GalleyUI's views, modifiers, styles and environment values
        // (Registry/), an article's declarations kept in a session; also the syntax check,
        // diagnostics and highlighting of every Swift block.
        .target(
            name: "GalleySnippets",
            dependencies: [
                "GalleyUI", "GalleySpelling", "GalleyLocking",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            // Swift declarations the signature table is generated from; not compiled.
            exclude: ["Registry/Declarations"]),
        // Markdown through libcmark-gfm.
        .target(name: "GalleyMarkdown", dependencies: ["CMark"]),
        // The site build: content, front matter, links, previews and their cache, templates,
        // feed, sitemap, search index, writing the site.
        .target(
            name: "GalleySite",
            dependencies: [
                "GalleyMarkdown", "GalleySnippets", "GalleyUI", "GalleySVG", "GalleyLocking", "GalleySpelling",
                "CGalleyScripts",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            plugins: ["EmbedTheme"]),
        // `galley diff`: what changed between two built sites, and its side-by-side report.
        .target(name: "GalleyDiff", dependencies: ["GalleySite"]),
        // `galley serve`: the site from memory over HTTP, rebuilt on save, with live reload.
        .target(
            name: "GalleyServer",
            dependencies: [
                "GalleySite", "GalleyLocking",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The command-line tool.
        .executableTarget(
            name: "galley",
            dependencies: [
                "GalleySite", "GalleyDiff", "GalleyServer", "GalleySnippets", "GalleyUI", "GalleyLocking",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["EmbedBuildInfo"]),

        // Build tool: compiles the default theme (templates/) into GalleySite, so the
        // binary carries exactly one copy of it.
        .plugin(name: "EmbedTheme", capability: .buildTool()),
        // GalleyUI's public declarations read with SwiftParser: the source of the snippet
        // interpreter's signatures (`registry-signatures` writes them into GalleySnippets).
        .target(
            name: "LibraryDeclarations",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Tools/LibraryDeclarations"),
        .executableTarget(
            name: "registry-signatures", dependencies: ["LibraryDeclarations"], path: "Tools/registry-signatures"),
        // Build tool: records the commit the tool is built from, for `galley --version`.
        .plugin(name: "EmbedBuildInfo", capability: .buildTool()),

        // `make bench`: what laying out and drawing a preview costs.
        .executableTarget(name: "galley-bench", dependencies: ["GalleyUI"], path: "Benchmarks/galley-bench"),
        .executableTarget(name: "snippet-bench", dependencies: ["GalleySnippets"], path: "Benchmarks/snippet-bench"),

        .testTarget(name: "GalleyLockingTests", dependencies: ["GalleyLocking"]),
        .testTarget(name: "GalleySpellingTests", dependencies: ["GalleySpelling"]),
        .testTarget(name: "GalleyTextTests", dependencies: ["GalleyText"]),
        .testTarget(name: "GalleySVGTests", dependencies: ["GalleySVG"]),
        .testTarget(name: "GalleyUITests", dependencies: ["GalleyUI", "GalleySVG"]),
        .testTarget(
            name: "GalleySnippetsTests",
            dependencies: [
                "GalleySnippets", "GalleyUI", "LibraryDeclarations",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Corpus", "Series"]),
        .testTarget(name: "GalleyMarkdownTests", dependencies: ["GalleyMarkdown"]),
        .testTarget(name: "LibraryDeclarationsTests", dependencies: ["LibraryDeclarations"]),
        .testTarget(name: "GalleySiteTests", dependencies: ["GalleySite"]),
        .testTarget(name: "GalleyDiffTests", dependencies: ["GalleyDiff", "GalleySite"]),
        .testTarget(
            name: "GalleyServerTests",
            dependencies: [
                "GalleyServer", "GalleySite", "GalleyLocking", "galley",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]),
        .testTarget(name: "EndToEndTests", dependencies: ["galley"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

// `make fuzz`: libFuzzer targets, in Fuzz/. They exist only when GALLEY_FUZZ=1, which the
// Makefile sets for its instrumented build in .build-fuzz: they link with libFuzzer's
// driver, which an ordinary build does not give them, so `swift build`, `swift build
// --build-tests` and `make test` must not see them. They live in this manifest rather than
// in a package of their own to reach GalleySite's `package` entry point
// (`SingleArticleBuild`) and to share its resolved dependencies.
if Context.environment["GALLEY_FUZZ"] == "1" {
    let fuzzSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
    package.targets += [
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Fuzz/FuzzSupport"),
        .executableTarget(
            name: "fuzz-snippet", dependencies: ["FuzzSupport", "GalleySnippets", "GalleyUI"],
            path: "Fuzz/fuzz-snippet", swiftSettings: fuzzSettings),
        .executableTarget(
            name: "fuzz-article", dependencies: ["FuzzSupport", "GalleySite"], path: "Fuzz/fuzz-article",
            swiftSettings: fuzzSettings),
        .executableTarget(
            name: "fuzz-siteconfig", dependencies: ["FuzzSupport", "GalleySite"], path: "Fuzz/fuzz-siteconfig",
            swiftSettings: fuzzSettings),
    ]
}
