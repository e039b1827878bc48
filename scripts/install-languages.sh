#!/usr/bin/env bash
# Makes the other languages' tooling of the provider plugin (plugin/) available beside the Pulumi
# CLI that scripts/install-pulumi.sh makes, without any download site. Progress goes to stderr; the
# last two lines of stdout are the Python wheelhouse, then the CLI's bin directory.
#   Usage: install-languages.sh
#   - `pulumi-language-yaml`: Pulumi's own YAML language host, `go install`ed from the Go module
#     proxy (github.com/pulumi/pulumi-yaml, $YAML_VERSION) into the CLI's bin, where the CLI looks
#     for language hosts first;
#   - `pulumi-language-python`: our own small Python language host, built from scripts/hosts
#     (cmd/pulumi-language-python; Pulumi's own is not served by any registry); it runs Pulumi's Python
#     SDK as Pulumi's does, and `pulumi package gen-sdk` / `pulumi package add` with Pulumi's own
#     Python code generator;
#   - `pulumi-language-go`: our own small Go language host (scripts/hosts, cmd/pulumi-language-go;
#     Pulumi's is not served either): it builds and runs Go programs as Pulumi's does, and generates
#     and links the Go SDK for `pulumi package gen-sdk` / `pulumi package add`;
#   - `pulumi-ingress-gen-sdk`: scripts/gen-sdk, which writes the Python and Go SDKs from the
#     plugin's schema with Pulumi's own codegen (github.com/pulumi/pulumi/pkg/v3 at the CLI's version),
#     for Go, whose language host (and so `gen-sdk --language go`) is not served here either;
#   - the wheelhouse: `pulumi` ($PYTHON_PULUMI_VERSION, the CLI's version) and what it and the
#     generated SDK need, downloaded once from PyPI, so that a program's virtualenv installs them
#     with `pip install --no-index --find-links <wheelhouse>` in seconds.
# Each piece is cached (a stamp of its version or source beside it) and only rebuilt when that
# changes; PULUMI_INGRESS_FORCE_BUILD=1 rebuilds everything.
#
#   Usage: install-languages.sh --sdk-hosts
# makes only Pulumi's Java and .NET language hosts (the release's SDKs, scripts/release, and `npm run
# test:languages` need them; the engine tests' first run on a new machine builds neither), and
# prints the CLI's bin directory:
#   - `pulumi-language-java`: Pulumi's Java language host (github.com/pulumi/pulumi-java/pkg, which
#     the Go module proxy serves at exact versions), built from scripts/java-host, which pins it: it
#     generates the Java SDK (`pulumi package gen-sdk --language java`) and runs Java programs with
#     Maven;
#   - `pulumi-language-dotnet`: Pulumi's .NET language host (github.com/pulumi/pulumi-dotnet/
#     pulumi-language-dotnet/v3), built from scripts/dotnet-host likewise; only its code generator
#     serves here (`gen-sdk --language dotnet`): no .NET SDK on this project's machines.
set -euo pipefail

YAML_VERSION=v1.25.0
PYTHON_PULUMI_VERSION=3.248.0
# The Go module of Pulumi's codegen: the CLI's own version, so the SDKs match the engine they run on.
PKG_VERSION=v3.248.0
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${PULUMI_INGRESS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-ingress}"
WHEELS="$CACHE/python-wheels-$PYTHON_PULUMI_VERSION"

log() { echo "[install-languages] $*" >&2; }
die() { log "ERROR: $*"; exit 1; }

BIN=$(bash "$HERE/install-pulumi.sh" | tail -n 1)
[ -x "$BIN/pulumi" ] || die "scripts/install-pulumi.sh printed no bin directory holding pulumi"

# As install-pulumi.sh: never switch toolchains; the checksum database has no entries for Pulumi's
# modules (their dependencies are still verified against their own go.sum files).
export GOTOOLCHAIN=local GOFLAGS=-mod=mod CGO_ENABLED=0 GONOSUMDB="github.com/pulumi${GONOSUMDB:+,$GONOSUMDB}"
command -v go >/dev/null 2>&1 || die "Go is needed (scripts/install-pulumi.sh says which version and how to get it)"

mkdir -p "$CACHE"
exec 9>"$CACHE/.languages.lock"
flock 9

