#!/usr/bin/env bash
# Runs every test of the project from a fresh clone: installs what it needs (pnpm, dependencies,
# Debian's chromium, PostgreSQL when none is running), then typecheck, lint, unit tests, the api
# tests on PGlite and on PostgreSQL, the production builds and the Playwright journeys against
# them. Stops at the first failing step (KEEP_GOING=1 runs the rest anyway) and ends with
# "N passed, N failed" counting steps.
set -uo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/toolchain.sh
source scripts/lib/toolchain.sh

START=$(date +%s)
PASSED=0
FAILED=0
SKIPPED=0
RESULTS=()
STOPPED=0

summary() {
  local total=$(($(date +%s) - START))
  echo
  echo "──────── test summary ($((total / 60)) min $((total % 60)) s) ────────"
  local line
  for line in "${RESULTS[@]}"; do echo "  $line"; done
  echo
  if [ "$SKIPPED" -gt 0 ]; then
    echo "$PASSED passed, $FAILED failed, $SKIPPED skipped"
  else
    echo "$PASSED passed, $FAILED failed"
  fi
}

# step NAME COMMAND...: runs one step, times it and records the outcome.
step() {
  local name=$1
  shift
  if [ "$STOPPED" -eq 1 ]; then
    RESULTS+=("not run  $name")
    return
  fi
  say "$name"
  local begin=$SECONDS
  if "$@"; then
    PASSED=$((PASSED + 1))
    RESULTS+=("passed   $name ($((SECONDS - begin)) s)")
  else
    FAILED=$((FAILED + 1))
    RESULTS+=("FAILED   $name ($((SECONDS - begin)) s)")
    printf '\033[31mxx  step failed: %s (output above)\033[0m\n' "$name" >&2
    [ "${KEEP_GOING:-0}" = 1 ] || STOPPED=1
  fi
}

skip() {
  SKIPPED=$((SKIPPED + 1))
  RESULTS+=("SKIPPED  $1 — $2")
  warn "SKIPPED $1: $2"
}

# ── what the tests need ──────────────────────────────────────────────────────────────────────
ensure_pnpm
ensure_dependencies
ensure_chromium
ensure_postgres

JEST=(--ci --maxWorkers=2)

# ── checks ───────────────────────────────────────────────────────────────────────────────────
step "typecheck (every package)" pnpm typecheck
step "lint (eslint, boundaries included)" pnpm lint
step "scripts: static server and process control (node --test)" node --test scripts/stack/

# ── unit tests (locale completeness included in each package) ───────────────────────────────
# One jest run over every package's own config (jest.config.cjs, ADR 038): a failing file is
# reported under its package's name, and jest's summary lists each failing file again at the end.
step "unit tests (shared, host, remote-*, sandbox: one jest run)" pnpm test:units "${JEST[@]}"

# ── api on both databases ────────────────────────────────────────────────────────────────────
step "api tests on PGlite" pnpm --filter ./api test "${JEST[@]}"
if [ "$PG_AVAILABLE" = 1 ]; then
  step "api tests on PostgreSQL (127.0.0.1:5432)" pnpm --filter ./api test:pg "${JEST[@]}"
else
  skip "api tests on PostgreSQL" "$PG_UNAVAILABLE_REASON"
fi

# ── production builds and the journeys against them ──────────────────────────────────────────
step "production builds (api + host + 4 remotes)" pnpm build
# CI=1 whether or not the caller set it: one retry for a journey that fails, and a trace recorded
# only on that retry (playwright.config.ts; tracing every step doubles Chromium's CPU, ADR 038).
step "e2e journeys (Playwright, production builds)" env CI=1 pnpm --filter ./e2e test

summary
[ "$FAILED" -eq 0 ]
