package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"pulumi-ingress/hosts/internal/sdkgen"

	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"github.com/pulumi/pulumi/sdk/v3/python/toolchain"
)

// Link is the last step of `pulumi package add`: the SDK the CLI generated (GeneratePackage) and
// copied under the program's sdks/ folder becomes a dependency of the program, by Pulumi's own
// toolchain package: a path line in requirements.txt for pip (pyproject.toml for poetry and uv, or
// requirements.txt while the program has no pyproject.toml yet, as Pulumi's host does); the CLI then
// installs the dependencies (InstallDependencies). The answer is the import lines to show the user.
func (h *pythonHost) Link(ctx context.Context, req *pulumirpc.LinkRequest) (*pulumirpc.LinkResponse, error) {
	info := req.GetInfo()
	opts, err := parseOptions(info.GetRootDirectory(), info.GetProgramDirectory(), info.GetOptions().AsMap())
	if err != nil {
		return nil, err
	}
	linked, err := sdkgen.LinkedPackages(ctx, req, "python", codegen.Importer)
	if err != nil {
		return nil, err
	}
	paths := map[string]string{} // Python distribution name -> SDK folder, relative to the program
	var imports strings.Builder
	for _, l := range linked {
		name, module := pythonNames(l.Pkg)
		paths[name] = l.Path
		fmt.Fprintf(&imports, "  import %s as %s\n", name, module)
	}
	if opts.Toolchain != toolchain.Pip && !hasFile(info.GetProgramDirectory(), "pyproject.toml") {
		// Not yet installed (no pyproject.toml): the line goes to requirements.txt, which poetry and
		// uv convert on `pulumi install`.
		opts.Toolchain = toolchain.Pip
	}
	tc, err := toolchain.ResolveToolchain(opts)
	if err != nil {
		return nil, err
	}
	if err := tc.LinkPackages(ctx, paths); err != nil {
		return nil, fmt.Errorf("linking packages: %w", err)
	}
	return &pulumirpc.LinkResponse{ImportInstructions: "You can import the SDK in your Python code with:\n\n" + imports.String()}, nil
}

// pythonNames are a package's Python distribution name and the module name to import it as: the
// schema's `language.python.packageName` when it sets one, else Pulumi's default naming.
func pythonNames(pkg *schema.Package) (string, string) {
	if info, ok := pkg.Language["python"].(codegen.PackageInfo); ok && info.PackageName != "" {
		return info.PackageName, info.PackageName
	}
	return codegen.PyPack(pkg.Namespace, pkg.Name), strings.ReplaceAll(pkg.Name, "-", "_")
}

func hasFile(dir, name string) bool {
	_, err := os.Stat(filepath.Join(dir, name))
	return err == nil
}
