package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"

	"pulumi-ingress/hosts/internal/host"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"github.com/pulumi/pulumi/sdk/v3/python/toolchain"
)

// Run executes the program once, as Pulumi's host does: `<python of the toolchain> <exec script>
// --monitor … --engine … --project … --root_directory … --stack … --pwd … --dry_run true|false
// --parallel N --organization … <entry point> <args>`, with the stack config in PULUMI_CONFIG and
// its secret keys in PULUMI_CONFIG_SECRET_KEYS (JSON), in the environment the toolchain gives (the
// virtualenv activated). A failing program is not an RPC error: it is reported in RunResponse.
func (h *pythonHost) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	info := req.GetInfo()
	opts, err := parseOptions(info.GetRootDirectory(), info.GetProgramDirectory(), info.GetOptions().AsMap())
	if err != nil {
		return nil, err
	}
	configEnv, err := host.ConfigEnv(req)
	if err != nil {
		return nil, err
	}

	tc, err := toolchain.ResolveToolchain(opts)
	if err != nil {
		return nil, err
	}
	if err := tc.ValidateVenv(ctx); err != nil {
		return nil, err
	}
	cmdCtx, stop := h.ProgramContext(ctx)
	defer stop()
	cmd, err := tc.Command(cmdCtx, append([]string{h.exec}, h.arguments(req)...)...)
	if err != nil {
		return nil, err
	}
	env := cmd.Env
	if env == nil {
		env = os.Environ()
	}
	cmd.Env = append(env, configEnv...)
	return host.RunProgram(cmd, "the Python interpreter"), nil
}

// arguments are the exec script's flags, in the order and spelling of Pulumi's host.
func (h *pythonHost) arguments(req *pulumirpc.RunRequest) []string {
	var args []string
	flag := func(k, v string) {
		if v != "" {
			args = append(args, "--"+k, v)
		}
	}
	flag("monitor", req.GetMonitorAddress())
	flag("engine", h.EngineAddress)
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
		return opts, errors.New("the typechecker option is not supported by this language host (scripts/hosts)")
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
