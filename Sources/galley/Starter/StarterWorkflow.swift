/// The starter's `.github/workflows/docs.yml`: `galley check` on every pull request, with
/// `galley diff` against the base branch (report as an artifact, job summary), and on the
/// main branch a build published to GitHub Pages.
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
            # Checks the documentation on every pull request, shows which previews it redraws,
            # and publishes it to GitHub Pages from the main branch. Turn Pages on first: Settings > Pages > Source: GitHub Actions.
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
                  # The base branch's commit too, to compare previews with it.
                  - uses: actions/checkout@v4
                    with:
                      fetch-depth: 0

                  # Galley's action downloads the galley binary of the release it names (no
                  # compiler needed) and runs `galley check --format github`: every problem
                  # becomes an annotation on the pull request. Raise the version to upgrade.
                  - name: Check every article, link and snippet
                    uses: \#(action)
                    with:
                      command: check

                  # Which previews the pull request redraws: both sides built with the same
                  # galley (the action put it on the path), compared by `galley diff`. Its
                  # status is 1 when a preview or page changed: a later step may require a
                  # label or an approval on that.
                  - name: Compare the previews with the base branch
                    if: github.event_name == 'pull_request'
                    id: diff
                    run: |
                      git worktree add "$RUNNER_TEMP/base" "${{ github.event.pull_request.base.sha }}"
                      if [ ! -d "$RUNNER_TEMP/base/content" ]; then exit 0; fi
                      galley build --quiet --source "$RUNNER_TEMP/base" --output "$RUNNER_TEMP/base-site"
                      galley build --quiet --output "$RUNNER_TEMP/head-site"
                      status=0
                      galley diff "$RUNNER_TEMP/base-site" "$RUNNER_TEMP/head-site" --report galley-diff || status=$?
                      echo "status=$status" >> "$GITHUB_OUTPUT"
                      [ "$status" -le 1 ]

                  - name: Upload the side-by-side report
                    if: steps.diff.outputs.status != ''
                    id: report
                    uses: actions/upload-artifact@v4
                    with:
                      name: galley-diff
                      path: galley-diff

                  - name: Summarise the changed previews
                    if: steps.diff.outputs.status != ''
                    run: >-
                      galley diff "$RUNNER_TEMP/base-site" "$RUNNER_TEMP/head-site" --format github
                      --report-url "${{ steps.report.outputs.artifact-url }}" >> "$GITHUB_STEP_SUMMARY" || true

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
