#!/usr/bin/env bash
# Makes a Pulumi CLI (v3.248.0 unless a version is given) available without any download site and
# prints its bin directory on the last line of stdout (progress goes to stderr).
#   Usage: install-pulumi.sh [vX.Y.Z]   (or PULUMI_INGRESS_CLI_VERSION=vX.Y.Z)
#   - `pulumi` is built from the Go modules github.com/pulumi/pulumi/{pkg,sdk}/v3 (the Go module
#     proxy is the only reachable source; no registry ships a prebuilt CLI);
#   - `pulumi-language-nodejs` is our own small language host, built from scripts/hosts
#     (cmd/pulumi-language-nodejs; Pulumi's own host is not served by the module proxy);
#   - `pulumi-resource-pulumi-nodejs`, the dynamic provider plugin the CLI expects beside `pulumi`,
#     is copied from scripts/hosts.
# Binaries are cached in ${XDG_CACHE_HOME:-~/.cache}/pulumi-ingress/pulumi-<version>/bin. A later
# run only checks them (and rebuilds the language host, in seconds, when its source changed).
# Versions are cached side by side. Without a version argument, a `pulumi` on PATH at v3.248.0 or
# newer, with a language host beside it, is used as is; a version asked for is built exactly.
# PULUMI_INGRESS_FORCE_BUILD=1 rebuilds everything.
set -euo pipefail

DEFAULT_VERSION=v3.248.0
VERSION="${1:-${PULUMI_INGRESS_CLI_VERSION:-$DEFAULT_VERSION}}"
VERSION="v${VERSION#v}"
[[ "$VERSION" =~ ^v3\.[0-9]+\.[0-9]+$ ]] || { echo "[install-pulumi] ERROR: '$VERSION' is not a v3 version like v3.260.0" >&2; exit 2; }
# The `go` line of pkg/v3's go.mod at v3.248.0; a newer version's own go.mod is checked after download.
GO_MIN="v1.25.11"
CACHE="${PULUMI_INGRESS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-ingress}"
BIN="$CACHE/pulumi-$VERSION/bin"
HOST_SRC="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/hosts"
HOST_STAMP="$BIN/.language-host.sha256"

log() { echo "[install-pulumi] $*" >&2; }
die() { log "ERROR: $*"; exit 1; }

