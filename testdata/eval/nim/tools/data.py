"""Memories of the nim set: nim-lang/Nim's own contributor guidance on its devel branch at b534f34
(2024-10-24): doc/contributing.md, doc/docstyle.md (which the contributing guide includes),
doc/nep1.md (the standard library style guide), doc/testament.md (the test runner) and the
contributor parts of doc/intern.md (bootstrapping, debugging the compiler, its coding guidelines,
porting); one memory per topic, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2024-10-24")


# doc/contributing.md
mem("pull-requests", "knowledge", "Pull requests: review, CI and approval", ["pull-request", "review", "ci", "approval"], [
    "Contributing happens via pull requests (PR) on GitHub. Every PR needs to be reviewed before it can be merged and the Continuous Integration should be green.",
    "The title of a PR should contain a brief description. If it fixes an issue, in addition to the number of the issue, the title should also contain a description of the issue. The PR has to be approved by two core developers or by Araq.",
])
mem("test-kinds", "knowledge", "The four types of tests", ["tests", "runnableExamples", "isMainModule"], [
    "There are 4 types of tests: `runnableExamples` documentation comment tests, ran by `nim doc mymod.nim`, which end up in documentation and ensure documentation stays in sync with code; separate test files, e.g. `tests/stdlib/tos.nim`, which testament runs (all `$nim/tests/*/t*.nim`); (deprecated) tests in a `when isMainModule:` block; (not preferred) `.. code-block:: nim` RST snippets.",
    "Not all the tests follow the convention here, feel free to change the ones that don't. Always leave the code cleaner than you found it.",
])
mem("stdlib-test-file", "rule", "Each stdlib module has its own test file", ["stdlib", "tests", "lib", "isMainModule"], [
    "Each stdlib module (anything under `lib/`, e.g. `lib/pure/os.nim`) should preferably have a corresponding separate test file, e.g. `tests/stdlib/tos.nim`. The old convention was a `when isMainModule:` block in the source file.",
    "A separate test file allows custom compiler flags or testing options, gives faster CI since tests can be joined in `megatest`, avoids making the parser do unnecessary work when a source file is merely imported, and avoids mixing source and test code in line counts and code coverage.",
])
mem("test-blocks-doassert", "rule", "One block per test, doAssert not echo", ["tests", "doAssert", "block", "assertions"], [
    "Each test should be in a separate `block:` statement, such that each has its own scope. Use boolean conditions and `doAssert` for the testing by itself, don't rely on echo statements or similar; in particular, avoid things like `echo \"done\"`. Don't use `unittest.suite` and `unittest.test`.",
    "Use `doAssert` (or `unittest.check`, `unittest.require`), not `assert`, in all tests, so they'll be enabled even with `--assertions:off`. Tests (including in testament) should always prefer assertions over `echo`, except when that's not possible: it's more precise and easier for readers and maintainers.",
])
mem("bug-reference", "rule", "Refer to a GitHub issue as bug #1234", ["issues", "tests", "bug"], [
    "Always refer to a GitHub issue using the following exact syntax: `bug #1234`, e.g. `block: # bug #1234`, so that it's consistent and easier to search or for tooling. Some browser extensions will even turn those into clickable links.",
])
mem("compiler-tests", "rule", "Compiler tests are testament files under tests/", ["compiler", "tests", "testament", "errormsg"], [
    "The tests for the compiler use a testing tool called `testament`. They are all located in `tests/` (e.g. `tests/destructor/tdestructor3.nim`). Each test has its own file. All test files are prefixed with `t`. If you want to create a file for import into another test only, use the prefix `m`.",
    "At the beginning of every test is the expected behavior of the test, in a `discard \"\"\" ... \"\"\"` block. Possible keys are `cmd` (a compilation command template), `output` (the expected stdout + stderr), `exitcode`, `errormsg` (the expected compiler error message), `file` and `line` (where the errormsg was produced). For a full spec, see `testament/specs.nim`.",
])
mem("running-tests", "skill", "Running the tests with koch", ["tests", "koch", "testament", "category"], [
    "Run the tests with `./koch tests`, which will run a good subset of tests. Some tests may fail. To see only the output of failing tests: `./koch tests --failing all`.",
    "To run one category of tests (a subdirectory of `tests/`; special categories are listed in `testament/categories.nim`): `./koch tests c lib` or `./koch tests c megatest`. To run a single test: `./koch test run tuples/ttuples_issues` or `./koch test run tests/stdlib/tos.nim`.",
    "For reproducible tests, closer to the CI on GitHub actions and azure pipelines, disable your local configuration (e.g. `~/.config/nim/nim.cfg`), for example with `export XDG_CONFIG_HOME=pathtoAlternateConfig` before running `./koch`.",
])
mem("comparing-test-runs", "skill", "Comparing two test runs", ["tests", "testresults", "html", "devel"], [
    "Test failures can be grepped using `Failure:`. The tester can compare two test runs: on devel note `DEVEL_COMMIT=$(git rev-parse HEAD)` and run `./koch tests`, then switch to your changes and run `./koch tests` again.",
    "Then `./koch tests --print html $DEVEL_COMMIT` creates a `testresults.html` which tells you if any new tests passed or failed.",
])
mem("deprecation", "rule", "Renamed things keep a deprecated old name", ["deprecated", "pragma", "compatibility", "rename"], [
    "Backwards compatibility is important. When renaming types, procedures, etc. the old name must be marked as deprecated using the `deprecated` pragma, e.g. `{.deprecated: \"deprecated since v1.2.3; use `newImpl: string -> int` instead\".}`.",
    "For const/var/let and fields the message is not yet supported (`const Foo {.deprecated.} = 1`); for enum types you can deprecate the type or some elements, likewise with object types and their fields.",
])
mem("proc-documentation", "rule", "Document new procs with ## comments", ["docs", "proc", "docInternal", "comments"], [
    "When contributing new procs, be sure to add documentation, especially if the proc is public. Even private procs benefit from documentation and can be viewed using `nim doc --docInternal foo.nim`.",
    "Documentation begins on the line following the `proc` definition, and is prefixed by `##` on each line. When forward declaration is used, the documentation should be included with the first appearance of the proc.",
])
mem("runnable-examples", "rule", "Prefer runnableExamples to code blocks", ["docs", "runnableExamples", "examples", "assert"], [
    "Runnable code examples are encouraged, to show typical behavior with a few test cases (typically 1 to 3 `assert` statements). `runnableExamples` are automatically run by `nim doc mymodule.nim` as well as testament and guarantee they stay in sync.",
    "Code snippets embedded in RST documentation are not run by `nim doc` and are not guaranteed to stay in sync, so `runnableExamples` is almost always preferred. In `runnableExamples` use `assert` rather than `doAssert` for brevity; `runnableExamples(\"-d:danger\")` passes the flag, and there `doAssert` makes more sense.",
])
mem("doc-wording", "rule", "Doc comments: capital letter, third person, present tense", ["docs", "style", "wording"], [
    "The preferred documentation style is to begin with a capital letter and use the third-person singular: `## Returns \"hello\"` rather than `## say hello`.",
    "Within documentation, a period should follow each sentence (or sentence fragment) in a comment block. If multiple sentences are within the documentation, each sentence after the first should be complete and in present tense.",
])
mem("rst-markup", "rule", "Backticks and RST roles in doc comments", ["docs", "rst", "markdown", "backticks"], [
    "Documentation is parsed as a custom ReStructuredText (RST) with partial markdown support. When you specify an RST role, do it in the postfix form, after the text in backticks, e.g. `SQLite`:idx:.",
    "Use single backticks for fragments of code in Nim and other languages, including identifiers, in `*.nim` files (with a role such as `:cpp:` or `:code:` for other languages, `:cmd:` for shell commands, `:option:` for options). Use double backticks for file names and for text of compiler messages not related to code. In nim sources prefer `[link text](link.html)` for links.",
])
mem("define-prefix", "rule", "New defined() symbols carry a prefix", ["defines", "defined", "conditional", "nim"], [
    "New `defined(foo)` symbols need to be prefixed by the nimble package name, or by `nim` for symbols in nim sources (e.g. compiler, standard library), to avoid name conflicts across packages: `when defined(nimAllocStats)`, not `when defined(allocStats)`.",
])
mem("api-design-practices", "rule", "No implicit bool, design for method call chaining", ["api", "design", "bool", "chaining"], [
    "Take advantage of no implicit bool conversion: `doAssert isValid()` rather than `doAssert isValid() == true`.",
    "Design with method call syntax chaining in mind: `proc foo(lines: seq[string], cond: bool)` rather than `proc foo(cond: bool, lines: seq[string])`, so it can be called as `getLines().foo(false)`.",
])
mem("avoid-quit", "rule", "Use exceptions, not quit", ["exceptions", "quit", "errors"], [
    "Use exceptions (including `assert` / `doAssert`) instead of `quit`; `quit()` is bad in almost all cases.",
])
mem("delegate-printing", "rule", "Return a string instead of calling echo", ["echo", "printing", "output"], [
    "Delegate printing to the caller: return `string` instead of calling `echo`. It's more flexible, e.g. it allows the caller to call custom printing, including prepending location info, writing to log files, etc.",
])
mem("use-option", "rule", "Consider Option over a bool and a var argument", ["option", "api", "return"], [
    "(Ongoing debate) Consider using `Option` instead of returning bool plus a var argument (`proc foo(): Option[Bar]` rather than `proc foo(a: var Bar): bool`), unless stack allocation is needed, e.g. for efficiency.",
])
mem("backport-tag", "rule", "Tag critical bugfixes [backport]", ["backport", "commit", "stable", "release"], [
    "Important, critical bugfixes that have a tiny chance of breaking somebody's code should be backported to the latest stable release branch and maybe also further back. The commit message should contain the tag `[backport]` for \"backport to the latest stable release\" and `[backport:$VERSION]` for backporting back to the given version and all newer releases.",
])
mem("changelog", "rule", "Breaking changes and features go in the changelog", ["changelog", "breaking", "feature"], [
    "If you introduce changes which affect backward compatibility, make breaking changes, or have a PR which is tagged as `[feature]`, the changes should be mentioned in the changelog (`changelog.md`).",
])
mem("focused-commits", "rule", "Every diff line belongs to the commit's subject", ["commit", "diff", "whitespace", "formatting"], [
    "All changes introduced by the commit (diff lines) must be related to the subject of the commit. If your editor reformatted unrelated code, exclude it from the commit. Never commit everything as-is using `git commit -a`, review your changes with `git add -p`.",
    "Changes should not introduce any trailing whitespace: check with `git diff --check` or a `pre-commit` hook running `git diff --check --cached`.",
    "Do not mix pure formatting changes (e.g. whitespace changes, nimpretty) or automated changes with other code changes: these should be in separate commits, and the merge should not squash them into one.",
])
mem("issue-references", "rule", "Fixes #123; refs #124 in commits and PR bodies", ["commit", "issues", "message"], [
    "Describe your commit and use your common sense. `Fixes #123; refs #124` indicates that issue #123 is completely fixed (GitHub may close it) whereas #124 is referenced, e.g. partially fixed.",
    "The PR body (not just the PR title) should contain references to fixed or referenced GitHub issues, e.g. `fix #123` or `refs #123`, so that the linked issue cross-references the PR.",
])
mem("rebase-on-devel", "rule", "Rebase against devel", ["git", "rebase", "devel", "history"], [
    "Commits should always be rebased against devel so a fast-forward merge can happen, e.g. `git pull --rebase origin devel`, to avoid messing up git history. Exceptions should be very rare: when a rebase gives too many conflicts, squash all commits.",
])
mem("skip-ci", "rule", "[skip ci] for WIP and documentation-only pushes", ["ci", "skip", "docs", "wip"], [
    "CI runs by default on every push in a PR; this clogs the CI pipeline and affects other PRs. If you don't need it (e.g. for WIP or documentation only changes), add `[skip ci]` to your commit message title.",
    "Consider enabling CI (azure, GitHub actions and builds.sr.ht) in your own Nim fork and waiting for it to be green before opening your PR, to reduce CI congestion.",
])
mem("ci-failures", "skill", "Debugging CI failures and flaky tests", ["ci", "flaky", "failures", "rerun"], [
    "First check the CI logs and search for `FAIL` to find why CI failed; if the failure seems related to your PR, fix the code instead of restarting CI.",
    "If the failure seems unrelated, it could be a flaky test: file a bug for it if it isn't already reported. A PR push re-triggers all CI jobs, which is wasteful; instead ask the Nim team to re-run only the failed jobs (Azure: rerun failed jobs; GitHub actions: Re-run jobs; builds.sr.ht also allows ssh into the CI machine).",
])
mem("code-review-tools", "knowledge", "Code review: suggested changes and moved code", ["review", "diff", "git"], [
    "Whenever possible, use GitHub's 'Suggested change' in code reviews. When reviewing large diffs where code moves around, fetch the PR and use `git diff --color-moved-ws=allow-indentation-change --color-moved=blocks HEAD^`; `diff-highlight` or `diff-so-fancy` show what changed within a block.",
])
mem("stdlib-what-belongs", "knowledge", "What must be part of the stdlib", ["stdlib", "dependencies", "compiler", "types"], [
    "What the compiler itself needs must be part of the stdlib: we strive to have zero dependencies in the compiler, as it is the root of the bootstrapping process and is also used to build Nimble.",
    "Vocabulary types, which most packages need to agree on for interoperability (`Option[T]`, `Table`, `CountTable`, time handling and the `Time` type), must be part of the stdlib. Existing, battle-tested modules such as `os`, `osproc`, `strutils`, `strformat` stay; if a target such as JS cannot support a module, document this limitation.",
])
mem("new-stdlib-modules", "rule", "New modules start as Nimble packages", ["stdlib", "modules", "nimble", "experimental"], [
    "Other new stdlib modules do not start as stdlib modules: it's easier to adopt existing, battle-tested modules than to create them from scratch. If in doubt, new stdlib modules should start as external, successful Nimble packages.",
    "Syntactic helpers can start as experimental stdlib modules, when they have the potential to clean up other parts of the library substantially.",
])
mem("stdlib-additions", "rule", "Little additions to existing modules are acceptable", ["stdlib", "additions", "helpers"], [
    "As long as they are documented and tested well, adding little helpers to existing modules is acceptable: it makes Nim easier to learn and use in the long run, and it encourages contributions.",
])
mem("new-module-conventions", "rule", "New stdlib modules go under lib/std/", ["stdlib", "modules", "naming", "std"], [
    "New stdlib modules should go under `Nim/lib/std/`, so that users import via `import std/foo`; this also applies to existing logical directories: `lib/std/collections/foo.nim`, not `lib/pure/collections/foo.nim`.",
    "New module names should prefer plural form (`std/sums.nim`, not `std/sum.nim`) and use `snake_case` without capital letters, which cause issues between case-insensitive and case-sensitive file systems.",
])
mem("runtime-breaking-changes", "rule", "Avoid run-time breaking changes; opt in with -d:nimPreviewX", ["breaking", "runtime", "behavior", "nimPreview"], [
    "Run-time breaking changes are to be avoided at almost all costs: Nim is used for mission critical applications which depend on behaviours not covered by the test suite. Examples: raising exceptions of a new type, adding unconstrained generic procs or macros (e.g. `==` and `hash` for all `ref T`), changing the behavior of existing functions.",
    "Instead, write new code that explicitly announces the feature and deprecate the old code. When a run-time breaking change is most desirable, it must start as opt-in via a new `-d:nimPreviewX` or command line flag and become the default later. Additive approaches that don't change existing behaviors should be preferred.",
])
mem("compile-time-breaking-changes", "rule", "Compile-time breaking changes: deprecate, don't rename", ["breaking", "compile", "rename", "enum"], [
    "Compile-time breaking changes can also hinder the adoption of a new Nim release; additive approaches are to be preferred. Instead of renaming functions and modules or moving things, deprecate the old name and introduce a new one. Do not rename parameters: named-parameter calls would break.",
    "Adding an enum value to an existing enum breaks exhaustive case statements; consider new `bool` fields or parameters instead. We use good judgement and our list of \"important packages\" to see if a change breaks too much code out there in practice.",
])
mem("new-proc-since", "rule", "New stdlib procs carry a .since annotation", ["since", "stdlib", "proc", "version"], [
    "Adding a new proc to an existing stdlib module is often preferred over a new module with a single proc, but it can break code. The new procs need to be annotated with a `.since` annotation.",
])
mem("language-spec-bugfixes", "knowledge", "Compiler and language spec bugfixes", ["compiler", "spec", "typedesc", "language"], [
    "If the compiler should have been pickier, e.g. in its handling of `typedesc`, instead of fixing typedesc handling bugs: spec out how it should really work and where it should not be allowed, deprecate it under a new name, and implement the spec.",
])
mem("non-breaking-changes", "knowledge", "Changes considered non-breaking", ["breaking", "overload", "fields", "defect"], [
    "Considered non-breaking: creating a new module; adding an overload to an already overloaded proc; adding new default parameters to an existing proc; changing behavior from crashing into a documented result (including raising a Defect); adding new fields to an existing object. A change that only affects introspection is not considered breaking.",
])

# doc/docstyle.md
mem("document-exports", "rule", "Document anything exported", ["docs", "exported", "types", "const"], [
    "Authors should document anything that is exported. Exported types should also be documented, beside or within the object: a doc comment that annotates the `type` keyword disappears. Module-wide constants and values are encouraged to have doc comments, placed like those of `type` sections.",
    "Comments elsewhere will not become part of the documentation output and should be prefaced by a single hash (`#`).",
])
mem("module-docs", "rule", "Module documentation at the top of the module", ["docs", "module", "copyright"], [
    "Documentation of a module is placed at the top of the module itself, each line beginning with `##` (sometimes `##[ multiline docs ]##` is preferable). Code samples are encouraged. The top-level comment can indicate authorship and copyright (`:Author:`, `:Copyright:`).",
    "Leave a space between the last line of top-level documentation and the beginning of Nim code (the imports, etc.).",
])

# doc/nep1.md
mem("spacing-line-length", "rule", "80 columns, two-space indentation", ["style", "whitespace", "indentation", "line-length"], [
    "Lines should be no longer than 80 characters. Two spaces should be used for indentation of blocks; tabstops are not allowed (the compiler enforces this).",
    "Avoid aligning code vertically with extra whitespace (e.g. aligned `=` in a type section): the next person to edit must re-align it all.",
])
mem("identifier-case", "rule", "PascalCase types, camelCase everything else", ["naming", "style", "case", "enum"], [
    "Type identifiers should be in PascalCase. All other identifiers should be in camelCase, except constants, which may use PascalCase. For constants from a C/C++ wrapper ALL_UPPERCASE is allowed, but ugly.",
    "Exception and Error types should have the `Error` or `Defect` suffix. Unless marked `{.pure.}`, enum members should have an identifying prefix (`pcDir`, `pcFile`); non-pure enum values use camelCase, pure enum values PascalCase. Treat HTTP, URL and the like as real words: `parseUrl`, not `parseURL`.",
])
mem("type-varieties", "rule", "Obj, Ref and Ptr suffixes", ["naming", "types", "ref", "ptr"], [
    "When naming types that come in value, pointer, and reference varieties, use a regular name for the variety used the most, and add an `Obj`, `Ref`, or `Ptr` suffix for the others. If no variety is used the most, add the suffixes to the pointer variants only. The same applies to C/C++ wrappers.",
])
mem("naming-vocabulary", "knowledge", "Standard names for common operations", ["naming", "api", "stdlib", "abbreviations"], [
    "The stdlib API is designed to be easy to use and consistent: the programmer should be able to guess a name. Use `initFoo` for value types and `newFoo` for reference types, `self` for method-like procs, `find` to return a position and `contains` for a bool, `add` instead of append, `cmp` returning an int, `len` (not `getLen`), `size` for a byte size, `del` (faster, order not kept) and `delete` (keeps order), `incl`/`excl`.",
    "Common abbreviations: cmd, exec, env, val, exe, dir, path, ext, sep, col, app, cfg, msg, arg, obj, param, opr, proc, func, coord, rect, sym, lit, str, ident, indent.",
])
mem("mutation-naming", "rule", "Naming in-place and copying operations", ["naming", "mutation", "iterators"], [
    "Operations like `mitems` or `mpairs` that allow a mutating view into a data structure should start with an `m`. When both in-place mutation and a 'returns transformed copy' version exist, the latter is a past participle of the former: `sort` and `sorted`, `reverse` and `reversed`. When the copying version already exists (like `strutils.replace`), the in-place version gets an `In` suffix (`replaceIn`).",
    "Use `subjectVerb`, not `verbSubject`: `fileExists`, not `existsFile`.",
])
mem("coding-conventions", "rule", "result, procs and let", ["style", "result", "let", "macros"], [
    "The `return` statement should ideally be used only when its control-flow properties are required; use a procedure's implicit `result` variable whenever possible.",
    "Use a proc when possible, only using the more powerful facilities of macros, templates, iterators, and converters when necessary. Use `let`, not `var`, for variables that do not change within their scope.",
])
mem("multiline-formatting", "rule", "Multi-line declarations and calls", ["style", "formatting", "indentation", "tuples"], [
    "Tuples, procedures and procedure type declarations longer than one line should indent their parameters; double indent may be used to distinguish them from the body that follows. Multi-line procedure calls should continue indented. Vertical alignment along the opening parenthesis is permissible, with a preference for the current style in new code.",
])
mem("misc-style", "rule", "Ranges, std/ imports, triple quotes, getters", ["style", "imports", "std", "getters"], [
    "Use `a..b` instead of `a .. b`, except when `b` contains an operator (`a .. -3`). Use the `std` prefix for standard library modules: `import std/os`, `import std/[os, sysrand, posix]`. Prefer multiline triple quote literals to start with a newline.",
    "A getter for a private field `foo` should be named `foo`, not `getFoo`, unless it has side effects or its cost is not O(1); likewise a setter `foo=` or `setFoo`.",
])

# doc/testament.md
mem("testament-runner", "skill", "Running tests with testament", ["testament", "tests", "targets", "js"], [
    "Testament is the unittest runner used for the development of Nim itself: process isolation, multiple targets (C, C++, ObjectiveC, JavaScript), dry runs, HTML reports, skipping tests from a file. By default it looks for test files in `./tests/category/*.nim` and uses the `nim` compiler on `PATH` (`--nim:path` to change it).",
    "Commands: `pattern <glob>`, `all`, `category <category>`, `run <test>`, `html`. Options include `--targets:\"c cpp js objc\"` (default c), `--failing`, `--megatest:on|off`, `--valgrind:on|off`, `--skipFrom:file`. Running JavaScript tests with `--targets:\"js\"` requires a working NodeJS on `PATH`.",
])
mem("testament-spec", "knowledge", "A testament test's expectations", ["testament", "tests", "action", "reject"], [
    "A testament test starts with a `discard \"\"\" ... \"\"\"` spec. `action` is `compile` (expect successful compilation), `run` (compile and execute) or `reject` (expect failed compilation; catches `{.error.}` but not `{.fatal.}` pragmas, with `file`, `line` and `column` of the expected error and `errormsg` or `msg`).",
    "`exitcode`, `output` (exact stdout), `outputsub` (a substring), `sortoutput`, and `nimout` (lines the compiler must print during compilation, in order) complete the spec.",
])

# doc/intern.md
mem("bootstrapping", "skill", "Bootstrapping the compiler with koch", ["koch", "bootstrap", "build", "compiler"], [
    "Compile the compiler with `nim c koch.nim` then `koch boot -d:release`; `koch boot` for a debug version; `koch boot --debuginfo --linedir:on` for a debug version compatible with GDB. `koch` is Nim's maintenance script, a portable replacement for make and shell scripting.",
    "Reproducible builds: set the compilation timestamp with `SOURCE_DATE_EPOCH`, e.g. `export SOURCE_DATE_EPOCH=$(git log -n 1 --format=%at)`.",
])
mem("bisecting-regressions", "skill", "Bisecting for regressions", ["bisect", "regression", "koch", "git"], [
    "When a bug is caused by a regression in the compiler or stdlib, bisect the Nim repo commits: `git bisect start bad-commit good-commit` then `git bisect run ./koch temp -r c test-source.nim`. `koch temp` returns 125 when the compiler compilation fails, which tells git bisect to skip the commit.",
])
mem("debug-compiler", "skill", "An instrumented compiler and debug logging", ["debugging", "koch", "compiler", "logging"], [
    "`koch temp` builds a lean compiler with `-d:debug` into `bin/nim_temp` (no JS or doc generation; `-u:leanCompiler` enables them); use it with `testament --nim:bin/nim_temp r tests/category/tsometest`. Options of interest: `--opt:speed`, `--debugger:native`, `-d:nimDebug`, `-d:nimDebugUtils`.",
    "Printf debugging is still the most appropriate way to debug many compiler problems: guard debug output with `if mdbg:` (the main module only) or `if isCompilerDebug():` with `{.define(nimCompilerDebug).}` in the testcase, and print nodes with `debug`, `renderTree`, `typeToString` or `treeToYaml`.",
])
mem("compiler-coding-guidelines", "rule", "Coding guidelines for the compiler", ["compiler", "style", "line-length", "imports"], [
    "We follow Nim's official style guide (NEP1). Max line length is 100 characters. Provide spaces around binary operators if that enhances readability. Use a space after a colon, but not before it. Prefer `import package` over `from package import symbol`.",
    "The compiler was translated from a bootstrapping version written in Pascal, so its code is not a poster child of good Nim code.",
])
mem("porting-platforms", "skill", "Porting Nim to a new platform", ["porting", "platform", "os", "cpu"], [
    "Porting is pretty easy since Nim generates C code. Add the platform to `compiler/platform.nim`, and update `lib/system.nim` (docs of `hostOS` and `hostCPU`), `compiler/options.nim`, `compiler/installer.ini`, `lib/system/platforms.nim`, `std/private/osseps.nim`, `lib/pure/distros.nim` and the niminst `makefile.nimf` and `buildsh.nimf`.",
    "For the new platform to be bootstrapped from the `csources`, the change must be backported to the Nim version used by the csources and the new csources revision set in `config/build_config.txt`.",
])
