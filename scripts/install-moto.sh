#!/usr/bin/env bash
# Installs moto's S3-compatible server (moto[server], pinned) into a Python venv under
# ~/.cache/pulumi-ingress/moto-venv and prints the path of its `moto_server`. Idempotent and
# safe to run concurrently (a lock serializes installs). Needs python3; on Debian without the
# venv module it installs python3-venv with apt-get when run as root.
set -euo pipefail

MOTO_VERSION="${MOTO_VERSION:-5.2.5}"
CACHE="${PULUMI_INGRESS_CACHE:-$HOME/.cache/pulumi-ingress}"
VENV="$CACHE/moto-venv"
SERVER="$VENV/bin/moto_server"
STAMP="$VENV/.moto-$MOTO_VERSION"

mkdir -p "$CACHE"
exec 9>"$CACHE/moto-venv.lock"
flock 9

if [ -x "$SERVER" ] && [ -f "$STAMP" ]; then
  echo "$SERVER"
  exit 0
fi

log() { echo "[install-moto] $*" >&2; }
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

log "installing moto[server]==$MOTO_VERSION into $VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "moto[server]==$MOTO_VERSION" >&2
touch "$STAMP"
echo "$SERVER"
