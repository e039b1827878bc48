// Command pulumi-language-go is a small Go language host for the Pulumi engine.
//
// Why it exists: Pulumi's own Go language host is not available from any registry this project can
// reach (its module, sdk/go/pulumi-language-go, is not served). It runs a Go program as Pulumi's host
// (sdk/go/pulumi-language-go at the CLI's version) does: `go build -buildvcs=false -trimpath -ldflags
// "-w -s" -o <temporary file>` in the program's directory (or the project's `runtime.options`
// `buildTarget` as the output, kept; or `binary`, a prebuilt program, run as is), then that binary in
// the request's working directory, with the run's settings in the PULUMI_* variables Pulumi's Go SDK
// reads (github.com/pulumi/pulumi/sdk/v3/go/pulumi, env.go). `pulumi package gen-sdk --language go`
// and `pulumi package add` generate with Pulumi's own Go generator and record the SDK in go.mod with
// a replace directive (generate.go). What this host leaves out: debugging, `go run`
// (PULUMI_GO_USE_RUN), plugins written in Go, and the list of plugin packages a program's modules
// declare (the engine cannot download plugins here: a program names its provider in Pulumi.yaml).
package main

import (
	"pulumi-ingress/hosts/internal/host"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// version is reported by GetPluginInfo; install-languages.sh sets it to the CLI version with -ldflags.
var version = "3.248.0"

func main() {
	// `--binary` and `--buildTarget` are the real host's own flags with a separate value.
	host.Serve("pulumi-language-go", version, []string{"binary", "buildTarget", "root"},
		func(b *host.Base) (pulumirpc.LanguageRuntimeServer, error) { return &goHost{Base: b}, nil })
}

// goHost implements pulumirpc.LanguageRuntimeServer; see run.go and generate.go.
type goHost struct {
	*host.Base
}
