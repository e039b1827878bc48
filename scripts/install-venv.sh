#!/usr/bin/env bash
# Installs one pinned PyPI requirement into its own Python venv under ~/.cache/pulumi-ingress/<name>-venv
# and prints the venv's path. Usage: install-venv.sh <name> <package> <version>, e.g.
# `install-venv.sh moto 'moto[server]' 5.2.5`. Idempotent (a stamp .<name>-<version> marks a finished
# install) and safe to run concurrently (a lock serializes installs). Needs python3; on Debian
# without the venv module it installs python3-venv with apt-get when run as root. With `--check`
# first, it installs nothing: it prints the venv when installed and fails otherwise.
set -euo pipefail

CHECK=""; if [ "${1:-}" = "--check" ]; then CHECK=1; shift; fi
NAME="$1"
REQUIREMENT="$2==$3"
CACHE="${PULUMI_INGRESS_CACHE:-$HOME/.cache/pulumi-ingress}"
VENV="$CACHE/$NAME-venv"
STAMP="$VENV/.$NAME-$3"

mkdir -p "$CACHE"
exec 9>"$CACHE/$NAME-venv.lock"
flock 9

if [ -x "$VENV/bin/python" ] && [ -f "$STAMP" ]; then
  echo "$VENV"
  exit 0
fi

log() { echo "[install-venv $NAME] $*" >&2; }
[ -z "$CHECK" ] || { log "$REQUIREMENT is not installed in $VENV: run node scripts/pretest.js, which installs it"; exit 1; }
command -v python3 >/dev/null || { log "python3 is required (Debian: apt-get install -y python3 python3-venv)"; exit 1; }

rm -rf "$VENV"
if ! python3 -m venv "$VENV" >&2 2>/dev/null; then
  rm -rf "$VENV"
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    log "python3 has no venv module: installing python3-venv"
    DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv >&2 ||
      { apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv >&2; }
    python3 -m venv "$VENV" >&2
  else
    log "python3 -m venv failed; install python3-venv (as root: apt-get install -y python3-venv) and retry"
    exit 1
  fi
fi

log "installing $REQUIREMENT into $VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "$REQUIREMENT" >&2
touch "$STAMP"
echo "$VENV"
