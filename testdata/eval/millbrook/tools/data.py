"""Memories of the Millbrook evaluation store (an invented regional water company's digital team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- project facts
mem("systems-overview", "knowledge", "Millbrook systems and repository layout", ["architecture", "services", "repo"], [
    "Monorepo `millbrook/`: `billing-engine/` (Kotlin, Spring Boot) raises household bills; `customer-portal/` (Elixir, Phoenix LiveView) is My Account at millbrookwater.co.uk.",
    "`meter-ingest/` takes smart meter reads from the LoRaWAN network server; `telemetry-bridge/` copies SCADA historian exports into the data platform; `work-orders/` is the API behind the field crews' app; `gis-sync/` mirrors the asset register; `lims-bridge/` loads laboratory results.",
    "The data platform is Snowflake with dbt models in `warehouse/`.",
], "2025-08-04")
mem("environments", "knowledge", "Environments", ["environments", "staging", "test-rig"], [
    "Production, and staging at stg.mbw-dev.net with synthetic customers only: no copy of real customer data ever goes to staging.",
    "The OT test rig in the Hollins depot runs a spare RTU and a PI historian sandbox; telemetry-bridge changes are tried there first.",
], "2025-08-04")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack"], [
    "Customer and billing (billing-engine, customer-portal, notifications): #team-customer. Network data (meter-ingest, leakage, telemetry-bridge, gis-sync): #team-network-data. Water quality and regulation data (lims-bridge, returns): #team-compliance-data.",
    "SCADA and the OT network belong to Operational Technology (#ot-engineering), not to the digital teams.",
], "2025-08-04")

# ---------------------------------------------------------------- billing and customers
mem("billing-engine", "knowledge", "How the billing engine works", ["billing", "kotlin", "bills", "tariffs"], [
    "Household customers are billed every six months (metered) or once a year (unmeasured, on rateable value); a bill is standing charge plus volumetric charge for water and sewerage.",
    "Tariffs live in `billing-engine/tariffs/<charging-year>.yaml`; a charging year runs from 1 April to 31 March.",
], "2025-08-10")
mem("bill-rounding", "rule", "Money amounts and rounding", ["billing", "money", "rounding", "pence"], [
    "Amounts are integer pence in the `Money` value class; never `Double` or `Float` for money.",
    "Round each bill line half-up to the penny, then add the lines; never round the total alone. A prorated standing charge is computed per day.",
], "2025-08-10")
mem("tariff-changes", "skill", "Adding a new charging year's tariffs", ["tariffs", "charging-year", "billing"], [
    "Copy last year's file to `tariffs/<year>.yaml`, enter the charges approved in the Charges Scheme, and run `./gradlew tariffCheck`, which recomputes the reference bills in `tariffs/golden/`.",
    "Merge by 1 March so the annual bills can be proofed; two reviewers from #team-customer. Never edit the file of a year that has started: corrections go in a dated amendment block.",
], "2025-11-03", deps=["bill-rounding"])
mem("estimated-reads", "rule", "Estimated meter reads", ["meter-reads", "estimates", "billing"], [
    "When no actual read is available, estimate from the average daily consumption of the last 12 months of actual reads (the property class average if there is none).",
    "No more than two consecutive estimated bills: the third time, raise a `READ_VISIT` work order instead of estimating again. Estimates are always labelled as estimates on the bill.",
], "2025-08-12")
mem("meter-reads-ingest", "knowledge", "Smart meter reads", ["smart-meters", "lorawan", "meter-ingest", "reads"], [
    "Smart meters send hourly index reads over LoRaWAN through the ChirpStack network server; meter-ingest consumes its MQTT feed and writes to `reads.hourly`.",
    "Reads arrive late and out of order; dedupe on (meter serial, timestamp) and never reject a read for being old. A meter exchange starts a new register: link old and new serials with a `meter_exchange` row.",
], "2025-08-12")
mem("continuous-flow-alerts", "rule", "Customer-side leak alerts", ["leaks", "smart-meters", "customers", "alerts"], [
    "Continuous flow through a smart meter for 48 hours (no hour with zero consumption) means a likely leak on the customer's pipes: send the `possible-leak` notice.",
    "At most one notice per property every 14 days, and never to a property on the priority services register without a phone call from the care team first.",
], "2025-09-02", deps=["priority-services-register"])
mem("no-domestic-disconnection", "rule", "Never disconnect a household for debt", ["debt", "arrears", "disconnection", "legal"], [
    "It is unlawful to cut off or restrict a household's water supply for non-payment. No code path, flag or workflow may cut off a domestic supply for debt.",
    "Debt recovery for households is payment plans, the hardship fund and, last, the courts; non-household (business) accounts follow the market rules instead.",
], "2025-08-15")
mem("payment-plans", "knowledge", "Payment plans and the hardship fund", ["debt", "payment-plans", "hardship", "social-tariff"], [
    "Customers in arrears can spread payments weekly, fortnightly or monthly; a missed instalment triggers a reminder, never an automatic cancellation of the plan.",
    "The WaterSure and Helping Hand social tariffs cap or discount bills for eligible customers; eligibility checks use the DWP data match, whose results are kept 90 days.",
], "2025-08-15")
mem("priority-services-register", "rule", "Priority services register", ["psr", "vulnerable-customers", "personal-data"], [
    "The priority services register (PSR) lists customers who need extra help: home dialysis, medical equipment, mobility, language or sight needs. It is special category data: only the `psr_reader` role may query it, and it never appears in logs, exports or analytics.",
    "During any supply interruption PSR households in the affected area get a call and a bottled water delivery within 4 hours.",
], "2025-08-18")
mem("customer-notifications", "rule", "Customer letters, emails and SMS", ["notifications", "sms", "email", "welsh", "templates"], [
    "Every customer-facing message is sent through GOV.UK Notify from a template in `comms/templates/`; no free text composed in code.",
    "Customers in the Welsh supply area (postcode districts LD and SY15-SY22) get the Welsh and English versions; a template without its `cy` twin does not pass review.",
], "2026-01-19", supersedes=["textlocal-sms"])
mem("textlocal-sms", "skill", "Sending SMS through Textlocal", ["sms", "textlocal", "notifications"], [
    "Send SMS through the Textlocal API with the `send_sms/2` helper in `comms/`; the message text is built in code.",
], "2025-08-20", superseded_by="customer-notifications", valid_until="2026-01-19")
mem("direct-debit", "knowledge", "Direct Debit collections", ["direct-debit", "gocardless", "payments"], [
    "Direct Debits are collected through GoCardless; mandates and collection schedules live in `billing-engine/payments/`.",
    "The Direct Debit Guarantee requires 10 working days' advance notice of any change to amount or date: the notice goes out before the schedule is changed, never after.",
], "2026-01-12", supersedes=["bacs-bureau-direct-debit"])
mem("bacs-bureau-direct-debit", "skill", "Direct Debit files for the Bacs bureau", ["direct-debit", "bacs", "payments"], [
    "Generate the Bacs Standard 18 file with `ddgen` each morning at 06:00 and upload it to the bureau SFTP before 10:30.",
], "2025-08-20", superseded_by="direct-debit", valid_until="2026-01-12")
mem("change-of-occupier", "skill", "Moving in and moving out", ["move-in", "move-out", "accounts", "final-bill"], [
    "A move-out closes the account on the move date with a final bill from a final read: an actual read from the customer or a smart meter if there is one, otherwise an estimate.",
    "The new occupier's account opens the next day; standing charges are prorated by day on both. Unknown occupiers are billed as `The Occupier` until they register.",
], "2025-09-08", deps=["estimated-reads"])
mem("complaints", "rule", "Complaints and bill disputes", ["complaints", "disputes", "ccw"], [
    "A written complaint gets a full reply within 10 working days, or the customer is credited under the Guaranteed Standards Scheme.",
    "After two stages in house, customers are told they can go to the Consumer Council for Water (CCW) and then WATRS; recovery action on a disputed amount is paused while the dispute is open.",
], "2025-09-08")

# ---------------------------------------------------------------- supply interruptions and incidents
mem("affected-properties", "knowledge", "Finding the properties affected by an event", ["gis", "supply-zones", "properties", "dma"], [
    "Which properties an event affects comes from the GIS view `supply_zone_properties` (property, DMA, pressure zone, supply zone), refreshed nightly by gis-sync.",
    "Never select affected customers by postcode: one postcode can be fed from two zones. Use the DMA or the valve isolation trace exported from GIS.",
], "2025-08-22")
mem("supply-interruption-notices", "rule", "Telling customers about a supply interruption", ["interruptions", "planned-works", "notifications"], [
    "Planned interruptions: notice to every affected property at least 48 hours before; an unplanned one gets an SMS within 1 hour of the incident being logged and the portal's service status map updated.",
    "Restoration is confirmed to the same properties when the incident closes.",
], "2025-08-22", deps=["affected-properties", "customer-notifications"])
mem("gss-compensation", "rule", "Guaranteed Standards Scheme payments", ["gss", "compensation", "interruptions", "credits"], [
    "Customers get a Guaranteed Standards Scheme payment when a supply is off longer than 12 hours (planned or unplanned) or a planned interruption was not notified in time.",
    "The billing engine computes it from the closed incident's records and credits the account within 20 working days; nobody has to claim.",
], "2026-02-09", deps=["supply-interruption-notices"], supersedes=["gss-manual-cheques"])
mem("gss-manual-cheques", "skill", "Paying GSS compensation by cheque", ["gss", "compensation", "cheques"], [
    "Export the claims spreadsheet from the incident log each Friday and send it to finance, who post cheques to the customers.",
], "2025-08-25", superseded_by="gss-compensation", valid_until="2026-02-09")
mem("boil-water-notice", "skill", "Issuing a boil water notice", ["boil-water", "water-quality", "notifications", "incidents"], [
    "Only the duty water quality manager decides to issue or lift a boil water notice; the system records who and when.",
    "Select the affected properties, send the `boil-water` SMS and letter templates, put the banner on the portal for those supply zones and notify the local health protection team; PSR households get bottled water.",
], "2025-09-15", deps=["affected-properties", "customer-notifications"])
mem("incident-response", "skill", "Responding to a digital incident", ["incidents", "on-call", "outage", "status"], [
    "Page the on-call engineer through PagerDuty, open a thread in #incident-room and name an incident lead; update the customer service status page every 30 minutes.",
    "If the incident stops customers reporting leaks or interruptions (the portal forms or the contact centre's screens), it is P1 whatever the hour.",
], "2025-08-26")
mem("severe-weather-freeze", "rule", "Change freeze in severe weather", ["freeze", "weather", "deploys", "storms"], [
    "No production changes to meter-ingest, telemetry-bridge, work-orders or notifications while a Met Office amber or red warning covers the region or a major operational incident is open, except fixes to that incident.",
], "2025-11-20")
mem("on-call", "knowledge", "On-call rotas", ["on-call", "pagerduty", "rota"], [
    "Digital on-call is one engineer per week from #team-customer or #team-network-data, in PagerDuty's `digital-primary` schedule. OT has its own 24/7 control room rota; page them only through the control room's number.",
], "2025-08-26")

# ---------------------------------------------------------------- network data: leakage, telemetry, GIS
mem("dma-leakage", "knowledge", "Leakage from district metered areas", ["leakage", "dma", "night-flow"], [
    "The network is split into about 400 district metered areas (DMAs) with flow meters at their boundaries. Leakage is estimated from minimum night flow (the lowest 15-minute flow between 02:00 and 04:00) minus legitimate night use.",
    "A DMA whose boundary valves are open (`dma.integrity = false`) gives no leakage figure for that night.",
], "2025-08-28")
mem("leak-detection-model", "rule", "Changing the leak detection model", ["leakage", "model", "validation", "acoustic-loggers"], [
    "The model that ranks DMAs and acoustic logger clusters for leak hunting may only change with a validation against the last 12 months of confirmed leaks (repair work orders): report precision and recall in the pull request.",
    "Thresholds are config in `leakage/thresholds.yaml`, not constants in code.",
], "2025-10-02", deps=["dma-leakage"])
mem("acoustic-loggers", "knowledge", "Acoustic noise loggers", ["acoustic-loggers", "leaks", "nb-iot", "hydrants"], [
    "Around 9,000 noise loggers sit on valves and hydrants and report a nightly noise level and spread over NB-IoT to the vendor cloud; we pull them daily from its REST API.",
    "A logger moved to a new fitting gets a new deployment id; never reuse a deployment's history for the new location.",
], "2025-08-28")
mem("telemetry-bridge", "knowledge", "Getting SCADA data into the data platform", ["telemetry", "scada", "historian", "data-diode"], [
    "SCADA history leaves the OT network only through the data diode: the historian exports CSV files every 5 minutes to the drop folder, and telemetry-bridge loads them into `telemetry.raw`.",
    "Tags are `SITE.ASSET.MEASURE`; telemetry-bridge normalises units (bar, l/s, m, mg/l) and fills gaps from the next export, never by interpolation.",
], "2025-12-01", supersedes=["historian-odbc-pull"])
mem("historian-odbc-pull", "skill", "Pulling historian data over ODBC", ["telemetry", "historian", "odbc"], [
    "Query the PI historian directly with the PI ODBC driver from the data platform's VM every 15 minutes, using the `pi_reader` account.",
], "2025-08-05", superseded_by="telemetry-bridge", valid_until="2025-12-01")
mem("operational-alarms", "rule", "The data platform raises no operational alarms", ["alarms", "telemetry", "dashboards", "ot"], [
    "Reservoir levels, pump trips and chlorine residual alarms are the control room's, from SCADA. Nothing built on telemetry-bridge data may page anyone or raise an operational alarm: dashboards and next-day reports only.",
], "2025-12-01")
mem("gis-asset-register", "knowledge", "The GIS asset register", ["gis", "assets", "arcgis", "pipes"], [
    "Pipes, valves, hydrants, meters and sites are in ArcGIS Enterprise; asset ids are `MB-<TYPE>-<number>` (MB-MAIN-004211). Material, diameter and install year are attributes of the main.",
    "gis-sync mirrors the register nightly into Postgres (`gis.*`) for the apps; the apps only ever read it.",
], "2025-08-30")
mem("asset-ids", "rule", "Asset ids are never reused", ["assets", "ids", "gis", "decommissioned"], [
    "An asset id is never reused or renumbered: an abandoned main keeps its id with status `ABANDONED`, and a replacement gets a new id linked through `replaces`.",
    "Edits to the register are made only by the GIS team in versioned editing; code never writes to ArcGIS.",
], "2025-08-30")
mem("hydraulic-model", "knowledge", "The hydraulic model", ["hydraulic-model", "infoworks", "pressure"], [
    "Network modelling uses InfoWorks WS Pro, owned by the network modelling team; model runs are requested through them, not scripted from our pipelines.",
    "Pressure logger data for calibration is exported from `telemetry.raw` as 15-minute averages.",
], "2025-09-04")
mem("work-orders-api", "knowledge", "The work orders API", ["work-orders", "field", "api", "jobs"], [
    "work-orders is the REST API that creates jobs for the field crews (repairs, meter exchanges, read visits, sampling) and receives their outcomes.",
    "Job types are fixed codes (`LEAK_REPAIR`, `METER_EXCHANGE`, `READ_VISIT`, `WQ_SAMPLE`); a new type needs the field app to support it first.",
], "2025-09-04")

# ---------------------------------------------------------------- water quality and regulation
mem("sampling-plan", "knowledge", "Regulatory water sampling", ["water-quality", "sampling", "supply-zones", "regulation"], [
    "The regulator's sampling plan sets how many samples each supply zone needs a year; customer tap samples are taken at randomly chosen properties, drawn by `wq-planner` each January.",
    "Sampling jobs go to the field as `WQ_SAMPLE` work orders; the lab's results come back through lims-bridge.",
], "2025-09-10")
mem("lims-bridge", "knowledge", "Laboratory results", ["lims", "laboratory", "water-quality", "results"], [
    "lims-bridge loads results from the laboratory's LIMS every hour into `wq.results`, one row per sample and parameter, with the prescribed concentration or value (PCV) beside it.",
    "Results can be amended by the lab; keep every version (`revision`) and never overwrite a result.",
], "2025-09-10")
mem("quality-failures", "rule", "Water quality failures", ["water-quality", "pcv", "regulator", "failures"], [
    "A result above its PCV opens a water quality event in `wq.events` and pages the duty water quality manager; the regulator must be told within 24 hours.",
    "Nothing may suppress, delay or auto-close a water quality event, including re-sample results that come back clear.",
], "2025-09-12", deps=["lims-bridge"])
mem("regulatory-returns", "rule", "Annual regulatory returns", ["regulation", "returns", "ofwat", "reporting"], [
    "Figures for the annual returns to Ofwat and the drinking water regulator come from a frozen snapshot of the warehouse taken on 1 April, never from live tables.",
    "Every figure must be reproducible from the SQL in `returns/<year>/` at a git tag, and is signed off by the data owner named in the returns register.",
], "2025-10-15", deps=["warehouse"])
mem("overflow-monitoring", "knowledge", "Storm overflow monitoring", ["storm-overflows", "edm", "wastewater", "sewage"], [
    "Every storm overflow has an event duration monitor (EDM) that records when it spills; spills are counted with the 12/24 method (a 12-hour block, then 24-hour blocks).",
    "EDM data arrives through telemetry-bridge from the wastewater SCADA.",
], "2025-10-20")
mem("overflow-publication", "rule", "Publishing storm overflow spills", ["storm-overflows", "open-data", "publication", "map"], [
    "Spill starts and stops are published on the public overflow map and the open data feed within one hour; never hold back, filter or smooth a spill to make it look better.",
    "A monitor fault is published as a fault, not as no spill; corrections are logged in the feed's change notes.",
], "2025-10-20", deps=["overflow-monitoring"])

# ---------------------------------------------------------------- business customers and market
mem("non-household-market", "knowledge", "The business retail market", ["non-household", "market", "retailers", "cmos"], [
    "Businesses buy water from retailers; we are the wholesaler. Wholesale data goes to the market operator's central system (CMOS) as coded transactions.",
    "Meter reads for business supply points must reach CMOS within 5 business days of the read.",
], "2025-09-18")
mem("cmos-transactions", "skill", "Sending CMOS transactions", ["cmos", "non-household", "transactions"], [
    "Build transactions with `market/cmos_client`, which validates them against the current Market Codes schema; send in the 10:00 batch, and handle rejections from the response file the same day.",
], "2025-09-18", deps=["non-household-market"])

# ---------------------------------------------------------------- engineering practice
mem("code-review", "rule", "Reviews", ["review", "pull-requests", "approvals"], [
    "Two approvals for anything in billing-engine, payments or notifications; one elsewhere. The author never merges their own change without a review, even for a hotfix.",
], "2025-08-06")
mem("kotlin-style", "rule", "Kotlin style", ["kotlin", "style", "ktlint", "detekt"], [
    "`./gradlew ktlintFormat detekt` before pushing; no `!!` outside tests, and sealed classes for results instead of exceptions for control flow.",
], "2025-08-06")
mem("elixir-style", "rule", "Elixir style", ["elixir", "style", "credo", "format"], [
    "`mix format` and `mix credo --strict` must be clean; contexts in `lib/portal/` hold the logic, LiveViews only call them.",
], "2025-08-06")
mem("billing-migrations", "skill", "Database migrations in billing-engine", ["migrations", "flyway", "postgres", "billing"], [
    "Flyway migrations in `billing-engine/src/main/resources/db/migration`, named `V<yyyymmddhhmm>__<what>.sql`; expand then contract: add a column and backfill in one release, drop the old one in a later release.",
    "Never run a migration during the bill run.",
], "2025-09-22", deps=["bill-run-freeze"])
mem("bill-run-freeze", "rule", "No billing changes during the bill run", ["bill-run", "freeze", "billing", "deploys"], [
    "The half-yearly bill run (the first 8 working days of April and October) is frozen: no deploys of billing-engine, payments or notifications, and no schema changes.",
], "2025-09-22")
mem("deploys", "skill", "Deploying a service", ["deploys", "argo-cd", "kubernetes", "release"], [
    "Merging to main builds the image; Argo CD syncs staging automatically. Production is a pull request to `deploy/prod/<service>.yaml`, approved by the service's team.",
    "Deploy Monday to Thursday 09:00-15:00; rollback is a revert of that pull request.",
], "2025-10-06", supersedes=["jenkins-deploys"])
mem("jenkins-deploys", "skill", "Deploying with Jenkins", ["deploys", "jenkins", "release"], [
    "Run the `deploy-<service>` Jenkins job with the image tag and tick the production box.",
], "2025-08-06", superseded_by="deploys", valid_until="2025-10-06")
mem("secrets", "rule", "Secrets", ["secrets", "vault", "credentials", "api-keys"], [
    "Secrets live in Vault (`secret/millbrook/<service>`) and reach pods through the Vault agent; never in `.env` files, config maps or the repository.",
    "A leaked secret is rotated first, then the leak investigated.",
], "2025-08-06")
mem("logging-personal-data", "rule", "No personal data in logs", ["logging", "personal-data", "gdpr", "privacy"], [
    "Logs never contain names, addresses, phone numbers, email addresses, bank details or account numbers; log the account hash (`acct_h`) instead.",
    "PSR flags and health information never appear in logs at all, hashed or not.",
], "2025-08-06")
mem("feature-flags", "knowledge", "Feature flags", ["feature-flags", "unleash", "rollout"], [
    "Flags are in Unleash; roll a customer-facing change out by percentage of accounts, and remove the flag within two releases of reaching 100 %.",
], "2025-08-06")
mem("developer-api", "rule", "The developer API", ["api", "versioning", "deprecation", "developers"], [
    "The public developer API (outage feed, water hardness by postcode, overflow data) is versioned in the path (`/v2/`); breaking changes go in a new version and the old one is kept 6 months after a deprecation notice.",
], "2025-10-09")
mem("water-hardness", "knowledge", "Water hardness lookup", ["hardness", "water-quality", "postcode", "portal"], [
    "The hardness shown to customers comes from the supply zone's mean calcium carbonate over the last calendar year (`wq.zone_summary`), in mg/l and Clark degrees.",
], "2025-10-09")
mem("open-data", "rule", "Open data releases", ["open-data", "licence", "publication", "datasets"], [
    "Datasets are published under the Open Government Licence with a data dictionary; check every release for personal data and for asset locations the security team has marked sensitive (treatment works internals, reservoir access points).",
], "2025-10-22")
mem("data-retention", "rule", "How long we keep data", ["retention", "deletion", "gdpr", "accounts"], [
    "Customer account records are kept 6 years after the account closes, then deleted by the `retention-sweep` job; hourly smart meter reads are aggregated to daily after 2 years.",
    "Water quality results and regulatory returns are kept indefinitely.",
], "2025-10-24")
mem("customer-data-requests", "skill", "Customer data requests", ["gdpr", "subject-access", "erasure", "privacy"], [
    "Subject access requests are answered within one calendar month: run `portal/bin/sar <account>` and send the pack through the privacy team.",
    "Erasure requests cannot remove billing history still inside the retention period; tell the customer what is kept and why.",
], "2025-10-24", deps=["data-retention"])
mem("warehouse", "knowledge", "The data warehouse", ["snowflake", "dbt", "warehouse", "models"], [
    "Snowflake with dbt models in `warehouse/models/`: staging (`stg_`), intermediate (`int_`) and marts (`fct_`, `dim_`); every model has a description and tests for its keys.",
    "Personal data stays in the `restricted` schema; marts carry the account hash only.",
], "2025-09-25")
mem("ci-pipeline", "knowledge", "CI checks", ["ci", "github-actions", "tests"], [
    "GitHub Actions runs each service's tests, lint and a dependency licence check; billing-engine also recomputes the golden bills in `tariffs/golden/`, and a changed bill amount fails the build unless the golden file is updated in the same pull request.",
], "2025-09-25")

# ---------------------------------------------------------------- role: digital (customer portal team; the store's role)
mem("portal-stack", "knowledge", "My Account portal stack", ["portal", "phoenix", "liveview", "elixir"], [
    "My Account is a Phoenix LiveView app; sign-in by emailed magic link or a one-time SMS code, sessions 30 minutes idle.",
    "It reads bills and payments from billing-engine's API and never from its database.",
], "2025-09-01", role=["digital"])
mem("portal-accessibility", "rule", "Portal accessibility", ["accessibility", "wcag", "portal", "axe"], [
    "My Account meets WCAG 2.2 AA: every page passes the axe checks in the LiveView tests, works with keyboard only, and forms announce errors to screen readers.",
], "2025-09-01", role=["digital"])
mem("service-status-map", "knowledge", "The service status map", ["status-map", "portal", "interruptions", "map"], [
    "The portal's service status map shows open incidents and planned works by supply zone, from `incidents.public_view`; it refreshes every 2 minutes and works without JavaScript as a list.",
], "2025-09-03", role=["digital"])

# ---------------------------------------------------------------- role: ot (hidden from digital)
mem("scada-historian", "knowledge", "The SCADA historian", ["scada", "historian", "pi", "tags"], [
    "The PI historian holds every SCADA tag at 1-second resolution for 2 years; tag configuration changes go through OT change control.",
], "2025-08-05", role=["ot"])
mem("rtu-firmware", "rule", "RTU firmware updates", ["rtu", "firmware", "outstations", "maintenance"], [
    "Outstation (RTU) firmware is updated only in a maintenance window with an engineer on site; never flash an RTU remotely.",
], "2025-08-05", role=["ot"])
mem("pump-setpoints", "rule", "Pump and valve setpoints", ["setpoints", "pumps", "control-room", "scada"], [
    "Setpoints for pumps, PRVs and reservoir levels are changed only by the control room operator in SCADA, with a log entry; no script or integration writes setpoints.",
], "2025-08-05", role=["ot"])
mem("ot-network", "rule", "The OT network boundary", ["ot-network", "firewall", "remote-access", "security"], [
    "The OT network accepts no inbound connection from the corporate network or the internet; vendor remote access is through the jump host, time-boxed and supervised.",
], "2025-08-05", role=["ot"])

# ---------------------------------------------------------------- role: field (hidden from digital)
mem("field-app-release", "skill", "Releasing the field app", ["field-app", "android", "intune", "release"], [
    "The field crews' Android app ships through Intune in rings: the pilot depot (Hollins) for 3 days, then all depots; never release on a Friday or before a bank holiday.",
], "2025-09-06", role=["field"])
mem("field-offline-sync", "knowledge", "Field app offline sync", ["field-app", "offline", "sync", "conflicts"], [
    "Crews work offline for hours; the app queues job updates and syncs when it gets signal. On a conflict the crew's outcome wins over office edits, and the office is told.",
], "2025-09-06", role=["field"])
mem("field-forms", "knowledge", "Job forms in the field app", ["field-app", "forms", "job-types"], [
    "Each job type has a form defined in `field-app/forms/<type>.json`; photos are required for leak repairs (before and after) and compressed on the device.",
], "2025-09-06", role=["field"])
