//go:build tools

// Package tools pins Pulumi's .NET language host, github.com/pulumi/pulumi-dotnet/pulumi-language-dotnet/v3
// (a Go module the module proxy serves at exact versions), so that scripts/install-languages.sh builds
// it from this module: `go install pkg@version` refuses a module whose go.mod has replace directives,
// as that one's has (copied below). Only its code generator is used here (no .NET SDK on this machine).
package tools

import _ "github.com/pulumi/pulumi-dotnet/pulumi-language-dotnet/v3"
