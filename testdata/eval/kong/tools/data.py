"""Memories of the kong set: Kong/kong's own contributor guidance on its master branch at 22246ef
(2026-07-01): CONTRIBUTING.md (with its Lua code style), DEVELOPER.md, the pull-request template,
the build system's README (build/README.md), the changelog tooling's README, the test helpers'
README (spec/README.md), the ast-grep lint README and the notes of its rules, and the community
pledge; one memory per section, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-07-01")


# CONTRIBUTING.md: help, bugs, features, docs, plugins
mem("seeking-help", "knowledge", "Where to seek help: Enterprise and Community Edition", ["help", "support", "enterprise", "community"], [
    "Kong Enterprise customers contact the Enterprise Support channels by opening an Enterprise support ticket on support.konghq.com; for a P1 issue, call the 24/7 Enterprise Support phone line.",
    "For questions about the Community Edition use GitHub Discussions, the Community Slack or Kong Nation. Please avoid opening GitHub issues for general questions or help: those are reserved for actual bug reports.",
])
mem("reporting-bugs", "rule", "Where to report bugs", ["bugs", "issues", "reproduce"], [
    "Submit an issue on the GitHub repository and respect the GitHub issue template. Include a summary of the issue, a list of steps to reproduce it, the version of Kong you encountered it with, and your Kong configuration (or the parts relevant to your issue).",
    "You are welcome to propose a patch to fix the issue (see Submitting a patch).",
])
mem("feature-requests", "knowledge", "Where to submit feature requests", ["features", "issues"], [
    "Submit an issue for feature requests, with as much detail as you can. You are also welcome to propose patches adding new features (see Submitting a patch).",
    "Besides code, you can contribute by reporting bugs, helping others on the support channels, fixing typos in the code or documentation, giving feedback on proposed features and designs, and reviewing pull requests.",
])
mem("improving-documentation", "knowledge", "Improving the documentation (docs.konghq.com)", ["documentation", "docs", "jekyll", "kong-hub"], [
    "The documentation hosted at https://docs.konghq.com is open source and built with Jekyll; it lives in the Kong/docs.konghq.com repository. Propose changes there (typos, examples, clarifications) and contribute to the Kong Hub.",
])
mem("new-plugins", "rule", "New plugins are not accepted into this repository", ["plugins", "new-plugin", "luarocks", "kong-hub"], [
    "We do not generally accept new plugins into this repository. The plugins currently part of it form the foundational set available to all installations of Kong Gateway; specialized functionality should be implemented in plugins residing in a separate repository.",
    "To write a plugin for your own needs, start with the Plugin Development Guide. Host a plugin you wrote in a public repository and distribute it via LuaRocks; to give it visibility, add it to the Kong Hub and announce it on Kong Nation.",
])

# CONTRIBUTING.md: submitting a patch
mem("submitting-a-patch", "rule", "Submitting a patch: what to verify before the pull request", ["pull-request", "patch", "rebase", "review"], [
    "Small contributions are more likely to be merged quicker than changes which require a lot of time to review. If you plan a larger feature, talk to us first in GitHub Discussions.",
    "Before submitting, verify: your commit history is clean (changes are atomic and the git message format was respected); your work is rebased on top of the base branch; static linting succeeds (`make lint` or `luacheck .`); the tests pass (`make test`, `make test-all`, or whichever is appropriate).",
    "Do not update `CHANGELOG.md` inside your Pull Request: it is automatically regenerated and maintained during the release process. If a reviewer asks you to update your patch, please do so: you are responsible for pushing your patch forward.",
])
mem("git-branches", "rule", "Git branch naming scheme", ["git", "branches", "naming"], [
    "With write access to the repository, name your branches `feat/foo-bar` for new features, `fix/foo-bar` for bug fixes, `tests/foo-bar` when the change concerns only the test suite, `refactor/foo-bar` when refactoring without behavior change, `style/foo-bar` for style issues, `docs/foo-bar` for the README.md, this file or similar documents, `chore/foo-bar` when the change does not concern the functional source, `perf/foo-bar` for performance improvements.",
])
mem("commit-atomicity", "rule", "Commit atomicity: one logical unit of work per commit", ["commits", "atomicity", "git"], [
    "Organize your commits in logical units of work. No unrelated changes should be included in a commit: if, fixing a bug, you spot another bug, do not fix both bugs in the same commit. This is also valid for unrelated style fixes, refactors, etc.",
    "Put yourself in the shoes of the reviewer: will they understand your changes and reasoning just by reading your commit history?",
])
mem("commit-message-format", "rule", "Commit message format (conventional commits)", ["commits", "commit-message", "conventional-commits"], [
    "The tense of your message must be present; the message must be prefixed by a type and a scope; the header should not be longer than 50 characters; a blank line separates header and body; body lines are not longer than 72 characters. We strive to adapt the conventional-commits format: `<type>(<scope>): <subject>`, a blank line, the body, a blank line, the footer.",
    "Example: `fix(admin): send HTTP 405 on unsupported method`, with a body explaining the motivation and a footer `Fix #678`.",
])
mem("commit-types", "rule", "Commit types", ["commits", "type", "feat", "fix", "chore"], [
    "feat: a new feature; fix: a bug fix; hotfix: an urgent bug fix during a release process; tests: a change purely related to the test suite; docs: changes to the README.md, CONTRIBUTING or other such documents; style: changes that do not affect the meaning of the code (white-space, formatting); perf: a code change that significantly improves performance; refactor: neither fixes a bug nor adds a feature, too big to be just perf; chore: maintenance such as code cleaning, build process updates, dependency bumps, auxiliary tools and libraries (LuaRocks, GitHub Actions).",
])
mem("commit-scopes", "knowledge", "Commit scopes: the part of the codebase affected", ["commits", "scope", "proxy", "router", "admin", "dao"], [
    "The scope is at your discretion; frequent ones: proxy (proxying of requests), router (matches a request to the configured API), admin (the Admin API), balancer (the internal Load Balancer), core (a large part of the core), dns (internal DNS resolution), dao (the interface to the datastores), cli, cache (configuration entities caching), deps (dependency updates, with `chore`), conf (configuration-related changes), `<plugin-name>` such as `basic-auth` or `ldap`, and `*` when a change affects too many parts (rare, avoid).",
])
mem("commit-subject-body-footer", "rule", "Commit subject, body and footer", ["commits", "subject", "body", "footer"], [
    "The subject is a succinct description: present imperative tense (\"fix typo\", not \"fixed\" or \"fixes\"), not capitalized, no period.",
    "The body describes the change in detail; for a significant change, explain its motivation and the chosen implementation, and justify it. The footer links related material: GitHub issues, pull requests, fixed bug reports.",
])
mem("static-linting", "rule", "Static linting with Luacheck", ["lint", "luacheck", "make-lint"], [
    "The linter must succeed. We use Luacheck to statically lint our Lua code: run `make lint` or `luacheck .`.",
])
mem("writing-tests", "rule", "Writing tests with busted: suites and guidelines", ["tests", "busted", "spec", "unit", "integration"], [
    "We use busted to write our tests. Your patch must include the related test updates or additions, in the appropriate test suite: `spec/01-unit` (a given Lua module or function), `spec/02-integration` (tests that start Kong connected to a running database and execute Admin API and proxy requests against it), `spec/03-plugins` (unit and integration tests of the bundled plugins).",
    "Use appropriate `describe` and `it` blocks so it's obvious what is being tested; ensure the atomicity of your tests (no test asserts two unrelated behaviors); run tests related to the datastore against all supported databases.",
])
mem("test-assertions", "rule", "Assertions in tests: is_nil, is_true, same", ["tests", "assert", "luassert"], [
    "When asserting types, use `assert.is_nil(foo)` and `assert.is_true(bar)`, not `assert.Nil(foo)` and `assert.True(bar)`.",
    "Compare tables with `assert.same(t1, t2)`, not (most of the time) `assert.equal(t1, t2)`.",
])
mem("changelog-entry", "rule", "A changelog file for every pull request (changelog/unreleased/kong)", ["changelog", "pull-request", "skip-changelog"], [
    "Follow the Changelog README (and the gateway-changelog instructions) to create the appropriate changelog file for your Pull Request.",
    "Pull request checklist: a changelog file has been created under `changelog/unreleased/kong`, or the `skip-changelog` label is added on the PR if a changelog is unnecessary.",
])
mem("luajit-performance", "rule", "Writing performant code for LuaJIT", ["performance", "luajit", "ffi", "nyi", "globals"], [
    "We write code for the LuaJIT interpreter, not Lua-PUC: do not instantiate global variables; consult the LuaJIT wiki and the Performance Guide; do not use NYI functions on hot code paths; prefer the FFI over traditional bindings via the Lua C API.",
    "Avoid table rehash by pre-allocating the slots of your tables when possible: `local new_tab = require \"table.new\"` and `local t = new_tab(100, 0)` instead of growing `{}`.",
    "Most importantly: use your best judgment to design an efficient algorithm; that will always be more performant than a poorly designed algorithm following all the performance tricks.",
])
mem("cache-globals", "rule", "Cache the globals used by hot code paths", ["performance", "globals", "localize", "ngx"], [
    "Cache the globals used by your hot code paths; the cached name is the original name with `.` replaced by `_`: `local math_random = math.random`. For OpenResty built-in APIs we may drop `ngx.`: `local req_get_post_args = ngx.req.get_post_args`.",
    "Non-hot paths are localization-optional: `ngx.log(ngx.ERR, ...)` under `if err then` is fine, as the error condition is not on the hot path.",
])
mem("cache-table-length", "rule", "Cache the length and indices of tables", ["performance", "tables", "length"], [
    "Cache the length and indices of your tables to avoid unnecessary CPU cycles: keep a counter `n` and `local n_other_tab = #other_tab` instead of `t[#t + 1] = other_tab[#other_tab]` in a loop.",
])
mem("contributor-badge", "knowledge", "Contributor Badge", ["badge", "community"], [
    "If your pull request to Kong/kong was accepted and fixes a bug, adds functionality, or makes Kong significantly easier to use or understand, you can receive the digital Contributor Badge by filling out the Contributors Submissions form. Badges expire after 1 year.",
])

# CONTRIBUTING.md: code style
mem("code-style-basics", "rule", "Lua code style: 80 columns, 2 spaces, follow OpenResty and Nginx", ["style", "lua", "indentation", "line-length"], [
    "Respect the adopted code style; it follows the code styles of OpenResty and, by association, Nginx. No line should be longer than 80 characters; indentation is 2 spaces.",
    "When unsure, browse other parts of the codebase for a similar case and stay consistent with it. Places not respecting the style are legacy code; contributions to update them to the recommended style are welcome.",
])
mem("module-layout", "rule", "Modules: two blank lines between logical blocks", ["style", "modules", "blank-lines"], [
    "When writing a module (a Lua file), separate logical blocks of code with two blank lines: the requires, `local _M = {}`, each `function _M.bar()`, and `return _M`.",
])
mem("variable-naming", "rule", "Variables: snake_case, uppercase constants", ["style", "naming", "snake-case", "constants"], [
    "When naming a variable or function, do use snake_case: `local my_string`, not `local myString`.",
    "When assigning a constant variable, do give it an uppercase name: `local MAX_LEN = 100`.",
])
mem("table-style", "rule", "Tables: constructor syntax, trailing comma, ipairs", ["style", "tables", "trailing-comma", "ipairs"], [
    "Use the constructor syntax and do include a trailing comma: `local t = { foo = \"hello\", bar = \"world\", }` over assigning fields one by one. On single-line constructors, include spaces around curly braces and assignments.",
    "Prefer `ipairs()` to a `for i = 1, #t` loop when iterating an array: more readable.",
])
mem("string-style", "rule", "Strings: double quotes, long brackets, spaced concatenation", ["style", "strings", "quotes", "concatenation"], [
    "Favor double quotes in all Lua code (plain files and `*_by_lua_block` directives). If a string contains double quotes, favor long bracket strings: `[[message: \"hello\"]]`.",
    "Insert spaces around the concatenation operator: `\"hello \" .. \"world\"`. Break a too long string into multiple lines joined with the concatenation operator.",
])
mem("function-style", "rule", "Functions: function syntax and early returns", ["style", "functions", "validation", "early-return"], [
    "Prefer the function syntax over variable syntax: `local function foo()`, not `local foo = function()`.",
    "Perform validation early and return as early as possible.",
])
mem("error-return-convention", "rule", "Return nil plus an error string for recoverable errors", ["errors", "return-values", "nil-err"], [
    "Follow the return values convention: Lua supports multiple return values and by convention handles recoverable errors by returning `nil` plus a `string` describing the error: `return nil, \"could not do thing: \" .. err`, not `return false, { message = err }`.",
])
mem("argument-alignment", "rule", "Align overflowing arguments and expressions past 80 characters", ["style", "alignment", "line-length"], [
    "When a function call makes a line go over 80 characters, align the overflowing arguments to the first one.",
    "When an expression makes a line longer than 80 characters, align the expression on the following lines (`or thing_two > 10` under the condition, `then` on its own line).",
])
mem("conditional-style", "rule", "Conditionals: no one-line conditions, truthiness shortcuts", ["style", "conditionals", "if", "nil"], [
    "Avoid writing 1-line conditions: indent the child branch (`if err then` / `return nil, err` / `end`).",
    "When testing the assignment of a value, use shortcuts (`if str then`, not `if str ~= nil then`), unless you care about the difference between `nil` and `false`.",
])
mem("elseif-blank-lines", "rule", "A blank line above elseif and else in long branches", ["style", "conditionals", "elseif", "blank-lines"], [
    "When creating multiple branches that span multiple lines, include a blank line above the `elseif` and `else` statements; if some branches are long, all branches get the preceding blank line (including a one-liner `else`). For one-line blocks, blank lines are not necessary.",
])
mem("return-early-ternary", "rule", "No branches after a returning branch; ternaries when readable", ["style", "conditionals", "return", "ternary"], [
    "When a branch returns, do not create subsequent branches, but write the rest of your logic on the parent branch.",
    "When assigning a value or returning from a function, use ternaries if it makes the code more readable: `local foo = bar and \"hello\" or \"world\"`.",
])
mem("ngx-log-varargs", "rule", "ngx.log() with varargs, not string concatenation", ["logging", "ngx-log", "concatenation", "ast-grep"], [
    "When invoking `ngx.log()` with some variable as input, prefer vararg-style calls rather than the string concatenation operator (`..`): `ngx.log(ngx.DEBUG, \"if `my_var` is nil, this code is fine: \", my_var)`; with `..` a nil `my_var` throws an exception.",
    "The ast-grep rule `ngx-log-string-concat` reports it as an error in `kong/**`.",
])

# .github/PULL_REQUEST_TEMPLATE.md
mem("pull-request-template", "rule", "Pull request template: summary, checklist, issue reference", ["pull-request", "template", "checklist", "docs-pr"], [
    "Read the CONTRIBUTING.md guidelines before submitting your patch and ensure you followed them all. Summary: why is this change required, what problem does it solve?",
    "Checklist: the Pull Request has tests; a changelog file has been created under `changelog/unreleased/kong` or the `skip-changelog` label added; there is a user-facing docs PR against https://github.com/Kong/developer.konghq.com. Issue reference: `Fix #[issue number]`.",
])

# COMMUNITY_PLEDGE.md
mem("community-pledge", "knowledge", "Community pledge: response time and closing stale pull requests", ["community", "pull-request", "issues", "stale"], [
    "The Kong Gateway team acknowledges and engages with community contributions within 10 working days, but may not offer immediate solutions to every problem or incorporate every pull request.",
    "Pull requests and issues we will not be able to merge or resolve in the foreseeable future are closed; those without responses to our questions or update requests within 3 weeks are closed automatically.",
])

# DEVELOPER.md
mem("plugin-development-tools", "knowledge", "Plugin development: Pongo and the plugin template", ["plugins", "pongo", "plugin-template", "pdk"], [
    "Read the Plugin Development Guide and the Plugin Development Kit (PDK) Reference to write your own plugins.",
    "Pongo is a docker-compose based CLI for plugin development: local test environments with all dependencies, running tests, an integrated linter, config initialization, CI support. The plugin template (Kong/kong-plugin) is a best-practices plugin repository to start from, integrated with Pongo.",
])
mem("distributions", "knowledge", "Kong distributions beyond this repository", ["distributions", "docker", "kubernetes", "packages"], [
    "Other repos: the Kubernetes Ingress Controller for Kong, binary packages, Kong Docker (a Dockerfile), pre-built packages for Debian, Red Hat and OS X shipped with each release, the Homebrew formula, the AWS AMI, Azure, Heroku and IBM Cloud deployments, and master builds as Docker images for each commit of `master`.",
])
mem("build-from-source", "skill", "Build and install from source: dependencies", ["build", "source", "dependencies", "openresty"], [
    "Kong is mostly an OpenResty application made of Lua source files, but requires third-party dependencies, some compiled with tweaked options, and runs on a modified version of OpenResty with patches.",
    "Clone the repository, `git checkout master`, then install the dependencies: on Ubuntu/Debian automake, build-essential, curl, file, git, libyaml-dev, libprotobuf-dev, m4, perl, pkg-config, procps, unzip, valgrind, zlib1g-dev (Fedora/RHEL: the -devel equivalents and perl-IPC-Cmd); on macOS Xcode (Command Line Tools is not supported) and `brew install libyaml`.",
])
mem("github-auth-for-build", "skill", "Authenticate with GitHub for the build (gh, token, Cargo)", ["build", "github", "token", "cargo", "git"], [
    "Authenticate with GitHub to download some essential repos: `gh auth login` once, a Personal Access Token (read-only public repositories) in `GITHUB_TOKEN`, or a git credential helper.",
    "Make the Rust build system authenticate too: with a token, set `CARGO_NET_GIT_FETCH_WITH_CLI=true` (or `git-fetch-with-cli = true` in `~/.cargo/config`), and make git use the proper protocol with `git config --local url.\"https://${GITHUB_TOKEN}@github.com/\".insteadOf`.",
])
mem("dev-venv-start-kong", "skill", "Build the development venv and start Kong", ["venv", "build", "start", "migrations", "docker-compose"], [
    "`make build-venv` builds the virtual environment for developing Kong (the build guide build/README.md has a troubleshooting section).",
    "Activate it with `. bazel-bin/build/kong-dev-venv.sh` (or `.fish`), which exports `start_services`, `stop_services` and `deactivate`. `start_services` brings up databases with the pre-defined docker-compose file; then `kong migrations bootstrap`, `kong start`, `kong stop`, and `deactivate` to clean up.",
    "By default the development environment adds the current directory to the Lua search path; modifying `lua_package_path` and `lua_package_cpath` lets Kong find a custom plugin's source code elsewhere.",
])
mem("test-suites", "skill", "Running the test suites and the Makefile targets", ["tests", "make", "busted", "postgres", "test-suites"], [
    "Install the development dependencies (busted, luacheck) with `make dev` (if Rust/Cargo doesn't work, set `KONG_TEST_USER_CARGO_DISABLED=1` first).",
    "Three suites: unit tests (`make test`), integration tests (`make test-integration`, need Postgres up and configured in `spec/kong_tests.conf`), plugins tests (`make test-plugins`, need Postgres); `make test-all` runs them all. Consult `.ci/test_suites.json` for more advanced usage of the test suites and the Makefile. `make lint` lints `kong/` and `spec/`; `make install` installs the Kong luarock globally.",
])
mem("migration-upgrade-tests", "rule", "Database migrations: up and teardown parts, and an upgrade test for each", ["migrations", "database", "upgrade", "spec-05-migration"], [
    "Kong Gateway supports no-downtime upgrades through its database schema migrations. Each migration must let the previous and the current version run against the same database: it is split into an `up` part that can only make backwards-compatible changes, and a `teardown` part that runs after all nodes have been upgraded.",
    "Each migration must be accompanied by a test verifying both versions during an upgrade, in `spec/05-migration/`, named after the migration it tests (`kong/**/*.lua` has a test in `spec/05-migration/**/*_spec.lua`); the upgrade testing script `scripts/upgrade-tests/test-upgrade-path.sh`, run by a GitHub Action, enforces it.",
])
mem("upgrade-test-phases", "knowledge", "How upgrade tests run: Gojira, OLD and NEW nodes, phases", ["migrations", "upgrade", "gojira", "upgrade-helpers"], [
    "The upgrade script brings up OLD and NEW nodes with Gojira and a shared database: NEW bootstraps the database, OLD runs `setup`, NEW runs `kong migrations up`, then the `old_after_up` and `new_after_up` phases, NEW runs `kong migrations finish` (teardown), then `new_after_finish`.",
    "Migration tests use `spec/upgrade_helpers.lua` (`setup`, `old_after_up`, `new_after_up`, `new_after_finish`, `all_phases`) instead of busted's `it`. They run on both versions, so they can only use features available in both.",
])
mem("hybrid-mode-dev", "skill", "Hybrid mode development environment (CP and DP)", ["hybrid", "control-plane", "data-plane", "clustering"], [
    "Activate the venv; generate a certificate/key pair; create `kong-cp.conf` and `kong-dp.conf` following the hybrid mode CP and DP configuration docs; unset `KONG_PREFIX`; give each a different `prefix` (`servroot-cp`, `servroot-dp`).",
    "`start_services`, then `kong migrations bootstrap -c kong-cp.conf` the first time, `kong start -c kong-cp.conf` and `kong start -c kong-dp.conf`; stop with `kong stop -p servroot-cp` and `kong stop -p servroot-dp`.",
])
mem("linux-vm-dev", "skill", "Developing on a Linux host or virtual machine", ["linux", "vm", "virtualbox", "ssh"], [
    "On Linux the build is done in steps: prerequisite packages and the OpenResty system (Nginx, LuaJIT, PCRE), databases (Postgres, Cassandra, Redis via docker-compose), Kong itself. On macOS or Windows use a virtual machine (VirtualBox; 8GB RAM recommended, all the CPU cores you can).",
    "In VirtualBox forward host port 22222 to guest port 22, generate an ed25519 keypair, add it to the guest's authorized_keys, and add a `Host dev` entry to `.ssh/config`.",
])
mem("devcontainer", "knowledge", "VS Code dev container and GitHub Codespaces", ["devcontainer", "vscode", "codespaces"], [
    "The `devcontainer.json` file tells VS Code how to access or create a development container with a well-defined tool and runtime stack; it works with GitHub Codespaces too.",
])
mem("emmylua-debugger", "skill", "Debugging Kong Gateway with EmmyLua", ["debugging", "emmylua", "intellij", "vscode"], [
    "Install the EmmyLua plugin in IntelliJ IDEA or VSCode and the EmmyLuaDebugger shared library (emmy_core.so or emmy_core.dylib); compile it yourself if your GLIBC is older than the release binaries assume.",
    "Start Kong with `KONG_EMMY_DEBUGGER=/path/to/emmy_core.so KONG_NGINX_WORKER_PROCESSES=1 kong start`, create an Emmy Debugger (NEW) configuration in the IDE and start debugging; set a breakpoint e.g. in the global `access` function of `runloop/handler.lua`.",
])
mem("debugging-busted", "skill", "Debugging busted tests and the debugger's environment variables", ["debugging", "busted", "emmylua", "environment"], [
    "Set `BUSTED_EMMY_DEBUGGER` to the EmmyLua library to debug busted tests; busted then waits for the IDE to connect at startup.",
    "`KONG_EMMY_DEBUGGER_HOST` (default localhost), `_PORT` (9966), `_WAIT`, `_SOURCE_PATH`, `_MULTI_WORKER` (a debugger per worker process); the same with the `BUSTED_` prefix while running busted tests.",
])

# spec/README.md
mem("test-environment", "knowledge", "Test helpers: KONG_TEST_ variables, prefix cleaning, Redis", ["tests", "helpers", "environment", "prefix", "redis"], [
    "When testing, Kong ignores the `KONG_xxx` environment variables so tests run deterministically; the `KONG_TEST_xxx` version of a variable is respected by the Kong test instance.",
    "Set `KONG_TEST_DONT_CLEAN` to stop the test helpers from cleaning the Kong working directory (to inspect logs after the tests). `KONG_SPEC_TEST_REDIS_HOST` says where the Redis server is (default 127.0.0.1, `helpers.redis_host`); `KONG_SPEC_TEST_CONF_PATH` sets the configuration file (`helpers.test_conf_path`). Generate the helpers' documentation with ldoc.",
])

# .ci/ast-grep
mem("ast-grep-lint-rules", "skill", "Crafting a new ast-grep lint rule", ["lint", "ast-grep", "ci", "rules"], [
    "ast-grep queries source code to write lint rules for patterns specific to our codebase, not covered by tools like luacheck. Draft the rule at `.ci/ast-grep/rules/${name}.yml` (try it with `ast-grep scan --filter ${name}`), write tests in `.ci/ast-grep/tests/${name}-test.yml` with several valid and invalid snippets, and run `ast-grep test --interactive` (or `--update-all`) to accept the snapshots.",
    "The ast-grep lint workflow runs the linter, self-tests, and checks that all rules are well-formed and have tests.",
])
mem("assert-eventually", "rule", "Terminate every assert.eventually()", ["tests", "assert", "eventually", "ast-grep"], [
    "`assert.eventually()` does not perform any assertion unless followed by one of its terminator methods: `is_truthy(message)`, `is_falsy(message)`, `has_error(message)`, `has_no_error(message)`. An unterminated eventual assertion is an error in `*_spec.lua`.",
])
mem("setup-helpers-scope", "rule", "Call test setup helpers inside setup() or lazy_setup()", ["tests", "lazy-setup", "helpers", "ast-grep"], [
    "Avoid calling test setup functions (such as `helpers.get_available_port()`) outside of `setup()`/`lazy_setup()`: not at the top of the file or directly in a `describe` block.",
])

# build/README.md
mem("bazel-build", "skill", "Building Kong with Bazel (Bazelisk)", ["build", "bazel", "bazelisk", "dependencies"], [
    "The build system uses Bazel, runs on Linux without root privileges and no virtualization, and is tested on Linux (x86_64, aarch64) and macOS. Bazelisk is recommended to ensure the correct version of Bazel: `make check-bazel` installs it into `$PWD/bin/bazel`.",
    "`bazel build //build:kong --verbose_failures` builds luarocks, the OpenResty distribution of Kong and the `lua-resty-*` libs. If your username contains `@`, set `export USER=myname`.",
])
mem("bazel-venv", "skill", "The Bazel development environment (//build:venv)", ["build", "bazel", "venv"], [
    "`bazel build //build:venv --verbose_failures` and `. ./bazel-bin/build/kong-dev-venv.sh` add the build output (resty, luarocks and other commands) to `$PATH`, set the runtime path for Kong, and provide Bash functions to start and stop the database and other services with Docker.",
])
mem("nginx-c-modules", "skill", "C module and Nginx (OpenResty) development", ["build", "nginx", "openresty", "c-module", "requirements"], [
    "When developing Nginx C modules, point the module at a local path in `.requirements` (e.g. `LUA_KONG_NGINX_MODULE=/path/to/lua-kong-nginx-module`), do a full build once with `bazel build //build:install-openresty`, and build incrementally with `bazel build //build:dev-make-openresty` (or `make build-openresty`). The nginx is at `./bazel-bin/build/kong-dev/openresty/nginx/sbin/nginx`.",
    "`bazel build //build:install-lualibs` installs the Lua files that come with the C modules; `//build:install-wasmx` the WasmX artifacts.",
])
mem("bazel-query-options", "knowledge", "Bazel queries and build options", ["build", "bazel", "options", "debug"], [
    "`bazel query 'deps(//build:kong)'` lists all dependencies of the kong target (`kind(\"cc_library\", ...)` the C/C++ ones; `--output graph` gives a DOT graph).",
    "`--//:debug=true` (default) turns on debug symbols for OpenResty, LuaJIT and OpenSSL; `--action_env=BUILD_NAME=` (default `kong-dev`) lets several builds coexist; `--action_env=INSTALL_DESTDIR=` sets where the build is intended to be installed, so hard coded paths and RPATH are correct in a package.",
])
mem("official-release-build", "skill", "Official release builds and packages (deb, rpm)", ["release", "packages", "deb", "rpm", "gpg"], [
    "`--config release` uses the release flags defined in `.bazelrc`: `bazel build --config release //build:kong`. Package targets: `:kong_deb`, `:kong_el8`, `:kong_aws2`, `:kong_aws2023` (e.g. `bazel build --config release :kong_deb` writes `bazel-bin/pkg/kong.amd64.deb`).",
    "GPG signing is supported for the rpm packages (`el*`, `aws*`) with `RPM_SIGNING_KEY_FILE` and `NFPM_RPM_PASSPHRASE`.",
])
mem("wasmx-build-options", "knowledge", "ngx_wasm_module build options", ["build", "wasm", "wasmx", "ngx-wasm-module"], [
    "`--//:wasmx=(true|false)` enables WasmX, `--//:wasmx_module_flag=(dynamic|static)` switches the nginx module build, `--//:wasm_runtime=(wasmtime|wasmer|v8)` selects the runtime. `NGX_WASM_MODULE_REMOTE` can point at a local path; `NGX_WASM_MODULE_BRANCH` builds from a branch instead of the tag in `.requirements`.",
])
mem("cross-compiling", "skill", "Cross compiling for aarch64 and Amazon Linux", ["build", "cross-compile", "aarch64", "platforms"], [
    "Cross compiling is tested on Ubuntu 22.04/24.04 x86_64: `//:generic-crossbuild-aarch64` uses the system aarch64 toolchain (install `crossbuild-essential-arm64`); `//:vendor_name-crossbuild-aarch64` targets rhel8, rhel9, aws2 or aws2023; `//:aws2-crossbuild-x86_64` Amazon Linux 2 x86_64.",
    "Select the platform both when building and packaging: `--platforms=//:generic-crossbuild-aarch64` on `//build:kong` and on `:kong_deb`.",
])
mem("build-troubleshooting", "skill", "Build troubleshooting, cleanup and known issues", ["build", "bazel", "troubleshooting", "cleanup"], [
    "Run `bazel build` with `--sandbox_debug --verbose_failures` for more information; the `.log` files in `bazel-bin` hold the build logs. After a failed or interrupted build, `bazel clean` (or `bazel clean --expunge` for the whole working tree); clear the cache if you changed `BUILD_NAME` or `INSTALL_DESTDIR`.",
    "Known issues: on macOS with only Command Line Tools, `libtool: -s: command not found` (install Xcode); with git using SSH without an agent, `Unable to update registry crates-io` (set `CARGO_NET_GIT_FETCH_WITH_CLI=true`).",
])
mem("bazel-loading-order", "knowledge", "Bazel's file loading order", ["build", "bazel", "workspace", "load"], [
    "Bazel loads the `WORKSPACE` file first, its `load()` statements top to bottom; when building a target it loads the package's BUILD file, again top to bottom. A parent target's BUILD file loads before the child's, and a file referenced by several targets is loaded once.",
])

# changelog/README.md
mem("changelog-pr-tool", "skill", "Creating the release changelog PR with the changelog tool", ["changelog", "release", "tooling"], [
    "Download the `changelog` binary from Kong/gateway-changelog, add it to `PATH`, set `GITHUB_TOKEN`. From `changelog/`, `make BASE_BRANCH=\"release/3.6.x\" VERSION=\"3.6.0\"` creates or updates the changelog PR; repeat it if functional PRs with changelog are merged later.",
])
mem("verify-prs", "skill", "Verifying development PRs: missing changelogs and CE2EE", ["changelog", "release", "verify-prs", "enterprise"], [
    "`changelog/verify-prs --org-repo kong/kong --base-commit 3.4.0 --head-commit 3.5.0` lists the commits and PRs between two revisions, PRs without a YML file under `changelog/unreleased`, and CE PRs not synced to EE (neither the `cherry-pick kong-ee` label nor a cross-referenced EE PR with `cherry` in the title).",
])

# SECURITY.md
mem("security-reports", "rule", "Reporting a vulnerability", ["security", "vulnerability"], [
    "To report a vulnerability in the Kong gateway or other Kong software, or a publicly disclosed one, email security@konghq.com immediately; see Kong's Security Update Process.",
])