fresh() { [ -z "${PULUMI_INGRESS_FORCE_BUILD:-}" ] && [ -x "$1" ] && [ "$(cat "$2" 2>/dev/null)" = "$3" ]; }
src_stamp() { (cd "$1" && cat go.mod go.sum ./*.go "${@:2}" | sha256sum | cut -d' ' -f1); }
# The sources of a command of scripts/hosts: the module's files, the command's and the shared packages.
# shellcheck disable=SC2046 # the file list (no spaces in these names)
host_stamp() { (cd "$HERE/hosts" && cat go.mod go.sum $(find "cmd/$1" internal -name '*.go' | sort) | sha256sum | cut -d' ' -f1); }
build_host() { # $1: the command's name; the binary goes to the CLI's bin
  (cd "$HERE/hosts" && go build -mod=readonly -trimpath -ldflags "-s -w -X main.version=${PKG_VERSION#v}" \
    -o "$BIN/.$1.new" "./cmd/$1")
  mv -f "$BIN/.$1.new" "$BIN/$1"
}

# --- Java and .NET: Pulumi's hosts, pinned by a module of ours (--sdk-hosts) ----------------------
# Built with `go build <package>` from the module that pins them: `go install pkg@version` refuses a
# module whose go.mod has replace directives, as both hosts' have. Stamped with that module's files
# (its go.sum names the host's source by hash).
pinned_host() { # $1: our module's folder under scripts; $2: the host's command; $3: its package
  local stamp module version
  stamp=$(src_stamp "$HERE/$1")
  if fresh "$BIN/$2" "$BIN/.$2.sha256" "$stamp"; then
    log "cached $2 (scripts/$1)"
    return
  fi
  module=$(cd "$HERE/$1" && go list -f '{{.Module.Path}}' "$3")
  version=$(cd "$HERE/$1" && go list -m -f '{{.Version}}' "$module")
  log "building $2 $version from scripts/$1 (first time: a few minutes)"
  (cd "$HERE/$1" && go build -mod=readonly -trimpath -ldflags "-s -w -X $module/version.Version=${version#v}" -o "$BIN/.$2.new" "$3")
  mv -f "$BIN/.$2.new" "$BIN/$2"
  echo "$stamp" >"$BIN/.$2.sha256"
}
if [ "${1:-}" = "--sdk-hosts" ]; then
  pinned_host java-host pulumi-language-java github.com/pulumi/pulumi-java/pkg/cmd/pulumi-language-java
  pinned_host dotnet-host pulumi-language-dotnet github.com/pulumi/pulumi-dotnet/pulumi-language-dotnet/v3
  echo "$BIN"
  exit 0
fi
[ $# -eq 0 ] || die "usage: install-languages.sh [--sdk-hosts]"

# --- YAML: Pulumi's host ------------------------------------------------------------------------
if fresh "$BIN/pulumi-language-yaml" "$BIN/.pulumi-language-yaml.version" "$YAML_VERSION"; then
  log "cached pulumi-language-yaml $YAML_VERSION"
else
  log "go install github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml@$YAML_VERSION (first time: several minutes)"
  GOBIN="$BIN" go install -trimpath -ldflags "-s -w" "github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml@$YAML_VERSION"
  echo "$YAML_VERSION" >"$BIN/.pulumi-language-yaml.version"
fi

# --- Python: our host, Pulumi's exec script beside it ---------------------------------------------
sdkdir=$(go mod download -json "github.com/pulumi/pulumi/sdk/v3@$PKG_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' | head -n1) || true
[ -n "$sdkdir" ] || die "could not download github.com/pulumi/pulumi/sdk/v3@$PKG_VERSION (its python/cmd holds pulumi-language-python-exec)"
EXEC_SRC="$sdkdir/python/cmd/pulumi-language-python-exec"
stamp=$(cat <(host_stamp pulumi-language-python) "$EXEC_SRC" | sha256sum | cut -d' ' -f1)
if fresh "$BIN/pulumi-language-python" "$BIN/.pulumi-language-python.sha256" "$stamp" && [ -x "$BIN/pulumi-language-python-exec" ]; then
  log "cached pulumi-language-python (scripts/hosts)"
else
  log "building the Python language host from scripts/hosts"
  build_host pulumi-language-python
  install -m 0755 "$EXEC_SRC" "$BIN/pulumi-language-python-exec"
  echo "$stamp" >"$BIN/.pulumi-language-python.sha256"
fi

# --- Go: our host ---------------------------------------------------------------------------------
stamp=$(host_stamp pulumi-language-go)
if fresh "$BIN/pulumi-language-go" "$BIN/.pulumi-language-go.sha256" "$stamp"; then
  log "cached pulumi-language-go (scripts/hosts)"
else
  log "building the Go language host from scripts/hosts"
  build_host pulumi-language-go
  echo "$stamp" >"$BIN/.pulumi-language-go.sha256"
fi

# --- SDK generator --------------------------------------------------------------------------------
stamp=$(src_stamp "$HERE/gen-sdk")
if fresh "$BIN/pulumi-ingress-gen-sdk" "$BIN/.pulumi-ingress-gen-sdk.sha256" "$stamp"; then
  log "cached pulumi-ingress-gen-sdk (scripts/gen-sdk)"
else
  log "building the SDK generator from scripts/gen-sdk (first time: a few minutes)"
  (cd "$HERE/gen-sdk" && go build -mod=readonly -trimpath -ldflags "-s -w" -o "$BIN/.pulumi-ingress-gen-sdk.new" .)
  mv -f "$BIN/.pulumi-ingress-gen-sdk.new" "$BIN/pulumi-ingress-gen-sdk"
  echo "$stamp" >"$BIN/.pulumi-ingress-gen-sdk.sha256"
fi

# --- Python wheels ----------------------------------------------------------------------------------
# pip, setuptools and wheel too: Pulumi's toolchain upgrades them in every virtualenv it creates, and
# setuptools builds the generated SDK (a setup.py package).
WANT="pulumi==$PYTHON_PULUMI_VERSION pip setuptools wheel parver semver"
# Wheels are built for one interpreter: another python3 needs its own.
command -v python3 >/dev/null 2>&1 || die "python3 is needed for the Python SDK (Debian: apt-get install -y python3 python3-venv)"
WANT="$WANT for $(python3 -c 'import sys; print(sys.implementation.cache_tag)')"
if [ -z "${PULUMI_INGRESS_FORCE_BUILD:-}" ] && [ "$(cat "$WHEELS/.wanted" 2>/dev/null)" = "$WANT" ]; then
  log "cached Python wheels in $WHEELS"
else
  log "downloading $WANT and their dependencies from PyPI into $WHEELS"
  rm -rf "$WHEELS.new"
  # shellcheck disable=SC2086 # WANT is a list of requirements
  python3 -m pip download --quiet --disable-pip-version-check --only-binary=:all: -d "$WHEELS.new" ${WANT% for *} >&2
  echo "$WANT" >"$WHEELS.new/.wanted"
  rm -rf "$WHEELS"; mv "$WHEELS.new" "$WHEELS"
fi

echo "$WHEELS"
echo "$BIN"
