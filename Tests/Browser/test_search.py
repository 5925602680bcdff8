"""Search: built with the site, searched in the browser."""


def test_search_finds_a_heading_on_another_page_and_opens_its_anchor(site, page):
    page.goto(site)
    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.id") == "search-input"
    page.keyboard.type("exit status")
    first = page.locator(".search-results a").first
    first.wait_for()
    assert "Exit status" in first.inner_text()
    assert page.locator("#search-status").inner_text().endswith("results")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.wait_for_url("**/reference/command-line/#exit-status")
    assert page.locator("#exit-status").is_visible()


def test_control_k_focuses_search_and_escape_closes_it(site, page):
    page.goto(site + "reference/output/")
    page.keyboard.press("Control+k")
    page.keyboard.type("ModalCard")
    results = page.locator(".search-results")
    results.locator("a").first.wait_for()
    assert "ModalCard" in results.locator("a").first.inner_text()
    page.keyboard.press("Escape")
    assert results.is_hidden()


def test_search_fetches_only_what_the_query_needs(site, page):
    fetched = []
    page.on("request", lambda request: fetched.append(request.url))
    page.goto(site)
    page.locator("#search-input").fill("sitemap")
    page.locator(".search-results a").first.wait_for()
    search_files = [url for url in fetched if "/search/" in url]
    assert any(url.endswith("/search/manifest.json") for url in search_files)
    term_files = [url for url in search_files if "/search/terms/" in url]
    names = [url.rsplit("/", 1)[1].removesuffix(".json") for url in term_files]
    assert names and all("sitemap".startswith(name) for name in names)
