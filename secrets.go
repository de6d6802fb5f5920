package main

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// This file finds secrets in text that is about to become memory or a
// note: proposals with one are refused (exit 5, an isError tool result),
// notes are saved with placeholders. Detection is by shape: known token
// formats, and assignments whose name says it holds a secret. The names
// are matched at their end (DB_PASSWORD, POSTGRES_PASSWORD, STRIPE_API_KEY,
// AWS_SECRET_ACCESS_KEY, "client_secret"), so prose about secrets ("rotate
// the API token every 90 days", "the password lives in Vault") is not a
// secret: it assigns nothing.

// secretPattern is one kind of secret with the placeholder a note gets.
// ok, when set, rejects a match (line[start:end]) that only looks like the
// shape.
type secretPattern struct {
	kind        string
	placeholder string
	re          *regexp.Regexp
	ok          func(line string, start, end int) bool
}

// secretName is the end of a name that holds a secret. The name may carry
// any prefix (DB_, POSTGRES_, AWS_SECRET_, PG), but must end there: "tokens",
// "max_tokens" or "password_policy" name no secret.
const secretName = `[A-Za-z0-9_.-]*(?:password|passwd|passphrase|pwd|secret|token|api[_-]?key|apikey|private[_-]?key|access[_-]?key|secret[_-]?key|account[_-]?key|client[_-]?secret|credentials?)`

const proseKind = "a password or secret stated in prose"

// proseSecretName is secretName as prose writes it: the two-word names may
// also be two words ("the api key is ...", "the client secret was ...").
var proseSecretName = strings.ReplaceAll(secretName, `[_-]?`, `[ _-]?`)

