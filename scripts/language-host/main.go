// Command pulumi-language-nodejs is a small Node.js language host for the Pulumi engine.
//
// Why it exists: Pulumi's own Node.js language host is not available from any registry this
// project can reach, while the engine itself builds from the Go module proxy. The engine only
// needs a handful of LanguageRuntime RPCs to run a Node.js program (see proto/pulumi/language.proto
// in pulumi/pulumi); the real work is done by @pulumi/pulumi's own `cmd/run` script, which we start
// with the same flags and environment variables that script reads, and policy packs through its
// `cmd/run-plugin` (plugin.go). Everything else the engine may ask (code generation, packing,
// linking) answers Unimplemented, which the engine handles for the optional calls.
//
// Protocol, as the v3.248.0 engine drives it:
//   - it starts us as `pulumi-language-nodejs [engine flags] <engine address>` with the program
//     directory as working directory, reads one line holding our gRPC port from stdout, then treats
//     any later stdout/stderr lines as diagnostics (so the program's console output reaches the user);
//   - it probes the connection, then calls GetRequiredPackages (falling back to GetRequiredPlugins),
//     About (update metadata), Run once per preview/update/refresh/destroy program run, RunPlugin
//     once per policy pack, and kills the process when done.
package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/grpc"
)

// version is reported by GetPluginInfo; install-pulumi.sh sets it to the CLI version with -ldflags.
var version = "3.248.0"

func main() {
	engineAddress, err := parseArgs(os.Args[1:])
	if err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-language-nodejs: %v\n", err)
		os.Exit(2)
	}

	// Loopback only: the engine always dials 127.0.0.1:<port>.
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-language-nodejs: listen: %v\n", err)
		os.Exit(1)
	}
	srv := grpc.NewServer()
	host := newHost(engineAddress)
	pulumirpc.RegisterLanguageRuntimeServer(srv, host)

	// Stop running programs and the server when the engine shuts us down.
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
		fmt.Fprintf(os.Stderr, "pulumi-language-nodejs: serve: %v\n", err)
		os.Exit(1)
	}
}

// parseArgs returns the engine address, the one positional argument the engine always passes
// last. The engine may put its own logging and tracing flags before it (`--logtostderr`,
// `-v=9`, `--tracing <url>`); we accept and ignore them rather than fail on an unknown flag.
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
			// Flags the engine (or a user) may pass with a separate value.
			if !strings.Contains(name, "=") && (name == "tracing" || name == "root" || name == "binary") &&
				i+1 < len(args) {
				i++
			}
		default:
			positional = append(positional, a)
		}
	}
	if len(positional) == 0 {
		return "", errors.New("usage: pulumi-language-nodejs [flags] <engine address>")
	}
	return positional[len(positional)-1], nil
}

// host implements pulumirpc.LanguageRuntimeServer; see rpc.go and run.go.
type host struct {
	pulumirpc.UnimplementedLanguageRuntimeServer

	engineAddress string
	// ctx is cancelled by the Cancel RPC or a shutdown signal; running programs get SIGINT.
	ctx    context.Context
	cancel context.CancelFunc
}

func newHost(engineAddress string) *host {
	ctx, cancel := context.WithCancel(context.Background())
	return &host{engineAddress: engineAddress, ctx: ctx, cancel: cancel}
}
