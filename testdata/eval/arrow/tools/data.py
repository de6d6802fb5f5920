"""Memories of the arrow set: apache/arrow's own contributor guidance on its main branch at 515410b
(2026-08-21): CONTRIBUTING.md, .github/CONTRIBUTING.md, the pull-request template, the developer
documentation (docs/source/developers/: the contributing overview with the AI-generated code
guidance and endianness, reviewing, the C++ conventions, development guidelines, building, compute,
Acero and fuzzing pages, the PyArrow development and building pages, building the documentation,
benchmarks, continuous integration (overview, Docker, Crossbow, Archery), the new contributor's
guide on styling and testing, Java development, the release guide, experimental repositories), the
format change process (docs/source/format/Changing.rst), the compute module's README, dev/README.md
(the merge script), the R developer workflow (r/vignettes/developers/workflow.Rmd) and Arrow GLib's
README; one memory per section or a few short sections, in the project's words (lightly cut). The
text is the Apache Arrow developers' (Apache License 2.0); quoted here, cut, only as evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-21")


# CONTRIBUTING.md
mem("issue-component-prefix", "rule", "Reporting a bug: GitHub issues, \"take\", and the component prefix", ["issues", "bug-report", "component", "title"], [
    "The Arrow project uses GitHub as a bug tracker. To be assigned to an issue, add a comment \"take\" to that issue. Before you create a new bug entry, we recommend you first search among existing Arrow issues.",
    "We conventionally prefix the issue title with the component name in brackets, such as \"[C++][Python] Ensure no validity bitmap in UnionArray::SetData\", so as to make lists more easy to navigate.",
])
mem("pr-title-issue-id", "rule", "Pull request title: the GitHub issue id and the component in brackets", ["pull-request", "title", "issue-id", "component"], [
    "First create a GitHub issue, selecting Bug Report or Enhancement Request. Then, submit your changes as a GitHub Pull Request. We'll ask you to prefix the pull request title with the GitHub issue number and the component name in brackets (for example: \"GH-14736: [C++][Python] Ensure no validity bitmap in UnionArray::SetData\"). Respecting this convention makes it easier for us to process the backlog of submitted Pull Requests.",
])
mem("minor-prefix", "rule", "Minor fixes: the MINOR: prefix without an issue", ["minor", "typo", "documentation", "pull-request", "title"], [
    "Any functionality change should have a GitHub issue opened. For minor changes that affect documentation, you do not need to open up a GitHub issue. Instead you can prefix the title of your PR with \"MINOR: \" if it meets one of the following: grammar, usage and spelling fixes that affect no more than 2 files; documentation updates affecting no more than 2 files and not more than 500 words.",
])
mem("major-change-mailing-list", "rule", "Significant new features and important refactorings are discussed on the mailing list", ["mailing-list", "design", "refactoring", "feature"], [
    "We ask that all discussions about major changes in the codebase happen publicly on the arrow-dev mailing-list. Questions about the source code, the build procedure or the development process can also be asked on the mailing-list.",
])

# .github/CONTRIBUTING.md
mem("contributing-patches", "knowledge", "How to contribute patches", ["patches", "contributing", "unit-tests"], [
    "There are many ways to contribute to Apache Arrow: contributing code (patches), writing documentation, participating in discussions on GitHub issues or the mailing list, helping users of the libraries.",
    "To contribute a patch: break your work into small, single-purpose patches if possible; create a GitHub issue for your patch; submit the patch as a GitHub pull request against the main branch, prefixed with the GitHub issue id; make sure that your code passes the unit tests (instructions for each Arrow component are in its README); add new unit tests for your code.",
])

# .github/pull_request_template.md
mem("pr-template", "rule", "The pull-request template: rationale, changes, tests, user-facing changes", ["pull-request", "template", "breaking-change", "critical-fix"], [
    "Fill in: Rationale for this change; What changes are included in this PR?; Are these changes tested?; Are there any user-facing changes?",
    "State \"This PR includes breaking changes to public APIs\" (explain which changes are breaking) and \"This PR contains a Critical Fix\" (a security vulnerability, a bug that caused incorrect or invalid data to be produced, or a bug that causes a crash even when the API contract is upheld); remove them if they do not apply.",
])

# docs/source/developers/overview.rst
mem("git-conventions", "skill", "Local git conventions: fork, branches, rebase, squash", ["git", "fork", "rebase", "squash", "branch"], [
    "Work off of your personal fork of apache/arrow and submit pull requests upstream. Keep your fork's main branch synced with upstream/main. Develop on branches, rather than your own main branch. Sync your branch with upstream/main regularly, as many commits are merged to main every day. It is recommended to use git rebase rather than git merge.",
    "In case there are conflicts and your local history has multiple commits, squash your local commits into a single commit (git rebase --interactive ORIG_HEAD~n). Since your remote still holds the old history, push with git push --force-with-lease origin branch.",
])
mem("pr-and-review", "rule", "Pull request and review checklist", ["pull-request", "review", "style-guide", "unit-tests", "copilot"], [
    "Submit the patch as a GitHub pull request against the main branch, prefix the title with the GitHub issue id, and give it a clear, brief description: when the pull request is merged, this will be retained in the extended commit message. Make sure that your code passes the unit tests. GitHub Copilot reviews automate the first pass: address valid suggestions; you don't need to respond to every comment, but please don't ignore them either.",
    "Break your work into small, single-purpose patches if possible. Add new unit tests for your code. Follow the style guides for the part(s) of the project you're modifying (C++ and Python run a lint check in CI). Try to make it look as if the codebase has a single author, and emulate any conventions you see.",
])
mem("squash-merge", "knowledge", "A committer merges with a command-line utility that does a squash merge", ["merge", "squash", "committer", "commit-message"], [
    "When tests are passing and the pull request has been approved by the interested parties, a committer will merge the pull request with a command-line utility that does a squash merge, so that all of your commits are registered as a single commit to the main branch; this simplifies the connection between GitHub issues and commits, makes it easier to bisect history, and helps us cherry-pick individual patches onto a maintenance branch. The merge tool adds the pull request description, a link back to the pull request, and attribution to the contributor and any co-authors.",
])
mem("ai-generated-code", "rule", "AI-generated code", ["ai", "llm", "copilot", "pull-request"], [
    "PRs that appear to be fully generated by AI with little to no engagement from the author may be closed without further review.",
    "Only submit a PR if you are able to debug and own the changes yourself; review all generated code to understand every detail. Match the style and conventions used in the rest of the codebase, including PR titles and descriptions. Be upfront about AI usage and summarise what was AI-generated. Watch for AI's tendency to generate overly verbose comments, unnecessary test cases, and incorrect fixes. Break down large PRs into smaller ones. AI agents should never tag or ping maintainers. PR authors are responsible for disclosing any copyrighted materials.",
])
mem("endianness", "rule", "Endianness: requirements for big-endian and cross-endian support", ["endianness", "big-endian", "platform", "ipc", "flight"], [
    "Most implementations assume little endian by default. The requirements for a new platform are a robust (non-flaky) Continuous Integration setup and benchmarks for performance critical parts of the code to demonstrate no regression.",
    "Two levels: native endianness (all Arrow communication happens with processes of the same endianness, including reading and writing file formats such as Parquet) and cross endian support (byte reordering when appropriate for IPC and Flight messages). C++ aims for cross endian support; Java does not intend to.",
])

# docs/source/developers/reviewing.rst
mem("review-scope", "knowledge", "Reviewing: scope and completeness of a pull request", ["review", "scope", "regression", "follow-up"], [
    "Our general policy is to not introduce regressions or merge PRs that require follow-ons to function correctly. What is in scope for a PR and what gets a follow-up issue is determined in collaboration between the authors and the reviewers.",
    "When a large piece of functionality is being contributed piecewise, favour functional cohesion when dividing changes (for a filesystem implementation: directory metadata operations first, then file reading, then file writing).",
])
mem("public-api-design", "rule", "Public API design", ["api", "naming", "experimental", "options"], [
    "Public APIs should nudge users towards the most desirable constructs: safe APIs should be featured more prominently than unsafe APIs that may crash or silently produce erroneous results on invalid input. When multiple options are expected to be added over time, organize options logically rather than juxtapose them all in a function's signature (see the CSV reading APIs).",
    "Naming is important: vague naming should be avoided; inaccurate naming is even worse. Be mindful of the project's terminology. If you are unsure whether an API is the right one, mark it experimental.",
])
mem("robustness", "rule", "Robustness: unusual inputs, untrusted data and foreign API errors", ["robustness", "crash", "untrusted-data", "validation", "errors"], [
    "If you are writing a public API, make sure that it won't crash or produce undefined behaviour on unusual (but valid) inputs. When a non-trivial algorithm is implemented, defensive coding can be useful (such as debug-only assertions).",
    "APIs ingesting potentially untrusted data, such as on-disk file formats, should try to avoid crashing or produce silent bugs when invalid or corrupt data is fed to them (see fuzz testing). When calling foreign APIs, especially system functions or APIs dealing with input / output, do check for errors and propagate them.",
])
mem("performance-review", "rule", "Performance: measure, do not obsess", ["performance", "optimization", "benchmark", "complexity"], [
    "Think about performance, but do not obsess over it. Algorithmic complexity is important if input size may be large. Micro-optimizations improving performance by 20% or more on performance-sensitive functionality may be useful; lesser ones may not be worth it, especially if they lead to more complicated code. If performance is important, measure it.",
    "Avoid tricking the compiler/interpreter/runtime unless it's really important: such tricks are brittle. Avoiding rough edges or degenerate behaviour (such as memory blowups when a size estimate is inaccurately large) may be more important than improving the common case by a small amount.",
])
mem("documentation-review", "rule", "Documentation: informative wording and cross-linking", ["documentation", "docstrings", "wording", "sphinx"], [
    "These guidelines apply to both prose documentation and in-code docstrings. Look for ambiguous / poorly informative wording: \"it is an error if ...\" is less informative than \"An error is raised if ...\" or \"Behaviour is undefined if ...\". Be mindful about spelling, grammar, expression, and concision. Cross-linking increases the global value of documentation: Sphinx has topic references, glossary terms and API references.",
])
mem("testing-review", "rule", "Testing: nominal cases, nulls, corner cases and CI cost", ["testing", "nulls", "corner-cases", "empty-arrays", "stress-tests"], [
    "When adding an API, all nominal cases should have test cases. Does a function allow null values? Then null values should be tested. Does it allow different input types? If some aspect of a functionality is delicate, it should be tested.",
    "Corner cases should be exercised, especially in C++: empty arrays, zero-chunk arrays, arrays with only nulls. Stress tests can uncover synchronization bugs or validate against a slow reference implementation, but be wary of increasing CI runtimes too much.",
])
mem("review-social", "knowledge", "Reviewing: social aspects", ["review", "communication", "stale-pr"], [
    "Avoid letting questions or comments remain unanswered for too long (two weeks can be a reasonable heuristic). If the contributor has stopped updating their PR, ask whether they are stuck. If the contribution is desirable and stalled, it is possible to take it up, after asking. If a PR is ready apart from trivial concerns, the reviewer may push changes themselves. Code reviews are governed by the Apache Code of Conduct.",
])
mem("critical-breaking-labels", "rule", "Labels: Critical Fix, Breaking Change and priority", ["labels", "critical-fix", "breaking-change", "priority", "release"], [
    "Critical Fix: the change fixes a security vulnerability, a bug that causes incorrect or invalid data to be produced, or a bug that causes a crash (while the API contract is upheld). Breaking Change: the change breaks backwards compatibility in a public API; for C++ this does not include changes that only break ABI compatibility, except where ABI is guaranteed (such as the C Data Interface). Experimental APIs are not exempt.",
    "Priority: Blocker indicates the changes must be merged before the next release can happen (including fixes to test or packaging failures). Priority: Critical indicates high-priority issues.",
])
mem("collaborators", "knowledge", "The collaborator (triage) role", ["collaborators", "triage", "asf-yaml"], [
    "The collaborator role allows users to label and assign issues. To propose someone as a collaborator, create a PR adding the user to the collaborators list in .asf.yaml; committers review the past collaborations and approve. Inactive collaborators can be removed.",
])

# docs/source/developers/cpp/conventions.rst
mem("cpp-file-naming", "rule", "C++ file naming and public headers", ["cpp", "file-naming", "headers", "internal"], [
    "C++ source and header files should use underscores for word separation, not hyphens. Compiled executables automatically use hyphens (src/arrow/scalar_test.cc becomes arrow-scalar-test).",
    "C++ header files use the .h extension. Any header file name not containing \"internal\" is considered to be a public header, and will be automatically installed by the build.",
])
mem("cpp-docstrings", "rule", "C++ comments and Doxygen docstrings", ["cpp", "doxygen", "docstrings", "comments"], [
    "Regular comments start with //. Doxygen docstrings start with ///, and Doxygen directives start with \\ (\\brief, \\param[in]).",
    "The summary line of a docstring uses the infinitive, not the indicative (\"Allocate a buffer\" rather than \"Allocates a buffer\").",
])
mem("cpp-error-handling", "rule", "C++ error handling: Status and Result, not exceptions", ["cpp", "status", "result", "exceptions", "dcheck", "memory-pool"], [
    "For error handling, we return arrow::Status values instead of throwing C++ exceptions; a more recent option is arrow::Result<T>, either a T value or an error Status. For internal invariants and cannot-fail errors, use the DCHECK macros from arrow/util/logging.h: disabled in release builds, never in public headers.",
    "Since we do not use exceptions, we avoid doing expensive work in object constructors: objects that are expensive to construct have private constructors and public static factory methods that return Status or Result<T>. The default memory pool is arrow::default_memory_pool().",
])

# docs/source/developers/cpp/development.rst
mem("cpp-warning-level", "knowledge", "Compiler warning levels: BUILD_WARNING_LEVEL", ["cpp", "warnings", "werror", "cmake"], [
    "The BUILD_WARNING_LEVEL CMake option switches between sets of predetermined compiler warning levels. For release builds the default is PRODUCTION, for debug builds CHECKIN. With CHECKIN, -Werror is added with gcc and clang (and /WX with MSVC), causing build failures for any warning.",
])
mem("cpp-unit-tests", "skill", "Running the C++ unit tests with ctest", ["cpp", "unit-tests", "ctest", "gtest"], [
    "The -DARROW_BUILD_TESTS=ON CMake option enables building of unit test executables. Run them individually by launching the executable, or all at once with ctest: ctest -j16 --output-on-failure. ctest -L unittest runs all built C++ unit tests.",
])
mem("cpp-benchmarks", "skill", "Building and running the C++ benchmarks", ["cpp", "benchmarks", "release-build", "google-benchmark"], [
    "The -DARROW_BUILD_BENCHMARKS=ON CMake option enables building of benchmark executables; run them individually, e.g. ./build/release/arrow-builder-benchmark. For meaningful benchmark numbers, it is very strongly recommended to build in Release mode, so as to enable compiler optimizations.",
])
mem("cpp-code-style", "rule", "C++ code style: Google's style guide with exceptions", ["cpp", "style", "google-style", "nullptr", "line-length"], [
    "This project follows Google's C++ Style Guide with these exceptions: the line length restriction is relaxed to 90 characters; we use the NULLPTR macro in header files (instead of nullptr) to support building C++/CLI; for public headers use struct only for simple data containers (rules relaxed further for private headers); we prefer pointers for output and input/output parameters.",
])
mem("cpp-ci-checks", "rule", "C++ checks a branch must pass in CI: clang warnings, pre-commit, sanitizers", ["cpp", "ci", "lint", "pre-commit", "clang", "sanitizers"], [
    "CI on GitHub Actions runs the unit test suites on a variety of platforms and configurations, including Address Sanitizer and Undefined Behavior Sanitizer, plus code style and cleanliness checks.",
    "To pass: C++ builds with the project's active clang without compiler warnings with -DBUILD_WARNING_LEVEL=CHECKIN (some warnings such as -Wdocumentation are not caught by gcc), and passes pre-commit run --show-diff-on-failure --color=always --all-files cpp. On pull requests the \"Dev / Lint\" pipeline runs these checks.",
])
mem("abi-compliance", "skill", "Checking ABI and API stability", ["abi", "api", "compatibility", "abi-dumper"], [
    "Install abi-dumper and abi-compliance-checker. Build Arrow C++ in Debug mode (or -Og), then abi-dumper -lver 9 debug/libarrow.so -o ABI-9.dump; check out the version to compare against and run it again with another version number; then abi-compliance-checker -l libarrow -d1 ABI-PY-9.dump -d2 ABI-PY-10.dump. The report is generated in compat_reports/libarrow as HTML.",
])
mem("cpp-api-docs", "rule", "C++ API documentation with Doxygen and -Wdocumentation", ["cpp", "doxygen", "api-docs", "wdocumentation"], [
    "We use Doxygen style comments (///) in header files for comments that we wish to show up in API documentation for classes and functions. With clang and -DBUILD_WARNING_LEVEL=CHECKIN, -Wdocumentation checks common documentation inconsistencies, like documenting some, but not all function parameters with \\param. Build the C++ API docs with doxygen Doxyfile in cpp/apidoc.",
])
mem("parquet-development", "skill", "Apache Parquet development in Arrow C++", ["parquet", "cpp", "thrift", "encryption", "parquet-testing"], [
    "To build the C++ libraries for Apache Parquet, add -DARROW_PARQUET=ON; for encryption support -DPARQUET_REQUIRE_ENCRYPTION=ON. The Parquet libraries and unit tests build with the parquet make target. Without a system Apache Thrift (or with -DThrift_SOURCE=BUNDLED) install bison and flex.",
    "ctest -L parquet runs only the Parquet unit tests. They depend on PARQUET_TEST_DATA, from the parquet-testing git submodule: git submodule update --init; export PARQUET_TEST_DATA=$ARROW_ROOT/cpp/submodules/parquet-testing/data.",
])
mem("flight-development", "knowledge", "Arrow Flight RPC build dependencies", ["flight", "grpc", "protobuf", "c-ares", "rpc"], [
    "Flight requires gRPC, Protobuf and c-ares (used by gRPC); by default Arrow downloads and builds them. Build the optional flight libraries and tests with -DARROW_FLIGHT=ON. To use existing installations set gRPC_ROOT, Protobuf_ROOT and/or c-ares_ROOT. System gRPC and Protobuf are likely to be too old; conda-forge's libgrpc is a reliable cross-platform source.",
])

# docs/source/developers/cpp/building.rst
mem("cmake-presets", "skill", "CMake presets, Ninja and unity builds", ["cmake", "presets", "ninja", "unity-build", "build"], [
    "Some presets for various build configurations are provided: cmake --list-presets (from inside cpp) lists them (ninja-debug-minimal, ninja-debug-basic, ninja-debug, ...), cmake -N --preset <name> shows the options a preset enables.",
    "Many contributors use Ninja (-GNinja) for faster, especially incremental, builds. CMake unity builds (-DCMAKE_UNITY_BUILD=ON) make full builds significantly faster but increase memory requirements. We support CMake 3.25 and higher.",
])
mem("optional-components", "knowledge", "Optional C++ components and compression options", ["cmake", "components", "compute", "dataset", "s3", "compression"], [
    "By default the C++ build system creates a fairly minimal build; optional components are opted into with boolean flags: ARROW_COMPUTE (all computational kernel functions), ARROW_CSV, ARROW_CUDA, ARROW_DATASET (implies ARROW_FILESYSTEM), ARROW_FLIGHT, ARROW_FLIGHT_SQL, ARROW_GANDIVA (depends on LLVM, Protocol Buffers and re2), ARROW_GCS, ARROW_HDFS, ARROW_JEMALLOC, ARROW_JSON, ARROW_MIMALLOC, ARROW_ORC, ARROW_PARQUET, ARROW_S3, ARROW_SUBSTRAIT, ARROW_WITH_RE2, ARROW_WITH_UTF8PROC.",
    "Compression: ARROW_WITH_BROTLI, ARROW_WITH_BZ2, ARROW_WITH_LZ4, ARROW_WITH_SNAPPY, ARROW_WITH_ZLIB, ARROW_WITH_ZSTD. ARROW_IPC builds the IPC extensions. Enable ARROW_COMPUTE if you anticipate using any compute kernels beyond cast.",
])
mem("optional-targets-checks", "knowledge", "Optional targets and sanitizer checks", ["cmake", "tests", "asan", "tsan", "ubsan", "integration"], [
    "Development targets: ARROW_BUILD_BENCHMARKS, ARROW_BUILD_EXAMPLES, ARROW_BUILD_INTEGRATION (executables that exercise protocol interoperability between Arrow implementations), ARROW_BUILD_UTILITIES, ARROW_BUILD_TESTS, ARROW_ENABLE_TIMING_TESTS (wall-clock tests, disabled on CI because they can be flaky), ARROW_FUZZING.",
    "Checks: ARROW_USE_ASAN (memory leaks, buffer overflows), ARROW_USE_TSAN (races in multi-threaded code), ARROW_USE_UBSAN (undefined behavior). Some are mutually incompatible, so build several times to exercise all of them.",
])
mem("dependency-source", "knowledge", "Build dependency management: ARROW_DEPENDENCY_SOURCE and ThirdpartyToolchain.cmake", ["dependencies", "thirdparty", "cmake", "bundled", "vcpkg", "conda"], [
    "Third-party dependencies include AWSSDK, benchmark, Boost, Brotli, BZip2, c-ares, gflags, GLOG, google_cloud_cpp_storage, gRPC, GTest, LLVM, Lz4, ORC, re2, Protobuf, RapidJSON, Snappy, Thrift, utf8proc, ZLIB and zstd.",
    "ARROW_DEPENDENCY_SOURCE says how to resolve each one: AUTO (system, else build from source), BUNDLED (build from source), SYSTEM (find_package or pkg-config), CONDA, VCPKG, BREW; the default is AUTO, or CONDA inside an active conda environment. Override per package with -D<PACKAGE>_SOURCE=... (case-sensitive; the up-to-date list is in cpp/cmake_modules/ThirdpartyToolchain.cmake).",
])
mem("bundled-versions", "skill", "Bundled dependency versions and offline builds", ["dependencies", "versions", "thirdparty", "offline", "bundled"], [
    "When using the BUNDLED method to build a dependency from source, the version number from cpp/thirdparty/versions.txt is used. Boost outside the standard locations: -DBOOST_ROOT.",
    "For offline builds, download the source artifacts and point the build at them with ARROW_$LIBRARY_URL environment variables; thirdparty/download_dependencies.sh downloads the correct version of each dependency and prints the variables to use.",
])
mem("static-linking", "knowledge", "Statically linking: the arrow_bundled_dependencies library", ["static", "linking", "bundled", "pthread"], [
    "With -DARROW_BUILD_STATIC=ON, all build dependencies built as static libraries are merged into a static library arrow_bundled_dependencies (libarrow_bundled_dependencies.a; arrow_bundled_dependencies.lib with Visual Studio), included automatically with the arrow_static CMake target (see cpp/examples/minimal_build). On Linux and macOS link -pthread (CMake's Threads package).",
])
mem("deprecations", "rule", "Deprecations and API changes: ARROW_DEPRECATED", ["deprecation", "api", "cpp", "macro"], [
    "We use the macro ARROW_DEPRECATED, which wraps the C++ deprecated attribute, for APIs that have been deprecated. Third party applications should compile with -Werror=deprecated-declarations to proactively catch API changes.",
    "-DARROW_EXTRA_ERROR_CONTEXT=ON compiles the libraries with extra debugging information on error checks inside the RETURN_NOT_OK macro, so ASSERT_OK failures in unit tests print the chain of calls.",
])

# cpp/src/arrow/compute/README.md, docs/source/developers/cpp/compute.rst
mem("compute-functions", "knowledge", "Compute functions, kernels and the function registry", ["compute", "kernels", "functions", "registry", "dispatch"], [
    "The compute submodule contains analytical functions that process primarily Arrow columnar data, intended for use inside query engines and data frame libraries. A \"function\" is a general operation that may have many implementations for different combinations of types or options; a specific implementation is a \"kernel\"; selecting a suitable kernel for the input types is \"dispatching\"; functions with their kernels are collected in a \"function registry\".",
    "Scalar functions are elementwise (output the same length as the input, valid in SQL-like contexts). Vector functions produce a result that depends on the entire input (array subselection, sorting, hashing). Scalar aggregate functions reduce arrays.",
])
mem("row-table", "knowledge", "The compute row table (row-major format for hash tables)", ["compute", "row-table", "hash-join", "grouping", "row-encoding"], [
    "The row table represents data in row-major format, advantageous for hash-table keys, grouping and hash joins. It is defined by RowTableMetadata (schema, alignment). Columns of nested types or large binary types are not supported.",
    "It has a null masks buffer (1 means null: the opposite of an Array's validity bitmap), a fixed-length buffer (row data, or int64 offsets for varying-length tables) and an optional varying-length buffer. A varying-length row stores fixed-length columns first, then 32-bit end offsets of each varying-length column, then the varying-length columns. A boolean occupies 1 byte in a row.",
])

# docs/source/developers/cpp/acero.rst
mem("acero-exec-node", "knowledge", "Acero: ExecNode and the push-based execution model", ["acero", "exec-node", "exec-plan", "push-based", "pipeline"], [
    "ExecNode is an abstract class: StartProducing (called once at the start; source nodes schedule tasks to read data), InputReceived (how nodes pass batches to each other; where the work happens), InputFinished, PauseProducing / ResumeProducing (backpressure), StopProducing. Acero's execution model is push-based. Pipeline breakers (such as a sort node) accumulate input before generating output.",
    "Acero has a singleton ExecFactoryRegistry mapping names to exec node factories: register a new node there (and in the Substrait registry to use it with Substrait plans), without recompiling Acero.",
])
mem("acero-scheduling", "knowledge", "Acero: tasks, scheduling, ordered execution", ["acero", "scheduling", "tasks", "threads", "ordering", "batch-index"], [
    "All work in Acero happens as part of a task, run by the AsyncTaskScheduler; external threads must be registered with BeginExternalTask and should be avoided. Make tasks, not threads; don't block on CPU threads.",
    "Ordering uses the batch_index property on an ExecBatch: a node with a deterministic output order applies a batch index to the batches it emits (OrderByNode; the scan node's implicit ordering of rows in files).",
])

# docs/source/developers/cpp/fuzzing.rst
mem("fuzzing", "skill", "Fuzzing Arrow C++", ["fuzzing", "oss-fuzz", "ipc", "parquet", "csv"], [
    "Fuzz testing covers the IPC stream reader, the IPC file reader, the Parquet file reader, the Parquet encoders and decoders and the CSV file reader. -DARROW_FUZZING=ON (or the fuzzing preset) builds the fuzz targets. Generate the seed corpus with ./build-support/fuzzing/generate_corpuses.sh build/debug.",
    "Arrow C++ is exercised by OSS-Fuzz. To reproduce a crash, cmake .. --preset=fuzzing and run the fuzz target on the file, e.g. build/debug/arrow-ipc-file-fuzz testcase-arrow-ipc-file-fuzz-123465 (under a debugger). The executables must be compiled with clang.",
])
mem("fuzz-regression-files", "rule", "Fuzzer-found bugs: store the reproducer in arrow-testing", ["fuzzing", "regression", "arrow-testing", "invalid-data"], [
    "When a fuzzer-detected bug is found and fixed, the corresponding reproducer must be stored in the arrow-testing repository to ensure that the code doesn't regress: data/arrow-ipc-stream, data/arrow-ipc-file, data/parquet/fuzzing, data/csv/fuzzing. Most are invalid files that stress proper error detection and reporting.",
])

# docs/source/developers/python/development.rst
mem("python-style", "rule", "PyArrow coding style", ["python", "pyarrow", "pep8", "pre-commit", "lint"], [
    "We follow a similar PEP8-like coding style to the pandas project. To fix style issues, use pre-commit: pre-commit run --show-diff-on-failure --color=always --all-files python.",
])
mem("python-unit-tests", "skill", "PyArrow unit tests with pytest and test groups", ["python", "pytest", "unit-tests", "test-groups", "marks"], [
    "Run the tests with python -m pytest pyarrow from arrow/python; requirements are in requirements-test.txt. Some low-level tests are written in C++ (python_test.cc), wrapped in test_cpp_internals.py.",
    "Tests are grouped with pytest marks, some disabled by default: --$GROUP_NAME enables (e.g. --parquet), --disable-parquet disables, --only-parquet runs only that group. Groups: dataset, flight, gandiva, hdfs, hypothesis (--enable-hypothesis), large_memory, orc, parquet, s3, tensorflow.",
])
mem("python-type-stubs", "rule", "PyArrow type stubs: update pyarrow-stubs with every public API change", ["python", "type-stubs", "pyi", "mypy", "pyright"], [
    "PyArrow provides type stubs (*.pyi) in the pyarrow-stubs/ directory, mirroring the pyarrow/ package and included in the wheels. When adding or modifying public APIs: update the corresponding .pyi stub file; include type annotations where possible (for Cython modules or dynamically generated APIs such as compute kernels add the stub); run the type checkers.",
    "Type checkers: mypy, pyright and ty (partially configured), configured in pyproject.toml; run them from arrow/python.",
])
mem("python-doctest", "skill", "Doctests for PyArrow docstrings and documentation examples", ["python", "doctest", "cython", "docstrings", "examples"], [
    "python -m pytest --doctest-modules checks .py docstring examples; python -m pytest --doctest-cython (with pytest-cython) checks .pyx and .pxi files; all .pxi files are included into lib.pyx, so run doctests on lib.pyx. Documentation examples in .rst files under docs/source/python/ are tested with pytest --doctest-glob=\"*.rst\".",
])
mem("python-debugging", "skill", "Debugging PyArrow across Python and C++", ["python", "debugging", "gdb", "lldb", "debug-build"], [
    "Build both Arrow C++ (-DCMAKE_BUILD_TYPE=Debug) and PyArrow (pip install --no-build-isolation -C cmake.build-type=Debug .) in debug mode. Start pytest under gdb (gdb --args python -m pytest pyarrow/tests/test_to_run.py -k $TEST) and set pending breakpoints in the C++ sources; use lldb on macOS.",
])

# docs/source/developers/python/building.rst
mem("pyarrow-build-options", "knowledge", "Building PyArrow: scikit-build-core options and PYARROW_WITH_ components", ["python", "build", "scikit-build-core", "cmake", "components"], [
    "Since PyArrow 24.0.0 the build backend is scikit-build-core: set the build type with -C cmake.build-type=Debug and extra CMake arguments with -C cmake.args=-D<OPTION>=<VALUE> (PYARROW_BUILD_TYPE and PYARROW_CMAKE_OPTIONS are no longer supported); -C build.verbose=true for verbose output. Other variables: CMAKE_BUILD_PARALLEL_LEVEL, PYARROW_CXXFLAGS, PYARROW_BUNDLE_ARROW_CPP.",
    "Components follow the ARROW_$COMPONENT flags Arrow C++ was built with; PYARROW_WITH_$COMPONENT overrides them (GCS, S3, AZURE, HDFS, CUDA, SUBSTRAIT, FLIGHT, ACERO, DATASET, PARQUET, PARQUET_ENCRYPTION, ORC).",
    "After structural changes, delete stale build artifacts first (rm -rf arrow/cpp/build; git clean -Xfd python).",
])

# docs/source/developers/guide/step_by_step/testing.rst
mem("pyarrow-test-layout", "knowledge", "PyArrow test layout and fixtures", ["python", "tests", "fixtures", "parquet", "pandas"], [
    "Tests live in pyarrow/tests/ (test_csv.py, test_dataset.py, ...); Parquet tests are in pyarrow/tests/parquet/. Run one with pytest pyarrow/tests/test_file.py -k test_your_unit_test. If tests start failing, try to recompile PyArrow or Arrow C++.",
    "Test files define helpers and fixtures (_alltypes_example and _check_pandas_roundtrip in test_pandas, large_buffer); look through the file you add tests to for ones that help.",
])
mem("r-testing", "rule", "R package tests with testthat", ["r", "testthat", "tests", "skip"], [
    "We use the 3rd edition of testthat. Most files in R/ have a corresponding test file in tests/testthat; run them with devtools::test() or make test. Any change to source code needs unit tests: add functionality, add tests; modify functionality, update tests; solve a bug, add a test first; performance improvements go in benchmarks.",
    "Helpers: expect_ functions (expect_..._roundtrip) and skips (skip_if_r_version, skip_if_not_available for optional libarrow features, skip_if_offline, skip_on_os).",
])

# r/vignettes/developers/workflow.Rmd
mem("r-styling", "rule", "R package styling, linting and documentation: air, jarl, roxygen2", ["r", "style", "air", "jarl", "roxygen", "pkgdown"], [
    "The R code follows the tidyverse style; format with air and lint with jarl, or run both through pre-commit run --show-diff-on-failure --color=always --all-files r. Files intentionally not styled are listed in the exclude field of r/air.toml.",
    "The documentation uses roxygen2 (the @examplesIf tag): devtools::document() updates it and pkgdown::build_site() previews the website.",
])
mem("r-cpp-codegen", "rule", "C++ code in the R package: ARROW_R_DEV and codegen.R", ["r", "cpp11", "codegen", "arrow-r-dev"], [
    "The arrow package uses customized tools on top of cpp11 to prepare its C++ code in src/, because some features are only enabled conditionally at build time. If you change C++ code in the R package, set ARROW_R_DEV=true so that data-raw/codegen.R is used for code generation (the Makefile does this automatically). We use Google C++ style, with clang-format.",
])
mem("r-test-env", "knowledge", "R tests enabled by environment variables, and R extended CI", ["r", "tests", "environment", "crossbow", "s3"], [
    "TEST_R_WITH_ARROW=true makes the build fail if libarrow is not available; some tests are disabled unless ARROW_R_DEV=true; Large-type tests needing >2GB need ARROW_LARGE_MEMORY_TESTS=true; S3 tests need AWS credentials or a running minio server.",
    "devtools::check() and R CMD check --as-cran validate the package. On a pull request, comment @github-actions crossbow submit -g r to run all the extended R CI tasks.",
])

# docs/source/developers/documentation.rst
mem("docs-build", "skill", "Building the documentation: Doxygen, then Sphinx", ["documentation", "sphinx", "doxygen", "docs-preview"], [
    "Install the requirements (conda: ci/conda_env_sphinx.txt; pip: docs/requirements.txt). Two steps in order: process the C++ API with doxygen in cpp/apidoc, then build with make html in docs (the Python part needs pyarrow installed). The output is in docs/_build/html. With Docker: archery docker run debian-docs.",
    "Subsections build with make format, make dev, make cpp, make python (links break); make html-live rebuilds on save. To preview the docs in a pull request, comment @github-actions crossbow submit preview-docs.",
])

# docs/source/developers/benchmarks.rst
mem("archery-benchmark", "skill", "Running and comparing benchmarks with archery", ["benchmarks", "archery", "regression", "performance"], [
    "archery benchmark run runs the benchmark suites (--output=run.json to store results, --cmake-extras for CMake flags). archery benchmark diff compares the current workspace with local main and lists regressions; use --preserve, saved JSON runs, --suite-filter and --benchmark-filter to iterate faster.",
])
mem("benchmark-regression-rules", "rule", "Writing a benchmark for regression detection", ["benchmarks", "regression", "google-benchmark", "realtime"], [
    "The benchmark command filters benchmarks with ^Regression by default: for automatic regression checks the name must match. It runs with --benchmark_repetitions=K, so a benchmark should not override repetitions and should run sufficiently fast (downsize input that does not fit in L2/L3).",
    "Google benchmark uses cputime by default; a multi-threaded benchmark should use SetRealtime().",
])

# docs/source/developers/continuous_integration/
mem("ci-overview", "knowledge", "Continuous integration: compose.yaml, workflows, dev/tasks and the comment bot", ["ci", "github-actions", "compose", "workflows", "comment-bot"], [
    "Files central to Arrow CI: compose.yaml (docker services) and .env (their default values); .github/workflows (action-triggered builds, mostly implementation-specific); dev/tasks (extended jobs submitted via archery crossbow, typically nightly or release); ci/ (scripts, dockerfiles, patch files, conda environment files, vcpkg triplets).",
    "comment_bot.yml listens for \"@github-actions crossbow submit ...\" and \"@github-actions rebase\"; dev.yml runs the linter and checks the PR can be merged; dev_pr.yml checks the PR title format, assigns the issue and adds labels.",
])
mem("docker-builds", "skill", "Running the Docker builds with archery docker", ["docker", "archery", "compose", "ci", "reproduce"], [
    "Docker builds make Linux builds portable and reproducible. archery docker images lists the images; archery docker run conda-python pulls, builds and runs the service and its parents; --dry-run shows the compose commands, --no-cache, --no-leaf-cache, --no-pull --no-build control caching, -e passes environment variables (see ci/scripts/cpp_build.sh), a second argument runs a custom command (bash to debug). ccache and maven caches live in .docker.",
])
mem("ci-build-scripts", "rule", "Docker build parameters and ci/scripts", ["ci", "scripts", "docker", "build-parameters", "env"], [
    "Build parameters are passed as environment variables to compose.yaml (registry, architectures, operating systems, dependency versions); the defaults are in the top level .env file.",
    "The scripts under ci/scripts should be kept parameterizable but reasonably minimal (cpp_build.sh, cpp_test.sh, python_build.sh, python_test.sh, docs_build.sh, integration_*.sh, install_*.sh), configured through environment variables with useful defaults; cpp_build.sh forwards environment variables as CMake options. New images: see the inline comments in compose.yaml.",
])
mem("crossbow", "skill", "Packaging and extended builds with Crossbow", ["crossbow", "packaging", "nightly", "wheels", "tasks-yml"], [
    "dev/tasks automates packaging (conda-forge packages, Python wheels, Linux packages) and integration tests. Tasks are defined in dev/tasks/tasks.yml, in groups, rendered from jinja2 templates; jobs are branches of a queue repository run on GitHub Actions, Azure Pipelines or Travis.",
    "archery crossbow submit <task or --group name> (push the branch first; --dry-run renders only); archery crossbow status and artifacts <build id>. On a PR, comment @github-actions crossbow submit <task>.",
])
mem("archery", "knowledge", "Archery, the developer utility", ["archery", "tooling", "lint", "integration"], [
    "Archery requires Python 3.11 or later; install it in editable mode: pip install -e \"dev/archery[all]\". Commands: benchmark, build, crossbow, docker, integration (protocol and Flight integration tests), linking, lint, numpydoc, release, trigger-bot.",
])

# docs/source/developers/java/development.rst
mem("java-development", "rule", "Java development: Google Java Style with Spotless and Checkstyle", ["java", "style", "spotless", "checkstyle", "maven"], [
    "Java code follows the Google Java Style with Apache license headers, checked by Spotless during the build (mvn spotless:check, mvn spotless:apply) and Checkstyle (mvn checkstyle:check); pom.xml style is enforced with Spotless. Unit tests run with Maven (-DskipTests skips them); integration tests via archery integration --run-ipc --with-java 1; ErrorProne should be disabled for generated code. Java uses the SLF4J API for logging.",
])

# docs/source/format/Changing.rst
mem("format-changes", "rule", "Changing the Arrow format specification", ["format", "specification", "vote", "integration-tests", "reference-implementations"], [
    "Cross-language compatibility is important. Changes to the format (files in format/) must be discussed and voted on on the public mailing list ([DISCUSS] then [VOTE] threads on dev@arrow.apache.org), and must have at least two reference implementations and associated integration tests. The corresponding documentation in docs/source/format must be updated too.",
    "Reference implementations must be complete Arrow implementations (C++, Java, Rust, Go; Python is a wrapper and does not count). The format version, separate from the library versions, must be incremented.",
])

# dev/README.md
mem("merge-script", "skill", "Merging a pull request with dev/merge_arrow_pr.sh", ["merge", "committer", "merge-script", "gh-token"], [
    "Merging a pull request requires being a committer, with GitHub and ASF accounts linked on gitbox. Don't merge PRs using the GitHub Web interface: run dev/merge_arrow_pr.sh (a virtual environment under dev/.venv), with a GH_TOKEN Personal Access Token with workflow scope or ~/.config/arrow/merge.conf. It resolves the associated GitHub issue with the fix version.",
])

# docs/source/developers/release.rst
mem("release-feature-freeze", "knowledge", "Releases: feature freeze, milestones and patch releases", ["release", "feature-freeze", "milestone", "backport", "patch-release"], [
    "The Release Manager proposes a feature freeze date: the maintenance branch is created and only bug fixes are accepted; blocker issues must be resolved before the first release candidate. Resolved GitHub issues need the right milestone so that the changelog is generated properly. Pull requests without a GitHub issue (MINOR, Dependabot) are not detected by the cherry-pick script and must be cherry-picked manually.",
    "Patch releases follow a major breaking issue (security fixes, broken packages); committers tag issues for the next patch release with the backport-candidate label.",
])

# docs/source/developers/experimental_repos.rst
mem("experimental-repos", "rule", "Experimental repositories", ["experimental", "repository", "governance"], [
    "A committer may start experimental work in a separate repository under apache/, named arrow-experimental-*, announced on the mailing list. There must not be official releases from it; any decision to make it official must be discussed and voted on. Push / merge permissions only for Apache Arrow committers.",
])

# c_glib/README.md, ruby/red-arrow/doc/text/development.md
mem("glib-development", "skill", "Arrow GLib (and Ruby): building with Meson and running the tests", ["glib", "c-glib", "meson", "ruby", "gobject-introspection"], [
    "Arrow GLib needs Arrow C++, GTK-Doc and GObject Introspection: meson setup c_glib.build c_glib -Dgtk_doc=true; meson compile -C c_glib.build. If the installed Arrow C++ mismatches GLib's changes, point meson at the locally built one with --cmake-prefix-path.",
    "Unit tests are written in Ruby (test-unit, gobject-introspection gems): cd c_glib.build; BUNDLE_GEMFILE=../c_glib/Gemfile bundle exec ../c_glib/test/run-test.sh. In Red Arrow, Reader and Writer take an opened IO stream; Loader and Saver take a path.",
])
