#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged JabRef/jabref pull requests (squash-merge subjects
ending in "(#1234)" among the first-parent commits of main up to edbf3b1, 2026-08-22, without bots'
and without the automated Crowdin translation pull requests; every 25th of the last 1000, from the
1st, with the trailing "(#1234)" removed; they reach back to September 2025), sampled by stride
before any router run, each labelled, from the files the pull request changed, with the memories a
contributor doing it should read, or nothing when no guidance covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: the AI policy, the final checklist, general principles and Java style, the pull-request
process, body and review, commits and git syncing, running the checks. A change in jablib's logic or
model (judged from the diff) counts the logic-and-model tests rule; a user-visible change with a
CHANGELOG.md entry the changelog rule; new or changed user-facing strings (JabRef_en.properties in
the diff) the new-key skill, the localization-consistency rule and the user-facing-text rule, and a
removed one the remove-key skill; a fetcher change the fetcher-tests rule; a new ViewModel or dialog
the MVVM rule and the ViewModel/View skill; a requirement added under docs/requirements the tracing
rule; an ADR the MADR rule; a new dependency the dependency rules; Markdown Javadoc the /// rule.
At most five labels, the most specific kept. Workflows, build scripts, packaging actions, licence
text, line endings, CSS, READMEs, dead code and moved comments count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("jabref", {})
N = "zero-match"
P = "pr-title"
LOGIC = ["logic-model-tests"]
CL = ["changelog"]
L10N = ["localization-new-key", "localization-consistency", "user-facing-text"]


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('Support saving on non-atomic file systems and keep hardlinks', LOGIC + CL)
t('Fix CI', [])
t('Do not mark PRs ready for review when they enter the merge queue', [])
t('Enable GraalVM Native Image builds for JabLS', ["native-image-metadata"])
t('Add workflow to wait for second review', [])
t('SLR: study lock file', LOGIC + ["requirements-tracing"])
t('Background radius reduced fixed issue', CL)
t('SLR: scopus raw query support', LOGIC + ["fetcher-tests"])
t('fixes the SemanticScholarTest', ["fetcher-tests"])
t('Fix Gradle 9.6 deprecation warnings in jablib build script', [])
t('Fix CRLF', [])
t('Replace inline style= attributes with styleClass in FXML files', [])
t('Extend per-fetcher fulltext timeout to 120 seconds', ["fulltext-fetchers"] + LOGIC + CL)
t('Initial implementation for OCRmyPDF', CL + L10N + ["background-tasks-patterns"])
t('SLR : Improved study.yml format (v2) and terminology alignment', LOGIC + CL + ["localization-new-key", "user-facing-text", "mvvm"])
t('Fix OpenRewrite', ["code-style-checkers", "linting-checks"])
t('Add ADR for DI', ["adr-madr"])
t('Remove GPT4All as AI-Provider', LOGIC + CL)
t('Added scanned PDF test resource for OCR integration', ["test-files-resources"])
t('Export for academicpages 12727', LOGIC + CL)
t('Fix the ESC key for GlobalSearchResultDialog', CL)
t('Add codesign', [])
t('Enable jbundle for all JabRef executables', [])
t('Added Clear group option', CL + L10N)
t('Use ... at the end of actions showing a dialog', ["user-facing-text", "localization-new-key", "localization-remove-key", "localization-consistency"])
t('Move comment', [])
t('Update license', [])
t('Fix startup error with portable preferences', LOGIC + CL)
t('Refactor formatter cleanup classes', LOGIC + ["preferences-in-tests"])
t('Enhance documentation w.r.t. GitHub tools', ["developer-docs"])
t('Revise JavaDoc links in README.md', [])
t('Make --help output consistent - Fix for #14358', ["cli-picocli"])
t('Clean up unused code in BibEntry class', [])
t('Feat/field jumping 12276', CL + ["localization-new-key", "user-facing-text", "mvvm", "viewmodel-view"])
t('Add initial glossary', ["developer-docs"])
t('Replace google cache with caffeine', ["jpms-dependencies", "adding-dependencies", "external-libraries"] + LOGIC)
t('Add links to other duplicate checks', ["markdown-javadoc"])
t('Fix workflow names in comment', [])
t('Add and implement JSpecify ADR', ["adr-madr", "jspecify-null"])
t('Have checkstyle and VCS configuration distributed', ["code-style-checkers"])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
