"""Code blocks in a real browser: the copy button copies (a console block without its
prompts and output), highlight.js colours a YAML block, and only a block wider than the
page becomes a keyboard-reachable region.

Builds its own fixture site with the galley binary (GALLEY, else .build/debug/galley,
then .build/release/galley) and serves it with Python's http.server on a free port; the
browser is conftest.py's (Debian's Chromium through Playwright). Run by
scripts/browser-test.sh, with the other browser tests.
"""

import functools
import http.server
import os
import pathlib
import subprocess
import threading

import pytest


REPO = pathlib.Path(__file__).resolve().parents[2]

ARTICLE = """---
title: Code blocks
---

```console
$ swift build \\
    -c release
Compiling Galley
$ galley --version
0.2.0
```

```yaml
title: Galley # a comment
```

```sh
echo "{}"
```

```json
{"a": [1, 2, "a very long line that does not fit in a phone's width, so it scrolls sideways"]}
```
"""


def galley_binary():
    if os.environ.get("GALLEY"):
        return pathlib.Path(os.environ["GALLEY"])
    for configuration in ("debug", "release"):
        candidate = REPO / ".build" / configuration / "galley"
        if candidate.exists():
            return candidate
    pytest.skip("no galley binary: run 'swift build --product galley' first")


@pytest.fixture(scope="module")
def code_site(tmp_path_factory):
    root = tmp_path_factory.mktemp("code-blocks-site")
    (root / "content").mkdir()
    (root / "content" / "site.yml").write_text(
        "title: Browser\nbase_url: https://example.org/\n"
    )
    (root / "content" / "code.md").write_text(ARTICLE)
    subprocess.run(
        [str(galley_binary()), "build", "--source", str(root), "--quiet"], check=True
    )
    handler = functools.partial(
        QuietHandler, directory=str(root / "site")
    )
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/code/"
    server.shutdown()
    server.server_close()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def open_page(browser, url, width=1280):
    # 127.0.0.1 is a secure context, so the Clipboard API is there to be granted.
    context = browser.new_context(viewport={"width": width, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=url.rsplit("/code/", 1)[0])
    page = context.new_page()
    page.goto(url)
    page.wait_for_load_state("load")
    return page


def test_console_copy_button_copies_the_commands_only(code_site, browser):
    page = open_page(browser, code_site)
    block = page.locator(".code-block").nth(0)
    button = block.get_by_role("button", name="Copy Console code")
    assert button.is_visible()
    button.click()
    assert page.evaluate("navigator.clipboard.readText()") == (
        "swift build \\\n    -c release\ngalley --version"
    )
    assert button.inner_text() == "Copied"
    assert block.get_by_role("status").inner_text() == "Copied to the clipboard"


def test_yaml_copy_button_copies_the_code_and_highlight_js_colours_it(code_site, browser):
    page = open_page(browser, code_site)
    block = page.locator(".code-block").nth(1)
    assert block.locator(".code-language").inner_text() == "YAML"
    assert block.locator("code .hljs-attr").first.inner_text() == "title:"
    assert block.locator("code .hljs-comment").first.inner_text() == "# a comment"
    block.get_by_role("button", name="Copy YAML code").click()
    assert page.evaluate("navigator.clipboard.readText()") == "title: Galley # a comment"


def test_only_an_overflowing_block_is_focusable_with_a_name(code_site, browser):
    page = open_page(browser, code_site, width=390)
    json_pre = page.locator(".code-block").nth(3).locator("pre")
    assert json_pre.get_attribute("tabindex") == "0"
    assert json_pre.get_attribute("role") == "region"
    assert json_pre.get_attribute("aria-label") == "JSON code"
    shell_pre = page.locator(".code-block").nth(2).locator("pre")
    assert shell_pre.get_attribute("tabindex") is None
    # The keyboard reaches it and scrolls it.
    json_pre.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert json_pre.evaluate("element => element.scrollLeft") > 0


def test_without_javascript_the_copy_buttons_stay_hidden(code_site, browser):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(code_site)
    assert page.locator(".code-copy").first.is_hidden()
    assert page.locator(".code-language").first.inner_text() == "Console"
    context.close()
