"""Memories of the ocaml set: ocaml/ocaml's own contributor guidance on its trunk branch at fd41e1ab55
(2024-10-24, the newest commit of the stored snapshot): CONTRIBUTING.md, HACKING.adoc, BOOTSTRAP.adoc,
parsing/HACKING.adoc and CONFLICTS.md, runtime/HACKING.adoc, stdlib/CONTRIBUTING.md and HACKING.adoc,
typing/HACKING.adoc, utils/HACKING.adoc, testsuite/HACKING.adoc, ocamltest/README.md, manual/README.md,
release-info/introduction.md and howto.md, asmcomp/<arch>/NOTES.md. INSTALL.adoc, README.win32.adoc and the
maintainer list are left out: they describe building or using the distribution, or who is who. One memory per
section or a few short sections, in the project's words (lightly cut).
The text is the OCaml authors' (LGPL 2.1 with the OCaml linking exception); quoted here, cut, only as
evaluation data."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2024-10-24")

# CONTRIBUTING.md
mem("pull-request-workflow", "rule", "All changes go through a GitHub pull request approved by a core maintainer", ["workflow", "pull-request", "review"], [
    "All changes to the OCaml distribution need to be processed through the GitHub Pull Request (PR) system: fork the ocaml/ocaml repository, create a branch for the proposal on your fork and submit it as a Pull Request on the upstream repository.",
    "A PR needs to get an explicit approval from one of the core maintainers in order to be merged. Reviews by external contributors are very much appreciated.",
    "Check the 'Allow edits from maintainer' flag on your PRs: maintainers need to apply small changes to contributed branches themselves (fixing conflicts, adjusting a Changelog entry, code changes required by reviewers).",
])
mem("typographical-rules", "rule", "No trailing whitespace, no line over 80 columns, no tabs, no non-ASCII characters", ["style", "typography", "check-typo"], [
    "You should not leave trailing whitespace; not have line longer than 80 columns, not use tab characters (spaces only), and not use non-ASCII characters. These typographical rules can be checked with the script tools/check-typo.",
])
mem("local-style-and-cleanups", "rule", "Follow the local style of the code around your change; code cleanups go in separate commits", ["style", "cleanup", "refactoring"], [
    "There are no strongly enforced guidelines specific to the compiler, and the style may differ in the different parts of the compiler. Keep the general OCaml Programming Guidelines in mind; otherwise we strive for good taste and local consistency (following the code located around your change).",
    "Style-related changes (more descriptive names for variables throughout a module, factoring repeated code patterns as auxiliary functions, comments documenting a part of the code) can be code cleanup commits at the beginning of your patch series, or a change proposal of their own. Cleanups should remain separate commits from the functional changes: it is easier to review commits that are marked as exactly preserving the code semantics.",
])
mem("tests-with-every-change", "rule", "Test you must: regression tests for bug fixes, correctness tests for new features", ["testing", "regression", "pull-request"], [
    "Whenever applicable, merge requests must come with tests exercising the affected features: regression tests for bug fixes, and correctness tests for new features (including corner cases and failure cases). Warnings and errors should also be tested.",
    "Adding tests is also a way to make sure reviewers see working (and failing) examples of the feature you fix, extend or introduce, rather than just an abstract description of it. See testsuite/HACKING.adoc for how to write tests and run the testsuite.",
])
mem("pull-request-description", "rule", "Describe the proposed change precisely: summary, justification, design, use cases", ["pull-request", "description", "review"], [
    "The description of the merge request must contain a precise explanation of the proposed change: a summary of the change, a justification of why it is beneficial, and a high-level description of the design with example use cases, before the implementation details.",
    "Changes have a cost: they require review work and may accidentally introduce new bugs. Communicating clearly the benefits of your PR will reassure and motivate potential reviewers.",
])
mem("comments-in-code", "rule", "Explain any subtlety in a comment; name the issue number next to non-obvious bug-fix code", ["comments", "documentation", "review"], [
    "Explanations from the merge request that make sense as comments in the code, or documentation in the manual, should be included there as well. Any subtlety in code that cannot be made self-explanatory should come with an explanation in comment. If you add some non-obvious code specifically to fix a bug, include the issue number in comments.",
    "Do not assume that code reviewers are all experts in the existing codebase: if you use subtle code, add a comment, even if the same kind of code is used somewhere else in the same module.",
])
mem("user-documentation", "rule", "Document changes in the .mli documentation comments, the reference manual and the man pages", ["documentation", "mli", "manual", "man-pages"], [
    "Changes affecting the compiler libraries should be reflected in the documentation comments of the relevant .mli files. After running `make html_doc`, the HTML Standard Library documentation is at ./api_docgen/html/libref/index.html.",
    "Include changes to the OCaml Reference Manual (in particular for any change in the surface language); the manual is part of the main repository under manual/.",
    "Changes in command-line options should be integrated in the manual, but also in the man pages present in the man/ sub-directory.",
])
mem("changes-entry", "rule", "Every user-visible change has a Changes entry in the right section, with PR numbers and credits", ["changelog", "changes", "release-notes"], [
    "Any user-visible change should have a Changes entry: in the right section (named sections if major feature, generic 'Bug fixes' and 'Feature requests' otherwise); using the label '*' if it breaks existing programs, '-' otherwise; with all relevant issue and PR numbers #{N} in ascending numerical order; entries in each section sorted by issue/PR number.",
    "Write a concise readable description that makes sense to end-users reading release notes, and credit the people that worked on the feature: the authors, substantial reviews or design advice, and the reporter of the bug. Format: `{label} {issue number(s)}: {readable description}` with `({credits})` on their own line, aligned with the issue number.",
    "Do not under-estimate the importance of a good changelog: users do read the release notes, and things forgotten from the changelog will cause pain or regrets down the line.",
])
mem("clean-patch-series", "rule", "Rebase into a clean, bisectable patch series with readable commit messages", ["git", "commits", "rebase", "history"], [
    "Before submitting, rebase your patch series on top of the branch you want to merge into (usually trunk), into a few well-separated, self-contained patches, erasing history that does not make sense after the merge (back-and-forth between designs).",
    "The series must be bisectable: the distribution should be in a good state after each patch; later commits that fix bugs in previous commits should be squashed into the commit they fix.",
    "Commit messages should not overflow 80 columns: a one-line header (with issue number if applicable), a blank line, then paragraphs of explanation if needed.",
])
mem("contributing-optimizations", "rule", "Optimizations: explain benefits and limits, provide benchmarks, justify correctness", ["optimization", "performance", "benchmarks"], [
    "Explain the benefits of the optimization (faster code, smaller code, improved cache behaviour, lower power consumption, increased compilation speed), when it does and does not apply, and when it may be detrimental.",
    "Provide benchmark measurements, ideally with full-scale applications as well as microbenchmarks, some of them on open source code. Justify the correctness of the optimization and discuss a testing strategy to ensure it does not introduce bugs.",
    "A major criterion is the balance between the increased complexity of the compiler code and the expected benefits.",
])
mem("collective-maintenance", "knowledge", "Collective maintenance: review pull requests in proportion to what you submit", ["maintenance", "review", "community"], [
    "Proposing changes generates maintenance work for other people: reviewing pull requests or language change proposals, turning suggestions into actionable issues, bug fixes of general interest, improving documentation, documenting the codebase.",
    "If your contributions generate maintenance work for others, we expect that you spend a fraction of your contribution time on maintenance tasks, typically on the parts of the compiler codebase you already work on. A good discipline is to review at least as many pull requests as you submit.",
])
mem("contributor-license-agreement", "rule", "Larger changes covered by copyright need a signed Contributor License Agreement", ["license", "cla", "copyright"], [
    "Small changes that do not bear a specific mark of their authors need no paperwork. Larger changes covered by copyright require contributors to sign a Contributor License Agreement (CLA), individual or corporate, which gives INRIA the rights to integrate, maintain and redistribute the contribution; it is not a copyright assignment.",
])

# stdlib/CONTRIBUTING.md and stdlib/HACKING.adoc
mem("stdlib-contributions", "rule", "Standard library additions: stability, backward compatibility, a long-term commitment", ["stdlib", "compatibility", "api"], [
    "Proposals to evolve the standard library are evaluated with very high standards, similar to those applied to the evolution of the surface language. A key property of the standard library is its stability: breakage of existing code should be limited as much as possible (and assessed), and any addition creates a long-term support commitment; once a concrete type or function is public, changing it cannot be done easily.",
    "There is no plan to extend dramatically the domain covered: support for XML, JSON or network protocols is very likely to be rejected. Small additions to existing modules get in more easily when they cannot easily be implemented externally, help independent libraries communicate, or fill obvious gaps.",
    "Standard guidelines apply: proper documentation, proper tests, portability (yes, also Windows!), and a good justification of why the change should go into stdlib.",
])
mem("stdlib-naming-and-api", "rule", "Stdlib function names and argument order follow the existing modules", ["stdlib", "naming", "api", "labels"], [
    "The name of a function should be descriptive and already make the usage clear. If a similar function already exists in another module of the standard library, use the same name and argument order.",
    "If the function takes several arguments of the same type, labels on some of them avoid confusion about argument order. Check alternative standard libraries (Base, Batteries, ExtLib, containers) and other languages' standard libraries for names and API.",
])
mem("stdlib-new-module", "skill", "Add a module to the standard library", ["stdlib", "modules", "depend"], [
    "Create the new .mli and .ml files. Define the module in stdlib/stdlib.mli and stdlib/stdlib.ml in the section commented MODULE_ALIASES, keeping the alphabetical ordering and whitespace alignment of module aliases.",
    "Add the module name to STDLIB_MODULE_BASENAMES in stdlib/StdlibModules, keeping the list sorted in dependency order. Run `make alldepend` to update the .depend files (never edited by hand), then `make clean` or `make partialclean`, then `make`. Adding several modules: rebuild after each one.",
])

# HACKING.adoc
mem("first-compiler-modification", "skill", "Your first compiler modification: branch, configure, build, try, run the testsuite", ["build", "workflow", "branches"], [
    "Create a git branch based on trunk; a fix for a release (say 4.11.1) is based on the release branch 4.11, not the release tag. configure recognises a development build from `+dev` in the version number; release tarballs and tags disable ocamltest and C warnings as errors (add --enable-ocamltest and --enable-warn-error).",
    "Build with `./configure` and `make -j 4`; try ocamlc, ocamlopt or their .opt versions, and the toplevel with `make runtop`; run `make tests` from time to time.",
])
mem("compiler-pipeline", "knowledge", "Compilation pipeline: driver, parsing, typing, bytecode and native compilers", ["architecture", "driver", "compiler"], [
    "driver/ contains the main function of the compilers: it parses the command-line arguments and composes the compiler passes. parsing/ produces the AST (parsetree.mli); Camlp4 and ppx preprocessing live in driver/pparse.ml. typing/ type-checks the AST into a typed representation (typedtree.mli).",
    "bytecomp/ is the bytecode compiler; middle_end/ (flambda) and asmcomp/ are the native compiler. compilerlibs/ exposes the compiler as a library; toplevel/ is the interactive system; debugger/ the replay debugger.",
])
mem("runtime-system", "knowledge", "The runtime system: C sources in runtime/, headers in runtime/caml", ["runtime", "c", "gc"], [
    "The runtime holds the low-level routines that OCaml programs use during execution: garbage collection, interaction with the operating system (IO in particular), primitives on OCaml data structures. Mostly C, with rare assembly in architecture-specific files; the includes for the .c files are in runtime/caml.",
    "Some files are used only by bytecode programs, some only by native programs, most are common: see runtime_COMMON_C_SOURCES, runtime_BYTECODE_ONLY_C_SOURCES and runtime_NATIVE_ONLY_C_SOURCES in the Makefile.",
])
mem("libraries-and-tools", "knowledge", "stdlib, otherlibs (unix, threads, dynlink, str), ocamllex and ocamlyacc", ["stdlib", "otherlibs", "lex", "yacc"], [
    "stdlib/ is the standard library: each file is largely independent. otherlibs/ holds the external libraries unix, threads, dynlink and str.",
    "lex/ is the ocamllex lexer generator and yacc/ the ocamlyacc parser generator; we do not recommend ocamlyacc for user projects (use menhir). ocamldoc/ is the documentation generator; `make html_doc` builds the library documentation from .mli comments.",
])
mem("merge-commits-and-cherry-picks", "rule", "Keep merge commits for pull requests; cherry-pick the merge commit with -x -m 1", ["git", "merge", "cherry-pick", "backport"], [
    "Having the GitHub PR number in the git log is very useful for later triaging; 'Rebase and merge' is disabled because it produces no merge commit.",
    "When you cherry-pick a PR into another branch, cherry-pick the merge-style commit rather than individual commits, with -x to record the original hash: `git cherry-pick -x -m 1 <merge-commit-hash>`.",
])
mem("testing-with-opam", "skill", "Test a development compiler in an opam switch; incremental installs with opam-custom-install", ["opam", "switch", "packages"], [
    "Create an opam switch from the development repository with `opam switch create . --empty` and `opam install .`; to test someone else's branch, pin `ocaml-variants` to git+https://REPO#branch.",
    "For incremental builds configure with the switch prefix (`./configure --prefix=$(opam var prefix)`), then `opam custom-install ocaml-variants -- make install`; `--no-recompilations` keeps the installed packages (unsafe if core libraries change). `opam install . --assume-built` installs from the working directory.",
])
mem("makefile-targets", "knowledge", "Useful Makefile targets: runtop, natruntop, partialclean, depend, V=1", ["make", "build", "toplevel"], [
    "`make runtop` builds and runs the toplevel (`make runtop-with-otherlibs` for Unix and other otherlibs); `make natruntop` the native toplevel; `make partialclean` cleans the OCaml files but keeps the compiled C files; `make depend` regenerates .depend each time new dependencies are added between files.",
    "`make foo V=1` shows the full commands. Developer targets are in Makefile.dev, available in a git clone but not a tarball.",
])
mem("configure-options", "knowledge", "Stored configure options (git config ocaml.configure) and a configure cache", ["configure", "autoconf", "build"], [
    "Options you always pass to configure can be stored in git: `git config --global ocaml.configure '--disable-debug-runtime'`; configure adds them before the options on the command line, so those can override them.",
    "`git config --global ocaml.configure-cache .` makes configure keep a host-specific cache file (ocaml-host.cache), shared between worktrees with `..`.",
])
mem("faster-builds-and-merlin", "skill", "Speed up builds with boot/ocamlc.opt; use merlin through the dune build", ["build", "merlin", "dune", "editor"], [
    "Once a native ocamlc.opt is built, copy it to boot/ to speed up future builds; after boot/ocamlc changes (make bootstrap), repeat.",
    "Compiled object formats of the development compiler are incompatible with merlin: build the compiler with an older version of itself through the experimental dune rules (`make clean && dune build @libs`), repeating the dune build when an interface changes. When a new runtime primitive is used in the stdlib straight away, the compiler cannot be built by an older one.",
])
mem("license", "knowledge", "LGPL 2.1 with the OCaml linking exception", ["license", "lgpl"], [
    "The OCaml distribution (compiler, runtime, standard library, tools) is licensed under the LGPL version 2.1 with a linking exception (SPDX: LGPL-2.1 WITH OCaml-LGPL-linking-exception). Modified versions you distribute must remain free under the same license; linking statically or dynamically with the runtime and standard library is fine.",
])
mem("check-typo", "skill", "Run tools/check-typo on changed files; the pre-commit hook; opting out in .gitattributes", ["check-typo", "ci", "style", "hooks"], [
    "`./tools/check-typo` checks all source files (slow); `./tools/check-typo <path>` a file or directory; `./tools/check-typo-since trunk` the files changed since trunk, typically instantly.",
    "Copy tools/pre-commit-githook to .git/hooks/pre-commit to run check-typo on every commit; it also checks that a committed configure script is up-to-date. Files that need to opt out of checks get `typo.foo` attributes in .gitattributes.",
])
mem("github-ci", "knowledge", "GitHub Actions and AppVeyor: build.yml, runner.sh, the hygiene checks and the Changes check", ["ci", "github-actions", "appveyor", "windows"], [
    "The GitHub Actions scripts are in .github/workflows/build.yml; reproduce the default build with `bash -ex tools/ci/actions/runner.sh configure`.",
    "hygiene.yml inspects the patch of a pull request. 'Changes updated' checks that the Changes file was modified; it can be disabled with '(no change entry needed)' in a commit message, but in general all patches should come with a Changes entry.",
    "The Windows ports take a long time to test; AppVeyor's matrix is set in appveyor.yml through PORT (mingw, msvc or cygwin, 32 or 64), BOOTSTRAP_FLEXDLL, BUILD_MODE and SDK.",
])
mem("inria-ci", "skill", "Run INRIA's Jenkins CI (precheck) on a branch for exotic architectures", ["ci", "inria", "jenkins", "precheck"], [
    "INRIA's Jenkins CI covers more architectures (MSVC and MinGW, s390x, macOS versions) but runs only on trunk and release branches. If your changes may fail on exotic architectures (build system, backend code generator), push a branch to your fork and start https://ci.inria.fr/ocaml/job/precheck with REPO_URL and BRANCH.",
    "The main and precheck jobs run tools/ci-build; edit it on your branch to change what is tested (e.g. OCAML_JOBS=10 for parallel builds).",
])
mem("winpthreads", "skill", "The winpthreads submodule for the MSVC port", ["windows", "msvc", "submodule", "pthread"], [
    "winpthreads emulates pthread for the MSVC port; our submodule points to a git subtree split of mingw-w64-libraries/winpthreads. Recreate or update it with `git subtree -P mingw-w64-libraries/winpthreads split`, then update the submodule in the ocaml repository.",
])

# BOOTSTRAP.adoc
mem("bootstrap", "skill", "Bootstrap the compiler: when the boot/ binaries must be updated and how", ["bootstrap", "boot", "cmi"], [
    "A bootstrap is required when something changes in the runtime system (the magic number of bytecode executables, the format of bytecode instructions, the set of available primitives) or in the format of compiled object files like .cmi (changing how a type is represented changes .cmi files).",
    "Start from a clean tree, `./configure`, reach a stable state with `make world`; only then edit the sources; `make coreall`; test the new system; then `make bootstrap` to build the new boot/ binaries.",
    "Upstreaming: say in the commit message that the change needs a bootstrap, and commit the result of the bootstrap separately, after that commit. `OCAML_ARCH=linux ./tools/ci/inria/bootstrap` tests the procedure.",
])
mem("runtime-primitives", "skill", "Add, remove or rename a runtime primitive", ["primitives", "runtime", "bootstrap"], [
    "Primitives can be added without a bootstrap, but `make coldstart` is needed to use a new primitive in the standard library.",
    "Renaming: rename the primitive and its uses, add a temporary stub with the old name that calls the new primitive, `make coldstart`, `make coreall` (commit here), then remove the stub and `make bootstrap`. Removing: remove the uses first and `make coreall`, then remove the primitive, `make coreall` and `make bootstrap`.",
])

# parsing/HACKING.adoc, parsing/CONFLICTS.md
mem("parsetree-and-locations", "knowledge", "Parsetree, Asttypes and Location: the AST and error reporting", ["parsing", "ast", "locations", "errors"], [
    "Parsetree is the Abstract Syntax Tree representation of OCaml source code, well annotated with examples: a recommended read before any further exploration of the compiler (with Asttypes).",
    "Location contains utilities related to locations and error handling, in particular the handlers used for all the error reporting in the compiler.",
])
mem("parser-grammar", "skill", "Change the grammar in parser.mly: menhir, promote-menhir, and the AST comparison test", ["parser", "menhir", "grammar"], [
    "The parser is generated from parser.mly by menhir, an external tool you need only to modify the parser. The build works from a versioned copy of the generated parser in boot/menhir: after changing parser.mly, run `make promote-menhir` (see Makefile.menhir).",
    "To test parser changes that should not change the parsed AST: `make -j build-all-asts` and `make list-all-asts | xargs git add` before the change; make the change and promote-menhir; build the ASTs again and `git diff` shows any difference; remove the .ast files from the index afterwards.",
])
mem("grammar-conflicts", "knowledge", "Known conflicts in the grammar (parsing/CONFLICTS.md)", ["parser", "grammar", "conflicts"], [
    "Some of the conflicts and issues in the grammar are documented in parsing/CONFLICTS.md: for example `[t]` cannot be a valid atomic variant type, because deciding after `[t] foo` between a variant type parameter and a class parameter would need unbounded lookahead; the grammar uses `LBRACKET tag_field RBRACKET` instead.",
])

# runtime/HACKING.adoc
mem("debug-runtime", "skill", "Run a crashing program against the debug runtime (CAMLassert)", ["runtime", "debugging", "assertions"], [
    "Run a crashing test program against the debug runtime, which activates the CAMLassert debug assertions. Bytecode: `make runtime -j`, compile with `./ocamlc.opt -nostdlib -I stdlib`, run with `./runtime/ocamlrund`. Native: `make runtimeopt -j` and compile with `-runtime-variant d -I runtime`.",
    "The debug runtime does extra work: it may slow the program down, and sometimes make the issue vanish.",
])
mem("gc-messages-and-heap-checks", "skill", "GC messages (OCAMLRUNPARAM v) and heap verification (V=1)", ["gc", "runtime", "ocamlrunparam", "debugging"], [
    "The GC sends messages about what it is doing with the v option of OCAMLRUNPARAM: `OCAMLRUNPARAM=\"v=0xffffffff\"` enables all printing; caml_gc_log shows messages prefixed with the thread number (v=0x800).",
    "`OCAMLRUNPARAM=\"V=1\"` enables additional sanity checks on the heap during major GC cycles.",
])
mem("core-dumps-and-rr", "skill", "Stack traces after assertion failures (coredumpctl) and rr replay debugging", ["debugging", "gdb", "core-dump", "rr"], [
    "After 'Assertion failed ... Aborted (core dumped)', on systemd systems `coredumpctl dump` shows the last core dump, and `echo bt | coredumpctl debug` gives a full backtrace.",
    "rr gives deterministic replay debugging of the runtime; see the OCaml Multicore wiki.",
])
mem("sanitizers", "knowledge", "ThreadSanitizer: -fsanitize=thread for the runtime, --enable-tsan for generated code too", ["tsan", "sanitizers", "data-races", "runtime"], [
    "Instrument the runtime to detect data races by adding -fsanitize=thread to both CFLAGS and LDFLAGS (a slow build). --enable-tsan at configure also instruments the code generated by ocamlopt and suppresses a number of race reports from the runtime. Scripts for other sanitizers are in tools/ci/inria/sanitizers (they git clean -xfd).",
])

# typing/HACKING.adoc
mem("typechecker-reading", "knowledge", "The typechecker: reading list, Types, Typedtree and Env", ["typing", "type-inference", "typedtree"], [
    "Modifying the typechecker needs a good understanding of the OCaml type system and type inference: read Remy's 'Using, Understanding, and Unraveling the OCaml Language' and Kiselyov's 'Efficient and Insightful Generalization' (levels, polymorphism and generalization).",
    "Types and Typedtree are the two main data structures: the source annotated with all the information needed for type checking and inference. Env contains the environments; each typedtree node carries the environment it was type-checked in.",
])
mem("typechecker-modules", "knowledge", "Typechecker modules: Btype/Ctype, the Type* modules, the Include* modules, forward declarations", ["typing", "unification", "modules"], [
    "Btype and Ctype contain the low-level functions for typing (levels, unification, backtracking); Mtype utilities for modules. Typetexp types type expressions, Typecore the core language, Typemod modules, Typedecl type declarations, Typeclass the object system.",
    "Inclusion (module subtyping) is in Includecore, Includemod and Includeclass. OCaml permits no circular dependencies between files, so the typechecker uses forward declarations: references to functions filled later (Typecore.type_module is filled in Typemod).",
])

# utils/HACKING.adoc
mem("magic-numbers", "rule", "Change a magic number whenever a compiled file format changes; bump all of them each major release", ["magic-numbers", "file-formats", "compatibility", "release"], [
    "The magic numbers in config.common.ml.in are in the header of compiled files (cmi, cmo, cmx, cma, executables); we change the magic number whenever we change the format of the corresponding file. exec_magic_number is duplicated as EXEC_MAGIC in runtime/caml/exec.h: keep them in sync.",
    "It is more dangerous to forget to update a number than to update it too often. We bump all magic numbers on each new major release, just before the first testing release (beta or rc); a format change in a minor release for a critical bugfix bumps too.",
    "Run `tools/bump-magic-numbers xyz`; after the bootstrap, commit boot/{ocamlc,ocamllex}, build-aux/ocaml_version.m4 and configure.",
])

# testsuite/HACKING.adoc and ocamltest/README.md
mem("running-the-testsuite", "skill", "Run the testsuite: make tests, make parallel, make one DIR= / TEST= / LIST=", ["testsuite", "tests", "make"], [
    "`make tests` from the root runs all the tests (a few minutes). From testsuite/: `make all`, `make parallel` (GNU parallel, twice as fast), `make all-foo` / `make parallel-foo` for directories starting with foo, `make one DIR=tests/foo`, `make one TEST=tests/foo/bar.ml`, `make one LIST=tests.txt`.",
    "KEEP_TEST_DIR_ON_SUCCESS=1 keeps the temporary output files; OCAMLTESTDIR changes the output directory (default _ocamltest).",
])
mem("writing-tests", "rule", "Write tests as ocamltest TEST blocks; prefer expect-style tests", ["testsuite", "ocamltest", "expect-tests"], [
    "A test is a .ml file with a TEST block processed by ocamltest. The easiest start is to extend or copy an existing test. The test scripting language changed in April 2023 from the org-mode syntax to a C-like syntax (ocamltest -translate).",
    "File-based tests produce a .result file compared to one or several .reference files (which may differ for bytecode, native or flambda); expect-style tests are toplevel phrases with inline [%%expect {|...|}] blocks. Expect-style tests are easier to read and maintain: use them whenever the feature can be observed from the bytecode toplevel.",
])
mem("test-promotion", "rule", "Promote changed test output with make promote, and check the diff", ["testsuite", "promotion", "reference-files"], [
    "When a change of test output is intended (a compiler message, source locations in reference results), promote the current results with `make promote DIR=tests/foo` (or TEST=, LIST=) instead of editing each reference file.",
    "Whenever you promote test results, check carefully with `git diff` that the changes correspond to an intended output difference, not a regression; commit the reference files and explain in the commit message why the output changed.",
])
mem("test-dimensioning", "rule", "Tests run on 2 cores and 2 GB in under a minute; OCAML_TEST_SIZE for more", ["testsuite", "resources", "ci"], [
    "By default tests should run well on small virtual machines (2 cores, 2 GB RAM, 64 or 32 bits), taking at most one minute and preferably less than 10 seconds.",
    "Tests can check the OCAML_TEST_SIZE environment variable (1: 2 cores/2 GB, 2: 4 cores/4 GB 64-bit, 3: 8 cores/8 GB) to use more cores or memory; the default is always 2 cores and 2 GB.",
])
mem("ocamltest-tool", "knowledge", "ocamltest: test metadata in the test file; relies only on the stdlib parts the compiler uses", ["ocamltest", "testsuite", "tools"], [
    "ocamltest derives from annotations in a special comment at the beginning of a test program the exact way to compile and run it, so test metadata lives in the test file, separate from the machinery.",
    "ocamltest relies only on the part of the standard library used to develop the compiler itself: no Unix or Str. OCAMLSRCDIR overrides the sources location and OCAMLTESTDIR the build directory of tests.",
])

# manual/README.md
mem("building-the-manual", "skill", "Build the reference manual: LaTeX, HeVeA, make in manual/", ["manual", "latex", "hevea", "documentation"], [
    "Prerequisites: what the compiler needs, a LaTeX installation and the HeVeA LaTeX-to-HTML converter (check `kpsewhich hevea.sty`). Build the compiler (including the native one), then run `make` in manual/.",
    "Outputs: HTML in htmlman, plain text in textman/manual.txt, Info in infoman, PDF in texstuff/manual.pdf.",
])
mem("manual-sources", "knowledge", "Manual sources: parts and .etex chapters; unified-options.etex; consistency tests", ["manual", "etex", "options"], [
    "Each part of the manual is a directory and each chapter an .etex file: tutorials (core language, modules, objects, labels), refman (the language and its extensions, exten.etex), cmds (ocamlc, toplevel, ocamlrun, ocamlopt, lexyacc, ocamldep, ocamldoc, debugger, profiling, interfacing C, flambda, afl-fuzz, runtime tracing), library.",
    "ocamlc, ocamlopt and toplevel options are described together in unified-options.etex, included from comp.etex, native.etex and top.etex. manual/tests holds consistency tests keeping the manual and the compiler sources in sync.",
])
mem("manual-latex-conventions", "rule", "Manual LaTeX: labelled sections, caml_example environments, expected errors and warnings", ["manual", "latex", "examples"], [
    "Write \\section{s:basics}{Basics} (label first) rather than \\section{Basics\\label{s:basics}}, so hevea keeps stable links; \\lparagraph for paragraphs.",
    "tools/ocamltex evaluates caml_example (modes toplevel, verbatim, signature; toplevel phrases end with ;;) and caml_eval; it stops on an unexpected error or warning, so mark expected ones with [error] / [warning=8] or [@@expect error]; elide code with [@ellipsis]. The environments must start and end at the beginning of the line. tools/transf gives the BNF syntax environment.",
])

# release-info/introduction.md and howto.md
mem("version-numbers", "knowledge", "What an OCaml version means: major.minor.bugfix, ~alpha/~beta/~rc, +dev", ["versions", "release"], [
    "Versions are %i.%i.%i[~alpha%i|~beta%i|~rc%i|+%s]. The major version changes with major new features (OCaml 5: shared memory parallelism and effect handlers); every release increases the minor version, which may contain breaking changes; bugfix versions are completely backward compatible. `+dev0-2023-12-22` tags development versions.",
])
mem("release-schedule", "knowledge", "A minor release every six months; the feature freeze and the release branch", ["release", "branches", "feature-freeze", "backport"], [
    "A new minor version is released every six months, often late by up to two months. All PRs go to trunk. Three months before a release a separate branch is created; only bugfixes and documentation improvements go to the release branch, cherry-picked from trunk, never new features.",
    "Prereleases: alpha (nearly stable compiler-libs API, no new features, for merlin, ppxlib, dune), beta (stable API and features, for early adopters), rc (only emergency bug fixes). Bugfix releases backport safe fixes. 4.14 is an exceptional long term support version while OCaml 5 matures.",
])
mem("release-process", "skill", "Publish a release (release-info/howto.md)", ["release", "tags", "opam", "archives"], [
    "Check the repository state; bump magic numbers; check dependencies are up to date, that .depend files have no absolute paths, and run check-typo; run the tests.",
    "Update build-aux/ocaml_version.m4 (N+devD to the release version, then back to a dev version), the Changes header (remove 'next version', add a date) and ocaml-variants.opam; tag and push; for a new branch rename the 'Working version' Changes section and add a new one. Then the GitHub release, INRIA CI, README badge, opam packages, release archives and checksums, the reference manual upload, the announcements.",
])
mem("changes-curation", "skill", "Curate Changes before a release: sync trunk and release branches, complete unclear entries", ["changelog", "changes", "release", "cherry-pick"], [
    "The Changes entries of a release branch must be exactly included in trunk's Changes, in that release's section. An entry in different sections on two branches goes to the smallest version; an entry in a release section whose change is not in the branch was either merged late (move it to trunk's section) or forgotten in a cherry-pick (cherry-pick the PR, checking with the release manager).",
    "Fill details in unclear entries: expert users should not have to read the PR discussion; for language changes show a small example of the new concrete syntax.",
])

# asmcomp/<arch>/NOTES.md
mem("backend-notes", "knowledge", "Each native backend's NOTES.md: supported platforms and ABI reference documents", ["asmcomp", "backend", "abi", "architecture"], [
    "asmcomp/<arch>/NOTES.md (amd64, arm64, power, riscv, s390x) lists the supported processors, floating-point architecture and operating systems, and the reference documents: the instruction set manuals and the application binary interfaces (System V ELF, macOS, Windows x64 conventions).",
])
