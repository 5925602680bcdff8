/// The starter's `.github/workflows/docs.yml`: `galley check` on every pull request, and
/// on the main branch a build published to GitHub Pages.
enum StarterWorkflow {
    static let text = #"""
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

        env:
          # Where Galley is built from: its repository and a tag or branch.
          GALLEY_REPOSITORY: https://github.com/galley-docs/galley.git
          GALLEY_REF: main

        jobs:
          site:
            runs-on: ubuntu-24.04
            container: swift:6.3-noble
            steps:
              - uses: actions/checkout@v4

              - name: Install Galley's libraries and fonts
                run: |
                  apt-get update
                  apt-get install -y --no-install-recommends git pkg-config \
                    libcmark-dev libharfbuzz-dev fonts-inter fonts-materialdesignicons-webfont

              - name: Fetch Galley
                id: galley
                run: |
                  git clone --depth 1 --branch "$GALLEY_REF" "$GALLEY_REPOSITORY" .galley
                  echo "commit=$(git -C .galley rev-parse HEAD)" >> "$GITHUB_OUTPUT"

              - name: Cache Galley's build
                uses: actions/cache@v4
                with:
                  path: .galley/.build
                  key: galley-${{ runner.os }}-${{ steps.galley.outputs.commit }}

              - name: Build Galley
                run: |
                  swift build -c release --product galley --package-path .galley
                  echo "$PWD/.galley/.build/release" >> "$GITHUB_PATH"

              - name: Check every article, link and snippet
                run: galley check --format github

              - name: Find the GitHub Pages address
                if: github.event_name != 'pull_request' && github.ref == 'refs/heads/main'
                id: pages
                uses: actions/configure-pages@v5

              - name: Build the site
                if: steps.pages.outcome == 'success'
                run: galley build --base-url "${{ steps.pages.outputs.base_url }}/"

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
