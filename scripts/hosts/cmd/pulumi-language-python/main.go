// Command pulumi-language-python is a small Python language host for the Pulumi engine.
//
// Why it exists: Pulumi's own Python language host is not available from any registry this project
// can reach, while the engine builds from the Go module proxy (as cmd/pulumi-language-nodejs does for
// Node.js). It runs Pulumi's Python SDK exactly as Pulumi's host (sdk/python/cmd/pulumi-language-python
// at the CLI's version) does: the program goes through Pulumi's own `pulumi-language-python-exec`
// script, which scripts/install-languages.sh copies beside this binary from the sdk/v3 Go module,
// with the same flags and environment, and the Python interpreter and virtualenv are chosen by
// Pulumi's own toolchain package (github.com/pulumi/pulumi/sdk/v3/python/toolchain): the project's
// `runtime.options` `virtualenv` and `toolchain` mean what they mean to Pulumi's host, `pulumi
// install` creates the virtualenv from requirements.txt, and so does the first run when it is missing.
// `pulumi package gen-sdk --language python` generates with Pulumi's own generator (generate.go).
// `pulumi package add` links the generated SDK into requirements.txt as Pulumi's host does (link.go).
// What this host leaves out: packing, debugging, type checkers,
// policy packs and plugins written in Python, and the list of plugin packages a program's Python
// packages declare (the engine cannot download plugins here: a program names its provider in
// Pulumi.yaml).
package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"pulumi-ingress/hosts/internal/host"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// version is reported by GetPluginInfo; install-languages.sh sets it to the CLI version with -ldflags.
var version = "3.248.0"

// execScript is Pulumi's runner of Python programs, looked for beside this binary as Pulumi's host does.
const execScript = "pulumi-language-python-exec"

func main() {
	// `--use-executor` and `--root` are the real host's own flags with a separate value.
	host.Serve("pulumi-language-python", version, []string{"use-executor", "root"},
		func(b *host.Base) (pulumirpc.LanguageRuntimeServer, error) {
			self, err := os.Executable()
			if err != nil {
				return nil, fmt.Errorf("could not determine current executable: %w", err)
			}
			exec := filepath.Join(filepath.Dir(self), execScript)
			if _, err := os.Stat(exec); err != nil {
				return nil, errors.Join(fmt.Errorf("missing executor %s", exec), err)
			}
			return &pythonHost{Base: b, exec: exec}, nil
		})
}

// pythonHost implements pulumirpc.LanguageRuntimeServer; see rpc.go, run.go, generate.go and link.go.
type pythonHost struct {
	*host.Base

	exec string
}
