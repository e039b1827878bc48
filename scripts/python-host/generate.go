package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/plugin"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// GeneratePackage (`pulumi package gen-sdk --language python`) writes a package's Python SDK from
// its schema with Pulumi's own generator (pkg/v3/codegen/python at the CLI's version), as Pulumi's
// host does: the schema bound with the engine's loader, its diagnostics returned, the files
// written under the requested directory.
func (h *host) GeneratePackage(
	_ context.Context, req *pulumirpc.GeneratePackageRequest,
) (*pulumirpc.GeneratePackageResponse, error) {
	loader, err := schema.NewLoaderClient(req.GetLoaderTarget())
	if err != nil {
		return nil, err
	}
	defer loader.Close()

	var spec schema.PackageSpec
	if err := json.Unmarshal([]byte(req.GetSchema()), &spec); err != nil {
		return nil, err
	}
	pkg, diags, err := schema.BindSpec(spec, schema.NewCachedLoader(loader), schema.ValidationOptions{
		AllowDanglingReferences: true,
	})
	if err != nil {
		return nil, err
	}
	rpcDiagnostics := plugin.HclDiagnosticsToRPCDiagnostics(diags)
	if diags.HasErrors() {
		return &pulumirpc.GeneratePackageResponse{Diagnostics: rpcDiagnostics}, nil
	}
	files, err := codegen.GeneratePackage("pulumi-language-python", pkg, req.GetExtraFiles(), schema.NewCachedLoader(loader))
	if err != nil {
		return nil, err
	}
	for name, data := range files {
		out := filepath.Join(req.GetDirectory(), name)
		if err := os.MkdirAll(filepath.Dir(out), 0o700); err != nil {
			return nil, fmt.Errorf("could not create output directory %s: %w", filepath.Dir(name), err)
		}
		if err := os.WriteFile(out, data, 0o600); err != nil {
			return nil, fmt.Errorf("could not write output file %s: %w", name, err)
		}
	}
	return &pulumirpc.GeneratePackageResponse{Diagnostics: rpcDiagnostics}, nil
}
