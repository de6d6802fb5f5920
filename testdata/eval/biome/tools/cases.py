#!/usr/bin/env python3
"""Write ../cases.json (HOLDOUT): verbatim titles of merged biomejs/biome pull requests (every 9th and every
23rd commit of the last 600-1000, sampled before any router run), each labelled with the memory a
contributor doing it should read, or nothing when no guidance covers it."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("bm", {})
N = "zero-match"
P = "pr-title"


def t(group, title, expect):
    C.case(N if not expect else group, title, expect)


t(P, "fix(parse/js): handle incomplete svelte declarations even more (#11448)", ["parser-guide"])
t(P, "feat(js_transform): erase type annotations in TypeScript code (#11417)", [])
t(P, "chore: missing rule sources (#11378)", ["rule-implementation"])
t(P, "refactor(lint): put `impl Rule` blocks first (#11382)", [])
t(P, "fix(noMisusedPromises): perf regression (#11314)", [])
t(P, "fix(css_formatter): preserve pseudo function comments (#11285)", ["formatter-guide"])
t(P, "ci: update codspeed crates (#11239)", [])
t(P, "feat(lint): add noExtendNative nursery rule (#11136)", ["rule-naming"])
t(P, "feat(lint): add ignoreIfStatements option to useNullishCoalescing (#10822)", ["rule-implementation"])
t(P, "fix(format/html): preserve the content of preformatted elements (#11077)", ["formatter-guide"])
t(P, "chore: tidy up skills (#11047)", [])
t(P, "fix(core): cleanup old sockets in Unix (#10895)", [])
t(P, "docs(noMissingVarFunction): list container-name in ignored properties (#10852)", ["rule-docs"])
t(P, "docs: fix duplicate \"children\" in formatter comment (#10771)", ["doc-comments"])
t(P, "fix(cli): respect --config-path and BIOME_CONFIG_PATH in rage command (#10741)", ["changesets"])
t(P, "fix(lsp): shutdown the daemon on disconnect (#10688)", ["debug-binaries"])
t(P, "refactor(core): add `biome_languages` crate (#10590)", ["dev-dependencies"])
t(P, "feat: rule promotion for v2.5 (#10562)", ["target-branch"])
t(P, "fix(lint/js): mark no-this-in-static fixes unsafe (#11456)", ["rule-implementation"])
t(P, "chore: add CodSpeed and Cloudflare to sponsors (#11410)", [])
t(P, "fix(format/html): preserve meaningful blank lines (#11327)", ["formatter-guide"])
t(P, "feat(css): support SCSS nesting combinator (#11243)", ["parser-guide"])
t(P, "fix(resolver): fallback to disk loading if `exports` is missing (#10978)", [])
t(P, "fix: accidental debug log (#10945)", [])
t(P, "chore(deps): update rust crate jiff to 0.2.31 (#10725)", [])
t(P, "chore: refactor html a11y test cases (#10713)", ["tests-required"])
t(P, "fix(parser/yaml): correctly lex anchor/tag properties followed by a sequence (#10481)", ["parser-guide"])
t(P, "fix(css_parser): improve diagnostics for missing attribute names and empty selectors in SCSS (#10437)", ["parser-guide"])
t(P, "feat(lint/js): add `useThisForClassMethods` (#9807)", ["rule-naming"])
t(P, "feat(config): expose `html.parser.vue` (#9366)", ["changesets"])
t(P, "feat(html_analyze): implement noNoninteractiveElementInteractions (#10026)", ["rule-naming"])
t(P, "fix(core): file size diagnostic severity (#9980)", [])
t(P, "test(markdown): add regression tests for mixed list markers across blank lines (#9732)", ["tests-required"])
t(P, "feat(cli): add watch mode (--watch) to the CLI for check/format/lint commands (#8731)", ["changesets"])
t(P, "fix(markdown_parser): paragraph with trailing hard break absorbs following blank line (#9931)", ["parser-guide"])
t(P, "fix(analyzer): useReadonlyClassProperties detects non-declaration class forms (#10105)", ["tests-required"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
