#!/usr/bin/env bash
# Installs moto's S3-compatible server (moto[server], pinned) into a Python venv under
# ~/.cache/pulumi-ingress/moto-venv (scripts/install-venv.sh) and prints the path of its `moto_server`.
# `--check` installs nothing: it fails when moto is not installed (the tests check; scripts/pretest.js
# installs).
set -euo pipefail

MOTO_VERSION="${MOTO_VERSION:-5.2.5}"
CHECK=""; [ "${1:-}" = "--check" ] && CHECK=--check
# shellcheck disable=SC2086 # CHECK: empty or one word
VENV=$(bash "$(dirname "$0")/install-venv.sh" $CHECK moto "moto[server]" "$MOTO_VERSION")
echo "$VENV/bin/moto_server"
