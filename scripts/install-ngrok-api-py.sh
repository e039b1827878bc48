#!/usr/bin/env bash
# Installs ngrok's Python API client (PyPI ngrok-api, pinned: the newest the registry serves) into a
# Python venv under ~/.cache/pulumi-ingress/ngrok-api-py-venv (scripts/install-venv.sh) and prints
# the path of its python, for tests/clients/ngrokApiPython.test.ts.
set -euo pipefail

NGROK_API_PY_VERSION="${NGROK_API_PY_VERSION:-0.19.0}"
VENV=$(bash "$(dirname "$0")/install-venv.sh" ngrok-api-py ngrok-api "$NGROK_API_PY_VERSION")
echo "$VENV/bin/python"
