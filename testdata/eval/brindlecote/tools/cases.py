#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in eight kinds
as agents pass tasks: short imperatives, long multi-clause requests, bug reports with an error line,
pull-request titles with a prefix, identifier-heavy tasks, questions, paraphrases that share no word with
their memory, and tasks nothing in the store covers (about one in six)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("bc", {})
case = C.case

# ---------------------------------------------------------------- short imperatives
case("short", "Register a new donor at the Eastwick centre", ["register-donor-howto", "donor-number-immutable",
                                                             "first-time-slots", "donor-address"])
case("short", "Defer a donor who had a tattoo last month", ["defer-donor-howto", "deferrals", "tattoo-deferral"],
     ["tattoo-six-months"])
case("short", "Cancel next Tuesday's session at Oakley village hall", ["cancel-session-howto",
                                                                      "session-cancellation"])
case("short", "Add a column to the donation table", ["migrations", "big-tables"])
case("short", "Recall the platelets from a donation that tested reactive", ["recalls", "recall-howto",
                                                                          "reactive-results"])
case("short", "Change the haemoglobin limit for women", ["eligibility-change-howto", "eligibility-rules-data",
                                                        "eligibility-signoff", "haemoglobin"])
case("short", "Merge two records for the same donor", ["duplicate-donors", "audit-trail"])
case("short", "Send an appeal for O negative donors", ["appeal-howto", "appeals", "stock-alerts",
                                                      "quiet-hours", "marketing-consent"])
case("short", "Move the label layout's barcode down 2 mm", ["label-change-howto", "label-templates",
                                                          "validated-systems"])
case("short", "Release the collect app to every tablet", ["release-collect-howto", "collect-releases",
                                                          "sync-continuous"])
case("short", "Add a new hospital to the portal", ["new-hospital-howto", "standing-orders", "portal-users",
                                                  "pricing"])
case("short", "Count the units in freezer 3", ["stock-count-howto", "discards"])
case("short", "Add a first-timer session at the rugby club", ["new-session-howto", "first-time-slots",
                                                             "slot-capacity", "venue-data"])

# ---------------------------------------------------------------- long multi-clause requests
case("long", "A donor fainted after giving blood this morning at the Harlow Park centre: put it on their record, "
     "make sure whoever sees them next time knows to keep them sitting down longer, and get a doctor to look at "
     "it if it was bad.", ["reaction-howto", "donor-reactions", "post-donation-rest"])
case("long", "Build the booking flow in the donor app: pick a session near you, only show times that still "
     "have room, send the confirmation and the reminders, and make it work with a screen reader and in Welsh.",
     ["appointments", "slot-capacity", "reminders-sms", "accessibility", "welsh", "donor-app", "api-versioning"],
     ["reminders-email"])
case("long", "The lab found hepatitis B in a regular donor's sample. Stop their blood going anywhere, find "
     "everything we made from their earlier donations and which hospitals got it, and let the plasma company "
     "know too.", ["reactive-results", "lookback", "lookback-howto", "plasma-shipments", "release-rules"])
case("long", "Add a new platelet product that's treated with a pathogen reduction system: it needs its own code, "
     "shelf life, a price for hospitals and new labels, and the lab has to release it like the others.",
     ["new-product-howto", "product-codes", "shelf-life", "pricing", "label-templates", "validated-systems",
      "release-rules"])
case("long", "Rewrite the tablet sync: donations must never be lost when there's no signal at a village hall, "
     "the team leader should know if a tablet has been offline too long, and what happens when the same donor "
     "is edited on two tablets.", ["sync-continuous", "offline-first", "collect-app"], ["sync-hourly"])
case("long", "For the annual report we need how many donors gave in each town, how many units were wasted and "
     "why, and how fast emergency orders left the building, as a Power BI dashboard.",
     ["add-report-howto", "dbt-rules", "small-numbers", "discards", "emergency-orders", "data-platform"])
case("long", "Hospitals want to send back units they didn't use: let them log the return on the portal, show us "
     "whether the fridge kept them cold, give them a credit on the next invoice and put good units back on the "
     "shelf.", ["returns", "temperature-excursions", "pricing", "hospitals-portal"])
case("long", "Donors keep asking when they can give again. On the app's home screen show the next date they're "
     "eligible, taking into account whether they're a man or woman, any deferral they have and platelet "
     "donations, in words they understand.",
     ["donation-intervals", "apheresis-intervals", "deferrals", "donor-wording", "dates-display",
      "eligibility-rules-data", "local-time"])
case("long", "Connect the new HemoCue meters to the tablets: read the result over Bluetooth, ask for a second "
     "finger prick on a low reading, defer the donor properly if both are low and send them the iron letter.",
     ["hb-haemocue", "bluetooth-devices", "low-hb", "haemoglobin", "deferrals"], ["hb-copper-sulphate"])
case("long", "We're moving the stock service to a new database cluster over a weekend: plan the migration, keep "
     "the 30 years of history, do it when we're allowed to release, and be ready to restore if it fails.",
     ["release-windows", "traceability-retention", "backups", "validated-systems", "migrations"])
