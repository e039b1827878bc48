// Command gomodule lays out one version of a Go module as a module proxy serves it
// (https://go.dev/ref/mod#goproxy-protocol): <proxy>/<escaped module>/@v/<version>.{info,mod,zip}
// and the version in @v/list. The zip is made by golang.org/x/mod/zip, the code the go command
// itself uses, so it holds exactly what `go mod download` would take from a tag of the repository
// (no vendor/ folders, no nested modules, the size limits checked).
//
//	Usage: gomodule -dir MODULE_DIR -version vX.Y.Z -proxy PROXY_DIR [-time RFC3339]
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

func main() {
	dir := flag.String("dir", "", "the module's folder (its go.mod at the root)")
	version := flag.String("version", "", "the version, a semantic version with its v (v0.3.0)")
	proxy := flag.String("proxy", "", "the proxy tree the version is added to")
	stamp := flag.String("time", "", "the version's time in RFC 3339 (default: now)")
	flag.Parse()
	if err := run(*dir, *version, *proxy, *stamp); err != nil {
		fmt.Fprintf(os.Stderr, "gomodule: %v\n", err)
		os.Exit(1)
	}
}

func run(dir, version, proxy, stamp string) error {
	if dir == "" || version == "" || proxy == "" {
		return errors.New("usage: gomodule -dir MODULE_DIR -version vX.Y.Z -proxy PROXY_DIR [-time RFC3339]")
	}
	gomod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return err
	}
	path := modfile.ModulePath(gomod)
	if path == "" {
		return fmt.Errorf("%s has no module statement", filepath.Join(dir, "go.mod"))
	}
	mv := module.Version{Path: path, Version: version}
	if err := module.Check(path, version); err != nil {
		return err
	}
	escaped, err := module.EscapePath(path)
	if err != nil {
		return err
	}
	at := time.Now().UTC()
	if stamp != "" {
		if at, err = time.Parse(time.RFC3339, stamp); err != nil {
			return fmt.Errorf("-time: %w", err)
		}
	}
	vdir := filepath.Join(proxy, filepath.FromSlash(escaped), "@v")
	if err := os.MkdirAll(vdir, 0o755); err != nil {
		return err
	}
	zf, err := os.Create(filepath.Join(vdir, version+".zip"))
	if err != nil {
		return err
	}
	if err := modzip.CreateFromDir(zf, mv, dir); err != nil {
		zf.Close()
		return fmt.Errorf("zip of %s: %w", mv, err)
	}
	if err := zf.Close(); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(vdir, version+".mod"), gomod, 0o644); err != nil {
		return err
	}
	info, err := json.Marshal(struct{ Version, Time string }{version, at.Format(time.RFC3339)})
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(vdir, version+".info"), info, 0o644); err != nil {
		return err
	}
	var versions []string
	if old, err := os.ReadFile(filepath.Join(vdir, "list")); err == nil {
		versions = strings.Fields(string(old))
	}
	if !slices.Contains(versions, version) {
		versions = append(versions, version)
	}
	if err := os.WriteFile(filepath.Join(vdir, "list"), []byte(strings.Join(versions, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	fmt.Println(filepath.Join(vdir, version+".zip"))
	return nil
}
