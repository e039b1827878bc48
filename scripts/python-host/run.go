package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"time"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"github.com/pulumi/pulumi/sdk/v3/python/toolchain"
)

// exitAfterLoggedError is the exit code pulumi-language-python-exec uses when it has already shown
// the user an actionable error; we answer with Bail so the engine adds no second message.
const exitAfterLoggedError = 32

// Run executes the program once, as Pulumi's host does: `<python of the toolchain> <exec script>
// --monitor … --engine … --project … --root_directory … --stack … --pwd … --dry_run true|false
// --parallel N --organization … <entry point> <args>`, with the stack config in PULUMI_CONFIG and
// its secret keys in PULUMI_CONFIG_SECRET_KEYS (JSON), in the environment the toolchain gives (the
// virtualenv activated). A failing program is not an RPC error: it is reported in RunResponse.
func (h *host) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	info := req.GetInfo()
	opts, err := parseOptions(info.GetRootDirectory(), info.GetProgramDirectory(), info.GetOptions().AsMap())
	if err != nil {
		return nil, err
	}
	config, err := json.Marshal(req.GetConfig())
	if err != nil {
		return nil, fmt.Errorf("failed to serialize configuration: %w", err)
	}
	secretKeys := req.GetConfigSecretKeys()
	if secretKeys == nil {
		secretKeys = []string{}
	}
	secretKeysJSON, err := json.Marshal(secretKeys)
	if err != nil {
		return nil, fmt.Errorf("failed to serialize configuration secret keys: %w", err)
	}

	tc, err := toolchain.ResolveToolchain(opts)
	if err != nil {
		return nil, err
	}
	if err := tc.ValidateVenv(ctx); err != nil {
		return nil, err
	}
	// Stop the program if the engine cancels (Cancel RPC) or abandons this call.
	cmdCtx, stop := context.WithCancel(h.ctx)
	defer stop()
	context.AfterFunc(ctx, stop)
	cmd, err := tc.Command(cmdCtx, append([]string{h.exec}, h.arguments(req)...)...)
	if err != nil {
		return nil, err
	}
	cmd.Cancel = func() error {
		if err := cmd.Process.Signal(os.Interrupt); err != nil {
			return cmd.Process.Kill()
		}
		return nil
	}
	cmd.WaitDelay = 5 * time.Second
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	env := cmd.Env
	if env == nil {
		env = os.Environ()
	}
	if req.GetConfig() != nil {
		env = append(env, "PULUMI_CONFIG="+string(config))
	}
	cmd.Env = append(env, "PULUMI_CONFIG_SECRET_KEYS="+string(secretKeysJSON))

	err = cmd.Run()
	if err == nil {
		return &pulumirpc.RunResponse{}, nil
	}
	// Python does not flush its streams when it exits abnormally; make sure the engine has ours.
	_ = os.Stdout.Sync()
	_ = os.Stderr.Sync()
	var exitErr *exec.ExitError
	switch {
	case errors.As(err, &exitErr) && exitErr.ExitCode() == exitAfterLoggedError:
		return &pulumirpc.RunResponse{Bail: true}, nil
	case errors.As(err, &exitErr) && exitErr.ExitCode() > 0:
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("program exited with non-zero exit code: %d", exitErr.ExitCode())}, nil
	case errors.As(err, &exitErr):
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("program exited unexpectedly: %v", err)}, nil
	default:
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("problem executing program (could not run language executor): %v", err)}, nil
	}
}

// arguments are the exec script's flags, in the order and spelling of Pulumi's host.
func (h *host) arguments(req *pulumirpc.RunRequest) []string {
	var args []string
	flag := func(k, v string) {
		if v != "" {
			args = append(args, "--"+k, v)
		}
	}
	flag("monitor", req.GetMonitorAddress())
	flag("engine", h.engineAddress)
	flag("project", req.GetProject())
	flag("root_directory", req.GetInfo().GetRootDirectory())
	flag("stack", req.GetStack())
	flag("pwd", req.GetPwd())
	flag("dry_run", strconv.FormatBool(req.GetDryRun()))
	flag("parallel", strconv.Itoa(int(req.GetParallel())))
	flag("organization", req.GetOrganization())
	entry := req.GetInfo().GetEntryPoint()
	if entry == "" {
		entry = "."
	}
	args = append(args, entry)
	return append(args, req.GetArgs()...)
}

// parseOptions reads the project's `runtime.options` as Pulumi's host does; a type checker, which
// this host does not run, is refused rather than skipped.
func parseOptions(root, programDir string, raw map[string]any) (toolchain.PythonOptions, error) {
	opts := toolchain.PythonOptions{Root: root, ProgramDir: programDir}
	if v, ok := raw["virtualenv"]; ok {
		s, isString := v.(string)
		if !isString {
			return opts, errors.New("virtualenv option must be a string")
		}
		opts.Virtualenv = s
	}
	if _, ok := raw["typechecker"]; ok {
		return opts, errors.New("the typechecker option is not supported by this language host (scripts/python-host)")
	}
	if v, ok := raw["toolchain"]; ok {
		s, isString := v.(string)
		if !isString {
			return opts, errors.New("toolchain option must be a string")
		}
		switch s {
		case "pip":
			opts.Toolchain = toolchain.Pip
		case "poetry":
			opts.Toolchain = toolchain.Poetry
		case "uv":
			opts.Toolchain = toolchain.Uv
		default:
			return opts, fmt.Errorf("unsupported toolchain option: %s", s)
		}
	}
	return opts, nil
}
