"""Memories of the rails set: rails/rails's own contributor and agent guidance (AGENTS.md;
CONTRIBUTING.md; guides/source/contributing_to_ruby_on_rails.md; the API documentation guidelines
guides/source/api_documentation_guidelines.md and the guides guidelines
guides/source/ruby_on_rails_guides_guidelines.md, both of which the contributing guide asks
documentation changes to follow; snapshot of 2026-08-22), one memory per topic, in the project's
words (lightly cut)."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


# AGENTS.md
mem("components", "knowledge", "Rails components", ["architecture", "components", "monorepo"], [
    "Rails is a monorepo of 10+ independent components, each in its own directory: Active Record (`activerecord/`, ORM and database abstraction), Action Pack (`actionpack/`, controllers and routing: Action Controller and Action Dispatch), Action View (`actionview/`), Active Model (`activemodel/`), Active Support (`activesupport/`, core extensions and utilities), Action Mailer, Action Mailbox, Active Job, Action Cable (WebSockets), Active Storage (file uploads and cloud storage), Action Text and Railties (CLI, generators, framework glue).",
    "Rails components are loosely coupled: changes to one of them should not break others unless there's an explicit dependency.",
])
mem("component-tests", "skill", "Running a component's tests", ["tests", "bin-test", "minitest"], [
    "From within the component directory (preferred): `cd actionview && bin/test`; one file: `bin/test test/template/form_helper_test.rb`; by name: `bin/test -i \"/test_name/\"` or `-n test_name`; at a line: `bin/test test/template/form_helper_test.rb:123`, or a line range `:69-100`.",
    "From the root: `rake actionview:test`, `rake test` (all), `rake smoke` (quick). Tests run in parallel using multiple processes; `bin/test` wraps Rails' runner in `tools/test.rb`.",
])
mem("active-record-adapters", "skill", "Testing Active Record against each database", ["active-record", "postgresql", "mysql", "sqlite3", "adapters"], [
    "Create the databases first (names and users in `activerecord/test/config.example.yml`): `bundle exec rake db:mysql:build` or `db:postgresql:build`; not needed for SQLite3.",
    "Run one adapter: `bundle exec rake test:sqlite3` (default), `test:postgresql`, `test:mysql2`, `test:trilogy`; one file on one adapter: `ARCONN=mysql2 bundle exec ruby -Itest test/cases/associations/has_many_associations_test.rb`; one file on all adapters: `bundle exec rake TEST=test/cases/...`.",
    "Active Job integration across adapters: `bundle exec rake activerecord:integration`. See `activerecord/RUNNING_UNIT_TESTS.rdoc` for more targeted database tests.",
])
mem("config-in-tests", "rule", "Changing configuration in tests", ["tests", "configuration", "object-with"], [
    "When testing configuration options, use `Object#with` from Active Support to temporarily modify class attributes: `ActionView::Base.with(remove_hidden_field_autocomplete: true) do ... end`; avoid manual set/restore patterns.",
    "Requires `require \"active_support/core_ext/object/with\"` at the top of the test file.",
])
mem("config-flags", "rule", "Configuration flags", ["configuration", "cattr-accessor", "load-defaults"], [
    "Define the attribute in the base class (`cattr_accessor :remove_hidden_field_autocomplete, default: false`), check the flag before applying the behavior, and enable it by default in new Rails versions via `load_defaults` in `railties/lib/rails/application/configuration.rb`.",
])
mem("changelog", "rule", "CHANGELOG entries", ["changelog", "release-notes", "features"], [
    "Add an entry to the top of the CHANGELOG of the framework you modified (`<component>/CHANGELOG.md`) if you're adding or removing a feature or adding deprecation notices. Refactorings, minor bug fixes and documentation changes generally should not go to the CHANGELOG.",
    "An entry summarizes what changed, wraps at around 80 characters, may include code examples indented with 4 spaces and the issue number (`Fixes #1234.`), and ends with the author's name as `*Your Name*` on its own line.",
])
mem("test-naming", "rule", "Test names", ["tests", "naming"], [
    "Use descriptive test names (`test_hidden_field_omits_autocomplete_when_remove_hidden_field_autocomplete_is_true`), group related tests together in the file, and test both the default behavior and explicit overrides.",
])
mem("code-style", "rule", "Code style and RuboCop", ["style", "rubocop", "assertions"], [
    "Run RuboCop (`bundle exec rubocop`, project-wide `.rubocop.yml`), for example on the file you modified before submitting a pull request.",
    "Prefer `assert_not` over `assert !` (the `Rails/AssertNot` cop) and `assert_dom_equal` for HTML comparisons in view tests; use `# frozen_string_literal: true` at the top of all files.",
])
mem("fix-across-components", "skill", "Making a fix that spans helpers or components", ["fixes", "grep", "helpers"], [
    "When fixing a configuration flag, grep for similar patterns in other helpers (`grep -r \"unless ActionView::Base.remove_hidden_field_autocomplete\" actionview/lib/`); similar fixes often live beside each other in `tags/` and helper files.",
    "Related code: similar functionality in the same `lib/*/helpers/` or `lib/*/tags/` directory, a helper's tests in `test/template/<helper_name>_test.rb`, configuration setup in `railties/lib/rails/application/configuration.rb`, default values in `load_defaults` version blocks.",
])
mem("form-helpers", "knowledge", "Action View form helpers", ["action-view", "forms", "helpers"], [
    "Tag helpers (`lib/action_view/helpers/tags/`) are individual form elements; form helpers (`form_helper.rb`) are form builders; form tag helpers (`form_tag_helper.rb`) are standalone tags. When modifying form behavior, check all three locations for consistency.",
])
mem("issue-references", "rule", "Referencing issues", ["issues", "commits", "bug-report-templates"], [
    "Always reference issue numbers in commits: `Fix #12345: Description`. Check for previous related PRs and issues when fixing bugs.",
])
mem("file-organization", "knowledge", "Where files go", ["layout", "minitest", "tools"], [
    "`lib/` is production code, `test/` the tests (not `spec/`: Rails uses Minitest, not RSpec), `bin/` executable scripts such as `bin/test`; each framework is self-contained with its own Gemfile; shared tools live in `tools/` (`tools/test.rb`, `tools/release.rb`).",
])

# CONTRIBUTING.md and the contributing guide: issues and process
mem("security-issues", "rule", "Security vulnerabilities", ["security", "vulnerabilities", "issues"], [
    "Do not open a GitHub issue if the bug is a security vulnerability in Rails: never report a security issue on the public tracker; follow the security policy at rubyonrails.org/security.",
])
mem("bug-reports", "rule", "Reporting a bug", ["bugs", "issues", "test-case"], [
    "Search the issues first. A new issue needs a title and clear description, as much relevant information as possible, your system configuration, and a code sample or an executable test case.",
    "Use the bug report templates in `guides/bug_report_templates/` (Active Record, migrations, Action Pack, Action View, Active Job, Active Storage, Action Mailer, Action Mailbox, generic): copy one into a `.rb` file, change it to show the issue, run it with `ruby the_file.rb`, and paste it into the issue or a gist.",
])
mem("cosmetic-changes", "rule", "Cosmetic patches", ["cosmetic", "whitespace", "formatting"], [
    "Changes that are cosmetic in nature (whitespace, formatting) and do not add anything substantial to the stability, functionality, or testability of Rails will generally not be accepted.",
])
mem("feature-proposals", "rule", "Proposing a feature", ["features", "forum", "discussion"], [
    "Don't put feature requests into GitHub Issues: a wish list item with no code is marked invalid. Suggest the change on the rubyonrails-core discussion board first and collect positive feedback; GitHub issues are for bug reports and fixes.",
    "New features are not backported to maintenance branches.",
])
mem("core-extensions", "rule", "Active Support core extensions", ["active-support", "core-ext", "ruby"], [
    "We generally reject changes to Active Support core extensions. Those changes should be proposed in the Ruby issue tracker instead, as we don't want to conflict with future versions of Ruby.",
])
mem("questions", "knowledge", "Asking questions", ["questions", "mailing-list", "forum"], [
    "Ask questions about how to use Ruby on Rails in the rubyonrails-talk discussion board, not in GitHub issues.",
])
mem("reviewing-patches", "skill", "Verifying bugs and testing patches", ["review", "pull-requests", "verification"], [
    "Verify bug reports: reproduce, narrow down, and contribute a failing test for a report without one.",
    "Test someone's pull request on a dedicated branch (`git remote add JohnSmith ...; git pull JohnSmith orange`, or the GitHub CLI): does it work, are the tests good, is the documentation covered, is there a nicer or faster way? Comment with what you like about it; a bare \"+1\" is not taken seriously.",
])

# contributing guide: documentation
mem("docs-contributions", "rule", "Contributing documentation", ["documentation", "guides", "ci-skip", "docs-preview"], [
    "Rails has two sets of documentation: the guides (`guides/source/`) and the API reference (RDoc comments in the source). Fixes to coherence, missing information, factual errors, typos or outdated content go in a pull request against main.",
    "Use `[ci skip]` in your pull request title to avoid running the CI build for documentation changes. A preview of the documentation is deployed for each PR: the `buildkite/docs-preview` status check links to the generated API and guides.",
    "Follow the API Documentation Guidelines and the Ruby on Rails Guides Guidelines.",
])
mem("translating-guides", "knowledge", "Translating the guides", ["translations", "guides", "i18n"], [
    "Translations of the guides are not submitted to the Rails repository: fork rails, add `guides/source/<lang>` (e.g. `it-IT`), translate the Markdown (not the generated HTML), and generate with `BUNDLE_ONLY=default:doc bundle exec rake guides:generate:html GUIDES_LANGUAGE=it-IT`.",
])

# contributing guide: code
mem("dev-environment", "skill", "Setting up a development environment", ["setup", "devcontainer", "codespaces"], [
    "You must be able to run the test suite. Options: GitHub Codespaces; VS Code remote containers or the Dev Container CLI (`devcontainer up --workspace-folder .`) with the `.devcontainer` configuration; Podman (`tools/devcontainer up`); rails-dev-box (Vagrant, not on Apple silicon); or local development per the development dependencies guide.",
    "Clone rails, create a branch, and `bundle install`.",
])
mem("dev-app", "skill", "Running an application against your branch", ["dummy-app", "rails-new", "yarn-link"], [
    "`bundle exec rails new ~/my-test-app --dev` generates an application that uses your local branch; for JavaScript packages use `yarn link` in e.g. `activestorage` and `yarn link \"@rails/activestorage\"` in the app.",
])
mem("write-your-code", "rule", "What every code change includes", ["tests", "documentation", "conventions"], [
    "Follow Rails style and conventions and use Rails idioms and helpers; include tests that fail without your code and pass with it; update the surrounding documentation, examples elsewhere and the guides affected by your contribution.",
])
mem("coding-conventions", "rule", "Coding conventions", ["style", "conventions", "ruby"], [
    "Two spaces, no tabs; no trailing whitespace and no spaces on blank lines; indent and no blank line after private/protected; Ruby >= 1.9 hash syntax (`{ a: :b }`); `&&`/`||` over `and`/`or`; `class << self` over `self.method`; `my_method(my_arg)`; `a = b`; `assert_not` instead of `refute`; `method { do_stuff }` for single-line blocks.",
    "Follow the conventions in the source you see used already; these are guidelines, use your best judgment.",
])
mem("benchmarking", "rule", "Benchmark performance changes", ["performance", "benchmark", "benchmark-ips"], [
    "For changes that might have an impact on performance, benchmark your code and measure the impact; share the benchmark script and the results, and consider including them in the commit message.",
    "Test against a list of representative scenarios, ideally from real-world production applications, because optimizing one case easily regresses others. Start from the benchmark template `guides/bug_report_templates/benchmark.rb` (benchmark-ips).",
])
mem("test-scope", "rule", "How much of the suite to run", ["tests", "ci", "buildkite", "railties"], [
    "It is not customary to run the full test suite before pushing. Test what your code obviously affects and, if the change is not in railties, run the whole test suite of the affected component; Buildkite is the safety net for breakages elsewhere. The railties suite takes a long time.",
])
mem("test-seed-serial", "skill", "Reproducing random test failures", ["tests", "seed", "parallel", "flaky"], [
    "Test order is randomized: reproduce a failure with its seed (`SEED=15002 bin/test test/mail_layout_test.rb`).",
    "Action Pack and Action View unit tests run in parallel; run them in serial with `PARALLEL_WORKERS=1` (e.g. `PARALLEL_WORKERS=1 SEED=53708 bin/test ...`).",
])
mem("debuggers", "skill", "Using a debugger in tests", ["debugging", "pry", "byebug"], [
    "Use pry, byebug and the like as normal; if debugger issues occur, run tests in serial with `PARALLEL_WORKERS=1` or a single test with `-n`. For generator tests set `RAILS_LOG_TO_STDOUT=true`.",
])
mem("warnings", "rule", "No new Ruby warnings", ["warnings", "ruby", "ci"], [
    "The test suite runs with warnings enabled; submit patches that do not issue new warnings. Rails CI raises if warnings are introduced; get the same behavior locally with `RAILS_STRICT_WARNINGS=1`.",
])
mem("update-docs", "rule", "Update the documentation with the change", ["documentation", "guides", "api"], [
    "If your PR adds a new feature or changes how an existing feature behaves, check the relevant guides and API documentation and update or add to them (e.g. a new Active Storage analyzer metadata field belongs in the Active Storage guide's Analyzing Files section).",
])
mem("deprecation", "rule", "Removing behavior needs a deprecation cycle", ["deprecation", "breaking-changes", "deprecator"], [
    "Anytime a change could break existing applications it is a breaking change and requires a deprecation cycle.",
    "To remove behavior, first add a deprecation warning while keeping the behavior (`ActiveRecord.deprecator.warn(\"`ActiveRecord::Base.deprecated_method` is deprecated and will be removed in Rails 7.1.\")`); remove it in the next version.",
])
mem("framework-defaults", "skill", "Changing behavior with a framework default", ["framework-defaults", "load-defaults", "configuration", "upgrades"], [
    "To change existing behavior, add a configuration accessor on the framework whose default is the existing behavior, branch on it, and set the new value in `Rails::Application::Configuration#load_defaults` for the new version.",
    "Add a commented-out line with the new value to the `new_framework_defaults_<version>.rb.tt` template, and document the option with its per-version defaults table in the configuring guide.",
])
mem("editor-files", "rule", "Editor and IDE files", ["gitignore", "editor", "ide"], [
    "Add the hidden files your editor or IDE creates to your own global gitignore, not to Rails' `.gitignore`.",
])
mem("gemfile-lock", "rule", "Dependency upgrades", ["dependencies", "bundler", "gemfile-lock"], [
    "When a change requires a dependency upgrade, run `bundle update` to get the correct version and commit the `Gemfile.lock` with your changes.",
])
mem("commit-messages", "rule", "Commit messages", ["commits", "git", "messages"], [
    "A short summary (ideally 50 characters or less), then a detailed description wrapped at 72 characters that includes what is in the relevant issues, so nobody has to visit a web page to understand the history; code indented by 4 spaces, bullet points with `-` or `*`.",
])
mem("squash-commits", "rule", "Squash your commits", ["git", "squash", "rebase"], [
    "We prefer pull requests that are a single commit: squash with `git rebase -i rails/main` and push with `--force-with-lease`. It eases backports and reverts.",
    "To update a pull request, amend and force-push to your fork's branch (`--force-with-lease`) rather than opening a new one. Force pushing to rails/rails itself is disallowed.",
])
mem("pull-request-feedback", "knowledge", "Getting feedback on a pull request", ["pull-requests", "review", "discord"], [
    "Target `rails/rails` main and fill in the pull request template. Most pull requests go through a few iterations; everyone is a volunteer, so feedback may take days.",
    "After a week without a response, nudge in the contributions channel of the Rails Discord or on the rubyonrails-core board, or comment on the PR; avoid pinging individual maintainers. Only the Core and Committers teams can merge.",
])
mem("backporting", "skill", "Backporting to stable branches", ["backport", "stable-branches", "maintenance-policy"], [
    "Changes merged into main are for the next release. Security fixes and bug fixes are candidates for a backport; new features and behavior changes are not. Check the maintenance policy: versions past end of life take no changes.",
    "Check out e.g. `7-0-stable`, branch, `git cherry-pick -m1 MERGE_SHA`, resolve conflicts, and open a PR against the stable branch.",
])

# API documentation guidelines
mem("api-docs-rdoc", "rule", "API documentation format and links", ["api-docs", "rdoc", "links"], [
    "The API documentation is generated with RDoc (`rake rdoc` in a framework directory; output in `./doc/rdoc`). It is not meant to be viewed on GitHub, so links use the RDoc link markup relative to the current API (`[link:classes/ActiveRecord/Base.html]`), not absolute api.rubyonrails.org URLs.",
])
mem("doc-wording", "rule", "Documentation wording", ["documentation", "wording", "style"], [
    "Write simple, declarative sentences in the present tense (\"Returns a hash that...\"); start comments in upper case with regular punctuation; brevity is a plus.",
    "Show the current way of doing things with the idioms recommended in edge (`Book.where(name: ...)`); be brief but comprehensive and document edge cases (anonymous module, empty collection, nil argument).",
])
mem("doc-naming", "rule", "Names in documentation", ["documentation", "naming", "components"], [
    "Refer to components by their proper names with a space: \"Active Record\" is the ORM, `ActiveRecord` the module. Say \"application\" for a Rails app (not \"service\"), \"engine\" or \"plugin\" for those; spell software names correctly (Arel, ERB, JavaScript, MySQL, PostgreSQL, RSpec); write \"an SQL statement\".",
])
mem("doc-english", "rule", "Pronouns and English in documentation", ["documentation", "american-english", "oxford-comma"], [
    "Prefer wordings that avoid \"you\" and \"your\". Use American English (color, center, modularize) and the Oxford comma (\"red, white, and blue\").",
])
mem("doc-examples", "rule", "Example code in documentation", ["documentation", "examples", "irb"], [
    "Choose meaningful examples, indent code two spaces, and follow the Rails coding conventions. Results follow expressions as `# => `, vertically aligned; never `puts` or `p`. SQL output has no `=>`; IRB commands are prefixed `irb>`; command lines with `$`.",
    "Short docs need no \"Examples\" label; big structured docs may have an `==== Examples` section.",
])
mem("doc-booleans-fonts", "rule", "Booleans, file names and fonts in documentation", ["documentation", "booleans", "fonts", "rdoc"], [
    "Document boolean semantics rather than exact values; avoid \"truthy\"; regular font for true/false as English words, fixed-width for `true`, `false`, `nil`, constants, method names, symbols, parameters, file names and HTML/CSS.",
    "`+...+` works only for simple content; use `<tt>...</tt>` otherwise (test with `echo \"+:to_param+\" | rdoc --pipe`). File names are relative to the application root (`config/routes.rb`).",
])

# Ruby on Rails Guides Guidelines
mem("guides-structure", "rule", "Writing a guide", ["guides", "markdown", "headings"], [
    "Guides are GitHub Flavored Markdown. Each guide starts with a prologue telling the reader what it is about and what they will learn; the title uses an `h1` heading, sections `h2`, subsections `h3`.",
    "In headings capitalize all words except prepositions, conjunctions, internal articles and forms of \"to be\". Do not reformat old guides just to wrap columns; new sections and guides wrap at 80 columns.",
])
mem("guides-code-examples", "rule", "Code examples in the guides", ["guides", "examples", "code-fences"], [
    "Wrap examples in fenced code blocks and always specify the language (`ruby`, `html`, `irb`, `html+erb`, `bash`, `js`). Add the file name in a comment when an example refers to a file (`<%# ... %>` in ERB).",
    "Bash prompts are `$`; Rails console prompts are `application(environment)>`. Shorten with a commented ellipsis; highlight lines with ```` ```ruby#4,7-9 ````.",
])
mem("guides-notes-links", "rule", "Notes and links in the guides", ["guides", "links", "notes"], [
    "Highlight paragraphs with `NOTE:` (context), `TIP:` (extra information) or `WARNING:` (things that could break the application or its security).",
    "Use descriptive links, never \"here\" or \"more\"; API links without a release tag are rewritten to the edge or release API, so don't link to edgeapi.rubyonrails.org manually; use tagged API links in release notes.",
])
mem("guides-generation", "skill", "Generating the guides", ["guides", "generation", "html"], [
    "With the latest Bundler, `cd guides`, `bundle install`, then `bundle exec rake guides:generate` (or `guides:generate:html`).",
])
