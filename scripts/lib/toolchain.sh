# shellcheck shell=bash
# Installs what the project needs on a fresh machine (Node 20 + npm + Debian is all we assume).
# Sourced by start.sh and test.sh (both run with pipefail); every function is idempotent and quiet
# when nothing is missing.

PNPM_VERSION=10.34.9

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
warn() { printf '\033[33m!!  %s\033[0m\n' "$*" >&2; }
die() {
  printf '\033[31mxx  %s\033[0m\n' "$*" >&2
  exit 1
}

# Runs a command as root: directly when we are root, through passwordless sudo otherwise.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo -n "$@"
  else
    return 126
  fi
}

require_node() {
  command -v node >/dev/null 2>&1 || die "Node.js 20 or newer is required (node not found)."
  local major
  major=$(node -p 'process.versions.node.split(".")[0]')
  [ "$major" -ge 20 ] || die "Node.js 20 or newer is required (found $(node --version))."
}

# corepack cannot verify pnpm's signatures on these machines, so pnpm comes from npm.
ensure_pnpm() {
  require_node
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    return
  fi
  say "Installing pnpm $PNPM_VERSION with npm"
  if ! npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    as_root npm install -g "pnpm@$PNPM_VERSION" >/dev/null ||
      die "Could not install pnpm@$PNPM_VERSION (npm install -g failed)."
  fi
  hash -r
  [ "$(pnpm --version)" = "$PNPM_VERSION" ] || die "pnpm $PNPM_VERSION not on PATH after install."
}

ensure_dependencies() {
  say "Installing dependencies (pnpm install --frozen-lockfile)"
  # pipefail makes the pipeline fail when pnpm does; the filter itself may print nothing.
  if ! pnpm install --frozen-lockfile --reporter=append-only 2>&1 | { grep -vE '^(Progress|Packages:)' || true; }; then
    die "pnpm install failed (is pnpm-lock.yaml in step with every package.json?)."
  fi
}

apt_install() {
  local packages=("$@")
  if ! command -v apt-get >/dev/null 2>&1; then
    return 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -qq >/dev/null 2>&1 || warn "apt-get update failed; trying the install anyway"
  as_root apt-get install -y -qq "${packages[@]}" >/dev/null
}

CHROMIUM=/usr/bin/chromium

ensure_chromium() {
  if [ -x "$CHROMIUM" ]; then
    return
  fi
  say "Installing Debian's chromium for the browser tests (apt-get)"
  apt_install chromium || die "Could not install chromium: run 'apt-get install -y chromium' as root."
  [ -x "$CHROMIUM" ] || die "chromium installed but $CHROMIUM is missing."
}

pg_accepting() {
  if command -v pg_isready >/dev/null 2>&1; then
    pg_isready -q -h 127.0.0.1 -p 5432
  else
    node -e 'const s=require("net").connect(5432,"127.0.0.1");s.on("connect",()=>process.exit(0));s.on("error",()=>process.exit(1))'
  fi
}

wait_for_pg() {
  local i
  for i in $(seq 1 30); do
    pg_accepting && return 0
    sleep 1
  done
  return 1
}

# The Debian cluster listens on 127.0.0.1:5432; the tests connect as postgres without a password.
allow_local_trust() {
  local hba
  for hba in /etc/postgresql/*/main/pg_hba.conf; do
    [ -f "$hba" ] || continue
    as_root sed -i -E 's/^(host\s+all\s+all\s+(127\.0\.0\.1\/32|::1\/128)\s+)\S+/\1trust/' "$hba"
  done
}

start_debian_cluster() {
  local version
  version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n1)
  [ -n "$version" ] || return 1
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start >/dev/null 2>&1 ||
    as_root pg_ctlcluster "$version" main start >/dev/null 2>&1 || true
  wait_for_pg || return 1
  # A cluster the package install had already started must re-read pg_hba.conf.
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main reload >/dev/null 2>&1 || true
}

ensure_test_database() {
  if psql -h 127.0.0.1 -U postgres -d postgres -tAc "select 1 from pg_database where datname='test'" 2>/dev/null | grep -q 1; then
    return 0
  fi
  psql -h 127.0.0.1 -U postgres -d postgres -qc 'create database test' >/dev/null 2>&1
}

# Sets PG_AVAILABLE=1 when a server accepts on 127.0.0.1:5432, else PG_AVAILABLE=0 and
# PG_UNAVAILABLE_REASON. Tries, in order: already running, start the Debian cluster, install it.
ensure_postgres() {
  PG_AVAILABLE=0
  PG_UNAVAILABLE_REASON=''
  if pg_accepting; then
    PG_AVAILABLE=1
  else
    if [ -d /etc/postgresql ]; then
      say "PostgreSQL is not accepting on 127.0.0.1:5432 — starting the Debian cluster"
      start_debian_cluster && PG_AVAILABLE=1
    fi
    if [ "$PG_AVAILABLE" -eq 0 ] && ! command -v pg_ctlcluster >/dev/null 2>&1; then
      say "Installing PostgreSQL (apt-get install postgresql)"
      if apt_install postgresql; then
        allow_local_trust
        start_debian_cluster && PG_AVAILABLE=1
      else
        PG_UNAVAILABLE_REASON='apt-get install postgresql failed (not root and no sudo, or no apt)'
      fi
    fi
    if [ "$PG_AVAILABLE" -eq 0 ] && [ -z "$PG_UNAVAILABLE_REASON" ]; then
      PG_UNAVAILABLE_REASON='no PostgreSQL server accepts on 127.0.0.1:5432 and the local cluster would not start'
    fi
  fi
  if [ "$PG_AVAILABLE" -eq 1 ] && command -v psql >/dev/null 2>&1; then
    ensure_test_database || warn "could not create database 'test' (it may already exist)"
  fi
}
