"""Memories of the Lathbury evaluation store (an invented city bike and e-scooter share operator's
software team). Each entry: id, type, title, tags, content lines, and optional deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files. Written
before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- knowledge
mem("systems-overview", "knowledge", "Lathbury systems", ["architecture", "services", "repo"], [
    "Monorepo `lathbury/`: `fleet/` (Go) talks to the vehicles' IoT locks over MQTT and keeps vehicle status and telemetry; `rides/` (Go) runs trips from unlock to end, parking zones and the rider API; `billing/` (Python, Django) charges trips, passes, wallets, refunds and fines through Stripe; `ops/` (Python, Django) is the field team's tool for battery swaps, rebalancing and repairs; `rider-app/` (TypeScript, React Native) is the iOS and Android app; `feeds/` (Go) publishes GBFS and the cities' MDS reports.",
], "2025-03-03")
mem("cities", "knowledge", "Where we operate", ["cities", "markets", "launch"], [
    "Five cities: Lathbury (home, code `LAT`), Coldbrook (`CLD`), Wexmoor (`WEX`), Ravensgate (`RVG`) and Tilby (`TIL`). Each city has its own permit with the council, its own tariff and its own zones; code and config always key on the three-letter city code.",
], "2025-03-03")
mem("vehicles", "knowledge", "Vehicles and their ids", ["vehicles", "ids", "e-bikes", "scooters"], [
    "Two models: the B3 e-bike and the S2 e-scooter, both with a swappable battery and an IoT lock. Vehicle ids are `LB-B-<5 digits>` for bikes and `LB-S-<5 digits>` for scooters, printed on the QR sticker; the lock has its own IMEI, and `fleet` maps IMEI to vehicle id.",
], "2025-03-03")
mem("glossary", "knowledge", "Words we use", ["glossary", "domain", "naming"], [
    "A rider is a customer; a trip is one rental from unlock to end (code never says ride or journey); a vehicle is a bike or scooter; a swap is a battery exchange by a swapper; a rebalance moves vehicles by van; a zone is any geofence. Code says trip, rider, vehicle.",
], "2025-03-03")
mem("iot-locks", "knowledge", "The IoT lock and its commands", ["iot", "locks", "mqtt", "commands"], [
    "Each vehicle's lock module connects over LTE to our MQTT broker (EMQX). `fleet/lockcmd` sends unlock, lock, ring, locate, set_speed and throttle_cut; the lock acknowledges on its `ack` topic, normally within 2 seconds, and fleet gives up after 8.",
], "2025-03-10")
mem("telemetry", "knowledge", "Vehicle telemetry", ["telemetry", "gps", "battery", "kafka", "timescale"], [
    "Locks report position, battery percent and lock state every 10 seconds during a trip and every 15 minutes when parked. `fleet/telemetry` puts each report on the Kafka topic `vehicle.telemetry.v2` and stores it in TimescaleDB (`telemetry` hypertable, 30 days of raw points).",
], "2025-03-10")
mem("trip-states", "knowledge", "Trip states", ["trips", "state-machine", "lifecycle"], [
    "A trip goes reserved -> unlocking -> riding -> ending -> ended, or to failed from unlocking; the transitions are in `rides/trip/state.go` and nothing else writes `trips.state`. A reservation holds a vehicle for 10 minutes free.",
], "2025-03-10")
mem("zones", "knowledge", "Zones", ["zones", "geofences", "parking", "geojson"], [
    "Each city has parking zones (the only places a trip may end without a fee), no-parking zones, slow zones and no-ride zones, drawn by the council and stored as GeoJSON polygons in `rides/zones/<city>/`. The lock also keeps a copy so it can slow or cut the motor without a signal.",
], "2025-03-17")
mem("tariffs", "knowledge", "Prices", ["pricing", "tariffs", "unlock-fee", "per-minute"], [
    "A trip costs an unlock fee plus a price per minute, set per city and vehicle model in `billing/tariffs/<city>.yaml` (Lathbury: £1 unlock, 20p a minute for scooters, 15p for e-bikes). Monthly passes and day passes waive the unlock fee and include minutes.",
], "2025-03-17")
mem("passes", "knowledge", "Passes", ["passes", "subscriptions", "monthly-pass"], [
    "The monthly pass is £29.99 and covers the first 30 minutes of every trip; the day pass covers 120 minutes in total over the day. Passes renew through Stripe subscriptions; a pass belongs to a rider and one city.",
], "2025-03-24")
mem("gbfs", "knowledge", "The GBFS feed", ["gbfs", "open-data", "feeds"], [
    "`feeds/gbfs` publishes GBFS 2.3 (system_information, vehicle_types, free_bike_status, geofencing_zones) at `https://gbfs.lathbury.bike/<city>/gbfs.json`, refreshed every 30 seconds; journey planners and the councils read it.",
], "2025-03-24")
mem("mds", "knowledge", "MDS reporting to the councils", ["mds", "councils", "reporting", "regulation"], [
    "Each council receives Mobility Data Specification (MDS 2.0) trips, events and vehicle status changes from `feeds/mds`; their permits use it to check fleet caps, parking and incidents.",
], "2025-03-24")
mem("field-ops", "knowledge", "The field team", ["ops", "swappers", "mechanics", "vans"], [
    "Each city has swappers (battery swaps on cargo bikes), van drivers (rebalancing and collecting broken vehicles) and mechanics in the workshop. They work from tasks in the ops app; a task has a vehicle, a type (swap, rebalance, collect, inspect, repair) and a due time.",
], "2025-03-31")
mem("stripe", "knowledge", "Payments through Stripe", ["payments", "stripe", "cards", "wallets"], [
    "Riders pay by card, Apple Pay or Google Pay through Stripe, or from a prepaid wallet topped up in £5 steps. `billing/payments` is the only code that calls Stripe; rides and the app ask billing.",
], "2025-03-31")
mem("rider-verification", "knowledge", "Rider sign-up and checks", ["riders", "sign-up", "verification", "driving-licence"], [
    "Sign-up takes a phone number, an email and a card. Scooter riders must also pass a driving licence check through the IDnow integration in `rides/riders/kyc`: UK law allows rented e-scooters only to riders with a full or provisional licence, aged 16 or over.",
], "2025-04-07")
mem("lock-firmware", "knowledge", "Lock firmware", ["firmware", "ota", "locks"], [
    "Lock firmware is built by the vendor and versioned `fw-<major>.<minor>.<patch>`; `fleet` pushes it over the air and each lock reports its version in telemetry. Firmware holds the zone copy, the speed limit and the crash detector.",
], "2025-04-07")
mem("support", "knowledge", "Rider support", ["support", "zendesk", "disputes"], [
    "Rider support works in Zendesk and in the admin console (`rides/admin`); most tickets are trips that would not end, parking fines and refunds. Support agents see a rider's trips, payments and the vehicle's lock log for a trip.",
], "2025-04-14")
mem("environments", "knowledge", "Environments", ["environments", "staging", "kubernetes"], [
    "Production and staging run on Kubernetes (EKS, eu-west-2), deployed by Argo CD from `deploy/`. Staging has no real vehicles: `fleet/sim` simulates 500 locks in Lathbury that answer commands and send telemetry.",
], "2025-04-14")
mem("data-warehouse", "knowledge", "The data warehouse", ["analytics", "warehouse", "bigquery", "dbt"], [
    "Trips, payments and telemetry are copied nightly to BigQuery; the data team's dbt models live in `analytics/`. Demand forecasts for rebalancing come from there.",
], "2025-04-21")

# ---------------------------------------------------------------- rules: trips and vehicles
mem("unlock-idempotency", "rule", "Unlock commands are idempotent", ["unlock", "mqtt", "retries", "idempotency"], [
    "Every unlock carries the trip id as its idempotency key; fleet retries an unacknowledged unlock at most twice, and a lock that already opened for that trip answers ok without a second unlock. A trip is charged only from the first acknowledged unlock.",
], "2025-04-28", deps=["iot-locks"])
mem("unlock-timeout", "rule", "A failed unlock is never charged", ["unlock", "timeouts", "failed-trips"], [
    "If no acknowledgement arrives within 8 seconds after the last retry, the trip goes to failed, the pre-authorisation is released and the vehicle is flagged for an inspect task after three failures in a day. The app tells the rider to try another vehicle.",
], "2025-04-28", deps=["unlock-idempotency", "preauth"])
mem("end-trip-parking", "rule", "Ending a trip outside a parking zone", ["end-trip", "parking", "zones", "fines"], [
    "A trip ended outside a parking zone is ended (the rider is never stuck paying), the parking photo is sent to review, and a bad-parking fee of £25 is charged only after a person confirms the photo. The app warns before ending if the vehicle is outside a zone.",
], "2025-05-05", deps=["zones", "parking-photos"], supersedes=["end-trip-parking-2024"])
mem("end-trip-parking-2024", "rule", "Ending a trip outside a parking zone (2024)", ["end-trip", "parking", "fines"], [
    "A trip ended outside a parking zone is charged a £15 fee automatically at the end of the trip.",
], "2024-06-03", superseded_by="end-trip-parking", valid_until="2025-05-05")
mem("parking-photos", "rule", "Parking photos", ["photos", "parking", "s3", "retention"], [
    "Every trip ends with a photo of the parked vehicle, uploaded to the `lathbury-parking-photos` bucket under `<city>/<trip id>.jpg`; photos are deleted after 30 days unless a fine or dispute holds them. Faces and number plates are blurred before a person reviews them.",
], "2025-05-05")
mem("speed-limits", "rule", "Speed limits come from the lock", ["speed", "scooters", "slow-zones", "firmware"], [
    "Scooters are capped at 15.5 mph by law and to 8 mph in slow zones; fleet sets the cap with set_speed and the lock enforces it. The app only shows the cap: it never sends a speed itself, and no config may raise the legal cap.",
], "2025-05-12")
mem("no-ride-zones", "rule", "No-ride zones cut the motor, never the brakes", ["no-ride", "zones", "throttle", "safety"], [
    "In a no-ride zone the lock cuts motor assistance so the vehicle coasts; nothing may lock the wheel or end the trip while the vehicle moves. The rider is told once by a beep and in the app.",
], "2025-05-12")
mem("battery-thresholds", "rule", "Battery levels", ["battery", "thresholds", "swaps", "availability"], [
    "A vehicle under 20% battery gets a swap task; under 15% it is hidden from the app and GBFS; under 10% it cannot be unlocked; a trip that reaches 5% is told to end and the motor stops at 3%. The thresholds live in `fleet/status/battery.go`, one place.",
], "2025-05-19")
mem("vehicle-status", "rule", "Vehicle status changes go through fleet/status", ["vehicle-status", "state-machine", "fleet"], [
    "A vehicle is available, reserved, in_trip, low_battery, needs_inspection, in_workshop, missing or retired; only `fleet/status` changes it, through `status.Transition`, which refuses a move its table does not allow and writes the event for MDS.",
], "2025-05-19")
mem("missing-vehicles", "rule", "Missing vehicles", ["missing", "lost", "stolen", "recovery"], [
    "A vehicle that has not reported for 24 hours becomes missing and gets a find task at its last position; after 14 days missing it is reported stolen to the police with its IMEI and retired. A missing vehicle is never shown in GBFS.",
], "2025-05-26")
mem("damage-reports", "rule", "A damage report takes the vehicle off the street", ["damage", "reports", "safety", "inspection"], [
    "When a rider reports damage (brakes, wheel, stem, battery) the vehicle goes to needs_inspection at once and cannot be reserved until a mechanic or swapper inspects it; a report of a battery that is hot or swollen also opens a collect task due within one hour.",
], "2025-05-26")
mem("crash-detection", "rule", "Crash alerts", ["crash", "accelerometer", "safety", "support"], [
    "A crash event from the lock's accelerometer during a trip pages the support lead, who calls the rider within two minutes; the trip's charge is held until support closes the event. Crash events are never silenced by code, even in staging tests against production locks.",
], "2025-06-02")
mem("fleet-caps", "rule", "Fleet caps per city", ["caps", "permits", "councils", "deployment"], [
    "Each council permit caps the vehicles deployed in the city (Lathbury 1,200 scooters and 800 e-bikes) and in some zones; the ops app refuses a deploy or rebalance drop that would exceed a cap, and caps live in `ops/caps/<city>.yaml`, never in code.",
], "2025-06-02")
mem("curfew", "rule", "Night curfew in Wexmoor", ["curfew", "night", "wexmoor", "availability"], [
    "Wexmoor's permit bans scooter rental from 00:00 to 05:00 local time: scooters cannot be reserved or unlocked then, and a trip running at midnight is asked to end within 15 minutes. E-bikes are not affected.",
], "2025-06-09")
mem("gbfs-privacy", "rule", "GBFS vehicle ids rotate", ["gbfs", "privacy", "ids"], [
    "The public feed never shows a vehicle's real id: `bike_id` is a random id that changes after every trip, and vehicles in a trip, reserved, in the workshop or missing are left out.",
], "2025-06-09")
mem("mds-deadlines", "rule", "MDS reports are on time and corrected by resending", ["mds", "reporting", "deadlines"], [
    "A day's MDS trips and events must reach every council by 06:00 the next morning; a correction is made by resending the whole day with the same ids, never by editing a council's copy. A failed delivery pages on-call.",
], "2025-06-16")
mem("geo-coordinates", "rule", "Coordinates and distances", ["geo", "postgis", "coordinates", "gps"], [
    "Coordinates are stored and passed as GeoJSON order, longitude first, in WGS84 (SRID 4326); distances are computed with PostGIS `geography` in metres, never by hand from degrees. A point with latitude outside -90..90 is refused, which catches swapped pairs.",
], "2025-06-16")
mem("location-privacy", "rule", "Trip routes are personal data", ["privacy", "gps", "gdpr", "location"], [
    "A trip's route is personal data: after 90 days only its start and end, rounded to 100 metres, are kept; logs and metrics never hold coordinates next to a rider id; exports to the councils and the warehouse carry no rider id.",
], "2025-06-23")

# ---------------------------------------------------------------- rules: money
mem("money-minor-units", "rule", "Money is integer pence", ["money", "pence", "currency", "decimal"], [
    "Amounts are integers in minor units (pence) with a currency code, in Go `money.Amount` and in Python `billing.money.Money`; no float ever holds money, and per-minute prices are rounded once, at the end of the trip, half up.",
], "2025-06-30")
mem("preauth", "rule", "Pre-authorisation at unlock", ["preauth", "stripe", "hold", "cards"], [
    "Unlocking puts a £10 hold on the rider's card (nothing for wallet and pass riders with credit); the trip is captured against the hold at the end, and a hold left open by a failed trip is released within an hour by `billing/jobs/release_holds.py`.",
], "2025-06-30")
mem("stripe-webhooks", "rule", "Stripe webhooks", ["stripe", "webhooks", "idempotency", "signatures"], [
    "Webhooks are accepted only with a valid `Stripe-Signature`; each event id is recorded in `stripe_events` before it is handled, so a redelivered event does nothing. Handlers answer 200 quickly and do the work in a Celery task.",
], "2025-07-07")
mem("refunds", "rule", "Refunds", ["refunds", "support", "approval"], [
    "Support refunds a trip from the admin console; a refund over £20, or a rider's third in a month, needs a second agent's approval. A refund goes back to the way the trip was paid (card or wallet); a goodwill credit goes to the wallet and is not a refund.",
], "2025-07-07")
mem("fines-appeals", "rule", "Fines and appeals", ["fines", "appeals", "parking", "support"], [
    "A rider's first bad-parking case is a warning, later ones are £25; a rider may appeal within 14 days from the app, and support decides within 5 working days. A council's fine to us for a badly parked vehicle is passed on only if the trip's photo shows the rider parked it there.",
], "2025-07-14", deps=["end-trip-parking"])
mem("promo-codes", "rule", "Promo codes", ["promotions", "discounts", "codes"], [
    "A promo code gives free minutes or a money credit, is used once per rider, and never combines with another code or a pass's included minutes. Codes are created in the admin console with an expiry and a budget; code never hard-codes a code.",
], "2025-07-14")
mem("vat", "rule", "VAT on trips", ["vat", "tax", "receipts"], [
    "Prices to riders include VAT at 20%; receipts and invoices show the VAT part, computed from the total in `billing/tax.py`. Fines are outside the scope of VAT; wallet top-ups are not taxed until spent.",
], "2025-07-21")
mem("receipts", "rule", "Trip receipts", ["receipts", "emails", "trips"], [
    "A receipt email goes out after every charged trip with its route map, duration, price and VAT, sent by `billing/receipts` through Postmark; a receipt is never sent before the charge succeeds.",
], "2025-07-21", deps=["vat"])
mem("unpaid-trips", "rule", "Unpaid trips", ["debt", "failed-payments", "retries"], [
    "If the capture fails, billing retries after 1, 3 and 7 days; a rider with an unpaid trip cannot start another until it is paid from the app. Unpaid balances over 90 days are written off, never sent to a debt agency.",
], "2025-07-28", deps=["preauth"])

# ---------------------------------------------------------------- rules: riders
mem("id-documents", "rule", "Driving licence images", ["kyc", "documents", "retention", "privacy"], [
    "Licence images go straight from the app to IDnow and are never stored by us; we keep the check's result, the licence's expiry and the date checked. A licence that expires makes the rider re-check before the next scooter trip.",
], "2025-08-04")
mem("account-deletion", "rule", "Deleting an account", ["gdpr", "deletion", "accounts", "privacy"], [
    "A rider's deletion request is done within 30 days by `rides/riders/erase`: profile, phone, email and routes go; trips and payments are kept for six years for tax with the rider replaced by an anonymous id. A rider with an unpaid trip or an open fine is told, and deletion waits.",
], "2025-08-04")
mem("log-hygiene", "rule", "What logs may hold", ["logging", "privacy", "pii"], [
    "Logs name a rider by `rider_id` only: no phone numbers, emails, names, card details or coordinates; the `logx` helpers in Go and `billing.logging` in Python redact fields with those names, and a reviewer rejects a log line that formats a struct whole.",
], "2025-08-11")
mem("admin-audit", "rule", "Admin console access is audited", ["admin", "audit", "support", "access"], [
    "Every view of a rider's profile, trip route or payment in the admin console writes an audit event with the agent and the reason; routes older than 7 days are shown only to the support lead.",
], "2025-08-11")
mem("rider-messages", "rule", "Push notifications and texts", ["notifications", "push", "sms", "marketing"], [
    "Service messages (trip ended, fine, payment failed) go by push with SMS as fallback; marketing only by push or email and only to riders who opted in, with the opt-in's date kept. No messages to riders between 21:00 and 08:00 local time unless about a running trip.",
], "2025-08-18")

# ---------------------------------------------------------------- rules: field ops
mem("battery-swaps", "rule", "Battery swaps", ["battery", "swaps", "ops", "scanning"], [
    "A swapper scans the vehicle's QR and the new battery's serial before the lock releases the battery bay; the swap task records both serials, and a battery whose serial is not in stock cannot be fitted. Swapped batteries go back to the charging hub the same shift.",
], "2025-08-25")
mem("rebalancing", "rule", "Rebalancing", ["rebalancing", "vans", "forecast", "ops"], [
    "Rebalance tasks are generated at 04:00 from the warehouse's demand forecast per zone and the fleet caps; a driver may move a vehicle only to a parking zone, and a drop is refused if it would break a cap.",
], "2025-08-25", deps=["fleet-caps", "data-warehouse"])
mem("workshop-repairs", "rule", "Workshop repairs", ["workshop", "repairs", "parts", "mechanics"], [
    "A vehicle in the workshop has a repair record: fault, parts used (from the parts stock), mechanic and a safety check signed off before it goes back to available. Brake, stem and battery faults need a second mechanic's check.",
], "2025-09-01")
mem("battery-storage", "rule", "Battery charging hubs", ["battery", "charging", "fire-safety", "hubs"], [
    "Batteries charge only in the charging hubs' fire cabinets; a battery that has been dropped, wet or hot is quarantined in the sand bin and its serial marked `quarantined`, and it never goes back into stock without the supplier's test.",
], "2025-09-01")
mem("ops-app-offline", "rule", "The ops app works offline", ["ops-app", "offline", "sync"], [
    "Swappers and drivers lose signal in car parks and underpasses, so the ops app keeps tasks offline and syncs when back online; a task done offline keeps the time it was done, and a conflicting edit from the server wins only if it is a cancellation.",
], "2025-09-08")

# ---------------------------------------------------------------- rules: engineering
mem("go-errors", "rule", "Go errors", ["go", "errors", "panics"], [
    "In Go code wrap errors with context (`fmt.Errorf(\"end trip %s: %w\", id, err)`) and compare with `errors.Is` against the sentinels in `internal/errs`; HTTP and MQTT handlers never panic, and a recovered panic is logged with its stack and counted in `lathbury_panics_total`.",
], "2025-09-15")
mem("go-context", "rule", "Deadlines on every call", ["go", "context", "timeouts"], [
    "Every function in fleet and rides that does I/O takes a `context.Context` first and every outgoing call has a deadline: 8 seconds for a lock command, 2 seconds for Postgres, 5 for billing. No `context.Background()` outside `main` and tests.",
], "2025-09-15")
mem("go-tests", "rule", "Go tests", ["go", "testing", "fake-clock", "integration"], [
    "Go tests are table-driven; time comes from `testutil.Clock`, never `time.Sleep` or `time.Now` in a test; tests that need Postgres, Kafka or MQTT carry `//go:build integration` and run with `make test-integration` against docker compose.",
], "2025-09-22")
mem("python-tooling", "rule", "Python tooling", ["python", "ruff", "mypy", "pytest"], [
    "billing and ops run ruff (format and lint) and mypy in strict mode in CI; tests are pytest with factory_boy factories in each app's `tests/factories.py`, and a test that touches Stripe uses the recorded responses in `tests/cassettes`, never the network.",
], "2025-09-22")
mem("ts-conventions", "rule", "Rider app conventions", ["typescript", "react-native", "app", "i18n"], [
    "rider-app is strict TypeScript with no `any`; every string a rider sees comes from `src/i18n/<lang>.json` (en, cy, pl); server data is fetched only through the generated client in `src/api/`, and screens are tested with React Native Testing Library.",
], "2025-09-29")
mem("app-releases", "rule", "App releases", ["app", "releases", "app-store", "rollout"], [
    "The rider app ships every second Tuesday through fastlane with a phased rollout (1%, 10%, 50%, 100% over a week); a JavaScript-only fix may go over the air with CodePush, but anything that changes native code, permissions or the API version waits for the store.",
], "2025-09-29")
mem("api-versions", "rule", "Rider API versions", ["api", "versioning", "compatibility"], [
    "The rider API is `/v2`; old apps stay in use for months, so a field is never removed or its meaning changed inside a version; a breaking change is a new version and the old one is kept until fewer than 1% of trips use it.",
], "2025-10-06", deps=["app-releases"])
mem("kafka-schemas", "rule", "Kafka topics and schemas", ["kafka", "events", "avro", "schemas"], [
    "Topics are named `<domain>.<entity>.v<n>` and carry Avro with the schema in `schemas/`, checked by the registry for backward compatibility; a change that is not compatible is a new topic version, produced alongside the old until every consumer has moved.",
], "2025-10-06")
mem("db-migrations", "rule", "Database migrations", ["migrations", "postgres", "goose", "locks"], [
    "Migrations are goose files in `db/migrations`, each with a down part; the trips and telemetry tables are large, so indexes are built `CONCURRENTLY`, columns are added without defaults that rewrite the table, and a column is removed only after a release that no longer reads it.",
], "2025-10-13")
mem("trips-partitions", "rule", "The trips table is partitioned", ["trips", "postgres", "partitions", "queries"], [
    "`trips` is partitioned by month on `started_at`; every query on it must filter on `started_at`, or it reads every partition. A new month's partition is created by `rides/jobs/partitions` a week ahead.",
], "2025-10-13", deps=["db-migrations"])
mem("mqtt-topics", "rule", "MQTT topics", ["mqtt", "topics", "iot", "qos"], [
    "Commands go to `v1/<city>/<imei>/cmd` and replies come on `v1/<city>/<imei>/ack`, QoS 1; a command message carries a command id, and handlers must accept a duplicate delivery of the same id. Never subscribe to `v1/#` in a service: it receives every lock's telemetry.",
], "2025-10-20")
mem("time-zones", "rule", "Times", ["time", "time-zones", "utc", "bst"], [
    "Times are stored in UTC (`timestamptz`) and turned into Europe/London time only for riders, tariffs and council rules; night and curfew windows are written in local time, so the clocks changing in March and October must not move them.",
], "2025-10-20")
mem("feature-flags", "rule", "Feature flags", ["flags", "rollout", "cities"], [
    "Flags live in flagd (`deploy/flags/*.json`) and are set per city; a new feature goes on in staging, then Tilby (the smallest city), then the rest. A flag fully on for 30 days is removed with its old branch.",
], "2025-10-27")
mem("deploys", "rule", "When we deploy", ["deploy", "release", "argo", "peak-hours"], [
    "Back-end services deploy through Argo CD after CI on main; no deploys to fleet or rides during the commuter peaks (07:00-09:30 and 16:30-18:30 on weekdays) or after 15:00 on Friday. A deploy that touches the lock commands goes to staging's simulator first.",
], "2025-10-27")
mem("code-review", "rule", "Code review", ["review", "pull-requests", "approvals"], [
    "One approval merges most pull requests; `billing/`, `fleet/lockcmd` and `db/migrations` need two, one from the owning team (CODEOWNERS). A pull request says how it was tested, and one that changes what a rider pays links the tariff change ticket.",
], "2025-11-03")
mem("secrets", "rule", "Secrets", ["secrets", "vault", "credentials"], [
    "Secrets (Stripe keys, the MQTT broker's certificates, IDnow and Postmark tokens) live in Vault and reach pods through the Vault agent; no secret in a repo, an env file or a CI log. A leaked secret is rotated at once and the leak is an incident.",
], "2025-11-03")
mem("on-call", "rule", "On-call", ["on-call", "pager", "alerts"], [
    "One back-end engineer is on call each week (PagerDuty, handover Monday 10:00); the pages are fleet offline (more than 5% of a city's locks silent for 10 minutes), unlock failures over 3%, Stripe errors and a late MDS delivery. An alert that pages must link its runbook.",
], "2025-11-10")
mem("incidents", "rule", "Incidents", ["incidents", "severity", "postmortem"], [
    "An incident is declared in #incident with a severity (sev1: riders cannot unlock or end trips in a city; sev2: a part broken; sev3: degraded); a sev1 or sev2 gets a blameless postmortem in `docs/postmortems/` within five working days, and a council is told of a sev1 within 24 hours.",
], "2025-11-10")
mem("observability", "rule", "Metrics and logs", ["metrics", "prometheus", "logging", "tracing"], [
    "Services log JSON through slog (Go) and structlog (Python) with the trip id and vehicle id as fields; metrics are Prometheus, named `lathbury_<service>_<thing>_<unit>`, with no rider or vehicle id as a label; traces go to Tempo through OpenTelemetry.",
], "2025-11-17")
mem("performance", "rule", "Speed targets", ["performance", "latency", "slo"], [
    "Unlock, from the tap to an open lock, has a target of 3 seconds at p95 and ending a trip 1.5 seconds; the rider API's other endpoints 300 ms at p99. A change to the unlock or end path is load tested with `make loadtest` against the simulator.",
], "2025-11-17")
mem("dependencies", "rule", "Dependencies", ["dependencies", "renovate", "docker", "security"], [
    "Renovate opens dependency updates weekly, grouped by ecosystem; container base images are pinned by digest; a new third-party library needs a line in the pull request on why, and anything with a known critical CVE is updated within 7 days.",
], "2025-11-24")
mem("accessibility", "rule", "Accessibility in the app", ["accessibility", "app", "screen-readers"], [
    "Every control in the rider app has an accessibility label, text scales with the system font size, and nothing is told by colour alone (zone colours on the map also have patterns). VoiceOver and TalkBack are checked before each release.",
], "2025-11-24")
mem("map-provider", "rule", "Maps", ["maps", "mapbox", "tiles", "tokens"], [
    "The app's maps are Mapbox; the public token is restricted to our bundle ids and styles, tiles are cached on the device, and the zones are drawn from our own GeoJSON, never from Mapbox data. Map usage is billed per monthly active user, so no map view loads before the rider opens it.",
], "2025-12-01")
mem("error-messages", "rule", "Error messages riders see", ["errors", "app", "copy", "support"], [
    "A rider sees a sentence that says what happened and what to do (\"This scooter didn't unlock. You haven't been charged; try another one.\"), never a status code or exception text; the error code for support goes in small print. API errors carry a stable `code` field the app maps to a message.",
], "2025-12-01")

# ---------------------------------------------------------------- skills
mem("debug-unlock", "skill", "Debugging a vehicle that won't unlock", ["unlock", "debugging", "locks", "support"], [
    "Run `fleetctl cmdlog <vehicle id>` to see the commands sent and acknowledged; no ack means the lock is offline (check the last telemetry time and the LTE signal field `rssi`); an ack with `err=BAY_OPEN` means the battery bay is not closed; `err=FW_BUSY` means a firmware update is running. Look up the lock's firmware with `fleetctl info`.",
], "2025-12-08", deps=["iot-locks", "mqtt-topics"])
mem("replay-trip", "skill", "Replaying a trip", ["trips", "debugging", "telemetry", "replay"], [
    "`rides replay <trip id>` rebuilds a trip from its telemetry and state events and prints where the zone checks, price and end decision came from; add `--env staging --sim` to run it against the simulator. Use it for disputes and for bugs in the end-trip path.",
], "2025-12-08", deps=["telemetry", "trip-states"])
mem("run-locally", "skill", "Running the stack locally", ["local", "docker-compose", "setup"], [
    "`make dev` starts Postgres with PostGIS, Kafka, EMQX and the simulator in docker compose and runs fleet and rides with live reload; `make seed` loads Lathbury's zones and 50 simulated vehicles. The app points at it with `API_URL=http://localhost:8080` in `rider-app/.env.local`.",
], "2025-12-15")
mem("zone-import", "skill", "Importing a council's zones", ["zones", "import", "shapefile", "geojson"], [
    "Councils send zones as shapefiles or KML; `ops zones import --city WEX file.shp` converts them to GeoJSON in `rides/zones/<city>/`, checks that polygons are closed and do not overlap, and shows a map diff. After merge, `fleetctl zones push --city WEX` sends them to the locks overnight.",
], "2025-12-15")
mem("firmware-rollout", "skill", "Rolling out lock firmware", ["firmware", "ota", "rollout", "locks"], [
    "Push new firmware to the staging simulator's test locks in the office, then 1% of Tilby, then 10% of every city, then all, a day apart, with `fleetctl fw rollout --version fw-x.y.z --percent N`; watch unlock failures and crash events, and `fleetctl fw halt` stops it. Never push to locks in a trip.",
], "2025-12-22", deps=["lock-firmware"])
mem("launch-city", "skill", "Launching a city", ["cities", "launch", "checklist"], [
    "A new city needs: its code in `internal/city`, a tariff file, zones imported, fleet caps, a GBFS and MDS endpoint for the council, flags in flagd, support's Zendesk brand and the app's city list; launch behind the city's flag in Tilby's pattern, with the permit's start date.",
], "2025-12-22", deps=["cities", "zone-import", "fleet-caps", "feature-flags"])
mem("rotate-secret", "skill", "Rotating a secret", ["secrets", "rotation", "vault"], [
    "Create the new value at the provider, write it to Vault under the same path, restart the deployment with `kubectl rollout restart`, check the service is healthy, then revoke the old value. For the MQTT broker's certificate, roll the locks' trust store by firmware first.",
], "2025-12-29")
mem("postmortems", "skill", "Writing a postmortem", ["postmortem", "incidents", "docs"], [
    "Copy `docs/postmortems/TEMPLATE.md`: timeline in UTC, impact (trips failed, riders affected, money), causes without names, and actions with owners and tickets. Read it out at Thursday's engineering meeting.",
], "2025-12-29")
mem("refund-trip", "skill", "Refunding a trip", ["refunds", "support", "admin"], [
    "In the admin console open the trip, choose Refund, give the amount and a reason code; over £20 it waits in the approvals queue. A refund to a card takes 5-10 days at the rider's bank, to a wallet at once.",
], "2026-01-05", deps=["refunds"])
mem("runbooks", "rule", "Runbooks", ["runbooks", "docs", "on-call"], [
    "Every alert that pages has a runbook in `docs/runbooks/<alert>.md` with what it means, how to check, how to fix and who to call; a page with no runbook is itself a ticket.",
], "2026-01-05")
mem("stale-unlock-mqtt", "knowledge", "Why some unlocks time out", ["unlock", "mqtt", "lte", "gotchas"], [
    "Most unlock timeouts are locks on a weak LTE signal in underground car parks or locks that slept: a lock parked more than 6 hours wakes only every 5 minutes to check for commands, so fleet first sends a wake SMS and then the unlock. Do not raise the 8-second timeout to hide them.",
], "2026-01-12")
mem("telemetry-gaps", "knowledge", "Gaps and jumps in GPS", ["gps", "telemetry", "gotchas", "accuracy"], [
    "GPS between tall buildings jumps by up to 50 metres and points can arrive out of order after a lock reconnects; zone checks use the last three points with accuracy under 20 metres, and distances are summed only over points in time order.",
], "2026-01-12")