# version_ge A B: true when version A >= B (vX.Y.Z, the v optional).
version_ge() {
  [ "$(printf '%s\n%s\n' "${1#v}" "${2#v}" | sort -V | head -n1)" = "${2#v}" ]
}

pulumi_ok() { # $1: dir holding pulumi, or empty for PATH
  local p="${1:+$1/}pulumi" v
  command -v "$p" >/dev/null 2>&1 || return 1
  v=$("$p" version 2>/dev/null | tr -d '[:space:]') || return 1
  [[ "$v" =~ ^v[0-9]+\.[0-9]+\.[0-9]+ ]] || return 1
  version_ge "${v%%-*}" "$VERSION"
}
have_cli() { pulumi_ok "$1" && command -v "${1:+$1/}pulumi-language-nodejs" >/dev/null 2>&1; }
DYNAMIC_PLUGIN=pulumi-resource-pulumi-nodejs
# The module's sources the Node.js host is built from (its command and the shared internal packages).
# shellcheck disable=SC2046 # the file list (no spaces in these names)
host_stamp() {
  (cd "$HOST_SRC" && cat go.mod go.sum "$DYNAMIC_PLUGIN" $(find cmd/pulumi-language-nodejs internal -name '*.go' | sort)) | sha256sum | cut -d' ' -f1
}
host_current() {
  [ -x "$BIN/pulumi-language-nodejs" ] && [ -x "$BIN/$DYNAMIC_PLUGIN" ] &&
    [ "$(cat "$HOST_STAMP" 2>/dev/null)" = "$(host_stamp)" ]
}

if [ -z "${PULUMI_INGRESS_FORCE_BUILD:-}" ]; then
  if have_cli "$BIN" && host_current; then log "cached $VERSION in $BIN"; echo "$BIN"; exit 0; fi
  if [ "$VERSION" = "$DEFAULT_VERSION" ] && ! pulumi_ok "$BIN" && have_cli ""; then
    d=$(dirname "$(command -v pulumi)"); log "using pulumi on PATH ($d)"; echo "$d"; exit 0
  fi
fi

# --- Go ---------------------------------------------------------------------------------------
go_ok() { command -v go >/dev/null 2>&1 && version_ge "$(GOTOOLCHAIN=local go env GOVERSION | sed 's/^go//; s/[^0-9.].*$//')" "$GO_MIN"; }
if ! command -v go >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  log "Go is not installed; checking Debian's golang-go"
  apt-get update -qq >&2 || true
  cand=$(apt-cache policy golang-go 2>/dev/null | sed -n 's/^ *Candidate: *//p' | sed 's/^[0-9]*://; s/[~+-].*$//')
  if [ -n "$cand" ] && [ "$cand" != "(none)" ] && version_ge "$cand" "$GO_MIN"; then
    log "installing Debian's golang-go $cand"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq golang-go >&2
  else
    log "Debian's golang-go is ${cand:-unavailable}, older than the Go ${GO_MIN#v} needed; not installing it"
  fi
fi
if ! go_ok; then
  have="not installed"; command -v go >/dev/null 2>&1 && have="$(GOTOOLCHAIN=local go env GOVERSION)"
  die "building the Pulumi CLI $VERSION needs Go >= ${GO_MIN#v} (found: $have). Install a Go release," \
    "or, with any Go >= 1.21 on PATH, fetch the toolchain module from the Go module proxy:" \
    "export PATH=\"\$(GOTOOLCHAIN=go${GO_MIN#v} go env GOROOT)/bin:\$PATH\"; then run this again."
fi

# GOTOOLCHAIN=local: never switch toolchains behind our back. The checksum database has no entries
# for these Pulumi modules; their dependencies are still verified against pkg/go.sum, and the
# language host's against its committed go.sum.
export GOTOOLCHAIN=local GOFLAGS=-mod=mod CGO_ENABLED=0 GONOSUMDB="github.com/pulumi/pulumi${GONOSUMDB:+,$GONOSUMDB}"
mkdir -p "$BIN"

# Parallel callers (jest workers) must not build into the same files at once.
if command -v flock >/dev/null 2>&1; then
  exec 9>"$CACHE/.build.lock"
  flock 9
  if [ -z "${PULUMI_INGRESS_FORCE_BUILD:-}" ] && have_cli "$BIN" && host_current; then
    log "built meanwhile by another run: $BIN"; echo "$BIN"; exit 0
  fi
fi

if [ -n "${PULUMI_INGRESS_FORCE_BUILD:-}" ] || ! pulumi_ok "$BIN"; then
  WORK="$CACHE/build-$VERSION"
  rm -rf "$WORK"; mkdir -p "$WORK"
  log "downloading Go modules github.com/pulumi/pulumi/{pkg,sdk}/v3@$VERSION (first time: a few minutes)"
  moddir() { go mod download -json "$1" 2>/dev/null | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' | head -n1; }
  # `|| true`: a refused module must reach the message below, not end the script silently.
  pkgdir=$(moddir "github.com/pulumi/pulumi/pkg/v3@$VERSION") || true
  sdkdir=$(moddir "github.com/pulumi/pulumi/sdk/v3@$VERSION") || true
  [ -n "$pkgdir" ] && [ -n "$sdkdir" ] || die "could not download the pkg/sdk modules of $VERSION (the Go module proxy may not serve it)"
  need=$(sed -n 's/^go \([0-9.]*\).*$/\1/p' "$pkgdir/go.mod" | head -n1)
  version_ge "$(GOTOOLCHAIN=local go env GOVERSION | sed 's/^go//; s/[^0-9.].*$//')" "${need:-0}" ||
    die "pulumi $VERSION needs Go >= $need (its pkg/go.mod); found $(GOTOOLCHAIN=local go env GOVERSION)"
  # Lay the modules out as in Pulumi's repository so pkg's `replace .../sdk/v3 => ../sdk` resolves.
  cp -r "$pkgdir" "$WORK/pkg"; cp -r "$sdkdir" "$WORK/sdk"; chmod -R u+w "$WORK"
  log "building pulumi (CGO_ENABLED=0; the first build takes several minutes on 2 cores)"
  (cd "$WORK/pkg" && go build -trimpath \
    -ldflags "-s -w -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=$VERSION" \
    -o "$BIN/.pulumi.new" ./cmd/pulumi)
  mv -f "$BIN/.pulumi.new" "$BIN/pulumi"
  rm -rf "$WORK"
fi

log "building the Node.js language host from $HOST_SRC"
(cd "$HOST_SRC" && go build -mod=readonly -trimpath -ldflags "-s -w -X main.version=${VERSION#v}" \
  -o "$BIN/.pulumi-language-nodejs.new" ./cmd/pulumi-language-nodejs)
mv -f "$BIN/.pulumi-language-nodejs.new" "$BIN/pulumi-language-nodejs"
cp "$HOST_SRC/$DYNAMIC_PLUGIN" "$BIN/.$DYNAMIC_PLUGIN.new" && chmod +x "$BIN/.$DYNAMIC_PLUGIN.new"
mv -f "$BIN/.$DYNAMIC_PLUGIN.new" "$BIN/$DYNAMIC_PLUGIN"
host_stamp >"$HOST_STAMP"

have_cli "$BIN" || die "the build finished but $BIN/pulumi does not report $VERSION or newer"
log "built $("$BIN/pulumi" version) with our language host and dynamic provider plugin in $BIN"
echo "$BIN"
