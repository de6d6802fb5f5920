package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// CLI behaviour of link, unlink, upgrade, doctor and install-alias, run by
// spawning the built binary in a scratch home and workspace.

// hostEnv points every host location at one scratch home and workspace.
func hostEnv(home, ws string) []string {
	return []string{
		"HOME=" + home, "USERPROFILE=" + home,
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"CODEX_HOME=" + filepath.Join(home, ".codex"),
		"GEMINI_CLI_HOME=" + home,
		// Gemini CLI's system settings (/etc/gemini-cli) would block
		// engram in every test on a machine whose administrator lists
		// servers there.
		"GEMINI_CLI_SYSTEM_SETTINGS_PATH=" + filepath.Join(home, "gemini-system", "settings.json"),
		"ENGRAM_CONFIG_DIR=" + filepath.Join(home, ".engram"),
		"ENGRAM_GLOBAL_DIR=" + filepath.Join(home, ".engram", "global"),
		"ENGRAM_WORKSPACE=" + ws,
	}
}

func readFile(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeFile(t *testing.T, p, s string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLinkWithoutTargetIsUsageError(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	for _, args := range [][]string{{"link"}, {"link", "nope"}, {"unlink"}} {
		r := runCLI(t, ws, "", hostEnv(home, ws), args...)
		if r.code != exitUsage || !strings.Contains(r.stderr, "claude|codex|gemini|antigravity|cursor|opencode|windsurf|all") {
			t.Errorf("%v: code %d, stderr %q", args, r.code, r.stderr)
		}
	}
}

// TestLinkAllRoundTrip links every host in both scopes over pre-existing
// user files, checks link twice is a no-op, then unlinks and checks the
// user's files are back byte for byte.
func TestLinkAllRoundTrip(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	userFiles := map[string]string{
		filepath.Join(ws, ".mcp.json"):                                 "{\n  \"mcpServers\": {\n    \"gh\": {\"command\": \"gh\"}\n  }\n}\n",
		filepath.Join(ws, "opencode.jsonc"):                            "{\n  // mine\n  \"model\": \"x\",\n}\n",
		filepath.Join(ws, "AGENTS.md"):                                 "# Agents\r\n\r\nBe kind.\r\n",
		filepath.Join(home, ".codex", "config.toml"):                   "model = \"gpt-5\" # mine\n\n[mcp_servers.a]\ncommand = \"a\"\n",
		filepath.Join(home, ".gemini", "settings.json"):                "{\n  \"theme\": \"dark\" // c\n}\n",
		filepath.Join(home, ".claude", "settings.json"):                "{\"model\": \"opus\"}",
		filepath.Join(home, ".codeium", "windsurf", "mcp_config.json"): "{\"mcpServers\": {}}",
	}
	for p, s := range userFiles {
		writeFile(t, p, s)
	}
	for _, args := range [][]string{{"link", "all"}, {"link", "--global", "all"}} {
		r := runCLI(t, ws, "", env, args...)
		if r.code != 0 || !strings.Contains(r.stdout, "created") {
			t.Fatalf("%v: code %d\n%s%s", args, r.code, r.stdout, r.stderr)
		}
		again := runCLI(t, ws, "", env, args...)
		if strings.Contains(again.stdout, "updated") || strings.Contains(again.stdout, "created") {
			t.Fatalf("%v twice changed files:\n%s", args, again.stdout)
		}
	}
	for _, p := range []string{".claude/settings.json", ".cursor/rules/engram.mdc", ".windsurf/rules/engram.md", "GEMINI.md", "CLAUDE.md"} {
		if _, err := os.Stat(filepath.Join(ws, p)); err != nil {
			t.Errorf("link all did not write %s", p)
		}
	}
	if s := readFile(t, filepath.Join(home, ".codex", "config.toml")); !strings.Contains(s, `approval_mode = "prompt"`) {
		t.Errorf("codex block lacks the approval mode:\n%s", s)
	}
	for _, args := range [][]string{{"unlink", "all"}, {"unlink", "--global", "all"}} {
		if r := runCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: code %d\n%s", args, r.code, r.stderr)
		}
	}
	for p, s := range userFiles {
		// Windsurf's "mcpServers": {} was the user's: it stays (hosts_before.go).
		if got := readFile(t, p); got != s {
			t.Errorf("%s not restored:\n%s", p, unifiedDiff(p, []byte(s), []byte(got)))
		}
	}
	if _, err := os.Stat(filepath.Join(home, ".cursor", "plugins", "local", "engram")); err == nil {
		t.Error("unlink left the Cursor plugin folder")
	}
}

// TestUnlinkKeepsForeignEngramEntry: an entry named engram that runs
// another program is the user's (link keeps it too, without --force), so
// unlink leaves it byte for byte in every JSON host config, OpenCode's argv
// shape included, while one that runs Engram, in any form link wrote, goes.
func TestUnlinkKeepsForeignEngramEntry(t *testing.T) {
	t.Parallel()
	cases := []struct {
		target, file, src string
		removed           bool
	}{
		{"opencode", "opencode.jsonc", "{\n  \"mcp\": {\n    \"engram\": {\"type\": \"local\", \"command\": [\"/opt/fork/engram-server\", \"serve\"]}, // mine\n    \"gh\": {\"type\": \"local\", \"command\": [\"gh-mcp\"]}\n  }\n}\n", false},
		{"opencode", "opencode.jsonc", "{\n  \"mcp\": {\n    \"engram\": {\"type\": \"remote\", \"url\": \"https://engram.example\"}\n  }\n}\n", false},
		{"opencode", "opencode.json", "{\"mcp\": {\"engram\": {\"type\": \"local\", \"command\": [\"npx\", \"-y\", \"--package\", \"@the-long-ride/engram@1.0.0\", \"engram-mcp\"], \"args\": [], \"enabled\": true}, \"gh\": {\"command\": [\"gh\"]}}}\n", true},
		{"claude", ".mcp.json", "{\n  \"mcpServers\": {\n    \"engram\": {\"command\": \"python\", \"args\": [\"-m\", \"my_engram\"]}\n  }\n}\n", false},
		{"claude", ".mcp.json", "{\n  \"mcpServers\": {\n    \"engram\": {\"command\": \"/home/u/go/bin/engram-mcp\", \"args\": []},\n    \"gh\": {\"command\": \"gh\"}\n  }\n}\n", true},
		{"gemini", filepath.Join(".gemini", "settings.json"), "{\"mcpServers\": {\"engram\": {\"command\": \"engram\", \"args\": [\"serve\"]}}}\n", false},
		{"cursor", filepath.Join(".cursor", "mcp.json"), "{\"mcpServers\": {\"engram\": {\"type\": \"stdio\", \"command\": \"engram\", \"args\": [\"mcp\"]}, \"x\": {}}}\n", true},
	}
	for _, c := range cases {
		home, ws := t.TempDir(), t.TempDir()
		p := filepath.Join(ws, c.file)
		writeFile(t, p, c.src)
		if r := runCLI(t, ws, "", hostEnv(home, ws), "unlink", c.target); r.code != 0 {
			t.Fatalf("unlink %s: exit %d %s", c.target, r.code, r.stderr)
		}
		got := readFile(t, p)
		if gone := !strings.Contains(got, `"engram"`); gone != c.removed {
			t.Errorf("unlink %s over %q: removed %v, want %v; now:\n%s", c.target, c.src, gone, c.removed, got)
		}
		if !c.removed && got != c.src {
			t.Errorf("unlink %s changed a file it had nothing to remove from:\n%s", c.target, unifiedDiff(p, []byte(c.src), []byte(got)))
		}
	}
}

// TestUnparsableConfigIsNeverWritten: exit non-zero, file:line on stderr,
// bytes unchanged, and the other files of the target still handled.
func TestUnparsableConfigIsNeverWritten(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	cases := map[string]string{
		filepath.Join(ws, ".mcp.json"):               "{\n  \"mcpServers\": {\n    \"a\": 1,,\n  }\n}\n",
		filepath.Join(home, ".codex", "config.toml"): "model = \"x\"\n[broken\n",
	}
	for p, s := range cases {
		writeFile(t, p, s)
	}
	for _, args := range [][]string{{"link", "claude"}, {"link", "--global", "codex"}, {"unlink", "claude"}} {
		r := runCLI(t, ws, "", hostEnv(home, ws), args...)
		if r.code == 0 || !strings.Contains(r.stderr, ":2:") && !strings.Contains(r.stderr, ":3:") {
			t.Errorf("%v: code %d, stderr %q", args, r.code, r.stderr)
		}
		if !strings.Contains(r.stderr, "never rewrites a file it cannot parse") {
			t.Errorf("%v: no hint in %q", args, r.stderr)
		}
	}
	for p, s := range cases {
		if got := readFile(t, p); got != s {
			t.Errorf("%s was rewritten", p)
		}
	}
}

// TestLinkNamesWhatKeepsItsEntryOut: a config that parses but whose shape
// leaves no place for Engram's entry (Codex's servers written as one inline
// mcp_servers value, valid TOML; .mcp.json's "mcpServers": null) is named
// at its own line with what to change, and the hint does not say the file
// cannot be parsed. Link said "the managed block would not parse here
// (4:21: [mcp_servers.engram] reopens key mcp_servers, which is not a
// table)" about a one-line file, then "engram never rewrites a file it
// cannot parse".
func TestLinkNamesWhatKeepsItsEntryOut(t *testing.T) {
	t.Parallel()
	cases := []struct {
		args      []string
		file, src string
		want      string
	}{
		{[]string{"link", "--global", "codex"}, ".codex/config.toml", "model = \"o4-mini\"\nmcp_servers = { docs = { command = \"docs-mcp\" } }\n",
			"config.toml:2:1: mcp_servers is written as one value (mcp_servers = { … }), which no [mcp_servers.engram] table may extend in TOML; " +
				"write each of its servers as a table of its own ([mcp_servers.NAME] with its keys below)"},
		{[]string{"link", "claude"}, ".mcp.json", "{\"mcpServers\": null}\n", `.mcp.json:1:1: "mcpServers" is not an object, so engram cannot add its entry`},
	}
	for _, c := range cases {
		home, ws := t.TempDir(), t.TempDir()
		p := filepath.Join(ws, c.file)
		if c.args[1] == "--global" {
			p = filepath.Join(home, c.file)
		}
		writeFile(t, p, c.src)
		r := runCLI(t, ws, "", hostEnv(home, ws), c.args...)
		if r.code != 3 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 3 and %q", c.args, r.code, r.stderr, c.want)
		}
		if strings.Contains(r.stderr, "cannot parse") || strings.Contains(r.stderr, "would not parse") {
			t.Errorf("%v: a file that parses was called unparsable: %q", c.args, r.stderr)
		}
		if got := readFile(t, p); got != c.src {
			t.Errorf("%v: %s was rewritten:\n%s", c.args, p, got)
		}
	}
}