// The patterns compile on first use: most engram-mcp processes never see a
// proposal, and compiling them at start costs every spawn (BENCHMARKS.md).
var secretPatterns = sync.OnceValue(func() []secretPattern {
	return []secretPattern{
		{kind: "private key", placeholder: "<private-key>", re: regexp.MustCompile(`-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)`)},
		{kind: "AWS access key", placeholder: "<aws-access-key>", re: regexp.MustCompile(`\b(AKIA|ASIA)[0-9A-Z]{16}\b`)},
		{kind: "GitHub token", placeholder: "<github-token>", re: regexp.MustCompile(`\b(gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})\b`)},
		{kind: "Slack token", placeholder: "<slack-token>", re: regexp.MustCompile(`\bxox[abposr]-[A-Za-z0-9-]{10,}\b`)},
		{kind: "Stripe key", placeholder: "<api-key>", re: regexp.MustCompile(`\b[sr]k_(live|test)_[A-Za-z0-9]{16,}\b`)},
		{kind: "Google API key", placeholder: "<api-key>", re: regexp.MustCompile(`\bAIza[0-9A-Za-z_-]{35}\b`)},
		{kind: "API key", placeholder: "<api-key>", re: regexp.MustCompile(`\bsk-(proj-|ant-)?[A-Za-z0-9_-]{20,}\b`)},
		// Service tokens with a fixed prefix, each a credential that a
		// memory committed to git would publish to the whole team (and to
		// anyone the repository is shared with).
		{kind: "GitLab token", placeholder: "<gitlab-token>", re: regexp.MustCompile(`\bgl(?:pat|dt|rt|ptt|soat|cbt|oas|ft|imt|agent)-[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*`)},
		{kind: "npm token", placeholder: "<npm-token>", re: regexp.MustCompile(`\bnpm_[A-Za-z0-9]{36}\b`)},
		{kind: "Hugging Face token", placeholder: "<huggingface-token>", re: regexp.MustCompile(`\bhf_[A-Za-z0-9]{30,}\b`)},
		{kind: "PyPI token", placeholder: "<pypi-token>", re: regexp.MustCompile(`\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}`)},
		{kind: "SendGrid key", placeholder: "<api-key>", re: regexp.MustCompile(`\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}`)},
		{kind: "DigitalOcean token", placeholder: "<api-key>", re: regexp.MustCompile(`\bdo[opr]_v1_[a-f0-9]{64}\b`)},
		{kind: "Shopify token", placeholder: "<api-key>", re: regexp.MustCompile(`\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b`)},
		// A Slack or Discord webhook address is itself the credential:
		// anyone holding it posts to the channel.
		{kind: "a webhook URL", placeholder: "<webhook-url>", re: regexp.MustCompile(`\bhttps://(?:hooks\.slack\.com/(?:services|workflows|triggers)|(?:canary\.|ptb\.)?discord(?:app)?\.com/api/webhooks)/[A-Za-z0-9_/+-]{20,}`), ok: webhookSecret},
		{kind: "JSON web token", placeholder: "<jwt>", re: regexp.MustCompile(`\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b`)},
		{kind: "a bearer or basic credential", placeholder: "<credentials>", re: regexp.MustCompile(`(?i)\b(?:bearer|basic)\s+[A-Za-z0-9._~+/-]{16,}=*`)},
		{kind: "an Authorization header", placeholder: "<credentials>", re: regexp.MustCompile(`(?i)\b(?:proxy-)?authorization\s*:\s*(?:bearer|basic|token|digest)?\s*[A-Za-z0-9._~+/=-]{8,}`), ok: headerValue},
		// NAME=value, export NAME=value, NAME: value (YAML), "name": "value"
		// (JSON), name := value. A value that is a reference ($VAR, ${VAR},
		// <placeholder>, {{ template }}, ****) is no secret. With a colon
		// and no quotes the value must end the line (YAML), so that prose
		// such as "password: stored in Vault" passes.
		{kind: "a password or secret assignment", placeholder: "<password>", re: regexp.MustCompile(`(?i)(?:^|[^A-Za-z0-9_])["']?` + secretName + `["']?\s*(?:=|:=|:)\s*(?:"[^"\n]{4,}"|'[^'\n]{4,}'|[^\s"'<>,;]{4,})`), ok: secretValue},
		// "the db password is hunter2secret": a secret name, is/was/are
		// (optionally "set to") and a value that looks like a password, not
		// a word, a technical compound or a reference (proseValue).
		{kind: proseKind, placeholder: "<password>", re: regexp.MustCompile(`(?i)(?:^|[^A-Za-z0-9_])` + proseSecretName + `\s+(?:is|was|are)\s+(?:set\s+to\s+)?\S+`), ok: proseValue},
		// scheme://user:password@host, the password may hold a "/".
		{kind: "credentials in a URL", placeholder: "<credentials>", re: regexp.MustCompile(`\b[a-z][a-z0-9+.-]*://[^\s:/@]+:[^\s@]{3,}@`), ok: urlPassword},
	}
})

// secretValue checks the value of a name=value match: a reference or a
// placeholder is no secret, and a bare value after a colon must end the
// line (YAML, or a comment after it) or look like a password, not start a
// sentence.
func secretValue(line string, start, end int) bool {
	m := line[start:end]
	i := 1 + strings.IndexAny(m[1:], ":=") // m[0] may be the character before the name
	val := strings.TrimSpace(strings.TrimLeft(m[i:], ":="))
	quoted := strings.HasPrefix(val, `"`) || strings.HasPrefix(val, `'`)
	if !notPlaceholder(strings.Trim(val, `"'`)) {
		return false
	}
	rest := strings.TrimSpace(line[end:])
	return quoted || strings.Contains(m[i:], "=") || rest == "" || strings.HasPrefix(rest, "#") || !lowerWord(val)
}

