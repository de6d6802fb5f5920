"""Memories of the Wardline evaluation store (a fictional hospital scheduling platform).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- project facts
mem("services-overview", "knowledge", "Wardline services and repository layout",
    ["task_type:architecture", "services", "repo", "layout"], [
    "Monorepo `wardline/`: Django 5 project in `backend/` with the apps `booking` (outpatient appointments and clinic slots), `roster` (staff shifts), `theatres` (operating theatre lists) and `notify` (patient SMS and email).",
    "`hl7-bridge/` is a separate Python service that receives HL7 v2 messages over MLLP from the trust's Mirth Connect engine.",
    "`fhir-gateway/` serves the FHIR R4 API used by partner EHRs; `mobile/` is the On-Shift React Native app for nurses and doctors.",
    "Shared code lives in `backend/wardline/` (crypto, audit, flags, time helpers).",
], "2025-09-08")

mem("service-owners", "knowledge", "Who owns which part of Wardline",
    ["task_type:ops", "ownership", "teams", "contacts"], [
    "Team Bluebell: `booking` and `notify` (channel #wl-bluebell).",
    "Team Heron: `roster` and the On-Shift mobile app (#wl-heron).",
    "Team Osprey: `hl7-bridge`, `fhir-gateway` and the `theatres` app (#wl-osprey).",
    "Platform team: Azure, Terraform, CI and the AKS cluster (#wl-platform).",
    "The Clinical Safety Officer is Dr. Amara Okafor; information governance questions go to the IG team (ig@wardline.example).",
], "2025-09-08")

mem("hospital-sites", "knowledge", "Hospital sites and site codes",
    ["task_type:data", "sites", "site-code", "timezone"], [
    "Three sites: St Bride's Hospital (`SBH`), Northgate General (`NGH`) and Harbourside Community Hospital (`HCH`).",
    "Every clinic, ward, theatre and roster belongs to one site through `site_code`; all three use the `Europe/London` timezone stored in `Site.timezone`.",
    "Northgate runs Epic as its EHR; St Bride's and Harbourside use the trust PAS (Cerner Millennium) through HL7.",
], "2025-09-09")

mem("environments", "knowledge", "Environments and URLs",
    ["task_type:configuration", "environments", "staging", "production", "azure"], [
    "`dev` (per-branch preview at `https://pr-<n>.dev.wardline.example`), `staging` (`https://staging.wardline.example`, anonymised copy of production refreshed every Sunday) and `prod` (`https://app.wardline.example`).",
    "Production runs in Azure UK South; UK West is the disaster-recovery region (warm standby, RPO 15 minutes, RTO 4 hours).",
    "The mobile app points at an environment through `EXPO_PUBLIC_API_URL`.",
], "2025-09-10")

mem("local-dev-setup", "skill", "Run Wardline locally",
    ["task_type:installation", "local", "setup", "docker-compose", "onboarding"], [
    "`docker compose up -d db rabbitmq redis` starts Postgres 16, RabbitMQ and Redis.",
    "`cd backend && uv sync && make migrate seed` creates the schema and seeds the demo trust \"Test Trust\" with two sites, 40 clinics and 300 fake patients.",
    "`make run` starts Django on :8000 and a Celery worker; log in as `demo.admin@test-trust.example` / `wardline-dev`.",
    "For the app: `cd mobile && npm install && EXPO_PUBLIC_API_URL=http://<your-lan-ip>:8000 npx expo start`.",
], "2025-09-11")

mem("ci-pipeline", "knowledge", "CI pipeline (GitHub Actions)",
    ["task_type:testing", "ci", "github-actions", "pipeline"], [
    "`.github/workflows/backend.yml`: `make check`, then `pytest -n auto --cov` against a Postgres service container, then the image is built and pushed to ACR `wardlineacr.azurecr.io` on main.",
    "`.github/workflows/mobile.yml`: `npm run lint`, `npm test` (Jest) and a type check; EAS builds start only from tags `mobile-v*`.",
    "A pull request needs green CI and one approval from the owning team; `makemigrations --check` fails the build when a model change has no migration.",
], "2025-09-15")

# ---------------------------------------------------------------- time
mem("store-times-utc", "rule", "Store every timestamp as timezone-aware UTC",
    ["task_type:database", "timezone", "datetime", "utc"], [
    "`USE_TZ = True`; model fields are `DateTimeField`, never naive datetimes; use `django.utils.timezone.now()`, never `datetime.now()`.",
    "Convert to the site's zone only at the edges with `wardline.time.to_site_local(dt, site)`; appointment slots are stored in UTC even though clinics think in local time.",
    "Around the October and March clock changes, slot generation works in local wall-clock time and converts each slot, so a 09:00 clinic stays at 09:00.",
], "2025-09-12")

mem("display-ward-local-time", "rule", "On-Shift shows times in the ward's timezone, not the phone's",
    ["task_type:ui", "timezone", "display", "mobile"], [
    "Format every shift and appointment time with `formatInSiteZone(date, site)` from `@wardline/time`; never `toLocaleString()` on the raw value.",
    "A nurse travelling abroad must still see 07:30 for a 07:30 shift at St Bride's.",
    "Show the zone abbreviation (GMT/BST) on the shift detail screen.",
], "2025-10-02", role=["mobile"])

# ---------------------------------------------------------------- privacy and security
mem("phi-never-in-logs", "rule", "No patient identifiers in logs, errors or task arguments",
    ["task_type:security", "phi", "logging", "privacy"], [
    "Never log NHS numbers, MRNs, names, dates of birth, addresses or phone numbers: not in log lines, Sentry events, Celery task arguments or exception messages.",
    "Log the opaque `patient_ref` (a UUID) instead; support can resolve it in the admin with the `patients.view_ref` permission.",
    "Sentry's `before_send` hook `wardline.sentry.scrub_phi` strips request bodies; do not turn it off to debug.",
], "2025-09-16")

mem("phi-encrypted-columns", "rule", "Sensitive patient fields are encrypted at rest",
    ["task_type:security", "phi", "encryption", "database"], [
    "Columns holding clinical notes, referral reasons and contact details use `wardline.crypto.EncryptedTextField` (AES-GCM, per-field data keys).",
    "Keys come from Azure Key Vault at start-up; the key version is stored with each value, so rotation re-encrypts lazily.",
    "Encrypted columns cannot be filtered in SQL; add a keyed hash column (`*_lookup`) when a search is needed.",
], "2025-09-17")

mem("audit-patient-record-access", "rule", "Every read of a patient record is audited",
    ["task_type:security", "audit", "patient", "access"], [
    "Views and API endpoints that return patient data are decorated with `@audited(\"patient.read\")`; writes use `patient.update`.",
    "Audit rows go to `audit_events` (actor, patient_ref, action, reason, timestamp); the table is append-only and kept for 8 years.",
    "Bulk exports record one event per patient, not one per export.",
], "2025-09-18")

mem("smart-backend-auth", "rule", "Partner systems authenticate to fhir-gateway with SMART backend services",
    ["task_type:security", "fhir", "oauth", "smart", "partners"], [
    "Partners use the OAuth2 client-credentials flow with a signed JWT assertion (RS384) registered per partner in `fhir_clients`.",
    "Scopes are read-only system scopes such as `system/Appointment.read` and `system/Slot.read`; no partner gets a write scope without a signed data-sharing agreement.",
    "Access tokens live 5 minutes; there are no refresh tokens.",
], "2025-10-20")

mem("staff-login-nhs-cis2", "knowledge", "How staff sign in",
    ["task_type:security", "login", "cis2", "smartcard", "sso"], [
    "Staff sign in through NHS CIS2 (OpenID Connect, smartcard or Windows Hello authenticator); Django uses `mozilla-django-oidc`.",
    "The CIS2 role profile maps to Wardline groups: `clinician`, `ward-manager`, `booking-clerk`, `rostering-admin`.",
    "Sessions end after 30 minutes idle on shared ward PCs (`SESSION_COOKIE_AGE`).",
], "2025-10-21")

mem("mobile-secure-storage", "rule", "On-Shift keeps tokens and cached patient data only in secure storage",
    ["task_type:security", "mobile", "storage", "tokens"], [
    "Tokens go in `expo-secure-store`, never `AsyncStorage`.",
    "The only patient data cached on the device is today's ward list, encrypted, and it is wiped on logout and after 12 hours.",
    "Screenshots are blocked on patient screens (`usePreventScreenCapture`).",
], "2025-11-03", role=["mobile"])

# ---------------------------------------------------------------- database and migrations
mem("migrations-backward-compatible", "rule", "Migrations must work with the previous release still running",
    ["task_type:database", "migrations", "django", "zero-downtime"], [
    "Pods of the previous release keep serving during a rollout: add columns as nullable or with a database default, and never rename or drop a column in the release that stops using it.",
    "Drop in a later release, after the code no longer reads it (expand, then contract).",
    "No data changes over 10,000 rows inside a migration's `RunPython`; use a backfill job.",
], "2025-09-22")

mem("add-django-migration", "skill", "Add a Django migration",
    ["task_type:database", "migrations", "django", "schema"], [
    "`make migration app=booking name=add_slot_capacity` runs `makemigrations` with a readable name.",
    "Read the SQL with `python manage.py sqlmigrate booking 0042`; indexes on big tables use `AddIndexConcurrently` in a migration with `atomic = False`.",
    "Run it against the staging snapshot (`make migrate-staging-copy`) and note its duration in the PR if it takes over 5 seconds.",
], "2025-09-23", deps=["migrations-backward-compatible"])

mem("backfill-large-table", "skill", "Backfill data in a large table",
    ["task_type:database", "backfill", "celery", "data-fix"], [
    "Write the backfill as a Celery task in `backend/backfills/` that processes 5,000 rows per batch ordered by primary key and re-enqueues itself with the last id.",
    "It must be safe to run twice; record progress in `backfill_runs`.",
    "Start it with `python manage.py run_backfill <name> --dry-run` first, then without `--dry-run` outside clinic hours.",
], "2025-10-06", deps=["migrations-backward-compatible", "celery-task-arguments"])

mem("prevent-double-booking", "rule", "Book slots with a row lock, never check-then-insert",
    ["task_type:database", "booking", "concurrency", "slots"], [
    "`book_slot()` runs in `transaction.atomic()` and takes `Slot.objects.select_for_update()` on the slot before creating the appointment.",
    "A partial unique index `uniq_active_booking_per_slot` (`slot_id` where `status = 'booked'`) is the last line of defence; catch `IntegrityError` and return 409 `slot_taken`.",
    "Never read availability and then insert in a separate transaction.",
], "2025-10-08")

mem("slot-availability-cache", "knowledge", "Slot availability cache",
    ["task_type:performance", "cache", "redis", "slots"], [
    "Slot search results are cached in Redis for 30 seconds under `slots:{clinic_id}:{date}`.",
    "A booking or cancellation deletes the key through the `slot_changed` signal; never extend the TTL to hide a slow query.",
    "The cache is bypassed for booking clerks (`?fresh=1`), who must see exact capacity.",
], "2025-10-09")

mem("postgres-query-budget", "rule", "List endpoints stay within a query budget",
    ["task_type:performance", "orm", "n-plus-one", "queries"], [
    "List endpoints use `select_related`/`prefetch_related`; a test with `django_assert_max_num_queries(10)` guards each one.",
    "Use `.only()` for wide tables like `patients`.",
    "Add an index before shipping a filter on an unindexed column over 1 million rows.",
], "2025-10-10", role=["backend"])

# ---------------------------------------------------------------- celery and jobs
mem("celery-task-arguments", "rule", "Celery tasks take ids and are idempotent",
    ["task_type:coding", "celery", "tasks", "idempotency"], [
    "Pass primary keys or `patient_ref`, never model instances, querysets or patient details, to `.delay()`.",
    "Tasks run with `acks_late=True`, so a worker crash redelivers them: a task must be safe to run twice (check state before acting).",
    "Enqueue tasks with `transaction.on_commit(lambda: task.delay(pk))` so the worker sees the committed row.",
], "2025-09-24")

mem("celery-retry-outbound", "rule", "Retry policy for outbound calls from Celery tasks",
    ["task_type:integration", "celery", "retry", "backoff", "outbound"], [
    "Tasks that call the SMS provider, Epic or any other outside API use `autoretry_for=(TransientError,)`, `retry_backoff=True`, `retry_backoff_max=600` and `max_retries=6`.",
    "After the last attempt the task lands in `dead_tasks` and the #wl-alerts channel is notified; re-run it from the admin with \"Retry dead task\".",
    "Never retry on a 4xx response other than 429.",
], "2025-10-13")

mem("celery-queues-layout", "knowledge", "Celery queues and workers",
    ["task_type:ops", "celery", "queues", "workers", "rabbitmq"], [
    "Queues: `default`, `reminders`, `hl7`, `reports`; each has its own worker deployment so a slow report cannot delay reminders.",
    "`reports` workers have concurrency 2; `reminders` autoscale 2-10 on queue depth through KEDA.",
], "2025-10-14", role=["backend"])

mem("cron-kubernetes-cronjobs", "knowledge", "Scheduled jobs run as Kubernetes CronJobs",
    ["task_type:ops", "scheduled-jobs", "cron", "kubernetes"], [
    "Nightly and hourly jobs are `CronJob` manifests in `deploy/cronjobs/` that run `python manage.py <command>`.",
    "Add a new schedule by copying an existing manifest.",
], "2025-09-25", superseded_by="periodic-tasks-celery-beat", valid_until="2026-03-02")

mem("periodic-tasks-celery-beat", "knowledge", "Scheduled jobs run through Celery beat",
    ["task_type:ops", "scheduled-jobs", "celery-beat", "periodic"], [
    "All periodic work is registered in `backend/wardline/schedules.py` with `@periodic(cron=\"0 2 * * *\", queue=\"reports\")` and stored by `django-celery-beat`.",
    "Only one beat scheduler runs (a single-replica deployment with a Redis lock); times are in `Europe/London`.",
    "Each job reports to a Healthchecks.io check named after it; a missed run alerts after its grace period.",
], "2026-03-02", supersedes=["cron-kubernetes-cronjobs"])

mem("add-periodic-job", "skill", "Add a scheduled job",
    ["task_type:coding", "scheduled-jobs", "periodic", "celery"], [
    "Write the work as a Celery task in the owning app's `tasks.py`, then register it in `schedules.py` with its cron expression and queue.",
    "Create its Healthchecks.io check with `make healthcheck name=<job>`.",
    "Jobs that touch every patient run between 01:00 and 05:00.",
], "2026-03-05", deps=["periodic-tasks-celery-beat", "celery-task-arguments"])

# ---------------------------------------------------------------- dependencies and tooling
mem("requirements-pip-compile", "rule", "Pin Python dependencies with pip-compile",
    ["task_type:configuration", "dependencies", "python", "pip"], [
    "Add the package to `requirements.in` and run `pip-compile` to update `requirements.txt`.",
    "Install with `pip install -r requirements.txt` in the Dockerfile.",
], "2025-09-08", superseded_by="uv-lockfile-dependencies", valid_until="2026-01-19")

mem("uv-lockfile-dependencies", "rule", "Python dependencies are managed with uv",
    ["task_type:configuration", "dependencies", "python", "uv", "lockfile"], [
    "Declare packages in `backend/pyproject.toml` and run `uv add <pkg>`; commit `uv.lock`.",
    "CI and the Dockerfile run `uv sync --frozen`; never call `pip install` directly.",
    "Upgrades: `uv lock --upgrade-package <pkg>`, one package per PR, with the changelog link in the description.",
], "2026-01-19", supersedes=["requirements-pip-compile"])

mem("lint-and-types-before-push", "rule", "Run make check before pushing",
    ["task_type:testing", "lint", "ruff", "mypy", "formatting"], [
    "`make check` runs `ruff check`, `ruff format --check` and `mypy --strict` on `backend/`.",
    "Silence a ruff rule for one line with `# noqa: <code>` and a reason; never disable a rule repository-wide in a feature PR.",
    "pre-commit hooks (`pre-commit install`) run the same checks.",
], "2025-09-15")

mem("tests-no-network", "rule", "Tests never touch the network or the real clock",
    ["task_type:testing", "pytest", "network", "mocking", "time"], [
    "pytest runs with `--disable-socket` (pytest-socket); mock outside HTTP APIs with `responses`.",
    "Freeze time with `time_machine.travel(...)`; never `time.sleep` in a test.",
    "Celery runs eagerly in tests (`CELERY_TASK_ALWAYS_EAGER`).",
], "2025-09-16")

mem("test-data-factories", "rule", "Test data comes from factories, never real patients",
    ["task_type:testing", "factories", "test-data", "fixtures"], [
    "Build records with factory_boy factories in `backend/tests/factories.py` (`PatientFactory`, `ClinicFactory`, `ShiftFactory`); no JSON fixtures.",
    "Never paste production or staging data into tests, bug reports or seeds; factories use Faker's `en_GB` locale and invalid NHS numbers from the 999 range.",
], "2025-09-17")

# ---------------------------------------------------------------- API
mem("api-versioning", "rule", "Public API versions and deprecation",
    ["task_type:api", "versioning", "deprecation", "breaking-change"], [
    "The booking API is served under `/api/v2/`; adding optional fields is not breaking.",
    "Removing or renaming a field, or changing its meaning, needs `/api/v3/` for that resource and six months of `/api/v2/` with a `Sunset` header.",
    "Announce deprecations in the partner changelog `docs/api/CHANGELOG.md`.",
], "2025-09-29")

mem("serializers-explicit-fields", "rule", "DRF serializers list their fields explicitly",
    ["task_type:api", "drf", "serializers", "phi"], [
    "Every serializer declares `fields = [...]`; `fields = \"__all__\"` and `exclude` are rejected in review because new model columns would leak.",
    "Read-only computed fields use `SerializerMethodField` with a type hint.",
], "2025-09-30")

mem("add-api-endpoint", "skill", "Add an endpoint to the booking API",
    ["task_type:api", "endpoint", "drf", "openapi"], [
    "Add a viewset in `backend/booking/api/v2/` with an explicit permission class (`IsBookingClerk`, `IsClinician`) and register it in `urls.py`.",
    "Regenerate the OpenAPI schema with `make schema` (drf-spectacular) and commit `openapi.yaml`; the mobile client is generated from it.",
    "Write API tests with `APIClient` covering the permission denied case.",
], "2025-10-01", deps=["serializers-explicit-fields", "audit-patient-record-access", "api-versioning"])

mem("error-responses", "rule", "API error format",
    ["task_type:api", "errors", "problem-json"], [
    "Errors are RFC 9457 problem details (`application/problem+json`) with `type`, `title`, `status`, `detail` and our `code` (e.g. `slot_taken`, `late_cancellation`).",
    "Never put patient data in `detail`.",
], "2025-10-01")

# ---------------------------------------------------------------- appointments
mem("appointment-cancellation-window", "rule", "Patients cannot cancel online within 24 hours",
    ["task_type:domain", "appointments", "cancellation", "policy"], [
    "Online cancellation is allowed until 24 hours before the appointment; after that the API returns 409 `late_cancellation` and the patient must phone the clinic.",
    "A patient who has not checked in 15 minutes after the slot start is marked DNA (did not attend) by the `mark_dna` job; two DNAs in 12 months send the referral back to the GP.",
], "2025-10-15")

mem("clinic-overbooking-limit", "rule", "Clinic sessions may be overbooked by at most 10%",
    ["task_type:domain", "appointments", "overbooking", "capacity"], [
    "A clinic session can take extra bookings up to 10% of its slots, rounded down (a 12-slot clinic takes one extra).",
    "Only users with the `booking.overbook` permission can overbook, and each overbooking needs a reason.",
    "Urgent (two-week-wait) slots are never overbooked.",
], "2025-10-16")

mem("appointment-reminder-sms", "knowledge", "Patient appointment reminders (SMS)",
    ["task_type:integration", "reminders", "sms", "patients", "vonage"], [
    "`notify` sends SMS reminders 7 days and 48 hours before each appointment through Vonage; the sender ID is `WARDLINE`.",
    "Templates are in `backend/notify/templates/sms/` and must fit one 160-character segment.",
    "Patients reply STOP to opt out; Vonage calls `POST /notify/inbound-sms`, which sets `patient.sms_opt_out`.",
], "2026-02-09", supersedes=["patient-sms-twilio"])

mem("patient-sms-twilio", "knowledge", "Patient reminders are sent with Twilio",
    ["task_type:integration", "reminders", "sms", "patients", "twilio"], [
    "`notify` sends a single SMS reminder 72 hours before each appointment through Twilio Programmable Messaging.",
    "Credentials are `TWILIO_ACCOUNT_SID` and `TWILIO_AUTH_TOKEN`.",
], "2025-09-26", superseded_by="appointment-reminder-sms", valid_until="2026-02-09")

mem("sms-minimum-content", "rule", "Reminder texts carry the minimum necessary",
    ["task_type:security", "sms", "privacy", "templates"], [
    "A patient SMS may contain the first name, date, time, site and a link; never the clinic specialty, consultant, test or reason for the visit (\"sexual health\", \"oncology\", \"fertility\").",
    "Use the neutral clinic label `Clinic.public_name`.",
], "2025-10-17")

mem("add-sms-template", "skill", "Add or change a patient SMS template",
    ["task_type:coding", "sms", "templates", "notify"], [
    "Add the template to `backend/notify/templates/sms/<name>.txt` and its Welsh version `<name>.cy.txt` for HCH patients.",
    "Run `python manage.py preview_sms <name>` to check the length against the 160-character limit with the longest site name.",
    "Information governance signs off new wording in the PR.",
], "2025-10-22", deps=["sms-minimum-content", "appointment-reminder-sms"])

mem("waiting-list-priorities", "knowledge", "Waiting list priority codes",
    ["task_type:domain", "waiting-list", "priority", "surgery"], [
    "Surgical waiting list priorities: P1 within 72 hours, P2 within 1 month, P3 within 3 months, P4 can wait longer than 3 months.",
    "Priority is set by the consultant and stored in `WaitingListEntry.priority`; changing it needs a clinician role.",
], "2025-11-04")

mem("rtt-18-week-clock", "knowledge", "Referral-to-treatment (RTT) clock",
    ["task_type:domain", "rtt", "referral", "waiting-times", "reporting"], [
    "The RTT clock starts when the referral is received (`Referral.rtt_clock_start`) and stops at first definitive treatment; the national standard is 92% of patients treated within 18 weeks.",
    "A DNA on a first appointment resets the clock; patient-initiated cancellations do not pause it.",
    "The nightly `rtt_report` job writes breaches to `rtt_breaches`, which the access team reviews each morning.",
], "2025-11-05")

# ---------------------------------------------------------------- theatres
mem("theatre-list-structure", "knowledge", "Operating theatre lists",
    ["task_type:domain", "theatres", "sessions", "utilisation"], [
    "Each theatre runs an AM list (08:00-13:00), a PM list (13:30-18:00) or an all-day list; lists are allocated to a specialty six weeks ahead.",
    "Turnaround between cases defaults to 20 minutes (`Theatre.turnaround_minutes`).",
    "Utilisation = booked case minutes / list minutes; the target is 85%.",
], "2025-11-10")

mem("theatre-case-fit", "rule", "A case is only added to a list if it fits",
    ["task_type:domain", "theatres", "scheduling", "overrun"], [
    "`TheatreList.can_fit(case)` must pass: estimated duration plus turnaround fits in the remaining list time.",
    "Planned overruns over 30 minutes need the anaesthetist's consent recorded on the list.",
    "Estimated durations come from the surgeon's median of the last 20 cases of the same procedure code (OPCS-4), not from the booking form.",
], "2025-11-11")

mem("emergency-case-bumping", "knowledge", "Emergency cases and cancelled elective operations",
    ["task_type:domain", "theatres", "emergency", "cancellation"], [
    "An emergency (NCEPOD category 1 or 2) case can bump an elective case from a list; the bumped patient is an on-the-day cancellation.",
    "On-the-day cancellations for non-clinical reasons must be rebooked within 28 days; `theatres` creates a P2 waiting list entry and alerts the scheduler.",
], "2025-11-12")

# ---------------------------------------------------------------- roster
mem("working-time-limits", "rule", "Roster assignments respect working-time limits",
    ["task_type:domain", "roster", "working-time", "compliance"], [
    "No assignment may take a staff member over 48 hours a week averaged over 17 weeks (unless they have an opt-out on file), over 13 hours in one shift, or under 11 hours' rest between shifts.",
    "The check lives in `roster.rules.check_working_time()` and runs on every assignment, swap and bank booking.",
    "Junior doctors additionally follow the 2016 contract limits (`roster.rules.junior_doctor`).",
], "2025-11-17")

mem("roster-publication", "rule", "Rosters are published six weeks ahead",
    ["task_type:domain", "roster", "publication", "deadline"], [
    "A ward's roster is published at least six weeks before its first shift with `python manage.py publish_roster --ward <code> --from <date>`.",
    "After publication, a change inside the next 14 days needs the staff member's consent, recorded in the app.",
], "2025-11-18")

mem("shift-swap-manager-approval", "rule", "Every shift swap needs the ward manager's approval",
    ["task_type:domain", "roster", "shift-swap", "approval"], [
    "A swap request goes to the ward manager's queue and only takes effect once approved.",
], "2025-11-19", superseded_by="shift-swap-auto-approval", valid_until="2026-05-04")

mem("shift-swap-auto-approval", "rule", "Like-for-like shift swaps are approved automatically",
    ["task_type:domain", "roster", "shift-swap", "approval"], [
    "A swap between two staff of the same band and skill (e.g. two band-5 registered nurses) is approved automatically when both pass `check_working_time()`.",
    "Any other swap goes to the ward manager's queue; managers have 72 hours before it expires.",
    "Every swap, automatic or not, is written to the roster audit trail.",
], "2026-05-04", supersedes=["shift-swap-manager-approval"])

mem("bank-and-agency-shifts", "knowledge", "Filling open shifts: bank first, then agency",
    ["task_type:domain", "roster", "bank", "agency", "staffing"], [
    "An unfilled shift is offered to the staff bank (the trust's internal flexible pool) through `BankShiftRequest` and On-Shift push offers.",
    "If nobody accepts within 48 hours it may go to an agency on the framework list; agency shifts above the price cap (£55/hour for a band-5 nurse) need the finance director's approval.",
], "2025-11-20")

mem("safe-staffing-ratios", "rule", "Do not publish a roster below safe staffing levels",
    ["task_type:domain", "roster", "staffing", "ratios", "safety"], [
    "Each ward has a minimum registered-nurse-to-patient ratio per shift in `Ward.min_rn_ratio` (1:8 on general wards by day, 1:2 in critical care).",
    "`publish_roster` refuses to publish a shift that falls below it unless the matron records an override with a reason.",
], "2025-11-21")

# ---------------------------------------------------------------- integrations
mem("hl7-ack-after-persist", "rule", "hl7-bridge acknowledges a message only after storing it",
    ["task_type:integration", "hl7", "mllp", "ack", "inbound"], [
    "Send the MLLP ACK with `AA` only after the raw message is committed to `hl7_inbox`; processing happens afterwards on the `hl7` queue.",
    "Reply `AE` for a message that cannot be parsed and `AR` for an unsupported message type; never drop a message silently.",
    "Mirth resends any unacknowledged message every 30 seconds, five times, then stops the channel and pages the integration team.",
], "2025-10-27")

mem("hl7-adt-events", "knowledge", "HL7 ADT events we handle",
    ["task_type:integration", "hl7", "adt", "patients"], [
    "ADT^A01 admit, A02 transfer, A03 discharge, A04 register outpatient, A08 update patient, A40 merge patients.",
    "Parsing uses `hl7apy`; each event has a handler in `hl7-bridge/handlers/` (e.g. `adt_a08.py`).",
    "The PID segment's MRN is per site; the NHS number (PID-3 with assigning authority `NHS`) links sites.",
], "2025-10-28")

mem("add-hl7-handler", "skill", "Handle a new HL7 message type",
    ["task_type:integration", "hl7", "handler"], [
    "Add `hl7-bridge/handlers/<type>.py` with a `handle(msg)` function and register it in `HANDLERS`.",
    "Add sample messages (anonymised) to `hl7-bridge/tests/messages/` and a test that replays them.",
    "Ask Osprey to enable the message type on the Mirth channel filter in staging first.",
], "2025-10-29", deps=["hl7-ack-after-persist", "hl7-adt-events"])

mem("patient-merge", "skill", "Process a patient merge (A40)",
    ["task_type:data", "hl7", "merge", "patients", "duplicates"], [
    "On ADT^A40 move appointments, referrals and waiting list entries from the minor record to the major one and set `merged_into` on the minor record; never delete it.",
    "Re-schedule reminders for the moved appointments and write one audit event per moved record.",
    "A merge can be undone within 30 days with `python manage.py unmerge_patient <minor_ref>`.",
], "2025-10-30", deps=["hl7-adt-events"])

mem("fhir-resources", "knowledge", "FHIR resources fhir-gateway exposes",
    ["task_type:api", "fhir", "resources", "uk-core"], [
    "R4 with UK Core profiles: `Appointment`, `Slot`, `Schedule`, `Practitioner`, `Location` and `HealthcareService`.",
    "Search example: `GET /fhir/R4/Slot?schedule=<id>&start=ge2026-03-01&status=free`; results page at 50 with `Bundle.link[next]`.",
    "The CapabilityStatement is at `/fhir/R4/metadata`.",
], "2025-11-03")

mem("add-fhir-resource", "skill", "Expose a new FHIR resource",
    ["task_type:api", "fhir", "resources"], [
    "Add a mapper in `fhir-gateway/mappers/` from the Django model to the UK Core profile and validate it with the HAPI validator (`make fhir-validate`).",
    "Add the resource and its search parameters to the CapabilityStatement.",
], "2025-11-06", deps=["fhir-resources", "smart-backend-auth"])

mem("epic-slot-sync", "knowledge", "Northgate's Epic pulls our slots",
    ["task_type:integration", "epic", "slots", "partners"], [
    "Northgate's Epic polls `/fhir/R4/Slot` every 5 minutes per clinic; the gateway rate limit for a partner client is 20 requests per second.",
    "If Epic shows stale availability, check the `fhir_requests` log for the client and the slot cache first.",
], "2025-11-07")

# ---------------------------------------------------------------- mobile
mem("on-shift-app-stack", "knowledge", "On-Shift app stack",
    ["task_type:architecture", "mobile", "react-native", "expo"], [
    "React Native with Expo SDK 51 and `expo-router`; server data through TanStack Query, local UI state in Zustand.",
    "The API client in `mobile/src/api/` is generated from `openapi.yaml` with `npm run gen:api`; do not edit it by hand.",
    "Components come from `@wardline/ui-native`.",
], "2025-10-01", role=["mobile"])

mem("mobile-offline-sync", "knowledge", "How On-Shift works offline",
    ["task_type:architecture", "mobile", "offline", "sync"], [
    "The app caches the user's shifts and pulls changes with `GET /api/v2/me/shifts?since=<cursor>` on launch and every 15 minutes.",
    "Actions taken offline (accept an offered shift, request a swap) are queued and replayed with an `Idempotency-Key` header when the connection returns.",
    "On conflict the server wins and the app shows what changed.",
], "2025-10-08", role=["mobile"])

mem("shift-push-reminders", "knowledge", "Shift reminders and offers for staff (push)",
    ["task_type:integration", "push", "notifications", "shifts", "staff"], [
    "Staff get Expo push notifications 12 hours and 1 hour before a shift, and for open bank shifts that match their grade.",
    "Devices register at `POST /api/v2/devices` with their Expo push token; tokens that return `DeviceNotRegistered` are deleted.",
    "Push text never includes patient or ward details beyond the ward name.",
], "2025-10-09", role=["mobile"])

mem("release-mobile-codepush", "skill", "Release On-Shift with CodePush",
    ["task_type:deploying", "mobile", "release", "codepush"], [
    "Build with `npx react-native run-android --variant=release`, upload to the stores by hand, and push JavaScript fixes with `appcenter codepush release-react`.",
], "2025-09-30", role=["mobile"], superseded_by="release-mobile-eas", valid_until="2026-04-06")

mem("release-mobile-eas", "skill", "Release the On-Shift app",
    ["task_type:deploying", "mobile", "release", "eas", "app-store"], [
    "Bump `version` in `mobile/app.config.ts`, tag `mobile-vX.Y.Z`; CI runs `eas build --profile production` and `eas submit` to App Store Connect and Google Play.",
    "Google Play rollout starts at 10% of users for 48 hours, then 100% if the crash-free rate stays above 99.5%.",
    "JavaScript-only fixes can ship over the air with `eas update --branch production`; anything touching native modules needs a store build.",
], "2026-04-06", role=["mobile"], supersedes=["release-mobile-codepush"])

# ---------------------------------------------------------------- infra (hidden for the mobile role)
mem("terraform-through-atlantis", "rule", "Azure changes go through Terraform and Atlantis",
    ["task_type:configuration", "terraform", "azure", "atlantis"], [
    "All Azure resources are defined in `infra/terraform/`; no changes through the portal.",
    "Atlantis posts the plan on the PR; apply with an `atlantis apply` comment after a platform-team approval.",
], "2025-09-19", role=["infra"])

mem("aks-cluster", "knowledge", "AKS cluster layout",
    ["task_type:ops", "aks", "kubernetes", "node-pools"], [
    "Production cluster `aks-wl-prod-uks` has node pools `system`, `general` (Standard_D4s_v5, 3-12 nodes) and `workers` (Standard_D8s_v5) for Celery.",
    "Namespaces per app: `booking`, `roster`, `theatres`, `integration`.",
], "2025-09-19", role=["infra"])

mem("key-vault-secrets", "knowledge", "Secrets in Azure Key Vault",
    ["task_type:security", "secrets", "key-vault", "azure"], [
    "Secrets live in Key Vault `kv-wardline-prod` and reach pods through the Secrets Store CSI driver as files under `/mnt/secrets`.",
    "Rotate with `make rotate-secret name=<secret>`, which writes a new version; pods pick it up within two minutes.",
], "2025-09-20", role=["infra"])

mem("database-backups", "knowledge", "Database backups and restore",
    ["task_type:ops", "postgres", "backups", "restore"], [
    "Azure Database for PostgreSQL Flexible Server keeps point-in-time restore for 35 days; a geo-redundant copy lives in UK West.",
    "The platform team runs a restore drill every quarter and records the time taken in `docs/ops/restore-drills.md`.",
], "2025-09-21", role=["infra"])

mem("django-settings-env", "knowledge", "Where Django settings come from",
    ["task_type:configuration", "settings", "environment", "django"], [
    "Settings are read with django-environ from `WL_`-prefixed environment variables (`WL_DATABASE_URL`, `WL_REDIS_URL`, `WL_SENTRY_DSN`).",
    "Defaults for local work are in `backend/.env.example`; never commit a `.env`.",
], "2025-09-22", role=["backend"])

# ---------------------------------------------------------------- delivery, ops
mem("deploy-windows", "rule", "When production deploys are allowed",
    ["task_type:deploying", "deploy", "production", "window"], [
    "Production deploys run Monday to Thursday 10:00-16:00 UK time, never during shift handover (07:00-08:00 and 19:00-20:00) and never on bank holidays.",
    "A fix for a live patient-safety issue may go out at any time with the on-call lead's approval in #wl-incidents.",
], "2025-09-26")

mem("deploy-backend", "skill", "Deploy the backend to production",
    ["task_type:deploying", "deploy", "flux", "helm"], [
    "Merge to main builds the image; promote it by bumping the tag in `deploy/prod/values.yaml` with `make promote tag=<sha>`.",
    "Flux applies the change within five minutes; watch the \"Booking API golden signals\" dashboard for 15 minutes.",
    "Roll back by reverting the promotion commit.",
], "2025-09-29", deps=["deploy-windows"])

mem("feature-flags", "knowledge", "Feature flags (Unleash)",
    ["task_type:configuration", "feature-flags", "unleash", "rollout"], [
    "Flags are in Unleash; check them with `wardline.flags.is_enabled(\"<flag>\", site=site_code)` in Django and `useFlag(\"<flag>\")` in the app.",
    "New features roll out one site at a time, Harbourside first because it is the smallest.",
    "Remove a flag and its dead branch within 30 days of reaching 100%.",
], "2025-10-03")

mem("clinical-safety-case", "rule", "Changes with clinical risk need a hazard log entry",
    ["task_type:review", "clinical-safety", "dcb0129", "hazard-log"], [
    "A change to booking, roster or theatre logic that could delay care or put the wrong person on a shift needs a DCB0129 hazard log entry before release.",
    "The Clinical Safety Officer signs it off; the PR links the entry.",
], "2025-10-06")

mem("write-hazard-log-entry", "skill", "Write a hazard log entry",
    ["task_type:review", "clinical-safety", "hazard-log"], [
    "Copy `docs/safety/hazard-template.md` to `docs/safety/hazards/HAZ-<next number>.md`.",
    "Describe the hazard, its causes, the effect on patients, severity and likelihood from the 5x5 matrix, and the controls (tests, alerts, training).",
    "Request review from the CSO with the `clinical-safety` label.",
], "2025-10-07", deps=["clinical-safety-case"])

mem("observability", "knowledge", "Dashboards, logs and error tracking",
    ["task_type:ops", "dashboards", "grafana", "sentry", "monitoring"], [
    "Grafana dashboards: \"Booking API golden signals\", \"Celery queues\", \"HL7 feed lag\" and \"Reminder delivery\".",
    "Logs are in Azure Log Analytics (KQL), correlated by `request_id`; errors go to Sentry projects `wl-backend` and `wl-mobile`.",
    "An alert fires when HL7 feed lag exceeds 5 minutes or the reminders queue is older than 30 minutes.",
], "2025-10-10")

mem("service-level-objectives", "knowledge", "Service level objectives",
    ["task_type:ops", "slo", "latency", "availability"], [
    "Booking API availability 99.9% per month; slot search p95 under 400 ms; booking p95 under 800 ms.",
    "HL7 messages are processed within 2 minutes at p99.",
    "Burning the monthly error budget freezes feature work for the owning team.",
], "2025-10-13")

mem("on-call", "knowledge", "On-call rota",
    ["task_type:ops", "on-call", "pagerduty", "rota"], [
    "PagerDuty schedule \"Wardline Primary\" (one engineer a week, handover Monday 10:00) and \"Wardline Integration\" for hl7-bridge and fhir-gateway.",
    "Out of hours, clinical escalation goes to the site's duty manager, whose number is in the runbook.",
], "2025-10-14")

mem("run-incident", "skill", "Run an incident",
    ["task_type:ops", "incident", "postmortem", "severity"], [
    "Declare it in #wl-incidents with `/incident new`; the first responder is incident lead until handing over.",
    "Severity is set by clinical impact: SEV1 patients cannot be booked or staff cannot see shifts at a site, SEV2 degraded, SEV3 no patient impact.",
    "Tell the site duty managers for SEV1/2; write the postmortem within five working days.",
], "2025-10-15")

mem("records-retention", "knowledge", "How long records are kept",
    ["task_type:data", "retention", "records", "gdpr"], [
    "Appointment and referral records: 8 years after the last contact for adults; for children until their 25th birthday.",
    "Audit events: 8 years. Rosters: 6 years. SMS delivery logs: 90 days.",
    "The monthly `purge_expired` job deletes what has passed its date.",
], "2025-10-20")

mem("subject-access-request", "skill", "Answer a subject access request",
    ["task_type:data", "gdpr", "sar", "export"], [
    "The IG team raises the request; run `python manage.py export_subject_data --patient-ref <ref>` on the ops box, which writes an encrypted zip.",
    "The response is due within one calendar month of the request.",
    "Never email the export; upload it to the IG share.",
], "2025-10-21")
