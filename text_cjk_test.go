package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestTokenizeOtherLanguages: a CJK run is its bigrams (one character
// alone), scripts apart, Hiragana, particles and stop bigrams out; Latin
// accents are folded; ASCII text is tokenized as ever.
func TestTokenizeOtherLanguages(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"数据库迁移", "数据 据库 库迁 迁移"},
		{"新的数据库", "新 数据 据库"},
		{"怎么发布一个新版本", "么发 发布 布一 个新 新版 版本"},
		{"金曜日に本番へデプロイしてもいいですか", "金曜 曜日 本番 デプ プロ ロイ"},
		{"コミットメッセージ", "コミ ミッ ット トメ メッ ッセ セー ージ"},
		{"데이터베이스 백업은 합니다", "데이 이터 터베 베이 이스 백업 업은"},
		{"放在db/migrations目录", "db/migrations db migrations 放在 目录"},
		{"Données personnelles, Größe, ÉTÉ", "donnees personnelles grosse ete"},
		{"gateway-api formatMoney", "gateway-api gateway api formatmoney format money"},
	} {
		if got := strings.Join(tokenize(tc.text), " "); got != tc.want {
			t.Errorf("tokenize(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestLatinFolds: the table covers U+00C0-U+017F one entry a code point.
func TestLatinFolds(t *testing.T) {
	if len(latinFolds) != 0x180-0xC0 {
		t.Fatalf("latinFolds has %d entries, want %d", len(latinFolds), 0x180-0xC0)
	}
	for r, want := range map[rune]string{'À': "A", 'é': "e", '×': "", '÷': "", 'ß': "ss", 'Ā': "A", 'ł': "l", 'Œ': "OE", 'Ÿ': "Y", 'ž': "z", 'ſ': "s", 'a': "", '数': ""} {
		if got := foldOf(r); got != want {
			t.Errorf("foldOf(%q) = %q, want %q", r, got, want)
		}
	}
}

// TestSlugsOfOtherLanguages: an id keeps a word's letters ("données" →
// donnees, not donn-es); a text with no Latin letter takes an id from its
// text's hash, the same on every clone; ASCII text keeps its id.
func TestSlugsOfOtherLanguages(t *testing.T) {
	hashID := regexp.MustCompile(`^memory-[0-9a-f]{8}$`)
	zh := "每个合并请求至少需要两位同事批准"
	for _, tc := range []struct{ text, want string }{
		{"Les données personnelles ne quittent jamais l'Union", "les-donnees-personnelles-ne-quittent-jamais-l-union"},
		{"Größe der Übergabe", "grosse-der-ubergabe"},
		{"数据库迁移文件放在 db/migrations 目录", "db-migrations"},
		{"Always run go vet before committing", "always-run-go-vet-before-committing"},
		{"12345", "12345"},
		{"!!!", "memory"},
	} {
		if got := durableSlug(tc.text); got != tc.want {
			t.Errorf("durableSlug(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
	a, b := durableSlug(zh), durableSlug(" "+zh+"\n")
	if !hashID.MatchString(a) || a != b || !isValidID(a) {
		t.Errorf("durableSlug(%q) = %q and %q, want one memory-<8 hex> id", zh, a, b)
	}
	for _, other := range []string{"业务错误码从 10000 开始", "금요일 오후에는 배포하지 않습니다", "Ελληνικά κείμενα"} {
		if got := durableSlug(other); !hashID.MatchString(got) || got == a {
			t.Errorf("durableSlug(%q) = %q, want another memory-<8 hex> id", other, got)
		}
	}
}

// TestTagsAndTitleOfCJK: a CJK bigram is no tag, and a Chinese full stop
// ends the title.
func TestTagsAndTitleOfCJK(t *testing.T) {
	text := "数据库迁移文件放在 db/migrations 目录。每个迁移必须有回滚文件。"
	if got := tagsFor(candidate{Text: text}); slices.ContainsFunc(got, hasCJK) || !slices.Contains(got, "migrations") {
		t.Errorf("tagsFor = %q, want migrations and no CJK bigram", got)
	}
	if got, want := titleFor(text), "数据库迁移文件放在 db/migrations 目录"; got != want {
		t.Errorf("titleFor = %q, want %q", got, want)
	}
}

// TestOtherLanguagesReachTheirMemories: in a fresh store, a task in
// Chinese, Japanese, Korean or French (typed without accents) loads the
// memory written in that language, and a task nothing covers loads none.
// Before, no Chinese or Japanese task reached any memory ("no memory
// shares a word with the task"): their text has no spaces.
func TestOtherLanguagesReachTheirMemories(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	runCLI(t, ws, "", nil, "init")
	for _, text := range []string{
		"数据库迁移文件放在 db/migrations 目录，每个迁移必须有回滚文件",
		"每个合并请求至少需要两位同事批准，才能合并到主分支。",
		"金曜日の午後以降は本番環境へのデプロイを禁止する。",
		"데이터베이스 백업은 매일 새벽 세 시에 실행되며 삼십 일 동안 보관합니다.",
		"Les données personnelles des clients ne quittent jamais l'Union européenne.",
		"Every push runs lint and unit tests in the CI pipeline.",
	} {
		if r := runCLI(t, ws, "", nil, "save", "--force", text); r.code != 0 {
			t.Fatalf("save %q: %d %s", text, r.code, r.stderr)
		}
	}
	ids := map[string]string{}
	for _, f := range storeFiles(t, ws) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ids[strings.TrimSuffix(filepath.Base(f), ".md")] = string(data)
	}
	idOf := func(sub string) string {
		for id, data := range ids {
			if strings.Contains(data, sub) {
				return id
			}
		}
		t.Fatalf("no memory holds %q: %v", sub, ids)
		return ""
	}
	for _, tc := range []struct{ task, want string }{
		{"添加一个新的数据库迁移", "db-migrations"},
		{"合并请求需要几个人批准", idOf("合并请求")},
		{"金曜日に本番へデプロイしてもいいですか", idOf("金曜日")},
		// One sentence of 95 characters, 285 bytes with no space: it was
		// dropped as a run too long to be a word, and the empty task
		// loaded as a session start.
		{"金曜日の午後に本番環境へデプロイしたいのですがチームリーダーの承認が必要かどうかとその手順と連絡先と注意点と過去の事例と関係する設定ファイルの場所と確認すべき項目を全部まとめて教えてください", idOf("金曜日")},
		{"데이터베이스 백업은 언제 실행되나요", idOf("백업")},
		{"ajouter un champ de donnees personnelles", "les-donnees-personnelles-des-clients-ne-quittent-jamais-l"},
		{"公司年会在哪里举办", ""},
		{"réserver une salle de réunion pour jeudi", ""},
	} {
		r := runCLI(t, ws, "", nil, "load", tc.task, "--json")
		var env struct {
			Data struct {
				Keys []string `json:"selected_keys"`
			} `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &env); err != nil {
			t.Fatalf("load %q: %v\n%s", tc.task, err, r.stdout)
		}
		var got []string
		for _, k := range env.Data.Keys { // workspace:knowledge/<id>.md
			got = append(got, strings.TrimSuffix(filepath.Base(k), ".md"))
		}
		if tc.want == "" && len(got) > 0 || tc.want != "" && (len(got) == 0 || got[0] != tc.want) {
			t.Errorf("load %q = %v, want %q first (\"\": none)", tc.task, got, tc.want)
		}
	}
}

// storeFiles are the memory files of ws's store.
func storeFiles(t *testing.T, ws string) []string {
	t.Helper()
	var out []string
	for _, dir := range memoryTypeDirs {
		fs, _ := filepath.Glob(filepath.Join(ws, ".agents", ".engram", dir, "*.md"))
		out = append(out, fs...)
	}
	return out
}

// TestOtherLanguageVerdictsAreSafe: a save in Chinese, Japanese or French
// that restates or neighbours a memory of the polyglot set is never an
// UPDATE or SUPERSEDE of a memory it does not restate: such a verdict
// would replace or retire the other memory's text.
func TestOtherLanguageVerdictsAreSafe(t *testing.T) {
	t.Parallel()
	ws := t.TempDir()
	copyTree(t, filepath.Join("testdata", "eval", "polyglot", "store"), ws)
	for _, tc := range []struct {
		text string
		own  string // the memory it restates, which an UPDATE may target
	}{
		{"数据库迁移必须有回滚文件，迁移文件放在 db/migrations 目录", "db-migrations"},
		{"数据库备份每天凌晨三点执行", ""},
		{"每个合并请求需要三位同事批准", "code-review"},
		{"数据库里的时间一律存北京时间", "timezones"},
		{"商品详情缓存的过期时间改为五分钟", "product-cache"},
		{"db/migrations 里的迁移不需要回滚文件", "db-migrations"},
		{"request_id 不要写进错误日志", "logging"},
		{"金曜日の午後は本番環境へのデプロイを禁止する", "deploy-freeze"},
		{"本番環境のデータベースは毎日バックアップする", ""},
		{"Les factures sont générées le premier jour du mois", "facturation"},
		{"Les données de facturation sont conservées dix ans", ""},
	} {
		r := runCLI(t, ws, "", nil, "save", tc.text, "--json")
		var env struct {
			Data struct {
				Candidates []struct {
					Verdict, ID string
				} `json:"candidates"`
			} `json:"data"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &env); err != nil || len(env.Data.Candidates) != 1 {
			t.Fatalf("save %q: %v\n%s%s", tc.text, err, r.stdout, r.stderr)
		}
		c := env.Data.Candidates[0]
		kind, target, _ := strings.Cut(c.Verdict, " ")
		if kind == "NOOP" {
			target = c.ID
		}
		if kind != "ADD" && target != tc.own {
			t.Errorf("save %q: %s (id %s), want ADD or a verdict on %q", tc.text, c.Verdict, c.ID, tc.own)
		}
	}
}

// FuzzTextOfAnyLanguage holds, for any text, what the index and a save's id
// rely on: tokenize gives non-empty valid UTF-8 words with no upper case and
// no break character, the same words each time, and a save's id is always a
// valid id (a file name inside its folder on every OS), the same each time.
func FuzzTextOfAnyLanguage(f *testing.F) {
	for _, s := range []string{
		"数据库迁移文件放在 db/migrations 目录，每个迁移必须有回滚文件",
		"Les migrations de base de données vont dans db/migrations",
		"テストは必ず CI で実行してください。",
		"배포 전에 테스트를 실행합니다",
		"Ｆｕｌｌｗｉｄｔｈ ＡＢＣ ＥＸＰＯＲＴ", "İstanbul ǅemal ﬁle Ⅻ", "a\u0301\u0308b\u200d", "com1", "。",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		words := tokenize(s)
		for _, w := range words {
			if w == "" || !utf8.ValidString(w) || strings.IndexFunc(w, tokenBreak) >= 0 {
				t.Fatalf("tokenize(%q) gave the word %q", s, w)
			}
			if strings.ToLower(w) != w {
				t.Fatalf("tokenize(%q) gave %q, not lower case", s, w)
			}
		}
		if again := tokenize(s); strings.Join(again, "\x00") != strings.Join(words, "\x00") {
			t.Fatalf("tokenize(%q) differs between two calls", s)
		}
		id := durableSlug(s)
		if !isValidID(id) {
			t.Fatalf("durableSlug(%q) = %q, not a valid id", s, id)
		}
		if durableSlug(s) != id {
			t.Fatalf("durableSlug(%q) differs between two calls", s)
		}
	})
}
