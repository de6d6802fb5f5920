package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoPatternCompiledAtStart: no package-level variable of the program
// is a regexp compiled when the package starts. Every engram process (an
// engram-mcp spawn, each CLI command) paid for such a pattern whether it
// used it or not: route_pasted.go's pastedLine cost each start ~96 KB and
// 520 allocations (GODEBUG=inittrace=1). Patterns compile on first use
// (lazyRegexp, sync.OnceValue).
func TestNoPatternCompiledAtStart(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range af.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			ast.Inspect(g, func(n ast.Node) bool {
				if _, lit := n.(*ast.FuncLit); lit {
					return false // runs when called, not at start
				}
				if sel, ok := n.(*ast.SelectorExpr); ok {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == "regexp" && strings.HasPrefix(sel.Sel.Name, "MustCompile") {
						t.Errorf("%s: a package-level regexp.%s compiles at every start; use lazyRegexp", fset.Position(sel.Pos()), sel.Sel.Name)
					}
				}
				return true
			})
		}
	}
}
