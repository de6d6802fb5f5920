package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNpmPackageManifest guards the promises of npm/package.json that npx
// users rely on (issue 12): the name the npx pin uses, both commands, and
// nothing that would download or run code at install time.
func TestNpmPackageManifest(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join("npm", "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	var pkg map[string]any
	if err := json.Unmarshal(data, &pkg); err != nil {
		t.Fatalf("npm/package.json: %v", err)
	}
	if pkg["name"] != npmPackage {
		t.Errorf("name = %v, want %q (the npx pin)", pkg["name"], npmPackage)
	}
	for _, key := range []string{"dependencies", "optionalDependencies", "peerDependencies", "bundleDependencies", "scripts"} {
		if _, ok := pkg[key]; ok {
			t.Errorf("npm/package.json has %q: the package must install with no downloads and no scripts", key)
		}
	}
	bin, _ := pkg["bin"].(map[string]any)
	for _, name := range []string{"engram", "engram-mcp"} {
		file, _ := bin[name].(string)
		script, err := os.ReadFile(filepath.Join("npm", file))
		if err != nil || !strings.HasPrefix(string(script), "#!/usr/bin/env node\n") {
			t.Errorf("bin %q = %q: want a node script in the package (%v)", name, file, err)
		}
		if !strings.Contains(string(script), "launch('"+name+"')") {
			t.Errorf("bin %q does not launch the binary as %q, which selects its mode", name, name)
		}
	}
}
