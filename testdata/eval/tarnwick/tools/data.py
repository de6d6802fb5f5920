"""Memories of the Tarnwick evaluation store (an invented regional airline's crew systems team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Tarnwick crew systems", ["architecture", "services", "repo"], [
    "Repo `tarnwick-crew/`: `pairing/` and `roster/` (Java 21, Timefold solver) build the trips and the 28-day rosters; `legality/` (Go) is the flight time limitations engine every other service asks; `opsbridge/` (Python) takes schedule messages from Meridian and turns them into trips to re-crew; `crewlink/` is the crew app (Kotlin Multiplatform, Android and iOS); `portal/` (Angular) is the crew web portal for bids, swaps and leave; `payfeed/` (Python) sends duty hours and allowances to payroll.",
    "Tarnwick Airways flies 34 aircraft (26 ATR 72-600, 8 Embraer 195) from four crew bases (Newcastle, Belfast City, Aberdeen and Southampton) to the Channel Islands, the Isle of Man, Ireland, Amsterdam, Bergen and Paris; about 420 pilots and 610 cabin crew.",
], "2025-01-06")
mem("meridian", "knowledge", "Meridian, the flight operations system", ["meridian", "ops-control", "system-of-record", "schedule"], [
    "Meridian (the vendor's operations control system) owns the flight schedule, aircraft rotations and actual block times; we never write to it. It sends us SSIM files for the season and ASM/MVT messages for day-to-day changes over the message queue, and its actual times are what duty and flight hours are counted from.",
], "2025-01-06")
mem("environments", "knowledge", "Environments", ["environments", "uat", "staging", "meridian-test"], [
    "Production, UAT (uat.crew.tarnwick.internal, fed by Meridian's test instance and the hotel platform's sandbox) and local with docker compose. UAT crew are generated people reset every Monday at 03:00; push notifications from UAT only reach devices enrolled in the test group.",
], "2025-01-06")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack", "contacts"], [
    "Crew systems (pairing, roster, legality, opsbridge, crewlink, portal, payfeed) is #crew-systems. Crew control runs the day of operation from the ops centre (#crew-control); crew planning owns the rostering parameters and publication; the training department owns checks and simulator bookings; the compliance monitoring manager owns the approved FTL scheme; the fatigue safety action group (FSAG) owns fatigue reports.",
], "2025-01-06")
mem("identifiers", "knowledge", "Crew and duty references", ["identifiers", "staff-number", "duty-codes", "trips"], [
    "A crew member is known by the five-digit staff number, never by name or email; a trip (pairing) is the base code plus date plus sequence (`NCL-250614-07`); duty codes are three letters (`FLT` flying, `ASB` airport standby, `HSB` home standby, `SIM`, `GND` ground training, `POS` positioning, `OFF`, `LVE` leave, `SCK` sick).",
], "2025-01-06")
mem("roster-periods", "knowledge", "Roster periods and seasons", ["roster-period", "seasons", "calendar", "ssim"], [
    "Rosters run in 13 periods of 28 days a year, each starting on a Monday; period 1 starts on the Monday nearest 1 January. The flying programme follows the IATA seasons: summer from the last Sunday of March, winter from the last Sunday of October, loaded from Meridian's SSIM file about ten weeks ahead.",
], "2025-01-13")
mem("fleet-crewing", "knowledge", "Crew complements by aircraft", ["fleet", "complement", "cabin-crew", "atr", "embraer"], [
    "ATR 72-600 (70 seats): two pilots and two cabin crew. Embraer 195 (122 seats): two pilots and three cabin crew. The minimum cabin crew is one per 50 installed seats; a flight never departs below it, and a third cabin crew on the ATR is a supernumerary (training) position, not part of the minimum.",
], "2025-01-13")

# ---------------------------------------------------------------- flight time limitations
mem("legality-single-source", "rule", "Legality is decided in one place", ["legality", "ftl", "architecture", "single-source"], [
    "Whether a duty, a trip or a roster change is legal is answered only by `legality/` over its gRPC API. Roster, pairing, portal, crewlink and the crew control tools call it; nobody copies a limit, a rest rule or a table into another service, not even as a pre-check, because two copies drift and a drift is a regulatory breach.",
], "2025-01-20")
mem("fdp-limits", "rule", "Flight duty period limits", ["fdp", "ftl", "duty", "sectors", "report-time"], [
    "The maximum flight duty period comes from the approved scheme's table, by the local time of report at the point of acclimatisation and the number of sectors: 13 hours for one or two sectors reporting 06:00-13:29, dropping 30 minutes a sector from the third, down to 9 hours. The table lives in `legality/tables/fdp.csv` with the scheme version; unknown acclimatisation uses the most limiting column.",
], "2025-02-03", deps=["legality-single-source"])
mem("rest-minimums", "rule", "Minimum rest between duties", ["rest", "ftl", "home-base", "away", "sleep"], [
    "Before a duty that starts at home base, rest is at least as long as the preceding duty or 12 hours, whichever is more; away from base it is at least as long as the preceding duty or 10 hours, of which 8 must be a sleep opportunity at the hotel, so travel time to and from the hotel over 30 minutes each way extends it.",
], "2025-02-03", supersedes=["rest-rules-2016"], deps=["legality-single-source"])
mem("rest-rules-2016", "rule", "Rest periods (2016 company scheme)", ["rest", "ftl", "home-base"], [
    "Minimum rest is 12 hours at base and 10 hours away, regardless of the length of the previous duty; hotel travel time is included in the rest.",
], "2016-03-27", superseded_by="rest-minimums", valid_until="2025-02-03")
mem("cumulative-limits", "rule", "Cumulative duty and flying hours", ["cumulative", "ftl", "duty-hours", "block-hours", "rolling"], [
    "Duty: at most 60 hours in any 7 consecutive days, 110 in any 14 and 190 in any 28. Flying (block) time: at most 100 hours in any 28 days, 900 in a calendar year and 1,000 in any 12 months. All are rolling windows recomputed from Meridian's actual block times, not the planned ones, so a delayed day can make next week's trips illegal.",
], "2025-02-03", deps=["legality-single-source", "meridian"])
mem("days-off", "rule", "Recurrent extended recovery rest", ["days-off", "weekly-rest", "recovery", "local-nights"], [
    "Every crew member gets at least 36 hours including two local nights free of all duty within every 168 hours, raised to two local days at least once every 10 days. Our crew agreement adds eight days off in every roster period, at least two of them together at a weekend once a period.",
], "2025-02-03", deps=["legality-single-source", "crew-agreement"])
mem("disruptive-schedules", "rule", "Early starts, late finishes and nights", ["disruptive", "early-starts", "late-finishes", "night-duty"], [
    "A duty reporting 05:00-06:59 is an early start, one finishing 23:00-01:59 a late finish, any duty touching 02:00-04:59 a night duty. No more than four early starts in a row, never a late finish followed by an early start without two local nights between them, and no more than three night duties in seven days.",
], "2025-02-10", deps=["legality-single-source"])
mem("standby", "rule", "Airport and home standby", ["standby", "reserve", "airport-standby", "home-standby"], [
    "Airport standby counts in full as duty and, if the crew member is called to fly, as flight duty from the standby's start. Home standby lasts at most 16 hours and counts 25% as duty; a call-out reporting after 6 hours of home standby shortens the flight duty period by what exceeds six hours. Standby never follows a late finish.",
], "2025-02-10", deps=["fdp-limits"])
mem("commander-discretion", "rule", "Commander's discretion", ["discretion", "captain", "extension", "fdp", "reporting"], [
    "The commander may extend a flight duty period by up to 2 hours on the day, or cut rest by up to 2 hours, when something unforeseen happens after report; never planned in a roster. Every use is logged in crewlink with the reason; uses over one hour go to the compliance monitoring manager, who reports them to the CAA within 28 days.",
], "2025-02-10", deps=["fdp-limits", "rest-minimums"])
mem("positioning", "rule", "Positioning", ["positioning", "deadhead", "travel", "duty"], [
    "Positioning (travelling as a passenger at the company's request, by air, taxi or train) is duty. Positioning before an operating sector counts in the flight duty period; positioning after the last sector counts as duty but not flight duty, and the rest after it starts only on arrival.",
], "2025-02-10", deps=["legality-single-source"])
mem("acclimatisation", "rule", "Acclimatisation and time zones", ["acclimatisation", "time-zones", "utc", "local-time"], [
    "Times are stored in UTC and shown to crew in local time of the station with the UTC beside it. A crew member stays acclimatised to the home base time zone unless a trip crosses more than two time zones; our network rarely does, but the legality engine computes the state for every duty and nobody assumes it.",
], "2025-02-10")

# ---------------------------------------------------------------- qualifications and people
mem("qualifications", "rule", "Qualifications before rostering", ["qualifications", "type-rating", "checks", "medical", "expiry"], [
    "A crew member is put on a duty only if, for its whole length, they hold the type rating for the aircraft, a valid Class 1 (pilots) or cabin crew medical, the six-monthly operator proficiency check, the yearly line check and, for cabin crew, the yearly safety and emergency procedures training. A check valid \"to the end of the month\" expires at 23:59 UTC on its last day. The training records system is the source; the roster reads its nightly extract.",
], "2025-02-17", deps=["legality-single-source"])
mem("recency", "rule", "Recent experience", ["recency", "landings", "pilots", "type"], [
    "A pilot operates as pilot flying only after three take-offs and landings on the type in the last 90 days; otherwise the roster pairs them with a training captain or books a simulator session first. The 90 days count back from the sector's departure, using actual landings from Meridian.",
], "2025-02-17", deps=["qualifications", "meridian"])
mem("inexperienced-pairing", "rule", "Inexperienced crew together", ["pairing", "inexperienced", "first-officer", "new-joiners"], [
    "Two pilots with under 100 hours on the type each never fly together, and a captain in the first 6 months in command is not paired with a first officer under 100 hours. Cabin crew in their first three months fly with a senior crew member on board. The pairing solver treats these as hard constraints, not penalties.",
], "2025-02-17", deps=["qualifications"])
mem("medical-data", "rule", "Medical information", ["medical", "special-category", "privacy", "gdpr"], [
    "We hold a crew member's medical class, expiry date and any limitation code (for example VML, VNL) and nothing else: no diagnosis, no sick note text, no reason for a sickness absence. Limitation codes are readable only by the legality engine and the training department; crew control sees only whether someone is fit to be rostered.",
], "2025-02-17")
mem("crew-documents", "rule", "Passports and travel documents", ["passports", "documents", "non-cta", "visas"], [
    "Routes outside the Common Travel Area (Amsterdam, Bergen, Paris) need a valid passport, and for crew who are not UK or EU nationals the right permit; the legality engine checks documents for every night stop and sector outside the CTA, and a passport expiring within 3 months of the duty blocks the assignment.",
], "2025-02-24", deps=["qualifications"])

# ---------------------------------------------------------------- rosters and changes
mem("roster-publication", "rule", "Publishing the roster", ["publication", "roster", "notice", "14-days"], [
    "Each period's roster is published to crew at least 14 days before its first day, by 12:00 UK time on the Monday two weeks ahead. After publication a change is a roster change: crew planning may make it up to 48 hours before report, and only crew control after that.",
], "2025-03-03", deps=["roster-periods"])
mem("roster-changes", "rule", "Roster changes and acknowledgement", ["changes", "acknowledgement", "crewlink", "notifications"], [
    "A change to a published roster is binding only once the crew member acknowledges it in crewlink, or two hours after crew control logs a phone call that reached them. Never overwrite a duty silently: the app shows the old and the new duty side by side until acknowledged, and every change keeps who made it and why.",
], "2025-03-03", deps=["roster-publication"])
mem("contact-days-off", "rule", "Contacting crew on days off and rest", ["days-off", "contact", "notifications", "rest"], [
    "Crew are not contacted during rest or days off except by the volunteers list they opt into. Push notifications for changes are held until the rest ends, unless crew control marks the change as same-day operational; nothing is sent by SMS between 22:00 and 07:00 local.",
], "2025-03-03", deps=["roster-changes"])
mem("crew-swaps", "rule", "Swapping duties between crew", ["swaps", "trades", "portal", "approval"], [
    "Crew swap trips or days off in the portal. A swap is approved automatically when the legality engine passes both rosters after the swap, neither duty is training or a check, and the earlier report is more than 48 hours away; anything else goes to crew planning's queue.",
], "2025-03-10", supersedes=["swap-window-72h"], deps=["legality-single-source"])
mem("swap-window-72h", "rule", "Swap requests (old window)", ["swaps", "trades", "approval"], [
    "Swaps close 72 hours before the first report and every swap is checked by a planner before it is approved.",
], "2021-05-03", superseded_by="crew-swaps", valid_until="2025-03-10")
mem("bidding", "rule", "Preference bids and awards", ["bids", "preferences", "seniority", "fairness", "awards"], [
    "Crew bid for days off, trips and line types in the portal until the bid close (the Wednesday three weeks before the period). Pilots' bids are awarded by seniority; cabin crew's by a fairness score carried across periods. Every award keeps the solver's explanation, and a crew member can see why a bid was not granted.",
], "2025-03-10", deps=["crew-agreement", "roster-periods"])
mem("annual-leave", "rule", "Annual leave", ["leave", "holiday", "allocation"], [
    "Leave for the coming year is allocated in October from crew's ranked choices, seniority for pilots and a rotating order for cabin crew; at most 12% of a base's crew on leave in a week in summer. Once in a published roster, leave is never removed by the company.",
], "2025-03-10", deps=["crew-agreement"])
mem("crew-agreement", "rule", "Collective agreements", ["agreement", "union", "consultation", "crew-council"], [
    "The pilots' and cabin crew's agreements add to the legal limits (days off, bidding, leave, pay) and are encoded as roster parameters owned by crew planning, not in code. A change to how the solver awards bids or spreads days off is consulted with the crew council with 30 days' notice before it goes live.",
], "2025-03-10")
mem("sickness", "rule", "Reporting sick", ["sickness", "sick", "absence", "fitness"], [
    "Crew report sick through crewlink or by phone to crew control; the duty becomes `SCK` and the trip goes back to crew control for cover. Only the start and end dates are recorded, never the reason, and fit-again is the crew member's own declaration in the app.",
], "2025-03-17", deps=["medical-data"])
mem("reserve-cover", "rule", "Covering open trips on the day", ["reserve", "cover", "open-trips", "irops"], [
    "An open trip on the day is covered in order: airport standby at the base, home standby, a legal reassignment that keeps everyone's days off, then volunteers on days off at the premium rate. The tool proposes, crew control decides, and each proposal is checked with the legality engine against actual times.",
], "2025-03-17", deps=["standby", "legality-single-source", "contact-days-off"])

# ---------------------------------------------------------------- fatigue and safety
mem("fatigue-reports", "rule", "Fatigue reports", ["fatigue", "frms", "confidential", "fsag"], [
    "Crew file fatigue reports in crewlink; they go only to the fatigue safety action group, are never visible to crew control or line managers, and are never used in performance or attendance processes. Analytics get them with the staff number replaced by a per-year pseudonym.",
], "2025-03-24", supersedes=["fatigue-reports-email"])
mem("fatigue-reports-email", "rule", "Fatigue reports (email)", ["fatigue", "reports", "email"], [
    "A crew member who is too tired to fly emails the chief pilot and copies crew control so the trip can be covered.",
], "2018-09-03", superseded_by="fatigue-reports", valid_until="2025-03-24")
mem("fatigue-scoring", "rule", "Fatigue scores in the solver", ["fatigue", "bio-mathematical-model", "solver", "alertness"], [
    "The pairing and roster solvers score every duty with the bio-mathematical fatigue model in `legality/fatigue`; a trip whose predicted alertness falls below the FSAG threshold is rejected even when it is legal. Model version and threshold changes go through FSAG, and the published roster records which version scored it.",
], "2025-03-24", deps=["fatigue-reports", "legality-single-source"])
mem("crew-hotels", "rule", "Night stop hotels", ["hotels", "night-stop", "accommodation", "bookings"], [
    "Night stops are booked through the hotel platform's API from the published roster: a single room with blackout curtains within 30 minutes of the airport, booked by trip id, cancelled before 18:00 local when the trip changes. The travel time the platform returns feeds the legality engine's rest check.",
], "2025-03-24", supersedes=["hotel-booking-desk"], deps=["rest-minimums"])
mem("hotel-booking-desk", "rule", "Hotel bookings by email", ["hotels", "bookings", "email"], [
    "Crew control emails the hotel desk a list of night stops every afternoon for the next two days.",
], "2019-01-07", superseded_by="crew-hotels", valid_until="2025-03-24")

# ---------------------------------------------------------------- pay
mem("pay-allowances", "rule", "Duty pay and allowances", ["pay", "allowances", "per-diem", "sector-pay"], [
    "Pay is computed from actual times: sector pay per operated sector, a per diem for every night stop, a premium day for a day off worked at the company's request, and standby at the agreement's hourly rate. Rates come from the agreement parameters, effective-dated, never hard-coded.",
], "2025-04-07", deps=["crew-agreement", "meridian"])
mem("payroll-cutoff", "rule", "The payroll feed and its cut-off", ["payroll", "cut-off", "adjustments", "payfeed"], [
    "`payfeed/` sends the month to payroll on the 20th at 18:00 UK time. After that a closed month is never recomputed: a late correction becomes an adjustment line in the next month's feed, with the reason and the original duty.",
], "2025-04-07", deps=["pay-allowances"])

# ---------------------------------------------------------------- engineering
mem("publication-freeze", "rule", "Publication week freeze", ["freeze", "deploys", "publication", "change-freeze"], [
    "From the Wednesday bid close until the roster is published the following Monday, nothing is deployed to `pairing/`, `roster/` or `legality/`, and no roster parameter changes; the solver runs on the versions frozen at bid close. Emergency fixes need crew planning's head and the compliance manager.",
], "2025-04-14", deps=["bidding", "roster-publication"])
mem("regulatory-scenarios", "rule", "The regulatory scenario pack", ["scenarios", "tests", "ftl", "golden"], [
    "`legality/scenarios/` holds the worked cases of the approved scheme (each a roster and the expected verdict with the clause it comes from). Every legality change adds scenarios, the whole pack runs in CI, and an existing scenario's expected verdict changes only with the compliance monitoring manager's written approval in the pull request.",
], "2025-04-14", deps=["legality-single-source"])
mem("code-review", "rule", "Code review", ["review", "pull-requests", "approvals", "codeowners"], [
    "Every pull request needs one approval; `legality/` and the solvers' constraint code need two, one from the FTL rule owners group in CODEOWNERS. A change that alters a limit also needs the compliance monitoring manager, since a change to the approved scheme needs the CAA's approval before it goes live.",
], "2025-04-14", deps=["regulatory-scenarios"])
mem("solver-runs", "rule", "Solver runs", ["solver", "timefold", "batch", "reproducible"], [
    "The pairing and roster solves run on the batch cluster, never on a laptop for a real period: at most 6 hours of wall time, with the random seed, the input snapshot's hash and the parameter set recorded, so any published roster can be re-solved to the same result.",
], "2025-04-14")
mem("schedule-messages", "rule", "Schedule messages from Meridian", ["asm", "mvt", "ssim", "messages", "idempotency"], [
    "`opsbridge/` applies ASM and MVT messages in Meridian's sequence order per flight, stores each message id before applying it and ignores a repeat; a gap in the sequence parks the flight's later messages until the missing one arrives or the hourly resync fills it. A flight time change re-runs legality for every crew member on it.",
], "2025-04-21", deps=["meridian", "legality-single-source"])
mem("crewlink-offline", "rule", "crewlink offline", ["crewlink", "offline", "mobile", "sync"], [
    "Crew use the app in flight mode, in hotels abroad and on bad airport wifi: the app keeps the roster for the next 28 days and the last 28 on the device, queues acknowledgements, swap requests and reports, and sends them in order when online. A screen that needs the network says so; it never shows a blank roster.",
], "2025-04-21")
mem("app-versions", "rule", "Supported app versions", ["crewlink", "versions", "api", "deprecation"], [
    "The crewlink API supports the last three app releases and at least 90 days; older apps get the upgrade screen from the minimum-version check at login. A field is removed from the API only after no supported app version reads it.",
], "2025-04-21", deps=["crewlink-offline"])
mem("push-notifications", "rule", "Notifications to crew", ["notifications", "push", "sms", "fcm", "apns"], [
    "Roster change notices go by push (FCM and APNs) through `crewlink/notify`; if a same-day change is not acknowledged within 20 minutes, an SMS follows to the work phone number. Messages say what changed and when to report, never the reason for someone else's absence.",
], "2025-04-21", deps=["contact-days-off"])
mem("personal-data-logs", "rule", "Crew data in logs", ["logging", "personal-data", "privacy", "staff-number"], [
    "Logs and traces carry staff numbers and trip ids only: no names, home addresses, phone numbers, passport numbers or medical codes. Request and response bodies from the portal and crewlink are never logged, and the log shipper drops any field named in the deny list in `libs/logging`.",
], "2025-04-28")
mem("test-data", "rule", "Test data", ["test-data", "synthetic", "fixtures", "fakecrew"], [
    "Tests, UAT and demos use generated crew from `tools/fakecrew` (staff numbers from 90000 up); a production roster, a crew member's name or a real schedule from Meridian production never goes into a fixture, a screenshot or a bug report. Legality scenarios use invented crew too.",
], "2025-04-28")
mem("secrets", "rule", "Secrets", ["secrets", "vault", "api-keys", "rotation"], [
    "Credentials for Meridian's queue, the hotel platform, payroll's SFTP and push services live in Vault under `crew/<service>/` and reach services as short-lived tokens; nothing goes in config files or CI variables. A leaked credential is rotated at once and the security team told in #sec-incidents.",
], "2025-04-28")
mem("db-migrations", "rule", "Database migrations", ["migrations", "flyway", "postgres", "expand-contract"], [
    "Schema changes go through Flyway in each service, in expand-then-contract steps that the running version survives; a migration that rewrites the duties or assignments tables (hundreds of millions of rows) runs as a background backfill, not in the migration, and never during publication week.",
], "2025-05-05", deps=["publication-freeze"])
mem("feature-flags", "rule", "Feature flags and base-by-base rollout", ["feature-flags", "unleash", "rollout", "bases"], [
    "A new crew-facing feature goes behind an Unleash flag and is switched on one crew base at a time, Aberdeen first (the smallest), for at least one roster period before the others; a flag is removed within two periods of reaching every base.",
], "2025-05-05")
mem("audit-trail", "rule", "Audit trail of crew control actions", ["audit", "overrides", "crew-control", "records"], [
    "Every manual action on a roster (an assignment, a removal, a discretion entry, an acknowledged phone call) writes an audit record with the user, time and reason. The legality engine has no override: a duty it refuses is not assigned, and a commander's discretion is recorded on the day, not forced in advance.",
], "2025-05-05", deps=["commander-discretion"])
mem("records-retention", "rule", "How long crew records are kept", ["retention", "records", "deletion", "gdpr"], [
    "Flight duty, rest and discretion records are kept 24 months after the duty (the CAA's minimum; we keep 36); training and check records for the employment and 3 years after; fatigue reports 5 years, pseudonymised after 1. Leavers' contact details are deleted 6 months after their last day; the nightly purge job does it, never a hand-written delete.",
], "2025-05-12")
mem("subject-access", "rule", "Crew data requests", ["subject-access", "gdpr", "dpo", "data-requests"], [
    "A crew member's request for their data goes to the data protection officer, who logs it and has one calendar month to answer. Engineering only runs the export the DPO asks for; we never send data to the crew member ourselves.",
], "2025-05-12")
mem("portal-accessibility", "rule", "Portal accessibility", ["accessibility", "portal", "wcag", "screen-readers"], [
    "The portal meets WCAG 2.2 AA: the bid and swap screens are keyboard-only usable, the roster calendar has a list view for screen readers, and no duty type is shown by colour alone.",
], "2025-05-19")
mem("on-day-ops-support", "rule", "Supporting crew control on the day", ["incidents", "ops", "crew-control", "priority"], [
    "A fault that stops crew control seeing or changing today's or tomorrow's duties is a priority 1 incident at any hour: page the on-call engineer, open #inc-crew, and tell the duty crew controller what still works. Crew control's fallback is the printed day sheet from the 04:00 run.",
], "2025-05-19")

# ---------------------------------------------------------------- skills
mem("add-ftl-rule", "skill", "Adding or changing a limitation rule", ["legality", "ftl", "rules", "scenarios"], [
    "Write the clause reference and the scenarios first in `legality/scenarios/`, then the rule in `legality/rules/` behind the scheme version it belongs to; run the pack, then the full re-check of the current and next rosters against the new version to list every duty it makes illegal, and attach that list to the pull request for the compliance monitoring manager.",
], "2025-05-26", deps=["regulatory-scenarios", "legality-single-source", "code-review"])
mem("run-publication", "skill", "Running roster publication", ["publication", "solver", "runbook"], [
    "On the Monday: take the solver's final run for the period, run the legality sweep over every crew member's roster, get crew planning's sign-off in the publication ticket, publish with `roster publish --period`, check crewlink shows the new period for a sample of test devices, then let the hotel bookings job run.",
], "2025-05-26", deps=["roster-publication", "solver-runs", "publication-freeze", "crew-hotels"])
mem("replay-meridian", "skill", "Replaying missed schedule messages", ["asm", "replay", "meridian", "outage"], [
    "After an outage of the queue, ask Meridian's support for a resend of the window, run `opsbridge replay --from --to` which skips message ids already stored, then run `legality recheck --date` for the affected days and hand crew control the list of crew made illegal.",
], "2025-05-26", deps=["schedule-messages"])
mem("open-new-base", "skill", "Opening a new crew base", ["bases", "setup", "hotels", "allowances"], [
    "A new base needs its time zone and local-night definition in `legality/`, standby rooms and reporting points, hotel contracts on the platform for its night stops, its allowance rates in the agreement parameters, and a feature flag group for the staged rollout.",
], "2025-06-02", deps=["acclimatisation", "crew-hotels", "pay-allowances", "feature-flags"])
mem("fatigue-export", "skill", "Preparing the FSAG data pack", ["fatigue", "fsag", "export", "pseudonymised"], [
    "Before each FSAG meeting, run `tools/fsag-pack --period` which joins fatigue reports with the duties they were filed on, pseudonymised; check no free-text field names a colleague, and upload to the FSAG's restricted space only.",
], "2025-06-02", deps=["fatigue-reports"])
mem("run-crew-data-export", "skill", "Running a crew data export", ["subject-access", "export", "dpo"], [
    "From the DPO's ticket: run `tools/crew-export --staff` which gathers the rosters, duty history, pay lines, swaps, bids and messages; the export leaves out fatigue reports filed about others and puts the file in the DPO's restricted folder, never in email or Slack.",
], "2025-06-02", deps=["subject-access"])
mem("new-crew-setup", "skill", "Setting up a new joiner", ["new-joiners", "onboarding", "qualifications", "seniority"], [
    "A new joiner's record comes from HR with the staff number; set the base, the seniority date (pilots), the contract's part-time pattern, and wait for the training system's extract to bring the ratings and checks before the roster can use them; the inexperienced flag stays until 100 hours on type.",
], "2025-06-09", deps=["qualifications", "inexperienced-pairing"])

# ---------------------------------------------------------------- role: crew-systems (the store's role)
mem("on-call", "knowledge", "Crew systems on-call", ["on-call", "rota", "pagerduty"], [
    "Crew systems on-call is a weekly rota handed over on Thursday at 09:00 in PagerDuty; from bid close to publication and on days with a storm warning or an ATC strike, a second engineer is on call from 04:00.",
], "2025-01-06", role=["crew-systems"])
mem("warehouse", "knowledge", "The crew analytics warehouse", ["warehouse", "dbt", "reporting", "looker"], [
    "The analytics warehouse is BigQuery with dbt models built nightly from the roster database and Meridian's actuals; dashboards are in Looker. Models that feed the CAA's FTL returns need the compliance monitoring manager's sign-off.",
], "2025-01-13", role=["crew-systems"])

# ---------------------------------------------------------------- role: crew-control (hidden from crew-systems)
mem("callout-script", "skill", "Calling a crew member out", ["callout", "phone", "standby"], [
    "Call the standby's work phone twice, two minutes apart, then the personal number; log each attempt in the day sheet. After three unanswered calls move to the next name and note it for the crew manager.",
], "2025-01-07", role=["crew-control"])
mem("day-sheet", "rule", "The controller's day sheet", ["day-sheet", "handover", "shift"], [
    "Controllers hand over at 06:00 and 18:00 with the day sheet: open trips, crew on discretion, sick calls since midnight and hotel changes; the outgoing controller stays until the incoming one has read it back.",
], "2025-01-07", role=["crew-control"])

# ---------------------------------------------------------------- role: training (hidden from crew-systems)
mem("sim-booking", "skill", "Booking simulator sessions", ["simulator", "training-centre", "bookings"], [
    "Simulator slots at the training centre are booked in blocks of four hours with two pilots per slot; a pilot's check is booked in the month before it expires, never in the expiry month's last week.",
], "2025-01-08", role=["training"])
mem("line-check-planning", "rule", "Planning line checks", ["line-check", "training-captains", "planning"], [
    "Line checks are planned on a two-sector day with a training captain on the jump seat; no more than two line checks a day per base, and never on a pilot's first duty back from leave.",
], "2025-01-08", role=["training"])
