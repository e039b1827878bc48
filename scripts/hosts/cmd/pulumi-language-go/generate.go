package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"

	"pulumi-ingress/hosts/internal/sdkgen"

	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"golang.org/x/mod/modfile"
)

// GeneratePackage (`pulumi package gen-sdk --language go`, and `pulumi package add`) writes a
// package's Go SDK from its schema with Pulumi's own generator (pkg/v3/codegen/go at the CLI's
// version), as Pulumi's host does.
func (h *goHost) GeneratePackage(
	_ context.Context, req *pulumirpc.GeneratePackageRequest,
) (*pulumirpc.GeneratePackageResponse, error) {
	if len(req.GetExtraFiles()) > 0 {
		return nil, errors.New("overlays are not supported for Go")
	}
	return sdkgen.GeneratePackage(req, func(pkg *schema.Package, _ schema.ReferenceLoader, req *pulumirpc.GeneratePackageRequest) (map[string][]byte, error) {
		return codegen.GeneratePackage("pulumi-language-go", pkg, req.GetLocalDependencies())
	})
}

// Link is the last step of `pulumi package add`: the SDK the CLI generated under the program's
// sdks/ folder replaces its module in the program's go.mod (`replace <module> => ./sdks/<name>`),
// as Pulumi's host does; InstallDependencies (`go mod tidy`) then adds the requirement.
func (h *goHost) Link(ctx context.Context, req *pulumirpc.LinkRequest) (*pulumirpc.LinkResponse, error) {
	linked, err := sdkgen.LinkedPackages(ctx, req, "go", codegen.Importer)
	if err != nil {
		return nil, err
	}
	file := filepath.Join(req.GetInfo().GetProgramDirectory(), "go.mod")
	stat, err := os.Stat(file)
	if err != nil {
		return nil, fmt.Errorf("stat %s: %w", file, err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("reading go.mod: %w", err)
	}
	gomod, err := modfile.Parse(file, data, nil)
	if err != nil {
		return nil, fmt.Errorf("go.mod parse: %w", err)
	}
	var imports strings.Builder
	for _, l := range linked {
		modulePath, importPath := "", codegen.ExtractImportBasePath(l.Pkg.Reference())
		if info, ok := l.Pkg.Language["go"].(codegen.GoPackageInfo); ok {
			modulePath = info.ModulePath
			if info.ImportBasePath != "" {
				// The schema's own import path (Pulumi's host prints one derived from the name instead).
				importPath = info.ImportBasePath
				if modulePath == "" {
					modulePath = path.Dir(info.ImportBasePath)
				}
			}
		}
		if modulePath == "" {
			modulePath = codegen.ExtractModulePath(l.Pkg.Reference())
		}
		// A relative replacement must start with ./ (https://go.dev/ref/mod#go-mod-file-replace).
		dir := l.Path
		if !strings.HasPrefix(dir, "./") {
			dir = "./" + dir
		}
		if err := gomod.AddReplace(modulePath, "", dir, ""); err != nil {
			return nil, fmt.Errorf("could not add replace statement: %w", err)
		}
		fmt.Fprintf(&imports, "    %q\n", importPath)
	}
	if data, err = gomod.Format(); err != nil {
		return nil, fmt.Errorf("formatting go.mod: %w", err)
	}
	if err := os.WriteFile(file, data, stat.Mode().Perm()); err != nil {
		return nil, fmt.Errorf("writing go.mod: %w", err)
	}
	return &pulumirpc.LinkResponse{
		ImportInstructions: "You can import the SDK in your Go code with:\n\n  import (\n" + imports.String() + "  )\n",
	}, nil
}

// InstallDependencies (`pulumi install`, and `pulumi package add` after Link): `go mod tidy` in the
// program's directory, as Pulumi's host does.
func (h *goHost) InstallDependencies(
	req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer,
) error {
	closer, stdout, stderr, err := rpcutil.MakeInstallDependenciesStreams(server, req.GetIsTerminal())
	if err != nil {
		return err
	}
	defer closer.Close()
	gobin, err := exec.LookPath("go")
	if err != nil {
		return err
	}
	cmd := exec.Command(gobin, "mod", "tidy")
	cmd.Dir = req.GetInfo().GetProgramDirectory()
	cmd.Stdout, cmd.Stderr = stdout, stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("`go mod tidy` failed to install dependencies: %w", err)
	}
	return closer.Close()
}
