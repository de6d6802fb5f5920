"""Memories of the Hollinsmoor evaluation store (an invented housing association's housing systems team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Hollinsmoor housing systems", ["architecture", "services", "repo"], [
    "Repo `hollinsmoor/`: `repairs/` (Kotlin, Spring Boot, Postgres) raises and schedules repair jobs for our own operatives and sends the rest to contractors; `compliance/` (Go) tracks the landlord safety checks and their certificates for every home and block; `rent/` (Python, FastAPI) handles rent accounts, payments and arrears cases on top of the housing management system; `gateway/` (Node, TypeScript) is the contractor gateway; `myhome/` is the residents' app (React Native) and website (Next.js).",
    "Hollinsmoor Homes owns about 21,000 homes across three boroughs: general needs flats and houses, sheltered schemes for older residents, supported housing, 1,400 shared ownership homes and 900 leasehold flats in blocks we manage.",
], "2025-01-06")
mem("keystone-hms", "knowledge", "Keystone, the housing management system", ["keystone", "hms", "system-of-record", "tenancies"], [
    "Keystone (the vendor's housing management system) is the system of record for properties, tenancies, households and the rent ledger. We read and write it only through its REST API (200 calls a minute per client) and its nightly change extract; nobody queries or updates its database directly, and the vendor's support contract is void if we do.",
], "2025-01-06")
mem("environments", "knowledge", "Environments", ["environments", "uat", "sandbox", "sms"], [
    "Production, UAT at uat.hollinsmoor.internal (wired to Keystone's test tenant and the contractors' sandbox gateway) and local. UAT's SMS and email go only to the test recipients list; UAT residents are a synthetic estate refreshed every Sunday night, so a job raised there never reaches a real operative.",
], "2025-01-06")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack"], [
    "Housing systems (repairs, compliance, rent, gateway, myhome): #hm-housing-systems. Repairs planning owns operative schedules and van stock (#repairs-planning); the income team owns arrears work and court cases (#income); the building safety team owns fire risk assessments and the high-rise safety cases; the data protection officer owns subject access requests and retention.",
], "2025-01-06")
mem("identifiers", "knowledge", "Property, tenancy and job references", ["identifiers", "uprn", "references", "jobs"], [
    "Every home and block has a UPRN (the national 12-digit unique property reference) and a Keystone place ref (`P012345`); a tenancy is `T` plus seven digits and stays the same when joint tenants change; a repair job is `RJ-` plus the year and a sequence (`RJ-2025-004211`); a block is `B` plus four digits. Link data across systems by UPRN, never by address text.",
], "2025-01-06")
mem("home-types", "knowledge", "Kinds of home and who pays for what", ["stock", "leaseholders", "shared-ownership", "sheltered", "tenure"], [
    "Tenants (general needs, sheltered, supported) have repairs to the structure and our fixtures done by us; leaseholders and shared owners repair inside their own flat and pay for communal repairs through the service charge. Check the tenure on Keystone before raising a job: an in-flat repair for a leaseholder is rechargeable or refused.",
], "2025-01-13")

# ---------------------------------------------------------------- repairs and the home
mem("repair-priorities", "rule", "Repair priorities and target times", ["repairs", "priorities", "emergency", "targets"], [
    "Emergency: made safe within 4 hours and finished within 24 (no heating or hot water in winter, a gas smell, uncontainable leaks, unsafe electrics, an insecure door); urgent: 3 working days; routine: 15 working days; anything bigger goes to the planned programme. The priority comes from the triage questions in `repairs/`, not from what the caller asks for, and only a supervisor can lower it.",
], "2025-02-03", supersedes=["repair-priorities-2019"], deps=["working-days"])
mem("repair-priorities-2019", "rule", "Repair timescales (2019 policy)", ["repairs", "priorities", "targets"], [
    "Emergency repairs within 24 hours, urgent within 7 days and routine within 28 days; the call handler picks the category the resident asks for.",
], "2019-04-01", superseded_by="repair-priorities", valid_until="2025-02-03")
mem("working-days", "rule", "Working days and target clocks", ["working-days", "bank-holidays", "targets", "clocks", "time-zones"], [
    "Target clocks in working days skip weekends and the bank holidays for England from the gov.uk feed cached in `repairs/`; emergency clocks run round the clock. Times are stored in UTC and shown in UK time; a clock started after 17:00 starts the next working morning.",
], "2025-01-13")
mem("damp-mould", "rule", "Damp and mould reports", ["damp", "mould", "hazards", "awaabs-law", "inspection"], [
    "Every report of damp or mould, however it reaches us (call, app, an operative's note, a complaint), opens a damp case: a surveyor inspects within 10 working days, the household gets the findings in writing within 3 working days of the visit, and works start within 5 working days of the findings. A significant hazard to a child, an older or ill resident is treated as an emergency (made safe in 24 hours). Never close a case on advice alone.",
], "2025-03-03", supersedes=["damp-condensation-advice"], deps=["working-days", "vulnerability"])
mem("damp-condensation-advice", "rule", "Condensation advice first", ["damp", "mould", "condensation", "leaflet"], [
    "For mould reports, send the condensation leaflet (heat, ventilate, wipe down) and only book a surveyor if the resident reports it again after 8 weeks.",
], "2020-10-05", superseded_by="damp-mould", valid_until="2025-03-03")
mem("appointments", "rule", "Appointments and access", ["appointments", "access", "slots", "no-access"], [
    "Residents choose a slot: morning 8-12, afternoon 12-4, school run 9:30-2:30 or all day; the text reminder goes the day before and the operative calls 30 minutes ahead. After no access, leave a card and rebook; an operative never enters without an adult resident at home, except in an emergency with a supervisor's approval.",
], "2025-02-10")
mem("asbestos", "rule", "Asbestos before work", ["asbestos", "register", "surveys", "health-and-safety"], [
    "Before any job that drills, cuts or lifts anything in a home or block built before 2000, `repairs/` reads the asbestos register for the UPRN and prints the result on the job sheet; no survey on record means a refurbishment survey first. Operatives never work on a job sheet without the asbestos line.",
], "2025-02-10", deps=["identifiers"])
mem("schedule-of-rates", "rule", "Schedule of rates and variations", ["schedule-of-rates", "sor", "costs", "variations", "contractors"], [
    "Every job line is a code from the national schedule of rates (NHF SOR) we priced with each contractor; free-text lines are refused. A variation that adds more than £500 or changes the priority needs a repairs supervisor's approval in `repairs/` before the contractor starts.",
], "2025-02-17")
mem("contractor-gateway", "rule", "Jobs sent to contractors", ["contractors", "gateway", "jobs", "personal-data"], [
    "Contractor jobs go out only through `gateway/`, signed with the contractor's key: the job carries the address, access notes, the asbestos line and one contact number, never the household's other details or vulnerability notes. Contractors post completion back with photos; an invoice is paid only against a completed job's SOR lines.",
], "2025-02-17", deps=["schedule-of-rates", "asbestos"])
mem("recharges", "rule", "Rechargeable repairs", ["recharges", "damage", "leaseholders", "invoices"], [
    "Damage a household caused, and in-flat repairs for leaseholders and shared owners, are rechargeable: the job is flagged before it is raised, the resident is told the estimate first, and the recharge goes onto a sundry account in Keystone, never the rent account.",
], "2025-03-10", deps=["home-types"])
mem("adaptations", "rule", "Aids and adaptations", ["adaptations", "disability", "occupational-therapist", "grab-rails"], [
    "Minor adaptations under £1,000 (grab rails, lever taps, an extra banister) are done on a resident's request within 20 working days without an assessment; anything larger needs an occupational therapist's recommendation and goes through the council's grant. An adaptation is recorded against the property so it is kept at the next letting.",
], "2025-03-17", deps=["working-days"])
mem("voids", "rule", "Empty homes (voids)", ["voids", "lettings", "keys", "lettable-standard"], [
    "A home that falls empty gets a gas cap and a new electrical test, the lettable standard works and a clean within 21 calendar days; keys are signed out through `repairs/` and a void with no keys logged is escalated the next day. Rent loss on voids is reported every week.",
], "2025-03-17", deps=["gas-safety", "electrical-safety"])
mem("stock-condition", "rule", "Stock condition and component lives", ["stock-condition", "asset-data", "components", "planned-works"], [
    "Component data (kitchens 20 years, bathrooms 30, boilers 15, windows 30, roofs 60) is kept per UPRN in `compliance/`'s asset tables; surveyors survey a fifth of the homes each year and the planned programme is built from it. A repair that replaces a component updates its install date.",
], "2025-04-07", deps=["identifiers"])
mem("retrofit", "rule", "Energy efficiency works", ["retrofit", "epc", "insulation", "energy"], [
    "Homes below EPC band C are in the retrofit programme; no insulation, ventilation or heating change is ordered before the home's whole-house retrofit assessment, because insulating without ventilation causes damp. The EPC band and date are stored per UPRN.",
], "2025-04-14", deps=["stock-condition"])

# ---------------------------------------------------------------- landlord safety checks
mem("gas-safety", "rule", "Annual gas safety checks", ["gas", "lgsr", "certificates", "annual", "no-access"], [
    "Every home with a gas appliance has its check done and the landlord gas safety record issued within 12 months of the last one; booking from 10 months keeps the anniversary date. After three failed visits with letters, the case goes to the legal access route the same week; the resident gets a copy of the record within 28 days.",
], "2025-01-20", deps=["identifiers"])
mem("electrical-safety", "rule", "Electrical safety checks", ["electrical", "eicr", "certificates", "five-yearly"], [
    "Every home has an electrical installation condition report at least every 5 years and at each new tenancy; C1 and C2 findings are remedied within 28 days (C1 made safe before the electrician leaves), and the resident gets the report within 28 days.",
], "2025-01-20", deps=["identifiers"])
mem("fire-safety", "rule", "Fire safety in blocks", ["fire", "fra", "blocks", "high-rise", "building-safety"], [
    "Every block with shared parts has a fire risk assessment (yearly for high-rise and supported schemes, every 3 years otherwise); actions from it are jobs with their own target dates in `repairs/`. For our 11 blocks of 18 metres or 7 storeys and above the building safety team keeps the safety case; changes to fire doors, alarms or compartmentation there go through them.",
], "2025-01-27", deps=["identifiers"])
mem("evacuation-plans", "rule", "Residents who cannot leave unaided", ["evacuation", "peep", "fire", "disability", "special-category"], [
    "Residents of high-rise blocks who could not evacuate alone are offered a personal evacuation plan; the premises information box and the fire service get the flat number and the help needed, never a diagnosis. Plans are reviewed every year and when the resident tells us their needs changed.",
], "2025-02-24", deps=["fire-safety", "vulnerability"])
mem("lifts-water", "rule", "Lifts and communal water", ["lifts", "loler", "legionella", "water", "inspections"], [
    "Passenger lifts are thoroughly examined every 6 months and stair lifts in homes every 12; communal water tanks get a legionella risk assessment every 2 years and monthly temperature checks in sheltered schemes. `compliance/` raises the next job when a certificate is logged, not when it expires.",
], "2025-02-03")
mem("compliance-certificates", "rule", "Certificates and the compliance dashboard", ["certificates", "compliance", "dashboard", "overdue"], [
    "A check counts as done only when its certificate is uploaded and parsed in `compliance/`, not when the job is closed. The dashboard shows every UPRN by check type; an overdue check goes to the head of property services the next morning and on the board's monthly report. Nobody edits a certificate date by hand.",
], "2025-02-03", deps=["gas-safety", "electrical-safety", "fire-safety", "lifts-water"])

# ---------------------------------------------------------------- residents
mem("vulnerability", "rule", "Support needs and vulnerability", ["vulnerability", "support-needs", "special-category", "visits"], [
    "Residents' support needs are recorded in Keystone as categories (hearing, sight, mobility, mental health, language, needs a call before a visit) with the detail in the support notes only tenancy officers read. Operatives and contractors see what changes the visit (\"call before visiting\", \"allow extra time\", \"British Sign Language\"), never a condition or a diagnosis.",
], "2025-01-20")
mem("staff-safety-markers", "rule", "Staff safety warning markers", ["staff-safety", "warning-markers", "lone-working", "two-person"], [
    "A warning marker on an address is shown to operatives only as \"two-person visit\" with no reason; it needs a manager's approval, is reviewed every 12 months and expires if it is not, and the household is told unless telling them would put someone at risk.",
], "2025-02-24", deps=["vulnerability"])
mem("resident-contact", "rule", "Writing to residents", ["letters", "sms", "email", "plain-english", "accessible-formats"], [
    "Letters, texts and emails use the templates in `myhome/templates` in plain English, in the resident's recorded preferred way (large print, easy read, a translated version, a phone call instead); SMS comes from the sender HOLLINSMOOR only. Nothing about arrears, antisocial behaviour or support needs goes by SMS or to anyone but the tenant.",
], "2025-02-10", deps=["vulnerability"])
mem("complaints", "rule", "Complaints", ["complaints", "ombudsman", "stages", "dissatisfaction"], [
    "Any expression of dissatisfaction is logged as a complaint if the resident wants it treated as one: stage 1 acknowledged within 5 working days and answered within 10 of that; stage 2 answered within 20. Every final answer tells the resident they can go to the Housing Ombudsman; a complaint is never closed because the repair job closed.",
], "2025-03-24", supersedes=["complaints-three-stage"], deps=["working-days"])
mem("complaints-three-stage", "rule", "Three-stage complaints", ["complaints", "stages", "panel"], [
    "Complaints go through three stages (local manager, head of service, residents' panel), each answered within 15 working days; only the panel's letter mentions the ombudsman.",
], "2018-06-04", superseded_by="complaints", valid_until="2025-03-24")
mem("asb-cases", "rule", "Antisocial behaviour cases", ["asb", "antisocial-behaviour", "neighbours", "confidentiality"], [
    "Whoever reports antisocial behaviour is never identified to the household complained about, in letters, app screens or disclosures; ASB case notes are restricted to the neighbourhood team. A case gets a risk assessment within 1 working day and hate incidents are contacted the same day.",
], "2025-03-03")
mem("lettings", "rule", "Choice-based lettings", ["lettings", "allocations", "bidding", "nominations", "shortlist"], [
    "Homes are let through the boroughs' choice-based lettings schemes: advertised on the Thursday cycle, shortlisted by band and then date in band, and offered to the top eligible bidder; 75% of first lets go to council nominations. A direct let needs the lettings panel's minute recorded against the void.",
], "2025-02-17")
mem("starter-tenancies", "rule", "Starter tenancies", ["tenancies", "starter", "assured", "probation"], [
    "New tenants start on a 12-month starter tenancy that becomes assured automatically unless it is extended or ended after a review; Keystone holds the tenancy type, and our services never change it through the API: tenancy changes (joint, succession, assignment) are done by tenancy officers in Keystone.",
], "2025-02-17", deps=["keystone-hms"])

# ---------------------------------------------------------------- rent and income
mem("rent-setting", "rule", "Setting the rent each year", ["rent", "rent-increase", "cpi", "notice"], [
    "Rents change once a year on the first Monday in April, by at most last September's CPI plus 1%; every tenant gets written notice at least a month before, and a new letting starts at formula rent. Service charges are set separately and never rounded into the rent.",
], "2025-01-27")
mem("arrears", "rule", "Rent arrears", ["arrears", "income", "possession", "pre-action"], [
    "Arrears work starts with contact and support (a call, a benefits check, a payment arrangement), not a letter template; no notice seeking possession is served without an income officer's review of the pre-action checklist, and a household with an open support need or a pending benefit claim is never taken to court while the claim is undecided.",
], "2025-03-10", supersedes=["arrears-auto-notice"], deps=["universal-credit", "vulnerability"])
mem("arrears-auto-notice", "rule", "Automatic notice at eight weeks", ["arrears", "notice", "possession"], [
    "When an account reaches 8 weeks of arrears, `rent/` generates the notice seeking possession automatically and posts it to the tenant.",
], "2021-05-03", superseded_by="arrears", valid_until="2025-03-10")
mem("universal-credit", "rule", "Universal Credit housing costs", ["universal-credit", "dwp", "benefits", "managed-payments"], [
    "Universal Credit pays the housing element to the tenant monthly in arrears, or to us by managed payment every four weeks; an account waiting for a managed payment is not treated as in arrears for that period. Landlord verification requests from the DWP portal are answered within 5 working days, and we never ask a tenant for their journal login.",
], "2025-02-24")
mem("payments", "rule", "Taking rent payments", ["payments", "direct-debit", "card", "pence"], [
    "Rent is paid by direct debit on any day the tenant picks, by payment card at any PayPoint, or online through the payment provider's hosted page; `rent/` keeps only the provider's reference, never card numbers. Money is integer pence everywhere; a direct debit amount change gives the tenant 10 working days' notice.",
], "2025-02-24", deps=["working-days"])
mem("service-charges", "rule", "Service charges for leaseholders and shared owners", ["service-charges", "leaseholders", "section-20", "consultation"], [
    "Service charges are billed on the year's estimate and reconciled to actual costs within 6 months of the year end. Major works or a long-term contract that would cost any one leaseholder more than £250 (or £100 a year) need the section 20 consultation before the work is ordered; `repairs/` refuses a communal job over the limit without the consultation reference.",
], "2025-03-31", deps=["home-types"])

# ---------------------------------------------------------------- regulator and data
mem("tsm-returns", "rule", "Tenant satisfaction measures", ["tsm", "regulator", "returns", "survey"], [
    "The tenant satisfaction measures go to the Regulator of Social Housing each year: the perception survey from the research company and the management figures (repairs on time, safety checks, complaints, ASB) from the warehouse, computed with the regulator's definitions as written. A figure is never adjusted by hand after the warehouse run; a correction is a new run with a note.",
], "2025-04-21", deps=["repair-priorities", "compliance-certificates", "complaints"])
mem("retention", "rule", "Keeping records", ["retention", "gdpr", "former-tenants", "repair-history"], [
    "A former tenant's record is kept 6 years after the tenancy ends, then deleted except the tenancy dates; repair, safety and asbestos history belongs to the property and is kept for its life. Applicants who never became tenants are deleted after 2 years.",
], "2025-01-27")
mem("subject-access", "rule", "Subject access requests", ["subject-access", "sar", "gdpr", "redaction"], [
    "A resident's request for their data is answered within one calendar month by the data protection officer; engineers run the export scripts only on the DPO's ticket, and the export is redacted of other people (neighbours, ASB reporters, staff comments) before it leaves.",
], "2025-03-17", deps=["asb-cases"])

# ---------------------------------------------------------------- engineering
mem("kotlin-conventions", "rule", "Kotlin conventions (repairs)", ["kotlin", "spring", "repairs", "tests"], [
    "`repairs/` is Kotlin 2 on Spring Boot 3 with ktlint; a job state change is one transaction with an outbox row for the gateway and the resident's text; tests use JUnit 5 and Testcontainers Postgres, and calls to Keystone go to its recorded test tenant, never a live tenant.",
], "2025-01-06")
mem("python-conventions", "rule", "Python conventions (rent)", ["python", "fastapi", "rent", "ruff", "pytest"], [
    "`rent/` is Python 3.12 with FastAPI and SQLAlchemy; `ruff`, `mypy --strict` and `pytest` pass before review; balances and charges are integer pence, never floats, and every change to an account writes a ledger line with its reason rather than updating a balance.",
], "2025-01-06")
mem("go-conventions", "rule", "Go conventions (compliance)", ["go", "compliance", "certificates", "dates"], [
    "`compliance/` is Go with the standard library and sqlc; due dates are calendar dates (`civil.Date`), not timestamps; certificate parsing keeps the original PDF in object storage and a parse failure puts the certificate on the manual review queue, never guesses a date.",
], "2025-01-13", deps=["compliance-certificates"])
mem("myhome-conventions", "rule", "Resident app and website conventions", ["react-native", "nextjs", "myhome", "design-system"], [
    "`myhome/` uses our design system Hearth (`@hollinsmoor/hearth`) for every screen and shows what the services return: it never works out a balance, a target date or a priority itself. Residents log in with their email and a code; a tenancy is linked only after the one-time letter code is entered.",
], "2025-01-13")
mem("keystone-api-use", "rule", "Calling Keystone", ["keystone", "api", "rate-limit", "retries", "nightly-extract"], [
    "Every Keystone call goes through the shared client in `platform/keystone`: it keeps us under the vendor's rate limit, retries with backoff, and logs the call id. Bulk reads come from the nightly extract in the warehouse, never a loop over the API in working hours.",
], "2025-01-20", deps=["keystone-hms"])
mem("db-migrations", "rule", "Database migrations", ["migrations", "postgres", "flyway", "alembic", "expand-contract"], [
    "Migrations (Flyway in `repairs/`, Alembic in `rent/`, goose in `compliance/`) expand first and contract in a later release; none may lock the jobs or ledger tables for more than a second, and backfills run in batches overnight.",
], "2025-01-20")
mem("test-data", "rule", "Test data", ["tests", "fixtures", "synthetic", "personal-data"], [
    "Tests, UAT and demos use the synthetic estate only: no real names, addresses, UPRNs of occupied homes, balances or support needs, not even in a screenshot on a ticket.",
], "2025-01-06")
mem("deploys", "rule", "Deploys", ["deploy", "pipeline", "release"], [
    "Deploy through the pipeline only, after CI and one approval, Monday to Thursday 08:00-15:00; the out-of-hours repairs line must stay up, so `repairs/` and `gateway/` deploy with a rolling restart and never after 15:00.",
], "2025-01-06", deps=["rent-run-freeze"])
mem("rent-run-freeze", "rule", "Rent change freeze", ["freeze", "rent-increase", "deploy", "march"], [
    "From the first of March until the new rents have posted in April, nothing is deployed to `rent/` or the rent screens of `myhome/` except a fix the head of income asks for in writing.",
], "2025-02-10", deps=["rent-setting"])
mem("code-review", "rule", "Code review", ["review", "pull-request", "approvals"], [
    "One approval for any change; two for anything touching the rent ledger, safety check dates or the contractor gateway's signing, one of them from the service's lead.",
], "2025-01-06")
mem("secrets", "rule", "Secrets", ["secrets", "vault", "api-keys"], [
    "The Keystone API credentials, the contractors' gateway keys, the payment provider keys and the SMS account live in Vault, never in the repo, CI variables or a chat message; a leaked secret is rotated the same day and the contractors are sent their new keys by the gateway.",
], "2025-01-06")
mem("logging", "rule", "Logging", ["logging", "logs", "personal-data", "observability"], [
    "Structured JSON logs with the request id and the UPRN or job number; never names, phone numbers, balances, support needs or ASB details. Logs are kept 30 days.",
], "2025-01-06")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "rollout", "patches"], [
    "A change residents or operatives see is rolled out one housing patch at a time behind a flag, starting with the pilot patch in Cawthorne, and a flag is removed within two releases of reaching every patch.",
], "2025-02-03")
mem("accessibility", "rule", "Accessibility of the app and website", ["accessibility", "wcag", "screen-reader", "myhome"], [
    "`myhome/` meets WCAG 2.2 AA: every screen is checked with VoiceOver, TalkBack and NVDA before release, text scales to 200%, and every form can be finished without a time limit.",
], "2025-02-03")

# ---------------------------------------------------------------- skills and incidents
mem("rent-increase-run", "skill", "Running the annual rent change", ["rent-increase", "rent", "letters", "keystone"], [
    "In February, load the new rent and service charge figures into Keystone's pending charges, check 20 accounts of each tenure by hand, send the notice letters by the first week of March, update direct debit amounts with their notice, and post the new charges on the first Monday in April.",
], "2025-04-28", deps=["rent-setting", "payments", "rent-run-freeze"])
mem("overdue-gas-check", "skill", "A gas check goes overdue", ["gas", "overdue", "incident", "compliance"], [
    "When the dashboard shows a gas check past its anniversary, ring the household that day, offer any slot including evenings, tell the head of property services, and start the legal access route if three attempts have already failed; record every attempt on the UPRN.",
], "2025-04-28", deps=["gas-safety", "compliance-certificates"])
mem("emergency-line-down", "skill", "The out-of-hours repairs line or gateway is down", ["incident", "out-of-hours", "gateway", "emergency"], [
    "If `gateway/` or the out-of-hours job feed fails, switch the out-of-hours provider to phoning jobs through to the on-call supervisor, post in #hm-housing-systems, and replay the gateway's outbox once it is back; never resend jobs by email to contractors.",
], "2025-05-05", deps=["contractor-gateway", "repair-priorities"])
mem("handle-damp-report", "skill", "Handling a damp and mould report", ["damp", "mould", "surveyor", "case"], [
    "Open the damp case on the UPRN, check the household's support needs for children under 5, anyone over 75 or a respiratory condition (that makes it an emergency), book the surveyor, and send the written findings from the case screen; the case closes only when the resident confirms the work is done and a recheck at 6 weeks finds no return.",
], "2025-05-05", deps=["damp-mould", "vulnerability"])
mem("onboard-contractor", "skill", "Adding a new contractor", ["contractors", "onboarding", "gateway", "schedule-of-rates"], [
    "A new contractor needs its SOR price list loaded, a gateway key pair issued from Vault, its trades and postcode areas in `repairs/`, and a test job round trip in the sandbox gateway before any live job is routed to it.",
], "2025-05-12", deps=["contractor-gateway", "schedule-of-rates", "secrets"])
mem("run-sar-export", "skill", "Running a subject access export", ["subject-access", "export", "redaction", "dpo"], [
    "From the DPO's ticket: run `tools/sar-export` for the tenancy and its UPRNs, which pulls Keystone, repairs, rent and complaints; put the output in the DPO's restricted folder, never email it; the DPO redacts before it is sent.",
], "2025-05-12", deps=["subject-access", "keystone-api-use"])

# ---------------------------------------------------------------- role: housing-systems (the store's role)
mem("on-call", "knowledge", "Housing systems on-call", ["on-call", "rota", "pagerduty"], [
    "Housing systems on-call is a weekly rota handed over on Tuesday at 10:00 in PagerDuty; during the rent change week and storm warnings a second engineer is on call from 06:00.",
], "2025-01-06", role=["housing-systems"])
mem("warehouse", "knowledge", "The data warehouse", ["warehouse", "dbt", "reporting", "nightly-extract"], [
    "The warehouse is Postgres with dbt models built from Keystone's nightly extract and the services' event tables at 02:00; dashboards are Metabase. A model change that feeds the regulator's figures needs the performance team's sign-off.",
], "2025-01-13", role=["housing-systems"])

# ---------------------------------------------------------------- role: repairs-planning (hidden from housing-systems)
mem("van-stock", "skill", "Topping up operatives' van stock", ["van-stock", "materials", "operatives"], [
    "Each van's stock list is topped up every Friday from the stores by the planners; a part used twice in a week goes on the van's standard list.",
], "2025-01-07", role=["repairs-planning"])
mem("patch-scheduling", "rule", "Allocating operatives to patches", ["scheduling", "operatives", "patches", "overtime"], [
    "Planners keep each operative on one patch for the week and book overtime only for emergencies; multi-trade jobs are booked with the first trade's visit.",
], "2025-01-07", role=["repairs-planning"])

# ---------------------------------------------------------------- role: income-team (hidden from housing-systems)
mem("court-bundle", "skill", "Preparing a possession hearing bundle", ["court", "possession", "bundle", "hearing"], [
    "The bundle holds the tenancy agreement, the notice with proof of service, the rent statement from the start of the arrears, the pre-action checklist and the contact log, paginated and sent to the court and the tenant 7 days before the hearing.",
], "2025-01-08", role=["income-team"])
mem("payment-arrangements", "rule", "Agreeing a payment arrangement", ["arrangements", "affordability", "arrears"], [
    "An arrangement is agreed after an income and expenditure check; the minimum is the weekly rent plus £3.95 a week towards the arrears, or less if the check shows it cannot be afforded.",
], "2025-01-08", role=["income-team"])
