//go:build tools

// Package tools pins Pulumi's Java language host, github.com/pulumi/pulumi-java/pkg (a Go module the
// module proxy serves at exact versions), so that scripts/install-languages.sh builds it with
// `go build github.com/pulumi/pulumi-java/pkg/cmd/pulumi-language-java` from this module: `go install
// pkg@version` refuses a module whose go.mod has replace directives, as that one's has (copied below).
package tools

import _ "github.com/pulumi/pulumi-java/pkg/cmd/pulumi-language-java"
