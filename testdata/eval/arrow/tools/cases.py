#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged apache/arrow pull requests (squash-merge subjects
ending in "(#1234)" among the first-parent commits of main up to 515410b, 2026-08-21, without bots'
(dependabot[bot]); every 25th of the last 1000, from the 1st, with the trailing " (#1234)" removed;
they reach back to November 2025), sampled by stride after the memories were written and before
any router run, each labelled, from the files the pull request changed (git show --stat, the diff
and the description), with the memories a contributor doing it should read, or nothing when no
guidance covers it.
Labels name topic guidance only. Guidance that applies to every title alike is not counted as an
answer: the issue and pull-request title conventions (issue-component-prefix, pr-title-issue-id,
minor-prefix), discussing major changes on the mailing list, how to contribute patches, the
pull-request template, the git conventions, the pull-request and review checklist, the squash
merge, the merge script, AI-generated code, the review scope and social aspects, the Critical Fix /
priority labels of a fix, archery as a tool, and tests in general (testing-review, cpp-unit-tests,
python-unit-tests, r-testing for a change that merely comes with tests).
Counted: a C++ change to how errors are reported (Status / Result<T> instead of a value, DCHECK,
exceptions) cpp-error-handling; a changed or removed public C++ signature (a breaking change)
critical-breaking-labels; a C++ deprecation deprecations; a new C++ source or header file
cpp-file-naming; a new public API (a public C++ header, a new Python, R, Ruby or GLib function,
class or options) public-api-design; code hardening against invalid or untrusted input (IPC, Parquet,
CSV readers and decoders, overflow, rejecting invalid data) robustness; a fix of a fuzzer-found bug
(OSS-Fuzz in the description) fuzzing and fuzz-regression-files, and fuzz-regression-files whenever
the testing submodule gains a reproducer; a change whose purpose is speed or memory
(performance-review), with cpp-benchmarks / benchmark-regression-rules / archery-benchmark when it
adds or changes benchmarks; endianness handling endianness; Parquet C++ code parquet-development;
Flight build dependencies flight-development; compute kernels, functions or their options (in C++
or a binding) compute-functions, the row table row-table; Acero exec nodes acero-exec-node, their
ordering or scheduling acero-scheduling; a CMake optional component or option (ARROW_CUDA, ...)
optional-components, build targets or sanitizers optional-targets-checks; third-party dependency
resolution or versions (ThirdpartyToolchain.cmake, cpp/thirdparty/versions.txt, ci/vcpkg)
dependency-source, and bundled-versions when the bundled (BUNDLED / FetchContent) build changes;
static linking static-linking; clang-format, pre-commit hooks and lint configuration the style
memory of the language they check (cpp-ci-checks and cpp-code-style for C++, python-style, r-styling
for the r/ directory); reformatted C++ code cpp-code-style; Doxygen docstrings cpp-docstrings and
cpp-api-docs; PyArrow public API signatures and pyarrow-stubs python-type-stubs; PyArrow test marks,
groups or conftest python-unit-tests; PyArrow build options pyarrow-build-options; docstring
examples python-doctest; R code with regenerated roxygen man pages r-styling, R package C++ (src/
with arrowExports.cpp) r-cpp-codegen, R test helpers, skips and snapshots r-testing, R CI and
environment r-test-env; prose documentation or docstrings as the change itself documentation-review,
the documentation build docs-build; .github/workflows ci-overview; ci/docker and compose.yaml
docker-builds and ci-build-scripts, ci/scripts ci-build-scripts; dev/tasks crossbow; dev/archery
archery; Java java-development; Ruby and GLib glib-development; the format specification
format-changes; .asf.yaml collaborators collaborators; a guidance file the memory of the section it
edits. At most five labels, the most specific kept. Packaging scripts outside dev/tasks, docs site
configuration, emscripten test scripts, removed obsolete comments or workarounds and fixes with none
of these count nothing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("arrow", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t('MINOR: [Docs] Update nanoarrow implementation status', ["documentation-review"])
t('GH-50824: [R] Fix shellcheck errors in the r/tools/download_dependencies_R.sh', ["r-styling"])
t('GH-50724: [C++] Add `JsonWriter::WriteValue` for simdjson values', ["cpp-file-naming"])
t('GH-49237: [R] Deprecate Feather reader and writer', ["r-styling", "r-testing"])
t('GH-50326: [Python] Convert arrays to Python objects without per-element Scalars in to_pylist', ["performance-review"])
t('GH-50431: [Python] Make FlightError a non-cdef class for abi3 wheel precursor', [])
t('GH-50339: [R] read_ipc_stream fails to unify nested uint64 fields inside a Struct array across record batches', ["r-cpp-codegen", "r-styling"])
t('GH-47877: [Packaging][C++][FlightRPC][ODBC] Add arrow-flight-sql-odbc', ["crossbow"])
t('GH-50304: [C++][IPC] Reject negative sparse tensor shape and non-zero length', ["robustness"])
t('GH-50182: [C++][Parquet] Fix truncated min/max statistics for all-infinity floating-point columns', ["parquet-development"])
t('GH-48294: [Ruby] Add RecordBatch#merge', ["glib-development", "public-api-design"])
t('GH-50113: [C++][Python] Fix `count` for sliced union arrays', ["compute-functions"])
t('GH-49966: [C++] Detect different endianness between IPC file and stream in IPC file fuzzer', ["endianness", "fuzzing", "fuzz-regression-files", "robustness", "cpp-file-naming"])
t('GH-47481: [C++][Acero] record_batch_reader_source specify Ordering::Implicit to support `select * limit k`', ["acero-scheduling", "acero-exec-node"])
t('GH-49959: [C++][Parquet] Avoid unbounded temp alloc in BYTE_STREAM_SPLIT decoder', ["parquet-development", "fuzz-regression-files", "fuzzing", "robustness", "performance-review"])
t('GH-19667: [C++][Gandiva] Use arrow::Result<std::string> for RegexUtil::SqlLikePatternToPcre', ["cpp-error-handling"])
t('GH-49823: [CI] Add missing contents: read permission to Package Linux workflow', ["ci-overview"])
t('GH-49614: [C++] Report an error instead of silent truncation in base64_decode on invalid input', ["cpp-error-handling", "robustness", "critical-breaking-labels", "cpp-file-naming"])
t('GH-49227: [Python] Deprecate `pyarrow.gandiva`', ["python-unit-tests", "pyarrow-build-options"])
t('GH-49596: [CI][Dev] Pin PyGithub to < 2.9 to fix broken archery', ["archery"])
t('GH-49518: [CI] Do not override HOME to empty on build_conda.sh for minimal_build', [])
t('GH-49459: [R][CI] Use RHEL-9 binaries on Amazon Linux 2023 builds', ["r-test-env"])
t('GH-49366: [CI][C++] Use system LLVM to use libstdc++ in gcc-toolset', ["docker-builds", "ci-build-scripts", "dependency-source"])
t('GH-49299: [C++][Parquet] Integer overflow in Parquet dict decoding', ["parquet-development", "robustness"])
t('GH-49187: [Doc] Fix versions.json for Arrow 1.0', [])
t('GH-36193: [R] arm64 binaries for R ', ["crossbow", "docker-builds"])
t('GH-48159 [C++][Gandiva] Projector make is significantly slower after move to OrcJIT', ["performance-review"])
t('GH-47692: [CI][Python] Do not fallback to return 404 if wheel is found on emscripten jobs', [])
t('GH-48864: [C++] Support customizing more Zstd parameters', ["public-api-design"])
t('GH-47167: [C++][Dev] Update clang-format dependency', ["cpp-ci-checks", "cpp-code-style", "ci-overview"])
t('MINOR: [Dev] Remove non active collaborators and add new ones', ["collaborators"])
t('GH-48735: [CI][Python] Fix macOS wheel builds by forcing setuptools upgrade in venv', ["ci-build-scripts"])
t('MINOR: [C++] Remove obsolete todo about NaN handling at compare.cc', [])
t('MINOR: [R] Document DictionaryType class', ["r-styling", "documentation-review"])
t('GH-48555: [C++] Use FetchContent for bundled opentelemetry', ["dependency-source", "bundled-versions"])
t('GH-48355: [Python] Remove obsolete snprintf workaround for Python 3.9', [])
t('GH-48365: [GLib][Ruby] Add DayOfWeekOptions', ["glib-development", "compute-functions", "public-api-design"])
t('GH-48388: [Ruby] Add support for reading map array', ["glib-development"])
t('GH-48280: [CI] PYTHON_PATCH_VERSION docker warnings', ["docker-builds", "ci-build-scripts", "crossbow"])
t('GH-47677: [C++][GPU] Allow building with CUDA 13', ["optional-components", "docker-builds", "crossbow", "ci-build-scripts"])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
