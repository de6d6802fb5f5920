"""Memories of the phpcsfixer set: PHP-CS-Fixer/PHP-CS-Fixer's own contributor guidance on its master branch at
033b7c44bd (2026-08-21, the newest commit of the stored snapshot): CONTRIBUTING.md, feature-or-bug.rst,
doc/cookbook_fixers.rst, doc/custom_rules.rst, doc/rules_exceptions.rst, doc/support_new_PHP_version.rst,
doc/nomenclature.rst, .github/SECURITY.md, .github/prlint.json (the pull-request title check), composer.json's
scripts-descriptions and README.md's supported PHP versions. The user documentation (installation, usage,
config, the generated rule and set pages), UPGRADE-v3.md and CHANGELOG.md are left out: they describe using the
tool, not working on it. One memory per section or a few short sections, in the project's words (lightly cut).
The text is the PHP CS Fixer authors' (MIT licence); quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-21")

# CONTRIBUTING.md: glossary
mem("glossary-fixer", "knowledge", "A fixer is a class that fixes a single code style issue", ["glossary", "fixer", "FixerInterface"], [
    "A fixer is a class that tries to fix a single code style issue (a Fixer class must implement FixerInterface).",
])
mem("rulesets-affect-users", "rule", "A change to an existing fixer may affect every ruleset that holds it; consider rulesets for a new fixer", ["ruleset", "fixer", "compatibility"], [
    "A ruleset is a collection of rules (fixers) that may be referenced in the config file similarly to a single fixer.",
    "When you work on an existing fixer please keep in mind it can be a part of a ruleset(s) and changes may affect many users. When working on a new fixer please consider if it should be added to some ruleset(s).",
])
mem("config-concept", "knowledge", "A config knows the rules and the files and directories to scan", ["glossary", "config", "finder"], [
    "A config knows about the code style rules and the files and directories that must be scanned by the tool when run in the context of your project. It is useful for projects that follow well-known directory structures, but the tool is not limited to any specific structure and can be configured in a very flexible way.",
])
# CONTRIBUTING.md: how to contribute
mem("rfc-before-significant-changes", "rule", "Open an RFC in GitHub Discussions before really significant or architectural changes", ["rfc", "discussion", "architecture"], [
    "Before contributing really significant changes that require a lot of effort or are crucial from the tool's architecture perspective, open an RFC on GitHub Discussions. The development effort should start only after the proposal is discussed and the approach aligned.",
])
mem("branch-and-dependencies", "skill", "Fork, branch from the latest master, install dependencies with composer update", ["setup", "git", "composer", "dependencies"], [
    "Fork the repository (native git or the gh CLI) and create a new branch on top of the latest revision of the master branch; a branch name that reflects the intent of the change makes it easier to work on several changes at once.",
    "Install dependencies by running `composer update`: the project does not contain a composer.lock, so update (not install) ensures the latest versions of packages.",
])
mem("all-changes-covered-by-tests", "rule", "All changes have to be covered by tests; a bug fix starts with a failing test case", ["testing", "bug-fix", "regression"], [
    "All changes have to be covered by tests. If you work on a bug fix, start by reproducing the problem with failing test case(s); you can open the pull request just to show the failure in CI and provide the fix in subsequent commits, which makes review easier.",
    "Modifying existing test cases in a bug fix pull request is allowed only if the current behaviour is proved to be invalid.",
])
mem("fixer-test-cases-are-contract", "rule", "Don't change a fixer's existing test cases; add new ones through a data provider with yield and a described key", ["testing", "fixer", "data-provider", "phpunit"], [
    "If you work on existing fixers, don't change existing test cases: they are a contract between the maintainers and users (they ensure how the tool works). Add new test cases that cover the provided changes.",
    "The preferred way of defining test cases is a PHPUnit data provider that uses `yield` with a proper case description as the key, e.g. `yield 'Some specific scenario' => ['some', 'example', 'data'];`. Older test cases in `return` format are acceptable next to it.",
])
mem("regenerate-docs", "skill", "Update the documentation with composer docs, on the highest supported PHP", ["documentation", "docs", "composer", "docker"], [
    "Update documentation: `composer docs`. This requires the highest version of PHP supported by PHP CS Fixer; if it is not installed, run it in a Docker container: `docker compose run php-8.4 php dev-tools/php-cs-fixer-internal docs`.",
])
mem("qa-suite", "skill", "Run the QA suite with composer qa and fix the project itself with composer cs:fix", ["qa", "composer", "coding-standard"], [
    "Run the QA suite: `composer qa` (self-checks, static analysis and tests). Fix the project itself if needed: `composer cs:fix`.",
])
mem("single-purpose-pull-request", "rule", "One pull request per fix or feature, meaningful commits, no amending: the branch is squashed at merge", ["pull-request", "commits", "review", "squash"], [
    "Submit a single pull request per fix or feature. Keep meaningful commit logs (no `foo`, `more work`) and don't push a complex PR as a single commit.",
    "Don't amend commits: it makes review rounds harder. All commits from your branch are squashed (without commit messages) during the merge. Follow the conventions used in the project, and remember tests and documentation.",
])
mem("do-not-bump-version", "rule", "Don't bump PhpCsFixer\\Console\\Application::VERSION: it is done during the release", ["version", "release"], [
    "Don't bump `PhpCsFixer\\Console\\Application::VERSION` in a pull request; it's done during release.",
])
mem("allow-maintainer-edits", "rule", "Allow maintainers to push to your branch; only up-to-date pull requests can be merged", ["pull-request", "maintainers", "rebase"], [
    "A pull request has a much higher chance of getting merged if maintainers can push changes to your branch: tick \"Allow edits and access to secrets by maintainers\" (only for a PR from a user's fork; for an organisation's fork add the Fixer maintainers as members).",
    "Maintainers can then provide required changes or rebase your branch: only up-to-date PRs can be merged.",
])
# CONTRIBUTING.md: Docker
mem("docker-setup", "skill", "Work on any supported PHP version with the Docker Compose setup", ["docker", "compose", "php-version", "phpunit"], [
    "The project provides a Docker setup for working on it with any PHP version the tool supports. Copy compose.override.dist.yaml to compose.override.yaml and edit it to your needs, then build the images with `docker compose build --parallel`.",
    "Run commands in a version's container, e.g. PHPUnit tests on PHP 8.2: `docker compose run php-8.2 vendor/bin/phpunit`, or open a shell: `docker compose run php-7.4 sh`.",
])
mem("xdebug-in-docker", "skill", "Debug with Xdebug in the Docker images and PhpStorm", ["docker", "xdebug", "debugging", "phpstorm"], [
    "The images come with an `xdebug` script that runs any PHP command with Xdebug enabled: `docker compose run php-8.2 xdebug vendor/bin/phpunit`.",
    "In PhpStorm, create a server whose name matches the PHP_IDE_CONFIG environment variable of the Docker Compose configuration (`php-cs-fixer` by default). All images use port 9003 for debug connections.",
])
# CONTRIBUTING.md: standards
mem("project-coding-standard", "rule", "The project follows its own @PhpCsFixer standard", ["coding-standard", "style", "psr", "phpdoc"], [
    "We follow our own recommended standard @PhpCsFixer, which includes the Symfony Coding Standards, the PER Coding Style, PSR-5 (PHPDoc Standard, draft) with PSR-19 (PHPDoc tags, draft), the PSR-4 autoloading standard, and many additional rules to make things even more strict and unified.",
])
mem("british-english", "rule", "Use British English spelling in code, documentation and comments", ["language", "spelling", "documentation"], [
    "Use British English spelling throughout the codebase, documentation, and comments (e.g. \"behaviour\" not \"behavior\", \"colour\" not \"color\", \"initialise\" not \"initialize\"). The self-check runs dev-tools/check_no_american_english.sh.",
])
# .github/prlint.json
mem("pr-title-format", "rule", "Pull request titles use Conventional Commits with the project's categories", ["pull-request", "title", "conventional-commits"], [
    "A PR title must use the Conventional Commits format with one of these categories: chore, CI, depr, deps, docs, DX, feat, fix, perf, refactor, test, UX; an optional scope in parentheses and `!` for a breaking change, e.g. `fix(Tokenizer): ...`.",
    "Put backticks around an @keyword (a ruleset name such as `@Symfony`) so it does not reference a GitHub user.",
])
# feature-or-bug.rst
mem("feature-or-bug", "knowledge", "Is it a feature or a bug: how changes are categorised", ["bug", "feature", "ruleset", "release"], [
    "Bugs: a crash during application or rule execution, wrong changes applied while fixing a codebase, an issue with a generated report.",
    "Features: a new rule; an enhancement of an existing rule to cover more cases (for example support for newly introduced PHP syntax); a new ruleset; an update of an existing ruleset (adjusting it to the newest style of its community, or adding a newly implemented rule that the community's style was supposed to follow).",
])
# doc/cookbook_fixers.rst
mem("fixer-background", "knowledge", "PHP CS Fixer is a multi-pass transcompiler: a fixer should be idempotent, or at least atomic", ["fixer", "tokenizer", "idempotent", "architecture"], [
    "PHP CS Fixer is a transcompiler which takes valid PHP code and pretty prints valid PHP code. It does all transformations in multiple passes (a multi-pass compiler), so a new fixer is meant to be ideally idempotent, or at least atomic in its actions.",
    "Before writing a fixer get acquainted with the public interface of the PhpCsFixer\\Tokenizer\\Tokens and PhpCsFixer\\Tokenizer\\Token classes.",
])
mem("custom-fixer-base-class", "knowledge", "A custom fixer implements FixerInterface: AbstractFixer is internal and has no BC promise", ["fixer", "custom-rules", "backward-compatibility"], [
    "To create a custom fixer for your own use, implement PhpCsFixer\\Fixer\\FixerInterface instead of extending PhpCsFixer\\AbstractFixer, which is internal and not covered with the BC promise.",
])
mem("new-fixer-files", "skill", "Create a new fixer's class under src/Fixer/<Category>/ and its test under tests/Fixer/<Category>/", ["fixer", "new-rule", "AbstractFixer", "AbstractFixerTestCase"], [
    "A fixer has a code name (remove_comments) and a class name (RemoveCommentsFixer). Create src/Fixer/Comment/RemoveCommentsFixer.php with the license header, a final class extending AbstractFixer with getDefinition(), isCandidate(Tokens) and applyFix(SplFileInfo, Tokens); the class and file name match.",
    "Create the test at tests/Fixer/Comment/RemoveCommentsFixerTest.php: a final class extending PhpCsFixer\\Tests\\Test\\AbstractFixerTestCase, marked @internal and @covers the fixer, with testFix(expected, input) calling doTest and a provideFixCases data provider.",
])
mem("fixer-tests-two-ways", "skill", "Define a fixer's behaviour in tests both ways: what it changes and what it must leave alone", ["testing", "fixer", "tdd", "data-provider"], [
    "Write the tests first, in two ways: ensuring the fixer changes what it should change (a case with the expected output and the input) and ensuring it does not change what it is not supposed to change (a case with only the expected output). Expected outputs are always tested alone as well, to ensure the fixer will not change them.",
    "Start with a failing test, then implement; run `phpunit tests/Fixer/Comment/RemoveCommentsFixerTest.php`.",
])
mem("fixer-definition", "rule", "A fixer's definition: a summary sentence with a trailing dot and code samples, then regenerate the docs", ["fixer", "documentation", "FixerDefinition", "CodeSample"], [
    "getDefinition() returns a FixerDefinition: a summary of what the fixer does, in proper English grammar with a trailing dot (it is important), and CodeSample examples; it is used in the documentation.",
    "Then update the documentation with `composer docs`.",
])
mem("is-candidate-cheap", "rule", "isCandidate() must be ultra cheap: check only whether the token kinds the fixer needs are present", ["fixer", "performance", "isCandidate", "tokens"], [
    "isCandidate() checks whether the token collection is a candidate for fixing and has to be ultra cheap to execute, e.g. `return $tokens->isTokenKindFound(T_COMMENT);`. Filter for the token kinds the fixer is interested in.",
])
mem("tokens-and-transformers", "knowledge", "Fixers work on tokens; transformers turn native PHP tokens into custom tokens", ["tokenizer", "tokens", "transformer", "fixer"], [
    "Fixers work by iterating through tokens, inspecting what exists before and after each one and deciding to add, modify, delete or ignore code. The symbols obey the list of parser tokens defined by the PHP compiler.",
    "Internally PHP CS Fixer transforms some native PHP tokens into custom tokens through the transformers in src/Tokenizer/Transformer; they help fixers reason about the changes they make.",
])
mem("prev-meaningful-token", "rule", "Use getPrevMeaningfulToken(), not getPrevNonWhitespace(): it skips comments too", ["tokens", "fixer", "comments", "review"], [
    "getPrevNonWhitespace() ignores only whitespace (T_WHITESPACE), while getPrevMeaningfulToken() ignores whitespace and comments, which is usually what you want: inspecting func() in `$a->/*comment*/func();`, the meaningful previous token is always `->`.",
])
mem("iterate-tokens-backward", "rule", "Iterate Tokens backward when a fixer inserts tokens", ["tokens", "fixer", "insert", "index"], [
    "If you add new tokens to the collection while iterating it forward, you will mismatch the index and not add the items properly: iterate PhpCsFixer\\Tokenizer\\Tokens backward.",
])
mem("fix-with-itself", "rule", "Run PHP CS Fixer on itself before every commit", ["coding-standard", "commits", "cs-fix"], [
    "For every commit you make, use PHP CS Fixer to fix itself: `php php-cs-fixer fix` fixes all the coding style mistakes. Commit after the final CS fix.",
])
mem("fixer-review-and-priority", "knowledge", "How a new fixer is reviewed: more tests, relevance, idempotence and its priority", ["review", "fixer", "priority", "ruleset"], [
    "Reviewers check the code for common mistakes and logical caveats (expect to write a few more tests), discuss the fixer's relevance (if it goes along with Symfony or PSR standards they ask to add it to an existing ruleset), and whether it is idempotent.",
    "If a fixer must always run before or after a certain fixer, you are asked to override getPriority(). You may be asked to rebase to unify commits or get rid of merge commits.",
])
mem("default-option-values", "rule", "Default option values of a configurable rule follow PER-CS, then Symfony or PHPUnit practice, then our guidance", ["configuration", "options", "ConfigurableFixerInterface", "defaults"], [
    "The default value of an option of a rule configurable via PhpCsFixer\\Fixer\\ConfigurableFixerInterface should reflect the default style of, in order: PER-CS; if not specified, the Symfony Coding Standards or PHPUnit best practices; if still not specified, our own guidance (present your reasoning).",
])
mem("adding-rule-to-ruleset", "rule", "Add a rule to a ruleset when it implements that documented standard; otherwise the rule first, the ruleset later", ["ruleset", "new-rule", "community"], [
    "If a rule explicitly implements a defined, documented coding standard, add it to the respective ruleset definition.",
    "If it seems to match a community standard that its docs do not mention: create the rule (1st PR), suggest the community start using it (e.g. a PR towards Symfony for the Symfony ruleset), and extend the ruleset once the community accepted it (2nd PR).",
])
mem("why-pr-not-merged", "knowledge", "Why a pull request is not merged yet: stability and time for community review", ["pull-request", "review", "release"], [
    "PHP CS Fixer is used by many people who expect it to be stable, so a few PRs are sometimes delayed to avoid cluttering the @dev channel on composer; reviewers may also give other members of the community time to take part in the review.",
])
# doc/custom_rules.rst
mem("custom-rules", "knowledge", "Custom rules: a Vendor/rule_name name, registerCustomFixers, and optional interfaces", ["custom-rules", "config", "naming", "interfaces"], [
    "A custom rule is a class implementing PhpCsFixer\\Fixer\\FixerInterface, registered with Config::registerCustomFixers() and enabled in setRules(). Its name must match /^[A-Z][a-zA-Z0-9]*\\/[a-z][a-z0-9_]*$/ (YourVendorName/custom_rule).",
    "A fixer can also implement WhitespacesAwareFixerInterface (it needs the configured indentation and line endings), ConfigurableFixerInterface (a configurable fixer) or DeprecatedFixerInterface (to deprecate a fixer).",
])
# doc/rules_exceptions.rst
mem("sets-are-living-standards", "knowledge", "Rule sets are living standards without a BC promise; rule exceptions are checked against the set", ["ruleset", "backward-compatibility", "exceptions", "upgrade"], [
    "Sets provided by PHP CS Fixer are living standards, and their definition is not covered by the Backward Compatibility promise: any upgrade may add or remove fixers from the sets or change their configuration, or replace a deprecated rule by its successor.",
    "The tool checks that every rule configured as an exception is actually configured in the set and raises an error otherwise, so an upgrade cannot silently break a rule exception.",
])
mem("ignore-annotation", "knowledge", "Ignore a rule for one file with the @php-cs-fixer-ignore annotation (experimental)", ["exceptions", "annotation", "ignore", "experimental"], [
    "Rule exceptions are experimental: the API may change in minor releases. The simplest way to ignore a rule for a file is a comment anywhere at the top or bottom of the file: `// @php-cs-fixer-ignore no_binary_string Optional comment`, several rules separated by commas.",
])
mem("rule-customisation-policy", "knowledge", "Ignore or reconfigure a rule per file with a RuleCustomisationPolicyInterface", ["exceptions", "config", "policy", "cache"], [
    "To ignore or reconfigure a rule for specific files, inject a RuleCustomisationPolicyInterface through Config::setRuleCustomisationPolicy(): getRuleCustomisers() maps a rule name to a callback that gets the file and returns false (disable), true (keep) or a new, differently configured fixer instance.",
    "getPolicyVersionForCache() gives the policy's version for the cache, e.g. a hash of the policy file.",
])
# doc/support_new_PHP_version.rst
mem("php-version-coupling", "knowledge", "The tool is coupled with PHP's tokenizer: it refuses to run on a PHP version not declared compatible", ["php-version", "tokenizer", "compatibility"], [
    "PHP CS Fixer is highly coupled with PHP's built-in tokenizer, which may produce different tokens for the same source under a different PHP runtime. Running it on an unsupported PHP version can break code, so it refuses to run on any PHP it does not explicitly declare compatibility with, with an opt-in to risky execution on the newest runtime (`--allow-unsupported-php-version=yes`).",
    "Any new syntax in a new PHP version breaks the internal tokenizer's BC; no new syntax does not guarantee compatibility.",
])
mem("new-php-version-runtime", "skill", "Supporting a new PHP version, phase 1: add it to the test matrix", ["php-version", "ci", "test-matrix"], [
    "Phase 1 checks that PHP CS Fixer executed under the new runtime works properly for source code compatible with the highest supported version: add the new version to our own CI test matrix. It prevents incompatibilities of our own code with the runtime.",
])
mem("new-php-version-syntax", "skill", "Supporting a new PHP version, phase 2: new tokens in FCT, new contexts as custom tokens, php_compat integration tests", ["php-version", "tokenizer", "FCT", "custom-tokens", "integration-tests"], [
    "Phase 2 teaches the tool the new syntax. An explicit change (a new PHP token) is covered in Forward Compatibility Tokens (src/Tokenizer/FCT.php) to simplify cross-version handling; an implicit change (a token with more possible contexts) is separated into dedicated Custom Tokens (src/Tokenizer/CT.php), before official support is declared.",
    "Compatibility is checked by running the new syntax as an integration test against the @PhpCsFixer ruleset with the PHP migration set (tests/Fixtures/Integration/php_compat/). Then initial support is complete, and any incompatibility found later is a bug.",
])
mem("new-php-version-style", "knowledge", "Supporting a new PHP version, phase 3: style rules for the new syntax come later", ["php-version", "coding-standard", "new-rule"], [
    "Initial support only means the tool runs on the new runtime and understands its syntax. Explicit style handling around the new syntax can be added at any moment later; it is an open-ended process.",
])
mem("supported-php-versions", "knowledge", "Supported PHP versions: 7.4 to 8.5", ["php-version", "compatibility", "readme"], [
    "PHP CS Fixer supports PHP 7.4 - PHP 8.5. Each new PHP version requires a huge effort to support the new syntax, so the latest version might not be supported yet.",
])
# doc/nomenclature.rst
mem("bracket-nomenclature", "knowledge", "Nomenclature: parentheses, brackets, braces, chevrons", ["naming", "nomenclature", "brackets"], [
    "( ) are parentheses (singular parenthesis), [ ] brackets, { } braces, < > chevrons. Use these names in rules, options and documentation.",
])
# .github/SECURITY.md
mem("security-reports", "rule", "Never publish a security report: use GitHub security advisories", ["security", "vulnerability", "report"], [
    "Do not publish security reports publicly. Disclose a vulnerability in PHP CS Fixer via the repository's GitHub security advisories; report security bugs in third-party libraries directly to the group maintaining that library.",
])
# composer.json scripts-descriptions
mem("test-scripts", "skill", "Test suites: composer test runs unit and integration tests, not smoke tests", ["testing", "composer", "phpunit", "smoke", "mutation"], [
    "`composer test` (test:all) runs the unit and integration tests but not the smoke tests; `composer test:unit`, `test:integration` and `test:smoke` run one suite. `test:mutation` (infection) runs mutation tests, `test:coverage` the tests that provide code coverage, `test:short-open-tag` the tests with short_open_tag enabled.",
])
mem("static-analysis", "skill", "Static analysis: coding standards, PHPStan and PHP compatibility; never grow the PHPStan baseline", ["static-analysis", "phpstan", "php-compatibility", "baseline"], [
    "`composer sa` (static-analysis) checks coding standards (cs:check), runs PHPStan analysis and checks compatibility with all supported PHP versions (php-compatibility).",
    "`composer phpstan:baseline` dumps the PHPStan baseline file: use it only for updating, and do not add new errors when possible.",
])
mem("self-check", "skill", "The self-checks ensure the repository's validity", ["self-check", "composer", "auto-review", "normalize"], [
    "`composer self-check` checks file permissions, trailing spaces, shell scripts and American English spelling, dumps the autoloader with strict PSR checks, checks normalization of the composer.json files (fix with normalize:fix), analyses Composer dependencies (analyse-deps) and runs the auto-review test suite.",
])
mem("dev-tools", "knowledge", "Development tools live in dev-tools/ with their own composer.json", ["dev-tools", "composer", "install"], [
    "The development tools (PHPStan, the mess detector, the dependency analyser, composer-normalize, PHP compatibility checks) are installed into dev-tools/ with its own composer.json by `composer install-tools`, run after every autoload dump. `composer internal` runs internal commands (dev-tools/php-cs-fixer-internal).",
])
