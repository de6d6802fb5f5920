"""Memories of the flutter-packages set: flutter/packages's own contributor and agent guidance
(AGENTS.md; CONTRIBUTING.md; the review style guide .gemini/styleguide.md; .agents/skills/README.md;
and the per-package guides: packages/pigeon/CONTRIBUTING.md, camera_android_camerax's AGENTS.md,
CONTRIBUTING.md and TESTING.md, webview_flutter_android's, webview_flutter_wkwebview's and
webview_flutter_web's CONTRIBUTING.md, rfw's, interactive_media_ads's, path_provider_android's and
path_provider_foundation's, google_maps_flutter_ios's, google_fonts's and google_sign_in's;
snapshot of 2026-08-21), one memory per topic, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


# AGENTS.md
mem("repo-overview", "knowledge", "Repository overview", ["monorepo", "packages", "layout"], [
    "A monorepo of many Flutter packages: first-party packages developed by the Flutter team in `packages/`; packages originally from a third party but now maintained by the Flutter team in `third_party/packages/`; the repository tooling in `script/tool/`.",
])
mem("federated-plugins", "knowledge", "Federated plugins", ["federated-plugins", "platform-interface", "plugins"], [
    "A federated plugin has a main package (e.g. `path_provider`) that defines the API used by plugin clients, a platform interface package (`path_provider_platform_interface`) that each platform implementation must implement, and platform implementation packages (`path_provider_android`, `path_provider_ios`). When working on a federated plugin, you may need to modify multiple packages.",
])
mem("agent-environment", "skill", "Agent environment setup", ["setup", "flutter-sdk", "vm"], [
    "Install the stable Flutter SDK (`flutter_linux_3.32.8-stable.tar.xz`) into `$HOME/flutter`, add `$FLUTTER_HOME/bin` to `PATH`, run `flutter --disable-analytics`, `flutter precache --force`, and sanity-check with `flutter doctor --verbose`.",
])
mem("plugin-tools-setup", "skill", "Setting up the repository tooling", ["tooling", "flutter-plugin-tools", "setup"], [
    "The primary tool is `flutter_plugin_tools.dart`. Define `export REPO_ROOT=$(pwd)` and initialize it with `dart pub get -C $REPO_ROOT/script/tool`.",
])
mem("target-packages", "skill", "Identifying the packages a change affects", ["packages", "git-diff", "pubspec"], [
    "Most tool commands take `--packages`: derive the changed packages from `git diff --name-only origin/main...HEAD`; a file's package is the enclosing directory with a `pubspec.yaml` (ignore those in `example/`). Without `--packages` a command runs on all packages.",
])
mem("format-code", "rule", "Format all code", ["formatting", "format", "tooling"], [
    "Every code change must be formatted using the repository's tools: `dart run $REPO_ROOT/script/tool/bin/flutter_plugin_tools.dart format --packages <changed_packages>`.",
])
mem("analyze-and-test", "skill", "Analysis and tests", ["tests", "analyze", "dart-test"], [
    "All changes must pass analysis and tests: `flutter_plugin_tools.dart analyze --packages <changed_packages>` and `flutter_plugin_tools.dart dart-test --packages <changed_packages>`.",
    "The tool can also run native and integration tests, but these may require a more complete environment.",
])
mem("validation-checks", "skill", "Validation checks", ["validation", "publish-check", "license-check"], [
    "Run `flutter_plugin_tools.dart validate --packages <changed_packages>`, `publish-check --packages <changed_packages>` and `license-check` to ensure changes follow team guidelines.",
])
mem("path-based-deps", "skill", "Testing federated plugin changes together", ["federated-plugins", "path-dependencies", "make-deps-path-based"], [
    "If you change multiple packages of a federated plugin that depend on each other, `flutter_plugin_tools.dart make-deps-path-based --target-dependencies=<changed_plugin_packages>` makes their pubspec.yaml files use `path:` dependencies so you can test them together locally. CI runs tests with path-based dependencies automatically, so this is not required for PRs.",
])
mem("update-dependency", "skill", "Updating a dependency across packages", ["dependencies", "update-dependency", "pub"], [
    "`flutter_plugin_tools.dart update-dependency --pub-package <dependency_name> --packages <packages_to_update>` updates a dependency across packages; without `--packages` it updates all packages in the repository.",
])
mem("update-excerpts", "skill", "README code samples", ["readme", "excerpts", "examples"], [
    "If you change example code that is included in a README.md, run `flutter_plugin_tools.dart update-excerpts --packages <changed_packages>`.",
])
mem("pigeon-codegen", "rule", "Regenerate Pigeon code", ["pigeon", "code-generation", "platform-channels"], [
    "If you change a file in a `pigeons/` directory, you must run the Pigeon generator from the package's directory: `dart run pigeon --input pigeons/<changed_file>.dart`.",
])
mem("mockito-codegen", "rule", "Regenerate Mockito mocks", ["mockito", "mocks", "build-runner"], [
    "If you change code in a package that uses `mockito` for tests (check `dev_dependencies` in `pubspec.yaml`), run its mock generator from the package's directory: `dart run build_runner build -d`.",
])
mem("language-styles", "rule", "Style guides per language", ["style", "dart", "kotlin", "swift", "java", "objective-c"], [
    "Flutter packages follow Google style, or Flutter style for Dart, with auto-formatters: Dart (`dart format`), C++ (`clang-format`; Linux plugins follow idiomatic GObject-based C style), Java (`google-java-format`), Kotlin (Android Kotlin style, `ktfmt`), Objective-C (`clang-format`), Swift (Google style, `swift-format`).",
])
mem("code-comments", "rule", "Comments", ["comments", "documentation", "style"], [
    "Avoid adding redundant or trivial comments that restate what the code does; comments should explain the why behind complex or non-obvious logic, or serve as public API documentation.",
])
mem("version-changelog", "rule", "Version and CHANGELOG updates", ["changelog", "versioning", "pubspec", "release-info"], [
    "Any PR that changes non-test code in a package updates its version in `pubspec.yaml` and adds an entry to `CHANGELOG.md`, following the CHANGELOG style guide and semantic versioning.",
    "Preferably use `flutter_plugin_tools.dart update-release-info --version=minimal --base-branch=origin/main --changelog=\"...\"` (`minimal` bumps patch for bug fixes; use `--version=minor` for public API changes).",
])

# CONTRIBUTING.md and .gemini/styleguide.md
mem("contributor-docs", "knowledge", "Where the contributor documentation is", ["contributing", "docs", "setup"], [
    "The packages repository uses Flutter's contributor guide plus packages-specific docs in flutter/flutter's `docs/ecosystem/`: setting up the packages development environment, the repository structure, contributing to plugins and packages (especially changing federated plugins), and plugin tests.",
])
mem("prs-need-tests", "rule", "PRs need tests", ["tests", "plugins", "native-tests"], [
    "PRs need tests: read the plugin test guidance before submitting a plugin PR. Changes to plugin packages, including code in C, C++, Java, Kotlin, Objective-C or Swift, should have appropriate tests of the right kind.",
])
mem("code-review", "knowledge", "Code review assignment", ["review", "codeowners", "reviewers"], [
    "PRs are automatically assigned to code owners (`CODEOWNERS`) for review. If a code owner is creating a PR, they should explicitly pick another Flutter team member as reviewer.",
])
mem("releasing", "knowledge", "Releasing packages", ["release", "publishing", "team"], [
    "Team members landing a PR, or anyone wanting to know the release process for package changes, should see the release documentation in flutter/flutter's `docs/ecosystem/release/`.",
])
mem("pr-checklist", "rule", "Pre-Review Checklist", ["pull-requests", "checklist", "template"], [
    "PR descriptions should include the Pre-Review Checklist from the PR template (`.github/PULL_REQUEST_TEMPLATE.md`), with all of the steps completed.",
])
mem("dependency-overrides", "knowledge", "Temporary dependency_overrides in federated PRs", ["dependency-overrides", "federated-plugins", "review"], [
    "PRs that affect multiple packages in a federated plugin normally contain a temporary `dependency_overrides` section in `pubspec.yaml` during initial review, marked with a comment starting \"FOR TESTING AND INITIAL REVIEW ONLY. DO NOT MERGE.\"; reviewers don't comment on it.",
])
mem("review-summaries", "rule", "Review agent summaries", ["review", "agents", "summaries"], [
    "A review agent's summary is objective (no \"good\" or \"bad\"), based on the code diff rather than the PR description, and concise.",
])
mem("agent-skills", "knowledge", "Agent skills", ["agents", "skills"], [
    "`.agents/skills` holds agent skills for package contributors; flutter/packages follows the same base guidance as flutter/flutter's `.agents/skills`, with packages-specific guidance added there.",
])

# packages/pigeon/CONTRIBUTING.md
mem("pigeon-internals", "knowledge", "How Pigeon is organised", ["pigeon", "generators", "ast"], [
    "Pigeon is a code generation tool that adds type safety to Flutter's platform channels. `lib/src/ast.dart` is the AST; each language has a generator (`dart/dart_generator.dart`, `java/`, `kotlin/`, `objc/`, `swift/`, `cpp/`, `gobject/`); `generator_tools.dart` is shared between generators; `pigeon_cl.dart` is the command line entry and `pigeon_lib.dart` runs the PigeonIsolate and builds the AST.",
])
mem("pigeon-tests", "skill", "Testing Pigeon", ["pigeon", "tests", "platform-tests"], [
    "Pigeon has unit tests (fast; generate code and check it), compilation tests (generate and compile code from the files in `pigeons/`) and integration tests (`platform_tests`: generate, compile and execute), all in `tool/test.dart`.",
    "For local testing use `test.dart`, not `run_tests.dart` (a CI entrypoint); use `-t` to run only the relevant tests and `-l` to list them.",
])

# camera_android_camerax: AGENTS.md, CONTRIBUTING.md, TESTING.md
mem("camerax-structure", "knowledge", "camera_android_camerax structure", ["camerax", "instance-manager", "pigeon", "android"], [
    "The platform implementation wraps native Android classes in Dart classes paired through an `InstanceManager` (Dart and Java) with shared `long` identifiers; the communication layer is generated by pigeon from `pigeons/camerax_library.dart`.",
    "Host API implementations in Java delegate directly to CameraX without extra logic. New wrapped classes extend `JavaObject` and are annotated `@immutable`.",
])
mem("camerax-workflow", "rule", "Working on camera_android_camerax", ["camerax", "native-tests", "agents", "pre-push"], [
    "Regenerate pigeon code after modifying `pigeons/camerax_library.dart` and mocks after changing mocked classes. Logic changes to `.java` or `.kt` files in `android/src/main/` (not generated `.g.java`/`.g.kt`) must add or update native unit tests in `android/src/test/`; run them with `flutter_plugin_tools native-test --android --packages camera_android_camerax --no-integration`.",
    "Read TESTING.md before writing tests; run the pre-push skill before pushing; never run `.ci/scripts/*` or `script/tool_runner.sh` globally; pass relative paths to subagents.",
])
mem("camerax-video-tests", "rule", "Video recording in camerax integration tests", ["camerax", "integration-tests", "flaky", "video"], [
    "Integration tests must wait at least 4 seconds before stopping a video recording; the CameraX encoder needs time to capture frames, and stopping immediately gives an empty or corrupted file and CI flakes.",
])

# webview_flutter_android / wkwebview / web CONTRIBUTING.md
mem("webview-android-wrappers", "skill", "Updating webview_flutter_android's native wrappers", ["webview", "android", "pigeon", "proxyapi"], [
    "Native WebKit APIs are wrapped with pigeon's ProxyApi from `pigeons/android_webkit.dart`, generating `lib/src/android_webkit.g.dart` and `AndroidWebkitLibrary.g.kt`: build `example/` once (`flutter build apk --debug`), edit the pigeon file, run `dart run pigeon --input pigeons/android_webkit.dart`, fix native code, and add native tests in `android/src/test/java/io/flutter/plugins/webviewflutter/`.",
    "After generating, re-add the `WebView.destroy()` call in `AndroidWebkitLibraryPigeonInstanceManager.remove`.",
])
mem("webview-wkwebview-wrappers", "skill", "Updating webview_flutter_wkwebview's native wrappers", ["webview", "ios", "macos", "pigeon"], [
    "WKWebView APIs are wrapped with pigeon's ProxyApi from `pigeons/web_kit.dart`, generating `lib/src/common/web_kit.g.dart` and `WebKitLibrary.g.swift`: edit the pigeon file, run `dart run pigeon --input pigeons/web_kit.dart`, fix native code in Xcode (`example/ios/` or `example/macos/`), and add native tests in `darwin/Tests`.",
])
mem("webview-web-tests", "skill", "Testing webview_flutter_web", ["webview", "web", "tests", "chrome"], [
    "Tests are in `test/`; run them from the package root with `flutter test --platform chrome`.",
])

# rfw/CONTRIBUTING.md
mem("rfw-coverage", "rule", "rfw test coverage", ["rfw", "coverage", "tests"], [
    "`flutter test --coverage; lcov --list coverage/lcov.info` must keep showing 100% coverage; update `test_coverage/bin/test_coverage.dart` with the expectations. Web tests run with `flutter test --platform=chrome`; mark web-only lines with `// dead code on VM target`. Adding widgets to `core_widgets.dart` and `material_widgets.dart` is welcome.",
])
mem("rfw-goldens", "skill", "rfw golden tests", ["rfw", "goldens", "tests"], [
    "Golden tests run only on the Flutter master channel on Linux. On failure, compare `_testImage` and the diff images in `test/failures`; if the change is valid (e.g. a new anti-aliasing algorithm in Flutter), update with `run_tests.sh --update-goldens`.",
])

# interactive_media_ads/CONTRIBUTING.md
mem("ima-structure", "rule", "interactive_media_ads structure", ["interactive-media-ads", "platform-interface", "ads"], [
    "Platform interface, implementations and app-facing interface live in one package, like a federated plugin. App-facing classes delegate to a `platform` field; platform interface classes are prefixed `Platform`, take one creation params constructor parameter, and every method has at most one parameter so features can be added without breaking changes. Data classes are `@immutable`.",
])
mem("ima-wrappers", "skill", "Updating interactive_media_ads's SDK wrappers", ["interactive-media-ads", "pigeon", "ima-sdk", "native-tests"], [
    "The IMA SDKs are wrapped with pigeon from `pigeons/interactive_media_ads_android.dart` and `pigeons/interactive_media_ads_ios.dart`: build the example once, edit the pigeon file, run pigeon, fix native code, and add native tests (Android `android/src/test/kotlin/...`, iOS `example/ios/RunnerTests/`); Dart tests use mockito mocks.",
])
mem("ima-new-feature", "skill", "Adding a feature to interactive_media_ads", ["interactive-media-ads", "features", "design"], [
    "Open a feature request in flutter/flutter listing the native classes and methods needed per platform, add a design for the platform interface and app-facing interface, then start the work or wait for feedback from a Flutter contributor.",
])

# small per-package guides
mem("path-provider-ffi", "skill", "path_provider's generated native bindings", ["ffigen", "jnigen", "path-provider"], [
    "path_provider_foundation calls Foundation through ffigen: update `tool/ffigen.dart` and run `dart run tool/ffigen.dart`; its filters deliberately include only the needed methods. path_provider_android calls Android through jnigen: update `tool/jnigen.dart` and run `dart run tool/jnigen.dart`.",
])
mem("google-maps-ios-shared", "rule", "google_maps_flutter_ios shared code", ["google-maps", "ios", "shared-code"], [
    "The `google_maps_flutter_ios_*` packages share most of their code; after changing code in one, run `dart run tool/sync_shared_files.dart`.",
])
mem("google-fonts-generator", "knowledge", "google_fonts generator", ["google-fonts", "generator", "fonts"], [
    "Fonts on fonts.google.com missing from the package mean the generator (`generator/README.md`) needs to be run to update it.",
])
mem("google-sign-in-testing", "knowledge", "Manual testing of google_sign_in", ["google-sign-in", "gcp", "example-app"], [
    "Manual end-to-end testing needs the example app configured with an active server-side GCP project; the placeholders in Info.plist and google-services.json point to a project that no longer exists. Follow the README's platform integration instructions first.",
])
