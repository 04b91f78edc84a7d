#!/usr/bin/env bash
# The issue's full randomised wallet ledger run (issue 12 §4): 10,000 top-ups, debits and refunds
# over 20 wallets with random aborts, on PGlite and then on PostgreSQL, printing each run's counts,
# time and mismatches. CI runs the same test with the same 10,000 operations; this runs it alone.
#   pnpm bench:wallet-ledger            # both databases (PostgreSQL needs DATABASE_URL's server)
#   WALLET_RANDOM_OPS=20000 DRIVERS=pglite pnpm bench:wallet-ledger
set -euo pipefail
cd "$(dirname "$0")/.."
export WALLET_RANDOM_OPS="${WALLET_RANDOM_OPS:-10000}"
for driver in ${DRIVERS:-pglite postgres}; do
  echo "== ${WALLET_RANDOM_OPS} operations on ${driver}"
  DB_DRIVER="$driver" pnpm --filter ./api exec jest src/modules/wallets/ledger.test.ts \
    -t 'a randomised run' 2>&1 | grep -E 'random ledger run|Tests:|✕|●' || true
done
