package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// This file reads and writes engram.config.json. Known keys get defaults
// (DESIGN.md §2); unknown keys are kept as they are, because engram 0.0.28 and
// other tools keep their own settings in the same file. A bad value is a
// problem named by its key (doctor reports it) and falls back to the default
// at run time: a typo in the config never takes the server down.

const configFile = "engram.config.json"

// maxWorkingTTLDays is the longest life load.working_ttl_days gives a note.
const maxWorkingTTLDays = 365

// Defaults from DESIGN.md §2.
const (
	defaultLoadLimit      = 8
	defaultMaxTokens      = 1600
	defaultLoadBodies     = 2
	defaultWorkingTTLDays = 7
	defaultResourceLimit  = 20
	maxResourceLimit      = 200
)

// maxRoles bounds the active roles. A role is a person's function on the
// project (backend, docs); a clone's config with 200,000 of them was
// printed whole by every status and checked against every memory's role
// tags, so one memory with 28,000 tags took 15 s of CPU to load.
const maxRoles = 64

var ruleVariantNames = []string{"light", "balanced", "strict"}

type config struct {
	raw map[string]any // the whole file, unknown keys included

	loadLimit           int
	maxTokens           int
	loadBodies          int // most memories a tiered load gives a body (renderTiered)
	workingTTLDays      int
	resourceLimit       int
	roles               []string
	ruleVariantsEnabled bool
	ruleVariantActive   string
	scope               string

	problems []configProblem
}

// configProblem is one bad value: the key, what is wrong, and what was used.
type configProblem struct {
	key, msg string
}

func (p configProblem) String() string { return p.key + ": " + p.msg }

func defaultConfig() *config {
	return &config{raw: map[string]any{}, loadLimit: defaultLoadLimit, maxTokens: defaultMaxTokens,
		loadBodies: defaultLoadBodies, workingTTLDays: defaultWorkingTTLDays, resourceLimit: defaultResourceLimit,
		ruleVariantActive: "balanced", scope: scopeWorkspace}
}

// readConfig reads dir/engram.config.json of a store. A missing file is the
// defaults; a file that is not JSON is an error (exit code 3), since
// rewriting it would lose the user's settings. A store's config comes with
// a clone, so it is read as a plain file inside the store, capped
// (storefs.go): a link or a device is an error naming it.
func readConfig(dir string) (*config, error) {
	data, err := readPlainFile(dir, configFile, maxSmallFileBytes)
	return parseConfigFile(dir, data, err)
}

// readUserConfig reads the config in the user's own folder (~/.engram),
// which may be a link (dotfiles often are); it is still capped and must be
// a regular file.
func readUserConfig(dir string) (*config, error) {
	if dir == "" { // no home (homeDir): never engram.config.json of the working directory
		return parseConfigFile(dir, nil, os.ErrNotExist)
	}
	data, err := readHostFile(filepath.Join(dir, configFile), maxSmallFileBytes)
	return parseConfigFile(dir, data, err)
}

