#!/usr/bin/env bash
# Installs moto's S3-compatible server (moto[server], pinned) into a Python venv under
# ~/.cache/pulumi-ingress/moto-venv (scripts/install-venv.sh) and prints the path of its `moto_server`.
set -euo pipefail

MOTO_VERSION="${MOTO_VERSION:-5.2.5}"
VENV=$(bash "$(dirname "$0")/install-venv.sh" moto "moto[server]" "$MOTO_VERSION")
echo "$VENV/bin/moto_server"
