package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// RunPlugin runs a plugin written in Node.js; the engine uses it for policy packs
// (`pulumi preview --policy-pack DIR`): `node [nodeargs] <@pulumi/pulumi/cmd/run-plugin> <pack dir>
// <engine args>`, the way Pulumi's own host does. The pack (through @pulumi/policy) prints its gRPC
// port on stdout; the engine reads it from the stream of RunPluginResponse messages we send back, so
// the plugin's stdout and stderr are forwarded as they come, and its exit status ends the stream.
func (h *nodeHost) RunPlugin(req *pulumirpc.RunPluginRequest, server pulumirpc.LanguageRuntime_RunPluginServer) error {
	info := req.GetInfo()
	dir := info.GetProgramDirectory()
	if dir == "" {
		return errors.New("RunPlugin: the request names no plugin directory")
	}
	opts, err := parseOptions(info.GetOptions().AsMap())
	if err != nil {
		return err
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return fmt.Errorf("could not find node on the $PATH: %w", err)
	}
	runPath := os.Getenv("PULUMI_LANGUAGE_NODEJS_RUN_PLUGIN_PATH")
	if runPath == "" {
		runPath = "@pulumi/pulumi/cmd/run-plugin"
	}
	// From the plugin's directory: a pack installed in node_modules finds the program's @pulumi/pulumi.
	if runPath, err = resolveModule(node, dir, runPath); err != nil {
		return fmt.Errorf("could not find @pulumi/pulumi from %s (have you run npm install?): %w", dir, err)
	}

	args := append([]string{runPath}, opts.nodeArgs...)
	args = append(args, dir)
	args = append(args, req.GetArgs()...)

	env := req.GetEnv()
	if len(env) == 0 { // an engine that sends none means "inherit", as exec.Cmd does with a nil Env
		env = os.Environ()
	}
	if opts.typescript {
		env = append(env, "PULUMI_NODEJS_TYPESCRIPT=true")
	}
	if opts.tsconfig != "" {
		env = append(env, "PULUMI_NODEJS_TSCONFIG_PATH="+opts.tsconfig)
	}

	cmd := exec.CommandContext(server.Context(), node, args...)
	cmd.Dir = req.GetPwd()
	cmd.Env = env
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	// One mutex for both writers: a gRPC stream must not be sent on from two goroutines at once.
	var mu sync.Mutex
	cmd.Stdout = &streamWriter{mu: &mu, send: func(b []byte) error {
		return server.Send(&pulumirpc.RunPluginResponse{Output: &pulumirpc.RunPluginResponse_Stdout{Stdout: b}})
	}}
	cmd.Stderr = &streamWriter{mu: &mu, send: func(b []byte) error {
		return server.Send(&pulumirpc.RunPluginResponse{Output: &pulumirpc.RunPluginResponse_Stderr{Stderr: b}})
	}}

	err = cmd.Run()
	var exitErr *exec.ExitError
	switch {
	case err == nil:
		return nil // end of stream: the engine reads exit code 0
	case errors.As(err, &exitErr) && exitErr.ExitCode() > 0:
		mu.Lock()
		defer mu.Unlock()
		return server.Send(&pulumirpc.RunPluginResponse{
			Output: &pulumirpc.RunPluginResponse_Exitcode{Exitcode: int32(exitErr.ExitCode())}, //nolint:gosec // exit codes fit
		})
	case errors.As(err, &exitErr):
		return fmt.Errorf("plugin exited unexpectedly: %w", err)
	default:
		return fmt.Errorf("problem executing plugin program (could not run node): %w", err)
	}
}

// streamWriter forwards each write as one message; exec.Cmd copies the child's output through it.
type streamWriter struct {
	mu   *sync.Mutex
	send func([]byte) error
}

func (w *streamWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	// The message owns its bytes: exec.Cmd reuses its buffer after Write returns.
	if err := w.send(append([]byte(nil), p...)); err != nil {
		return 0, err
	}
	return len(p), nil
}
