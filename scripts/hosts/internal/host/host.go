// Package host is what this project's stand-in language hosts (cmd/pulumi-language-*) share: the
// process's life as the engine drives it (arguments, the port handshake, shutdown), the RPCs every
// host answers alike, and running a program as a child process whose end becomes a RunResponse.
//
// Protocol, as the v3.248.0 engine drives a language host: it starts the host as
// `pulumi-language-<lang> [engine flags] <engine address>` with the program directory as working
// directory, reads one line holding the gRPC port from stdout, then treats any later stdout/stderr
// lines as diagnostics (so the program's console output reaches the user); it calls
// GetRequiredPackages (falling back to GetRequiredPlugins), About (update metadata), Run once per
// preview/update/refresh/destroy, and kills the process when done.
package host

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"
	"time"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/grpc"
	"google.golang.org/protobuf/types/known/emptypb"
)

// ExitAfterLoggedError is the exit code Pulumi's Node, Python and Go SDKs use when a program has
// already shown the user an actionable error; a host answers Bail so the engine adds no second one.
const ExitAfterLoggedError = 32

// Base holds the state every host keeps and answers the RPCs every host answers alike; a host
// embeds it and adds its language's Run and the rest.
type Base struct {
	pulumirpc.UnimplementedLanguageRuntimeServer

	// Version is reported by GetPluginInfo.
	Version string
	// EngineAddress is the engine's gRPC address, from the command line or Handshake.
	EngineAddress string
	// Ctx is cancelled by the Cancel RPC or a shutdown signal; running programs get SIGINT.
	Ctx    context.Context
	cancel context.CancelFunc
}

// Handshake is only used when the engine attaches to an already running host
// (PULUMI_DEBUG_LANGUAGES); a launched host gets the engine address on its command line.
func (b *Base) Handshake(
	_ context.Context, req *pulumirpc.LanguageHandshakeRequest,
) (*pulumirpc.LanguageHandshakeResponse, error) {
	if req.GetEngineAddress() != "" {
		b.EngineAddress = req.GetEngineAddress()
	}
	return &pulumirpc.LanguageHandshakeResponse{}, nil
}

// GetPluginInfo reports the version the build stamped into the host.
func (b *Base) GetPluginInfo(context.Context, *emptypb.Empty) (*pulumirpc.PluginInfo, error) {
	return &pulumirpc.PluginInfo{Version: b.Version}, nil
}

// GetRequiredPackages reports no plugin packages: Pulumi's hosts list those a program's
// dependencies declare so that the CLI can download their plugins, which cannot happen here;
// programs name their provider in Pulumi.yaml (Node programs of dynamic providers need none:
// pulumi-resource-pulumi-nodejs ships inside @pulumi/pulumi and is found beside the CLI).
func (b *Base) GetRequiredPackages(
	context.Context, *pulumirpc.GetRequiredPackagesRequest,
) (*pulumirpc.GetRequiredPackagesResponse, error) {
	return &pulumirpc.GetRequiredPackagesResponse{}, nil
}

// GetRequiredPlugins is the deprecated form of GetRequiredPackages; nothing to report either.
func (b *Base) GetRequiredPlugins( //nolint:staticcheck // still part of the service
	context.Context, *pulumirpc.GetRequiredPluginsRequest,
) (*pulumirpc.GetRequiredPluginsResponse, error) {
	return &pulumirpc.GetRequiredPluginsResponse{}, nil
}

// Cancel interrupts running programs (the engine calls it on Ctrl-C / cancellation).
func (b *Base) Cancel(context.Context, *emptypb.Empty) (*emptypb.Empty, error) {
	b.cancel()
	return &emptypb.Empty{}, nil
}

// Serve is a host's main: it parses the engine's arguments (the flags named in valueFlags take a
// separate value), builds the server around a Base, serves on a loopback port, prints the port for
// the engine and stops running programs on SIGINT/SIGTERM. It never returns.
func Serve(name, version string, valueFlags []string, server func(*Base) (pulumirpc.LanguageRuntimeServer, error)) {
	fail := func(code int, format string, args ...any) {
		fmt.Fprintf(os.Stderr, name+": "+format+"\n", args...)
		os.Exit(code)
	}
	engineAddress, err := parseArgs(name, os.Args[1:], valueFlags)
	if err != nil {
		fail(2, "%v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	base := &Base{Version: version, EngineAddress: engineAddress, Ctx: ctx, cancel: cancel}
	impl, err := server(base)
	if err != nil {
		fail(1, "%v", err)
	}
	// Loopback only: the engine always dials 127.0.0.1:<port>.
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fail(1, "listen: %v", err)
	}
	srv := grpc.NewServer()
	pulumirpc.RegisterLanguageRuntimeServer(srv, impl)

	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-sigs
		cancel()
		srv.Stop()
	}()

	// The handshake: the engine reads exactly one line with the port number from our stdout.
	fmt.Printf("%d\n", lis.Addr().(*net.TCPAddr).Port)

	if err := srv.Serve(lis); err != nil && !errors.Is(err, grpc.ErrServerStopped) {
		fail(1, "serve: %v", err)
	}
	os.Exit(0)
}

