package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"pulumi-ingress/hosts/internal/host"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// Run compiles the program (unless `binary` names a prebuilt one) and runs it once. A program that
// does not compile is an RPC error, as in Pulumi's host; a failing program is reported in RunResponse.
func (h *goHost) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	opts, err := parseOptions(req.GetInfo().GetOptions().AsMap())
	if err != nil {
		return nil, err
	}
	bin := opts.binary
	if bin == "" {
		if bin, err = compile(req.GetInfo().GetProgramDirectory(), opts.buildTarget); err != nil {
			return nil, err
		}
		if opts.buildTarget == "" {
			defer os.Remove(bin)
		}
	} else if bin, err = exec.LookPath(bin); err != nil {
		return nil, fmt.Errorf("unable to find '%s' executable: %w", opts.binary, err)
	}
	env, err := runEnv(req, h.EngineAddress)
	if err != nil {
		return nil, err
	}
	cmdCtx, stop := h.ProgramContext(ctx)
	defer stop()
	cmd := exec.CommandContext(cmdCtx, bin)
	cmd.Dir = req.GetPwd()
	cmd.Env = env
	return host.RunProgram(cmd, "the Go program"), nil
}

// compile builds the program in dir into out (a temporary file when empty) as Pulumi's host does;
// the compiler's messages go to the engine as diagnostics.
func compile(dir, out string) (string, error) {
	if matches, err := filepath.Glob(filepath.Join(dir, "*.go")); err != nil || len(matches) == 0 {
		return "", fmt.Errorf("Failed to find go files for 'go build' matching %s", filepath.Join(dir, "*.go")) //nolint:staticcheck // Pulumi's message
	}
	if out == "" {
		f, err := os.CreateTemp("", "pulumi-go.*")
		if err != nil {
			return "", fmt.Errorf("unable to create go program temp file: %w", err)
		}
		if err := f.Close(); err != nil {
			return "", fmt.Errorf("unable to close go program temp file: %w", err)
		}
		out = f.Name()
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("unable to find 'go' executable: %w", err)
	}
	build := exec.Command(gobin, "build", "-buildvcs=false", "-o", out, "-trimpath", "-ldflags", "-w -s")
	build.Dir = dir
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		return "", fmt.Errorf("error in compiling Go: unable to run `go build`: %w", err)
	}
	return out, nil
}

// runEnv is the program's environment: ours, then the run's settings under the names Pulumi's Go
// SDK reads (sdk/go/pulumi/env.go), each only when set, as Pulumi's host passes them.
func runEnv(req *pulumirpc.RunRequest, engineAddress string) ([]string, error) {
	configEnv, err := host.ConfigEnv(req)
	if err != nil {
		return nil, err
	}
	env := append(os.Environ(), configEnv...)
	for _, kv := range [][2]string{
		{"PULUMI_ORGANIZATION", req.GetOrganization()},
		{"PULUMI_PROJECT", req.GetProject()},
		{"PULUMI_ROOT_DIRECTORY", req.GetInfo().GetRootDirectory()},
		{"PULUMI_STACK", req.GetStack()},
		{"PULUMI_DRY_RUN", strconv.FormatBool(req.GetDryRun())},
		{"PULUMI_PARALLEL", strconv.Itoa(int(req.GetParallel()))},
		{"PULUMI_MONITOR", req.GetMonitorAddress()},
		{"PULUMI_ENGINE", engineAddress},
	} {
		if kv[1] != "" {
			env = append(env, kv[0]+"="+kv[1])
		}
	}
	return env, nil
}

// options are the project's `runtime.options` for go (Pulumi.yaml).
type options struct {
	binary      string
	buildTarget string
}

func parseOptions(raw map[string]any) (options, error) {
	var opts options
	for key, into := range map[string]*string{"binary": &opts.binary, "buildTarget": &opts.buildTarget} {
		if v, ok := raw[key]; ok {
			s, isString := v.(string)
			if !isString {
				return opts, fmt.Errorf("%s option must be a string", key)
			}
			*into = s
		}
	}
	if opts.binary != "" && opts.buildTarget != "" {
		return opts, errors.New("binary and buildTarget cannot both be specified")
	}
	return opts, nil
}

// About feeds `pulumi about` and the metadata the CLI records with every update.
func (h *goHost) About(context.Context, *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		return &pulumirpc.AboutResponse{}, nil
	}
	out, err := exec.Command(gobin, "env", "GOVERSION").Output()
	if err != nil {
		return &pulumirpc.AboutResponse{Executable: gobin}, nil
	}
	return &pulumirpc.AboutResponse{Executable: gobin, Version: strings.TrimPrefix(strings.TrimSpace(string(out)), "go")}, nil
}
