#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged ocaml/ocaml pull requests on trunk's first-parent history up to
fd41e1ab55 (2024-10-24): merge commits "Merge pull request #N from OWNER/BRANCH" (the title is the first line of
the commit body) and squash merges "title (#N)"; without bots ("[bot]" authors, dependabot branches) and
"Bump x from"; every 25th of the last 1000, from the 1st (tools/sample.py), sampled after the memories were
written and before any router run, each labelled from the files the pull request changed (`git diff --stat`
against the first parent and the diff; not the title's wording) with the memories a contributor doing it should
read, or nothing when no guidance covers it.

Labels name topic guidance only. Guidance that applies to every pull request alike is not counted as an answer:
pull-request-workflow, typographical-rules, local-style-and-cleanups, tests-with-every-change,
pull-request-description, comments-in-code, clean-patch-series, collective-maintenance,
contributor-license-agreement, license, first-compiler-modification, and changes-entry (nearly every pull
request adds a Changes entry) unless the change is to Changes itself. A test added beside a fix counts nothing
of its own. Counted, in this order (at most five labels, the last named dropped first):
Changes edited for its own sake (moving, fixing or syncing entries) changes-entry, and changes-curation when
entries move between sections or branches; a backport or cherry-pick to a release branch
merge-commits-and-cherry-picks and release-schedule; release-info/**, VERSION or build-aux/ocaml_version.m4
release-process (version-numbers when the version string itself changes); runtime/** runtime-system, a
primitive added, removed or renamed (CAMLprim, `external`) runtime-primitives, boot/** changed bootstrap, GC
logging or heap verification gc-messages-and-heap-checks, ThreadSanitizer sanitizers, the debug runtime
debug-runtime; magic numbers or compiled file formats magic-numbers; parsing/parser.mly or boot/menhir
parser-grammar, other parsing/** parsetree-and-locations (error reporting through Location too); typing/**
typechecker-modules, and typechecker-reading when types, typedtree or env change; driver/, bytecomp/, lambda/,
middle_end/, asmcomp/, toplevel/, debugger/, file_formats/ compiler-pipeline; a change whose point is faster
generated code or a faster compiler contributing-optimizations; asmcomp/<arch>/NOTES.md or the platforms a
backend supports backend-notes; stdlib/** stdlib-contributions when its public API (.mli) gains or changes
something, stdlib-naming-and-api when a function is added or renamed, stdlib-new-module for a new module;
otherlibs/**, lex/, yacc/, ocamldoc/ libraries-and-tools; documentation comments in .mli files or man/
user-documentation; command-line options changed user-documentation and manual-sources; manual/** manual-sources,
.etex examples or sections manual-latex-conventions, the manual's build building-the-manual; testsuite/** alone
(the point is the tests) writing-tests, reference files or expect output promoted test-promotion,
OCAML_TEST_SIZE or test resources test-dimensioning, testsuite/Makefile or how tests are run
running-the-testsuite, ocamltest/** ocamltest-tool; .github/workflows/** or tools/ci/actions/** or appveyor
github-ci, tools/ci/inria/** or tools/ci-build inria-ci, tools/check-typo or .gitattributes typo attributes
check-typo; Makefile targets makefile-targets; configure's stored options or cache configure-options; winpthreads
or the MSVC pthread emulation winpthreads; opam files testing-with-opam; dune build rules faster-builds-and-merlin;
CONTRIBUTING.md, HACKING.adoc and the other guidance files the memory of the section changed. configure.ac and
the build system otherwise, and tools/ other than those named, count nothing unless a rule above names them."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("ocaml", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)

t('Less tagging in asmcomp-optimized switches', ["compiler-pipeline", "contributing-optimizations"])
t('Use generic types in call to `subtype`', ["typechecker-modules"])
t("Escape `'\\r'` in `sak`", ["runtime-system"])
t('Limit directories recursed for ast-invariants test', ["writing-tests"])
t("Don't use r12 to pass size to caml_call_realloc_stack", ["runtime-system", "compiler-pipeline"])
t('Split runtime/array.c functions, use the new floatarray primitives in Float.Array', ["runtime-system", "runtime-primitives"])
t('Array.sort: fix docstring', ["user-documentation"])
t('Fix two small issues with preprocessor directives', ["runtime-system"])
t('Enable software prefetching on MSVC and clang-cl x86 and x86_64', ["runtime-system"])
t('Remove the unused env_init field from class blocks', ["compiler-pipeline", "stdlib-contributions"])
t('The Pattern-Matching Bug: propagate mutability of argument positions', ["compiler-pipeline"])
t('[runtime] make rounding computations more explicit', ["runtime-system"])
t('Harden `gen_primitives.sh` to cope with Windows sort utility', ["runtime-system"])
t('Remove small OCaml3 leftovers', ["compiler-pipeline"])
t('Restore caml_runtime_parameters implementation in gc_ctrl.c', ["runtime-system"])
t('Fix data race between marking and sweeping', ["runtime-system", "sanitizers", "github-ci"])
t('Do not fail too hard in domain_thread_func', ["runtime-system"])
t('Improve "undefined Makefile variables" warning and fix it for GNU make 4.4.1', ["github-ci"])
t('Fix two assertion failures introduced by recent merge', ["runtime-system", "debug-runtime"])
t('Avoid using _Bool in public headers for the sake of C++ compatibility', ["runtime-system"])
t('Fix TSan false positives due to volatile write handling', ["runtime-system", "sanitizers"])
t('Remove no longer needed `CAMLno_tsan` attributes', ["runtime-system", "sanitizers"])
t('Remove global state in asmcomp/schedgen', ["compiler-pipeline"])
t('Remove the dependency of the cmo and cmxs file formats on compiler internals', ["magic-numbers", "compiler-pipeline"])
t('Document libzstd in INSTALL.adoc', [])
t('Fix delivery of effect-related exceptions (#12486)', ["runtime-system"])
t('Simplify the range of values used for `Config.system`', [])
t('Release callback early in domain_thread_func', ["runtime-system"])
t('Remove global state for typechecking patterns', ["typechecker-modules"])
t('Use type annotations from arguments in let rec', ["typechecker-modules"])
t('ARM64: emit stack reallocation code before the body of the function', ["compiler-pipeline"])
t('make caml_time_counter concurrent-safe on macOS', ["runtime-system"])
t('No reified var counter', ["typechecker-modules"])
t('Various build-system fixes and enhancements', ["libraries-and-tools"])
t('flush stderr when tracing the parser', ["runtime-system"])
t('Handle attributes on lambdas with locally abstract types', ["compiler-pipeline"])
t('toplevel: show hints for the "undefined global" error', ["compiler-pipeline"])
t('improving the {In,Out}_channel documentation', ["user-documentation"])
t('type-checker cleanup: less global state, more meaningful types (1/N)', ["typechecker-modules"])
t('fix buggy runtime events test_caml_parallel test', ["writing-tests"])


if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
