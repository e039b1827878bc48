package main

import (
	"context"

	"pulumi-ingress/hosts/internal/sdkgen"

	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// GeneratePackage (`pulumi package gen-sdk --language python`, and `pulumi package add`) writes a
// package's Python SDK from its schema with Pulumi's own generator (pkg/v3/codegen/python at the
// CLI's version), as Pulumi's host does.
func (h *pythonHost) GeneratePackage(
	_ context.Context, req *pulumirpc.GeneratePackageRequest,
) (*pulumirpc.GeneratePackageResponse, error) {
	return sdkgen.GeneratePackage(req, func(pkg *schema.Package, loader schema.ReferenceLoader, req *pulumirpc.GeneratePackageRequest) (map[string][]byte, error) {
		return codegen.GeneratePackage("pulumi-language-python", pkg, req.GetExtraFiles(), loader)
	})
}
