"""Memories of the firstweek holdout: seven small stores, each as a new team (or a solo developer) would
write it in its first week with Engram (8-13 memories, short, in the team's own words). Each store is
scored on its own; the pool is the set's figure. Written before the cases and before any router run.
Each entry: id, type, title, tags, content lines (see evalgen.collector).
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

STORES = {}


def store(name):
    M, mem = collector("2026-11-30")
    STORES[name] = M
    return mem


# ---------------------------------------------------------------- django: an invoicing SaaS (Python, Django)
mem = store("django")
mem("tests-pytest", "rule", "Tests use pytest", ["testing", "pytest"], [
    "Tests use pytest with the fixtures in conftest.py; never unittest.TestCase. Put a test next to the app it covers, in `<app>/tests/test_<module>.py`.",
])
mem("factories", "rule", "Test data comes from factory_boy", ["testing", "factories"], [
    "Build models in tests with the factories in `<app>/tests/factories.py` (factory_boy), not with `Model.objects.create` and hand-written fields.",
])
mem("migrations", "rule", "Migrations are reviewed and reversible", ["migrations", "database"], [
    "Every schema change is a Django migration made with makemigrations and checked in; a data migration has a reverse function. Never edit a migration that is already on main.",
])
mem("money-decimal", "rule", "Money is Decimal", ["money", "decimal", "invoices"], [
    "Amounts are `Decimal` with two places and `ROUND_HALF_UP`, stored in `DecimalField(max_digits=12, decimal_places=2)`; never float. Currency is a separate three-letter field.",
])
mem("celery-tasks", "rule", "Slow work goes to Celery", ["celery", "background-jobs"], [
    "Anything that sends email, renders a PDF or calls Stripe runs in a Celery task in `<app>/tasks.py`, never in the request. Tasks take ids, not model instances, and must be safe to retry.",
])
mem("api-drf", "rule", "API views use DRF viewsets", ["api", "drf", "endpoints"], [
    "The public API is Django REST Framework: a ModelViewSet or a generic view with a serializer, registered in `api/urls.py` under `/api/v1/`. Every endpoint checks the account with `IsAccountMember`.",
])
mem("style-ruff", "rule", "Formatting and lint", ["lint", "ruff", "formatting"], [
    "Code is formatted with ruff format and checked with ruff check; CI fails on either. Imports sorted by ruff, type hints on public functions.",
])
mem("settings-env", "rule", "Settings come from the environment", ["settings", "config", "secrets"], [
    "Settings read environment variables through django-environ in `config/settings/base.py`; secrets never go into the repo, and local values live in `.env` (ignored).",
])
mem("pdf-weasyprint", "knowledge", "How invoice PDFs are made", ["pdf", "invoices", "weasyprint"], [
    "Invoice PDFs are rendered from the HTML template `invoices/templates/invoices/pdf.html` with WeasyPrint in the `render_invoice_pdf` task and stored in S3 under `invoices/<account>/<number>.pdf`.",
])
mem("layout", "knowledge", "Project layout", ["architecture", "apps"], [
    "Django project `ledgerly`: apps `accounts`, `invoices`, `payments` (Stripe), `reports` and `api`; settings in `config/settings/`. Postgres in production, docker compose for local work (`make up`).",
])
mem("run-tests", "skill", "Run the tests locally", ["testing", "docker"], [
    "Start the database with `make up`, then `make test` (pytest with `--reuse-db`); one file: `pytest invoices/tests/test_models.py -k name`.",
])
mem("stripe-webhooks", "rule", "Stripe webhooks are idempotent", ["stripe", "webhooks", "payments"], [
    "Stripe webhook handlers in `payments/webhooks.py` verify the signature and record the event id first; an event already recorded is answered 200 and skipped.",
])

# ---------------------------------------------------------------- rails: a marketplace for local makers (Ruby on Rails)
mem = store("rails")
mem("rspec", "rule", "Specs are RSpec", ["testing", "rspec"], [
    "Tests are RSpec under `spec/`, data from FactoryBot; request specs for controllers, no controller specs. System specs use Capybara with Cuprite.",
])
mem("service-objects", "rule", "Business logic lives in service objects", ["architecture", "services"], [
    "Controllers stay thin: logic goes in `app/services/<noun>/<verb>.rb` with one public `call` method returning a Result. Models hold validations and scopes only.",
])
mem("strong-migrations", "rule", "Migrations must pass strong_migrations", ["migrations", "database"], [
    "Migrations run through the strong_migrations gem; add an index concurrently, backfill in a separate migration and never rename a column in one step.",
])
mem("sidekiq", "rule", "Background jobs are Sidekiq", ["jobs", "sidekiq"], [
    "Jobs are ActiveJob on Sidekiq in `app/jobs/`; arguments are ids, jobs are idempotent, and mailers are sent with deliver_later.",
])
mem("rubocop", "rule", "RuboCop must pass", ["lint", "rubocop"], [
    "RuboCop (with rubocop-rails and rubocop-rspec) runs in CI and must pass; don't disable a cop inline without a comment saying why.",
])
mem("hotwire", "knowledge", "Front end is Hotwire", ["frontend", "hotwire", "turbo"], [
    "Pages are server-rendered ERB with Turbo Frames and Stimulus controllers in `app/javascript/controllers/`; no React. Tailwind for styles.",
])
mem("payments-stripe-connect", "knowledge", "Payouts to makers go through Stripe Connect", ["payments", "stripe", "payouts"], [
    "Each maker has a Stripe Connect Express account; an order's payment is split with an application fee of 8% and paid out weekly. Code in `app/services/payments/`.",
])
mem("n-plus-one", "rule", "No N+1 queries", ["performance", "queries"], [
    "Bullet is on in development and test and raises on an N+1 query; preload associations with includes in the controller or the query object.",
])
mem("deploy-kamal", "skill", "Deploy", ["deploy", "kamal"], [
    "Deploy with `bin/kamal deploy` from main after CI is green; run migrations with `bin/kamal app exec 'bin/rails db:migrate'` first if the release has any.",
])
mem("i18n", "rule", "Every string is translated", ["i18n", "locales"], [
    "User-facing text goes through `t()` with keys in `config/locales/en.yml` and `fr.yml`; i18n-tasks in CI fails on a missing key.",
])

# ---------------------------------------------------------------- goservice: a notification service (Go)
mem = store("goservice")
mem("errors-wrap", "rule", "Wrap errors with context", ["errors", "go"], [
    "Return errors wrapped with `fmt.Errorf(\"send sms: %w\", err)`; never log and return the same error. Sentinel errors live in `internal/notify/errors.go`.",
])
mem("table-tests", "rule", "Table-driven tests", ["testing", "go"], [
    "Tests are table-driven with t.Run per case and use only the standard library testing package (no testify). Integration tests carry the `integration` build tag.",
])
mem("context-first", "rule", "Context is the first argument", ["context", "go", "cancellation"], [
    "Every function that does I/O takes `ctx context.Context` first and respects its deadline; no context.Background() outside main and tests.",
])
mem("logging-slog", "rule", "Log with slog", ["logging", "slog"], [
    "Log with log/slog as JSON, with `request_id` and `tenant` attributes; never log a phone number or an email address in full.",
])
mem("providers", "knowledge", "Delivery providers", ["providers", "sms", "email", "push"], [
    "SMS goes through Twilio, email through Postmark and push through FCM; each provider is an implementation of the `Sender` interface in `internal/providers/`.",
])
mem("queue", "knowledge", "The queue", ["queue", "nats", "jetstream"], [
    "Notifications arrive on NATS JetStream subject `notify.requests`; the consumer acks after a send succeeds and retries with backoff up to 5 times before the dead-letter stream.",
])
mem("grpc-api", "rule", "API changes start in the proto", ["api", "grpc", "protobuf"], [
    "The API is gRPC defined in `proto/notify/v1/`; change the .proto first, run `buf generate`, and never remove or renumber a field (buf breaking runs in CI).",
])
mem("lint", "rule", "golangci-lint", ["lint", "ci"], [
    "golangci-lint with the repo's `.golangci.yml` must pass before merge; run `make lint` locally.",
])
mem("config", "knowledge", "Configuration", ["config", "env"], [
    "Config is read once at start from environment variables into `config.Config` (envconfig); provider keys come from Vault through the sidecar.",
])
mem("rate-limits", "rule", "Respect per-tenant rate limits", ["rate-limit", "tenants"], [
    "Each tenant has a send rate limit in `tenants.rate_per_minute`; the limiter in `internal/limit` is checked before any provider call, and a limited message is requeued, not dropped.",
])

# ---------------------------------------------------------------- rnapp: a running coach app (React Native, TypeScript)
mem = store("rnapp")
mem("ts-strict", "rule", "TypeScript strict", ["typescript", "types"], [
    "TypeScript runs in strict mode; no `any` and no `@ts-ignore` without a linked issue. Shared types live in `src/types/`.",
])
mem("testing-library", "rule", "Component tests", ["testing", "jest"], [
    "Components are tested with Jest and React Native Testing Library, querying by role or text as a user would; no snapshot tests.",
])
mem("state-zustand", "knowledge", "State management", ["state", "zustand", "react-query"], [
    "Server data goes through TanStack Query hooks in `src/api/`; local app state is Zustand stores in `src/stores/`. No Redux.",
])
mem("navigation", "knowledge", "Navigation", ["navigation", "expo-router"], [
    "Screens are files under `app/` with Expo Router; tabs in `app/(tabs)/`, modals in `app/(modals)/`.",
])
mem("styling", "rule", "Styling", ["styles", "theme"], [
    "Style with StyleSheet.create and the tokens in `src/theme.ts` (colours, spacing, fonts); no inline colour values, and every screen works in dark mode.",
])
mem("eas-build", "skill", "Release a build", ["release", "eas", "app-store"], [
    "Bump the version in app.json, then `eas build --profile production --platform all` and `eas submit`; JS-only fixes go out as an EAS Update to the production channel.",
])
mem("gps-tracking", "knowledge", "How runs are recorded", ["gps", "location", "background"], [
    "Runs are recorded with expo-location background updates every 5 seconds into SQLite (expo-sqlite) and uploaded when the run ends; the recorder is in `src/run/recorder.ts`.",
])
mem("accessibility", "rule", "Accessible components", ["accessibility", "a11y"], [
    "Every touchable has an accessibilityLabel and a hit area of at least 44 by 44; text respects the system font size.",
])
mem("analytics", "rule", "Analytics events", ["analytics", "events", "privacy"], [
    "Track events only through `track()` in `src/analytics.ts` with names in snake_case from `events.ts`; never send location or health data to analytics.",
])

# ---------------------------------------------------------------- dbt: a data team's warehouse (dbt on Snowflake)
mem = store("dbt")
mem("layers", "rule", "Model layers", ["models", "staging", "marts"], [
    "Models go staging (`stg_<source>__<table>`, one per source table, renames and casts only) -> intermediate (`int_`) -> marts (`fct_` and `dim_`). Marts never read a source directly.",
])
mem("tests-yml", "rule", "Every model has tests", ["testing", "schema-tests"], [
    "Every model has a .yml with a description and at least unique and not_null on its primary key; foreign keys get relationships tests.",
])
mem("sqlfluff", "rule", "SQL style", ["sql", "lint", "sqlfluff"], [
    "SQL is linted with sqlfluff (dbt templater): lowercase keywords, trailing commas, CTEs instead of subqueries, one CTE per source at the top.",
])
mem("incremental", "rule", "Incremental models", ["incremental", "performance"], [
    "A model over 50 million rows is incremental with a `unique_key` and a lookback of 3 days on `updated_at`; full refreshes only in the weekend run.",
])
mem("sources", "knowledge", "Where the data comes from", ["sources", "fivetran"], [
    "Fivetran loads Postgres (app), Stripe, HubSpot and Zendesk into the RAW database; sources are declared in `models/staging/<source>/_sources.yml` with freshness checks.",
])
mem("ci-slim", "knowledge", "CI runs slim builds", ["ci", "github-actions"], [
    "CI runs `dbt build --select state:modified+ --defer` against the production manifest in a PR schema `pr_<number>`; the schema is dropped when the PR closes.",
])
mem("naming", "rule", "Column naming", ["naming", "columns"], [
    "Columns are snake_case; booleans start with is_ or has_, timestamps end in _at and are UTC, dates end in _date; ids are `<entity>_id`.",
])
mem("pii", "rule", "Personal data is masked", ["pii", "privacy", "masking"], [
    "Columns with email, phone or name get the `pii` tag and the Snowflake masking policy; only the analyst_pii role sees them unmasked.",
])
mem("run-local", "skill", "Run dbt locally", ["setup", "profiles"], [
    "Put your dev target in `~/.dbt/profiles.yml` (schema `dbt_<you>`), then `dbt deps` and `dbt build --select <model>+`.",
])
mem("metrics", "knowledge", "Revenue definitions", ["revenue", "metrics", "mrr"], [
    "MRR is the sum of active subscriptions' monthly amounts at month end, in USD, from `fct_subscriptions`; churned MRR counts in the month the subscription ends.",
])

# ---------------------------------------------------------------- firmware: a smart thermostat (embedded C, Zephyr)
mem = store("firmware")
mem("no-malloc", "rule", "No dynamic allocation", ["memory", "malloc"], [
    "No malloc or free after boot: buffers are static or come from the Zephyr memory slabs declared in `src/pools.c`.",
])
mem("isr", "rule", "Keep interrupt handlers short", ["interrupts", "isr"], [
    "An ISR only reads the hardware, queues an event with k_msgq_put and returns; no logging, no locks and no blocking calls in interrupt context.",
])
mem("misra", "rule", "Coding standard", ["style", "misra", "clang-format"], [
    "We follow MISRA C:2012 except the deviations in `docs/misra-deviations.md`; format with clang-format, fixed-width integer types only (uint8_t, int32_t).",
])
mem("ztest", "rule", "Unit tests run on native_sim", ["testing", "ztest", "twister"], [
    "Unit tests are ztest suites under `tests/` run with twister on native_sim; a new driver or module comes with a suite.",
])
mem("hw", "knowledge", "The hardware", ["hardware", "nrf52840", "sensors"], [
    "The board is an nRF52840 with an SHT40 temperature and humidity sensor on I2C0, the relay for the boiler on P0.13 and an e-paper display on SPI1.",
])
mem("ble", "knowledge", "Bluetooth", ["ble", "bluetooth", "gatt"], [
    "The phone app talks to the thermostat over BLE: a custom GATT service with characteristics for set point, schedule and current temperature; pairing needs the 6-digit code on the display.",
])
mem("ota", "skill", "Release firmware over the air", ["ota", "mcuboot", "release"], [
    "Build with `west build -b thermo_v2`, sign the image with `imgtool` and the key from the release vault, upload to the OTA bucket; MCUboot swaps and reverts if the new image does not confirm within 60 seconds.",
])
mem("power", "rule", "Battery budget", ["power", "battery", "sleep"], [
    "Average current must stay under 40 uA: sensors are read every 60 seconds, the radio advertises at 1 s intervals, and anything new is measured on the power profiler before merge.",
])
mem("relay-safety", "rule", "Boiler relay safety", ["relay", "safety", "boiler"], [
    "The boiler relay never switches more often than once every 3 minutes, and the watchdog turns it off if the control loop stops for 10 seconds.",
])
mem("logging", "knowledge", "Logs", ["logging", "rtt"], [
    "Logs use the Zephyr LOG_ macros with a module per file; read them over Segger RTT with `JLinkRTTViewer`. Release builds keep only warnings and errors.",
])
mem("build-setup", "skill", "Set up the build", ["setup", "west", "sdk"], [
    "Install the Zephyr SDK 0.16, `west init -l app && west update`, then `west build -b thermo_v2 app` and flash with `west flash`.",
])

# ---------------------------------------------------------------- solo: a solo developer's global preferences
mem = store("solo")
mem("commits", "rule", "Commit messages", ["git", "commits"], [
    "Commit messages are imperative, under 72 characters in the subject, and say why in the body; one logical change per commit.",
])
mem("explain-first", "rule", "Plan before large changes", ["workflow", "planning"], [
    "Before changing more than three files, write the plan in a few lines and wait for my go-ahead.",
])
mem("python-tools", "rule", "Python tooling", ["python", "uv", "ruff"], [
    "Python projects use uv for environments and dependencies, ruff for lint and format, and pytest; no requirements.txt in new projects.",
])
mem("js-tools", "rule", "JavaScript tooling", ["javascript", "pnpm", "typescript"], [
    "JavaScript projects use pnpm and TypeScript, Vitest for tests and Biome for lint and format; never npm install -g.",
])
mem("no-new-deps", "rule", "Ask before adding a dependency", ["dependencies"], [
    "Don't add a new dependency without asking me; prefer the standard library for small things.",
])
mem("comments", "rule", "Comments", ["style", "comments"], [
    "Comments say why, not what; no commented-out code and no TODO without my initials and a date.",
])
mem("editor", "knowledge", "My setup", ["setup", "macos", "neovim"], [
    "I work on macOS with Neovim and fish; Homebrew for system tools, mise for language versions.",
])
mem("tests-first", "rule", "Tests with every fix", ["testing", "bugs"], [
    "A bug fix starts with a failing test that reproduces it; keep tests fast and without network access.",
])