// proseValue checks the value after "<name> is": a password has 6-64
// characters, a lower-case letter and a digit or a symbol ("hunter2secret",
// "Tr0ub4dor&3"), where a word has neither ("stored", "rotated"). A value
// holding one of - . / : $ { < * ( [ ' is a technical compound, a path, a
// reference, a call or a possessive ("JWT-based", "${TOKEN}", "user's"),
// and "_" alone makes an identifier (access_token), not a password.
func proseValue(line string, start, end int) bool {
	m := line[start:end]
	v := proseTrim(m[strings.LastIndexAny(m, " \t")+1:])
	if len(v) < 6 || len(v) > 64 || strings.ContainsAny(v, "-./:${<*(['") || !notPlaceholder(v) || proseTechWords[strings.ToLower(v)] {
		return false
	}
	lower, other := false, false
	for _, r := range v {
		switch {
		case r >= 'a' && r <= 'z':
			lower = true
		case r >= 'A' && r <= 'Z', r == '_':
		default:
			other = true
		}
	}
	return lower && other
}

// proseTrim drops the quotes around a value and the punctuation that ends
// the sentence after it.
func proseTrim(v string) string {
	v = strings.TrimRight(v, ".,;:!?)")
	return strings.Trim(v, "\"'`")
}

// proseTechWords are algorithm and encoding names that hold a digit and
// that prose says a token or key is ("the key is ed25519", "the token is
// base64"): they name how a secret is made, not the secret. Only names of
// six characters or more: proseValue never looks up a shorter value.
var proseTechWords = map[string]bool{
	"base32": true, "base58": true, "base62": true, "base64": true, "base64url": true, "md5sum": true,
	"sha224": true, "sha256": true, "sha384": true, "sha512": true, "blake2b": true, "blake3": true,
	"eddsa25519": true, "ed25519": true, "x25519": true, "secp256k1": true, "secp256r1": true, "rsa2048": true,
	"rsa3072": true, "rsa4096": true, "aes128": true, "aes192": true, "aes256": true, "chacha20": true,
	"poly1305": true, "pbkdf2": true, "argon2": true, "argon2i": true, "argon2d": true, "argon2id": true,
	"oauth1": true, "oauth2": true, "pkcs11": true, "pkcs12": true,
}

