package main

import (
	"context"
	"os"

	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"github.com/pulumi/pulumi/sdk/v3/python/toolchain"
)

// GetRequiredPackages makes sure the virtualenv exists, creating it from requirements.txt when it
// does not, as Pulumi's host does before every run. It reports no packages: Pulumi's host lists
// the plugins named by the pulumi-plugin.json files of installed packages so that the CLI can
// download them, which cannot happen here; programs name their provider in Pulumi.yaml.
func (h *pythonHost) GetRequiredPackages(
	ctx context.Context, req *pulumirpc.GetRequiredPackagesRequest,
) (*pulumirpc.GetRequiredPackagesResponse, error) {
	info := req.GetInfo()
	tc, err := toolchainOf(info)
	if err != nil {
		return nil, err
	}
	if err := tc.EnsureVenv(ctx, info.GetProgramDirectory(), false, true, os.Stderr, os.Stderr); err != nil {
		return nil, err
	}
	return &pulumirpc.GetRequiredPackagesResponse{}, nil
}

// InstallDependencies (`pulumi install`): the virtualenv and requirements.txt, by Pulumi's toolchain.
func (h *pythonHost) InstallDependencies(
	req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer,
) error {
	info := req.GetInfo()
	tc, err := toolchainOf(info)
	if err != nil {
		return err
	}
	closer, stdout, stderr, err := rpcutil.MakeInstallDependenciesStreams(server, req.GetIsTerminal())
	if err != nil {
		return err
	}
	defer closer.Close()
	if _, err := stdout.Write([]byte("Installing dependencies...\n\n")); err != nil {
		return err
	}
	if err := tc.InstallDependencies(server.Context(), info.GetProgramDirectory(), req.GetUseLanguageVersionTools(),
		true, stdout, stderr); err != nil {
		return err
	}
	if _, err := stdout.Write([]byte("Finished installing dependencies\n\n")); err != nil {
		return err
	}
	return closer.Close()
}

// About feeds `pulumi about` and the metadata the CLI records with every update.
func (h *pythonHost) About(ctx context.Context, req *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	opts := toolchain.PythonOptions{Toolchain: toolchain.Pip}
	if info := req.GetInfo(); info != nil {
		var err error
		if opts, err = parseOptions(info.GetRootDirectory(), info.GetProgramDirectory(), info.GetOptions().AsMap()); err != nil {
			return nil, err
		}
	}
	tc, err := toolchain.ResolveToolchain(opts)
	if err != nil {
		return nil, err
	}
	about, err := tc.About(ctx)
	if err != nil {
		return nil, err
	}
	return &pulumirpc.AboutResponse{
		Executable: about.PythonExecutable,
		Version:    about.PythonVersion.String(),
		Metadata:   map[string]string{"toolchain": toolchain.Name(opts.Toolchain)},
	}, nil
}

// GetProgramDependencies (`pulumi about`): the packages of the program's environment.
func (h *pythonHost) GetProgramDependencies(
	ctx context.Context, req *pulumirpc.GetProgramDependenciesRequest,
) (*pulumirpc.GetProgramDependenciesResponse, error) {
	info := req.GetInfo()
	tc, err := toolchainOf(info)
	if err != nil {
		return nil, err
	}
	deps, err := tc.ListPackages(ctx, req.GetTransitiveDependencies())
	if err != nil {
		return nil, err
	}
	resp := &pulumirpc.GetProgramDependenciesResponse{}
	for _, d := range deps {
		resp.Dependencies = append(resp.Dependencies, &pulumirpc.DependencyInfo{Name: d.Name, Version: d.Version})
	}
	return resp, nil
}

// toolchainOf is Pulumi's Python toolchain for the program `info` names, by its runtime options.
func toolchainOf(info *pulumirpc.ProgramInfo) (toolchain.Toolchain, error) {
	opts, err := parseOptions(info.GetRootDirectory(), info.GetProgramDirectory(), info.GetOptions().AsMap())
	if err != nil {
		return nil, err
	}
	return toolchain.ResolveToolchain(opts)
}