func parseConfigFile(dir string, data []byte, err error) (*config, error) {
	c := defaultConfig()
	if errors.Is(err, os.ErrNotExist) {
		return c, nil
	}
	if errors.Is(err, errNotInStore) || errors.Is(err, errTooLarge) || errors.Is(err, errNotRegular) {
		// A link, a device or an oversized file (a clone can carry each):
		// reads go on with the defaults and say so; writes that edit the
		// config read it again and stop.
		c.apply()
		c.problems = append(c.problems, configProblem{configFile, err.Error() + "; using the defaults (replace it with a plain JSON file)"})
		return c, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(withoutBOM(data), &c.raw); err != nil {
		return nil, newOpError(kindConfig, fmt.Errorf("%s%s is not valid JSON: %v", filepath.Join(dir, configFile), jsonErrorPos(data, err), err),
			"fix the file by hand; engram never rewrites a config it cannot parse")
	}
	if c.raw == nil {
		c.raw = map[string]any{}
	}
	c.apply()
	return c, nil
}

// apply reads the known keys from raw, recording a problem for each bad one.
func (c *config) apply() {
	c.loadLimit = c.intKey("load.limit", defaultLoadLimit, 1, 100)
	c.maxTokens = c.intKey("load.max_tokens", defaultMaxTokens, 50, 100000)
	c.loadBodies = c.intKey("load.bodies", defaultLoadBodies, 1, 100)
	c.workingTTLDays = c.intKey("load.working_ttl_days", defaultWorkingTTLDays, 1, maxWorkingTTLDays)
	c.resourceLimit = c.intKey("mcp.resource_limit", defaultResourceLimit, 0, maxResourceLimit)
	c.roles = nil
	if v, ok := c.lookup("roles"); ok {
		if list, ok := v.([]any); ok && len(list) > maxRoles {
			c.problems = append(c.problems, configProblem{"roles", fmt.Sprintf("%d roles, over the limit of %d; using []", len(list), maxRoles)})
		} else if ok {
			for _, r := range list {
				s, ok := r.(string)
				if !ok || s == "" {
					continue
				}
				// A role is what set-role accepts: a clone's config
				// printed "roles: a\x1b[31m..." raw, and a "\n" in one
				// started a line of its own in status.
				if s = strings.ToLower(s); !isValidID(s) {
					c.problems = append(c.problems, configProblem{"roles", fmt.Sprintf("%q is not a role name (letters, digits and dashes); ignored", escapeName(s))})
					continue
				}
				c.roles = append(c.roles, s)
			}
		} else {
			c.problems = append(c.problems, configProblem{"roles", "must be a list of role names; using []"})
		}
	}
	if v, ok := c.lookup("rule_variants.enabled"); ok {
		b, isBool := v.(bool)
		c.ruleVariantsEnabled = b
		if !isBool {
			c.problems = append(c.problems, configProblem{"rule_variants.enabled", "must be true or false; using false"})
		}
	}
	if v, ok := c.lookup("rule_variants.active"); ok {
		s, _ := v.(string)
		if contains(ruleVariantNames, s) {
			c.ruleVariantActive = s
		} else {
			c.problems = append(c.problems, configProblem{"rule_variants.active", "must be light, balanced or strict; using balanced"})
		}
	}
	if v, ok := c.lookup("scope"); ok {
		if s, _ := v.(string); s == scopeWorkspace || s == scopeGlobal || s == "both" {
			c.scope = s
		} else {
			c.problems = append(c.problems, configProblem{"scope", "must be workspace, global or both; using workspace"})
		}
	}
}

// intKey reads a whole number in [lo, hi]; anything else is a problem and
// the default is used.
func (c *config) intKey(key string, def, lo, hi int) int {
	v, ok := c.lookup(key)
	if !ok {
		return def
	}
	f, isNum := v.(float64)
	if !isNum || f != float64(int(f)) || int(f) < lo || int(f) > hi {
		c.problems = append(c.problems, configProblem{key, fmt.Sprintf("must be a whole number from %d to %d (found %s); using %d", lo, hi, jsonText(v), def)})
		return def
	}
	return int(f)
}

// lookup walks a dotted key through nested objects.
func (c *config) lookup(key string) (any, bool) {
	var cur any = c.raw
	for _, part := range strings.Split(key, ".") {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, false
		}
		if cur, ok = m[part]; !ok {
			return nil, false
		}
	}
	return cur, true
}

// patchConfig sets dotted keys in the config file's bytes with the same
// splicing patcher that edits host configs: the user's key order, spacing
// and unknown keys survive; only the values we set change.
func patchConfig(src []byte, changes []configChange) ([]byte, error) {
	if len(bytes.TrimSpace(src)) == 0 {
		src = []byte("{}\n")
	}
	for _, c := range changes {
		parts := strings.Split(c.key, ".")
		res, err := patchJSONEntry(src, true, parts[:len(parts)-1], parts[len(parts)-1], c.value, editOpts{mode: modeLink, force: true})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", configFile, err)
		}
		src = res.data
	}
	return src, nil
}

// configChange is one dotted key and its new value.
type configChange struct {
	key   string
	value any
}

// encode renders the config as the 2-space indented JSON engram 0.0.28 writes.
func (c *config) encode() []byte {
	data, _ := json.MarshalIndent(c.raw, "", "  ")
	return append(data, '\n')
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// jsonErrorPos is ":line:column" of where encoding/json stopped, so a
// config error points at the character to fix, as an editor shows it.
func jsonErrorPos(data []byte, err error) string {
	var off int64 = -1
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		off = syn.Offset
	case errors.As(err, &typ):
		off = typ.Offset
	}
	if off < 0 {
		return ""
	}
	// The offset is just past the bad byte; point at the byte itself.
	line, col := lineCol(data, max(int(off)-1, 0))
	return fmt.Sprintf(":%d:%d", line, col)
}