// lowerWord reports a value of lower-case letters only, which after a
// colon in a sentence is a word ("password: stored in Vault"), not a
// password; one with a digit, a capital or a symbol is taken for one.
func lowerWord(v string) bool {
	for _, r := range v {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// headerValue checks an Authorization header's value.
func headerValue(line string, start, end int) bool { return notPlaceholder(line[start:end]) }

// notPlaceholder rejects values that only stand for a secret.
func notPlaceholder(v string) bool {
	if f := strings.Fields(v); len(f) > 0 {
		v = f[len(f)-1]
	}
	v = strings.Trim(v, `"'`)
	switch {
	case v == "", strings.HasPrefix(v, "$"), strings.HasPrefix(v, "<"), strings.HasPrefix(v, "{"), strings.HasPrefix(v, "%"),
		strings.Trim(v, "*xX.") == "", strings.EqualFold(v, "null"), strings.EqualFold(v, "none"), strings.EqualFold(v, "changeme"), strings.EqualFold(v, "redacted"):
		return false
	}
	return true
}

// webhookSecret rejects a documentation example, whose last path segment
// is only Xs (Slack's .../T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX).
func webhookSecret(line string, start, end int) bool {
	m := line[start:end]
	return strings.Trim(m[strings.LastIndex(m, "/")+1:], "xX*") != ""
}

// urlPassword rejects a host with a port and a path ("http://host:8080/@x"),
// which the pattern cannot tell from a password holding a "/".
func urlPassword(line string, start, end int) bool {
	m := line[start:end]
	pass := m[strings.Index(m, "://")+3:]
	pass = pass[strings.Index(pass, ":")+1 : len(pass)-1]
	digits := strings.TrimLeft(pass, "0123456789")
	return !(len(digits) < len(pass) && strings.HasPrefix(digits, "/"))
}

// find returns where the pattern finds a real secret in text.
func (p secretPattern) find(text string) [][]int {
	var out [][]int
	for _, loc := range p.re.FindAllStringIndex(text, -1) {
		if p.ok == nil || p.ok(text, loc[0], loc[1]) {
			out = append(out, loc)
		}
	}
	return out
}

func (p secretPattern) matches(line string) bool { return len(p.find(line)) > 0 }

var cardCandidate = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b(?:\d[ -]?){12,18}\d\b`) })

// findSecrets reports each secret in text with its 1-based line number.
// Each line is checked as written and as foldForChecks reads it, so that a
// zero-width space or a look-alike letter does not hide a secret's name.
func findSecrets(text string) []string {
	var out []string
	for i, line := range strings.Split(text, "\n") {
		folded := foldForChecks(line)
		for _, p := range secretPatterns() {
			if p.matches(line) || folded != line && p.matches(folded) {
				out = append(out, fmt.Sprintf("line %d: looks like: %s", i+1, p.kind))
			}
		}
		for _, m := range cardCandidate().FindAllString(line, -1) {
			if luhnValid(m) {
				out = append(out, fmt.Sprintf("line %d: looks like: a payment card number", i+1))
			}
		}
	}
	return out
}

// redactSecrets replaces each secret with its placeholder (notes are saved
// redacted rather than blocked: DESIGN.md §4 engram_note). A line whose
// secret only shows once folded (a zero-width space in its name) is
// replaced by its folded, redacted form.
func redactSecrets(text string) (string, int) {
	text, n := redactPlain(text)
	lines := strings.Split(text, "\n")
	changed := false
	for i, line := range lines {
		if folded := foldForChecks(line); folded != line && len(findSecrets(line)) > 0 {
			red, k := redactPlain(folded)
			lines[i], n, changed = red, n+k, true
		}
	}
	if changed {
		text = strings.Join(lines, "\n")
	}
	return text, n
}

func redactPlain(text string) (string, int) {
	n := 0
	for _, p := range secretPatterns() {
		if p.ok == nil { // the whole text: a private key spans lines
			text = p.re.ReplaceAllStringFunc(text, func(m string) string {
				n++
				return p.redact(m)
			})
			continue
		}
		// Line by line: the checks of a match look at the rest of its line.
		lines := strings.Split(text, "\n")
		for li, line := range lines {
			locs := p.find(line)
			for k := len(locs) - 1; k >= 0; k-- {
				n++
				line = line[:locs[k][0]] + p.redact(line[locs[k][0]:locs[k][1]]) + line[locs[k][1]:]
			}
			lines[li] = line
		}
		text = strings.Join(lines, "\n")
	}
	text = cardCandidate().ReplaceAllStringFunc(text, func(m string) string {
		if luhnValid(m) {
			n++
			return "<card-number>"
		}
		return m
	})
	return text, n
}

// redact is the placeholder for one match: names and headers are kept.
func (p secretPattern) redact(m string) string {
	switch p.placeholder {
	case "<password>":
		if p.kind == proseKind {
			// Keep the sentence: only the value goes; its quotes and the
			// punctuation that ends the sentence stay.
			i := strings.LastIndexAny(m, " \t") + 1
			v := strings.TrimLeft(m[i:], "\"'`")
			i += len(m[i:]) - len(v)
			v = strings.TrimRight(v, ".,;:)\"'`")
			return m[:i] + "<password>" + m[i+len(v):]
		}
		k := 1 + strings.IndexAny(m[1:], ":=")
		return m[:k+1] + " <password>"
	case "<credentials>":
		if k := strings.Index(m, "://"); k >= 0 {
			return m[:k+3] + "<credentials>@"
		}
		if k := strings.Index(m, ":"); k >= 0 {
			return m[:k+1] + " <credentials>"
		}
	}
	return p.placeholder
}

func luhnValid(s string) bool {
	var digits []int
	for _, r := range s {
		if r >= '0' && r <= '9' {
			digits = append(digits, int(r-'0'))
		}
	}
	if len(digits) < 13 || len(digits) > 19 {
		return false
	}
	sum := 0
	for i := len(digits) - 1; i >= 0; i-- {
		d := digits[i]
		if (len(digits)-1-i)%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}
