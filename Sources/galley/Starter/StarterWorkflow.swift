/// The starter's `.github/workflows/docs.yml`: `galley check` on every pull request, and
/// on the main branch a build published to GitHub Pages.
///
/// Both steps use Galley's GitHub Action, which downloads the release binary: no clone
/// and no compiler, so the check takes seconds. The action is pinned to the release that
/// wrote the workflow, so CI draws previews with the fonts and code the author has.
enum StarterWorkflow {
    /// Where Galley's action and releases live.
    static let actionRepository = "galley-docs/galley"

    static var text: String {
        let action = "\(actionRepository)@v\(GalleyVersion.release)"
        return #"""
            # Checks the documentation on every pull request and publishes it to GitHub Pages
            # from the main branch. Turn Pages on first: Settings > Pages > Source: GitHub Actions.
            name: Docs

            on:
              pull_request:
              push:
                branches: [main]
              workflow_dispatch:

            permissions:
              contents: read

            concurrency:
              group: docs-${{ github.ref }}
              cancel-in-progress: true

            jobs:
              site:
                runs-on: ubuntu-24.04
                steps:
                  - uses: actions/checkout@v4

                  # Galley's action downloads the galley binary of the release it names (no
                  # compiler needed) and runs `galley check --format github`: every problem
                  # becomes an annotation on the pull request. Raise the version to upgrade.
                  - name: Check every article, link and snippet
                    uses: \#(action)
                    with:
                      command: check

                  - name: Find the GitHub Pages address
                    if: github.event_name != 'pull_request' && github.ref == 'refs/heads/main'
                    id: pages
                    uses: actions/configure-pages@v5

                  - name: Build the site
                    if: steps.pages.outcome == 'success'
                    uses: \#(action)
                    with:
                      command: build
                      base-url: ${{ steps.pages.outputs.base_url }}/

                  - name: Upload the site
                    if: steps.pages.outcome == 'success'
                    uses: actions/upload-pages-artifact@v3
                    with:
                      path: site

              deploy:
                if: github.event_name != 'pull_request' && github.ref == 'refs/heads/main'
                needs: site
                runs-on: ubuntu-24.04
                permissions:
                  pages: write
                  id-token: write
                environment:
                  name: github-pages
                  url: ${{ steps.deployment.outputs.page_url }}
                steps:
                  - name: Publish to GitHub Pages
                    id: deployment
                    uses: actions/deploy-pages@v4

            """#
    }
}
