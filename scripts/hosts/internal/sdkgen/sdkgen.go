// Package sdkgen is what the hosts' `pulumi package gen-sdk` / `pulumi package add` RPCs share
// (GeneratePackage and Link), apart from the node host, whose binary stays free of Pulumi's codegen.
package sdkgen

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/blang/semver"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/plugin"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// Generator is one language's Pulumi code generator: the SDK's files by their relative paths.
type Generator func(pkg *schema.Package, loader schema.ReferenceLoader, req *pulumirpc.GeneratePackageRequest) (map[string][]byte, error)

// GeneratePackage answers the GeneratePackage RPC as Pulumi's hosts do: the schema bound with the
// engine's loader (its diagnostics returned; errors among them stop there), then the files of
// `generate` written under the requested directory.
func GeneratePackage(req *pulumirpc.GeneratePackageRequest, generate Generator) (*pulumirpc.GeneratePackageResponse, error) {
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
	files, err := generate(pkg, schema.NewCachedLoader(loader), req)
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

// LinkedPackage is one package of a Link request, loaded from the engine, with its language's
// section of the schema imported, and the SDK folder the CLI put it in (relative to the program).
type LinkedPackage struct {
	Pkg  *schema.Package
	Path string
}

// LinkedPackages loads the packages of a Link request through the engine's loader, each with the
// schema's `language.<lang>` section read by `importer`.
func LinkedPackages(ctx context.Context, req *pulumirpc.LinkRequest, lang string, importer schema.Language) ([]LinkedPackage, error) {
	loader, err := schema.NewLoaderClient(req.GetLoaderTarget())
	if err != nil {
		return nil, err
	}
	defer loader.Close()
	cached := schema.NewCachedLoader(loader)
	var linked []LinkedPackage
	for _, dep := range req.GetPackages() {
		d := dep.GetPackage()
		desc := &schema.PackageDescriptor{Name: d.GetName(), DownloadURL: d.GetServer()}
		if v, err := semver.New(d.GetVersion()); err == nil {
			desc.Version = v
		}
		ref, err := schema.LoadPackageReferenceV2(ctx, cached, desc)
		if err != nil {
			return nil, err
		}
		pkg, err := ref.Definition()
		if err != nil {
			return nil, err
		}
		if err := pkg.ImportLanguages(map[string]schema.Language{lang: importer}); err != nil {
			return nil, err
		}
		linked = append(linked, LinkedPackage{Pkg: pkg, Path: dep.GetPath()})
	}
	return linked, nil
}
