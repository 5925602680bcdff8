"""axe-core on every page of Galley's own site, light and dark: no serious or critical
violation."""

from axe_playwright_python.sync_playwright import Axe

from conftest import site_pages


def test_no_serious_or_critical_violations_light_and_dark(site, browser):
    axe = Axe()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    problems = []
    pages = site_pages(site) + [site + "404.html"]
    for url in pages:
        page.emulate_media(color_scheme="light")
        page.goto(url)
        # One load, both appearances: the page follows the system's scheme as it changes.
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            for violation in axe.run(page).response["violations"]:
                if violation["impact"] in ("serious", "critical"):
                    targets = [node["target"] for node in violation["nodes"]][:3]
                    problems.append(f"{url} ({scheme}): {violation['id']} ({violation['impact']}): {targets}")
    context.close()
    assert len(pages) > 20
    assert problems == []
