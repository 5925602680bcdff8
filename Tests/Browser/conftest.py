"""Browser tests of Galley's default theme, on Galley's own documentation.

The site is built once per run with the built galley binary (GALLEY, else
.build/debug/galley) under a sub-path, /galley/, as on a project page of a static host,
and served by Python's http.server on a free port. Chromium is Debian's (CHROMIUM, else
/usr/bin/chromium), driven by Playwright; no browser is downloaded.
"""

import functools
import http.server
import os
import re
import subprocess
import tempfile
import threading
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

REPO = Path(__file__).resolve().parents[2]
SUB_PATH = "/galley/"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def site():
    """The base URL of Galley's own site, built into a temporary folder and served."""
    galley = Path(os.environ.get("GALLEY", REPO / ".build/debug/galley"))
    if not galley.exists():
        pytest.fail(f"no galley binary at {galley}: build it first (swift build --product galley)")
    with tempfile.TemporaryDirectory(prefix="galley-browser-") as folder:
        served = Path(folder)
        handler = functools.partial(QuietHandler, directory=str(served))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        base = f"http://127.0.0.1:{server.server_address[1]}{SUB_PATH}"
        subprocess.run(
            [str(galley), "build", "--source", str(REPO), "--output", str(served / SUB_PATH.strip("/")),
             "--base-url", base, "--quiet"],
            check=True,
        )
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield base
        finally:
            server.shutdown()


@pytest.fixture(scope="session")
def browser():
    executable = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert errors == [], f"JavaScript errors: {errors}"


def article_titles():
    """The title of every published article of content/, section landing pages and the
    home page's introduction left out."""
    titles = []
    for path in sorted((REPO / "content").rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        front = text.split("\n---", 1)[0]
        if re.search(r"^draft:\s*true", front, re.M) or path.name == "index.md":
            continue
        title = re.search(r"^title:\s*(.+)$", front, re.M)
        if title:
            titles.append(title.group(1).strip().strip("\"'"))
    return titles


def site_pages(base):
    """Every page the sitemap lists, as URLs under the served base."""
    import urllib.request

    with urllib.request.urlopen(base + "sitemap.xml") as response:
        sitemap = response.read().decode()
    return re.findall(r"<loc>([^<]+)</loc>", sitemap)
