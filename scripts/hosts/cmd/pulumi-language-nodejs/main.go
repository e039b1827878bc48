// Command pulumi-language-nodejs is a small Node.js language host for the Pulumi engine.
//
// Why it exists: Pulumi's own Node.js language host is not available from any registry this
// project can reach, while the engine itself builds from the Go module proxy. The engine only
// needs a handful of LanguageRuntime RPCs to run a Node.js program (see proto/pulumi/language.proto
// in pulumi/pulumi); the real work is done by @pulumi/pulumi's own `cmd/run` script, which we start
// with the same flags and environment variables that script reads, and policy packs through its
// `cmd/run-plugin` (plugin.go). Everything else the engine may ask (code generation, packing,
// linking) answers Unimplemented, which the engine handles for the optional calls.
// The process's life and the RPCs all hosts answer alike are internal/host's; the engine also calls
// RunPlugin here once per policy pack.
package main

import (
	"pulumi-ingress/hosts/internal/host"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// version is reported by GetPluginInfo; install-pulumi.sh sets it to the CLI version with -ldflags.
var version = "3.248.0"

func main() {
	// `--root` and `--binary` are the real host's own flags with a separate value.
	host.Serve("pulumi-language-nodejs", version, []string{"root", "binary"},
		func(b *host.Base) (pulumirpc.LanguageRuntimeServer, error) { return &nodeHost{Base: b}, nil })
}

// nodeHost implements pulumirpc.LanguageRuntimeServer; see rpc.go, run.go and plugin.go.
type nodeHost struct {
	*host.Base
}
