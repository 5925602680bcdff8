#!/usr/bin/env bash
# The run step of Galley's GitHub Action (action.yml). Diagnostics name files from the
# job's working folder (`docs/content/x.md` for source `docs`), which is what GitHub needs
# to place an annotation on the pull request's diff.
set -euo pipefail

source_folder=${GALLEY_SOURCE:-.}
case "${GALLEY_COMMAND:-check}" in
    check)
        exec galley check --source "$source_folder" --format github
        ;;
    build)
        arguments=(build --source "$source_folder")
        [ -z "${GALLEY_BASE_URL:-}" ] || arguments+=(--base-url "$GALLEY_BASE_URL")
        exec galley "${arguments[@]}"
        ;;
    *)
        echo "::error title=Galley::unknown command '$GALLEY_COMMAND': the action runs 'check' or 'build'"
        exit 2
        ;;
esac
