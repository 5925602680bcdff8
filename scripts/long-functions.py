#!/usr/bin/env python3
"""long-functions.py [--limit N] [--exclude DIR ...] [PATH ...]

Lists the Swift functions (func, init, deinit, subscript) longer than N lines (default
120), counted from the line of the keyword to the line of the body's closing brace, under
PATH (default Sources/), longest first, as `file:line: name: N lines`. Exits 1 when it
lists any, so that a check can run it.

A brace-matching scan, not a parser: comments and string literals (multi-line, raw and
interpolated ones too) are blanked out first, so that a brace inside them counts for
nothing, and a declaration's body is the first `{` outside its parentheses. Standard
library only, so that it runs wherever Python 3 does.
"""

import argparse
import os
import re
import sys

DECLARATION = re.compile(r"(?<![.\w])(func|init|deinit|subscript)(?!\w)")
# A keyword at the top level of a declaration's signature that begins the next one: the
# declaration had no body (a protocol requirement).
NEXT_DECLARATION = re.compile(
    r"(?<![.\w])(func|init|deinit|subscript|var|let|case|struct|class|enum|protocol|extension|typealias"
    r"|associatedtype)(?!\w)"
)


def blank_out(text):
    """The text with every comment and string literal's characters replaced by spaces
    (line breaks kept, so that line numbers hold), and the code of string interpolations
    kept."""
    out = list(text)
    # Each entry is what the scan is inside: ("code", open parentheses) for the file or an
    # interpolation, ("string", hashes, multi-line) for a string literal.
    stack = [("code", 0)]
    i, n = 0, len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        top = stack[-1]
        c = text[i]
        if top[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            elif c == "#" or c == '"':
                match = re.compile(r'(#*)("""|")').match(text, i)
                if match:
                    hashes = len(match.group(1))
                    stack.append(("string", hashes, match.group(2) == '"""'))
                    i = match.end()
                else:
                    i += 1
            elif c == "(":
                stack[-1] = ("code", top[1] + 1)
                i += 1
            elif c == ")":
                if top[1] == 0 and len(stack) > 1:
                    # The end of an interpolation: back in its string.
                    stack.pop()
                    out[i] = " "
                else:
                    stack[-1] = ("code", top[1] - 1)
                i += 1
            else:
                i += 1
        else:
            _, hashes, multiline = top
            closing = ('"""' if multiline else '"') + "#" * hashes
            escape = "\\" + "#" * hashes
            if text.startswith(closing, i):
                stack.pop()
                i += len(closing)
            elif text.startswith(escape + "(", i):
                blank(i, i + len(escape) + 1)
                stack.append(("code", 0))
                i += len(escape) + 1
            elif text.startswith(escape, i):
                blank(i, i + len(escape) + 1)
                i += len(escape) + 1
            else:
                if c != "\n":
                    out[i] = " "
                i += 1
    return "".join(out)


def functions(text):
    """(name, first line, last line) of each function with a body in the Swift text."""
    code = blank_out(text)
    line_starts = [0] + [m.end() for m in re.finditer("\n", code)]

    def line_of(offset):
        low, high = 0, len(line_starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if line_starts[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low + 1

    found = []
    for match in DECLARATION.finditer(code):
        # The body: the first `{` outside the signature's parentheses and brackets.
        depth, j, body = 0, match.end(), None
        while j < len(code):
            c = code[j]
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif depth == 0 and c == "{":
                body = j
                break
            elif depth == 0 and (c == "}" or c == ";" or NEXT_DECLARATION.match(code, j)):
                break
            j += 1
        if body is None:
            continue
        depth, j = 0, body
        while j < len(code):
            if code[j] == "{":
                depth += 1
            elif code[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        signature = code[match.start() : body].split("(")[0].split("<")[0]
        name = " ".join(signature.split())
        found.append((name, line_of(match.start()), line_of(j)))
    return found


def swift_files(paths, excluded):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for folder, subfolders, files in os.walk(path):
            subfolders[:] = sorted(
                d for d in subfolders if os.path.normpath(os.path.join(folder, d)) not in excluded
            )
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[1].replace("\n", " "))
    parser.add_argument("paths", nargs="*", default=["Sources"])
    parser.add_argument("--limit", type=int, default=120, help="the longest a function may be (lines)")
    parser.add_argument("--exclude", action="append", default=[], help="a folder to leave out")
    arguments = parser.parse_args()
    excluded = {os.path.normpath(folder) for folder in arguments.exclude}
    long_ones = []
    for path in swift_files(arguments.paths, excluded):
        with open(path, encoding="utf-8") as file:
            text = file.read()
        for name, first, last in functions(text):
            length = last - first + 1
            if length > arguments.limit:
                long_ones.append((length, path, first, name))
    for length, path, first, name in sorted(long_ones, key=lambda f: (-f[0], f[1], f[2])):
        print(f"{path}:{first}: {name}: {length} lines")
    return 1 if long_ones else 0


if __name__ == "__main__":
    sys.exit(main())
