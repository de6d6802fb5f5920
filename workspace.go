package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// This file decides which folders Engram works on: the workspace (a project
// checkout) and the user's home and global store. It only computes paths; it
// never creates anything, so a server started in $HOME by a host does not
// leave a store behind (DESIGN.md §1).

// resolveWorkspace applies DESIGN.md §1: --workspace, else $ENGRAM_WORKSPACE,
// else $CLAUDE_PROJECT_DIR, else the nearest ancestor of the working directory
// holding .agents/.engram, .engram or .git, else the working directory.
func resolveWorkspace(e *env, flagDir string) string {
	for _, d := range []string{flagDir, e.getenv("ENGRAM_WORKSPACE"), e.getenv("CLAUDE_PROJECT_DIR")} {
		if d != "" {
			return absPath(e, expandHome(e, d))
		}
	}
	start := absPath(e, e.cwd)
	for dir := start; ; {
		for _, marker := range []string{filepath.Join(".agents", ".engram"), ".engram", ".git"} {
			if _, err := os.Stat(filepath.Join(dir, marker)); err == nil {
				if marker == ".engram" && (sameDir(filepath.Join(dir, marker), globalHome(e)) || sameDir(dir, homeDir(e))) {
					// ~/.engram is the user's config dir, not a legacy store.
					// The test compared the folder itself with ~/.engram, so
					// once any command had created ~/.engram, every folder
					// under home without .git or a store resolved to home:
					// 'engram init' in a new project made the store in ~, and
					// unlink looked in ~ for what link wrote in the project.
					continue
				}
				if marker == ".engram" && filepath.Base(dir) == ".agents" {
					// Started inside .agents/.engram: the project is the
					// folder above .agents, not .agents with a legacy store.
					continue
				}
				return dir
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return start
		}
		dir = parent
	}
}

// homeDir honours $HOME, then %USERPROFILE% on Windows, so tests and users can
// point Engram at a scratch home. Only an absolute path is a home: with HOME
// unset (a systemd unit, `env -i`, some launchers) or relative, every path
// built on it was relative to the working directory, so a plain read created
// <project>/.engram/cache.key, a global save wrote a whole store into the
// project, and the user config was read from the repository's own
// .engram/engram.config.json. "" means no home: no user config, no global
// store, no disk cache, and writes there fail (noHomeError).
func homeDir(e *env) string {
	for _, h := range []string{e.getenv("HOME"), e.getenv("USERPROFILE")} {
		if h != "" && filepath.IsAbs(h) {
			return h
		}
	}
	if h, err := os.UserHomeDir(); err == nil && filepath.IsAbs(h) {
		return h
	}
	return ""
}

// globalHome is the user config folder: $ENGRAM_CONFIG_DIR, else ~/.engram;
// "" when neither names a folder (homeDir).
func globalHome(e *env) string {
	if d := e.getenv("ENGRAM_CONFIG_DIR"); d != "" {
		return userPath(e, d)
	}
	h := homeDir(e)
	if h == "" {
		return ""
	}
	return filepath.Join(h, ".engram")
}

// noHomeError is the error of a write whose folder would have been built on
// a missing home (globalHome ""): never a path relative to the working
// directory.
func noHomeError(what string) error {
	return newOpError(kindConfig, fmt.Errorf("no home folder for %s: HOME is not set to an absolute path", what),
		"set HOME (or ENGRAM_CONFIG_DIR / ENGRAM_GLOBAL_DIR) to an absolute folder")
}

// userPath is a user folder named by a variable or the user config: "~"
// expanded, relative to the working directory otherwise; "" when it starts
// with "~" and there is no home, never "<cwd>/Documents/engram".
func userPath(e *env, p string) string {
	if strings.HasPrefix(p, "~") && homeDir(e) == "" {
		return ""
	}
	return absPath(e, expandHome(e, p))
}

// expandHome turns a leading "~" into the home folder; config files written by
// engram 0.0.28 use "~/Documents/engram" style paths.
func expandHome(e *env, p string) string {
	if p == "~" {
		return homeDir(e)
	}
	if strings.HasPrefix(p, "~/") || strings.HasPrefix(p, `~\`) {
		return filepath.Join(homeDir(e), p[2:])
	}
	return p
}

func absPath(e *env, p string) string {
	if !filepath.IsAbs(p) {
		p = filepath.Join(e.cwd, p)
	}
	return filepath.Clean(p)
}

func sameDir(a, b string) bool {
	ia, err1 := os.Stat(a)
	ib, err2 := os.Stat(b)
	if err1 != nil || err2 != nil {
		return filepath.Clean(a) == filepath.Clean(b)
	}
	return os.SameFile(ia, ib)
}

// workspaceFolder refuses a --workspace that is not an existing folder. A
// mistyped path must be an error, never a silent "no store" (reads) or a new
// folder tree with host configs in it (link, which creates parent folders of
// the files it writes). dir is the flag's value; "" (not given) checks the
// variable resolveWorkspace takes instead: ENGRAM_WORKSPACE=/typo in a
// shell or a host's server entry did both (load answered "no memory
// matched", link created /typo/.mcp.json).
func workspaceFolder(e *env, dir string) error {
	from := ""
	if dir == "" {
		if from, dir = workspaceVariable(e); dir == "" {
			return nil
		}
	}
	p := resolveWorkspace(e, dir)
	if from != "" {
		p = absPath(e, expandHome(e, dir))
	}
	fi, err := os.Stat(p)
	if err == nil && fi.IsDir() {
		return nil
	}
	what := fmt.Errorf("no folder %s", p)
	if err == nil {
		what = fmt.Errorf("%s is a file, not a folder", p)
	}
	if from != "" {
		return newOpError(kindNotFound, fmt.Errorf("%w (from %s)", what, from), "set "+from+" to the project folder (it must exist), or unset it")
	}
	return newOpError(kindNotFound, what, "give --workspace the project folder (it must exist), or run the command inside it")
}

// workspaceVariable is the variable that names the workspace when no
// --workspace is given, as resolveWorkspace reads them, and its value.
func workspaceVariable(e *env) (string, string) {
	for _, v := range []string{"ENGRAM_WORKSPACE", "CLAUDE_PROJECT_DIR"} {
		if d := e.getenv(v); d != "" {
			return v, d
		}
	}
	return "", ""
}
