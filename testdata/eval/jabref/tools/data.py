"""Memories of the jabref set: JabRef/jabref's own contributor and agent guidance on its main branch
at edbf3b1 (2026-08-22): AGENTS.md, CHECKLIST.md, CONTRIBUTING.md, the pull-request template's
checklist and the code how-tos a contributor is sent to (localization, testing, logging, error
handling, code quality, fetchers, JavaFX, UI recommendations, dependency management, the JabKit
native image, the command line, the event bus, BibTeX handling, jpackage, custom SVG icons); one
memory per topic, in the project's words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-22")


# AGENTS.md
mem("ai-policy", "rule", "No fully AI-generated pull requests", ["ai", "policy", "pull-request"], [
    "This project does not accept fully AI-generated pull requests. AI tools may only be used for assistance. You must understand and take responsibility for every change you submit.",
    "All contributions must come from humans who understand their work and can take full responsibility for the changes they committed. Never let an LLM speak for you; never let an LLM think for you.",
])
mem("checklist-final-gate", "rule", "CHECKLIST.md is the mandatory final gate", ["checklist", "pull-request", "review"], [
    "Final step, do not skip: when the implementation is finished and before you open a PR, open `CHECKLIST.md` and work through every point. Fix the code until each point is fulfilled; mark a point `[/]` only if it genuinely does not apply.",
    "`AGENTS.md` describes how to write code while developing; the checklist confirms the finished result.",
])
mem("project-structure", "knowledge", "Project structure: jablib, jabgui, jabkit, jabls, jabsrv", ["modules", "jablib", "jabgui", "jabkit", "jabsrv"], [
    "`jablib` is the core library (logic, model, importers/exporters); `jabgui` the JavaFX desktop GUI; `jabkit` the CLI application; `jabls` the Language Server Protocol implementation; `jabsrv` the HTTP server for collaborative database support.",
    "Key source paths: `jablib/src/main/java/org/jabref/logic/` (business logic), `jablib/src/main/java/org/jabref/model/` (data model), `jabgui/src/main/java/org/jabref/gui/` (GUI code), `docs/` (developer documentation and ADRs).",
])
mem("build", "skill", "Building with the Gradle wrapper", ["build", "gradle", "jdk"], [
    "Requires JDK 25 or later to run Gradle. Gradle downloads the necessary JDK by itself. The Gradle wrapper is included.",
    "`./gradlew build` builds all modules, `./gradlew :jabgui:run` builds and launches the GUI, `./gradlew :jabgui:jpackage` packages as installer.",
])
mem("adding-dependencies", "rule", "Adding or changing dependencies", ["dependencies", "module-info", "gradle", "versions"], [
    "When adding or changing dependencies, follow docs/code-howtos/dependency-management.md. Dependencies are declared via `requires` directives in `module-info.java` (versions live in `versions/build.gradle.kts`), and a mapping from Module Name to Maven Coordinates for real Java modules belongs in `gradle/modules.properties`, not in ad-hoc blocks in `build-logic`.",
    "Agents must not introduce new dependencies without justification.",
])
mem("general-principles", "rule", "General principles for changes", ["principles", "refactoring", "compatibility"], [
    "Respect existing architecture, coding style, and conventions; prefer minimal, reviewable changes; preserve backward compatibility unless explicitly instructed otherwise; avoid speculative refactoring; never commit generated code without human review.",
    "Do not rewrite large sections \"for cleanliness\", bypass tests or CI checks, reformat existing code, write entire PRs, write replies to PR review comments, or automate the submission of code changes.",
])
mem("modern-java", "rule", "Use modern Java (25+) features", ["java", "collections", "text-blocks", "modern"], [
    "Target the configured Gradle toolchain and use Java 25+ features: `Arguments.of()` instead of `new Object[]` in JUnit tests, `Path.of()` instead of `Paths.get()`. Using JavaFX Observable lists is considered best practice, too.",
    "Use modern Java data structures: `Set.of(...)`, not `new HashSet<>(Arrays.asList(...))`; `SequencedCollection` and `SequencedSet` instead of `LinkedHashSet` where applicable; `List.of()` and `Map.of()` instead of `Collections.emptyList()` and `Collections.emptyMap()`; Java text blocks for multiline string constants.",
])
mem("general-java-style", "rule", "General Java style", ["java", "style", "methods", "naming"], [
    "Follow existing formatting and match naming conventions exactly. Keep methods small and focused; new methods and classes follow the Single-responsibility principle. Avoid code duplication and premature abstractions.",
    "Follow JabRef's code style rules (intellij-13-code-style.md) and the principles of \"Effective Java\" and \"Clean Code\". Ensure that tests are green before committing.",
])
mem("java-code-style", "rule", "Java code style details", ["java", "style", "variables", "reformatting"], [
    "Correctly spelled variable names; minimal quality for variable names: not extraEntry2, extraEntry3, but include meaning or intention. Use StringJoiner instead of StringBuilder if possible. Prefer immutability and explicit nullability.",
    "Do not reformat code only for syntax reasons; reformatting is acceptable only where the code is being changed. Remove commented code. Boolean method parameters for public methods should be avoided: better create two distinct methods.",
])
mem("background-tasks-patterns", "rule", "BackgroundTask instead of new Thread, compiled patterns", ["threads", "background-task", "regex", "pattern"], [
    "No `new Thread()`: use `org.jabref.logic.util.BackgroundTask` and its `executeWith`.",
    "Use compiled patterns: not `x.matches(\".*\\\\s{2,}.*\")` but a `private final static` `Pattern.compile(...)` constant and then `PATTERN.matcher(x)`.",
])
mem("markdown-javadoc", "rule", "Markdown Javadoc comments (///)", ["javadoc", "markdown", "comments"], [
    "Use Markdown Javadoc comments (`///`) for multi-line comments. Within them, use Markdown syntax, not JavaDoc inline tags: `` `code` `` instead of `{@code code}`, and `[ClassName]` instead of `{@link ClassName}`.",
])
mem("comments-why", "rule", "Comments explain why, not what", ["comments"], [
    "Do not add trivial comments just restating the code line in plain English (e.g. `// Commit the staged changes` above `git.commit()`). When commenting, focus on the \"why\" and general idea.",
])
mem("optionals", "rule", "Favor Optionals over nulls", ["optional", "null"], [
    "Use the methods of `java.util.Optional`: `ifPresent`, `map`, `orElseThrow`, never just `orElse(someValueNeverUsed)`. Use `ifPresentOrElse` instead of `if ...isPresent() { ... } else { ... }`.",
    "New public methods should not return `null`; they should make use of `java.util.Optional`.",
])
mem("jspecify-null", "rule", "Dealing with null: JSpecify annotations", ["null", "jspecify", "annotations", "nullmarked"], [
    "In case `null` really needs to be used, the JSpecify annotations must be used (`@Nullable`, `@NullMarked`, `@NonNull`) instead of `null` checks. Annotate every new class with `@NullMarked` (`org.jspecify.annotations.NullMarked`) so members default to non-null.",
    "`null` should never be passed to a method. Do not use `Objects.requireNonNull`; use JSpecify's `@NullMarked` and `@NonNull`. Use `StringUtil.isBlank(...)` instead of `s == null || s.isBlank()`.",
])
mem("exceptions", "rule", "Exceptions: specific, never unchecked, logged last", ["exceptions", "logging", "try-catch"], [
    "try blocks should cover as few statements as possible. Do not throw unchecked exceptions (`RuntimeException`, `IllegalStateException`): this tears down the whole application, and one does not want to lose data only because a corner of the application broke. Exceptions are for exceptional states, not control flow.",
    "Do not catch the general `java.lang.Exception`; catch specific exceptions only. At an exception, always `LOGGER.debug` (or higher), with the exception as the last argument: `LOGGER.info(\"Failed to push\", e)`, not `\"Failed to push: \".concat(e.toString())`.",
])
mem("logic-model-tests", "rule", "Changes in model or logic need tests", ["tests", "logic", "model"], [
    "If code in `org.jabref.model` or `org.jabref.logic` has been changed, tests need to be adapted or updated accordingly (this does not apply to import statements).",
    "Agents must add or update tests when behavior changes, keep tests deterministic and fast, respect existing JUnit parallelization and resource locks, and never disable or weaken assertions. If a change cannot be reasonably tested, explain why.",
])
mem("gui-layering", "rule", "GUI is only a gateway to logic; JavaFX only", ["gui", "javafx", "architecture", "swing"], [
    "No use of Java Swing; only JavaFX is allowed as UI technology.",
    "GUI code should only be a gateway to code in `org.jabref.logic`. More complex code regarding non-GUI operations should go into `org.jabref.logic`. Think of layered architecture.",
])
mem("localization-consistency", "rule", "Fix localization before committing", ["localization", "l10n", "translations", "properties"], [
    "Fix localization before committing. The `LocalizationConsistencyTest` failure output is actionable: `findMissingLocalizationKeys` lists ready-to-paste `key=value` lines to add to `jablib/src/main/resources/l10n/JabRef_en.properties` (near semantically related keys; reuse an existing similar key); `findObsoleteLocalizationKeys` lists keys to remove (after confirming each is truly unused).",
    "Only edit `JabRef_en.properties`. Translated `JabRef_<lang>.properties` files are maintained by translators via Crowdin; never hand-edit them.",
])
mem("user-facing-text", "rule", "User-facing text: localized, sentence case, placeholders", ["localization", "ui", "text", "labels", "wording"], [
    "Any user-facing text is localized: `Localization.lang(\"Ok\")` in Java, a `%` prefix in FXML (`<Label text=\"%Want to help?\"/>`). Logging strings stay in English. All labels and texts in the UI are sentence case, not title case; labels do not end with `:`; avoid exclamation marks at the end of a sentence.",
    "Use \"BibTeX\" as spelling in Java strings (\"Bibtex\" in variable names). Reuse existing strings instead of slightly different ones; group new strings semantically. Dialog buttons indicate the action (not yes/no/cancel). Use placeholders: `Localization.lang(\"Current JabRef version: %0\", buildInfo.version)`, not concatenation.",
])
mem("dialog-service", "rule", "Use JabRef's dialogService for file dialogs", ["gui", "dialogs", "file-chooser"], [
    "Use JabRef's `dialogService` instead of the Java native FileChooser: `dialogService.showFileOpenDialog(fileDialogConfiguration).ifPresent(path -> ...)`; `FileDialogConfiguration` offers the Builder pattern (see e.g. `NewLibraryFromPdfAction`).",
])
mem("junit-conventions", "rule", "JUnit conventions", ["tests", "junit", "assertions", "tempdir"], [
    "Name test classes `...Test` (singular), not `...Tests`. Don't use `@DisplayName`; the method name should be comprehensive enough. Use the `@TempDir` JUnit 5 annotation instead of `Files.createTempDirectory`, with no cleanup.",
    "Assert the contents of objects (`assertEquals`), not Boolean conditions (`assertTrue`/`assertFalse`). Do not catch exceptions in tests; let JUnit handle them. Build new `BibEntry` objects with withers (`withField`, not `setField`). Plain JUnit asserts instead of AssertJ.",
])
mem("linting-checks", "skill", "Linting checks", ["checkstyle", "modernizer", "openrewrite", "javadoc", "markdownlint"], [
    "Run, cheapest first: `./gradlew :jablib:check` (or `./gradlew check`); `./gradlew checkstyleMain checkstyleTest checkstyleJmh`; `./gradlew modernizer`; `./gradlew --no-configuration-cache :rewriteDryRun` (no changes reported); `./gradlew javadoc`; `npx markdownlint-cli2 \"docs/**/*.md\" \"*.md\"` if Markdown changed.",
    "Fix Java formatting issues with `./gradlew rewriteRun`; if formatting is still off, run the `ghcr.io/leventebajczi/intellij-format` docker image with `.idea/codeStyles/Project.xml`.",
])
mem("running-tests", "skill", "Running the logic tests", ["tests", "gradle", "coverage", "jacoco"], [
    "`./gradlew :jablib:check` is recommended during development (core library only); `./gradlew check` is the full check. Per module: `./gradlew :jablib:test`, `./gradlew :jabgui:test`; a single class: `./gradlew test --tests \"org.jabref.logic.l10n.LocalizationConsistencyTest\"`.",
    "Coverage report: `./gradlew jacocoTestReport` (build/reports/jacoco/test/html/index.html).",
])
mem("requirements-tracing", "rule", "Requirements tracing with OpenFastTrace", ["requirements", "openfasttrace", "docs", "tracing"], [
    "For a new feature or significant bug fix, at minimum add the requirement to the appropriate `docs/requirements/<area>.md` file, e.g. a heading followed directly by `req~ai.example~1` and a description; add `<!-- markdownlint-disable-file MD022 -->` at the end of the file.",
    "Full tracing (`Needs: impl` and `// [impl->req~ai.example~1]` comments in the implementation) is encouraged. `./gradlew traceRequirements` checks coverage (build/tracing.txt).",
])
mem("adr-madr", "rule", "Architecture decisions as MADRs", ["adr", "madr", "decisions", "architecture"], [
    "When a significant design or implementation decision is made (for instance adding a library or a major code rewrite), create a new MADR in `docs/decisions/`: copy `docs/decisions/adr-template.md` to `docs/decisions/<NNNN>-<short-title>.md` (next free number), fill in Context and Problem Statement, Considered Options and Decision Outcome, and add an entry to `docs/decisions/index.md`.",
])
mem("git-sync", "rule", "Never rebase or force-push; sync with fetch and merge", ["git", "rebase", "force-push", "merge"], [
    "Never use `git rebase`, `git pull --rebase`, or any force-push: rebasing rewrites commit SHAs already pushed and breaks review threads pinned to commits. Sync via `git fetch upstream --prune` and `git merge upstream/main`; resolve conflicts inside the merge commit; do not squash or reorder existing commits.",
    "Pull requests are squashed on merge, so WIP commits are fine and force-pushing is not required and must be avoided.",
])
mem("commits", "rule", "Commits", ["commits", "git", "commit-message"], [
    "One logical change per commit; clear, technical commit messages; do not reference issues in commits; no generated artifacts unless required.",
    "The first line of your commit message is automatically taken as the title for the pull request; all other lines make up its body.",
])
mem("pull-request-body", "rule", "Pull request title and body from the template", ["pull-request", "template", "ai-usage"], [
    "The PR title contains a short title of the issue fixed (or what the PR addresses), not just \"Fix issue xyz\". The body must be built from `.github/PULL_REQUEST_TEMPLATE.md`, every section filled; the description explains intent, not a list of modified classes; \"AI usage\" discloses every AI tool and the exact model ID.",
    "Keep all checklist items, marked `[x]`, `[ ]` or `[/]`; remove all HTML comments; create the PR with `gh pr create --body-file <file>`, never `--body`. In the checklist: manually tested in running JabRef, JUnit tests, screenshots if the change is visible to the user, the user documentation checked.",
])
mem("changelog", "rule", "CHANGELOG.md entries", ["changelog", "documentation", "release-notes"], [
    "Add a CHANGELOG.md entry only if the change is visible to the user (not for internal refactorings), in the appropriate section, written for end users, not programmers; no extra blank lines.",
    "Entries link the issue number when an issue exists; the PR number only as a fallback. With no issue known and no PR yet, use `TODO` as the placeholder (never a fake number) and replace it with the PR link after the PR is created.",
])
mem("developer-docs", "rule", "Developer documentation under docs/", ["docs", "documentation", "devdocs", "mermaid"], [
    "When changing behaviour or adding features, update the relevant files under `docs/` (devdocs.jabref.org). For complex flows or new architecture, consider adding a Mermaid sequence or class diagram. `docs/getting-into-the-code/`: workspace setup, code style; `docs/code-howtos/`; `docs/decisions/`; `docs/requirements/`.",
    "User documentation is in a separate repository (JabRef/user-documentation). No AI-disclosure comments inside source code.",
])
mem("authority-license", "rule", "Human authority, MIT licence, generated-file header", ["license", "authority", "header"], [
    "Human maintainers have final authority; agents are assistants, not decision-makers. When uncertain: do nothing and ask.",
    "All contributions must comply with JabRef's existing license (MIT); do not introduce incompatible licenses or code. Generated files carry the standard header block (no fully AI-generated pull requests; read AGENTS.md and CONTRIBUTING.md) before any instructions.",
])

# CHECKLIST.md
mem("html-escaping", "rule", "HTML-escape user data in text/html responses", ["security", "xss", "http", "html"], [
    "User-controlled data (request params, entry fields, file contents) is HTML-escaped before being written into any `text/html` response, including exception and error messages, not just the success body (XSS).",
])

# CONTRIBUTING.md
mem("choosing-a-task", "knowledge", "Choosing a task and getting it assigned", ["issues", "good-first-issue", "assign"], [
    "Newcomers start with issues labeled good first issue, then good second, third and fourth issue; there are curated university projects (small, medium, large). Always make sure the issue you select is not presently assigned to anyone; comment `/assign-me` on it and GitHub assigns you.",
    "To improve the developer's documentation, edit the file in the `docs/` subdirectory of JabRef's code.",
])
mem("pull-request-process", "knowledge", "Pull request process", ["pull-request", "branch", "review", "maintainers"], [
    "Create a separate branch for each improvement (such as `fix-for-issue-121`), implement and test with JUnit tests, and create a pull request early (a draft if not ready). Address the automated checks and the feedback of one maintainer, then of a second; after two maintainers gave their green flag, the pull request is merged.",
    "Discuss bigger changes early with the core maintainers. Add the words `fixes #xxx` to your PR to auto-close the corresponding issue.",
])
mem("ui-changes-screenshots", "rule", "Test your code; screenshots for UI changes", ["tests", "ui", "screenshots"], [
    "We rely on our test cases to ensure that a bug fix or a feature implementation does not break anything. For UI changes, where test cases are hard to write, you can omit them, but please at least add a screenshot showing your changes to the request.",
])
mem("author-credits", "rule", "No @author tags", ["javadoc", "author", "credits"], [
    "Please do not add yourself at JavaDoc's `@authors`. Contribution information is tracked via the version control system and shown on GitHub's contributors graph.",
])
mem("after-submission", "rule", "After submitting a pull request", ["pull-request", "review", "bots"], [
    "Automated checks run and bots comment within about 5 minutes; acting on them in a timely manner is expected. Commit to the branch your pull request is from and push; it updates automatically.",
    "Do not resolve review discussions yourself: reply to indicate a comment is addressed and leave it open for the maintainer. Never close a pull request and open a new one; if you close it, you are unassigned from the issue.",
])
mem("external-libraries", "rule", "Describe an added external library", ["dependencies", "libraries", "packaging"], [
    "When adding an external dependency, describe the library at `external-libraries.md`. Package maintainers (e.g. those of the Debian package) need that information.",
])
mem("keyboard-shortcuts", "rule", "Format of keyboard shortcuts in Markdown", ["markdown", "changelog", "keyboard", "shortcuts"], [
    "In Markdown files (e.g. `CHANGELOG.md`), use a `<kbd>` tag for each key, first letter of the key capitalized, combined keys separated by `+` with spaces before and after: `<kbd>Ctrl</kbd> + <kbd>Enter</kbd>`.",
])

# docs/code-howtos/localization.md
mem("localization-api", "knowledge", "Localization in Java code and FXML", ["localization", "l10n", "fxml", "resource-bundle"], [
    "All labeled UI elements, descriptions and messages shown to the user should be localized. JabRef uses ResourceBundles to store `key=value` pairs; `org.jabref.logic.l10n.Localization` provides `lang(key)`, `lang(key, params...)` and `menuTitle(key, params...)`. In FXML, prepend the string with `%`.",
    "Use the string directly, not a variable: `Localization.lang(\"Translate me\")`. Use `%x` variables: `Localization.lang(\"Exported %0 entry(s).\", number)`. End full sentences with a full stop. For pluralization, use a combined form: `checked %0 entry(s)`.",
])
mem("localization-new-key", "skill", "Adding a new localization key", ["localization", "l10n", "keys", "properties"], [
    "Add the new `Localization.lang(\"KEY\")` to a Java file and run `org.jabref.logic.l10n.LocalizationConsistencyTest`. The test fails and its output generates a snippet which must be added to the English translation file `jablib/src/main/resources/l10n/JabRef_en.properties`.",
    "Do not add translations for other languages directly in the properties; Crowdin picks up the new string and they would be overwritten.",
])
mem("localization-remove-key", "skill", "Removing an obsolete localization key", ["localization", "l10n", "keys", "obsolete"], [
    "Remove the `Localization.lang(\"KEY\")` call (or `%KEY` from FXML) and run `LocalizationConsistencyTest`; `findObsoleteLocalizationKeys` fails and lists the keys no longer referenced. Confirm each is really unused, then remove it from `JabRef_en.properties` only; the other language files are managed by Crowdin.",
])
mem("localization-new-language", "skill", "Adding a new language", ["localization", "language", "crowdin", "locale"], [
    "Add the new language to the `Language` enum (`org/jabref/logic/l10n/Language.java`), create an empty `<locale code>.properties` file, and configure the language in Crowdin. A variant such as `zh_CN` or `pt_BR` needs a language mapping in `crowdin.yml`.",
    "Put your personal Crowdin access token into `~/.crowdin.yml`, not into the repository file.",
])

# docs/code-howtos/testing.md
mem("test-naming", "rule", "Test placement, naming and one thing per test", ["tests", "naming", "junit", "bug-fix"], [
    "Tests for `BracesFormatter` go in `BracesFormatterTest`. Name a test `methodUnderTest_expectedBehavior_context` without the underscores (e.g. `formatRemovesDoubleBracesAtBeginning`), without a `test` prefix. Test only one thing per test, with a single assert; do not just test happy paths, but also wrong or weird input.",
    "Bug fixing: write a test case covering the bug and then fix it. Do not catch exceptions in tests; use `assertThrows`. If possible, use `@ParameterizedTest`, e.g. with a nicely formatted `@CsvSource(textBlock = ...)`.",
])
mem("test-assertions-lists", "rule", "Asserting lists and BibEntries", ["tests", "assertions", "lists", "bibentry"], [
    "Instead of `assertTrue(actualList.isEmpty())` use `assertEquals(List.of(), actualList)`; compare whole lists with `assertEquals(List.of(\"a\", \"b\"), actualList)` rather than size and elements one by one.",
    "Use the `assertEquals` methods in `BibtexEntryAssert` to check that the correct BibEntry is returned.",
])
mem("test-files-resources", "skill", "Files, folders and resources in tests", ["tests", "tempdir", "resources", "files"], [
    "For a temporary file in tests, use the `@TempDir` annotation (`void deletionWorks(@TempDir Path tempDir)`); the folder is deleted after the tests run.",
    "To load a specific resource or the resource directory, resolve it from the test class: `Path.of(MyTest.class.getResource(\"file.bib\").toURI()).getParent()`. When the directory is needed, first point to an actual existing file, otherwise the wrong directory is returned.",
])
mem("preferences-in-tests", "rule", "Preferences in tests", ["tests", "preferences", "mockito", "migration"], [
    "If you modify preferences in a test, make sure the stored preferences of a developer are not affected; even better, mock the preferences (`mock(PreferencesService.class)`, `when(...).thenReturn(...)`) and insert them via dependency injection.",
    "To test that a preferences migration works successfully, use the Mockito method `verify`; see `PreferencesMigrationsTest`.",
])
mem("localization-in-tests", "rule", "Localization in tests needs a resource lock", ["tests", "localization", "parallel"], [
    "In case you or your called code uses `Localization.lang`, annotate your test with `@ResourceLock(\"Localization.lang\")`.",
])
mem("database-tests", "knowledge", "Database tests need PostgreSQL", ["tests", "database", "postgresql", "docker"], [
    "JabRef can use an external PostgreSQL database to store bibliographic data. Tests needing it are annotated with `@org.jabref.testutils.category.DatabaseTest`, are not executed by default, and run with `./gradlew databaseTest`.",
    "Host one locally with `docker run -d -e POSTGRES_USER=postgres -e POSTGRES_PASSWORD=postgres -e POSTGRES_DB=postgres -p 5432:5432 --name db postgres:10`; set `DBMS` to `postgres` (or leave it unset).",
])
mem("fetcher-tests", "rule", "Fetcher tests hit the live services", ["tests", "fetchers", "ci", "rate-limit"], [
    "Each fetcher test is marked `@org.jabref.testutils.category.FetcherTest`; they are not executed by default (API keys are required, some providers block unknown IPs) and run with `./gradlew fetcherTest`. Some are also `@DisabledOnCIServer` because the providers' rate limits are too often reached during the build.",
    "Fetcher tests must always hit the live endpoints: do not mock or stub the remote API. They run in CI when a PR touches a file in `org/jabref/logic/importer/fetcher/`; some may fail due to the network or the external server. \"No matching tests found\" means the wrong test category (`:databaseTest` vs `:fetcherTest`).",
])

# docs/code-howtos/logging.md and error-handling.md
mem("logging", "rule", "Logging with SLF4J and tinylog", ["logging", "slf4j", "tinylog", "debug"], [
    "JabRef uses the SLF4J facade; messages go to tinylog. Obtain a logger with `private static final Logger LOGGER = LoggerFactory.getLogger(<ClassName>.class);`. Always use `LOGGER.debug` for debugging, with `{}` parameters: `LOGGER.debug(\"Some state {}\", example)`.",
    "If the logging event is caused by an exception, pass it: `LOGGER.warn(\"Warning text.\", e)`. Enable a class's level with `level@org.jabref.example.ExampleClass = debug` in `tinylog.properties`; tests use `tinylog-test.properties` (only `info` by default).",
])
mem("jabref-exception", "rule", "Throw JabRefException; log errors once", ["exceptions", "errors", "jabrefexception"], [
    "All exceptions we throw should be or extend `JabRefException`, especially if the message is shown to the user: it implements `getLocalizedMessage()`. Catch and wrap API exceptions (such as `IOException`) and rethrow them as `JabRefException` with a localized message.",
    "Never throw or catch `Exception` or `Throwable`. Errors should only be logged when they are finally caught (logged only once).",
])
mem("error-messages-ui", "rule", "Error messages in the UI", ["errors", "ui", "dialogs", "status-bar"], [
    "Error messages shown to the user should not contain technical details (underlying exceptions, stack traces): concise, understandable for non-programmers and localized. The technical reasons are only logged.",
    "Errors are shown either in an error dialog or by updating the status bar at the bottom of the main window.",
])

# docs/code-howtos/code-quality.md
mem("code-style-checkers", "knowledge", "Code style checkers: Checkstyle, Modernizer, OpenRewrite", ["checkstyle", "modernizer", "openrewrite", "ci", "code-quality"], [
    "JabRef has three code style checkers: Checkstyle for basic checks such as wrong import order; the Gradle Modernizer Plugin, which ensures modern Java library usage (e.g. `Deque` instead of `Stack`); OpenRewrite for advanced rules. CI does not rewrite the source but checks whether OpenRewrite would rewrite something; run `./gradlew rewriteRun` to fix.",
    "In case a check fails, the CI automatically adds a comment on the pull request. Code quality is monitored on codacy (a rule that feels wrong is most likely PMD), codecov and Teamscale; dependabot keeps dependencies up to date.",
])

# docs/code-howtos/fetchers.md
mem("fetcher-api-keys", "skill", "API keys for fetchers", ["fetchers", "api-keys", "environment", "build-properties"], [
    "Some fetchers need API keys in environment variables: `ScopusApiKey` (Elsevier), `IEEEAPIKey`, `medlineApiKey`, `OpenAlexApiKey`, `AstrophysicsDataSystemAPIKey`, `SemanticScholarApiKey`, `SpringerNatureAPIKey`, `WileyTdmApiKey`, `BiodiversityHeritageApiKey`, `ScholarApiKey`. On Windows, log off and on, then run the Gradle task `processResources`.",
    "The keys go into `build.properties`, filled in `build.gradle` from the environment; `BuildInfo` reads them and they are put into the default keys in `JabRefCliPreferences::getDefaultFetcherKeys`; code obtains one with `importerPreferences.getApiKey(SpringerFetcher.FETCHER_NAME)`.",
])
mem("fetcher-kinds", "knowledge", "Kinds of fetchers and rate limits", ["fetchers", "importer", "rate-limit", "web"], [
    "`EntryBasedFetcher` completes an existing entry; `FulltextFetcher` searches for a PDF for an existing entry; `SearchBasedFetcher` searches providers with a query and returns new entries. More live in `org.jabref.logic.importer` (subtypes of `WebFetcher`). `JournalInformationFetcher` uses Crossref and OpenAlex.",
    "Fetchers with a documented request limit use `FetcherRateLimiter`: `ofRequestsPerInterval` when a provider specifies requests per time window, `ofRequestsPerSecond` for limits returned dynamically. A limiter is shared across all instances of a fetcher.",
])
mem("fulltext-fetchers", "knowledge", "Fulltext fetchers and trust levels", ["fetchers", "fulltext", "pdf", "trust"], [
    "All fulltext fetchers run in parallel and the result with the highest priority wins; `InterruptedException`, `ExecutionException` and `CancellationException` are ignored. Trust levels: `SOURCE` (e.g. DOI), `PUBLISHER`, `PREPRINT` (arXiv), `META_SEARCH` (Google Scholar), `UNKNOWN`.",
    "Publishers that require authentication headers on the PDF download override `getDownloadHeaders()` on `FulltextFetcher`; the headers travel in the `FetcherResult` of `FulltextFetchers.findFullTextPDF()`.",
])

# docs/code-howtos/javafx.md and ui-recommendations.md
mem("mvvm", "rule", "MVVM: Model, View, Controller, ViewModel", ["javafx", "mvvm", "viewmodel", "gui", "architecture"], [
    "The Model is the logic and model packages; the View (usually an FXML file) controls appearance; the ViewModel converts data for the GUI, holds all UI-related logic and state but has no direct access to the controls; the Controller initializes the view model and binds it to the view and should be as minimalistic as possible: validate inputs in the ViewModel, not the controller.",
    "Only the ViewModel accesses model and logic classes; Controller and View access only the ViewModel; the ViewModel does not know the Controller or View.",
])
mem("viewmodel-view", "skill", "Writing a ViewModel and a View", ["javafx", "viewmodel", "dialogs", "fxml", "inject"], [
    "A ViewModel derives from `AbstractViewModel`, exposes (read-only) properties following the JavaFX bean conventions, initializes them in its constructor, and has tests for its interactions.",
    "The controller (code-behind) ends in `*View`; dialogs derive from `BaseDialog`. Nodes of the FXML file are declared with `@FXML`; dependencies are injected with `@Inject` (e.g. `@Inject private DialogService dialogService;`).",
])
mem("javafx-dialogs", "rule", "Show dialogs through DialogService", ["javafx", "dialogs", "dialogservice"], [
    "All dialogs are displayed via `DialogService` methods, which also make the dialog open on the correct window (`initOwner()`, for multiple screens): `dialogService.showCustomDialog(new DocumentViewerView());`. Without an instance in scope: `Injector.instantiateModelOrService(DialogService.class)`.",
    "JabRef makes heavy use of Properties and Bindings. Radio buttons grouped together need a `ToggleGroup` defined in the FXML.",
])
mem("ui-recommendations", "rule", "UI design: forms and confirmation dialogs", ["ui", "forms", "validation", "dialogs"], [
    "For a usual form, place the label above the text field. Confirmation dialogs: avoid asking questions, be concise, identify the item at risk, and name your buttons for the actions.",
    "Form validation: validate input only after leaving the field; don't disable the submit button on errors, but highlight them on submit; show the error below the text field, not as a tooltip.",
])

# docs/code-howtos/dependency-management.md
mem("jpms-dependencies", "skill", "Dependencies with the Java Module System", ["dependencies", "jpms", "module-info", "gradle"], [
    "Dependencies between modules are `requires` statements in each module's `src/main/java/module-info.java` (e.g. `requires org.jabref.jablib`, `requires tools.jackson.databind`). Unsure of the scope? Use `requires` and run `./gradlew checkAllModuleInfo`, which advises how to change it. Test-only dependencies go in `build.gradle.kts` (`testModuleInfo { requires(...) }`).",
    "Versions of 3rd party modules are in the platform `versions/build.gradle.kts`; upgrade them there. When a JabKit dependency changes, include the native image build in the check.",
])
mem("patching-modules", "skill", "Patching 3rd party modules that are not JPMS compatible", ["dependencies", "jpms", "modules", "gradle"], [
    "An error like \"Not a module and no mapping defined: javax.inject-1.jar\" means wrong or incomplete metadata; first determine if the module is really needed. Then: add a Module Name to Maven coordinates mapping in `gradle/modules.properties`; or add a `module-info.class` through the `extraJavaModuleInfo` block; or adjust the POM metadata with the `patch` notation, all in `org.jabref.gradle.base.dependency-rules.gradle.kts`.",
])

# docs/code-howtos/jabkit-native-image.md
mem("native-image-metadata", "knowledge", "GraalVM native image and reachability metadata", ["native-image", "graalvm", "jabkit", "metadata"], [
    "JabKit can be built ahead of time into a native executable (`./gradlew :jabkit:nativeCompile`, Liberica NIK Full, because PDFBox reaches AWT). Native compilation needs reachability metadata for reflection, resources and bundles: from the GraalVM repository, picocli's generated config, and JabRef's own `reachability-metadata.json`, one per module under `META-INF/native-image/<group>/<artifact>/`.",
    "Metadata for a class belongs in that class's module: a reflection entry for a JabLib type goes in JabLib's file even when only a JabKit command triggers it, so JabLib stays self-describing for any future native consumer such as JabSrv or JabLS.",
])
mem("native-image-command", "skill", "Porting a command to the native image", ["native-image", "graalvm", "clitest", "smoke-test"], [
    "Collect metadata by running the command under the tracing agent with real arguments (`./gradlew :jabkit:run -Pagent --args=...`); the agent over-collects, so copy the relevant entries into the owning module's file, trim the rest, build, and rerun the command with the native binary.",
    "Every ported command gets a clitest smoke test in `jabkit/src/test/nativeimage/` (offline, offline-pdf, online); pass `--porcelain` where supported and assert exit codes, generated files or stable output.",
])

# docs/code-howtos/cli.md, eventbus.md, bibtex.md, jpackage.md, custom-svg-icons.md
mem("cli-picocli", "knowledge", "Command line interface with picocli", ["cli", "jabkit", "picocli", "arguments"], [
    "The module `jabkit` is mainly responsible for handling the command line options; `jabgui` provides rudimentary command line interaction with the GUI. In both, the package `org.jabref.cli` uses the PicoCli library to process arguments.",
    "With Gradle, pass command line arguments with `--args`.",
])
mem("eventbus", "knowledge", "Event bus and events", ["eventbus", "events", "subscribe"], [
    "`EventBus` is a communication line between components: listening methods are annotated `@Subscribe` with one parameter and their object is registered with `register(Object)`; `post(object)` delivers an event. Every time an entry is added, an `EntryAddedEvent` is sent through the event bus of `BibDatabase` (`registerListener`).",
    "`CoarseChangeFilter` filters out events sent too frequently (e.g. typing in the same field).",
])
mem("bibtex-model", "knowledge", "JabRef's handling of BibTeX", ["bibtex", "biblatex", "model", "fields"], [
    "`BibEntry` is a single entry, `BibDatabase` the content of a `.bib` file, `BibDatabaseContext` adds metadata such as the mode (BibTeX or biblatex). Standard fields are `StandardField`, user-defined ones `UnknownField`; `FieldFactory#parseField` turns a string into a `Field`. `.bib` files are read by `BibtexImporter`.",
    "`crossref` is handled differently by BibTeX and biblatex; `BibEntry#getResolvedFieldOrAlias` handles this difference.",
])
mem("jpackage", "skill", "Building installers with jpackage and debugging them", ["jpackage", "installer", "packaging", "debugging"], [
    "JabRef uses jpackage (through the Java Module Packaging Gradle plugin) to build application bundles and installers for Windows, Linux and macOS: `./gradlew -PprojVersion=... :jabgui:jpackage` writes to `jabgui/build/packages/`. Debian needs `rpm` for `.rpm`; Windows needs the WiX Toolset.",
    "Modularity issues sometimes only arise in the installed version: remove `--strip-debug`, build, and start the installed JabRef with `-Xrunjdwp` to attach the IDE's remote debugger.",
])
mem("custom-svg-icons", "skill", "Adding custom SVG icons", ["icons", "svg", "font", "material-design"], [
    "JabRef uses Material Design Icons. A missing icon is drawn from the template, packed with IcoMoon into `JabRefMaterialDesign.ttf` (same order as before, grid 24), copied to `src/main/resources/fonts`, appended to `org.jabref.gui.JabRefMaterialDesignIcon`, and made available in `org.jabref.gui.IconTheme`.",
])
