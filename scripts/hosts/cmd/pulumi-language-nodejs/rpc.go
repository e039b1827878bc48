package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// InstallDependencies (pulumi install / pulumi new) is a no-op: tests install with npm themselves.
func (h *nodeHost) InstallDependencies(
	*pulumirpc.InstallDependenciesRequest, pulumirpc.LanguageRuntime_InstallDependenciesServer,
) error {
	return nil
}

// RuntimeOptionsPrompts (pulumi new): nothing to ask.
func (h *nodeHost) RuntimeOptionsPrompts(
	context.Context, *pulumirpc.RuntimeOptionsRequest,
) (*pulumirpc.RuntimeOptionsResponse, error) {
	return &pulumirpc.RuntimeOptionsResponse{}, nil
}

// About feeds `pulumi about` and the metadata the CLI records with every update.
func (h *nodeHost) About(context.Context, *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	node, err := exec.LookPath("node")
	if err != nil {
		return &pulumirpc.AboutResponse{}, nil
	}
	out, err := exec.Command(node, "--version").Output()
	if err != nil {
		return &pulumirpc.AboutResponse{Executable: node}, nil
	}
	return &pulumirpc.AboutResponse{
		Executable: node,
		Version:    strings.TrimPrefix(strings.TrimSpace(string(out)), "v"),
	}, nil
}

// GetProgramDependencies (pulumi about) lists the program's direct dependencies from its
// package.json, with the installed version where node_modules has one. Transitive dependencies
// are not walked: nothing here needs them.
func (h *nodeHost) GetProgramDependencies(
	_ context.Context, req *pulumirpc.GetProgramDependenciesRequest,
) (*pulumirpc.GetProgramDependenciesResponse, error) {
	dir := req.GetInfo().GetProgramDirectory()
	var pkg struct {
		Dependencies    map[string]string `json:"dependencies"`
		DevDependencies map[string]string `json:"devDependencies"`
	}
	if b, err := os.ReadFile(filepath.Join(dir, "package.json")); err == nil {
		_ = json.Unmarshal(b, &pkg) // a malformed package.json just means no dependencies listed
	}
	declared := map[string]string{}
	for _, deps := range []map[string]string{pkg.DevDependencies, pkg.Dependencies} {
		for name, rng := range deps {
			declared[name] = rng
		}
	}
	names := make([]string, 0, len(declared))
	for name := range declared {
		names = append(names, name)
	}
	sort.Strings(names)
	resp := &pulumirpc.GetProgramDependenciesResponse{}
	for _, name := range names {
		v := declared[name]
		if installed := installedVersion(dir, name); installed != "" {
			v = installed
		}
		resp.Dependencies = append(resp.Dependencies, &pulumirpc.DependencyInfo{Name: name, Version: v})
	}
	return resp, nil
}

// installedVersion finds name's package.json the way Node does, walking up node_modules folders.
func installedVersion(dir, name string) string {
	for d := dir; ; d = filepath.Dir(d) {
		var p struct {
			Version string `json:"version"`
		}
		if b, err := os.ReadFile(filepath.Join(d, "node_modules", name, "package.json")); err == nil &&
			json.Unmarshal(b, &p) == nil {
			return p.Version
		}
		if parent := filepath.Dir(d); parent == d {
			return ""
		}
	}
}
