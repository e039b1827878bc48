// Command pulumi-ingress-gen-sdk writes the language SDKs of the provider plugin (plugin/) from its
// schema, with Pulumi's own code generators (github.com/pulumi/pulumi/pkg/v3/codegen/{python,go}
// at the CLI's version): the code `pulumi package gen-sdk` produces through each language host's
// GeneratePackage, run without those hosts (Pulumi's Python and Go hosts are not served by any
// registry here). .NET and Java have no generator in pkg/v3: theirs are in Pulumi's .NET and Java
// language hosts, which `scripts/install-languages.sh --sdk-hosts` builds (scripts/dotnet-host,
// scripts/java-host), and `pulumi package gen-sdk --language dotnet|java` runs (scripts/release).
//
//	Usage: pulumi-ingress-gen-sdk -schema schema.json -out DIR [-languages python,go]
//
// writes DIR/python and DIR/go (each emptied first). `-schema -` reads the schema from stdin (the
// output of `pulumi package get-schema plugin/`).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/blang/semver"
	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	pygen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// generators are the languages whose code generator pkg/v3 holds, under the tool names Pulumi's
// own hosts pass (the generated files say which tool wrote them).
var generators = map[string]func(*schema.Package, schema.ReferenceLoader) (map[string][]byte, error){
	"python": func(pkg *schema.Package, loader schema.ReferenceLoader) (map[string][]byte, error) {
		return pygen.GeneratePackage("pulumi-language-python", pkg, nil, loader)
	},
	"go": func(pkg *schema.Package, _ schema.ReferenceLoader) (map[string][]byte, error) {
		return gogen.GeneratePackage("pulumi-language-go", pkg, nil)
	},
}

func main() {
	schemaPath := flag.String("schema", "", "the package schema (JSON); - for stdin")
	out := flag.String("out", "", "the folder that receives one folder per language")
	languages := flag.String("languages", "python,go", "comma-separated: python, go")
	flag.Parse()
	if err := run(*schemaPath, *out, strings.Split(*languages, ",")); err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-ingress-gen-sdk: %v\n", err)
		os.Exit(1)
	}
}

func run(schemaPath, out string, languages []string) error {
	if schemaPath == "" || out == "" {
		return errors.New("usage: pulumi-ingress-gen-sdk -schema FILE|- -out DIR [-languages python,go]")
	}
	for _, lang := range languages {
		if _, ok := generators[lang]; !ok {
			return fmt.Errorf("no code generator for %q here (python and go only; .NET and Java: `pulumi package gen-sdk` with their language hosts, scripts/release)", lang)
		}
	}
	var raw []byte
	var err error
	if schemaPath == "-" {
		raw, err = io.ReadAll(os.Stdin)
	} else {
		raw, err = os.ReadFile(schemaPath)
	}
	if err != nil {
		return err
	}
	var spec schema.PackageSpec
	if err := json.Unmarshal(raw, &spec); err != nil {
		return fmt.Errorf("the schema is not valid JSON: %w", err)
	}
	loader := selfContained{}
	for _, lang := range languages {
		// Bound again for each language: a generator renames what it binds (Python's names the enum
		// values its way), and the next language would take those names.
		// Validated against Pulumi's metaschema, as `pulumi package gen-sdk` does: an error here is a
		// schema the CLI would refuse too.
		pkg, diags, err := schema.BindSpec(spec, loader, schema.ValidationOptions{})
		if err != nil {
			return err
		}
		if diags.HasErrors() {
			return fmt.Errorf("the schema does not bind: %s", diags.Error())
		}
		files, err := generators[lang](pkg, loader)
		if err != nil {
			return fmt.Errorf("%s: %w", lang, err)
		}
		if err := write(filepath.Join(out, lang), files); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "pulumi-ingress-gen-sdk: %s SDK: %d files in %s\n", lang, len(files), filepath.Join(out, lang))
	}
	return nil
}

func write(dir string, files map[string][]byte) error {
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, files[name], 0o644); err != nil {
			return err
		}
	}
	return nil
}

// selfContained is the loader of a schema that refers to no other package: any reference to one
// is an error, named, instead of a plugin download.
type selfContained struct{}

func (selfContained) LoadPackage(pkg string, _ *semver.Version) (*schema.Package, error) {
	return nil, fmt.Errorf("the schema refers to package %q; this generator takes self-contained schemas only", pkg)
}

func (l selfContained) LoadPackageV2(_ context.Context, d *schema.PackageDescriptor) (*schema.Package, error) {
	return l.LoadPackage(d.Name, nil)
}

func (l selfContained) LoadPackageReference(pkg string, v *semver.Version) (schema.PackageReference, error) {
	_, err := l.LoadPackage(pkg, v)
	return nil, err
}

func (l selfContained) LoadPackageReferenceV2(_ context.Context, d *schema.PackageDescriptor) (schema.PackageReference, error) {
	_, err := l.LoadPackage(d.Name, nil)
	return nil, err
}