case("long", "When a donor's blood is used, send them a thank-you text saying which hospital it went to, but "
     "only once, not in the middle of the night, and not if they've told us to stop marketing.",
     ["thank-you", "quiet-hours", "marketing-consent", "donor-comms"])
case("long", "Set up the picking screen for the dispatch team: oldest units first unless it's for a baby, keep "
     "the rare units away from pickers, pack each box right for the journey, and emergency orders jump the "
     "queue.", ["issue-order", "neonatal", "rare-units", "transport-boxes", "emergency-orders"])

# ---------------------------------------------------------------- bug reports with an error line
case("bug", "Sync fails on the Eastwick tablets: `SyncConflictException: donation_event 88123 already exists on "
     "server`", ["sync-continuous", "offline-first"], ["sync-hourly"])
case("bug", "Donor aged 69 and 11 months is refused at a session: `EligibilityError: age_over_limit (70) for "
     "BBS12345678K`", ["age-limits", "local-time", "eligibility-rules-data"])
case("bug", "The label printer prints the sample tube labels with a different DIN from the bag: `DINMismatch: "
     "G091725004411 != G091725004412`", ["barcode-match", "label-printing", "din"])
case("bug", "lab/ rejects results: `HL7 parse error: OBX-3 unknown observation id HEVNAT` after the new analyser "
     "was installed", ["results-hl7", "new-tests", "validated-systems"], ["results-csv"])
case("bug", "Migration times out in production: `ERROR: canceling statement due to lock timeout` on `ALTER TABLE "
     "result ADD COLUMN`", ["big-tables", "migrations"])
case("bug", "Donors got reminder texts at 02:00: `notify_client.send_sms called at 2025-06-14T01:02:11Z`",
     ["quiet-hours", "reminders-sms", "local-time"], ["reminders-email"])
case("bug", "A unit shows the wrong expiry: `expires_at 2025-07-19` but it was collected on 13 June and "
     "processed on 14 June", ["shelf-life"])
case("bug", "Sentry error includes a donor's answers: `ValidationError: question 14 answer 'yes - hepatitis "
     "contact' invalid`", ["health-data-logs", "logging", "health-check-versions"])
case("bug", "Invoice totals are off by a penny: `expected 12845 got 12844.999999`", ["pricing"])
case("bug", "The app shows `RangeError: Invalid time value` when a donor opens their deferral end date",
     ["deferrals", "dates-display"])
case("bug", "Hospital portal returns 500 when a blood bank manager adds a user: `PG::UniqueViolation: "
     "index_portal_users_on_email`", ["portal-users", "error-pages"])
case("bug", "Dead-letter queue full of `component.issued` events: `DuplicateKeyError event_id 7f2c...`",
     ["service-messages", "thank-you"])
case("bug", "The stock alert went red for O negative with 3.5 days on hand: `alert_level=RED days=3.5 group=O-`",
     ["stock-alerts", "stock-knowledge"])

# ---------------------------------------------------------------- pull-request titles
case("pr-title", "feat(donors): allow booking platelet donations in the app",
     ["apheresis", "apheresis-intervals", "appointments", "feature-flags"])
case("pr-title", "fix(stock): compute irradiated red cell expiry from collection time",
     ["irradiation", "shelf-life"])
case("pr-title", "chore(deps): bump spring-boot to 3.4.2 in lab", ["dependency-updates", "validated-systems"])
case("pr-title", "feat(collect): record slow bleeds from the scale's times", ["donation-duration", "bluetooth-devices"])
case("pr-title", "fix(donors): travel deferral ignores countries visited in the last year",
     ["travel-deferrals", "eligibility-rules-data"])
case("pr-title", "feat(hospitals): reaction report form with DIN lookup", ["reaction-reports", "haemovigilance", "din"])
case("pr-title", "perf(donors): cursor pagination for the donation history endpoint", ["pagination", "big-tables"])
case("pr-title", "feat(donor-app): award badges at 5 and 10 donations", ["awards"])
case("pr-title", "fix(collect): low volume donations keep their plasma", ["donation-volume"])
case("pr-title", "test(lab): release rules for a repeat donor's changed blood group",
     ["group-discrepancy", "release-rules", "tests-rule"])
case("pr-title", "feat(donors): Welsh templates for the deferral letters", ["welsh", "defer-donor-howto"])
case("pr-title", "chore(infra): rotate Notify API keys", ["secrets"])
case("pr-title", "feat(stock): neonatal CMV negative picking", ["neonatal", "issue-order"])

# ---------------------------------------------------------------- identifier-heavy tasks
case("identifier", "Add `donors/db/migrate/20250612_add_ferritin_to_donation.rb`",
     ["migrations", "big-tables", "low-hb"])
case("identifier", "What writes to `audit_donation` and can I delete rows from it?", ["audit-trail",
                                                                                   "traceability-retention"])
