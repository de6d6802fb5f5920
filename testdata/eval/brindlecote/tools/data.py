"""Memories of the Brindlecote evaluation store (an invented regional blood service's software team: donors and
their eligibility, appointments at mobile sessions and donor centres, the chair tablets that record each
donation, the testing laboratory, components and stock, hospital orders and deliveries, the donor app and its
messages). Each entry: id, type, title, tags, content lines, and optional deps (depends_on), superseded_by +
valid_until, supersedes, created date. gen.py turns these into files. Written before the cases and before any
router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- knowledge
mem("systems-overview", "knowledge", "Brindlecote systems", ["architecture", "services", "repo"], [
    "Monorepo `brindlecote/`: `donors/` (Ruby on Rails) holds donor records, eligibility and appointments; `collect/` (Kotlin, Android) is the chair tablet app the session teams use; `lab/` (Java, Spring) takes the analysers' results and releases components; `stock/` (Go) holds components, stock and dispatch; `hospitals/` (Next.js) is the hospital ordering portal; `donor-app/` (React Native) is the donor app; `data/` (dbt on Postgres) builds the reports.",
], "2025-02-03")
mem("who-we-are", "knowledge", "Who we are", ["organisation", "blood-service", "regions"], [
    "Brindlecote Blood Service collects blood from volunteer donors in four counties and supplies 41 hospitals. About 210,000 donations a year from 130,000 active donors, taken at three donor centres and about 2,600 mobile sessions in village halls, schools and offices. One processing and testing centre at Harlow Park.",
], "2025-02-03")
mem("glossary", "knowledge", "Words we use", ["glossary", "domain", "naming"], [
    "A session is one day of collecting at one venue; a chair is one donation bed; a donation is one attempt, successful or not; a unit (or pack) is one bag of a component. A deferral stops a donor giving for a time. Code says donor, donation and component; never 'patient' for a donor and never 'bleed' in anything a donor reads.",
], "2025-02-03")
mem("donor-record", "knowledge", "The donor record", ["donors", "records", "data-model"], [
    "Each donor has one row in `donors.donor`: donor number, names, date of birth, sex, postcode, blood group (once confirmed twice), contact details and preferences, status (active, deferred, retired, deceased) and the counts of donations by type. Health check answers and deferrals live in their own tables, never on the donor row.",
], "2025-02-10")
mem("donor-numbers", "knowledge", "Donor numbers", ["donors", "identifiers", "donor-number"], [
    "Every donor gets a donor number `BBS` followed by eight digits and a check letter when first registered. It is printed on the donor card and in the app, never changes and is never reused, even after a donor has died or asked to be forgotten.",
], "2025-02-10")
mem("din", "knowledge", "Donation identification numbers", ["isbt128", "din", "labels", "barcodes"], [
    "Each donation gets an ISBT 128 donation identification number (DIN): our facility code `G0917`, a two-digit year, six serial digits and a flag. The DIN is on the bag, every component made from it, every sample tube and the donation form; it links a unit in a hospital fridge back to the donor.",
], "2025-02-10")
mem("blood-groups", "knowledge", "Blood groups", ["blood-groups", "abo", "rhd"], [
    "We record the ABO group, RhD type and, for red cell donors, the Rh and Kell phenotype. O negative is given to anyone in an emergency, so its stock matters most. A donor's group is confirmed only when two separate donations give the same result; until then the app shows 'group to be confirmed'.",
], "2025-02-10")
mem("components", "knowledge", "Components we make", ["components", "processing", "products"], [
    "Every whole blood donation is spun and split at Harlow Park into red cells, plasma and a buffy coat; four buffy coats are pooled into one adult dose of platelets. Apheresis donors give platelets or plasma directly. Each product has an ISBT 128 product code from `stock.product_code`.",
], "2025-02-17")
mem("sessions", "knowledge", "Sessions and venues", ["sessions", "venues", "mobile-teams"], [
    "Seven mobile teams run sessions at about 480 venues on a rolling 16-week plan, each with 6 to 14 chairs; the three donor centres (Brindlecote, Harlow Park, Eastwick) open six days a week. The session planners build the plan a year ahead in `donors/` and the venues are booked by the venue officers.",
], "2025-02-17")
mem("collect-app", "knowledge", "The chair tablet app", ["collect", "tablet", "android", "sessions"], [
    "`collect/` is a Kotlin app on Android tablets at every chair and at the registration desk. It checks the donor in, records the health check screening, the haemoglobin test, the donation itself (start, end, volume, arm, any reaction) and prints the labels. Venues seldom have usable wifi, so it works from the session's local copy and syncs over the team's 4G router.",
], "2025-02-17")
mem("donor-app", "knowledge", "The donor app", ["donor-app", "react-native", "bookings"], [
    "`donor-app/` is the React Native donor app (about 95,000 active users): book and move appointments, fill in the health check questions before the day, see your blood group, donation history and awards, and get the message when your blood has gone to a hospital. It talks to `donors/` through the public API.",
], "2025-02-24")
mem("hospitals-portal", "knowledge", "The hospital portal", ["hospitals", "portal", "orders"], [
    "`hospitals/` is the portal the hospitals' blood bank staff use to order components, see deliveries on their way, return units and report reactions. Each of the 41 hospitals has a standing order for its regular stock and places top-up and emergency orders on top.",
], "2025-02-24")
mem("lab-knowledge", "knowledge", "The testing laboratory", ["lab", "testing", "analysers"], [
    "Every donation's samples are tested at Harlow Park within 24 hours: blood group on the Galileo analysers, infection markers on the Alinity analysers, and extra tests when a donation needs them. `lab/` receives the analysers' results, applies the release rules and tells `stock/` which components can be issued.",
], "2025-02-24")
mem("mandatory-tests", "knowledge", "Tests every donation gets", ["lab", "testing", "screening"], [
    "Every donation is tested for HIV, hepatitis B, hepatitis C, hepatitis E, HTLV and syphilis, and grouped (ABO, RhD). First-time donors also get a red cell antibody screen. Some donations get more: CMV for babies' components, malaria antibodies after travel, HbS for sickle trait.",
], "2025-03-03")
mem("apheresis", "knowledge", "Apheresis donors", ["apheresis", "platelets", "plasma"], [
    "About 2,100 donors give platelets or plasma on apheresis machines at the three donor centres: the machine returns the red cells, so a donation takes about 90 minutes and can be repeated every two weeks. Apheresis donors are chosen from whole blood donors with high platelet counts.",
], "2025-03-03")
mem("plasma-for-medicines", "knowledge", "Plasma for medicines", ["plasma", "fractionation", "contracts"], [
    "Since 2024 some plasma goes to a fractionator that makes immunoglobulin and albumin from it. That plasma has its own product codes, is frozen within 24 hours and shipped monthly on pallets with a manifest; it never goes to hospitals.",
], "2025-03-03")
mem("rare-donors", "knowledge", "Rare donors", ["rare-donors", "blood-groups", "panel"], [
    "About 900 donors have rare red cell types (for example Ro, or negative for a high-frequency antigen). They are on the rare donor panel and their units are frozen or kept aside for named patients; the red cell immunohaematology lab decides who is on it.",
], "2025-03-10")
mem("stock-knowledge", "knowledge", "How stock is measured", ["stock", "days-of-stock", "inventory"], [
    "Stock is counted in days: units in stock of a group and component divided by the average daily issues of the last four weeks. The target is six days of red cells for every group; O negative and platelets are watched hourly.",
], "2025-03-10")
mem("transport", "knowledge", "Deliveries", ["transport", "deliveries", "vans"], [
    "Our own vans take standing orders to hospitals on fixed routes twice a day. Emergency orders go by a blue light courier (motorbikes at night). Components travel in validated boxes with ice packs or at room temperature for platelets, each box with a temperature logger.",
], "2025-03-10")
mem("regulation", "knowledge", "Regulators and inspections", ["regulation", "mhra", "inspections"], [
    "We are a blood establishment licensed by the MHRA under the Blood Safety and Quality Regulations. Inspectors come every two years and may come unannounced; they look at the quality system, change controls, validation of computer systems, traceability and the serious adverse event reports.",
], "2025-03-17")
mem("haemovigilance", "knowledge", "Reactions in patients", ["haemovigilance", "reactions", "hospitals"], [
    "When a patient reacts to a transfusion, the hospital reports it on the portal with the DIN. Our clinical team investigates with the hospital; a serious one is reported to the regulator within 15 days. We may recall the donation's other components while we look.",
], "2025-03-17")
mem("clinical-team", "knowledge", "The clinical team", ["clinical", "nurses", "doctors"], [
    "Donor care is run by the clinical team: a medical director, eight donor care doctors and the session nurses. They own the eligibility rules, the health check questions, the reaction records and every conversation with a donor about a test result. Software changes in their area need their sign-off.",
], "2025-03-17")
mem("stack", "knowledge", "Infrastructure", ["infrastructure", "aws", "ecs"], [
    "Everything runs on AWS in eu-west-2: ECS on Fargate for services, RDS for PostgreSQL (one database per service), SQS and SNS between services, S3 for documents and exports, CloudFront in front of the public sites. Terraform in `infra/`, applied by CI only.",
], "2025-03-24")
mem("teams", "knowledge", "Who owns what", ["teams", "ownership", "codeowners"], [
    "Donor team: `donors/`, `donor-app/`. Sessions team: `collect/`. Laboratory systems team: `lab/`. Supply team: `stock/`, `hospitals/`. Data team: `data/`. Platform: `infra/`, CI and the on-call rota. CODEOWNERS names them; a change in another team's folder needs one of their reviews.",
], "2025-03-24")
mem("environments", "knowledge", "Environments", ["environments", "staging", "validation"], [
    "dev (anyone), test (CI), validation (a copy of production's configuration with synthetic donors, where validation runs are done and signed) and production. The collect app has a training mode that points at validation for new session staff.",
], "2025-03-24")
mem("eligibility-basics", "knowledge", "Who can give blood", ["eligibility", "donors", "age"], [
    "A donor is 17 to 65 at their first donation and may keep giving until 70 (later with a doctor's yearly review), weighs at least 50 kg, and passes the health check on the day. Whole blood can be given every 12 weeks by men and every 16 weeks by women.",
], "2025-03-31")
mem("haemoglobin", "knowledge", "The haemoglobin test", ["haemoglobin", "screening", "iron"], [
    "Before a donation a nurse checks the donor's haemoglobin from a finger prick. The limits are 135 g/L for men and 125 g/L for women; below it the donor does not give that day. Repeat donors with low results have their ferritin tested to look at their iron stores.",
], "2025-03-31")
mem("appointments", "knowledge", "Appointments", ["appointments", "bookings", "slots"], [
    "Donors book a slot at a session or centre through the app, the website or the contact centre. Each session has slots every 5 minutes per chair group; first-time donors need a longer slot. About a quarter of donors still walk in without one.",
], "2025-03-31")
mem("donor-comms", "knowledge", "How we talk to donors", ["comms", "sms", "email", "notify"], [
    "Donor messages go out through GOV.UK Notify (SMS, email and letters) from `donors/comms`: booking confirmations, reminders, thank-yous, appeals and the letters the clinical team sends. Push notifications go through Firebase to the app.",
], "2025-04-07")
mem("data-platform", "knowledge", "Reports", ["data", "dbt", "reporting"], [
    "`data/` is dbt on a reporting Postgres fed nightly from every service's read replica. It builds the stock, collection, donor and hospital reports for Power BI and the returns we send the regulator and the health department.",
], "2025-04-07")
mem("contact-centre", "knowledge", "The contact centre", ["contact-centre", "donors", "calls"], [
    "Twenty-two agents answer donors' calls and emails from 08:00 to 20:00: bookings, eligibility questions, complaints and change of details. They use the staff side of `donors/` and can see the health check answers only with the clinical role.",
], "2025-04-07")

# ---------------------------------------------------------------- rules: identity and records
mem("donor-number-immutable", "rule", "Never change or reuse a donor number", ["donors", "donor-number", "identifiers"], [
    "A donor number is given once and kept for life. Never edit it, never reuse one, and never create a second number for a donor who comes back after years away: find the old record and reactivate it.",
], "2025-02-10")
mem("identity-check", "rule", "Check who the donor is at every donation", ["donors", "identity", "collect"], [
    "At registration and again at the chair, the collect app asks the donor their full name, date of birth and first line of address and the staff member ticks each against the screen. A donation cannot start until both checks are done; a mismatch stops the donation and asks for the team leader.",
], "2025-02-17")
mem("duplicate-donors", "rule", "Merging duplicate donor records", ["donors", "duplicates", "merge"], [
    "Two records for one person are merged only by the donor records team, never by a script or by session staff. The merge keeps the older donor number, moves every donation, deferral and result to it, and leaves the other record as a pointer. It is audited and needs a second person to approve.",
], "2025-02-17")
mem("audit-trail", "rule", "Audit every change to donor and donation records", ["audit", "records", "compliance"], [
    "Every insert, update and delete on donor, donation, deferral, result and component rows writes an audit row (who, when, what before, what after, why) in the same transaction. Audit tables are append-only: no update or delete grant exists on them, even for admins.",
], "2025-02-24")
mem("traceability-retention", "rule", "Keep traceability records for 30 years", ["retention", "traceability", "regulation"], [
    "Everything that links a donor to a donation, a donation to its components and a component to the hospital it went to is kept for 30 years. No job deletes or archives these rows out of the database without the quality team's signed change control.",
], "2025-02-24")
mem("donor-forget", "rule", "A donor who asks to be forgotten", ["gdpr", "privacy", "donors"], [
    "We cannot delete a donor's donations or results: the law makes us keep them 30 years. On an erasure request we remove contact details, preferences and app data, mark the record 'erased', stop every message, and keep name, date of birth, donor number and the donation history for traceability.",
], "2025-03-03", deps=["traceability-retention"])
mem("health-data-logs", "rule", "No health data in logs", ["logging", "privacy", "health-data"], [
    "Health check answers, deferral reasons, test results and reactions are health data. Never write them to logs, traces, error reports or analytics events, and never put them in a URL. Log the donor number's hash and the record id.",
], "2025-03-03")
mem("synthetic-donors", "rule", "Only synthetic donors outside production", ["testing", "fixtures", "privacy"], [
    "dev, test and validation hold only synthetic donors made by `make synth` (names from a list, numbers from the `BBS9` test range that production never issues). Never copy production data down, not even one donor to debug a problem.",
], "2025-03-10")
mem("prod-access", "rule", "Looking at production data", ["production", "access", "break-glass"], [
    "Nobody has standing access to production databases. For an incident, request break-glass access through the on-call tool: it lasts four hours, every query is logged and the quality team reviews the log within a week.",
], "2025-03-10")

# ---------------------------------------------------------------- rules: eligibility and the health check
mem("eligibility-rules-data", "rule", "Eligibility rules are data", ["eligibility", "rules-engine", "donors"], [
    "The eligibility rules (ages, intervals, weights, haemoglobin limits, deferral periods, travel areas) live in versioned tables in `donors/eligibility/`, not in code. A rule change is a new version with a start date; code reads the version in force on the donation date.",
], "2025-02-24")
mem("eligibility-signoff", "rule", "Clinical sign-off for eligibility changes", ["eligibility", "clinical", "code-review"], [
    "A new version of the eligibility tables needs two approvals from the clinical team in the admin before its start date, as well as the code review. Tests for the new version go in `spec/eligibility/versions/` with examples the donor care doctors wrote.",
], "2025-03-03")
mem("eligibility-version-stored", "rule", "Store which rules judged each donation", ["eligibility", "donations", "audit"], [
    "Every donation stores the eligibility version and the health check question set version used for it, so that a later inspection can show why the donor was accepted. Never recompute an old donation's eligibility with today's rules.",
], "2025-03-03")
mem("age-limits", "rule", "Donor age limits", ["eligibility", "age", "donors"], [
    "First donation: aged 17 to 65 on the day. Returning donors: up to their 70th birthday; from 70 only with a donor care doctor's review recorded in the last 12 months. Compute age on the session date in the venue's local time, never from today on the server.",
], "2025-03-10")
mem("donation-intervals", "rule", "Intervals between donations", ["eligibility", "intervals", "whole-blood"], [
    "Whole blood: at least 12 weeks since the last whole blood donation for men and 16 weeks for women, counted from donation date to session date. A donation attempt that failed with under 100 ml counts as no donation; any more counts in full.",
], "2025-03-10")
mem("apheresis-intervals", "rule", "Apheresis intervals and limits", ["apheresis", "intervals", "platelets"], [
    "Platelet donors: at least 14 days between donations and no more than 24 in a rolling 12 months. After a whole blood donation an apheresis donor waits 12 weeks; after apheresis they may give whole blood after 14 days.",
], "2025-03-17")
mem("hb-haemocue", "rule", "Haemoglobin by HemoCue", ["haemoglobin", "screening", "collect"], [
    "Every donor's haemoglobin is measured with the HemoCue meter connected to the collect app by Bluetooth; the value in g/L goes in without typing. A reading under the limit gets a second finger prick on the other hand; the higher of the two counts.",
], "2025-04-14", supersedes=["hb-copper-sulphate"])
mem("hb-copper-sulphate", "rule", "Haemoglobin by copper sulphate drop", ["haemoglobin", "screening", "collect"], [
    "Screen haemoglobin with the copper sulphate drop test and record pass or fail in the app.",
], "2025-02-17", superseded_by="hb-haemocue", valid_until="2025-04-14")
mem("low-hb", "rule", "Low haemoglobin", ["haemoglobin", "deferral", "iron"], [
    "A donor under the limit on both readings is deferred for 6 months and sent the iron advice letter. Two low results in 24 months means a ferritin test on the next donation and a 12-month interval if the ferritin is low. The app never shows the number as a diagnosis.",
], "2025-04-14")
mem("deferrals", "rule", "Deferrals", ["deferral", "eligibility", "donors"], [
    "A deferral has a reason code, a start date, an end date or 'permanent', and who set it. Never delete a deferral, even one set by mistake: end it with a correction note. A donor is bookable again from the day after the end date, and the app tells them the date in plain words.",
], "2025-03-17")
mem("tattoo-deferral", "rule", "Tattoos and piercings", ["deferral", "tattoo", "eligibility"], [
    "After a tattoo, semi-permanent make-up, a piercing or acupuncture outside the NHS, the donor waits 4 months from the date it was done.",
], "2025-04-21", supersedes=["tattoo-six-months"])
mem("tattoo-six-months", "rule", "Tattoos: six months", ["deferral", "tattoo", "eligibility"], [
    "After a tattoo or piercing the donor waits 6 months before giving blood.",
], "2025-02-17", superseded_by="tattoo-deferral", valid_until="2025-04-21")
mem("travel-deferrals", "rule", "Travel deferrals", ["deferral", "travel", "malaria"], [
    "Travel rules come from the country table in `donors/eligibility/geography`, which the clinical team updates from the travel advice service; never hard-code a country. A malaria area means 4 months' wait, or a malaria antibody test after that; the health check asks for every country visited in the last 12 months.",
], "2025-04-21")
mem("medications", "rule", "Medicines and donating", ["medications", "eligibility", "health-check"], [
    "The medicines list in the health check is the clinical team's, searched by generic and brand name. An unknown medicine never auto-defers or auto-accepts: the nurse refers the donor to the session's registered nurse and the app records who decided.",
], "2025-04-28")
mem("health-check-versions", "rule", "Health check questions are versioned", ["health-check", "questionnaire", "versions"], [
    "The donor health check (the questions every donor answers before each donation) is a versioned set owned by the clinical team. Answers are stored with the set's version and question ids; never reword a question in place, add a new version. The app and the tablets must show the same version on the same day.",
], "2025-03-24")
mem("weight-limit", "rule", "Minimum weight", ["eligibility", "weight", "donors"], [
    "Donors must weigh at least 50 kg (7 st 12 lb). The app takes kg or stones and pounds and stores grams. Female donors under 20 also need an estimated blood volume over 3.5 litres, computed from height and weight by the eligibility tables.",
], "2025-03-24")
mem("pregnancy", "rule", "After a pregnancy", ["eligibility", "pregnancy", "deferral"], [
    "A donor who has been pregnant waits until 6 months after the birth or the end of the pregnancy; plasma and platelets from women who have been pregnant are tested for HLA antibodies before use in adults' plasma pools.",
], "2025-04-28")

# ---------------------------------------------------------------- rules: appointments and sessions
mem("slot-capacity", "rule", "Slot capacity", ["appointments", "slots", "capacity"], [
    "A session's bookable capacity is chairs times donations per chair per hour (four for whole blood) minus the walk-in share the planner sets (25% by default). Never let the app, the website or the contact centre book past it; only the team leader can add a slot on the day.",
], "2025-03-24")
mem("first-time-slots", "rule", "First-time donors", ["appointments", "new-donors", "slots"], [
    "A first-time donor takes a 60-minute slot and only sessions with first-timer slots open (every centre, mobile sessions the planner marks) offer them. New donors aged over 65 are never offered a slot.",
], "2025-03-31")
mem("reminders-sms", "rule", "Appointment reminders", ["appointments", "reminders", "sms"], [
    "Send an SMS reminder 48 hours before the appointment and another at 07:30 on the day, with the venue, time and a link to move or cancel. A donor who booked less than 48 hours ahead gets only the morning one. Reminders go to every donor with a mobile number, whatever their marketing choices.",
], "2025-04-07", supersedes=["reminders-email"])
mem("reminders-email", "rule", "Appointment reminders by email", ["appointments", "reminders", "email"], [
    "Email each donor a reminder three days before their appointment.",
], "2025-02-24", superseded_by="reminders-sms", valid_until="2025-04-07")
mem("quiet-hours", "rule", "No messages late at night", ["comms", "sms", "quiet-hours"], [
    "No SMS or push message to a donor between 21:00 and 08:00 UK time, except an urgent appeal the medical director approves. A message due in the quiet hours waits until 08:00.",
], "2025-04-07")
mem("session-cancellation", "rule", "Cancelling a session", ["sessions", "cancellations", "appointments"], [
    "When a session is cancelled (venue lost, team short), every booked donor gets an SMS and email at once with the three nearest sessions and a rebooking link. Appointments are never silently moved to another session.",
], "2025-04-14")
mem("no-shows", "rule", "Missed appointments", ["appointments", "no-shows", "donors"], [
    "Record a missed appointment against the donor but never block their booking. After three misses in a year the contact centre gets a task to call them; the app never says 'no-show' to a donor.",
], "2025-04-14")
mem("local-time", "rule", "Times in UK local time", ["dates", "timezones", "sessions"], [
    "Store timestamps in UTC; sessions, slots and reminders are planned in Europe/London and shown in it. Interval and age calculations use dates in Europe/London, never UTC dates: a donation at 00:30 in summer is on the local day.",
], "2025-03-10")
mem("venue-data", "rule", "Venue details", ["venues", "sessions", "accessibility"], [
    "Every venue has its address, what3words for the entrance, parking, step-free access and the name of the hall's key holder. The donor-facing part (address, parking, access) comes from `venue.public_*` columns only; never show the key holder's details to donors.",
], "2025-04-21")
mem("walk-ins", "rule", "Walk-in donors", ["appointments", "walk-ins", "sessions"], [
    "Walk-ins are registered at the desk in the collect app and get the next free chair; the app shows the desk how many walk-in places are left from the session's walk-in share. A walk-in is never turned away before a booked donor who is late less than 15 minutes.",
], "2025-04-21")

# ---------------------------------------------------------------- rules: the collect app and donations
mem("offline-first", "rule", "The collect app works offline", ["collect", "offline", "sync"], [
    "Every screen of the collect app must work with no connection: the session's donors, bookings, deferrals and labels are downloaded the evening before. Writes go to the local database first and sync when the 4G router has signal; never block a donation on the network.",
], "2025-02-24")
mem("sync-continuous", "rule", "Syncing the tablets", ["collect", "sync", "offline"], [
    "Tablets sync continuously whenever they have a connection, donation events first. Donation events are append-only and never conflict; for other records the server's version wins and the tablet shows what was overwritten. A tablet that has not synced for 2 hours raises an alert for the team leader.",
], "2025-04-28", supersedes=["sync-hourly"], deps=["offline-first"])
mem("sync-hourly", "rule", "Hourly sync", ["collect", "sync", "offline"], [
    "The collect app syncs once an hour on the hour and at the end of the session.",
], "2025-02-24", superseded_by="sync-continuous", valid_until="2025-04-28")
mem("label-printing", "rule", "Labels are printed at the chair", ["labels", "printing", "isbt128", "collect"], [
    "The DIN labels for the bag, the satellite bags, the sample tubes and the form are printed together at the chair from one DIN, right before the needle goes in. Never print labels in advance or for two donors at once; a spoiled label set is voided in the app, never reprinted with the same DIN.",
], "2025-03-03")
mem("label-templates", "rule", "Label templates are validated", ["labels", "zpl", "validation"], [
    "Label layouts are ZPL templates in `collect/labels/` for the Zebra printers. A template change is a change to a validated system: it needs a change control, a print test on every printer model and a scan test with the lab's readers before release.",
], "2025-03-17")
mem("barcode-match", "rule", "Scan before and after", ["barcodes", "collect", "labels"], [
    "Before the needle goes in, the nurse scans the donor's wristband or card and the bag's DIN; after the donation, the bag, each sample tube and the form must scan to the same DIN. Any mismatch locks the donation record until a team leader resolves it; never let staff type a DIN by hand.",
], "2025-03-17", deps=["label-printing"])
mem("donation-volume", "rule", "Donation volume", ["donations", "volume", "scales"], [
    "The collection scale stops the draw at 470 ml and sends the weight to the app. A whole blood donation of 405 to 495 ml is standard; under 405 ml is 'low volume': its red cells may be used but its plasma is discarded. Never accept a volume typed by hand when the scale is connected.",
], "2025-03-24")
mem("donation-duration", "rule", "Long donations", ["donations", "duration", "plasma"], [
    "A whole blood draw that takes over 15 minutes is marked 'slow bleed' in the app: its plasma cannot be used for clinical plasma or platelets, only its red cells. Record the start and end time from the scale, not the nurse's watch.",
], "2025-03-24")
mem("donor-reactions", "rule", "Reactions in donors", ["reactions", "adverse-events", "donors"], [
    "A donor who faints, bruises badly or has a nerve injury gets a reaction record with its type and severity from the clinical list. A severe reaction defers the donor until a donor care doctor reviews them; a faint after a donation in the last year means a longer rest next time, which the app shows at the chair.",
], "2025-04-07")
mem("post-donation-rest", "rule", "Rest after donating", ["donors", "aftercare", "collect"], [
    "After a donation the donor rests 10 minutes on the chair and 15 in the refreshment area. The app's chair timer starts from the scale's end time; the donor's aftercare leaflet is in their language.",
], "2025-04-07")
mem("collect-releases", "rule", "Releasing the collect app", ["collect", "releases", "mdm"], [
    "The collect app is released through the MDM to the training tablets first, then one mobile team for two sessions, then everyone. Never release on a Friday or the day before a bank holiday, and never while a team is mid-session: the MDM window is 21:00 to 05:00.",
], "2025-04-14")

# ---------------------------------------------------------------- rules: the lab
mem("results-hl7", "rule", "Results come from the analysers", ["lab", "hl7", "analysers"], [
    "Test results reach `lab/` only as HL7 v2 ORU messages from the analysers' middleware over MLLP; each result keeps the instrument, the reagent lot and the run. Nobody types a result, and there is no screen to edit one: a wrong result is repeated on the analyser.",
], "2025-04-21", supersedes=["results-csv"])
mem("results-csv", "rule", "Results from the analyser CSV exports", ["lab", "csv", "analysers"], [
    "Import test results from the analysers' CSV exports every hour.",
], "2025-02-24", superseded_by="results-hl7", valid_until="2025-04-21")
mem("release-rules", "rule", "Releasing a component", ["lab", "release", "components"], [
    "`lab/` releases a donation's components only when every mandatory test is negative (or non-reactive), the group is done and, for a repeat donor, matches the group on record. Release is per donation, by the rules engine; no user can release a unit by hand.",
], "2025-03-03")
mem("group-discrepancy", "rule", "A group that doesn't match", ["lab", "blood-groups", "discrepancy"], [
    "If a repeat donor's group differs from the one on record, quarantine every component of the donation, flag the donor, and create a task for the red cell immunohaematology lab. Never overwrite the recorded group from a single result.",
], "2025-03-10")
mem("reactive-results", "rule", "Reactive results", ["lab", "results", "clinical"], [
    "A reactive screening test discards the donation's components, sends the samples to the reference lab for confirmation and suspends the donor. The donor hears about it only from the clinical team, by letter or phone: the system never emails, texts or shows a result in the app.",
], "2025-03-10")
mem("lookback", "rule", "Lookback", ["lab", "lookback", "traceability"], [
    "When a repeat donor's confirmed result is positive, `stock/` lists every component from their earlier donations in the lookback window (the last 12 months, or since the last negative test) and where each went; the clinical team tells the hospitals. The list is generated, never assembled by hand.",
], "2025-03-17", deps=["reactive-results", "traceability-retention"])
mem("sample-archive", "rule", "Archived samples", ["lab", "samples", "archive"], [
    "A sample from every donation is frozen and kept 3 years, its rack and position in `lab.archive`. A request to pull an archived sample is logged with who asked and why.",
], "2025-03-17")
mem("new-tests", "rule", "Adding a test", ["lab", "tests", "validation"], [
    "A new test or a new analyser is a change to a validated system: new result codes in the lab's reference tables, release rules updated, a validation run with known samples, and the quality team's signature before the first live sample.",
], "2025-04-28")

# ---------------------------------------------------------------- rules: components and stock
mem("product-codes", "rule", "Product codes come from the table", ["components", "isbt128", "product-codes"], [
    "Use ISBT 128 product codes only from `stock.product_code`, which the supply team loads from the ICCBBA database. Never hard-code a product code or invent a local one; a new product is a new row with its shelf life and storage rules.",
], "2025-03-03")
mem("shelf-life", "rule", "Shelf lives", ["components", "expiry", "storage"], [
    "Red cells: 35 days at 2-6 °C. Platelets: 7 days at 20-24 °C on an agitator. Plasma: 36 months frozen at -25 °C or colder. Expiry is computed from the collection time (the scale's end time), never the processing time, and stored as a timestamp with time zone.",
], "2025-03-10")
mem("irradiation", "rule", "Irradiated components", ["components", "irradiation", "expiry"], [
    "Irradiated red cells expire 14 days after irradiation and never later than 28 days after collection; record the irradiator, the dose indicator and the time. An irradiated unit gets a new product code and a new label, never the old one with a sticker.",
], "2025-04-14", deps=["shelf-life"])
mem("issue-order", "rule", "Issue oldest first", ["stock", "dispatch", "expiry"], [
    "Pick the unit with the earliest expiry first for every order, except neonatal orders (units under 5 days old) and orders that ask for fresh units for a named patient. The picking list is generated; pickers scan what they pick and the app refuses a unit out of order without a reason.",
], "2025-03-24")
mem("neonatal", "rule", "Components for babies", ["neonatal", "components", "cmv"], [
    "Components for babies under a year old must be CMV negative, and red cells for exchange or large transfusions under 5 days old and irradiated. These come from donors with two negative tests and are labelled with the neonatal product codes.",
], "2025-03-24")
mem("stock-alerts", "rule", "Stock alerts", ["stock", "alerts", "days-of-stock"], [
    "Amber when a group has under 4 days of red cells (3 for O negative) and red under 2 days; platelets under 2 days are red. Amber goes to the supply managers; red also to the duty director and starts the appeal workflow. Compute it hourly from `stock.days_on_hand`.",
], "2025-04-07")
mem("discards", "rule", "Every discard has a reason", ["stock", "discards", "wastage"], [
    "A unit leaves stock only by issue or by discard with a coded reason (expired, broken bag, temperature, test result, recall, low volume...). Free text is a note beside the code, never instead of it; the wastage reports count by code.",
], "2025-04-07")
mem("temperature-excursions", "rule", "Out of temperature", ["cold-chain", "temperature", "stock"], [
    "Every fridge, freezer, agitator and transport box has a logger. A reading out of range quarantines everything stored in it from the last good reading; only the quality team can release quarantined units. Loggers read every 5 minutes and raise an alert after two out-of-range readings.",
], "2025-04-14")
mem("transport-boxes", "rule", "Packing boxes", ["transport", "cold-chain", "packing"], [
    "Pack only to a validated box configuration: the box type, ice pack count and maximum time on the road for the season and the component. The packing screen chooses the configuration from the route's time; a journey over the box's limit needs a different box, never more ice packs.",
], "2025-04-21")
mem("recalls", "rule", "Recalling components", ["recalls", "traceability", "hospitals"], [
    "A recall names DINs or product lots and a reason; `stock/` finds every unit from them in our stock and at hospitals, quarantines ours at once and calls each hospital's blood bank within 1 hour for theirs. The hospital confirms on the portal what it found, transfused or returned.",
], "2025-04-21")
mem("plasma-shipments", "rule", "Plasma for the fractionator", ["plasma", "fractionation", "shipping"], [
    "Plasma for medicines is frozen within 24 hours of collection and shipped with a manifest of DINs. A donation later found reactive or in a lookback is reported to the fractionator within 48 hours with its DIN; never re-label clinical plasma as fractionation plasma.",
], "2025-05-05")
mem("rare-units", "rule", "Units from rare donors", ["rare-donors", "stock", "frozen"], [
    "Red cells from rare donor panel members are never issued to a standing order: they are held for the red cell immunohaematology lab, which frozen-stores or issues them to a named patient. The stock screens hide them from pickers.",
], "2025-05-05")

# ---------------------------------------------------------------- rules: hospitals
mem("standing-orders", "rule", "Standing orders", ["hospitals", "orders", "standing-orders"], [
    "A hospital's standing order is a target stock per group and component, topped up on each delivery route. Changes to a standing order start the next day and need the hospital's blood bank manager's approval on the portal.",
], "2025-04-28")
mem("emergency-orders", "rule", "Emergency orders", ["hospitals", "orders", "emergency"], [
    "An emergency order is placed on the portal and confirmed by phone; it jumps every queue, its picking list prints at once and the blue light courier is booked automatically. The target is units out of the door within 30 minutes; the portal shows the hospital each step.",
], "2025-04-28")
mem("returns", "rule", "Returned units", ["hospitals", "returns", "cold-chain"], [
    "A hospital may return a unit only with an unbroken cold chain record: the fridge log for the time it had it. Without one the unit is discarded on arrival. Returned units go back to stock only after inspection.",
], "2025-05-05")
mem("portal-users", "rule", "Hospital portal users", ["hospitals", "users", "roles"], [
    "Each hospital's blood bank manager adds and removes their own staff on the portal; we never create hospital users ourselves. Roles: viewer, orderer, manager. An account unused for 90 days is disabled.",
], "2025-05-05")
mem("pricing", "rule", "Component prices", ["hospitals", "pricing", "invoicing"], [
    "Prices per component are set once a year and start on 1 April; the price list is a table with a start date. Money is integer pence. Invoices are monthly per hospital, from issues minus credited returns.",
], "2025-05-12")
mem("reaction-reports", "rule", "Reports of reactions from hospitals", ["haemovigilance", "hospitals", "reactions"], [
    "A reaction report on the portal must carry the DIN of every unit the patient had, checked against what we issued to that hospital. Filing one alerts the clinical team's duty doctor at once; the portal never shows hospitals which donor a unit came from.",
], "2025-05-12")

# ---------------------------------------------------------------- rules: donors and messages
mem("donor-login", "rule", "Donor sign-in", ["donor-app", "auth", "sign-in"], [
    "Donors sign in with their email or mobile number and a one-time code; there are no donor passwords. A new device needs the date of birth as well. Sessions last 90 days in the app and 30 minutes on the website.",
], "2025-05-12", supersedes=["donor-passwords"])
mem("donor-passwords", "rule", "Donor passwords", ["donor-app", "auth", "passwords"], [
    "Donors sign in with their donor number and a password of at least 8 characters.",
], "2025-02-24", superseded_by="donor-login", valid_until="2025-05-12")
mem("thank-you", "rule", "The message when blood reaches a hospital", ["comms", "thank-you", "donors"], [
    "When a unit from a donation is issued to a hospital, the donor gets one message naming the hospital (once per donation, not per component). Never say anything about the patient, and never send it for a donation whose components were discarded.",
], "2025-05-19")
mem("marketing-consent", "rule", "Service and marketing messages", ["comms", "consent", "gdpr"], [
    "Service messages (booking confirmations, reminders, session changes, clinical letters) go to every donor. Marketing (appeals for new donors, events, fundraising) needs the donor's opt-in, per channel, stored with the date and wording.",
], "2025-05-19")
mem("appeals", "rule", "Appeals to donors", ["appeals", "stock", "comms"], [
    "An appeal targets donors by group and distance from sessions with free slots, and a donor gets at most one appeal in 14 days. Appeals need the supply manager's approval and are sent through the appeal workflow, never as a one-off bulk SMS.",
], "2025-05-19")
mem("welsh", "rule", "English and Welsh", ["comms", "welsh", "language"], [
    "Our area takes in two Welsh border counties: every donor message template, app string and letter has an English and a Welsh version, and donors choose their language. A template without its Welsh version fails the build.",
], "2025-05-26")
mem("donor-wording", "rule", "Words donors read", ["copy", "donors", "wording"], [
    "Plain English at reading age 9. Say 'give blood' or 'donate', never 'bleed' or 'harvest'; 'your appointment', not 'your slot'. Never tell a donor they 'failed' anything: 'you can't donate today' and the date they can.",
], "2025-05-26")
mem("accessibility", "rule", "Accessibility", ["accessibility", "wcag", "donor-app"], [
    "The donor app, the website and the hospital portal meet WCAG 2.2 AA: test every new screen with VoiceOver and TalkBack and with 200% text. Every booking step works without colour and without a mouse.",
], "2025-05-26")
mem("awards", "rule", "Donation awards", ["awards", "donors", "milestones"], [
    "Donors get awards at 5, 10, 25, 50, 75 and 100 donations: a badge in the app and a pin by post from 25. Count only successful donations (a whole blood donation of 405 ml or more, or a completed apheresis); platelet donations count as two.",
], "2025-06-02")
mem("donor-address", "rule", "Addresses and postcodes", ["donors", "addresses", "postcodes"], [
    "Addresses are chosen from the postcode lookup, never typed freely, and keep the UPRN. The donor's postcode drives which sessions they are offered and which appeals they get.",
], "2025-06-02")

# ---------------------------------------------------------------- rules: engineering
mem("validated-systems", "rule", "Validated systems", ["validation", "change-control", "quality"], [
    "`lab/`, `stock/` and the labelling in `collect/` are validated computer systems. A change to them needs a change control record (CCR) raised before the work, a validation plan, evidence from the validation environment and the quality team's signature before release.",
], "2025-02-17")
mem("release-windows", "rule", "When we release", ["releases", "deploys", "change-freeze"], [
    "Release `lab/` and `stock/` only Tuesday to Thursday, 10:00 to 15:00, never in the two weeks around Christmas and never when stock is at red. `donors/`, `hospitals/` and the donor app can release any weekday.",
], "2025-03-03")
mem("migrations", "rule", "Database migrations", ["database", "migrations", "postgres"], [
    "Migrations are expand and contract: add the new column or table, backfill in batches, switch the code, drop the old one in a later release. Never rename or drop a column in the release that stops using it. Rails migrations in `donors/db/migrate`, Flyway in `lab/` and `stock/`.",
], "2025-02-24")
mem("big-tables", "rule", "Big tables", ["database", "indexes", "performance"], [
    "`donation`, `result`, `component` and `audit_*` have hundreds of millions of rows. Create indexes concurrently, add columns without a default that rewrites the table, and run backfills in batches of 5,000 with a pause.",
], "2025-03-10")
mem("api-versioning", "rule", "Public API versions", ["api", "versioning", "donor-app"], [
    "The donors API the app uses is versioned in the path (`/v2/`); old app versions stay in use for a year. Never remove a field or change its meaning in a version; add a new version and keep the old one until fewer than 1% of requests use it.",
], "2025-03-17")
mem("service-messages", "rule", "Messages between services", ["sqs", "events", "integration"], [
    "Services talk through SNS topics and SQS queues with JSON events that carry an event id, a schema version and the DIN or donor number. Consumers must be idempotent on the event id; failed messages go to the dead-letter queue after five tries and page nobody until there are 50.",
], "2025-03-24")
mem("code-review", "rule", "Code review", ["code-review", "pull-requests", "github"], [
    "Every pull request needs one approval from the owning team; changes in `lab/`, `stock/`, `donors/eligibility/` or `collect/labels/` need two, one of them a senior engineer. CI must be green; no merging your own PR.",
], "2025-02-17")
mem("commit-style", "rule", "Commits and PR titles", ["git", "commits", "pull-requests"], [
    "PR titles use conventional commits with the folder as scope: `feat(donors): ...`, `fix(stock): ...`, `chore(deps): ...`. For a validated system the CCR number goes in the PR description, and the squash commit keeps it.",
], "2025-03-03")
mem("tests-rule", "rule", "Tests", ["testing", "ci", "coverage"], [
    "Every change comes with tests at the lowest level that catches it: RSpec in `donors/`, JUnit 5 with Testcontainers in `lab/`, Go tests in `stock/`, Kotlin unit and Espresso tests in `collect/`. Tests never call real Notify, real analysers or a real MDM; use the fakes in `testing/fakes/`.",
], "2025-03-03")
mem("secrets", "rule", "Secrets", ["secrets", "security", "aws"], [
    "Secrets live in AWS Secrets Manager and reach services as ECS secrets; never in the repo, an env file or a Terraform variable. The Notify keys and the MLLP certificates rotate every 90 days.",
], "2025-03-10")
mem("logging", "rule", "Logging", ["logging", "observability", "json"], [
    "Log JSON lines with the request id, service and the record's id; donor numbers are hashed with the service's log salt. Log an error once, where it is handled. Dashboards and alerts are in Grafana; logs go to CloudWatch and are kept 90 days.",
], "2025-03-17")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "releases", "config"], [
    "New behaviour in `donors/`, `hospitals/` and the donor app goes behind a flag in the flags table, off by default, turned on per region. Remove a flag within two releases of it being on everywhere. Validated systems do not use flags: they change through change control.",
], "2025-03-24")
mem("dependency-updates", "rule", "Dependency updates", ["dependencies", "renovate", "security"], [
    "Renovate opens dependency PRs weekly; security fixes are merged within 7 days. In validated systems a dependency update is a change like any other: it needs a CCR and a validation run, so batch them monthly.",
], "2025-04-07")
mem("incidents", "rule", "Incidents", ["incidents", "on-call", "pagerduty"], [
    "Page the on-call engineer through PagerDuty; anything that stops collecting, testing, releasing or issuing components is a P1. Open a channel per incident, keep a timeline, and write the review within five working days. An incident that might affect a component's safety is reported to quality the same day.",
], "2025-04-14")
mem("on-call", "rule", "On-call", ["on-call", "rota", "pagerduty"], [
    "Platform runs a 24/7 on-call rota; each product team has a daytime second line. Lab and stock have a 24/7 second line because testing and issuing never stop. Hand over on Monday at 10:00.",
], "2025-04-14")
mem("backups", "rule", "Backups and restores", ["backups", "database", "disaster-recovery"], [
    "RDS takes snapshots every night and keeps point-in-time recovery for 35 days; a copy goes to a second region. Platform restores `lab/` and `stock/` into the validation environment every quarter and times it: the target is 4 hours.",
], "2025-04-21")
mem("dbt-rules", "rule", "Rules for the reports", ["dbt", "data", "reporting"], [
    "Staging models only rename and cast; joins go in intermediate models; marts have a unique key test. Donor-level data never leaves the reporting database: Power BI reads aggregated marts only.",
], "2025-04-21")
mem("small-numbers", "rule", "Small numbers in published figures", ["reporting", "privacy", "statistics"], [
    "Any figure published outside the service (the annual report, the website, freedom of information answers) suppresses counts under 5 and rounds the rest to the nearest 5, so no donor can be picked out.",
], "2025-04-28")
mem("dates-display", "rule", "Dates on screen", ["dates", "formatting", "ui"], [
    "Show dates as '7 March 2025' to donors and '07/03/2025' on staff screens; times in the 24-hour clock. Never show a donor a date in UTC or ISO format.",
], "2025-04-28")
mem("error-pages", "rule", "Errors shown to users", ["errors", "ui", "donor-app"], [
    "Never show a stack trace, an SQL error or an internal id to a donor or a hospital user. Show what they can do next and a reference the contact centre can look up.",
], "2025-05-05")
mem("pagination", "rule", "Lists and pagination", ["api", "pagination", "performance"], [
    "Every list endpoint pages by cursor with a default of 50 and a maximum of 500; never return a whole table, and never page by offset on donation or result tables.",
], "2025-05-05")
mem("performance-budget", "rule", "Speed of the chair screens", ["performance", "collect", "tablets"], [
    "Every collect screen opens in under 300 ms on the oldest tablet model (Galaxy Tab Active3) with a day's session loaded. Profile on that tablet before merging a change to the donation screens.",
], "2025-05-12")
mem("bluetooth-devices", "rule", "Devices on Bluetooth", ["collect", "bluetooth", "devices"], [
    "The HemoCue meters, the collection scales and the label printers pair with one tablet each and are listed in the session's device sheet. The app reads them through `collect/devices/`, never directly; a device that drops out asks the nurse to re-pair, never to type the value.",
], "2025-05-12")

# ---------------------------------------------------------------- skills
mem("new-session-howto", "skill", "Add a session to the plan", ["sessions", "planning", "howto"], [
    "1) In the planner, pick the venue and the date; check the venue's booking with the venue officer. 2) Choose the team, the chairs and whether it has first-timer slots. 3) Set the walk-in share. 4) Publish it: slots open in the app 16 weeks ahead, and donors near the venue who are due get an invitation.",
], "2025-04-21", deps=["slot-capacity", "venue-data"])
mem("cancel-session-howto", "skill", "Cancel a session", ["sessions", "cancellations", "howto"], [
    "1) In the planner, choose 'cancel session' and the reason. 2) Check the three suggested nearby sessions have room. 3) Confirm: the donors are messaged at once. 4) Tell the team leader and the venue officer, and take the session off the road signs list.",
], "2025-04-28", deps=["session-cancellation"])
mem("register-donor-howto", "skill", "Register a new donor", ["donors", "registration", "howto"], [
    "1) Search for the person by name, date of birth and postcode first: they may have given before. 2) If not found, create the record; the donor number is issued on saving. 3) Record the address from the postcode lookup. 4) Book their first-time slot.",
], "2025-04-28", deps=["donor-number-immutable", "first-time-slots", "donor-address"])
mem("record-donation-howto", "skill", "Record a donation at the chair", ["donations", "collect", "howto"], [
    "1) Scan the donor's card and do the identity check. 2) Print the label set and scan the bag. 3) Start the draw on the scale; the app records start, volume and end. 4) Scan the bag, tubes and form against the DIN. 5) Record any reaction and start the rest timer.",
], "2025-05-05", deps=["identity-check", "label-printing", "barcode-match", "donation-volume"])
mem("defer-donor-howto", "skill", "Defer a donor", ["deferral", "howto", "collect"], [
    "1) In the collect app or the staff side of donors, open the donor and choose 'defer'. 2) Pick the reason code; the end date comes from the eligibility tables. 3) Cancel their future appointments in that period (the app offers it). 4) The donor gets the deferral letter with the date they can come back.",
], "2025-05-05", deps=["deferrals"])
mem("eligibility-change-howto", "skill", "Change an eligibility rule", ["eligibility", "howto", "clinical"], [
    "1) Raise the change with the clinical team and get the doctors' examples. 2) Add a new version of the table in `donors/eligibility/` with its start date. 3) Add the examples as specs in `spec/eligibility/versions/`. 4) Get the two clinical approvals in the admin and the code review. 5) Check the contact centre's answers are updated for the start date.",
], "2025-05-12", deps=["eligibility-rules-data", "eligibility-signoff"])
mem("reaction-howto", "skill", "Record a reaction in a donor", ["reactions", "howto", "collect"], [
    "1) Look after the donor first. 2) In the collect app, open the donation and choose 'reaction'. 3) Pick the type and severity and what was done. 4) For a severe reaction, the app defers the donor and alerts the duty donor care doctor.",
], "2025-05-12", deps=["donor-reactions"])
mem("recall-howto", "skill", "Run a recall", ["recalls", "howto", "hospitals"], [
    "1) In `stock/`, open 'new recall' with the DINs or lots and the reason (quality signs it). 2) Check the quarantine of our units. 3) Call each hospital on the list and mark it called. 4) Chase hospitals that have not confirmed on the portal within 4 hours. 5) Close the recall with the count of units found, transfused and returned.",
], "2025-05-19", deps=["recalls"])
mem("lookback-howto", "skill", "Run a lookback", ["lookback", "howto", "lab"], [
    "1) The clinical team opens a lookback from the confirmed result. 2) `stock/` generates the list of earlier components and their hospitals. 3) Check the list with the lab lead and send it to the hospitals' transfusion teams. 4) Tell the fractionator about any plasma on the list.",
], "2025-05-19", deps=["lookback", "plasma-shipments"])
mem("emergency-order-howto", "skill", "Handle an emergency order", ["emergency", "orders", "howto"], [
    "1) Confirm the order by phone with the hospital. 2) Pick from the printed list, scanning each unit. 3) Pack to the box configuration the screen shows. 4) Hand the box to the courier and scan it out; the portal shows the hospital it is on the road.",
], "2025-05-26", deps=["emergency-orders", "transport-boxes"])
mem("new-hospital-howto", "skill", "Add a hospital", ["hospitals", "howto", "onboarding"], [
    "1) Add the hospital with its site code, delivery address and route. 2) Add its standing order once its blood bank manager has agreed it. 3) Create the manager's portal account; they add their own staff. 4) Add it to the price list and the invoice run.",
], "2025-05-26", deps=["standing-orders", "portal-users", "pricing"])
mem("label-change-howto", "skill", "Change a label layout", ["labels", "howto", "zpl"], [
    "1) Raise a CCR. 2) Change the ZPL template in `collect/labels/` and render it with `make labels-preview`. 3) Print on every printer model and scan with the lab's readers in validation. 4) Attach the evidence and get quality's signature. 5) Release with the next collect release.",
], "2025-06-02", deps=["label-templates", "validated-systems"])
mem("release-collect-howto", "skill", "Release the collect app", ["collect", "releases", "howto"], [
    "1) Check every tablet synced since the last session (the MDM dashboard). 2) Build the release in CI and assign it in the MDM to the training tablets. 3) After training, assign it to one mobile team for two sessions. 4) Then assign it to all tablets in the night window and tell the team leaders.",
], "2025-06-02", deps=["collect-releases"])
mem("appeal-howto", "skill", "Send an appeal", ["appeals", "howto", "stock"], [
    "1) Start an appeal from the stock alert: group, counties and the sessions with room. 2) Check the count of donors it will reach. 3) Get the supply manager's approval in the workflow. 4) The workflow sends it in batches after the quiet hours and reports bookings made from it.",
], "2025-06-02", deps=["appeals", "stock-alerts"])
mem("erasure-howto", "skill", "Handle a donor's erasure request", ["gdpr", "privacy", "howto"], [
    "1) Confirm who is asking against the record. 2) Run `bin/rails donors:erase[DONOR_NUMBER]`; it clears contact details, preferences and app data and marks the record erased. 3) Ask Notify to remove the address and number. 4) Reply within a month saying what we kept for traceability and why.",
], "2025-06-09", deps=["donor-forget"])
mem("add-report-howto", "skill", "Add a report", ["dbt", "data", "howto"], [
    "1) Add staging for any new source table under `data/models/staging/`. 2) Build the report as a mart with a unique key test. 3) Run `dbt build --select +model` against the dev reporting database. 4) Add the Power BI page and share it with the team that asked.",
], "2025-06-09", deps=["dbt-rules"])
mem("onboarding", "skill", "Your first week", ["onboarding", "setup", "developers"], [
    "1) Ask platform for AWS SSO access and the read-only role. 2) `make dev` starts Postgres, LocalStack and the fakes. 3) Spend a day on a mobile session and a morning in the processing lab: everything we build is used there. 4) Read `docs/runbooks/` and the quality system's induction.",
], "2025-06-09")
mem("local-dev", "skill", "Run things locally", ["local-dev", "docker", "setup"], [
    "`make dev` runs docker compose with Postgres 16, LocalStack for SQS, SNS and S3, and the fakes for Notify, the analysers' middleware and the MDM. `make synth` loads 2,000 synthetic donors and a week of sessions. Never point a local service at production.",
], "2025-06-16")
mem("stock-count-howto", "skill", "Run a stock count", ["stock", "howto", "inventory"], [
    "1) Start the count in `stock/` for one store (fridge, freezer or agitator). 2) Scan every unit in it. 3) Review the differences: units not found and units not expected. 4) Resolve each with a reason; a unit not found after a search is discarded as 'lost' with quality's approval.",
], "2025-06-16", deps=["discards"])
mem("new-product-howto", "skill", "Add a new product", ["components", "product-codes", "howto"], [
    "1) Load its ISBT 128 code into `stock.product_code` with shelf life and storage. 2) Add the processing step in `stock/`. 3) Add its price for the year. 4) Validate the labels and the release rules for it under a CCR.",
], "2025-06-16", deps=["product-codes", "validated-systems"])
