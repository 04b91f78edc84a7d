#!/usr/bin/env bash
# Runs the whole app from a fresh clone: installs what it needs, builds host + remotes for
# production, starts the api (migrates and seeds the embedded PGlite on first run) and serves
# everything until Ctrl-C. Ports and URLs come from the environment (see README "Configuration").
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/toolchain.sh
source scripts/lib/toolchain.sh

ensure_pnpm
node scripts/run-stack.mjs --check-ports
ensure_dependencies
if [ "${SKIP_BUILD:-0}" = 1 ]; then
  say "SKIP_BUILD=1: serving the existing production builds"
else
  say "Building the api, host and remotes for production (two at a time)"
  pnpm build
fi
exec node scripts/run-stack.mjs
