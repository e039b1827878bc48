#!/usr/bin/env bash
# Makes Pulumi's Java and .NET language hosts available beside the Pulumi CLI that
# scripts/install-pulumi.sh makes, for the Java and .NET SDKs of the release (scripts/release) and the
# Java engine test (`npm run test:languages`). Progress goes to stderr; the last line of stdout is the
# CLI's bin directory, which then holds them.
#   Usage: install-sdk-hosts.sh
#   - `pulumi-language-java`: Pulumi's Java language host (github.com/pulumi/pulumi-java/pkg, which
#     the Go module proxy serves at exact versions), built from scripts/java-host, which pins it: it
#     generates the Java SDK (`pulumi package gen-sdk --language java`) and runs Java programs with
#     Maven;
#   - `pulumi-language-dotnet`: Pulumi's .NET language host (github.com/pulumi/pulumi-dotnet/
#     pulumi-language-dotnet/v3), built from scripts/dotnet-host likewise; here only its code
#     generator serves (`gen-sdk --language dotnet`): no .NET SDK on this project's machines.
# Both are built with `go build <package>` from the module that pins them: `go install pkg@version`
# refuses a module whose go.mod has replace directives, as both hosts' have. Each is cached, stamped
# with its pinning module's files (whose go.sum names the host's source by hash), and only rebuilt
# when they change; PULUMI_INGRESS_FORCE_BUILD=1 rebuilds them. First time: several minutes.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${PULUMI_INGRESS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-ingress}"

log() { echo "[install-sdk-hosts] $*" >&2; }
die() { log "ERROR: $*"; exit 1; }

BIN=$(bash "$HERE/install-pulumi.sh" | tail -n 1)
[ -x "$BIN/pulumi" ] || die "scripts/install-pulumi.sh printed no bin directory holding pulumi"

# As install-pulumi.sh: never switch toolchains; the checksum database has no entries for Pulumi's
# modules (their dependencies are still verified against their own go.sum files).
export GOTOOLCHAIN=local GOFLAGS=-mod=mod CGO_ENABLED=0 GONOSUMDB="github.com/pulumi${GONOSUMDB:+,$GONOSUMDB}"
command -v go >/dev/null 2>&1 || die "Go is needed (scripts/install-pulumi.sh says which version and how to get it)"

mkdir -p "$CACHE"
exec 9>"$CACHE/.sdk-hosts.lock"
flock 9

fresh() { [ -z "${PULUMI_INGRESS_FORCE_BUILD:-}" ] && [ -x "$1" ] && [ "$(cat "$2" 2>/dev/null)" = "$3" ]; }

pinned_host() { # $1: our module's folder under scripts; $2: the host's command; $3: its package
  local stamp module version
  stamp=$(cd "$HERE/$1" && cat go.mod go.sum tools.go | sha256sum | cut -d' ' -f1)
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

pinned_host java-host pulumi-language-java github.com/pulumi/pulumi-java/pkg/cmd/pulumi-language-java
pinned_host dotnet-host pulumi-language-dotnet github.com/pulumi/pulumi-dotnet/pulumi-language-dotnet/v3

echo "$BIN"