// parseArgs returns the engine address, the one positional argument the engine always passes
// last. The engine may put its own logging and tracing flags before it (`--logtostderr`, `-v=9`,
// `--tracing <url>`); they are accepted and ignored rather than failed on.
func parseArgs(name string, args, valueFlags []string) (string, error) {
	takesValue := map[string]bool{"tracing": true}
	for _, f := range valueFlags {
		takesValue[f] = true
	}
	var positional []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			positional = append(positional, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(a, "-"):
			flag := strings.TrimLeft(a, "-")
			if !strings.Contains(flag, "=") && takesValue[flag] && i+1 < len(args) {
				i++
			}
		default:
			positional = append(positional, a)
		}
	}
	if len(positional) == 0 {
		return "", fmt.Errorf("usage: %s [flags] <engine address>", name)
	}
	return positional[len(positional)-1], nil
}

// ConfigEnv is the stack's configuration as Pulumi's SDKs read it: PULUMI_CONFIG (JSON object of
// "<namespace>:<name>" keys) and PULUMI_CONFIG_SECRET_KEYS (JSON array), both always set.
func ConfigEnv(req *pulumirpc.RunRequest) ([]string, error) {
	config := req.GetConfig()
	if config == nil {
		config = map[string]string{}
	}
	secretKeys := req.GetConfigSecretKeys()
	if secretKeys == nil {
		secretKeys = []string{}
	}
	c, err := json.Marshal(config)
	if err != nil {
		return nil, fmt.Errorf("failed to serialize configuration: %w", err)
	}
	s, err := json.Marshal(secretKeys)
	if err != nil {
		return nil, fmt.Errorf("failed to serialize configuration secret keys: %w", err)
	}
	return []string{"PULUMI_CONFIG=" + string(c), "PULUMI_CONFIG_SECRET_KEYS=" + string(s)}, nil
}

// ProgramContext is the context a program runs under: cancelled when the engine cancels (Cancel
// RPC) or abandons the call (ctx). Make the program's command with it, then RunProgram.
func (b *Base) ProgramContext(ctx context.Context) (context.Context, context.CancelFunc) {
	cmdCtx, stop := context.WithCancel(b.Ctx)
	context.AfterFunc(ctx, stop)
	return cmdCtx, stop
}

// RunProgram runs cmd (made with exec.CommandContext under ProgramContext, its arguments, directory
// and environment set) to its end, interrupting it with SIGINT when its context ends, and reports
// that end as Pulumi's hosts do: exit code 0 is success, ExitAfterLoggedError is Bail, any other end
// an Error. `what` names the runner in the message when it cannot start.
func RunProgram(cmd *exec.Cmd, what string) *pulumirpc.RunResponse {
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) } // let it flush and exit
	cmd.WaitDelay = 5 * time.Second
	// Pipes, not our own descriptors: a child may switch a shared descriptor to non-blocking mode,
	// which would break our writes to the engine.
	cmd.Stdout = struct{ io.Writer }{os.Stdout}
	cmd.Stderr = struct{ io.Writer }{os.Stderr}
	err := cmd.Run()
	var exitErr *exec.ExitError
	switch {
	case err == nil:
		return &pulumirpc.RunResponse{}
	case errors.As(err, &exitErr) && exitErr.ExitCode() == ExitAfterLoggedError:
		return &pulumirpc.RunResponse{Bail: true}
	case errors.As(err, &exitErr) && exitErr.ExitCode() > 0:
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("Program exited with non-zero exit code: %d", exitErr.ExitCode())}
	case errors.As(err, &exitErr):
		return &pulumirpc.RunResponse{Error: "Program exited unexpectedly: " + err.Error()}
	default:
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("Problem executing program (could not run %s): %v", what, err)}
	}
}
