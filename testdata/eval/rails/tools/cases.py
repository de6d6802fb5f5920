#!/usr/bin/env python3
"""Write ../cases.json: verbatim titles of merged rails/rails pull requests (the first line of the
message of every "Merge pull request #N" first-parent merge commit that carries one, before
2026-08-22; every 25th of the last 1000, from the 4th; sampled before any router run), each
labelled, from the files the pull request changed, with the memories a contributor doing it
should read, or nothing when no guidance covers it. Labels name topic guidance only: the coding
conventions, RuboCop, running a component's tests, commit messages and the pull-request process
apply to every title alike and are not counted (a title about tests themselves counts the test
commands); the CHANGELOG rule counts where the pull request changed a CHANGELOG."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("rails", {})
N = "zero-match"
P = "pr-title"


def t(title, expect):
    C.case(N if not expect else P, title, expect)


t("Fix async `ActiveRecord::StatementCache` execution with out-of-range bind values", [])
t("Simplify MySQL::IndexDefinition constructor", ["active-record-adapters"])
t("Fix normalizes on an enum attribute raises ArgumentError instead of normalizing before enum casting", ["changelog"])
t("Refactor `CommandRecorder` to store args and kwargs separately", ["changelog"])
t("Use local fixtures for Active Storage tests", [])
t("Deprecate passing `binds` to `insert`, `update`, and `delete`", ["deprecation", "changelog"])
t("Normalize mixed-case percent escapes in paths", [])
t("Require Markdown APIs in new files", ["api-docs-rdoc"])
t("Remove unused Active Model internals", [])
t("Let dump_schema_migrations_sort_by be :reverse by default", ["framework-defaults", "changelog", "update-docs"])
t("Refactor assume_migrated_upto_version", [])
t("Resolve `default_priority` lazily so a configured value is honored", ["config-in-tests"])
t("Make `add_column(if_not_exists: true)` reversible", [])
t("Fix polymorphic belongs_to primary key for sharded targets", [])
t("Eliminate a useless frame in AS::Notifications.instrument", ["benchmarking"])
t("Make ActiveSupport::JSON encoders Ractor-shareable", ["warnings"])
t("Bump json to 2.20.0 and pass `allow_comments: true`", ["gemfile-lock"])
t("Make config.rake_eager_load more explicit", ["update-docs"])
t("Avoid racing the maintenance thread's checkout", ["test-seed-serial"])
t("Restart the Redis listener thread when it dies", [])
t("Fix `String#truncate` with `:separator` and an over-long `:omission`", ["core-extensions"])
t("Allow `insert!` to accept the `:unique_by` option", ["changelog"])
t("Fix plain English explanation of nested query in Active Record Querying guide [ci-skip]",
  ["docs-contributions", "doc-wording"])
t("Test `Mime::Type#===` and nil matching", ["component-tests"])
t("Rescue `RedisClient::Error` in `RedisCacheStore` failsafe", [])
t("[Fix #52229] Respect `#reject` in Action Cable `before_subscribe` callbacks", ["changelog", "issue-references"])
t("Fix touching records via composite foreign keys", [])
t("Parallelize exist? checks and uploads in MirrorService#mirror", ["changelog", "benchmarking"])
t("Use NOT ENFORCED in disable_referential_integrity on PostgreSQL 18.4+", ["active-record-adapters", "changelog"])
t("fix: skip coder round-trip for Hash/Array values during `insert_all`", [])
t("Fix unexpected behavior for dependent: :purge", ["changelog"])
t("Document Active Storage routes_prefix scope options", ["update-docs", "doc-wording"])
t("Update AGENTS.md to remove PR reference", [])
t("Fix `reset_counters` when using string ids", [])
t("Fix duplicated word in configuring guide [ci-skip]", ["docs-contributions"])
t("[ci skip] Fix punctuation in Rails autoloading and reloading constants docs", ["docs-contributions"])
t("Restore previous instrumenter after `execute_or_skip`", [])
t("Move protected_environments to ActiveRecord module", [])
t("[ci skip] Fix typo: skippped -> skipped", ["cosmetic-changes"])
t("Fix ThroughReflection#association_primary_key with composite keys", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
