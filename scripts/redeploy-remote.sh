#!/usr/bin/env bash
# Rebuilds ONE remote for production and redeploys it, leaving the host untouched: the running
# static server serves the new files at once, and the host picks them up on the next page load
# because it reads the remote's mf-manifest.json at run time.
#   usage: scripts/redeploy-remote.sh sourcing|catalogue|orders|billing
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/toolchain.sh
source scripts/lib/toolchain.sh

remote="${1:-}"
case "$remote" in
  sourcing | catalogue | orders | billing) ;;
  *) die "usage: scripts/redeploy-remote.sh sourcing|catalogue|orders|billing" ;;
esac

say "Building remote-$remote alone"
pnpm --filter "./remote-$remote" build
config=".runtime/app/config/$remote-runtime-config.json"
if [ -f "$config" ]; then
  cp "$config" "remote-$remote/dist/runtime-config.json"
fi
say "remote-$remote redeployed: reload the app to see it (the host was not rebuilt)."
