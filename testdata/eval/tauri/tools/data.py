"""Memories of the tauri set: tauri-apps/tauri's own contributor guidance, on its dev branch at a8105ec
(2024-10-24, the newest commit of the stored snapshot): .github/CONTRIBUTING.md, ARCHITECTURE.md,
.changes/README.md (with the change tags of .changes/config.json), .github/RELEASING.md,
.github/PULL_REQUEST_TEMPLATE.md, .devcontainer/README.md, bench/README.md,
crates/tauri-cli/ENVIRONMENT_VARIABLES.md, crates/tauri/src/event/event-system-spec.md, SECURITY.md,
the crates' and packages' READMEs (tauri-bundler, tauri-cli, tauri-runtime, tauri-runtime-wry,
tauri-driver, tauri-macos-sign, tauri-schema-generator, tauri-schema-worker, @tauri-apps/cli) and the
examples' READMEs (api, resources, streaming, file-associations). One memory per section or a few short
sections, in the project's words (lightly cut). The text is the Tauri contributors' (MIT OR Apache-2.0);
quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2024-10-24")


# .github/CONTRIBUTING.md: Issue Reporting Guidelines
mem("issue-list-scope", "rule", "The issue list is exclusively for bug reports and feature requests", ["issues", "bug-report", "feature-request", "discord", "questions"], [
    "The issue list of this repo is exclusively for bug reports and feature requests. Non-conforming issues will be closed immediately. If you have a question, you can get quick answers from the Tauri Discord chat.",
    "Try to search for your issue, it may have already been answered or even fixed in the development branch (dev). Check if the issue is reproducible with the latest stable version of Tauri. If you are using a pre-release, please indicate the specific version you are using.",
])
mem("issue-repro-steps", "rule", "Bug reports need clear, minimal reproduction steps", ["issues", "reproduction", "need-repro", "triage", "bug-report"], [
    "It is required that you clearly describe the steps necessary to reproduce the issue you are running into. Use only the minimum amount of code necessary to reproduce the unexpected behavior; isolate specific methods that exhibit unexpected behavior and precisely define how expectations were violated.",
    "Issues with no clear repro steps will not be triaged. If an issue labeled \"need repro\" receives no further input from the issue author for more than 5 days, it will be closed. The issue list is not paid support.",
])

# .github/CONTRIBUTING.md: Pull Request Guidelines
mem("signed-commits", "rule", "Sign your commits", ["commits", "signing", "gpg", "pull-request", "git"], [
    "You have to sign your commits. It's OK to have multiple small commits as you work on the PR - we will let GitHub automatically squash it before merging.",
])
mem("new-feature-reason", "rule", "A new feature needs a convincing reason and a greenlighted suggestion issue", ["feature", "pull-request", "suggestion", "issue", "proposal"], [
    "If adding new feature: provide convincing reason to add this feature. Ideally you should open a suggestion issue first and have it greenlighted before working on it.",
])
mem("bugfix-pr", "rule", "Fixing a bug: reference the issue in the PR title, describe the bug", ["bug-fix", "pull-request", "title", "issue", "release-log"], [
    "If fixing a bug: if you are resolving a special issue, add (fix: #xxxx[,#xxx]) (#xxxx is the issue id) in your PR title for a better release log, e.g. fix: update entities encoding/decoding (fix #3899).",
    "Provide detailed description of the bug in the PR, or link to an issue that does.",
])
mem("log-changes-for-release", "rule", "A PR meant to be released logs its changes in .changes", ["changes", "change-file", "release", "covector", "changelog"], [
    "If the PR is meant to be released, follow the instructions in .changes/readme.md to log your changes.",
])

# .github/CONTRIBUTING.md: Development Guide
mem("general-setup", "skill", "General setup: prerequisites, PNPM, and the setup scripts", ["setup", "prerequisites", "pnpm", "monorepo", "setup-script"], [
    "To set up your machine for development, follow the Tauri setup guide to get all the tools you need to develop Tauri apps. The only additional tool you may need is PNPM, it is only required if you are developing the Node CLI or API packages (packages/cli and packages/api). Next, fork and clone this repo. It is structured as a monorepo: all the various Tauri packages are under the same repository.",
    "Some Tauri packages will be automatically built when running one of the examples. Others need to be built beforehand: run the .scripts/setup.sh (Linux and macOS) or .scripts/setup.ps1 (Windows) script. This will install the Rust and Node.js CLI and build the JS API. The setup script should be executed from the root folder of the repository.",
])
mem("develop-bundler-rust-cli", "skill", "Developing Tauri Bundler and Rust CLI", ["bundler", "tauri-cli", "cargo-install", "tauri-build", "tauri-dev"], [
    "The code for the bundler is located in crates/tauri-bundler, and the code for the Rust CLI is located in crates/tauri-cli. If you are using your local copy of @tauri-apps/cli, any changes you make to the bundler and CLI will be automatically built and applied when running the build or dev command.",
    "Otherwise, running cargo install --path . in the Rust CLI directory will allow you to run cargo tauri build and cargo tauri dev anywhere, using the updated copy of the bundler and cli. You will have to run this command each time you make a change in either package.",
])
mem("develop-node-cli", "knowledge", "Developing the Node.js CLI (@tauri-apps/cli): write changes on the Rust CLI", ["node-cli", "npm", "tauri-cli", "packaging", "wrapper"], [
    "@tauri-apps/cli is a wrapper to tauri-cli so most changes should be written on the Rust CLI. The packages/cli folder contains only packaging scripts to properly publish the Rust CLI binaries to NPM.",
])
mem("develop-core-crates", "skill", "Developing Tauri core and related components: test with the helloworld example", ["core", "crates", "macros", "codegen", "utils", "helloworld", "examples"], [
    "The code for the Rust crates, including the Core, Macros, Utils, WRY runtime, and a few more are located in crates/tauri-(macros/utils). The easiest way to test your changes is to use the examples/helloworld app. It automatically rebuilds and uses your local copy of the Tauri core packages. Just run cargo run --example helloworld after making changes to test them out.",
])
mem("build-docs-locally", "skill", "Building the Rust documentation locally", ["docs", "rustdoc", "docsrs", "nightly", "documentation"], [
    "You can build the Rust documentation locally running: RUSTDOCFLAGS=\"--cfg docsrs\" cargo +nightly doc --all-features --open",
])
mem("develop-js-api", "skill", "Developing the JS API: pnpm build and the API example app", ["js-api", "typescript", "pnpm", "packages-api", "api-example"], [
    "The JS API provides bindings between the developer's JS in the Webview and the builtin Tauri APIs, written in Rust. Its code is located in packages/api. After making changes to the code, run pnpm build to build it.",
    "To test your changes, we recommend using the API example app, located in examples/api. It will automatically use your local copy of the JS API and provides a helpful UI to test the various commands.",
])

# ARCHITECTURE.md
mem("tauri-introduction", "knowledge", "What Tauri is (and is not)", ["architecture", "webview", "toolkit", "message-passing", "overview"], [
    "Tauri is a polyglot and generic toolkit for building applications for Desktop Computers using a combination of Rust tools and HTML rendered in a Webview. Apps built with Tauri can ship with any number of pieces of an optional JS API / Rust API so that webviews can control the system via message passing. Tauri apps can have custom menus and have tray-type interfaces; they are small because they use the OS's webview and do not ship a runtime.",
    "Tauri is not a lightweight kernel wrapper: it directly uses WRY and TAO to do the heavy-lifting in making system calls to the OS. Tauri is not a VM or virtualized environment: it is an application toolkit that allows making Webview OS applications.",
])
mem("crate-tauri", "knowledge", "The tauri crate: the glue that holds everything together", ["tauri", "core", "tauri-conf-json", "script-injection", "updater", "crate"], [
    "This is the major crate that holds everything together. It brings the runtimes, macros, utilities and API into one final product. It reads the tauri.conf.json file at compile time in order to bring in features and undertake actual configuration of the app (and even the Cargo.toml file in the project's folder).",
    "It handles script injection (for polyfills / prototype revision) at runtime, hosts the API for systems interaction, and even manages updating.",
])
mem("crate-tauri-build", "knowledge", "tauri-build: apply the macros at build-time", ["tauri-build", "build-script", "cargo", "build-rs", "crate"], [
    "tauri-build applies the macros at build-time in order to rig some special features needed by cargo.",
])
mem("crate-tauri-codegen", "knowledge", "tauri-codegen: embed assets and generate the Config struct", ["tauri-codegen", "assets", "icons", "compression", "config", "crate"], [
    "Embed, hash, and compress assets, including icons for the app as well as the tray icon. Parse tauri.conf.json at compile time and generate the Config struct.",
])
mem("crate-tauri-macros", "knowledge", "tauri-macros: context, handler and command macros", ["tauri-macros", "proc-macro", "command", "generate-handler", "crate"], [
    "Create macros for the context, handler, and commands by leveraging the tauri-codegen crate.",
])
mem("crate-tauri-runtime", "knowledge", "tauri-runtime: the glue layer to the webview libraries (no stable API)", ["tauri-runtime", "runtime", "webview", "semver", "crate"], [
    "This is the glue layer between tauri itself and lower level webview libraries.",
    "None of the exposed API of this crate is stable, and it may break semver compatibility in the future. The major version only signifies the intended Tauri version.",
])
mem("crate-tauri-runtime-wry", "knowledge", "tauri-runtime-wry: the tauri-runtime implementation for WRY", ["tauri-runtime-wry", "wry", "windowing", "monitor", "printing", "crate"], [
    "This crate opens up direct systems-level interactions specifically for WRY, such as printing, monitor detection, and other windowing related tasks. tauri-runtime implementation for WRY.",
    "None of the exposed API of this crate is stable, and it may break semver compatibility in the future.",
])
mem("crate-tauri-utils", "knowledge", "tauri-utils: config parsing, platform triples, CSP injection, assets", ["tauri-utils", "config", "csp", "platform", "assets", "crate"], [
    "This is common code that is reused in many places and offers useful utilities like parsing configuration files, detecting platform triples, injecting the CSP, and managing assets.",
])
mem("package-js-api", "knowledge", "@tauri-apps/api: the TypeScript library the webview imports", ["js-api", "typescript", "esm", "cjs", "frontend", "ipc"], [
    "A TypeScript library that creates cjs and esm JavaScript endpoints for you to import into your Frontend framework so that the Webview can call and listen to backend activity. We also ship the pure TypeScript, because for some frameworks this is more optimal. It uses the message passing of webviews to their hosts.",
])
mem("bundler-overview", "knowledge", "The bundler: wrap Rust executables in OS-specific app bundles", ["bundler", "tauri-bundler", "bundle", "cargo-bundle", "platforms"], [
    "The bundler is a library that builds a Tauri App for the platform triple it detects / is told. It currently supports macOS, Windows and Linux. May be used outside of Tauri projects. It is a fork of cargo-bundle, turned into a library used by the Tauri CLI.",
    "Tauri automatically loads configurations from the tauri.conf.json > bundle object, but this library doesn't rely on it and can be used by non-Tauri apps.",
])
mem("bundler-general-settings", "knowledge", "Bundler general settings: name, identifier, icon, version, resources", ["bundler", "identifier", "icon", "resources", "bundle-config"], [
    "These settings apply to bundles for all (or most) OSes: name; identifier [REQUIRED] in reverse-DNS form (for OS X and iOS the bundle's CFBundleIdentifier; for Windows hashed to create an application GUID); icon: an array of file paths or globs, tauri-bundler converts between image formats (ICNS, ICO, PNG); version; resources (files or directories copied to the bundle, globs supported); copyright; category; short_description; long_description.",
])
mem("bundler-deb-macos-settings", "knowledge", "Bundler Debian and macOS settings: depends, frameworks, minimum system version", ["bundler", "deb", "debian", "macos", "dmg", "frameworks"], [
    "Debian-specific: depends, a list of packages this package depends on (the Depends: field of the deb control file).",
    "macOS-specific (app and dmg): frameworks to bundle (copied under Contents/Frameworks; you still link against them and embed the rpath); minimum_system_version (also emit MACOSX_DEPLOYMENT_TARGET from build.rs); license (the DMG's license file); exception_domain; provider_short_name for notarization with an Apple ID on multiple teams.",
])
mem("node-cli-package", "knowledge", "@tauri-apps/cli: napi-rs NPM packages wrapping tauri-cli", ["node-cli", "napi-rs", "npm", "pnpm", "yarn", "bun"], [
    "It is a wrapper around tauri-cli using napi-rs to produce NPM packages for each platform. Packaged such that it can be used with npm, pnpm, yarn, and bun, it provides a node.js runner for common tasks like pnpm tauri dev.",
])
mem("crate-tauri-cli", "knowledge", "tauri-cli: the Rust executable; soft-forked console and dialoguer", ["tauri-cli", "cli", "console", "dialoguer", "crate"], [
    "This rust executable provides the full interface to all of the required activities for which the CLI is required. It will run on macOS, Windows, and Linux.",
    "Licensing errata: because of publishing issues upstream, we soft-forked (and patched) both console and dialoguer crates because of untenable issues surrounding expected use on Windows.",
])
mem("create-tauri-app", "knowledge", "create-tauri-app: scaffold a new project", ["create-tauri-app", "scaffold", "template", "frontend-framework"], [
    "create-tauri-app is a toolkit that will enable engineering teams to rapidly scaffold out a new tauri-apps project using the frontend framework of their choice (as long as it has been configured). npm create tauri-app asks a bunch of questions and creates everything you need in a single folder.",
])
mem("tao-wry", "knowledge", "External crates: TAO for windows, WRY for the webview", ["tao", "wry", "winit", "window", "webview", "upstream"], [
    "The Tauri-Apps organisation maintains two upstream crates: TAO for creating and managing application windows, and WRY for interfacing with the Webview that lives within the window.",
    "TAO is a cross-platform application window creation library in Rust (Windows, macOS, Linux, iOS and Android), a fork of winit extended for menu bar and system tray. WRY is a cross-platform WebView rendering library; Tauri uses WRY as the abstract layer responsible to determine which webview is used (and how interactions are made).",
])
mem("additional-tooling", "knowledge", "Additional tooling: tauri-action, create-pull-request, tauri-vscode", ["tauri-action", "github-actions", "ci", "vscode", "tooling"], [
    "tauri-action is a github workflow that builds tauri binaries for all platforms. create-pull-request: because this is a very risky (potentially destructive) github action, we forked it in order to have strong guarantees that the code we think is running is actually the code that is running. tauri-vscode enhances the VS Code interface.",
])
mem("plugins", "knowledge", "Tauri plugins: Rust code, interface glue and a JS API", ["plugins", "plugin", "js-api", "rust"], [
    "Generally speaking, plugins are authored by third parties (even though there may be official, supported plugins). A plugin generally does 3 things: it provides rust code to do \"something\"; it provides interface glue to make it easy to integrate into an app; it provides a JS API for interfacing with the rust code.",
])
mem("development-flow", "knowledge", "The development flow: tauri dev", ["tauri-dev", "dev-server", "hot-reload", "devtools", "workflow"], [
    "pnpm tauri dev will: start the JS Framework devserver; begin the long process of downloading and compiling the rust libraries; open an application window with devtools enabled; keep a long-lived console alive.",
    "If you change your HTML/CSS/TS/JS, your framework devserver should give you hot module reloading. If you modify your rust code or anything in the Cargo.toml, the window will close while rust recompiles. When finished it will reload.",
])
mem("tauri-info", "skill", "Triage: run tauri info for insight into installed components", ["tauri-info", "triage", "environment", "diagnostics"], [
    "If you need to get deeper insight into your current project, or triage requires investigation of installed components, just run pnpm tauri info.",
])
mem("release-flow", "knowledge", "The release flow: tauri.conf.json and tauri build", ["tauri-build", "release", "tauri-conf-json", "signing", "cross-compilation"], [
    "The release flow begins with proper configuration in the tauri.conf.json file: the basic behaviour of the application (like window size and decoration), and settings for signing and updating.",
    "Depending upon the operating system that the developer (or CI) is building the application on, there will be an app built for them for that system. Cross compilation is not currently available; the official GitHub Action can build for all platforms. pnpm tauri build leaves the results in ./src-tauri/target/release.",
])
mem("updating-flow", "knowledge", "The updating flow: signed artifacts, checksum and signature verified", ["updater", "update", "signature", "artifacts"], [
    "When a new version is ready, the developer publishes the new signed artifacts to a server (configured within tauri.conf.json). The application can poll this server to see if there is a new release; the user is prompted to update. The application update is downloaded, verified (checksum & signature), updated, closed, and restarted.",
])

# .changes/README.md and .changes/config.json
mem("change-file-format", "skill", "Change files: a markdown file in .changes with the package and bump", ["changes", "change-file", "covector", "version-bump", "markdown"], [
    "As you create PRs and make changes that require a version bump, please add a new markdown file in the .changes folder. You do not note the version number, but rather the type of bump that you expect: major, minor, or patch. The filename is not important, as long as it is a .md. Front matter lists each package as 'package-a': 'patch:enhance', then the change summary (text only).",
    "When you select the version bump required, you do not need to consider dependencies. Only note the package with the actual change, and any packages that depend on that package will be bumped automatically.",
])
mem("change-bump-semver", "rule", "Major, minor or patch as semver describes", ["semver", "version-bump", "breaking-change", "changes"], [
    "Changes will be designated as a major, minor or patch as described in semver: MAJOR version when you make incompatible API changes, MINOR version when you add functionality in a backwards compatible manner, and PATCH version when you make backwards compatible bug fixes. Pre-release and build metadata labels will be discussed prior to usage.",
])
mem("change-tags", "knowledge", "Change tags group change files: feat, enhance, bug, perf, sec, deps, breaking", ["changes", "change-tags", "changelog", "breaking", "deps"], [
    "You could specify a tag for the change file to group it with other changes by prefixing the bump with :<tag>, for example 'package-a': 'patch:bug'. The changeTags of .changes/config.json: feat (New Features), enhance (Enhancements), bug (Bug Fixes), pref (Performance Improvements), changes (What's Changed, the default), sec (Security fixes), deps (Dependencies), breaking (Breaking Changes).",
])

# .github/RELEASING.md
mem("covector-pipeline", "knowledge", "Covector manages version bumps and the release pipeline", ["covector", "release", "publish", "workflows", "changes-config"], [
    "We use covector to manage our version bumps and release pipeline. It can be configured in .changes/config.json which includes how each package should be published step by step.",
    "Some packages can't be published directly using covector as it requires to be built on a matrix of platforms, such as tauri-cli prebuilt binaries (publish-cli-rs.yml) and @tauri-apps/cli native Node.js modules (publish-cli-js.yml), both triggered after covector has created a github release.",
])
mem("version-pull-request", "knowledge", "The version pull request: Apply Version Updates From Current Changes", ["covector", "version-pr", "changelog", "pre-json", "release"], [
    "On each pull request merged, the covector-version-or-publish.yml workflow runs: when there are change files inside .changes and they're not all included in pre.json (usually only in the -alpha to -rc phase), it opens/updates an Apply Version Updates From Current Changes PR that bumps all packages and generates CHANGELOG.md entries. Otherwise, covector publishes the packages configured in .changes/config.json.",
])
mem("releasing-checklist", "skill", "Releasing: the checklist before merging the version PR", ["release", "checklist", "version-pr", "signing", "merge"], [
    "Double check that every package is bumped correctly and there are no accidental major or minor being released. Make sure there are no pending or unfinished covector-version-or-publish.yml workflow runs. Sign the Version PR before merging as we require signed commits (git checkout release/version-updates, git commit --amend -S, git push --force). Approve and merge the version pull request.",
])
mem("publishing-failed", "skill", "Publishing failed: revert, fix in another PR, release again", ["publish", "release", "revert", "failure"], [
    "If all of the packages failed to release: git revert HEAD~1 on a branch. Otherwise git revert HEAD~1 --no-commit and revert only changes related to packages that failed to publish.",
    "Then make a pull request with reverted changes, get it approved and merged; fix the issue that caused releases to fail in another PR; repeat the release process again.",
])

# .github/PULL_REQUEST_TEMPLATE.md
mem("pr-title", "rule", "Give the PR a descriptive, conventional title", ["pull-request", "title", "conventional-commits", "feat", "fix", "docs"], [
    "Give the PR a descriptive title. Good: fix(windows): fix race condition in event loop; docs: update example for App::show; feat: add Window::set_fullscreen. Bad: fix #7123; update docs; fix bugs. If there is a related issue, reference it in the PR text, e.g. closes #123.",
])
mem("pr-checks", "rule", "Before a PR: cargo test and cargo clippy pass, a change file, draft if in progress", ["cargo-test", "clippy", "pull-request", "draft", "change-file"], [
    "If this change requires a new version, then add a change file in .changes directory with the appropriate bump. Ensure that all your commits are signed. Ensure cargo test and cargo clippy passes. Propose your changes as a draft PR if your work is still in progress.",
])

# .devcontainer/README.md
mem("devcontainer", "skill", "The VS Code devcontainer for Tauri", ["devcontainer", "docker", "vscode", "container", "ubuntu"], [
    "The development container is derived from Microsoft's default Ubuntu development container; its contents are in .devcontainer/Dockerfile. Prerequisites: Docker, VS Code, an X window host to interact with a GUI. Install the Remote Development extension pack and run Remote-Containers: Reopen in Container.",
    "Clone Tauri source code into a container volume: filesystem/IO heavy operations (cargo build, pnpm install) are very slow on directories shared with a Docker container from the Docker host.",
])
mem("devcontainer-display", "skill", "Show a Tauri app running in the devcontainer: export DISPLAY", ["devcontainer", "x11", "display", "gui", "docker"], [
    "So long as you have an X window server running on your Docker host, the devcontainer can connect to it and expose your Tauri GUI via an X window. Export the DISPLAY variable within the devcontainer terminal you launch your Tauri application from: export DISPLAY=\"host.docker.internal:0\".",
])

# bench/README.md
mem("bench", "knowledge", "Tauri bench: internal metrics run on CI", ["bench", "benchmark", "metrics", "ci", "performance"], [
    "This rust module runs on CI and provides internal metrics results of Tauri. To learn more see the benchmark_results repository. Internal use only.",
])

# crates/tauri-cli/ENVIRONMENT_VARIABLES.md
mem("env-cli", "knowledge", "Environment variables of the Tauri CLI: CI, config depth, dev server", ["environment-variables", "tauri-cli", "ci", "dev-server", "watcher"], [
    "These environment variables are inputs to the CLI which may have an equivalent CLI flag; if both are used, the CLI flag will have priority. CI: if set, the CLI runs in CI mode without user interaction. TAURI_CLI_CONFIG_DEPTH: levels to traverse to find the tauri configuration file. TAURI_CLI_PORT: port of the CLI built-in dev server. TAURI_CLI_WATCHER_IGNORE_FILENAME: a .gitignore-style file controlling which files the dev command watches. TAURI_CLI_NO_DEV_SERVER_WAIT: skip waiting for the frontend dev server.",
])
mem("env-bundler", "knowledge", "Environment variables of the bundler: appindicator, WiX FIPS, GitHub mirror, sidecars", ["environment-variables", "bundler", "wix", "appindicator", "mirror", "sidecar"], [
    "TAURI_LINUX_AYATANA_APPINDICATOR: true or 1 forces libayatana-appindicator for the system tray on Linux. TAURI_BUNDLER_WIX_FIPS_COMPLIANT: the bundler's WiX FipsCompliant option. TAURI_BUNDLER_TOOLS_GITHUB_MIRROR and TAURI_BUNDLER_TOOLS_GITHUB_MIRROR_TEMPLATE: a GitHub mirror to download files and tools used by tauri bundler. TAURI_SKIP_SIDECAR_SIGNATURE_CHECK: skip signing sidecars.",
])
mem("env-signing", "knowledge", "Environment variables for signing: updater key, RPM GPG key, Windows signtool", ["environment-variables", "signing", "updater", "rpm", "signtool", "windows"], [
    "TAURI_SIGNING_PRIVATE_KEY: private key used to sign your app bundles, a string or a path to the file; TAURI_SIGNING_PRIVATE_KEY_PASSWORD its password. TAURI_SIGNING_RPM_KEY: the private GPG key used to sign the RPM bundle (ASCII-armored); TAURI_SIGNING_RPM_KEY_PASSPHRASE. TAURI_WINDOWS_SIGNTOOL_PATH: path to signtool.exe used for code signing on Windows.",
])
mem("env-apple", "knowledge", "Environment variables for Apple code signing and notarization", ["environment-variables", "apple", "macos", "ios", "notarization", "codesign"], [
    "APPLE_CERTIFICATE (base64 of the .p12) and APPLE_CERTIFICATE_PASSWORD; APPLE_ID with APPLE_PASSWORD and APPLE_TEAM_ID to notarize, or APPLE_API_KEY with APPLE_API_ISSUER (JWT), API_PRIVATE_KEYS_DIR and APPLE_API_KEY_PATH (required for iOS). APPLE_SIGNING_IDENTITY overwrites tauri.conf.json > bundle > macOS > signingIdentity (inferred from APPLE_CERTIFICATE otherwise); APPLE_PROVIDER_SHORT_NAME; APPLE_DEVELOPMENT_TEAM, the team ID used to code sign on iOS.",
])
mem("env-mobile", "knowledge", "Environment variables for mobile projects and webview automation", ["environment-variables", "android", "ios", "mobile", "webdriver"], [
    "TAURI_WEBVIEW_AUTOMATION enables webview automation (Linux only). TAURI_ANDROID_PROJECT_PATH: path of the tauri android project, usually <project>/src-tauri/gen/android. TAURI_IOS_PROJECT_PATH: path of the tauri iOS project, usually <project>/src-tauri/gen/ios.",
])
mem("env-hooks", "knowledge", "Environment variables set for hook commands (beforeDevCommand, beforeBuildCommand)", ["environment-variables", "hooks", "before-dev-command", "before-build-command", "target"], [
    "These are set for each hook command (beforeDevCommand, beforeBuildCommand, ...) to conditionally build your frontend: TAURI_ENV_DEBUG (true for dev or build --debug), TAURI_ENV_TARGET_TRIPLE, TAURI_ENV_ARCH (x86_64, aarch64), TAURI_ENV_PLATFORM (windows, darwin, linux), TAURI_ENV_PLATFORM_VERSION, TAURI_ENV_FAMILY (unix or windows).",
])

# crates/tauri/src/event/event-system-spec.md
mem("event-system", "knowledge", "Tauri event system: emitters, emit functions, listeners", ["events", "emit", "listen", "manager", "webview-window"], [
    "Emitters can emit to any and all listeners: App and AppHandle, Window, Webview, WebviewWindow, any type that implements the Manager trait. emit: to all listeners; emit_to: to a specified target; emit_filter: to targets based on a filtering callback.",
    "Listeners: the same types (a Manager type is limited to listen_any/once_any). listen / once: events targeting this listener type only; listen_any / once_any (only through Manager): all events to any target (aka event sniffer).",
])

# SECURITY.md
mem("security-reporting", "rule", "Report vulnerabilities privately, never in a pull request or issue", ["security", "vulnerability", "disclosure", "advisory"], [
    "If you have found a potential security threat, vulnerability or exploit in Tauri or one of its upstream dependencies, please DON'T create a pull-request, DON'T file an issue on GitHub, DON'T mention it on Discord and DON'T create a forum thread. Submit your report via the GitHub Private Vulnerability Disclosure functionality.",
    "We may ask you to independently verify our patch in the private advisory branch. Do not publish your vulnerability before coordinated public disclosure; we try to adhere to publication within 90 days. Versions > 1.0 are supported.",
])

# crates' READMEs
mem("tauri-driver", "knowledge", "tauri-driver: cross-platform WebDriver server (pre-alpha)", ["tauri-driver", "webdriver", "testing", "edge-driver", "webkit"], [
    "A WebDriver Intermediary Node that wraps the native WebDriver server for platforms that Tauri supports. Your WebDriver client connects to tauri-driver, which starts the native WebDriver server behind the scenes; two ports: --port (default 4444) and --native-port (default 4445).",
    "Supported platforms: [pre-alpha] Linux w/ WebKitWebDriver; [pre-alpha] Windows w/ Microsoft Edge Driver; [Todo] macOS w/ Appium Mac2 Driver (probably).",
])
mem("tauri-macos-sign", "knowledge", "tauri-macos-sign: certificates, code signing and notarization", ["macos-sign", "codesign", "notarization", "certificates", "ios"], [
    "Utilities for setting up macOS certificates, code signing and notarization for macOS and iOS apps.",
])
mem("schema-crates", "knowledge", "tauri-schema-generator and the schema.tauri.app worker", ["schema", "json-schema", "config", "schema-generator", "cloudflare-worker"], [
    "tauri-schema-generator is part of the tauri monorepo workspace and its sole purpose is to generate JSON schema for various tauri config files. tauri-schema-worker is the source code for the https://schema.tauri.app cloudflare worker.",
])

# examples' READMEs
mem("example-api-testbed", "skill", "The API example: the main validation app", ["examples", "api-example", "testbed", "validation", "pnpm-tauri-dev"], [
    "This example demonstrates Tauri's API capabilities using the @tauri-apps/api package. It's used as the main validation app, serving as the testbed of our development process.",
    "Running it: compile Tauri (bash .scripts/setup.sh, or ./.scripts/setup.ps1 on Windows), pnpm i inside examples/api, pnpm tauri dev; or pnpm tauri build and ./src-tauri/target/release/app.",
])
mem("example-resources-streaming", "knowledge", "Examples of bundle resources, streaming over a custom protocol, and file associations", ["examples", "resources", "streaming", "custom-protocol", "asset-protocol", "file-associations"], [
    "The resources example adds src-tauri/assets/index.js as a resource (defined on tauri.conf.json > bundle > resources) and locates it using the path resolver APIs.",
    "The streaming example shows how to stream video through a custom protocol (cargo run --example streaming); Tauri has a built-in asset protocol that implements this streaming functionality, the example exists as a reference. The file-associations example makes associations between the application and certain file types.",
])
