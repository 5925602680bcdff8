#!/usr/bin/env bash
# Assembles the seed corpus of each fuzz target (`make fuzz`) into .build-fuzz/corpus/<target>/
# from what the repository already holds:
#   fuzz-snippet     the Swift blocks of content/**/*.md, Tests/GalleySnippetsTests/Corpus/*.swift
#                    and the snippets written as string literals in Tests/GalleySnippetsTests
#   fuzz-article     content/**/*.md, the fixture articles of Tests/EndToEndTests/Fixtures and
#                    the articles written as string literals in Tests/GalleySiteTests
#   fuzz-siteconfig  content/site.yml and the fixtures' site.yml files
# Each seed is named by the hash of its bytes, so running this again adds only what is new
# and keeps what libFuzzer added to the corpus.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - "${1:-.build-fuzz/corpus}" <<'PYTHON'
import hashlib, pathlib, re, sys

root = pathlib.Path(sys.argv[1])

def add(target, text):
    data = text.encode("utf-8") if isinstance(text, str) else text
    if not data.strip():
        return 0
    folder = root / target
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / ("seed-" + hashlib.sha1(data).hexdigest())
    if path.exists():
        return 0
    path.write_bytes(data)
    return 1

def swift_blocks(markdown):
    """The bodies of ```swift fenced blocks."""
    blocks, body, fence = [], None, None
    for line in markdown.splitlines(keepends=True):
        stripped = line.strip()
        if body is None:
            match = re.match(r"^\s*(`{3,}|~{3,})\s*swift\b", line)
            if match:
                body, fence = [], match.group(1)
        elif stripped.startswith(fence) and stripped.strip(fence[0]) == "":
            blocks.append("".join(body))
            body = None
        else:
            body.append(line)
    return blocks

def unescape(literal):
    """A Swift string literal's escapes: \\n, \\t, \\", \\\\, \\u{...}."""
    def replace(match):
        escape = match.group(1)
        if escape.startswith("u{"):
            return chr(int(escape[2:-1], 16))
        return {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}.get(escape, escape)
    return re.sub(r"\\(u\{[0-9a-fA-F]+\}|.)", replace, literal)

def multiline_literals(source):
    """The text of each \"\"\" literal, its indentation (that of the closing quotes) removed."""
    literals = []
    for match in re.finditer(r'"""\n(.*?)\n([ \t]*)"""', source, re.S):
        indent = match.group(2)
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in match.group(1).split("\n")]
        literals.append(unescape("\n".join(lines) + "\n"))
    return literals

def call_literals(source):
    """One-line literals given to the snippet helpers of the tests: problems("..."), evaluate("...")."""
    pattern = r'(?:problems|evaluate|render|renderTree|layout|snippet|source\s*=)\s*\(?\s*"((?:[^"\\\n]|\\.)+)"'
    return [unescape(match.group(1)) for match in re.finditer(pattern, source)]

counts = {"fuzz-snippet": 0, "fuzz-article": 0, "fuzz-siteconfig": 0}
markdown_files = sorted(pathlib.Path("content").rglob("*.md")) + sorted(
    pathlib.Path("Tests/EndToEndTests/Fixtures").rglob("*.md"))
for path in markdown_files:
    text = path.read_text(encoding="utf-8")
    counts["fuzz-article"] += add("fuzz-article", path.read_bytes())
    for block in swift_blocks(text):
        counts["fuzz-snippet"] += add("fuzz-snippet", block)
for path in sorted(pathlib.Path("Tests/GalleySiteTests").rglob("*.swift")):
    for literal in multiline_literals(path.read_text(encoding="utf-8")):
        if literal.startswith("---\n"):
            counts["fuzz-article"] += add("fuzz-article", literal)
for path in sorted(pathlib.Path("Tests/GalleySnippetsTests/Corpus").glob("*.swift")):
    counts["fuzz-snippet"] += add("fuzz-snippet", path.read_bytes())
for path in sorted(pathlib.Path("Tests/GalleySnippetsTests").glob("*.swift")):
    source = path.read_text(encoding="utf-8")
    for literal in multiline_literals(source) + call_literals(source):
        counts["fuzz-snippet"] += add("fuzz-snippet", literal)
for path in [pathlib.Path("content/site.yml")] + sorted(pathlib.Path("Tests/EndToEndTests/Fixtures").rglob("site.yml")):
    counts["fuzz-siteconfig"] += add("fuzz-siteconfig", path.read_bytes())

for target, count in counts.items():
    total = len(list((root / target).iterdir())) if (root / target).exists() else 0
    print(f"{target}: {count} new seeds, {total} inputs in {root / target}")
PYTHON
