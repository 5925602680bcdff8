"""The sidebar, the breadcrumbs and the theme switch."""

from conftest import article_titles


def test_sidebar_lists_every_article_and_marks_the_current_page(site, page):
    page.goto(site + "guides/writing-articles/")
    links = page.locator("nav.sidebar .sidebar-articles a").all_inner_texts()
    assert sorted(links) == sorted(article_titles())
    current = page.locator("nav.sidebar [aria-current='page']")
    assert current.count() == 1
    assert current.inner_text() == "Writing articles"
    crumbs = page.locator("nav.breadcrumbs li").all_inner_texts()
    assert crumbs == ["Home", "Guides", "Writing articles"]


def test_sidebar_opens_from_the_header_on_a_phone(browser, site):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(site + "reference/output/")
    sidebar = page.locator("nav.sidebar")
    assert not sidebar.is_visible()
    page.locator(".sidebar-toggle").click()
    assert sidebar.is_visible()
    assert page.locator(".sidebar-toggle").get_attribute("aria-expanded") == "true"
    context.close()


def test_next_follows_the_reading_order(site, page):
    page.goto(site + "guides/getting-started/")
    page.locator("a[rel='next']").click()
    assert page.url == site + "guides/writing-articles/"


def test_theme_choice_persists_across_pages(site, page):
    page.emulate_media(color_scheme="light")
    page.goto(site + "components/card/")
    switch = page.locator(".theme-switch")
    while page.evaluate("document.documentElement.dataset.theme") != "dark":
        switch.click()
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(22, 22, 24)"
    page.goto(site + "guides/styles/")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(22, 22, 24)"
    # Previews follow the chosen theme, not the system's.
    # (Lazy pictures below the fold have not loaded, and have no source yet.)
    shown = page.evaluate(
        "Array.from(document.querySelectorAll('figure.preview img')).slice(0, 3)"
        ".map(i => i.currentSrc).filter(src => src)")
    assert shown and all(src.endswith("-dark.svg") for src in shown)
