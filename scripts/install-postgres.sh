#!/usr/bin/env bash
# Makes sure PostgreSQL's server binaries (initdb, pg_ctl, postgres, psql) are installed and prints
# the folder holding initdb. Debian's `postgresql` package when missing (as root, with apt-get).
# The engine tests start a throwaway cluster of their own with them (tests/support/postgres.ts);
# nothing here starts or configures a server. `--check` installs nothing: it fails when the binaries
# are missing (the tests check; scripts/pretest.js installs).
set -euo pipefail
CHECK=""; [ "${1:-}" = "--check" ] && CHECK=1

log() { echo "[install-postgres] $*" >&2; }
find_bin() {
  for d in /usr/lib/postgresql/*/bin; do
    if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && [ -x "$d/psql" ]; then echo "$d"; fi
  done | sort -V | tail -n1
}

bin=$(find_bin)
if [ -z "$bin" ] && [ -n "$CHECK" ]; then
  log "PostgreSQL server binaries not found: run node scripts/pretest.js, which installs them"; exit 1
fi
if [ -z "$bin" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    log "installing Debian's postgresql"
    apt-get update -qq >&2 || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    bin=$(find_bin)
  fi
fi
[ -n "$bin" ] || { log "PostgreSQL server binaries not found (Debian: apt-get install -y postgresql)"; exit 1; }
echo "$bin"
