"""Memories of the sprouts holdout: five stores of 6 to 28 memories, each as a team in a domain no other set
covers would write them in its first weeks with Engram (a genomics core's Nextflow pipeline, an iOS app in
Swift, a data-science notebook repo, a browser extension, a WordPress plugin), short, in the team's own words.
Written before the cases and before any router run. Each entry: id, type, title, tags, content lines (see
evalgen.collector).
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

STORES = {}


def store(name):
    M, mem = collector("2026-12-01")
    STORES[name] = M
    return mem


# ---------------------------------------------------------------- genomics: a sequencing core's pipelines (Nextflow)
mem = store("genomics")
mem("dsl2-modules", "rule", "Processes are DSL2 modules", ["nextflow", "modules"], [
    "Every process lives in its own file under `modules/local/<tool>/main.nf` with a `meta.yml`; workflows only import and wire modules. Prefer an nf-core module over writing a local one.",
])
mem("containers-pinned", "rule", "Every process runs in a pinned container", ["containers", "reproducibility"], [
    "Each process declares a container by digest or exact tag (biocontainers or our ECR), never `latest`. No tool is installed on the host or with conda at run time.",
])
mem("reference-genome", "knowledge", "Reference genome is GRCh38 with decoys", ["reference", "genome"], [
    "All human samples align to GRCh38 no-alt with decoys (the GATK bundle) from `s3://core-refs/GRCh38/`. Never mix GRCh37 coordinates into a run; liftover is a separate step.",
])
mem("samplesheet", "rule", "Input is a validated samplesheet", ["input", "samplesheet", "schema"], [
    "Pipelines read a CSV samplesheet (sample, fastq_1, fastq_2, strandedness) checked against `assets/schema_input.json` by nf-schema before anything runs. Add a column to the schema first.",
])
mem("params-schema", "rule", "Parameters are declared in nextflow_schema.json", ["params", "schema", "config"], [
    "Every new --param gets a default in `nextflow.config` and an entry with type and help text in `nextflow_schema.json`; the pipeline refuses unknown params.",
])
mem("nf-test", "rule", "Modules and workflows have nf-test tests", ["testing", "nf-test"], [
    "Each module has `tests/main.nf.test` run with nf-test on the tiny test dataset, with snapshots committed. Update snapshots with `nf-test test --update-snapshot` only when the change is intended.",
])
mem("test-profile", "knowledge", "The test profile runs in minutes", ["testing", "profiles"], [
    "`-profile test,docker` runs the whole pipeline on a chr22 subset in about five minutes; CI runs it on every pull request.",
])
mem("aws-batch", "knowledge", "Production runs on AWS Batch", ["aws", "batch", "executor"], [
    "Production runs use `-profile awsbatch` with the spot queue `core-spot` and fall back to on-demand after two retries. Work dirs are in `s3://core-work/`, cleaned after 14 days.",
])
mem("resources-labels", "rule", "Resources come from process labels", ["resources", "config"], [
    "Set CPUs, memory and time with the labels `process_low`, `process_medium`, `process_high` in `conf/base.config`; never hard-code `cpus` or `memory` in a module.",
])
mem("retry-strategy", "rule", "Retry on out-of-memory exits", ["resources", "errors", "retry"], [
    "Processes retry on exit codes 137 and 140 (killed for memory or time) with memory and time scaled by task.attempt, up to three attempts; any other error fails the run.",
])
mem("phi-data", "rule", "Patient data never leaves the controlled buckets", ["privacy", "compliance", "phi"], [
    "FASTQ, BAM and VCF files of clinical samples stay in the encrypted buckets of the clinical account; never copy them to a laptop, a personal bucket or a public issue. Use the synthetic samples to reproduce bugs.",
])
mem("sample-ids", "rule", "Sample IDs are the LIMS IDs", ["samples", "naming"], [
    "Use the LIMS sample ID (like `CS-2026-00412`) everywhere, in file names and read groups; never a patient name or MRN.",
])
mem("variant-calling", "knowledge", "Germline variants with GATK HaplotypeCaller", ["variants", "gatk"], [
    "Germline calling is BWA-MEM2, MarkDuplicates, BQSR, then HaplotypeCaller in GVCF mode per sample and joint genotyping per batch. Somatic calling is a separate pipeline.",
])
mem("qc-multiqc", "knowledge", "QC report is MultiQC", ["qc", "multiqc", "reports"], [
    "Every run ends with a MultiQC report collecting FastQC, samtools stats, mosdepth coverage and Picard metrics; a sample below 20x mean coverage is flagged, not dropped.",
])
mem("rnaseq-star", "knowledge", "RNA-seq aligns with STAR and counts with salmon", ["rnaseq", "alignment"], [
    "The RNA-seq pipeline aligns with STAR two-pass against GENCODE v44 and quantifies with salmon; strandedness comes from the samplesheet, `auto` lets salmon infer it.",
])
mem("versions-yml", "rule", "Every module emits versions.yml", ["versions", "reproducibility", "modules"], [
    "Each process writes a `versions.yml` with its tools' versions, collected into the run's software_versions report; a module without it fails review.",
])
mem("release", "skill", "Release a pipeline version", ["release", "versioning"], [
    "Bump `manifest.version` in `nextflow.config`, update CHANGELOG.md, tag `vX.Y.Z` on main and let the release workflow push the containers; the clinical lab validates a release before it is used on patient samples.",
])
mem("validation-sop", "rule", "Clinical changes need a validation run", ["clinical", "validation", "compliance"], [
    "A change to alignment, calling or filtering in the clinical pipeline needs a validation run on the GIAB truth samples (HG001-HG007) with precision and recall compared to the last release, attached to the pull request.",
])
mem("lint", "rule", "nf-core lint and prettier must pass", ["lint", "formatting"], [
    "Run `nf-core pipelines lint` and prettier (through pre-commit) before pushing; CI fails on any lint warning.",
])
mem("branch-flow", "rule", "Work on dev, release from main", ["git", "branches"], [
    "Feature branches come from and merge into `dev`; `main` only receives release merges. Squash-merge with a Conventional Commits title.",
])
mem("work-dir-cleanup", "knowledge", "Resume uses the work dir cache", ["resume", "cache"], [
    "Rerun a failed run with `-resume` from the same launch directory; deleting `work/` or changing a process's script invalidates the cache for that step and everything after it.",
])
mem("tower-monitoring", "knowledge", "Runs are monitored in Seqera Platform", ["monitoring", "seqera"], [
    "Production launches go through Seqera Platform (the core's workspace) so runs, costs and failures are visible; the access token is in 1Password, never in a config file.",
])
mem("slurm-hpc", "knowledge", "Research runs use the university Slurm cluster", ["hpc", "slurm", "executor"], [
    "Research projects run on the Slurm cluster with `-profile slurm,singularity`; containers are pulled into `/scratch/core/singularity` first because compute nodes have no internet.",
])
mem("python-scripts", "rule", "Helper scripts are Python in bin/", ["python", "scripts"], [
    "Small helper scripts go in `bin/` as Python 3.11 with a shebang, argparse and type hints; anything bigger becomes its own module with a container.",
])
mem("sarek-config", "knowledge", "Somatic calling uses nf-core/sarek", ["somatic", "sarek", "variants"], [
    "Tumour-normal pairs go through nf-core/sarek pinned at 3.5.1 with Mutect2 and Strelka; our overrides are in `conf/sarek_core.config`.",
])
mem("data-retention", "rule", "Raw data retention", ["storage", "retention", "s3"], [
    "FASTQs move to Glacier Deep Archive 90 days after delivery; BAMs are kept as CRAM; never delete a clinical sample's data without the lab director's ticket.",
])
mem("cost-tags", "rule", "Tag runs with the grant code", ["cost", "aws", "tags"], [
    "Every AWS run sets `aws.batch.jobTags` with the project's grant code so costs are charged back; ask the PI for the code, don't guess.",
])
mem("docs-usage", "rule", "Document parameters and outputs", ["docs", "documentation"], [
    "A new parameter or output file is described in `docs/usage.md` or `docs/output.md` in the same pull request.",
])

# ---------------------------------------------------------------- ios: a habit-tracking iPhone app (Swift)
mem = store("ios")
mem("swiftui-only", "rule", "New screens are SwiftUI", ["ui", "swiftui"], [
    "Build new screens in SwiftUI; UIKit only through UIViewRepresentable for what SwiftUI lacks. One view per file in `Habits/Features/<Feature>/`.",
])
mem("observation", "rule", "State uses the Observation framework", ["state", "architecture"], [
    "View models are `@Observable` classes owned with `@State` in the view; no ObservableObject or Combine publishers in new code.",
])
mem("swiftdata", "knowledge", "Persistence is SwiftData", ["persistence", "swiftdata", "database"], [
    "Habits and check-ins are SwiftData models in `Habits/Model/`; a change to a model needs a new VersionedSchema and a migration stage in `HabitsMigrationPlan`.",
])
mem("concurrency", "rule", "Strict concurrency is on", ["concurrency", "swift6"], [
    "The project builds in Swift 6 language mode with complete concurrency checking; UI types are @MainActor, and no `@unchecked Sendable` without a comment saying why it is safe.",
])
mem("tests-swift-testing", "rule", "Tests use Swift Testing", ["testing"], [
    "Unit tests are written with Swift Testing (`@Test`, `#expect`) in `HabitsTests/`; XCTest only for UI tests. Use the in-memory model container, never the real store.",
])
mem("spm-deps", "rule", "Dependencies through Swift Package Manager", ["dependencies", "spm"], [
    "Third-party code comes in through Swift Package Manager with an exact version; no CocoaPods or Carthage. Ask before adding a package: we have three and want to keep it that way.",
])
mem("swiftlint", "rule", "SwiftLint and swift-format run on commit", ["lint", "formatting"], [
    "A pre-commit hook runs swift-format and SwiftLint with the repo's `.swiftlint.yml`; fix warnings rather than disabling rules.",
])
mem("localization", "rule", "All text is in the String Catalog", ["localization", "strings"], [
    "User-facing strings go through `Localizable.xcstrings` (English, German, Japanese); never build a sentence by concatenating strings, use a formatted string with plural variants.",
])
mem("accessibility", "rule", "Every control has an accessibility label", ["accessibility"], [
    "Buttons and images carry accessibility labels, text uses Dynamic Type styles, and every screen is checked with VoiceOver and the largest text size before review.",
])
mem("fastlane-release", "skill", "Ship a build to TestFlight", ["release", "testflight", "fastlane"], [
    "Run `bundle exec fastlane beta` from main: it bumps the build number, signs with match, and uploads to TestFlight. App Store releases go through `fastlane release` after the product owner approves.",
])
mem("signing-match", "knowledge", "Code signing is fastlane match", ["signing", "certificates"], [
    "Certificates and profiles live in the private `ios-certs` repo managed by fastlane match; never create a certificate by hand in the developer portal.",
])
mem("notifications", "knowledge", "Reminders are local notifications", ["notifications", "reminders"], [
    "Habit reminders are local notifications scheduled with UNUserNotificationCenter when a habit is saved; at most 64 can be pending, so only the next seven days are scheduled.",
])
mem("widgets", "knowledge", "Widgets read the shared App Group store", ["widgets", "widgetkit"], [
    "The WidgetKit extension reads the SwiftData store from the App Group container `group.com.tallyho.habits`; call `WidgetCenter.shared.reloadAllTimelines()` after a check-in.",
])
mem("analytics-privacy", "rule", "No tracking, no third-party analytics", ["privacy", "analytics"], [
    "We collect no personal data: no third-party analytics or ad SDKs. Crash reports come from Xcode Organizer only; the privacy manifest must stay accurate.",
])

# ---------------------------------------------------------------- notebooks: a data-science team's churn models
mem = store("notebooks")
mem("notebooks-clean", "rule", "Notebooks are committed without outputs", ["notebooks", "git"], [
    "nbstripout runs as a git filter: commit notebooks with outputs cleared. A notebook that others rerun goes in `notebooks/` with a number prefix, like `03-feature-selection.ipynb`.",
])
mem("code-in-package", "rule", "Reusable code goes in the churn package", ["code", "package"], [
    "A function used by two notebooks moves into `src/churn/` with a test; notebooks import it, they don't copy it.",
])
mem("env-uv", "knowledge", "Environment is managed with uv", ["environment", "python"], [
    "Python 3.12 with uv: `uv sync` installs everything from `uv.lock`; add libraries with `uv add`, never pip install into the environment. The Jupyter kernel is the project's `.venv`.",
])
mem("data-dvc", "rule", "Data is versioned with DVC", ["data", "dvc"], [
    "Raw and processed data are tracked with DVC in the `s3://ds-churn-dvc` remote; never commit a CSV or parquet file to git. `dvc pull` gets the current data.",
])
mem("warehouse-access", "knowledge", "Training data comes from BigQuery", ["data", "bigquery", "sql"], [
    "Extracts come from the `analytics` dataset in BigQuery through the SQL in `queries/`; use your own gcloud login, the service account key is for the scheduled pipeline only.",
])
mem("splits-leakage", "rule", "Split by customer and by time", ["modeling", "validation", "leakage"], [
    "Train/test splits are by customer and by month (train on older months, test on the latest); never a random row split, which leaks a customer's future into training.",
])
mem("mlflow", "rule", "Log every experiment in MLflow", ["experiments", "mlflow", "tracking"], [
    "Each training run logs its parameters, metrics, data version (the DVC hash) and the model to the team's MLflow server under the `churn` experiment.",
])
mem("metrics", "knowledge", "Models are compared on PR-AUC and calibration", ["metrics", "evaluation"], [
    "Churn is 4% of customers, so compare models on PR-AUC and the Brier score, not accuracy or ROC-AUC alone; report lift in the top decile for the business.",
])
mem("seeds", "rule", "Fix random seeds", ["reproducibility"], [
    "Set `random_state=42` in scikit-learn and LightGBM and seed numpy; a result that changes between reruns isn't ready to share.",
])
mem("pii", "rule", "No customer PII in notebooks or plots", ["privacy", "pii"], [
    "Use customer_id only; never load names, emails or addresses into a notebook, and don't paste rows of real data into slides or chat.",
])

# ---------------------------------------------------------------- extension: a browser extension (Manifest V3, TypeScript)
mem = store("extension")
mem("mv3-service-worker", "knowledge", "Background logic runs in an MV3 service worker", ["manifest-v3", "background"], [
    "The background script is a Manifest V3 service worker: it is stopped when idle, so keep no state in globals; persist it in chrome.storage and register listeners at the top level.",
])
mem("permissions", "rule", "Ask for the fewest permissions", ["permissions", "manifest", "review"], [
    "Every new permission or host permission in the manifest needs a reason in the pull request; prefer `activeTab` and optional permissions, since a new permission disables the extension for users until they accept it.",
])
mem("storage", "rule", "Settings live in chrome.storage.sync", ["storage", "settings"], [
    "User settings go in chrome.storage.sync through `src/lib/settings.ts` (typed, with defaults); large or per-device data in chrome.storage.local. Never localStorage in a content script.",
])
mem("content-scripts", "rule", "Content scripts use a shadow root", ["content-script", "ui", "css"], [
    "UI injected into pages is rendered inside a shadow root so the page's CSS can't break it and ours can't leak; never modify the page's own DOM beyond inserting our host element.",
])
mem("messaging", "knowledge", "Parts talk through typed messages", ["messaging", "architecture"], [
    "Popup, content scripts and the service worker exchange messages defined in `src/messages.ts`; add a message type there, never send an untyped object.",
])
mem("build-wxt", "knowledge", "Build and run with WXT", ["build", "wxt", "tooling"], [
    "`pnpm dev` runs WXT with hot reload in a fresh Chrome profile; `pnpm build` and `pnpm zip` make the store packages for Chrome and Firefox.",
])
mem("store-release", "skill", "Publish to the Chrome Web Store and AMO", ["release", "store", "publishing"], [
    "Bump the version in package.json, run `pnpm zip` and `pnpm zip:firefox`, upload to the Chrome Web Store dashboard and addons.mozilla.org with the source zip; reviews take one to three days.",
])
mem("tests-vitest", "rule", "Unit tests with Vitest, e2e with Playwright", ["testing", "vitest", "playwright"], [
    "Logic is tested with Vitest and the fake browser API; the popup and content script flows have Playwright tests that load the built extension.",
])

# ---------------------------------------------------------------- wpplugin: a small agency's WordPress plugin
mem = store("wpplugin")
mem("wpcs", "rule", "Follow the WordPress Coding Standards", ["php", "style", "phpcs"], [
    "PHP follows the WordPress Coding Standards, checked by `composer run phpcs`; prefix every function, class and option with `bkly_`.",
])
mem("escape-sanitize", "rule", "Sanitize input, escape output", ["security", "escaping"], [
    "Sanitize every `$_POST` and `$_GET` value with the matching `sanitize_*` function and check a nonce and `current_user_can`; escape everything printed with `esc_html`, `esc_attr` or `esc_url`.",
])
mem("db-prepare", "rule", "Queries go through $wpdb->prepare", ["database", "sql", "security"], [
    "Custom SQL uses `$wpdb->prepare` with placeholders; the bookings table is created with dbDelta in the activation hook and its version kept in the `bkly_db_version` option.",
])
mem("blocks", "knowledge", "Editor blocks are built with @wordpress/scripts", ["blocks", "javascript", "gutenberg"], [
    "The booking form and calendar are Gutenberg blocks in `blocks/`, built with `npm run build` (@wordpress/scripts); each block has a block.json.",
])
mem("support-versions", "knowledge", "Supported versions", ["compatibility", "php"], [
    "The plugin supports WordPress 6.4+ and PHP 7.4+; don't use PHP 8-only syntax (enums, match, readonly properties).",
])
mem("release-svn", "skill", "Release to wordpress.org", ["release", "svn"], [
    "Update the version in the plugin header and readme.txt's Stable tag, then the GitHub action deploys the tag to the wordpress.org SVN repository.",
])
