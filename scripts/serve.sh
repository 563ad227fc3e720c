#!/usr/bin/env bash
# Serve the playground on http://127.0.0.1:8080 (release build; rebuilds on change, reload the
# page to see it: live reload would need an inline script the Content-Security-Policy forbids).
# Installs what is missing first (scripts/setup.sh is idempotent and quick when all is there).
set -euo pipefail
cd "$(dirname "$0")/.."
SETUP_SKIP_BROWSER=1 bash scripts/setup.sh
source scripts/web-env.sh
[ -f web-ui/vendor/editor.bundle.js ] || bash tools/web/build-editor.sh
echo "serve: http://127.0.0.1:8080/ (Ctrl-C to stop)"
exec trunk serve --release --offline --no-autoreload "$@"
