package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"

	"pulumi-ingress/hosts/internal/host"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// Run executes the program once: `node [nodeargs] <@pulumi/pulumi/cmd/run> <flags> <entry point>`.
// cmd/run (3.248.0) reads these minimist flags: --monitor, --engine, --organization, --project,
// --root-directory, --stack, --pwd, --dry-run (boolean), --parallel, --tracing, then the entry
// point and the program's own arguments. It copies them into PULUMI_NODEJS_* variables for the
// runtime; configuration comes only from PULUMI_CONFIG / PULUMI_CONFIG_SECRET_KEYS (JSON), and
// TypeScript support from PULUMI_NODEJS_TYPESCRIPT / PULUMI_NODEJS_TSCONFIG_PATH.
//
// A failing program is not an RPC error: it is reported in RunResponse.Error (or Bail).
func (h *nodeHost) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	info := req.GetInfo()
	progDir, entry := info.GetProgramDirectory(), info.GetEntryPoint()
	if progDir == "" { // requests from engines older than ProgramInfo
		progDir = req.GetPwd()
	}
	if entry == "" {
		entry = req.GetProgram()
	}
	if entry == "" {
		entry = "." // package.json "main", else index.js / index.ts
	}

	opts, err := parseOptions(info.GetOptions().AsMap())
	if err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return &pulumirpc.RunResponse{Error: "could not find node on the $PATH: " + err.Error()}, nil
	}
	runPath := os.Getenv("PULUMI_LANGUAGE_NODEJS_RUN_PATH")
	if runPath == "" {
		runPath = "@pulumi/pulumi/cmd/run"
	}
	// Resolve it from the program directory, as the program's own require() would: the program must
	// use the same @pulumi/pulumi copy (a second copy breaks resource registration).
	runPath, err = resolveModule(node, progDir, runPath)
	if err != nil {
		return &pulumirpc.RunResponse{Error: fmt.Sprintf(
			"could not find @pulumi/pulumi from %s (have you run npm install?): %v", progDir, err)}, nil
	}

	args := append([]string{}, opts.nodeArgs...)
	args = append(args, runPath)
	flag := func(name, value string) {
		if value != "" {
			args = append(args, "--"+name, value)
		}
	}
	// The monitor address is handed straight to the program. (The real host proxies the monitor to
	// serve the deprecated synchronous invokes, --sync; the SDK works without them.)
	flag("monitor", req.GetMonitorAddress())
	flag("engine", h.EngineAddress)
	flag("organization", req.GetOrganization())
	flag("project", req.GetProject())
	flag("root-directory", info.GetRootDirectory())
	flag("stack", req.GetStack())
	flag("pwd", progDir)
	if req.GetDryRun() {
		args = append(args, "--dry-run")
	}
	flag("parallel", strconv.Itoa(int(req.GetParallel())))
	args = append(args, entry)
	args = append(args, req.GetArgs()...)

	configEnv, err := host.ConfigEnv(req)
	if err != nil {
		return nil, err
	}
	// Keys stay "<namespace>:<name>" (the real host still rewrites them to the legacy
	// "<namespace>:config:<name>"; the SDK reads both forms, and secret keys only in this one).
	env := append(os.Environ(), configEnv...)
	if opts.typescript {
		env = append(env, "PULUMI_NODEJS_TYPESCRIPT=true") // cmd/run then registers ts-node
	}
	if opts.tsconfig != "" {
		env = append(env, "PULUMI_NODEJS_TSCONFIG_PATH="+opts.tsconfig)
	}

	cmdCtx, stop := h.ProgramContext(ctx)
	defer stop()
	cmd := exec.CommandContext(cmdCtx, node, args...)
	cmd.Dir = progDir
	cmd.Env = env
	return host.RunProgram(cmd, "node"), nil
}

// options are the project's `runtime.options` for nodejs (Pulumi.yaml) that matter when running.
type options struct {
	typescript bool // default true, like the real host: TypeScript programs run through ts-node
	tsconfig   string
	nodeArgs   []string
}

func parseOptions(raw map[string]any) (options, error) {
	opts := options{typescript: true}
	if v, ok := raw["typescript"]; ok {
		b, isBool := v.(bool)
		if !isBool {
			return opts, errors.New("typescript option must be a boolean")
		}
		opts.typescript = b
	}
	if v, ok := raw["tsconfig"]; ok {
		s, isString := v.(string)
		if !isString {
			return opts, errors.New("tsconfig option must be a string")
		}
		opts.tsconfig = s
	}
	if v, ok := raw["nodeargs"]; ok {
		s, isString := v.(string)
		if !isString {
			return opts, errors.New("nodeargs option must be a string")
		}
		opts.nodeArgs = strings.Fields(s) // no shell quoting support: not needed here
	}
	return opts, nil
}

// resolveModule asks node where `require(mod)` leads from dir.
func resolveModule(node, dir, mod string) (string, error) {
	cmd := exec.Command(node, "-e", "process.stdout.write(require.resolve(process.argv[1]))", mod)
	cmd.Dir = dir
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%w: %s", err, strings.TrimSpace(stderr.String()))
	}
	return string(out), nil
}
