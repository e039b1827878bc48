// Command pulumi-language-python is a small Python language host for the Pulumi engine.
//
// Why it exists: Pulumi's own Python language host is not available from any registry this project
// can reach, while the engine builds from the Go module proxy (as scripts/language-host does for
// Node.js). It runs Pulumi's Python SDK exactly as Pulumi's host (sdk/python/cmd/pulumi-language-python
// at the CLI's version) does: the program goes through Pulumi's own `pulumi-language-python-exec`
// script, which scripts/install-languages.sh copies beside this binary from the sdk/v3 Go module,
// with the same flags and environment, and the Python interpreter and virtualenv are chosen by
// Pulumi's own toolchain package (github.com/pulumi/pulumi/sdk/v3/python/toolchain): the project's
// `runtime.options` `virtualenv` and `toolchain` mean what they mean to Pulumi's host, `pulumi
// install` creates the virtualenv from requirements.txt, and so does the first run when it is missing.
// `pulumi package gen-sdk --language python` generates with Pulumi's own generator (generate.go).
// What this host leaves out: packing and linking (`pulumi package add`), debugging, type checkers,
// policy packs and plugins written in Python, and the list of plugin packages a program's Python
// packages declare (the engine cannot download plugins here: a program names its provider in
// Pulumi.yaml).
package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/grpc"
)

// version is reported by GetPluginInfo; install-languages.sh sets it to the CLI version with -ldflags.
var version = "3.248.0"

// execScript is Pulumi's runner of Python programs, looked for beside this binary as Pulumi's host does.
const execScript = "pulumi-language-python-exec"

func main() {
	engineAddress, err := parseArgs(os.Args[1:])
	if err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-language-python: %v\n", err)
		os.Exit(2)
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-language-python: could not determine current executable: %v\n", err)
		os.Exit(1)
	}
	exec := filepath.Join(filepath.Dir(self), execScript)
	if _, err := os.Stat(exec); err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-language-python: missing executor %s: %v\n", exec, err)
		os.Exit(1)
	}

	// Loopback only: the engine always dials 127.0.0.1:<port>.
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-language-python: listen: %v\n", err)
		os.Exit(1)
	}
	srv := grpc.NewServer()
	host := newHost(exec, engineAddress)
	pulumirpc.RegisterLanguageRuntimeServer(srv, host)

	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-sigs
		host.cancel()
		srv.Stop()
	}()

	// The handshake: the engine reads exactly one line with the port number from our stdout.
	fmt.Printf("%d\n", lis.Addr().(*net.TCPAddr).Port)

	if err := srv.Serve(lis); err != nil && !errors.Is(err, grpc.ErrServerStopped) {
		fmt.Fprintf(os.Stderr, "pulumi-language-python: serve: %v\n", err)
		os.Exit(1)
	}
}

// parseArgs returns the engine address, the one positional argument the engine passes last; the
// engine's logging and tracing flags before it are accepted and ignored.
func parseArgs(args []string) (string, error) {
	var positional []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			positional = append(positional, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(a, "-"):
			name := strings.TrimLeft(a, "-")
			if !strings.Contains(name, "=") && (name == "tracing" || name == "use-executor" || name == "root") &&
				i+1 < len(args) {
				i++
			}
		default:
			positional = append(positional, a)
		}
	}
	if len(positional) == 0 {
		return "", errors.New("usage: pulumi-language-python [flags] <engine address>")
	}
	return positional[len(positional)-1], nil
}

// host implements pulumirpc.LanguageRuntimeServer; see rpc.go and run.go.
type host struct {
	pulumirpc.UnimplementedLanguageRuntimeServer

	exec          string
	engineAddress string
	// ctx is cancelled by the Cancel RPC or a shutdown signal; running programs get SIGINT.
	ctx    context.Context
	cancel context.CancelFunc
}

func newHost(exec, engineAddress string) *host {
	ctx, cancel := context.WithCancel(context.Background())
	return &host{exec: exec, engineAddress: engineAddress, ctx: ctx, cancel: cancel}
}
