"""Memories of the cabal set: haskell/cabal's own contributor guidance (CONTRIBUTING.md; the
pull-request template; cabal-testsuite/README.md; cabal-validate/README.md; doc/README.md;
project-cabal/README.md; bootstrap/README.md; snapshot of 2026-08-22), one memory per topic, in the
project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-22")


# CONTRIBUTING.md
mem("fortnightly-meeting", "knowledge", "The fortnightly meeting", ["meeting", "dev-call", "contributors"], [
    "We have a dev call every 2 weeks on Jitsi. All contributors and potential contributors are welcome.",
])
mem("issue-triage", "knowledge", "Issue triage", ["triage", "issues", "codetriage"], [
    "You can contribute by triaging issues: reproducing bug reports or asking for vital information such as version numbers or reproduction instructions. To start, subscribe to cabal on CodeTriage.",
])
mem("building-cabal", "skill", "Building Cabal for hacking", ["build", "cabal-install", "project-file"], [
    "With the latest released `cabal`, run `cabal build cabal`; if building the testsuite fails for this initial build, use the release project that excludes it: `cabal build cabal --project-file=cabal.release.project`. The default `cabal.project` is picked up implicitly.",
    "For developing, use the locally built `cabal` (a released one may lack a fix): install it with `cabal install cabal-install:exe:cabal --overwrite-policy=always`, or run it without installing with `cabal run cabal --` followed by its arguments.",
    "Other variations: `cabal build Cabal` (library only), `cabal build Cabal-tests:unit-tests`, `cabal build cabal-tests`. Where the build products are depends on the cabal-install version (see \"Where are my build products?\").",
])
mem("nix-shell", "skill", "Developing with Nix", ["nix", "shell", "dependencies"], [
    "With Nix, work in a shell with the development dependencies: `nix-shell -p cabal-install ghc ghcid pkg-config zlib.dev` (incomplete: fourmolu 0.12 must be installed manually).",
    "A Nix flake developer shell is also available, supported solely by the community: `nix develop github:yvan-sraka/cabal.nix`.",
])
mem("ci-github-actions", "rule", "Running tests on GitHub Actions", ["ci", "github-actions", "wip", "documentation"], [
    "The most convenient way to run the tests is to open a pull request: GitHub Actions builds and tests your code. Title your PR with WIP so we know it does not need code review.",
    "GitHub Actions builds take a long time: use them when you are pretty sure everything is OK; otherwise run relevant tests locally first. Changes only to `docs/`, `README.md` or `CONTRIBUTING.md` run a small subset of the jobs.",
    "If you know a build of yours is going to fail (one job has already failed), cancel the rest of the jobs so other commits on the build queue can be processed.",
])
mem("debugging-ci", "skill", "Debugging a failing CI test", ["ci", "debugging", "failures", "ghc-versions"], [
    "Look at the logs first: `cabal-testsuite` tests run with `-v` logging, dumped to the log on failure. Then try to reproduce the failure locally.",
    "Check whether it fails only for a specific GHC version or operating system, and reproduce on that configuration. For a per-GHC GitHub Actions build, the precise binaries built by CI can be downloaded and run on Ubuntu. If none of this reproduces it, there may be a race condition or CI breakage: file a bug.",
])
mem("validate-script", "skill", "validate.sh and cabal-validate", ["validate", "tests", "steps", "ci"], [
    "`./validate.sh` runs all the test suites; it forwards its arguments to `cabal-validate`. `-v`/`--verbose` shows build and test output in real time, `-s`/`--step` runs specific steps (e.g. `-s build -s lib-tests`), `-p`/`--pattern` filters tests; `--help` lists the options.",
    "Hacking on cabal-validate: `Main.hs` encodes the commands run for each step, `Cli.hs` parses arguments and resolves defaults from the environment, `Step.hs` lists the steps.",
])
mem("test-suites", "knowledge", "The test suites", ["tests", "unit-tests", "solver", "quickcheck"], [
    "The most important test suite is `cabal-testsuite`: most user-visible changes to Cabal should come with a test in this framework.",
    "`Cabal-tests:unit-tests` and `cabal-install:unit-tests` are small, quick unit tests for utility functions in Cabal and cabal-install; `cabal-install:long-tests` are QuickCheck tests on the dependency solver, VCS and file monitoring code (run them when working on the solver); `cabal-install:integration-tests2` test top-level API functions of cabal-install. `-p` applies a regex filter to test names.",
])
mem("make-checks", "skill", "Running other checks locally", ["checks", "ci", "make"], [
    "Various other checks done by CI can be run locally with `make checks`, so your code doesn't fail annoyingly once you push it. The list of checks is expected to grow.",
])
mem("qa-notes", "rule", "QA notes", ["qa", "cabal-install", "command-line", "ux"], [
    "Manual QA tests changes that add or modify behaviour of the command-line interface before release, to catch UX regressions. Contributions that touch `cabal-install` are expected to include notes for the QA team, under a `## QA Notes` heading in the ticket or PR body: the expected result of calling `cabal-install` with certain parameters.",
])
mem("code-style", "rule", "Code style: fourmolu", ["formatting", "fourmolu", "style", "make-style"], [
    "We use automated formatting, checked in CI: `make style` formats the `Cabal`, `Cabal-syntax` and `cabal-install` directories; `make style-modified` formats files modified in the current tree; `make style-commit COMMIT=<ref>` formats files modified since a reference.",
    "We use `fourmolu-0.12.0.0`; install it with a GHC `>= 9.2.1 && < 9.8`: `cabal install fourmolu-0.12.0.0 --overwrite-policy=always --ignore-project` (add `--with-compiler=ghc-x.y` to pick a series).",
])
mem("hlint", "rule", "Code linting with HLint", ["hlint", "lint", "refactor"], [
    "We check for HLint warnings and suggestions in CI; configuration is kept in `.hlint.yaml`. `make lint` runs `hlint -j .`; for a single file `hlint <file>` is quicker. `hlint --refactor --refactor-options=--inplace <file>` applies the refactorings.",
    "We use `hlint-3.10` (compiles with ghc-9.12). `hlint --refactor` obliterates `-XCPP` conditionals, duplicates comments and is not recursive.",
])
mem("whitespace", "rule", "Whitespace conventions", ["whitespace", "fix-whitespace", "commits"], [
    "We use automated whitespace convention checking. Violations can be fixed by running fix-whitespace; `make whitespace` shows them and `make fix-whitespace` fixes them.",
    "If you push a fix of a whitespace violation, do so in a separate commit.",
])
mem("commit-messages", "rule", "Commit messages", ["commits", "messages"], [
    "Format your commit messages in the standard way (the seven rules of a great Git commit message).",
])
mem("haddock-comments", "rule", "Document top-level definitions", ["haddock", "comments", "documentation"], [
    "A lot of Cabal does not have top-level comments. If you add new top-level definitions, please Haddock them; and if you spend time understanding what a function does, add a comment.",
    "If you do something tricky or non-obvious, add a comment.",
])
mem("imports", "rule", "Import lists", ["imports", "qualified", "modules"], [
    "For local imports (Cabal module importing Cabal module), import lists are NOT required. For third-party and standard library imports, use either qualified imports or explicit import lists.",
])
mem("ghc-extensions", "rule", "GHC extensions", ["extensions", "template-haskell", "ghc", "bootstrapping"], [
    "You can use basically any GHC extension supported by a GHC in our support window, except Template Haskell, which would cause bootstrapping problems in the GHC compilation process.",
])
mem("compat-prelude", "rule", "Cabal's own Prelude", ["prelude", "compat", "modules"], [
    "`Cabal` has its own Prelude, `Distribution.Compat.Prelude`, that provides a compatibility layer and exports some commonly used additional functions. Use it in all new modules.",
])
mem("avoid-cpp", "rule", "Avoid CPP", ["cpp", "compat", "platforms", "ifdef"], [
    "As far as possible, do not use CPP. If you must, put it in a `Compat` module and minimize the amount of code enclosed by CPP: put the `#ifdef mingw32_HOST_OS` around the definitions only, not around the type signature too.",
])
mem("new-field-versioning", "rule", "New .cabal fields are gated behind cabal-version", ["cabal-file", "fields", "cabal-version", "spec-version"], [
    "Any change that lets a `.cabal` file express something a previously released `Cabal` could not parse (or would parse with different semantics) must be guarded behind `cabal-version`; otherwise an older Cabal silently accepts the field and does the wrong thing (#9331). Features that influence generated files (`Paths_*.hs`, `cabal_macros.h`, autogen sources) are especially dangerous when ungated.",
    "The mechanism is the `CabalSpecVersion` enum in `Cabal-syntax/src/Distribution/CabalSpecVersion.hs`. New features land under the next even spec version that has not shipped (library at 3.17.x: `CabalSpecV3_18`). Adding a constructor is an API-breaking change and requires a major version bump of `Cabal-syntax`; extend `showCabalSpecVersion`, `cabalSpecFromVersionDigits`, `cabalSpecToVersionDigits` and `cabalSpecVersionToSPDXListVersion` too.",
])
mem("new-field-checklist", "skill", "Checklist for adding a .cabal field", ["cabal-file", "fields", "field-grammar", "cabal-check"], [
    "Bump `cabalSpecLatest` to the new constructor in the same change. Gate the field in `Cabal-syntax/src/Distribution/PackageDescription/FieldGrammar.hs` with `availableSince <Constructor> <default>`, the default being the old behaviour (`[]`, `Nothing`, ...), using the literal constructor, never the name `cabalSpecLatest`, and never an already published version.",
    "Add the spec-version check for `cabal check` (`checkSpecVer <Constructor> ...` in `Cabal/src/Distribution/PackageDescription/Check/Target.hs`). Document the change in `doc/file-format-changelog.rst` under the matching `cabal-version: X.Y` heading, and add a `changelog.d/` entry. Loosening or extending an existing field's syntax follows the same discipline.",
])
mem("proposal-process", "rule", "When a change needs a proposal", ["proposals", "design", "features"], [
    "Larger changes that need discussion or consensus can use the proposal process, discussed in the `cabal-proposals` repository. Larger features (a new command, Hooks, private dependencies) and significant changes to existing behaviour should be discussed on a proposal first.",
    "Bug fixes, small improvements, and improving features which already see wide agreement (for example, migrating commands from v1- to v2-) do not require proposals.",
])
mem("ticket-conventions", "knowledge", "Projects and milestones", ["tickets", "milestones", "releases"], [
    "Each major Cabal/cabal-install release has a GitHub Project and milestone. A ticket is in a release's project if the release managers plan to include a fix and are actively seeking someone to work on it; a ticket is milestoned to a release if we are open to accepting a fix in it.",
])
mem("merging-prs", "rule", "Reviews and merging", ["review", "approvals", "mergify", "merge-me"], [
    "Every (non-backport) pull request needs a review and 2 approvals. Then the author adds any final touches and puts the `merge me` label on it (or signals merge intent on the thread). Merge buttons are reserved for exceptional situations, e.g. CI fixes or backports that need to be expedited for a release.",
    "There is a 2 day buffer between the last update of a pull request and the moment the Mergify bot merges it. With several commits, consider `squash+merge me`. Use `merge+no rebase` very sparingly.",
])
mem("prs-and-issues", "rule", "Pull requests and issues", ["pull-requests", "issues", "design"], [
    "A pull request fixes a problem that is described in an issue: file an issue before opening a pull request, and work out the design, UX considerations and tradeoffs there; the PR itself is for implementation. If the PR and the issue diverge, go back to the issue.",
    "If your PR is trivial you can omit this process, but explain in the PR why it does not warrant an issue.",
])
mem("pr-size", "rule", "Pull request size", ["pull-requests", "size", "backports", "review"], [
    "Keep your pull requests small, write one pull request per feature, make the content match the title. Split them if possible: a refactor and a feature implementation go in two different pull requests. This is especially important when we decide to backport a pull request.",
])
mem("gh-pr-create", "skill", "Creating a pull request with gh", ["gh", "pull-requests", "template"], [
    "With GitHub's command line tool, create a pull request with `gh pr create --template pull_request_template.md`, so you do not erase the PR template all contributors use.",
])
mem("changelog-d", "rule", "Changelog entries", ["changelog", "changelog-d", "user-visible", "release-notes"], [
    "Anything that changes `cabal-install:exe:cabal`, changes exports from library modules, or changes behaviour of functions exported from packages published to Hackage is a user-visible change; raising the lower bound on `base` is one too. A pull request with a user-visible change writes a changelog entry in the `changelog.d` directory; it ends up in the release notes.",
    "Entries use a key-value format like `.cabal` files: `synopsis` and `prs` are required; `description`, `packages`, `issues` and `significance` where applicable; free-form fields allow Markdown. They are merged at release time with the changelog-d tool.",
])
mem("significance", "rule", "Is my change significant?", ["changelog", "significance", "release-notes"], [
    "Mark a changelog entry `significance: significant` if it warrants being near the top of the release notes: a new command or option most likely does, as do command line changes that disrupt the workflow of many users, or API changes that require substantial updates downstream. If unsure, ask the maintainers.",
])
mem("communicating", "knowledge", "Communicating", ["communication", "irc", "mailing-list", "matrix"], [
    "Most developers subscribe to all issues; issues can be used to open discussion (CC people with @username). Organizational concerns go to the cabal-devel mailing list. Many developers idle on `#hackage` on irc.libera.chat, also reachable through Matrix.",
])
mem("preview-releases", "knowledge", "Preview releases", ["releases", "cabal-head", "binaries", "static"], [
    "Preview builds are on the `cabal-head` release page, uploaded by the pipelines that run on `master`: Linux dynamically and statically linked, macOS and Windows.",
    "The statically linked Linux executables are built on Alpine; reproduce them with GHCup on Alpine and `cabal build cabal-install --enable-executable-static`.",
])
mem("hackage-revisions", "rule", "Hackage revisions of our bounds", ["hackage", "revisions", "bounds", "dependencies"], [
    "We are reactive rather than proactive with revising bounds on our dependencies for code already released on Hackage. If you would benefit from a version bump, open a ticket and read our revision policy; ensuring the bump is harmless remains with you, but we test in CI before making the revision.",
])

# .github/pull_request_template.md
mem("pr-template", "rule", "The pull request templates", ["pull-requests", "template", "checklist", "backport"], [
    "Fill in one of two templates. Template A, a PR that modifies behaviour or interface: patches conform to the coding conventions; changes relevant to users are recorded in the changelog (and marked significant if so); documentation updated if necessary; manual QA notes included; tests added (ask for help, or for an exemption if tests are too complex for too little coverage).",
    "Template B, a PR that does not modify behaviour or interface (documentation, tests, refactorings): patches conform to the coding conventions; a PR that fixes CI will need to be backported to older cabal release branches.",
])

# cabal-testsuite/README.md
mem("running-testsuite", "skill", "Running cabal-testsuite", ["cabal-testsuite", "tests", "with-cabal"], [
    "Build it with `cabal build cabal-testsuite:cabal-tests`, then run `cabal-tests`: it scans for all tests in the current directory and below. Pass the path to a `.test.hs` file, or `-p`/`--pattern` (Tasty pattern syntax), to select tests; `-j INT` sets threads.",
    "`--with-cabal PATH` gives the `cabal-install` executable: IF YOU DO NOT SPECIFY THIS FLAG, CABAL INSTALL TESTS WILL NOT RUN. `--with-ghc PATH` picks another GHC; `--keep-tmp-files` keeps the temporary directories tests run in.",
])
mem("testsuite-cabal-lib", "knowledge", "Which Cabal library cabal-install tests use", ["cabal-testsuite", "custom-setup", "cabal-library"], [
    "By default `cabal-install` tests use the `Cabal` library that comes with the boot compiler when they build a custom `Setup.hs`, which is confusing when you modify the Cabal library and write a test relying on a custom setup script.",
    "`--boot-cabal-lib` (the default) uses the compiler's Cabal; `--intree-cabal-lib=<root_dir>` uses Cabal and Cabal-syntax from a directory (with `--test-tmp` for the package database); `--specific-cabal-lib=<VERSION>` uses a Hackage version. CI mostly uses `--intree-cabal-lib`.",
])
mem("doctests", "skill", "Running the doctests", ["doctest", "tests", "cabal-syntax"], [
    "Install the `doctest` tool compiled with your current GHC (reinstall it on every GHC switch): `cabal install doctest --overwrite-policy=always --ignore-project`.",
    "Run them per component with `cabal repl --with-ghc=doctest --build-depends=QuickCheck --build-depends=template-haskell --repl-options=\"-w\" --project-file=\"cabal.validate.project\" Cabal-syntax`. CI checks that the `Cabal-syntax` and `Cabal` doctests pass via `make doctest-install && make doctest`.",
])
mem("writing-testsuite-tests", "skill", "Writing a cabal-testsuite test", ["cabal-testsuite", "package-tests", "test-hs", "accept"], [
    "Look at the tests in `cabal-testsuite/PackageTests` for a similar one. Create the packages your test needs in a new directory and one or more `.test.hs` scripts: `import Test.Cabal.Prelude` and `main = setupAndCabalTest $ do ...` (or `setupTest`/`cabalTest`); `Test.Cabal.Prelude` has the `cabal` and `setup` functions; `fails $ cabal ...` expects a non-zero exit.",
    "Dependencies a test may use are listed under the `test-runtime-deps` executable. Run with `cabal-tests` (no rebuild needed); the first run complains that the output doesn't match: use `--accept` if it makes sense. `.multitest.hs` marks long-running tests that should run early.",
])
mem("testsuite-output", "knowledge", "Test output, Hackage and executables in tests", ["cabal-testsuite", "output", "hackage", "executables"], [
    "Only marked output is recorded: `notice`, `warn` and `die`. To check a string manually, use the primed command (`cabal'`) and `assertOutputContains` (searches stdout and stderr); paste expected multiline text into `.expect.txt` files read with `readFileVerbatim`.",
    "Tests are independent of Hackage: define packages locally, or use `withRepo \"repo\"` for a fake Hackage. Run built executables with `runExe` (Setup build), `runInstalledExe` (installed) or `runPlanExe` inside `withPlan` (cabal build).",
])
mem("skipping-tests", "rule", "Skipping, broken and flaky tests", ["cabal-testsuite", "skip", "flaky", "broken"], [
    "Skip tests only for fundamental reasons (the OS, the GHC version's capabilities) with `skipIf`/`skipUnless` and helpers like `hasSharedLibraries`, `isGhcVersion`, `isWindows`; prefer the predefined `skipIfWindows` or `skipIfCI` for uniform messages.",
    "A failing test is not skipped but marked broken with `expectBroken <ticket>`; a test that passes only sometimes is marked with `flaky`/`flakyIf <ticket>`. `recordMode DoNotRecord` is a last resort for wobbly output. Use `withDelay` and `delay` before modifying a file so timestamps pick it up.",
])
mem("hermetic-tests", "rule", "Hermetic tests", ["cabal-testsuite", "git", "temporary-directories"], [
    "Tests run in a fresh temporary system directory: the files in the test's folder are copied there, and only files known to git are copied, so `git add` every file that is part of a test before running it, inside a valid Git checkout.",
])

# doc/README.md
mem("building-users-guide", "skill", "Building the user guide", ["documentation", "users-guide", "sphinx", "uv"], [
    "The docs are deployed at each release (haskell.org/cabal/users-guide) and from git at cabal.readthedocs.io. Building them requires uv and Python 3: run `make users-guide` from the repository root or `docs/`.",
    "Python on macOS dislikes `LC_CTYPE=UTF-8`: unset it and set `LC_ALL=en_US.UTF-8`.",
])
mem("doc-dependencies", "skill", "Updating the documentation's dependencies", ["documentation", "uv", "requirements", "lock-file"], [
    "`requirements.txt` is generated from the direct dependencies in `pyproject.toml`. Find outdated ones with `cd doc; uv pip list --outdated`, upgrade the lock file with `uv sync --upgrade`, and add a bound to `pyproject.toml` by hand if needed.",
    "`uv.lock` in `doc/` is committed for reproducible builds: commit the updated `uv.lock` and `pyproject.toml`. `uvx skjold` checks for security vulnerabilities.",
])
mem("typos", "skill", "Checking spelling", ["typos", "spelling", "documentation"], [
    "To check for typos, run `make typos`; to fix them, `make fix-typos` (fixing might fail when a correction is ambiguous). `make users-guide-typos` checks the `.rst` files of the user guide.",
])
mem("rst-headings", "rule", "reStructuredText in the user guide", ["rst", "headings", "documentation", "sphinx"], [
    "RST does not allow you to skip section levels when nesting. Stick to the adornment order recommended by Sphinx: `#` part, `*` chapter, `=` section, `-` subsection, `^` subsubsection, `\"` paragraph.",
    "The Read-The-Docs stylesheet does not support multiple top-level sections in a file linked from the top-most TOC in `index.rst`. Use the `extlinks` shorteners defined in `conf.py`, e.g. `:issue:`123``.",
])

# project-cabal/README.md
mem("project-files", "knowledge", "The repository's cabal projects", ["projects", "cabal-project", "config", "index-state"], [
    "The projects are all in the root (`cabal.project`, `cabal.bootstrap.project`, `cabal.meta.project`, `cabal.release.project`, `cabal.validate.project`, `cabal.validate-libonly.project`); each is expected to pass `cabal build all --enable-tests --enable-benchmarks --dry-run --project-file=<project>`. The release project's pinned `index-state` may fail with the latest GHC but should build unpinned.",
    "Any project configuration that is not itself a project uses a `.config` extension in the `project-cabal` folder; `project-cabal/pkgs.config` imports all package groups (`pkgs/cabal.config`, `install`, `buildinfo`, `tests`, `integration-tests`, `benchmarks`).",
])

# bootstrap/README.md
mem("bootstrapping", "skill", "Bootstrapping cabal-install", ["bootstrap", "platforms", "ghc", "offline"], [
    "Bootstrapping is only for building `cabal-install` on a new platform; with any functional cabal-install run `cabal install cabal-install` instead. On Linux: `./bootstrap/bootstrap.py -d ./bootstrap/linux-${GHCVER}.json -w /path/to-ghc` (add `fetch` first for offline builds, then `--bootstrap-sources`).",
    "For other platforms generate a `${PLATFORM}-${GHCVER}.json` from a dry-run plan with `cabal-bootstrap-gen`. The Makefile's `bootstrap-jsons` (or `bootstrap-json-$GHCVER`) regenerates the Linux files for the supported GHC versions.",
])
