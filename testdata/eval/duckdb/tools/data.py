"""Memories of the duckdb set: duckdb/duckdb's own contributor and agent guidance (AGENTS.md,
which CLAUDE.md includes; CONTRIBUTING.md; the PEG parser's src/parser/peg/README.md, which
AGENTS.md points to for new grammar; test/README.md, which AGENTS.md lists among the important
files; and .github/patches/extensions/README.md, the patch workflow AGENTS.md refers to for
out-of-tree extensions; snapshot of 2026-08-20), one memory per topic, in the project's words
(lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


# AGENTS.md: build and test
mem("build-commands", "skill", "Build commands", ["build", "make", "debug", "reldebug"], [
    "`make debug` builds the debug version with sanitizers and assertions; `make reldebug` builds an optimized release version with debug symbols; `FORCE_DEBUG=1 make relassert` builds an optimized version with sanitizers and assertions.",
    "It is recommended to use `make reldebug` and `build/reldebug/test/unittest` unless a good reason exists to use the debug build - the debug build is much slower than the reldebug build.",
])
mem("running-tests", "skill", "Running tests", ["tests", "unittest", "run"], [
    "Fast unit tests: `build/reldebug/test/unittest`.",
    "Run a specific test file: `build/reldebug/test/unittest test/sql/order/test_limit.test`.",
    "Run all tests including slow tests: `build/reldebug/test/unittest \"*\"`.",
])
mem("fast-and-slow-tests", "rule", "Fast and slow tests", ["tests", "slow", "allunit", "runtime"], [
    "`make unit` runs the fast unit tests (~one minute), `make allunit` runs all unit tests (~one hour). Make sure all unit tests pass before sending a PR.",
    "Slower tests should be added to the all unit tests: name the test file `.test_slow` in the sqllogictests, or add `[.]` after the test group in the C++ tests.",
])
mem("max-execution-time", "knowledge", "Time-limiting queries", ["queries", "timeout", "settings"], [
    "Use the `max_execution_time` setting (milliseconds, `0` = no limit) to abort a query that runs too long: `SET max_execution_time=5000;`.",
    "The setting is `LOCAL` by default; use `SET GLOBAL max_execution_time=...` to apply it to all connections.",
    "The deadline is enforced at `ClientContext::InterruptCheck()` call sites, so it only fires once execution reaches one of them; time spent in planning or inside a long non-interruptible stretch is not bounded by it.",
])
mem("sqllogictest-format", "knowledge", "Test file format (sqllogictest)", ["tests", "sqllogictest", "test-files"], [
    "Tests use the sqllogictest format (`.test` files), starting with `# name:`, `# description:` and `# group:` lines.",
    "Directives: `statement ok` (statement should succeed), `statement error` (statement should fail), `query I` / `query II` (query returning one or two columns), `----` separates the query from expected results, `<REGEX>:` an expected error message pattern, `require-env VAR` (test requires an environment variable).",
])
mem("no-enable-verification", "rule", "No PRAGMA enable_verification in new tests", ["tests", "pragma", "verification"], [
    "Do not add `PRAGMA enable_verification` to tests - it should no longer be used in new tests.",
])
mem("code-formatting", "rule", "Code formatting", ["format", "clang-format", "black", "style"], [
    "Run `make format-fix` to format all code (clang-format + black); `make generate-files` generates files and formats all code. Ensure you run formatting before committing.",
    "Use tabs for indentation, spaces for alignment; lines should not exceed 120 columns.",
    "Use clang-format version 11.0.1 (`python3 -m pip install clang-format==11.0.1`); the project also comes with an `.editorconfig` file that corresponds to these rules.",
])
mem("extensive-ci-tests", "skill", "Extensive testing: making CI work", ["ci", "tests", "allunit", "configs"], [
    "Run these to make sure a changeset passes extensive tests in CI; if asked to fix CI, make sure they succeed: `make allunit`; `FORCE_DEBUG=1 FORCE_ASSERT=1 make reldebug && build/reldebug/test/unittest`; `make test_configs`; `make test_vector`.",
])
# AGENTS.md: architecture
mem("query-pipeline", "knowledge", "Query execution pipeline", ["architecture", "pipeline", "query"], [
    "SQL string -> PARSER (a PEG parser, into an AST of `SQLStatement`, `ParsedExpression`, `TableRef`) -> PLANNER/BINDER (binds symbols to the catalog, creates a logical plan of `LogicalOperator`s) -> OPTIMIZER (rule-based and cost-based) -> PHYSICAL PLAN GENERATOR (`PhysicalOperator` tree) -> EXECUTOR (vectorized, parallel pipelines) -> results.",
])
mem("parser", "knowledge", "Parser (src/parser/)", ["parser", "ast", "peg", "sql"], [
    "Converts SQL strings to an Abstract Syntax Tree using a PEG-based parser; outputs `SQLStatement`, `ParsedExpression`, `TableRef` objects.",
    "The grammar is in `*.gram` files, generated using `scripts/parser/build_grammar.sh`; key subdirectories `expression/`, `statement/`, `tableref/`, `peg/`.",
    "For adding new grammar see `src/parser/peg/README.md`; each new grammar rule must have a corresponding transformer rule in `src/parser/peg/transformer`.",
])
mem("planner", "knowledge", "Planner and binder (src/planner/)", ["planner", "binder", "logical-plan"], [
    "Binds symbols to catalog entries and resolves types, and creates the logical query execution plan.",
    "Key classes: `Binder`, `LogicalOperator`, bound `Expression` types; subdirectories `binder/`, `expression/`, `subquery/`. Logical planning starts in `src/planner/binder/query_planner.cpp`.",
])
mem("optimizer", "knowledge", "Optimizer (src/optimizer/)", ["optimizer", "pushdown", "join-order", "rules"], [
    "Transforms logical plans without changing semantics: predicate pushdown, join ordering, expression rewriting, etc.",
    "Subdirectories `join_order/`, `statistics/`, `rule/`, `pushdown/`; orchestration in `src/optimizer/optimizer.cpp`.",
])
mem("execution-engine", "knowledge", "Execution engine (src/execution/)", ["execution", "operators", "physical-plan"], [
    "Converts the logical plan to a physical plan and executes it: a push-based vectorized execution model processing data in batches (typically 2048 rows).",
    "Key subdirectories: `operator/` (scan, join, filter, aggregate, etc.), `expression_executor/`; physical plan generation in `src/execution/physical_plan/physical_plan_generator.cpp`.",
])
mem("storage", "knowledge", "Storage (src/storage/)", ["storage", "buffer", "compression", "wal", "checkpoint"], [
    "Manages persistent data storage and buffer management: block-based storage with compression, and a WAL (Write-Ahead Log) for durability.",
    "Subdirectories: `buffer/`, `compression/`, `checkpoint/`, `table/`.",
])
mem("catalog", "knowledge", "Catalog (src/catalog/)", ["catalog", "metadata", "schemas"], [
    "Metadata management for tables, schemas, functions, types, etc.; the single source of truth for database metadata.",
    "Key classes: `Catalog`, `CatalogEntry`, `SchemaCatalogEntry`.",
])
mem("transactions", "knowledge", "Transaction manager (src/transaction/)", ["transactions", "mvcc", "acid"], [
    "ACID transaction management with MVCC; coordinates concurrent access to data.",
    "Key files: `transaction_manager.cpp`, `undo_buffer.cpp`, `wal_write_state.cpp`.",
])
mem("parallel-execution", "knowledge", "Parallel execution (src/parallel/)", ["parallel", "threads", "pipelines", "scheduler"], [
    "Multi-threaded execution with task scheduling and pipeline-based parallelism.",
    "Key files: `executor.cpp`, `pipeline_executor.cpp`, `task_scheduler.cpp`.",
])
mem("functions", "knowledge", "Functions (src/function/)", ["functions", "scalar", "aggregate", "window"], [
    "Built-in function implementations, by type: `scalar/`, `aggregate/`, `table/`, `window/`, `pragma/`.",
    "Check function registration in the catalog when tracing a feature.",
])
mem("directory-structure", "knowledge", "Directory structure", ["layout", "directories", "repository"], [
    "`src/` core C++ source (`src/include/duckdb/` public headers, `common/` shared utilities and types, `main/` database and connection management); `extension/` in-tree extensions (parquet, json, icu, etc.); `test/` test framework and cases (`test/sql/` SQL regression tests, `test/api/` C/C++ API tests).",
    "`tools/` shell, sqllogictest, Swift; `benchmark/` benchmark suites (TPC-H, TPC-DS, etc.); `scripts/` build and utility scripts; `third_party/` third-party dependencies.",
])
# AGENTS.md and the patches README: extensions
mem("in-tree-extensions", "knowledge", "In-tree extensions", ["extensions", "in-tree", "extension"], [
    "In-tree extensions are located in the `extension/` directory; full list in `.github/config/in_tree_extensions.cmake`.",
    "Their code can be edited directly and checked into the repository.",
])
mem("out-of-tree-extensions", "rule", "Out-of-tree extensions change through patch files", ["extensions", "out-of-tree", "patches"], [
    "Out-of-tree extensions are located in a separate git repository; full list in `.github/config/out_of_tree_extensions.cmake`.",
    "When changes have to be made, they have to be made in patch files stored in `.github/patches`.",
])
mem("extension-patches", "skill", "Patching an extension after a breaking change", ["extensions", "patches", "apply-patches", "git-tag"], [
    "When a change to DuckDB breaks compatibility with an out-of-tree extension: in `.github/config/extensions/<ext>.cmake` set `APPLY_PATCHES` in `duckdb_extension_load`; clone the extension at the `GIT_TAG` from that file, apply the existing patches, make the changes, and `git diff > .github/patches/extensions/<ext>/fix.patch`; commit the patch with a descriptive name.",
    "The patching mechanism fails if `APPLY_PATCHES` is set with no patches in `.github/patches/extensions/<ext>/*.patch`.",
    "Later: a PR to the extension applies the patches; a PR to DuckDB then removes the patches and the `APPLY_PATCHES` flag and updates the hash of the extension in the config.",
])
mem("building-extensions", "skill", "Building with extensions", ["extensions", "build", "make"], [
    "Build all extensions: `BUILD_ALL_EXT=1 make`.",
    "Build specific extensions: `DUCKDB_EXTENSIONS='json;icu' make`.",
])
# AGENTS.md: development patterns
mem("vectorized-data-flow", "knowledge", "Data flow: vectorized processing", ["vectors", "vectorized", "batches", "columns"], [
    "Data is processed in columnar batches (not row-by-row), typically 2048 rows per batch; the `Vector` class represents a columnar batch of data.",
    "`ColumnBinding` is the unique identifier `(table_index, column_index)` for columns throughout planning and execution.",
])
mem("expression-types", "knowledge", "Expression types", ["expressions", "parsed", "bound"], [
    "`ParsedExpression` - from the parser, unbound; `Expression` - bound with type information; `ExpressionExecutor` - vectorized execution of expressions.",
])
mem("memory-management", "rule", "Memory management: smart pointers", ["memory", "pointers", "unique_ptr", "ownership"], [
    "Prefer `unique_ptr<T>` for exclusive ownership; use `shared_ptr<T>` only when you absolutely have to.",
    "`optional_ptr<T>` for nullable references, `reference<T>` for non-nullable references; never use raw pointers.",
    "Do not use `malloc`; keywords `new` and `delete` are a code smell.",
])
mem("type-system", "knowledge", "Type system", ["types", "logicaltype", "casts"], [
    "`LogicalType` is the abstract data type representation; type promotion rules are in `src/function/cast_rules.cpp`; custom types are supported via the extension system.",
])
mem("common-patterns", "knowledge", "Common code patterns", ["patterns", "visitor", "serialization"], [
    "Visitor pattern for tree traversal (`LogicalOperatorVisitor`, `ExpressionIterator`); factory pattern: `Deserialize()` methods for object creation; class hierarchies with base classes like `*Operator`, `*Entry`, `*Expression` and typed subclasses.",
])
# AGENTS.md and CONTRIBUTING.md: coding guidelines
mem("integer-types", "rule", "Fixed-width integer types and idx_t", ["types", "integers", "idx_t"], [
    "Use `[u]int(8|16|32|64)_t` instead of `int`, `long`, `uint` etc.",
    "Use `idx_t` instead of `size_t` for offsets, indices and counts of any kind.",
])
mem("cpp-style", "rule", "C++ guidelines", ["cpp", "style", "const", "namespaces"], [
    "Use `const` whenever possible, and `const` references for arguments of non-trivial objects (e.g. `std::vector`); prefer references over pointers as arguments.",
    "Do not import namespaces (e.g. `using std`); all functions in source files in the core (`src` directory) should be part of the `duckdb` namespace.",
    "When overriding a virtual method, avoid repeating virtual and always use `override` or `final`.",
    "Use C++11 range-based for loops when possible; always use braces for if statements and loops, avoid single-line ifs and loops; never use `const_cast`.",
])
mem("cpp-constructs", "rule", "Enums, constants, early returns", ["cpp", "enum", "constants", "style"], [
    "Always use `enum class`, never a C-style `enum`; assign an explicit storage layout (`: uint8_t`) only if the enum is intended to be serialized.",
    "Avoid unnamed magic numbers: use named variables stored in a `constexpr`.",
    "Return early; avoid deep nested branches. Do not include commented out code blocks in pull requests.",
])
mem("comments", "rule", "Comment conventions", ["comments", "style"], [
    "Keep comments short, in general one short line; code should be mostly self-descriptive.",
    "Avoid comments specific to how a change was made that relate to a specific issue (\"add +1 to fix an off-by-one error\"); those belong in the PR description or commit message.",
])
mem("naming", "rule", "Naming conventions", ["naming", "style", "clang-tidy"], [
    "Files `snake_case` (`abstract_operator.cpp`); types `PascalCase` (`LogicalOperator`); variables `snake_case` (`chunk_size`); functions `PascalCase` (`GetChunk`).",
    "Choose descriptive names; avoid single-letter names, and `i`, `j` in nested loops (prefer `column_idx`, `check_idx`). Partially enforced by `clang-tidy`.",
])
mem("class-layout", "rule", "Class layout", ["classes", "layout", "public", "private"], [
    "Start with a `public` block containing the constructor and public variables, then a `public` block with the public methods; after that the private functions, then the private variables, each in its own block.",
])
mem("error-handling", "rule", "Error handling", ["errors", "exceptions", "asserts", "D_ASSERT"], [
    "Use exceptions only for errors that terminate a query (parser error, table not found, out-of-memory); use return values for errors that are recoverable during a query.",
    "Use `D_ASSERT` for programmer errors, never triggered by user input; assert liberally, with a comment next to the assert saying what went wrong. Avoid `D_ASSERT(a > b + 3);` without context.",
    "Try to add test cases that trigger exceptions; if an exception cannot easily be triggered by a test, it should probably be an assertion.",
])
mem("testing-requirements", "rule", "Testing requirements", ["tests", "coverage", "sqllogictest"], [
    "Prefer the sqllogictest framework (`.test` files) over C++ tests; only write C++ tests if you absolutely need to (e.g. concurrent connections or other exotic behavior).",
    "Write many tests; test with different types (numerics, strings, complex nested types); test unexpected and incorrect usage, not just the happy path.",
    "Look at the code coverage report of your branch and cover all code paths in the fast unit tests; large branches of code should be either covered or removed.",
])
mem("navigation", "knowledge", "Finding components", ["navigation", "entry-points", "search"], [
    "Entry point `src/main/database.cpp` (DatabaseInstance); query execution coordinator `src/main/client_context.cpp`; SQL parsing `src/parser/parser.cpp`; execution orchestration `src/parallel/executor.cpp`.",
    "Function definitions are typically in `.cpp` files, class declarations in `src/include/duckdb/` headers, test cases in `test/sql/` by functionality.",
])
mem("understanding-a-feature", "skill", "Understanding a feature", ["architecture", "tracing", "features"], [
    "Find test cases in `test/sql/` to see usage examples; trace from parser -> planner -> optimizer -> execution; look for the corresponding `*Statement`, `*Operator`, `*Expression` classes; check function registration in the catalog.",
])
mem("generated-files", "rule", "Modifying generated files", ["generated", "codegen", "generate-files"], [
    "Some files are auto-generated: after modifying their sources, run `make generate-files`.",
    "It regenerates the C API bindings, function registration, settings, serialization code, storage info, metric enums and enum utilities.",
])
# src/parser/peg/README.md
mem("peg-grammar", "knowledge", "PEG grammar syntax", ["parser", "peg", "grammar", "gram"], [
    "Grammar rules are defined in `.gram` files, typically one per SQL statement type (`select.gram`, `insert.gram`), with `RuleName <- RuleDefinition`; keyword literals are single-quoted and case-insensitive.",
    "`/` is ordered choice: the first successful match wins, so more specific alternatives must come before general ones (`YEAR TO MONTH` before `YEAR`).",
    "`?` optional, `*` / `+` repeat, parentheses group; parameterized macros `List(D)` and `Parens(D)` are defined in `common.gram`. Negative lookahead `!` is parsed but currently ignored by the matcher.",
])
mem("peg-keywords", "rule", "Parser keywords", ["parser", "keywords", "reserved"], [
    "Keywords are defined in list files under `grammar/keywords/`: `reserved_keyword.list` (cannot be identifiers), `unreserved_keyword.list`, `column_name_keyword.list`, `func_name_keyword.list`, `type_name_keyword.list`.",
    "A keyword must appear in exactly one list; the build script validates this.",
])
mem("build-grammar", "rule", "Regenerate the grammar after editing it", ["parser", "grammar", "generated", "build_grammar"], [
    "After modifying `.gram` files or keyword lists, regenerate the inlined grammar files: `./scripts/parser/build_grammar.sh`.",
    "It generates `inlined_grammar.gram`, `inlined_grammar.hpp` and `keyword_map.cpp`. Do not edit generated files manually - they will be overwritten by the build script.",
])
mem("transformer-rules", "skill", "Implementing transformer rules", ["parser", "transformer", "ast", "peg"], [
    "Each grammar rule that produces a parse result needs a transformer function converting it into a DuckDB AST node (`SQLStatement`, `QueryNode`, `ParsedExpression`).",
    "`build_grammar.sh` runs `scripts/parser/generate_transformer.py`, which reads `scripts/parser/grammar_types.yml` to map grammar rules to C++ return types and updates `peg_transformer.hpp`, `transform_generated.cpp` and `matcher.cpp`; if a wrapper needs a hand-written body, add it to the right `transform_*.cpp` file and rerun.",
    "A transformer casts the parse result (`ListParseResult`, `ChoiceParseResult`, `OptionalParseResult`), extracts children by index, transforms them with `transformer.Transform<T>(child)` and builds the node; register it with `REGISTER_TRANSFORM` in `peg_transformer_factory.cpp`.",
])
# test/README.md
mem("test-environment", "knowledge", "The test runner's environment variables", ["tests", "unittest", "environment", "data-dir"], [
    "Within SQL tests the runner sets `TEST_NAME`, `TEST_ID`, `TEST_UUID`, `RUN_ID`, `WORKING_DIR`, `BUILD_DIR`, `DATA_DIR`, `TEMP_DIR`, `LOCAL_TEMP_DIR`, `CATALOG_DIR`; these names are reserved, and `--env-passthrough` or a config `test_env` may not set them.",
    "`DATA_DIR` (fixture data, default `{WORKING_DIR}/data`) is set with `--data-dir`, `DUCKDB_TEST_DATA_DIR` or the `data_dir` config option, and may be remote (`az://`, `s3://`).",
])
mem("test-temp-dir", "knowledge", "Test temp directories", ["tests", "temp-dir", "test_dir", "sandbox"], [
    "Every test gets one scratch directory, `{TEST_DIR}` (the same as `TEMP_DIR`), at `TEMP_DIR_ROOT/[RUN_ID]/[TEST_ID]`; it is relative by default so machine paths do not leak into test output; use `TEMP_DIR_ABSOLUTE` for `file://` URIs.",
    "`--temp-dir-destroy {never,on-success,always}` governs the lifecycle, including the HOME sandbox; `--database-destroy` keeps or removes the loaded database files.",
    "Out-of-tree extension tests `chdir` into their own source dir, so for them the runner pins `{TEST_DIR}` to an absolute path.",
])
# CONTRIBUTING.md
mem("bug-reports", "knowledge", "Reporting a bug", ["bugs", "issues", "reproduction"], [
    "Ensure the bug was not already reported by searching the GitHub issues; if not, open a new one with a title and clear description and a code sample or an executable test case demonstrating the expected behavior.",
])
mem("bugfix-patches", "rule", "Patches that fix a bug", ["bugs", "fix", "tests", "pull-request"], [
    "If possible, add a unit test case to make sure the issue does not occur again; run the code formatter (`make format-fix`).",
    "Ensure the PR description clearly describes the problem and solution; include the relevant issue number if applicable.",
])
mem("pull-requests", "rule", "Pull requests", ["pull-request", "fork", "review"], [
    "Do not commit or push directly to the main branch: create a fork and file a pull request. When maintaining a branch, merge frequently with main and submit pull requests to main frequently.",
    "Avoid large pull requests; split a bigger issue into several smaller ones. Outside contributors discuss intended changes with the core team on GitHub first.",
    "Do not open \"Draft\" pull requests; run CI on your fork and branch first. Refrain from opening pull requests to fix minor typos.",
])
mem("ci-failures", "knowledge", "CI for pull requests", ["ci", "github-actions", "failures"], [
    "Pull requests need to pass all continuous integration checks before merging; pushing to an open pull request moves it to Draft, mark it \"Ready for Review\" once it passes on your fork.",
    "CI failures may be unrelated: merge with main frequently and run `make format-fix` (sometimes `generate-files`), check whether other PRs fail on the same tests, and check there is no overlap between your changes and the breaking CI.",
    "Before running GitHub Actions on a fork, fetch all git tags from duckdb/duckdb and push them to the fork (`git fetch <remote> --tags`, `git push --tags`).",
])
mem("nightly-ci", "knowledge", "Nightly CI", ["ci", "nightly", "packages"], [
    "Package creation and long-running tests are performed during a nightly run; on a fork, long-running tests (`NightlyTests.yml`) can be triggered manually for any branch.",
])
mem("building", "skill", "Building faster", ["build", "ninja", "ccache", "parallel"], [
    "Build with `make`, or `make debug` for debugging. For parallel builds use Ninja: `GEN=ninja make`; if the default number of parallel processes locks up the system, restrict it: `CMAKE_BUILD_PARALLEL_LEVEL=4 GEN=ninja make`.",
    "To speed up rebuilds install ccache; the build system detects and uses it automatically.",
])
mem("ai-policy", "rule", "Generative AI policy", ["ai", "llm", "pull-request"], [
    "Please do not submit pull requests generated by AI (LLMs); reviewing such PRs puts a considerable burden on the maintainers.",
])