case("identifier", "Run `bin/rails donors:erase[BBS20418833M]` for a donor who emailed us", ["erasure-howto",
                                                                                            "donor-forget"])
case("identifier", "Update `stock.product_code` for the new E7681 pooled platelets", ["product-codes",
                                                                                    "new-product-howto"])
case("identifier", "`collect/labels/bag_primary.zpl` needs the new facility code", ["label-templates",
                                                                                   "label-change-howto", "din"])
case("identifier", "Change `donors/eligibility/geography/countries.yml` for the new malaria areas",
     ["travel-deferrals", "eligibility-rules-data", "eligibility-signoff"])
case("identifier", "Where is `stock.days_on_hand` computed and how often?", ["stock-alerts", "stock-knowledge"])
case("identifier", "Add `spec/eligibility/versions/v14_spec.rb` for the new weight rules",
     ["eligibility-signoff", "weight-limit", "eligibility-rules-data"])
case("identifier", "`make synth` fails on my laptop with LocalStack", ["local-dev", "synthetic-donors"])
case("identifier", "`GET /v2/donors/me/appointments` should include the venue's parking info",
     ["api-versioning", "venue-data"])
case("identifier", "Move `lab.archive` rack positions to the new freezer", ["sample-archive"])
case("identifier", "The `venue.public_access` flag is wrong for St Mary's hall", ["venue-data"])

# ---------------------------------------------------------------- questions
case("question", "How long do platelets keep?", ["shelf-life"])
case("question", "Can a 66-year-old give blood for the first time?", ["age-limits", "eligibility-basics"])
case("question", "Who approves a change to the eligibility rules?", ["eligibility-signoff", "clinical-team"])
case("question", "When are we allowed to deploy the lab system?", ["release-windows", "validated-systems"])
case("question", "How do we tell a donor their test came back positive?", ["reactive-results", "clinical-team"])
case("question", "What happens if a fridge logger goes out of range?", ["temperature-excursions"])
case("question", "How many times a year can someone give platelets?", ["apheresis-intervals", "apheresis"])
case("question", "Can I copy a production donor into dev to reproduce a bug?", ["synthetic-donors", "prod-access"])
case("question", "What does a DIN look like?", ["din"])
case("question", "Who gets paged when the stock service is down at night?", ["on-call", "incidents"])
case("question", "How long do we keep donation records?", ["traceability-retention"])
case("question", "Which tests does every donation get?", ["mandatory-tests"])
case("question", "Do reminders go to donors who opted out of marketing?", ["reminders-sms", "marketing-consent"],
     ["reminders-email"])

# ---------------------------------------------------------------- paraphrases (no word shared with the memory)
case("paraphrase", "My sister got inked on her ankle in March, when's she OK to come back?", ["tattoo-deferral"],
     ["tattoo-six-months"])
case("paraphrase", "Someone went white and keeled over on the bed after their pint", ["donor-reactions"])
case("paraphrase", "Our van sat in a jam for ages and the chilled crate got warm", ["temperature-excursions"])
case("paraphrase", "Somebody whose makeup is so uncommon that almost nobody else could match them", ["rare-donors"])
case("paraphrase", "Grandad turns seventy next week, is he still welcome?", ["age-limits"])
case("paraphrase", "The bag only filled halfway before the needle came out", ["donation-volume"])
case("paraphrase", "Do the folk on the phones get to read what people told us about being unwell?",
     ["contact-centre"])
case("paraphrase", "We put the same stuff out twice to people on the wards, and now want it all back",
     ["recalls"])
case("paraphrase", "A text came through at half past three in the morning asking me to come in",
     ["quiet-hours"])
case("paraphrase", "Why can't I use a secret word to get into my account any more?", ["donor-login"],
     ["donor-passwords"])
case("paraphrase", "Which gadgets link up wirelessly with the screen beside every bed?", ["bluetooth-devices"])
case("paraphrase", "She's had a baby in spring, how soon after can she help out again?", ["pregnancy"])

# ---------------------------------------------------------------- nothing covers these
case("zero-match", "Book the venue for the staff Christmas party", [])
case("zero-match", "Order new uniforms for the drivers", [])
case("zero-match", "Add dark mode to the intranet", [])
case("zero-match", "Migrate payroll to a new provider", [])
case("zero-match", "Write a Slack bot that posts the cricket scores", [])
case("zero-match", "feat(ml): predict donor churn with a neural network", [])
case("zero-match", "How do I claim mileage for driving to a session?", [])
case("zero-match", "Translate the website into Polish", [])
case("zero-match", "chore: rename the book club channel", [])
case("zero-match", "Set up a Kubernetes cluster on GCP for the marketing site", [])
case("zero-match", "Repaint the Eastwick centre's waiting room", [])
case("zero-match", "Plan the board's strategy day in Bath", [])
case("zero-match", "Add a GraphQL gateway to the car park booking system", [])
case("zero-match", "Who won the five-a-side tournament?", [])
case("zero-match", "Fix the broken coffee machine on the second floor", [])
case("zero-match", "Write a Terraform module for Azure Functions", [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
