"""axe-core on every page of Galley's own site, light and dark: no serious or critical
violation."""

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import site_pages


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_or_critical_violations(site, browser, scheme):
    axe = Axe()
    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=scheme)
    page = context.new_page()
    problems = []
    for url in site_pages(site):
        page.goto(url)
        results = axe.run(page)
        for violation in results.response["violations"]:
            if violation["impact"] in ("serious", "critical"):
                targets = [node["target"] for node in violation["nodes"]][:3]
                problems.append(f"{url}: {violation['id']} ({violation['impact']}): {targets}")
    context.close()
    assert problems == []