// TestLinkFromASubfolderNamesTheProject: run in a folder below the
// project's top (found by its .git), link, unlink and upgrade write the
// project's files and say where they are before their list: link said
// "created .mcp.json" and the user found none in the folder they were in.
// Run at the top, or with --workspace, the list stands alone as before.
func TestLinkFromASubfolderNamesTheProject(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	if real, err := filepath.EvalSymlinks(ws); err == nil {
		ws = real // the working directory's own spelling (macOS: /private/var/…)
	}
	sub := filepath.Join(ws, "src", "pkg")
	if err := os.MkdirAll(filepath.Join(ws, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	env := slices.DeleteFunc(hostEnv(home, ws), func(kv string) bool { return strings.HasPrefix(kv, "ENGRAM_WORKSPACE=") })
	header := "in " + ws + " (the project folder above this one):\n"
	for _, c := range []struct {
		dir  string
		args []string
		want string // the stdout's start
	}{
		{sub, []string{"link", "claude"}, header + "created   .mcp.json\n"},
		{sub, []string{"upgrade"}, header + "unchanged .mcp.json\n"},
		{ws, []string{"link", "claude"}, "unchanged .mcp.json\n"},
		{sub, []string{"link", "claude", "--workspace", ws}, "unchanged .mcp.json\n"},
		{sub, []string{"unlink", "claude"}, header + "removed   .mcp.json (engram link created it)\n"},
		{sub, []string{"unlink", "claude"}, "nothing to remove in " + ws},
	} {
		r := runCLI(t, c.dir, "", env, c.args...)
		if r.code != 0 || !strings.HasPrefix(r.stdout, c.want) {
			t.Errorf("%v in %s: exit %d, stdout %q; want it to start %q (stderr %q)", c.args, c.dir, r.code, r.stdout, c.want, r.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(sub, ".mcp.json")); err == nil {
		t.Errorf("link wrote .mcp.json in the subfolder")
	}
}

func TestLinkDryRunWritesNothing(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(ws, ".mcp.json"), "{}\n")
	r := runCLI(t, ws, "", hostEnv(home, ws), "link", "claude", "--dry-run")
	if r.code != 0 || !strings.Contains(r.stdout, "+++ .mcp.json") || !strings.Contains(r.stdout, `+    "engram": {`) {
		t.Fatalf("code %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// The status lines read as a real run's ("updated .mcp.json"): the last
	// line says nothing was written, once, for link, unlink and upgrade.
	const said = "dry run: nothing was written (run the command again without --dry-run to write it)\n"
	for _, args := range [][]string{{"link", "claude", "--dry-run"}, {"unlink", "all", "--dry-run"}, {"upgrade", "--dry-run"}} {
		if r := runCLI(t, ws, "", hostEnv(home, ws), args...); r.code != 0 || !strings.HasSuffix(r.stdout, said) || strings.Count(r.stdout, said) != 1 {
			t.Errorf("%v: %+v", args, r)
		}
	}
	if readFile(t, filepath.Join(ws, ".mcp.json")) != "{}\n" {
		t.Fatal("--dry-run wrote .mcp.json")
	}
	if _, err := os.Stat(filepath.Join(ws, "CLAUDE.md")); err == nil {
		t.Fatal("--dry-run created CLAUDE.md")
	}
}

// TestLinkCommandResolution: engram-mcp on PATH is used as is; otherwise
// the npx form (unpinned for this development build); --always-load only
// without hook.
func TestLinkCommandResolution(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := append(hostEnv(home, ws), "PATH="+filepath.Dir(testServerBinary)+string(os.PathListSeparator)+os.Getenv("PATH"))
	runCLI(t, ws, "", env, "link", "claude", "--no-hook")
	if e := claudeEntry(t, ws); e.Command != "engram-mcp" || strings.Join(e.Args, " ") != "--always-load" {
		t.Fatalf("entry %+v, want engram-mcp --always-load", e)
	}
	ws2 := t.TempDir()
	r := runCLI(t, ws2, "", append(hostEnv(home, ws2), "PATH=/nonexistent"), "link", "opencode")
	got := readFile(t, filepath.Join(ws2, "opencode.json"))
	if r.code != 0 || !strings.Contains(got, `"npx",`) || !strings.Contains(got, `"@the-long-ride/engram"`) {
		t.Fatalf("opencode entry without engram-mcp on PATH:\n%s%s", got, r.stderr)
	}
	g := runCLI(t, ws2, "", append(hostEnv(home, ws2), "PATH=/nonexistent"), "link", "--global", "claude", "--no-hook")
	if !strings.Contains(g.stdout, "claude mcp add --scope user engram -- npx -y --package @the-long-ride/engram ") || !strings.Contains(g.stdout, "engram-mcp --always-load") {
		t.Fatalf("global claude line:\n%s", g.stdout)
	}
}

func TestDoctorHostChecks(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	runCLI(t, ws, "", env, "link", "--global", "gemini")
	writeFile(t, filepath.Join(home, ".gemini", "settings.json"), `{"mcpServers": {"engram": {"command": "sh", "trust": true}}}`)
	r := runCLI(t, ws, "", env, "doctor", "--json")
	var out struct {
		OK     bool          `json:"ok"`
		Checks []doctorCheck `json:"checks"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%v\n%s", err, r.stdout)
	}
	status := map[string]string{}
	for _, c := range out.Checks {
		status[c.ID] = c.Status
	}
	if status["host.gemini_trust"] != statusWarn || r.code != 0 {
		t.Fatalf("code %d, checks %v", r.code, status)
	}
	writeFile(t, filepath.Join(ws, ".claude", "settings.local.json"), `{"permissions": {"allow": ["mcp__engram__engram_commit"]}}`)
	r = runCLI(t, ws, "", env, "doctor")
	if r.code != exitError || !strings.Contains(r.stdout, "fail  host.claude_commit_allowlist") || !strings.Contains(r.stdout, "remedy:") {
		t.Fatalf("code %d\n%s", r.code, r.stdout)
	}
}

// TestInstallAlias: a lone engram gets an engram-mcp twin next to it.
//
// It is not parallel: it writes an executable and runs it, and a process
// that another test forks meanwhile would inherit the still-open file and
// make the exec fail with "text file busy" (golang.org/issue/22315).
func TestInstallAlias(t *testing.T) {
	dir := t.TempDir()
	exe := ""
	if runtime.GOOS == "windows" {
		exe = ".exe"
	}
	lone := filepath.Join(dir, "engram"+exe)
	data, _ := os.ReadFile(testBinary)
	if err := os.WriteFile(lone, data, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(lone, "install-alias")
	cmd.Env = scratchEnv(t)
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "created") {
		t.Fatalf("%v: %s", err, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "engram-mcp"+exe)); err != nil {
		t.Fatal("engram-mcp was not created")
	}
}

// TestInstallAliasCopyCutShort: where no link can be made, install-alias
// copies the binary; a copy cut short (here the file-size limit, as a full
// disk would) must leave no engram-mcp, so the next run makes a whole one
// instead of taking the truncated file for a working server.
//
// Not parallel, for TestInstallAlias's reason.
func TestInstallAliasCopyCutShort(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the file-size limit is set through bash's ulimit")
	}
	dir := t.TempDir()
	lone := filepath.Join(dir, "engram")
	data, _ := os.ReadFile(testBinary)
	if err := os.WriteFile(lone, data, 0o755); err != nil {
		t.Fatal(err)
	}
	alias := filepath.Join(dir, "engram-mcp")
	env := append(scratchEnv(t), "ENGRAM_TEST_ALIAS_COPY=1")
	// 1,024 blocks of at most 1 KiB: far less than the binary.
	cut := exec.Command("bash", "-c", `ulimit -f 1024 && exec "$0" install-alias`, lone)
	cut.Env = env
	if out, err := cut.CombinedOutput(); err == nil {
		t.Fatalf("a copy past the file-size limit succeeded: %s", out)
	}
	if _, err := os.Lstat(alias); err == nil {
		t.Fatal("a copy cut short left engram-mcp behind")
	}
	whole := exec.Command(lone, "install-alias")
	whole.Env = env
	out, err := whole.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "(copy of engram)") {
		t.Fatalf("%v: %s", err, out)
	}
	got, err := os.ReadFile(alias)
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("engram-mcp is not a whole copy of engram (%d of %d bytes, %v)", len(got), len(data), err)
	}
	if fi, _ := os.Stat(alias); fi.Mode().Perm()&0o111 == 0 {
		t.Fatalf("engram-mcp is not executable: %v", fi.Mode())
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".engram-mcp.engram-*")); len(left) > 0 {
		t.Fatalf("temp files left: %v", left)
	}
}

// TestLinkKeepsSymlinkedConfig: a dotfile-managed (symlinked) config is
// edited through the link, which stays a link.
func TestLinkKeepsSymlinkedConfig(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("symlinks need privileges on Windows")
	}
	home, ws := t.TempDir(), t.TempDir()
	target := filepath.Join(t.TempDir(), "gemini-settings.json")
	writeFile(t, target, "{}\n")
	link := filepath.Join(home, ".gemini", "settings.json")
	os.MkdirAll(filepath.Dir(link), 0o755)
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	if r := runCLI(t, ws, "", hostEnv(home, ws), "link", "--global", "gemini"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	fi, _ := os.Lstat(link)
	if fi.Mode()&os.ModeSymlink == 0 || !strings.Contains(readFile(t, target), "engram") {
		t.Fatal("the symlink was replaced or its target not edited")
	}
}

// TestLinkRefusesDanglingLink: a config (or its folder) that is a link to
// nothing, as a dotfiles manager leaves it when its folder is moved or not
// checked out: link replaced the link with a new file ("created"), so the
// dotfiles lost it, or, for a linked folder, printed "created" and failed
// with "mkdir …: file exists". Now link names the link and its target,
// exits 3 and writes nothing; unlink and upgrade have nothing there.
func TestLinkRefusesDanglingLink(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("symlinks need privileges on Windows")
	}
	for _, c := range []struct {
		name, link string
		args       []string
	}{
		{"user file", "~/.gemini/settings.json", []string{"link", "--global", "gemini"}},
		{"user folder", "~/.gemini", []string{"link", "--global", "gemini", "antigravity"}},
		{"workspace file", ".mcp.json", []string{"link", "claude"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			link, gone := hostFileAt(home, ws, c.link), filepath.Join(home, "dotfiles", "moved")
			if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(gone, link); err != nil {
				t.Fatal(err)
			}
			env := hostEnv(home, ws)
			r := runCLI(t, ws, "", env, c.args...)
			if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 || fileExists(gone) {
				t.Fatalf("%v replaced the link or created its target: %+v", c.args, r)
			}
			if r.code != exitConfig || !strings.Contains(r.stderr, "is a link to "+gone+", which does not exist") || strings.Contains(r.stdout, "created") {
				t.Errorf("%v beside a dangling link: %+v", c.args, r)
			}
			for _, md := range []string{filepath.Join(home, ".gemini", "GEMINI.md"), filepath.Join(ws, "CLAUDE.md")} {
				if fileExists(md) {
					t.Errorf("%v wrote %s", c.args, md)
				}
			}
			for _, cmd := range [][]string{append([]string{"unlink"}, c.args[1:]...), {"upgrade"}} {
				if r := runCLI(t, ws, "", env, cmd...); r.code != 0 {
					t.Errorf("%v: %+v", cmd, r)
				}
			}
		})
	}
}

// TestLinkRefusesAFolderForItsConfig: a host config path that is a folder
// (a dotfiles tool, a mistaken mkdir) is refused with what it is, and
// nothing is written. The message said "it is not a regular file (not a
// regular file)", which named nothing the user could act on.
func TestLinkRefusesAFolderForItsConfig(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, file string
		args       []string
	}{
		{"codex user config", "~/.codex/config.toml", []string{"link", "--global", "codex"}},
		{"claude workspace servers", ".mcp.json", []string{"link", "claude"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			home, ws := t.TempDir(), t.TempDir()
			dir := hostFileAt(home, ws, c.file)
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			r := runCLI(t, ws, "", hostEnv(home, ws), c.args...)
			if r.code != exitConfig || !strings.Contains(r.stderr, "refusing "+dir+": it is a folder (not a regular file)") || strings.Count(r.stderr, "not a regular file") != 1 {
				t.Errorf("%v with a folder at %s: %+v", c.args, c.file, r)
			}
			if entries, err := os.ReadDir(dir); err != nil || len(entries) != 0 {
				t.Errorf("%v wrote into the folder: %v %v", c.args, entries, err)
			}
		})
	}
}

// TestLinkSweepsStaleConfigTemps: a link killed between writing a config's
// temp file and renaming it leaves the temp beside the config; the next
// write of that config removes it once it is older than any write takes,
// and leaves a fresh one (another link in progress) and every other file.
func TestLinkSweepsStaleConfigTemps(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	old := time.Now().Add(-2 * staleTempAge)
	files := []struct {
		name  string
		mtime time.Time
		kept  bool
	}{
		{"..mcp.json.engram-1933370818", old, false}, // "." + ".mcp.json" + ".engram-*"
		{"..mcp.json.engram-378398070", time.Now(), true},
		{".AGENTS.md.engram-22186902", old, true}, // a config this link does not write
		{".mcp.json.engram-5", old, true},
	}
	for _, f := range files {
		p := filepath.Join(ws, f.name)
		writeFile(t, p, "{")
		if err := os.Chtimes(p, f.mtime, f.mtime); err != nil {
			t.Fatal(err)
		}
	}
	if r := runCLI(t, ws, "", hostEnv(home, ws), "link", "claude"); r.code != 0 {
		t.Fatalf("link: code %d %s", r.code, r.stderr)
	}
	for _, f := range files {
		_, err := os.Stat(filepath.Join(ws, f.name))
		if kept := err == nil; kept != f.kept {
			t.Errorf("%s: kept %v, want %v", f.name, kept, f.kept)
		}
	}
}

// TestAlwaysLoadOnlyWithoutHook: engram link adds --always-load only when
// the Engram Claude hook is neither installed nor being installed, and only
// where Claude Code reads it, .mcp.json and the printed `claude mcp add`
// line (engram-mcp.md, "Server instructions and tool search"). engram
// upgrade installs no hook, so it keeps the flag exactly when no hook is
// installed: it used to drop it, leaving engram_load deferred again.
func TestAlwaysLoadOnlyWithoutHook(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		steps [][]string
		want  string // args of .mcp.json's engram entry
	}{
		{"no hook", [][]string{{"link", "claude", "--no-hook"}}, "--always-load"},
		{"hook being installed", [][]string{{"link", "claude"}}, ""},
		{"hook already installed", [][]string{{"link", "claude"}, {"link", "claude", "--no-hook", "--force"}}, ""},
		{"user hook installed", [][]string{{"link", "--global", "claude"}, {"link", "claude", "--no-hook"}}, ""},
		{"upgrade without hook", [][]string{{"link", "claude", "--no-hook"}, {"upgrade"}}, "--always-load"},
		{"upgrade with hook", [][]string{{"link", "claude", "--no-hook"}, {"link", "claude"}, {"upgrade"}}, ""},
		{"refresh once hooked", [][]string{{"link", "claude", "--no-hook"}, {"link", "claude", "--refresh"}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			env := append(hostEnv(home, ws), "PATH="+filepath.Dir(testServerBinary)+string(os.PathListSeparator)+os.Getenv("PATH"))
			for _, step := range tt.steps {
				if r := spawnCLI(t, ws, "", env, step...); r.code != 0 {
					t.Fatalf("%v: exit %d\n%s%s", step, r.code, r.stdout, r.stderr)
				}
			}
			if e := claudeEntry(t, ws); e.Command != "engram-mcp" || strings.Join(e.Args, " ") != tt.want {
				t.Errorf("entry %+v, want engram-mcp with args %q", e, tt.want)
			}
		})
	}
}

// TestAlwaysLoadNeverElsewhere: with every host linked in both scopes and
// no hook, the flag is in .mcp.json and the printed claude line only; the
// Codex, Cursor, Gemini, Antigravity, OpenCode and Windsurf configs never
// get it (engram-mcp.md, "Server instructions and tool search").
func TestAlwaysLoadNeverElsewhere(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := append(hostEnv(home, ws), "PATH="+filepath.Dir(testServerBinary)+string(os.PathListSeparator)+os.Getenv("PATH"))
	var printed string
	for _, args := range [][]string{{"link", "all", "--no-hook"}, {"link", "--global", "all", "--no-hook"}} {
		r := spawnCLI(t, ws, "", env, args...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, r.code, r.stdout, r.stderr)
		}
		printed += r.stdout
	}
	for _, line := range strings.Split(printed, "\n") {
		if strings.Contains(line, "--always-load") != (line == "run: claude mcp add --scope user engram -- engram-mcp --always-load") {
			t.Errorf("printed line: %q", line)
		}
	}
	if !strings.Contains(printed, "claude mcp add --scope user engram -- engram-mcp --always-load") {
		t.Errorf("the printed claude line lacks the flag:\n%s", printed)
	}
	var configs int
	for _, root := range []string{home, ws} {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, _ := os.ReadFile(p)
			has := strings.Contains(string(data), "--always-load")
			if want := p == filepath.Join(ws, ".mcp.json"); has != want {
				t.Errorf("%s: has --always-load %v, want %v", p, has, want)
			}
			if strings.Contains(string(data), "engram-mcp") {
				configs++
			}
			return nil
		})
	}
	if configs < 9 { // .mcp.json, workspace codex, gemini, cursor, opencode; user codex, gemini, antigravity, cursor, opencode, windsurf
		t.Errorf("only %d files register engram-mcp", configs)
	}
}

// TestWindsurfWorkspaceSkipsMCP: "Workspace MCP for Windsurf is skipped,
// because the official contract only documents a user-level MCP config."
// A workspace link writes Windsurf's rule file and no MCP config anywhere,
// and says why and what to run; --global registers it in
// ~/.codeium/windsurf/mcp_config.json.
func TestWindsurfWorkspaceSkipsMCP(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := append(hostEnv(home, ws), "PATH="+filepath.Dir(testServerBinary)+string(os.PathListSeparator)+os.Getenv("PATH"))
	r := spawnCLI(t, ws, "", env, "link", "windsurf")
	if r.code != 0 || !strings.Contains(r.stdout, "skipped   windsurf MCP: Windsurf documents only a user-level MCP config") ||
		!strings.Contains(r.stdout, "engram link --global windsurf") {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	var written []string
	for _, root := range []string{home, ws} {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && filepath.Base(filepath.Dir(p)) != ".engram" { // engram's own link record
				rel, _ := filepath.Rel(root, p)
				written = append(written, filepath.ToSlash(rel))
			}
			return err
		})
	}
	if strings.Join(written, " ") != ".windsurf/rules/engram.md" {
		t.Errorf("a workspace windsurf link wrote %v, want only its rule file", written)
	}
	if g := spawnCLI(t, ws, "", env, "link", "--global", "windsurf"); g.code != 0 {
		t.Fatalf("--global: %s", g.stderr)
	}
	if s := readFile(t, filepath.Join(home, ".codeium", "windsurf", "mcp_config.json")); !strings.Contains(s, `"engram"`) || strings.Contains(s, "--always-load") {
		t.Errorf("user-level windsurf config:\n%s", s)
	}
}

// TestUpgradeKeepsUserParts: "engram upgrade and engram link <host> re-pin
// existing entries" (engram-mcp.md, "Registration"). Re-pinning moves the
// command forward; the server options a user added (--no-elicitation, which
// the page tells users of hosts that auto-reject dialogs to add) and the
// members Engram does not write (env, timeout) stay. upgrade used to
// rewrite the whole entry and drop both; --force still replaces it whole.
func TestUpgradeKeepsUserParts(t *testing.T) {
	t.Parallel()
	const user = `{"mcpServers": {"engram": {"command": "engram-mcp", "args": ["--no-elicitation"], "env": {"ENGRAM_GLOBAL_DIR": "/team/memory"}, "timeout": 30000}}}` + "\n"
	tests := []struct {
		args      []string
		keepsUser bool
	}{
		{[]string{"upgrade"}, true},
		{[]string{"link", "claude", "--no-hook", "--refresh"}, true},
		{[]string{"link", "claude", "--no-hook"}, true},
		{[]string{"link", "claude", "--no-hook", "--force"}, false},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			env := append(hostEnv(home, ws), "PATH="+filepath.Dir(testServerBinary)+string(os.PathListSeparator)+os.Getenv("PATH"))
			for _, p := range []string{filepath.Join(ws, ".mcp.json"), filepath.Join(ws, ".gemini", "settings.json")} {
				writeFile(t, p, user)
			}
			if r := spawnCLI(t, ws, "", env, tt.args...); r.code != 0 {
				t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
			}
			files := []string{".mcp.json"}
			if tt.args[0] == "upgrade" {
				files = append(files, filepath.Join(".gemini", "settings.json"))
			}
			for _, f := range files {
				var doc struct {
					MCPServers map[string]map[string]any `json:"mcpServers"`
				}
				if err := json.Unmarshal([]byte(readFile(t, filepath.Join(ws, f))), &doc); err != nil {
					t.Fatal(err)
				}
				e := doc.MCPServers["engram"]
				args, _ := json.Marshal(e["args"])
				kept := strings.Contains(string(args), `"--no-elicitation"`) && e["env"] != nil && e["timeout"] == 30000.0
				if kept != tt.keepsUser || e["command"] != "engram-mcp" {
					t.Errorf("%s: %v, want the user's option, env and timeout kept: %v", f, e, tt.keepsUser)
				}
			}
		})
	}
}

// TestCodexUpgradeKeepsUserParts: the Codex side of "engram upgrade and
// engram link <host> re-pin existing entries". A user who adds env the way
// Codex documents it (env = { … } under [mcp_servers.engram]) and
// --no-elicitation to args inside the managed block keeps both through
// upgrade and link. Before, that inline env made both fail (exit 3,
// "mcp_servers.engram is defined inline"), which stopped the whole user
// scope's upgrade, and a link dropped the rest.
func TestCodexUpgradeKeepsUserParts(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := append(hostEnv(home, ws), "PATH="+filepath.Dir(testServerBinary)+string(os.PathListSeparator)+os.Getenv("PATH"))
	if r := spawnCLI(t, ws, "", env, "link", "--global", "codex"); r.code != 0 {
		t.Fatalf("link: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	cfg := filepath.Join(home, ".codex", "config.toml")
	s := strings.Replace(readFile(t, cfg), "args = []\n", `args = ["--no-elicitation"]`+"\n"+`env = { ENGRAM_GLOBAL_DIR = "/team/memory" }`+"\n", 1)
	writeFile(t, cfg, s)
	for _, args := range [][]string{{"upgrade"}, {"link", "--global", "codex"}} {
		r := spawnCLI(t, ws, "", env, args...)
		got := readFile(t, cfg)
		if r.code != 0 || !strings.Contains(got, `args = ["--no-elicitation"]`) || !strings.Contains(got, `env = { ENGRAM_GLOBAL_DIR = "/team/memory" }`) ||
			!strings.Contains(got, `approval_mode = "prompt"`) {
			t.Errorf("%v: exit %d\n%s%s\n%s", args, r.code, r.stdout, r.stderr, got)
		}
	}
}

// TestGlobalOpenCodeFile: "Global OpenCode | the mcp field in
// ~/.config/opencode/opencode.jsonc / opencode.json". An existing
// opencode.jsonc is the file edited (its comment kept), and no
// opencode.json appears beside it; with neither, opencode.json is created.
func TestGlobalOpenCodeFile(t *testing.T) {
	t.Parallel()
	for _, existing := range []string{"opencode.jsonc", "opencode.json", ""} {
		t.Run("existing "+existing, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			env := append(hostEnv(home, ws), "PATH="+filepath.Dir(testServerBinary)+string(os.PathListSeparator)+os.Getenv("PATH"))
			dir := filepath.Join(home, ".config", "opencode")
			want := "opencode.json"
			if existing != "" {
				writeFile(t, filepath.Join(dir, existing), "{\n  // mine\n  \"theme\": \"x\",\n}\n")
				want = existing
			}
			if r := spawnCLI(t, ws, "", env, "link", "--global", "opencode"); r.code != 0 {
				t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
			}
			entries, _ := os.ReadDir(dir)
			var configs []string
			for _, e := range entries {
				if strings.HasPrefix(e.Name(), "opencode.json") {
					configs = append(configs, e.Name())
				}
			}
			got := readFile(t, filepath.Join(dir, want))
			if strings.Join(configs, " ") != want || !strings.Contains(got, `"engram"`) || existing != "" && !strings.Contains(got, "// mine") {
				t.Errorf("configs %v, want only %s with the entry (and the user's comment):\n%s", configs, want, got)
			}
		})
	}
}

// mcpEntry is a host's server entry: the command and its arguments.
type mcpEntry struct {
	Command string   `json:"command"`
	Args    []string `json:"args"`
}

// claudeEntry is Engram's entry in the workspace's .mcp.json.
func claudeEntry(t *testing.T, ws string) mcpEntry {
	t.Helper()
	var doc struct {
		MCPServers map[string]mcpEntry `json:"mcpServers"`
	}
	if err := json.Unmarshal([]byte(readFile(t, filepath.Join(ws, ".mcp.json"))), &doc); err != nil {
		t.Fatal(err)
	}
	return doc.MCPServers["engram"]
}

// writeFiles writes each rel -> content under dir, making the folders.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for rel, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestUnlinkUpgradeNameOnlyEngramFiles: unlink and upgrade list only files
// that hold Engram's part. A home with the user's own host files (Claude's
// "approve project servers", Codex's trusted project, the opencode.jsonc
// OpenCode writes) and no Engram entry is "nothing to remove/re-pin" in the
// user scope, as README says. Before, upgrade and unlink --global listed
// each as "unchanged", never said "nothing to …", and unlink printed "run:
// claude mcp remove --scope user engram" for a server Claude did not have.
func TestUnlinkUpgradeNameOnlyEngramFiles(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	userFiles := map[string]string{
		".claude/settings.json":           "{\"enableAllProjectMcpServers\": true}\n",
		".claude.json":                    "{\"numStartups\": 1}\n",
		".codex/config.toml":              "[projects.\"/p\"]\ntrust_level = \"trusted\"\n",
		".config/opencode/opencode.jsonc": "{\n  \"$schema\": \"https://opencode.ai/config.json\"\n}",
		".gemini/settings.json":           "{\"ui\": {\"theme\": \"x\"}}\n",
	}
	writeFiles(t, home, userFiles)
	writeFiles(t, ws, map[string]string{".mcp.json": "{\"mcpServers\": {\"other\": {\"command\": \"other\"}}}\n", "AGENTS.md": "# mine\n"})
	env := hostEnv(home, ws)
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"upgrade"}, []string{"nothing to re-pin in " + ws, "nothing to re-pin in the user scope"}},
		{[]string{"unlink", "all", "--global"}, []string{"nothing to remove in the user scope"}},
		{[]string{"unlink", "all"}, []string{"nothing to remove in " + ws}},
	} {
		r := spawnCLI(t, ws, "", env, c.args...)
		if r.code != 0 || strings.Contains(r.stdout, "unchanged") || strings.Contains(r.stdout, "claude mcp remove") {
			t.Errorf("%v listed a file without Engram's part: %+v", c.args, r)
		}
		for _, w := range c.want {
			if !strings.Contains(r.stdout, w) {
				t.Errorf("%v: no %q in %+v", c.args, w, r)
			}
		}
	}
	for rel, content := range userFiles {
		if got := readFile(t, filepath.Join(home, rel)); got != content {
			t.Errorf("%s changed: %q", rel, got)
		}
	}
	// A file that holds a current entry is still listed by upgrade, and a
	// user-scope server in ~/.claude.json still gets the 'claude mcp
	// remove' line.
	if r := spawnCLI(t, ws, "", env, "link", "claude"); r.code != 0 {
		t.Fatalf("link: %+v", r)
	}
	if r := spawnCLI(t, ws, "", env, "upgrade", "claude"); r.code != 0 || !strings.Contains(r.stdout, "unchanged .mcp.json") {
		t.Errorf("upgrade no longer names a current entry: %+v", r)
	}
	writeFiles(t, home, map[string]string{".claude.json": "{\"mcpServers\": {\"engram\": {\"command\": \"engram-mcp\", \"args\": []}}}\n"})
	if r := spawnCLI(t, ws, "", env, "unlink", "claude", "--global"); r.code != 0 || !strings.Contains(r.stdout, "run: claude mcp remove --scope user engram") || strings.Contains(r.stdout, "nothing to remove") {
		t.Errorf("unlink --global lost the claude mcp remove line: %+v", r)
	}
}

// TestLinkSaysWhatTheHostAsksFirst: right after 'engram link', Claude
// Code's 'claude mcp list' says "Pending approval" and Gemini CLI's "Disabled"
// (an untrusted folder), which a new user reads as a failed link; link said
// so only for Codex's trusted projects. It now says it for Claude and Gemini
// too, and not where it registers no server (--no-mcp) or for unlink.
func TestLinkSaysWhatTheHostAsksFirst(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"link", "claude", "--dry-run"}, `'claude mcp list' says "Pending approval" until then`},
		{[]string{"link", "gemini", "--dry-run"}, `until then 'gemini mcp list' says "Disabled"`},
		{[]string{"link", "gemini", "--global", "--dry-run"}, `until then 'gemini mcp list' says "Disabled"`},
	} {
		if r := spawnCLI(t, ws, "", env, c.args...); r.code != 0 || !strings.Contains(r.stdout, c.want) {
			t.Errorf("%v: no %q in %+v", c.args, c.want, r)
		}
	}
	for _, args := range [][]string{{"link", "claude", "gemini", "--no-mcp", "--dry-run"}, {"unlink", "claude", "gemini"}} {
		if r := spawnCLI(t, ws, "", env, args...); r.code != 0 || strings.Contains(r.stdout, "note: ") {
			t.Errorf("%v: %+v", args, r)
		}
	}
}

// TestDoctorWarnsOfAnUnpinnedNpxForm: a development build linked where
// engram-mcp is not on PATH registers 'npx -y --package
// @the-long-ride/engram engram-mcp', unpinned: it runs the latest release npm
// has, not this build, and nothing before the first one, while doctor said
// pass. It now warns with the way forward; a pinned form of this version
// and engram-mcp still pass.
func TestDoctorWarnsOfAnUnpinnedNpxForm(t *testing.T) {
	t.Parallel()
	home, ws, bin := t.TempDir(), t.TempDir(), t.TempDir()
	for _, name := range []string{"npx", "engram-mcp"} {
		if err := os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	env := append(hostEnv(home, ws), "PATH="+bin)
	entry := func(command string, args ...string) string {
		quoted := []string{}
		for _, a := range args {
			quoted = append(quoted, `"`+a+`"`)
		}
		return `{"mcpServers": {"engram": {"command": "` + command + `", "args": [` + strings.Join(quoted, ", ") + `]}}}`
	}
	for _, c := range []struct {
		settings string
		warn     bool
	}{
		{entry("npx", "-y", "--package", "@the-long-ride/engram", "engram-mcp"), true},
		{entry("engram-mcp"), false},
	} {
		writeFiles(t, ws, map[string]string{".gemini/settings.json": c.settings})
		r := spawnCLI(t, ws, "", env, "doctor")
		line := ""
		for _, l := range strings.Split(r.stdout, "\n") {
			if strings.Contains(l, "host.gemini ") {
				line = l
			}
		}
		warned := strings.HasPrefix(line, "warn") && strings.Contains(line, "unpinned") && strings.Contains(r.stdout, "engram link --refresh")
		if warned != c.warn || !c.warn && !strings.HasPrefix(line, "pass") {
			t.Errorf("%s: warned %v, want %v:\n%s", c.settings, warned, c.warn, r.stdout)
		}
	}
}

// TestLinkGlobalClaudeKnowsTheUserServer: 'engram link --global claude'
// printed "run: claude mcp add --scope user engram -- engram-mcp" every time,
// and once ~/.claude.json has the server (the first run's line, run) Claude
// answers it "MCP server engram already exists in user config", exit 1. It
// now says the server is there, gives remove-then-add for another Engram
// command, and leaves a server of another program by that name to the user.
func TestLinkGlobalClaudeKnowsTheUserServer(t *testing.T) {
	t.Parallel()
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "engram-mcp"), []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	server := func(command string, args ...string) string {
		quoted := []string{}
		for _, a := range args {
			quoted = append(quoted, `"`+a+`"`)
		}
		return `{"numStartups": 3, "mcpServers": {"engram": {"type": "stdio", "command": "` + command + `", "args": [` + strings.Join(quoted, ", ") + `], "env": {}}}}`
	}
	for _, c := range []struct {
		claudeJSON string // "" for none
		want       string
	}{
		{"", "run: claude mcp add --scope user engram -- engram-mcp\n     ("},
		{`{"numStartups": 3}`, "run: claude mcp add --scope user engram -- engram-mcp\n     ("},
		{server("engram-mcp"), "note: ~/.claude.json already has the user-scope engram server (engram-mcp)"},
		{server("npx", "-y", "--package", "@the-long-ride/engram@0.9.0", "engram-mcp"), "run: claude mcp remove --scope user engram && claude mcp add --scope user engram -- engram-mcp\n     (the engram server in ~/.claude.json runs npx -y --package @the-long-ride/engram@0.9.0 engram-mcp"},
		{server("python3", "my_engram.py"), "runs python3 my_engram.py, not Engram; engram leaves it"},
	} {
		home, ws := t.TempDir(), t.TempDir()
		if c.claudeJSON != "" {
			writeFiles(t, home, map[string]string{".claude.json": c.claudeJSON})
		}
		r := spawnCLI(t, ws, "", append(hostEnv(home, ws), "PATH="+bin), "link", "--global", "claude", "--dry-run")
		if r.code != 0 || !strings.Contains(r.stdout, c.want) {
			t.Errorf("~/.claude.json %q: no %q in %+v", c.claudeJSON, c.want, r)
		}
		if c.claudeJSON != "" && readFile(t, filepath.Join(home, ".claude.json")) != c.claudeJSON {
			t.Errorf("link changed ~/.claude.json")
		}
	}
}

// TestStaleServerAliasIsReplaced: 'go install .' over an engram whose
// engram-mcp is a hard link (install-alias, link) writes engram as a new
// file, and the old link kept running the old server: install-alias said
// "already exists", link and upgrade took it for current (walk45: hosts ran
// ed9a8ce's server after 199d462 was installed). install-alias and upgrade
// now replace an older engram build's engram-mcp; --dry-run does not, and an
// engram-mcp that is not an engram build is left alone.
//
// Not parallel, for TestInstallAlias's reason (it writes and runs binaries).
func TestStaleServerAliasIsReplaced(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the alias is engram-mcp.exe there; the rule is the same")
	}
	data, err := os.ReadFile(testBinary)
	if err != nil {
		t.Fatal(err)
	}
	older := []byte("an older engram build of " + npmPackage + " (not runnable)\n")
	setup := func(aliasContent []byte) (dir, engram, alias string) {
		dir = t.TempDir()
		engram, alias = filepath.Join(dir, "engram"), filepath.Join(dir, "engram-mcp")
		if err := os.WriteFile(engram, data, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(alias, aliasContent, 0o755); err != nil {
			t.Fatal(err)
		}
		return dir, engram, alias
	}
	run := func(engram string, env []string, args ...string) string {
		cmd := exec.Command(engram, args...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v: %s", args, err, out)
		}
		return string(out)
	}
	current := func(alias string) bool {
		got, err := os.ReadFile(alias)
		return err == nil && bytes.Equal(got, data)
	}

	_, engram, alias := setup(older)
	if out := run(engram, scratchEnv(t), "doctor"); !strings.Contains(out, "warn  host.server_alias") || !strings.Contains(out, "run 'engram install-alias'") {
		t.Errorf("doctor did not see the older engram-mcp: %s", out)
	}
	if out := run(engram, scratchEnv(t), "install-alias"); !strings.Contains(out, "replaced "+alias+", an older engram build") || !current(alias) {
		t.Errorf("install-alias left the older build: %s", out)
	}
	if out := run(engram, scratchEnv(t), "install-alias"); !strings.Contains(out, "already exists") {
		t.Errorf("a current engram-mcp was replaced again: %s", out)
	}
	if out := run(engram, scratchEnv(t), "doctor"); strings.Contains(out, "host.server_alias") {
		t.Errorf("doctor warns of a current engram-mcp: %s", out)
	}

	home, ws := t.TempDir(), t.TempDir()
	_, engram, alias = setup(older)
	env := append(hostEnv(home, ws), "PATH="+filepath.Dir(engram))
	if out := run(engram, env, "link", "claude", "--dry-run"); strings.Contains(out, "replaced") || current(alias) {
		t.Errorf("--dry-run replaced engram-mcp: %s", out)
	}
	if out := run(engram, env, "upgrade"); !strings.Contains(out, "replaced "+alias) || !current(alias) {
		t.Errorf("upgrade left the older build: %s", out)
	}

	mine := []byte("#!/bin/sh\necho my own engram-mcp\n")
	_, engram, alias = setup(mine)
	if out := run(engram, scratchEnv(t), "install-alias"); !strings.Contains(out, "already exists") {
		t.Errorf("install-alias touched the user's engram-mcp: %s", out)
	}
	if got, _ := os.ReadFile(alias); !bytes.Equal(got, mine) {
		t.Errorf("the user's engram-mcp changed")
	}
}

// TestNewerServerAliasIsKept: an older engram run by mistake (an old install
// earlier on PATH) replaced a newer engram-mcp with itself, downgrading the
// server every host runs. Link, upgrade and install-alias now leave a newer
// engram build as it is and say so, doctor names the mismatch, and an older
// build is still replaced.
//
// Not parallel, for TestInstallAlias's reason (it writes and runs binaries).
func TestNewerServerAliasIsKept(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the alias is engram-mcp.exe there; the rule is the same")
	}
	if testing.Short() {
		t.Skip("builds two binaries")
	}
	build := func(v string) []byte {
		bin := filepath.Join(t.TempDir(), "engram")
		// TestMain's flags, so the package is relinked, not compiled again.
		cmd := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-tags", "crashpoints", "-ldflags=-X main.version="+v, "-o", bin, ".")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
		data, err := os.ReadFile(bin)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	v1, v2 := build("1.4.0"), build("1.10.0")
	tests := []struct {
		name          string
		engram, alias []byte
		args          []string
		want          string
		kept          bool
	}{
		{"install-alias keeps a newer one", v1, v2, []string{"install-alias"}, "(1.10.0) as it is: it is a newer engram build than this engram (1.4.0)", true},
		{"upgrade keeps a newer one", v1, v2, []string{"upgrade"}, "it is a newer engram build", true},
		{"link keeps a newer one", v1, v2, []string{"link", "claude"}, "it is a newer engram build", true},
		{"doctor names a newer one", v1, v2, []string{"doctor"}, "is a newer engram build (1.10.0) than this engram (1.4.0)", true},
		{"install-alias replaces an older one", v2, v1, []string{"install-alias"}, "an older engram build", false},
	}
	for _, tt := range tests {
		dir, home, ws := t.TempDir(), t.TempDir(), t.TempDir()
		engram, alias := filepath.Join(dir, "engram"), filepath.Join(dir, "engram-mcp")
		if err := os.WriteFile(engram, tt.engram, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(alias, tt.alias, 0o755); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(engram, tt.args...)
		cmd.Dir = ws
		cmd.Env = append(hostEnv(home, ws), "PATH="+dir)
		out, _ := cmd.CombinedOutput()
		if !strings.Contains(string(out), tt.want) {
			t.Errorf("%s: no %q in:\n%s", tt.name, tt.want, out)
		}
		got, _ := os.ReadFile(alias)
		if kept := bytes.Equal(got, tt.alias); kept != tt.kept {
			t.Errorf("%s: engram-mcp kept = %v, want %v", tt.name, kept, tt.kept)
		}
	}
}

// TestLinkTrustNotesOnlyWhenNeeded: link's notes on what a host asks first
// (Claude's approval, Codex's and Gemini's folder trust) printed even where
// the user had already answered. They are left out when the host's own
// files, only read, hold the answer; a refusal, another folder's answer or
// an unreadable file keeps the note.
func TestLinkTrustNotesOnlyWhenNeeded(t *testing.T) {
	t.Parallel()
	const claudeNote, codexNote, geminiNote = "Pending approval", "Codex reads .codex/config.toml only in a project you trust", `'gemini mcp list' says "Disabled"`
	tests := []struct {
		name, host, note string
		files            map[string]string // home-relative ("~/") or workspace-relative files; $WS is the workspace, $PARENT its folder
		wantNote         bool
	}{
		{"claude, nothing answered", "claude", claudeNote, nil, true},
		{"claude, approved in its dialog", "claude", claudeNote, map[string]string{"~/.claude.json": `{"projects": {"$WS": {"enabledMcpjsonServers": ["engram"]}}}`}, false},
		{"claude, all project servers approved", "claude", claudeNote, map[string]string{".claude/settings.local.json": `{"enableAllProjectMcpServers": true}`}, false},
		// Claude Code rejects a settings file with a comment whole: it still asks.
		{"claude, all approved in a commented settings file", "claude", claudeNote, map[string]string{".claude/settings.local.json": "{\n  // mine\n  \"enableAllProjectMcpServers\": true\n}"}, true},
		{"claude, another server approved", "claude", claudeNote, map[string]string{"~/.claude.json": `{"projects": {"$WS": {"enabledMcpjsonServers": ["other"]}}}`}, true},
		{"claude, another folder approved", "claude", claudeNote, map[string]string{"~/.claude.json": `{"projects": {"/elsewhere": {"enableAllProjectMcpServers": true}}}`}, true},
		{"claude, engram named in a settings file only", "claude", claudeNote, map[string]string{".claude/settings.local.json": `{"enabledMcpjsonServers": ["engram"]}`}, true},
		{"codex, nothing answered", "codex", codexNote, nil, true},
		{"codex, trusted", "codex", codexNote, map[string]string{"~/.codex/config.toml": "model = \"o4\"\n\n[projects.\"$WS\"]\ntrust_level = \"trusted\"\n"}, false},
		{"codex, untrusted", "codex", codexNote, map[string]string{"~/.codex/config.toml": "[projects.\"$WS\"]\ntrust_level = \"untrusted\"\n"}, true},
		{"codex, unparsable", "codex", codexNote, map[string]string{"~/.codex/config.toml": "[projects.\"$WS\"\ntrust_level = \"trusted\"\n"}, true},
		{"gemini, nothing answered", "gemini", geminiNote, nil, true},
		{"gemini, folder trusted", "gemini", geminiNote, map[string]string{"~/.gemini/trustedFolders.json": "{\n  // mine\n  \"$WS\": \"TRUST_FOLDER\"\n}"}, false},
		{"gemini, parent trusted", "gemini", geminiNote, map[string]string{"~/.gemini/trustedFolders.json": `{"$WS/sub": "TRUST_PARENT"}`}, false},
		{"gemini, parent trusted but not this folder", "gemini", geminiNote, map[string]string{"~/.gemini/trustedFolders.json": `{"$PARENT": "TRUST_FOLDER", "$WS": "DO_NOT_TRUST"}`}, true},
		{"gemini, folder trust off", "gemini", geminiNote, map[string]string{"~/.gemini/settings.json": `{"security": {"folderTrust": {"enabled": false}}}`}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			home, ws := t.TempDir(), t.TempDir()
			for name, content := range tt.files {
				p := filepath.Join(ws, filepath.FromSlash(name))
				if rest, ok := strings.CutPrefix(name, "~/"); ok {
					p = filepath.Join(home, filepath.FromSlash(rest))
				}
				content = strings.NewReplacer("$WS", filepath.ToSlash(ws), "$PARENT", filepath.ToSlash(filepath.Dir(ws))).Replace(content)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil || os.WriteFile(p, []byte(content), 0o644) != nil {
					t.Fatal(err)
				}
			}
			before := treeSnapshot(t, home)
			r := spawnCLI(t, ws, "", hostEnv(home, ws), "link", tt.host, "--dry-run")
			if r.code != 0 || strings.Contains(r.stdout, tt.note) != tt.wantNote {
				t.Errorf("link %s: note %v, want %v: exit %d %s %s", tt.host, !tt.wantNote, tt.wantNote, r.code, r.stdout, r.stderr)
			}
			if after := treeSnapshot(t, home); after != before {
				t.Errorf("link --dry-run changed the host's files:\n%s\n->\n%s", before, after)
			}
		})
	}
}

// treeSnapshot lists every file under dir with its content.
func treeSnapshot(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			data, _ := os.ReadFile(p)
			fmt.Fprintf(&b, "%s %q\n", p, data)
		}
		return nil
	})
	return b.String()
}

// TestUnlinkKeepsABlockAnotherHostReads: Codex and OpenCode both read a
// workspace's AGENTS.md, Gemini CLI and Antigravity both ~/.gemini/GEMINI.md.
// Unlinking one of the two removed the block the other, still registered,
// relied on (walk47: OpenCode lost its instructions after 'engram unlink
// codex'), and with AGENTS.md a link to CLAUDE.md, Claude Code did. Unlink
// now keeps it and says why; unlinking both removes it.
func TestUnlinkKeepsABlockAnotherHostReads(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	writeFiles(t, ws, map[string]string{"AGENTS.md": "# Team\r\n\r\n- Use sqlc.\r\n"})
	for _, args := range [][]string{{"link", "codex", "opencode"}, {"link", "--global", "gemini", "antigravity"}} {
		if r := spawnCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: %+v", args, r)
		}
	}
	agents, gemini := filepath.Join(ws, "AGENTS.md"), filepath.Join(home, ".gemini", "GEMINI.md")
	for _, c := range []struct {
		args []string
		file string
		kept string
	}{
		{[]string{"unlink", "codex"}, agents, "kept      AGENTS.md: OpenCode reads its Engram block too"},
		{[]string{"unlink", "--global", "gemini"}, gemini, "('engram unlink antigravity --global' removes it)"},
	} {
		r := spawnCLI(t, ws, "", env, c.args...)
		if r.code != 0 || !strings.Contains(r.stdout, c.kept) || !strings.Contains(readFile(t, c.file), mdBlockStart) {
			t.Errorf("%v removed the block its partner reads: %+v", c.args, r)
		}
	}
	if r := spawnCLI(t, ws, "", env, "unlink", "opencode"); r.code != 0 || readFile(t, agents) != "# Team\r\n\r\n- Use sqlc.\r\n" {
		t.Errorf("unlink opencode, the last of the two, left the block: %+v\n%q", r, readFile(t, agents))
	}
	if r := spawnCLI(t, ws, "", env, "unlink", "--global", "antigravity"); r.code != 0 || fileExists(gemini) {
		t.Errorf("unlink antigravity, the last of the two, left ~/.gemini/GEMINI.md: %+v", r)
	}
	// A team's AGENTS.md that is a link to CLAUDE.md: unlinking Codex kept
	// nothing of Claude Code's block.
	ws2 := t.TempDir()
	writeFiles(t, ws2, map[string]string{"CLAUDE.md": "# Team\n"})
	if err := os.Symlink("CLAUDE.md", filepath.Join(ws2, "AGENTS.md")); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	env2 := hostEnv(home, ws2)
	if r := spawnCLI(t, ws2, "", env2, "link", "claude", "codex"); r.code != 0 {
		t.Fatalf("link: %+v", r)
	}
	if r := spawnCLI(t, ws2, "", env2, "unlink", "codex"); r.code != 0 || !strings.Contains(r.stdout, "kept      AGENTS.md: Claude Code reads") || !strings.Contains(readFile(t, filepath.Join(ws2, "CLAUDE.md")), mdBlockStart) {
		t.Errorf("unlink codex removed Claude Code's block through AGENTS.md -> CLAUDE.md: %+v", r)
	}
	if r := spawnCLI(t, ws2, "", env2, "unlink", "claude"); r.code != 0 || readFile(t, filepath.Join(ws2, "CLAUDE.md")) != "# Team\n" {
		t.Errorf("unlink claude: %+v", r)
	}
}

// TestUpgradeLeavesOutAClaudeMDWithoutTheBlock: with the block in
// ~/.claude/CLAUDE.md, link keeps none in the project's CLAUDE.md; upgrade
// then listed "unchanged CLAUDE.md" though that file holds nothing of
// Engram's (README: upgrade lists only files that hold an entry, block or
// hook). walk47.
func TestUpgradeLeavesOutAClaudeMDWithoutTheBlock(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	writeFiles(t, ws, map[string]string{"CLAUDE.md": "# Team\n\n- Run make test.\n"})
	for _, args := range [][]string{{"link", "--global", "claude"}, {"link", "claude"}} {
		if r := spawnCLI(t, ws, "", env, args...); r.code != 0 {
			t.Fatalf("%v: %+v", args, r)
		}
	}
	r := spawnCLI(t, ws, "", env, "upgrade", "claude")
	if r.code != 0 || strings.Contains(r.stdout, " CLAUDE.md\n") || !strings.Contains(r.stdout, "unchanged .mcp.json") || !strings.Contains(r.stdout, "unchanged ~/.claude/CLAUDE.md") {
		t.Errorf("upgrade: %+v", r)
	}
	if got := readFile(t, filepath.Join(ws, "CLAUDE.md")); got != "# Team\n\n- Run make test.\n" {
		t.Errorf("CLAUDE.md changed: %q", got)
	}
}

// TestMistypedTargetHint: a mistyped host ("claud") got the usage line but
// no "did you mean", which a mistyped command or flag gets (README). walk47.
func TestMistypedTargetHint(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	for _, c := range []struct {
		args []string
		hint string
	}{
		{[]string{"link", "claud"}, "did you mean 'engram link claude'?"},
		{[]string{"unlink", "Cursor"}, "did you mean 'engram unlink cursor'?"},
		{[]string{"upgrade", "gemni"}, "did you mean 'engram upgrade gemini'?"},
	} {
		r := spawnCLI(t, ws, "", hostEnv(home, ws), c.args...)
		if r.code != exitUsage || !strings.Contains(r.stderr, c.hint) || !strings.Contains(r.stderr, "claude|codex|gemini") {
			t.Errorf("%v: %+v", c.args, r)
		}
	}
	if r := spawnCLI(t, ws, "", hostEnv(home, ws), "link", "vscode"); r.code != exitUsage || strings.Contains(r.stderr, "did you mean") {
		t.Errorf("link vscode: %+v", r)
	}
}

// TestCodexTrustNoteNamesCodexHome: the trust note told a user with
// CODEX_HOME set to add the project to ~/.codex/config.toml, a file Codex
// does not read then; it names $CODEX_HOME/config.toml (walk47).
func TestCodexTrustNoteNamesCodexHome(t *testing.T) {
	t.Parallel()
	home, ws, codex := t.TempDir(), t.TempDir(), t.TempDir()
	r := spawnCLI(t, ws, "", append(hostEnv(home, ws), "CODEX_HOME="+codex), "link", "codex", "--dry-run")
	if r.code != 0 || !strings.Contains(r.stdout, "add these two lines to "+filepath.Join(codex, "config.toml")+":\n") {
		t.Errorf("%+v", r)
	}
	r = spawnCLI(t, ws, "", hostEnv(home, ws), "link", "codex", "--dry-run")
	if r.code != 0 || !strings.Contains(r.stdout, "add these two lines to "+filepath.Join("~", ".codex", "config.toml")+":\n") {
		t.Errorf("%+v", r)
	}
}

// TestClaudeConfigDir: with CLAUDE_CONFIG_DIR set, Claude Code keeps its
// user settings, CLAUDE.md and .claude.json there (checked with the real
// claude: 'claude mcp add --scope user' wrote $CLAUDE_CONFIG_DIR/.claude.json).
// link --global wrote ~/.claude and doctor read ~/.claude.json, files
// Claude Code then never reads (walk47).
func TestClaudeConfigDir(t *testing.T) {
	t.Parallel()
	home, ws, cfg := t.TempDir(), t.TempDir(), t.TempDir()
	env := append(hostEnv(home, ws), "CLAUDE_CONFIG_DIR="+cfg)
	r := spawnCLI(t, ws, "", env, "link", "--global", "claude")
	if r.code != 0 || !strings.Contains(r.stdout, "keeps user MCP servers in "+filepath.Join(cfg, ".claude.json")) {
		t.Errorf("link --global: %+v", r)
	}
	for _, f := range []string{"CLAUDE.md", "settings.json"} {
		if !fileExists(filepath.Join(cfg, f)) || fileExists(filepath.Join(home, ".claude", f)) {
			t.Errorf("%s not in CLAUDE_CONFIG_DIR only", f)
		}
	}
	writeFiles(t, cfg, map[string]string{".claude.json": "{\"mcpServers\": {\"engram\": {\"command\": \"engram-mcp\", \"args\": []}}}\n"})
	if r := spawnCLI(t, ws, "", env, "doctor"); !strings.Contains(r.stdout, "host.claude.global           "+filepath.Join(cfg, ".claude.json")+": ") {
		t.Errorf("doctor did not read $CLAUDE_CONFIG_DIR/.claude.json: %+v", r)
	}
	// The user-level block there is the one Claude Code loads: the
	// project's CLAUDE.md gets none.
	if r := spawnCLI(t, ws, "", env, "link", "claude"); r.code != 0 || fileExists(filepath.Join(ws, "CLAUDE.md")) {
		t.Errorf("link claude wrote a second block: %+v", r)
	}
	if r := spawnCLI(t, ws, "", env, "unlink", "--global", "claude"); r.code != 0 || fileExists(filepath.Join(cfg, "CLAUDE.md")) || fileExists(filepath.Join(cfg, "settings.json")) {
		t.Errorf("unlink --global: %+v", r)
	}
}

// TestLinkWritesAFileOfTwoNamesOnce: with AGENTS.md a link (symbolic or
// hard) to CLAUDE.md, link planned both names from the file as it was and
// wrote it twice, "updated CLAUDE.md" then "updated AGENTS.md", and
// --dry-run showed the same diff twice (stop 47). One write now holds both
// hosts' edits, and AGENTS.md's line names the file it shares.
func TestLinkWritesAFileOfTwoNamesOnce(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		link func(oldname, newname string) error
	}{{"symlink", os.Symlink}, {"hard link", os.Link}} {
		home, ws := t.TempDir(), t.TempDir()
		env := hostEnv(home, ws)
		writeFiles(t, ws, map[string]string{"CLAUDE.md": "# Team\n"})
		target := "CLAUDE.md"
		if c.name == "hard link" {
			target = filepath.Join(ws, "CLAUDE.md")
		}
		if err := c.link(target, filepath.Join(ws, "AGENTS.md")); err != nil {
			t.Logf("%s: not here: %v", c.name, err)
			continue
		}
		dry := spawnCLI(t, ws, "", env, "link", "claude", "codex", "--dry-run")
		if dry.code != 0 || strings.Count(dry.stdout, "+"+mdBlockStart) != 1 {
			t.Errorf("%s: --dry-run shows the block's diff %d times: %+v", c.name, strings.Count(dry.stdout, "+"+mdBlockStart), dry)
		}
		r := spawnCLI(t, ws, "", env, "link", "claude", "codex")
		if r.code != 0 || !strings.Contains(r.stdout, "updated   CLAUDE.md\n") || !strings.Contains(r.stdout, "unchanged AGENTS.md (the same file as CLAUDE.md)\n") {
			t.Errorf("%s: link wrote one file under both names: %+v", c.name, r)
		}
		if got := readFile(t, filepath.Join(ws, "CLAUDE.md")); strings.Count(got, mdBlockStart) != 1 {
			t.Errorf("%s: CLAUDE.md holds %d blocks:\n%s", c.name, strings.Count(got, mdBlockStart), got)
		}
		if r := spawnCLI(t, ws, "", env, "unlink", "claude", "codex"); r.code != 0 || readFile(t, filepath.Join(ws, "AGENTS.md")) != "# Team\n" {
			t.Errorf("%s: unlink: %+v", c.name, r)
		}
	}
}

// TestWindsurfGlobalRulesCap: Windsurf reads only the first 6,000
// characters of global_rules.md. Link appended the block after a user's
// long rules and said "updated", though Cascade would never see it; now it
// leaves that file as it was and says what to do, notes a block already
// there past the cap, and doctor warns of one.
func TestWindsurfGlobalRulesCap(t *testing.T) {
	t.Parallel()
	rules := func(n int) string {
		var b strings.Builder
		b.WriteString("# My rules\n\n")
		for i := range n {
			fmt.Fprintf(&b, "- rule %d: keep functions short and readable.\n", i)
		}
		return b.String()
	}
	for _, c := range []struct {
		name, src, want string
		block           bool // the block is written
	}{
		{"short rules", rules(40), "updated   ~/.codeium/windsurf/memories/global_rules.md\n", true},
		{"rules near the cap", rules(120), "skipped   ~/.codeium/windsurf/memories/global_rules.md: Windsurf reads only the first 6000 characters", false},
		{"rules over the cap", rules(200), "shorten the file below", false},
	} {
		home, ws := t.TempDir(), t.TempDir()
		env := hostEnv(home, ws)
		p := filepath.Join(home, ".codeium", "windsurf", "memories", "global_rules.md")
		writeFile(t, p, c.src)
		r := spawnCLI(t, ws, "", env, "link", "--global", "windsurf")
		got := readFile(t, p)
		if r.code != 0 || !strings.Contains(r.stdout, c.want) || strings.Contains(got, mdBlockStart) != c.block || !c.block && got != c.src {
			t.Errorf("%s: %+v\n%s", c.name, r, got)
		}
		if !fileExists(filepath.Join(home, ".codeium", "windsurf", "mcp_config.json")) {
			t.Errorf("%s: the MCP entry was not written", c.name)
		}
	}
	// A block already there that the user's rules pushed past the cap.
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	p := filepath.Join(home, ".codeium", "windsurf", "memories", "global_rules.md")
	writeFile(t, p, "# Mine\n")
	if r := spawnCLI(t, ws, "", env, "link", "--global", "windsurf"); r.code != 0 {
		t.Fatalf("link: %+v", r)
	}
	if r := spawnCLI(t, ws, "", env, "doctor"); !strings.Contains(r.stdout, "pass  host.windsurf_rules") {
		t.Errorf("doctor on a short file: %+v", r)
	}
	writeFile(t, p, rules(150)+readFile(t, p))
	r := spawnCLI(t, ws, "", env, "upgrade")
	if r.code != 0 || !strings.Contains(r.stdout, "past the first 6000 Windsurf reads: shorten the file") {
		t.Errorf("upgrade said nothing of the cut-off block: %+v", r)
	}
	if r := spawnCLI(t, ws, "", env, "doctor"); !strings.Contains(r.stdout, "warn  host.windsurf_rules") || !strings.Contains(r.stdout, "so Cascade never sees it") {
		t.Errorf("doctor passed a block Windsurf cuts off: %+v", r)
	}
}

// TestUpgradeKeepsForeignEngramEntry: an "engram" server that runs another
// program is the user's. 'engram upgrade' and 'link --refresh' replaced it
// with Engram's, losing the user's server; link kept it but said
// "unchanged (kept the existing entry)", as if Engram were registered. Now
// upgrade and --refresh leave it byte for byte, link says it skipped the
// file and why, and only --force replaces it.
func TestUpgradeKeepsForeignEngramEntry(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		target, file, src, runs string
	}{
		{"claude", ".mcp.json", "{\n  \"mcpServers\": {\n    \"gh\": {\"command\": \"gh-mcp\"},\n    \"engram\": {\"command\": \"python\", \"args\": [\"-m\", \"my_engram\"]}\n  }\n}\n", `runs "python"`},
		{"gemini", filepath.Join(".gemini", "settings.json"), "{\"mcpServers\": {\"engram\": {\"command\": \"engram\", \"args\": [\"serve\"]}}}\n", `runs "engram serve", another tool named engram`},
		{"opencode", "opencode.jsonc", "{\n  // mine\n  \"mcp\": {\n    \"engram\": {\"type\": \"remote\", \"url\": \"https://engram.example\"},\n  },\n}\n", `is the remote server "https://engram.example"`},
		{"codex", filepath.Join(".codex", "config.toml"), "model = \"o3\"\n\n[mcp_servers.engram]\ncommand = \"python\"\nargs = [\"-m\", \"my_engram\"]\n", `runs "python"`},
	} {
		home, ws := t.TempDir(), t.TempDir()
		env := hostEnv(home, ws)
		p := filepath.Join(ws, c.file)
		writeFile(t, p, c.src)
		for _, args := range [][]string{{"upgrade"}, {"link", c.target, "--refresh"}, {"link", c.target}} {
			r := spawnCLI(t, ws, "", env, args...)
			if got := readFile(t, p); r.code != 0 || got != c.src {
				t.Errorf("%v replaced the user's own engram server: %+v\n%s", args, r, unifiedDiff(c.file, []byte(c.src), []byte(got)))
			}
			if args[0] == "link" && !strings.Contains(r.stdout, "skipped   "+c.file+": its \"engram\" server "+c.runs+", not Engram, so Engram is not registered here") {
				t.Errorf("%v did not say Engram is not registered: %+v", args, r)
			}
			if args[0] == "upgrade" && strings.Contains(r.stdout, c.file) {
				t.Errorf("upgrade listed a file with nothing of Engram's: %+v", r)
			}
		}
		if r := spawnCLI(t, ws, "", env, "link", c.target, "--force"); r.code != 0 || !strings.Contains(readFile(t, p), "engram-mcp") {
			t.Errorf("link --force kept the foreign entry: %+v\n%s", r, readFile(t, p))
		}
	}
}

// TestDoctorCountsNoForeignServer: a remote "engram" server (a URL, as
// other tools named engram register) is no host that runs Engram. Doctor
// counted it in "N host config(s) register engram" and failed it as having
// "no command", with the remedy 'engram link --force', which replaces the
// user's server. A command that is not Engram's is warned of (and still
// checked, as it may wrap Engram).
func TestDoctorCountsNoForeignServer(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	writeFiles(t, ws, map[string]string{
		"opencode.jsonc": "{\"mcp\": {\"engram\": {\"type\": \"remote\", \"url\": \"https://engram.example\"}}}\n",
	})
	r := spawnCLI(t, ws, "", env, "doctor")
	for _, want := range []string{
		"warn  host.opencode                " + filepath.Join(ws, "opencode.jsonc") + ": the engram entry is the remote server https://engram.example, not Engram",
		"warn  host.engram_linkage          no host has an engram MCP entry",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("doctor lacks %q:\n%s", want, r.stdout)
		}
	}
	if r.code != 0 || strings.Contains(r.stdout, "has no command") {
		t.Errorf("doctor failed a remote server of the user's: exit %d\n%s", r.code, r.stdout)
	}
}

// TestGeminiContextFileName: Gemini CLI reads the context files its
// settings name in context.fileName (contextFileName in older settings),
// GEMINI.md only by default. With AGENTS.md named there, link wrote the
// block to GEMINI.md, which Gemini CLI never reads; now it goes to the
// file the settings name, shared with Codex as AGENTS.md is, and unlink
// takes it from there.
func TestGeminiContextFileName(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, settings, user, want string
	}{
		{"workspace list", `{"context": {"fileName": ["AGENTS.md", "CONTEXT.md"]}}`, "", "AGENTS.md"},
		{"workspace string, JSONC", "{\n  // shared with Codex\n  \"context\": {\"fileName\": \"AGENTS.md\"},\n}\n", "", "AGENTS.md"},
		{"older contextFileName", `{"contextFileName": "AI.md"}`, "", "AI.md"},
		{"user settings", "", `{"context": {"fileName": "AGENTS.md"}}`, "AGENTS.md"},
		{"GEMINI.md listed", `{"context": {"fileName": ["AGENTS.md", "GEMINI.md"]}}`, "", "GEMINI.md"},
		{"a path is not followed", `{"context": {"fileName": "../x.md"}}`, "", "GEMINI.md"},
	} {
		home, ws := t.TempDir(), t.TempDir()
		env := hostEnv(home, ws)
		if c.settings != "" {
			writeFile(t, filepath.Join(ws, ".gemini", "settings.json"), c.settings)
		}
		if c.user != "" {
			writeFile(t, filepath.Join(home, ".gemini", "settings.json"), c.user)
		}
		r := spawnCLI(t, ws, "", env, "link", "gemini")
		p := filepath.Join(ws, c.want)
		if r.code != 0 || !fileExists(p) || !strings.Contains(readFile(t, p), mdBlockStart) {
			t.Errorf("%s: the block is not in %s: %+v", c.name, c.want, r)
			continue
		}
		if c.want != "GEMINI.md" && (fileExists(filepath.Join(ws, "GEMINI.md")) || !strings.Contains(r.stdout, "note: Gemini CLI reads "+c.want+", not GEMINI.md")) {
			t.Errorf("%s: GEMINI.md written, or no note: %+v", c.name, r)
		}
		if r := spawnCLI(t, ws, "", env, "unlink", "gemini"); r.code != 0 || fileExists(p) {
			t.Errorf("%s: unlink left %s: %+v", c.name, c.want, r)
		}
	}
	// Codex and Gemini CLI both reading AGENTS.md: one block, kept while
	// either is linked.
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	writeFiles(t, ws, map[string]string{".gemini/settings.json": `{"context": {"fileName": "AGENTS.md"}}`, "AGENTS.md": "# Team\n"})
	if r := spawnCLI(t, ws, "", env, "link", "gemini", "codex"); r.code != 0 || strings.Count(readFile(t, filepath.Join(ws, "AGENTS.md")), mdBlockStart) != 1 {
		t.Fatalf("link: %+v\n%s", r, readFile(t, filepath.Join(ws, "AGENTS.md")))
	}
	if r := spawnCLI(t, ws, "", env, "unlink", "gemini"); r.code != 0 || !strings.Contains(r.stdout, "kept      AGENTS.md: Codex reads its Engram block too") {
		t.Errorf("unlink gemini took Codex's block: %+v", r)
	}
}

// TestLinkSaysAGENTSMDHidesCLAUDEMD: OpenCode reads only the first of
// AGENTS.md and CLAUDE.md it finds (and of ~/.config/opencode/AGENTS.md
// and ~/.claude/CLAUDE.md). An AGENTS.md that link created beside a team's
// CLAUDE.md silently hid that file's rules from OpenCode; link now says so
// and how to keep both, and says nothing where no CLAUDE.md is hidden.
func TestLinkSaysAGENTSMDHidesCLAUDEMD(t *testing.T) {
	t.Parallel()
	home, ws := t.TempDir(), t.TempDir()
	env := hostEnv(home, ws)
	writeFiles(t, ws, map[string]string{"CLAUDE.md": "# Team\n"})
	writeFile(t, filepath.Join(home, ".claude", "CLAUDE.md"), "# Mine\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"link", "opencode"}, "note: OpenCode reads only the first of AGENTS.md and CLAUDE.md it finds, so it no longer reads CLAUDE.md; to keep it, make AGENTS.md a link to it"},
		{[]string{"link", "--global", "opencode"}, "note: OpenCode reads only the first of " + filepath.Join("~", ".config", "opencode", "AGENTS.md") + " and " + filepath.Join("~", ".claude", "CLAUDE.md") + " it finds"},
	} {
		if r := spawnCLI(t, ws, "", env, c.args...); r.code != 0 || !strings.Contains(r.stdout, c.want) {
			t.Errorf("%v: no note that AGENTS.md hides CLAUDE.md: %+v", c.args, r)
		}
	}
	ws2 := t.TempDir()
	for _, args := range [][]string{{"link", "opencode"}, {"link", "--global", "codex"}} {
		if r := spawnCLI(t, ws2, "", hostEnv(t.TempDir(), ws2), args...); r.code != 0 || strings.Contains(r.stdout, "OpenCode reads only") {
			t.Errorf("%v: a note with no CLAUDE.md to hide: %+v", args, r)
		}
	}
	// A CLAUDE.md that 'engram link claude' made holds only Engram's block,
	// which AGENTS.md gets too: nothing is hidden, so no note (a new user
	// linking claude, then codex, was told to make AGENTS.md a link to
	// it). With the team's own lines beside the block, the note stays.
	for _, team := range []string{"", "# Team\n\nUse tabs.\n"} {
		ws3, home3 := t.TempDir(), t.TempDir()
		env3 := hostEnv(home3, ws3)
		if r := spawnCLI(t, ws3, "", env3, "link", "claude"); r.code != 0 {
			t.Fatalf("link claude: %+v", r)
		}
		if team != "" {
			writeFile(t, filepath.Join(ws3, "CLAUDE.md"), team+readFile(t, filepath.Join(ws3, "CLAUDE.md")))
		}
		r := spawnCLI(t, ws3, "", env3, "link", "codex")
		if r.code != 0 || strings.Contains(r.stdout, "OpenCode reads only") != (team != "") {
			t.Errorf("link codex after link claude, CLAUDE.md with the team's lines %q: %+v", team, r)
		}
	}
	// An empty CLAUDE.md (one an unlink emptied) hides nothing either.
	ws4 := t.TempDir()
	writeFiles(t, ws4, map[string]string{"CLAUDE.md": "\n"})
	if r := spawnCLI(t, ws4, "", hostEnv(t.TempDir(), ws4), "link", "opencode"); r.code != 0 || strings.Contains(r.stdout, "OpenCode reads only") {
		t.Errorf("link opencode beside an empty CLAUDE.md: %+v", r)
	}
}

// TestGeminiContextFileNotMarkdown: a context.fileName that names no
// Markdown file is not followed. A cloned project's .gemini/settings.json
// naming go.mod had 'engram link gemini' append the block to go.mod (the
// build broke), and a user's naming settings.json had 'link --global'
// append it to Gemini CLI's own settings.
func TestGeminiContextFileNotMarkdown(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		global bool
		victim string // the file the settings name, relative to the folder link writes in
	}{
		{"project go.mod", false, "go.mod"},
		{"project package.json", false, "package.json"},
		{"user settings.json", true, "settings.json"},
	} {
		home, ws := t.TempDir(), t.TempDir()
		env := hostEnv(home, ws)
		dir, args := ws, []string{"link", "gemini"}
		settings := filepath.Join(ws, ".gemini", "settings.json")
		if c.global {
			dir, args = filepath.Join(home, ".gemini"), []string{"link", "--global", "gemini"}
			settings = filepath.Join(dir, "settings.json")
		}
		writeFile(t, settings, `{"context": {"fileName": "`+c.victim+`"}}`)
		victim := filepath.Join(dir, c.victim)
		if !c.global {
			writeFile(t, victim, "module x\n")
		}
		r := spawnCLI(t, ws, "", env, args...)
		if r.code != 0 || strings.Contains(readFile(t, victim), mdBlockStart) {
			t.Errorf("%s: link wrote the block into %s: %+v\n%s", c.name, c.victim, r, readFile(t, victim))
		}
		if !strings.Contains(readFile(t, filepath.Join(dir, "GEMINI.md")), mdBlockStart) {
			t.Errorf("%s: the block is not in GEMINI.md: %+v", c.name, r)
		}
	}
}

// TestLinkFromASubfolderEscapesTheProject: the line naming the project
// folder above printed the folder's name raw, so a clone unpacked into a
// folder named with a terminal escape ran it; it is escaped as every
// other path link prints.
func TestLinkFromASubfolderEscapesTheProject(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("Windows file names cannot hold control characters")
	}
	home := t.TempDir()
	ws := filepath.Join(t.TempDir(), "app\x1b[31mred")
	if real, err := filepath.EvalSymlinks(filepath.Dir(ws)); err == nil {
		ws = filepath.Join(real, filepath.Base(ws))
	}
	sub := filepath.Join(ws, "src")
	for _, d := range []string{filepath.Join(ws, ".git"), sub} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	env := slices.DeleteFunc(hostEnv(home, ws), func(kv string) bool { return strings.HasPrefix(kv, "ENGRAM_WORKSPACE=") })
	r := runCLI(t, sub, "", env, "link", "claude")
	want := "in " + strings.ReplaceAll(ws, "\x1b", "[U+001B]") + " (the project folder above this one):\n"
	if r.code != 0 || !strings.HasPrefix(r.stdout, want) || strings.Contains(r.stdout, "\x1b") {
		t.Errorf("link claude in %q: exit %d, stdout %q; want it to start %q, with no raw escape", sub, r.code, r.stdout, want)
	}
}
