#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged PHP-CS-Fixer/PHP-CS-Fixer pull requests on master's
first-parent history up to 033b7c44bd (2026-08-21): squash merges "title (#N)" and merge commits "Merge pull
request #N from OWNER/BRANCH" (the title is the first line of the commit body); without bots ("[bot]" authors,
dependabot branches) and "Bump x from"; every 25th of the last 1000, from the 1st (tools/sample.py), sampled
after the memories were written and after this rule, each labelled from the files the pull request changed
(`git show --stat` and the diff; not the title's wording) with the memories a contributor doing it should read,
or nothing when no guidance covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
branch-and-dependencies (unless composer.json's dependencies change), all-changes-covered-by-tests,
single-purpose-pull-request, allow-maintainer-edits, pr-title-format (unless .github/prlint.json changes),
fix-with-itself, project-coding-standard, british-english (unless the change is spelling to British English),
qa-suite, why-pr-not-merged, rfc-before-significant-changes, glossary-fixer (unless FixerInterface changes),
do-not-bump-version (unless Application::VERSION changes). A test added beside a fix counts only as below.
Counted, in this order (at most five labels, the last named dropped first):
a new fixer (a new src/Fixer/**/*Fixer.php) new-fixer-files, fixer-tests-two-ways, fixer-definition,
rulesets-affect-users, and adding-rule-to-ruleset when a set gains it; an existing fixer's behaviour changed
(src/Fixer/** or an Abstract*Fixer) rulesets-affect-users, and fixer-test-cases-are-contract when fixer test
cases (tests/Fixer/**) are added or changed; a fixer's definition (summary, code samples) changed or the
generated rule docs (doc/rules/**, doc/ruleSets/**, doc/list.rst) regenerated fixer-definition and
regenerate-docs; isCandidate() changed, or a change whose point is a cheaper candidate check is-candidate-cheap;
src/Tokenizer/** (Tokens, Token, analyzers, transformers, CT) tokens-and-transformers; FCT.php, a new PHP
syntax's tokens, or tests/Fixtures/Integration/php_compat/** new-php-version-syntax; a fixer's style for newly
supported PHP syntax new-php-version-style; getPrevNonWhitespace replaced by getPrevMeaningfulToken
prev-meaningful-token; the direction of a fixer's token loop changed for insertions iterate-tokens-backward;
getPriority() or the priority tests changed fixer-review-and-priority; a fixer's options or their defaults
changed default-option-values; src/RuleSet/Sets/** changed adding-rule-to-ruleset and
sets-are-living-standards; a fixer deprecated or replaced by a successor sets-are-living-standards;
registerCustomFixers, custom rule names (FixerNameValidator) or custom rulesets custom-rules; FixerInterface or
AbstractFixer's contract custom-fixer-base-class; @php-cs-fixer-ignore ignore-annotation;
RuleCustomisationPolicy rule-customisation-policy; the PHP versions the tool runs on (composer.json's php
constraint, the runtime version check, README's list) php-version-coupling and supported-php-versions, and
new-php-version-runtime when CI's PHP matrix gains a version; src/Config*.php, src/Finder.php or config
file resolution config-concept; tests/** alone where the point is the test suites' set-up (phpunit.xml.dist,
tests/Smoke, mutation, coverage, short_open_tag) test-scripts, fixer test cases alone
fixer-test-cases-are-contract, tests/AutoReview/** self-check; phpstan.dist.neon or dev-tools/phpstan/**
static-analysis; dev-tools/** otherwise or composer.json's scripts dev-tools, and self-check for the check
scripts (dev-tools/check_*.sh, composer-normalize, the dependency analyser); composer.json's require or
require-dev branch-and-dependencies; compose.yaml, docker/**, Dockerfile docker-setup (xdebug-in-docker for
xdebug); .github/prlint.json pr-title-format; .github/SECURITY.md security-reports; a rule or option named
after a bracket kind bracket-nomenclature; CONTRIBUTING.md, feature-or-bug.rst and the doc/ guidance pages the
memory of the section changed. .github/workflows/** otherwise, src/Runner, src/Cache, src/Console, src/Linter,
src/Differ, src/Error, src/Documentation, the release files (CHANGELOG.md, UPGRADE) and everything else count
nothing unless a rule above names them."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("phpcsfixer", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)

t('fix: `StatementIndentationFixer` - do not treat ternary colon as block start', ['rulesets-affect-users', 'fixer-test-cases-are-contract'])  # #9795 426a3b9901
t('deps: update dev deps', ['dev-tools', 'branch-and-dependencies'])  # #9743 83ea2f603e
t('fix: `TokensAnalyzer` - handle `T_PUBLIC_SET`, `T_PROTECTED_SET`, `T_PRIVATE_SET`', ['tokens-and-transformers', 'new-php-version-syntax'])  # #9696 f5ef45e27a
t('chore: minor updates around PHPStan', ['tokens-and-transformers'])  # #9651 43e87d4604
t('fix: `PhpUnitAttributesFixer` - add missing handling of `CoversMethod` and naive handling of `CoversTrait`', ['rulesets-affect-users', 'fixer-test-cases-are-contract'])  # #9588 259c20e99e
t('feat: `@Symfony:risky` - add `void_return`', ['fixer-definition', 'regenerate-docs', 'adding-rule-to-ruleset', 'sets-are-living-standards'])  # #9546 6a82734c70
t('chore: ensure that regex `TypeExpression::REGEX_TYPES` does not have unnamed capturing group', [])  # #9514 1bef49c97e
t('DX: change default PHP_CS_FIXER_FAST_LINT_TEST_CASES=1 and run full linting of test cases only on highest and lowest PHP versions in CI', ['test-scripts'])  # #9448 9eeb5e7b95
t('chore: ModernizeStrposFixer - no need for configuration hooks', [])  # #9419 a49152b966
t("feat: `@PHP7x0MigrationRisky` - update configuration of `RandomApiMigrationFixer` to match it's newly updated v4 defaults", ['rulesets-affect-users', 'fixer-definition', 'regenerate-docs', 'default-option-values', 'adding-rule-to-ruleset'])  # #9368 060c7e3971
t('docs: extend Q&A for creating the rule', ['iterate-tokens-backward', 'default-option-values', 'adding-rule-to-ruleset'])  # #9331 077a226275
t('feat: exception for rules via `@php-cs-fixer-ignore` annotation', ['tokens-and-transformers', 'ignore-annotation'])  # #9280 071db5ad82
t('chore: adjust autoloader to exclude all Internal classes in classmap', [])  # #9252 ef85d0308e
t('deps: bump Symfony v8 to RC', [])  # #9221 bd0fc18712
t('DX: `describe` command - allow to expose rules without sets via `@-` alias', [])  # #9178 87776b982a
t('UX: Warn if executed php version is higher than the minimum php version defined in composer.json', ['php-version-coupling', 'supported-php-versions'])  # #9134 3c1eb9e486
t('CI: Test docs generation only once per CI pipeline', ['test-scripts'])  # #9089 cfb6fbeb7d
t('chore: `ReporterFactory` - use `class-string` type', ['static-analysis'])  # #9055 6395929cf2
t('docs: README.md updates', ['php-version-coupling', 'supported-php-versions'])  # #9013 b709222e39
t('chore: handle fixer options without allowed types defined', ['static-analysis'])  # #8973 002c527b91
t('test: `NoUnneededControlParenthesesFixer` - add tests for "clone with"', ['fixer-test-cases-are-contract'])  # #8937 c5142a05d4
t('chore: document .env.example', [])  # #8901 a4fb280a32
t('docs: cleanup docs for PHP 7', ['fixer-definition', 'regenerate-docs'])  # #8873 6dcb300bda
t('chore: simplify `isGivenKind`/`equals`/`equalsAll` calls', ['tokens-and-transformers'])  # #8843 3793a6f6cb
t('fix: `PhpUnitDataProviderMethodOrderFixer` - handle data provider defined by both annotation and attribute', ['rulesets-affect-users', 'fixer-test-cases-are-contract'])  # #8805 597d5d1a8a
t('chore: add automatically to milestone "PHP 8.4 initial compatibility" if label is "topic/PHP8.4"', [])  # #8770 3384b97ca3
t('feat: `PhpdocLineSpanFixer` - support asymmetric visibility', ['rulesets-affect-users', 'fixer-test-cases-are-contract', 'new-php-version-style'])  # #8702 056c3c8b64
t('fix: `LowercaseStaticReferenceFixer` - do not change global constants', ['rulesets-affect-users', 'fixer-test-cases-are-contract'])  # #8727 9ffd04b68f
t('chore: cleanup `HeaderCommentFixerTest`', ['fixer-test-cases-are-contract'])  # #8677 0bcf3536b3
t('chore: cleanup `PhpUnitTestCaseStaticMethodCallsFixerTest`', ['fixer-test-cases-are-contract'])  # #8649 ae2e99183e
t('feat: `LowercaseKeywordsFixer` - support asymmetric visibility', ['tokens-and-transformers', 'new-php-version-syntax'])  # #8607 7e33f7d79e
t('DX: support PHP 8.4 in local Docker development environment', ['docker-setup', 'xdebug-in-docker'])  # #8564 1b626e1390
t('chore: update return type of `FixerOptionInterface::getAllowedValues`', [])  # #8530 b0c0160f2b
t('feat: `StatementIndentationFixer` - handle property hooks', ['rulesets-affect-users', 'fixer-test-cases-are-contract', 'new-php-version-style'])  # #8492 3a8911d215
t('CI: phpstan-symfony - add entry point for console', ['static-analysis'])  # #8292 12424e1288
t('chore: remove redundant check', [])  # #8391 ac56464919
t('chore: do not use bitwise "or" assignment operator', ['static-analysis'])  # #8346 b20ceff207
t('feat: `UseArrowFunctionsFixer` - support multiline statements', ['rulesets-affect-users', 'fixer-test-cases-are-contract', 'fixer-definition', 'regenerate-docs'])  # #8311 23534bff9e
t('chore: update PHPStan to 1.12.9', ['tokens-and-transformers', 'dev-tools'])  # #8271 d1ed4aa39b
t('chore: remove from priority tests exceptions tests that are not actually exceptions', ['fixer-review-and-priority'])  # #8222 7ce4c6ee39


if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
