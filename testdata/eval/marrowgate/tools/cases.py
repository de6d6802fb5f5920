#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in eight kinds
as agents pass tasks: short imperatives, long multi-clause requests, bug reports with an error line,
pull-request titles with a prefix, identifier-heavy tasks, questions, paraphrases that share no word with
their memory, and tasks nothing in the store covers (about one in six)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("mg", {})
case = C.case

# ---------------------------------------------------------------- short imperatives
case("short", "Record the new giraffe calf", ["births", "record-birth-howto", "accession-immutable"])
case("short", "Send our male okapi to Antwerp Zoo", ["transfers", "transfer-howto", "transfer-permits"])
case("short", "Close the safari because of the ice", ["safari-closures", "close-safari-howto", "weather"])
case("short", "Add a column to daily_report_entry", ["big-tables", "migrations"])
case("short", "Refund a family whose payment went through twice", ["refunds", "refund-howto"])
case("short", "Change the meerkats' diet", ["diet-changes", "diet-change-howto", "diets"])
case("short", "Weigh the penguin chicks", ["weigh-howto", "weights-grams", "weight-outliers"], ["weights-kg"])
case("short", "Add a new lemur walk-through experience", ["add-experience-howto", "experience-ages",
                                                         "experience-waivers", "experiences"])
case("short", "Rotate the gate's HMAC key", ["rotate-gate-key", "secrets", "barcodes"])
case("short", "Replace a pass holder's lost card", ["pass-replace-howto", "barcodes", "pass-photos"],
     ["pass-photos-optional"])
case("short", "Release the keeper app to all tablets", ["release-keeper-howto", "keeper-releases", "offline-first"])
case("short", "Set up next summer's opening hours", ["new-season-howto", "opening-hours-rule", "seasons"])
case("short", "Add the new red panda enclosure", ["new-enclosure-howto", "enclosures", "map-data"])

# ---------------------------------------------------------------- long multi-clause requests
case("long", "Two Amur tigers arrive from Poland next week: get them into the system with their chips, keep them "
     "away from the public for the first month, make sure only the right keepers can go in with them, and don't "
     "let them end up in with our Sumatran female.",
     ["add-animal-howto", "quarantine", "transponders", "dwa-trained", "hybrid-check", "transfers"])
case("long", "The wind is forecast at 60 mph on Saturday: shut the monkey part of the drive-through and the "
     "walkway in the trees, let everyone who booked a car know, and keep selling zoo tickets as normal.",
     ["safari-closures", "weather", "close-safari-howto", "emails"])
case("long", "Build the school booking page so teachers can pick a date and workshops, we check they bring "
     "enough adults for the little ones, they get the safety document, and we bill them afterwards for who "
     "actually turned up.", ["schools", "school-ratios", "school-risk-pack", "school-invoices"],
     ["school-ratio-ten"])
case("long", "Rework the annual pass: wallet pass as well as the card, a photo for everybody including kids, "
     "reminders before it runs out, and early booking for safari slots.",
     ["annual-passes", "pass-photos", "pass-renewals", "pass-priority", "barcodes"], ["pass-photos-optional"])
case("long", "Our old lion died last night. Put it on the record, get the post-mortem back from the vets when "
     "it's done, tell the adoption people before the next newsletter goes out, and make sure the breeding "
     "programme and ZIMS hear about it.",
     ["deaths", "record-death-howto", "vetpro-webhook", "adoption-updates", "zims-sync-rule"])
case("long", "Write the nightly job that pushes our records to the global zoo database: only what changed since "
     "the last good run, put rejected records somewhere the registrar can fix them, and never run it so late "
     "that keepers see stale reports.", ["zims-sync-nightly", "zims-sync-rule", "zims"], ["zims-sync-weekly"])
case("long", "Add a kiosk by the entrance where people buy their own tickets: card reader, no logging in, "
     "nothing left on screen after a sale, and make sure the gate still lets them in if our internet drops.",
     ["kiosk-mode", "payments", "gate-offline", "online-discount"])
case("long", "Make the keeper tablet screen for the tiger house door checks: both keepers tick each door with "
     "their PIN, shout for the senior keeper if a door is missed, and it must work in the house where there's "
     "no wifi.", ["lock-checks", "offline-first", "dwa", "code-review"])
case("long", "For the board we need a Power BI page of daily visitors, how much they spend in the cafes, and "
     "how many families have passes, with no personal details in it, refreshed hourly.",
     ["visitor-numbers", "shop-epos", "add-dbt-model-howto", "dbt-rules", "access-info"])
case("long", "Let people buy an adoption as a present: pick an animal species, choose the premium pack with the "
     "cuddly toy, pay by Direct Debit every year, and say what happens if we no longer have that species.",
     ["adoptions", "adoption-renewals", "adoption-updates", "payments"])
case("long", "We're moving the safari to shorter entry windows: change the slots, let pass holders in a week "
     "early, show the queue time in the app, and keep number plates out of the reports.",
     ["safari-slots", "pass-priority", "queue-time", "number-plates"], ["safari-hourly"])
case("long", "Add the medication screen to the keeper app: show the vet's instructions, make a second keeper "
     "confirm the dose for the dangerous animals, stop a sick animal being moved, and get it reviewed properly.",
     ["medication-double-check", "under-vet-care", "vet-team", "code-review", "dwa"])

# ---------------------------------------------------------------- bug reports with an error line
case("bug", "ZIMS sync failed: 'ZIMS API 422: birthDate precision EXACT requires day' for MGZ-2024-0113",
     ["birth-date-precision", "zims-sync-rule"])
case("bug", "Gate turnstile shows 'SIGNATURE INVALID' for every annual pass since this morning's key change",
     ["rotate-gate-key", "barcodes", "secrets"])
case("bug", "VetPro treatments applied twice: duplicate key value violates unique constraint \"vetpro_events_pkey\"",
     ["vetpro-webhook"])
case("bug", "Safari slot on 26 October shows 09:00 instead of 10:00 in the app", ["timezone", "safari-slots"])
case("bug", "Migration V88 timed out: canceling statement due to lock timeout on weight",
     ["big-tables", "migrations"])
case("bug", "Keeper app lost a day's entries after the update: local queue empty on the birds tablet",
     ["keeper-releases", "offline-first"])
case("bug", "Sentry event contains visitor email in the breadcrumb of a failed Stripe refund",
     ["logging-pii", "refunds"])
case("bug", "Confirmation email failed: Postmark 503, order MZ7KX3QA rolled back", ["emails"])
case("bug", "Escape page reached the control room 4 minutes late: stuck behind the marketing notifications queue",
     ["escape-paging", "emergency-codes"])
case("bug", "Weight saved as 0.45 kg for the bull elephant: NumberFormatException in WeightParser",
     ["weights-grams", "weight-outliers"], ["weights-kg"])
case("bug", "IntegrityError: duplicate order reference MZ4HH9RT", ["order-refs"])
case("bug", "Diet change made at 10:00 already on today's kitchen list", ["diet-changes", "diets"])
case("bug", "Transfer of grey parrot completed without permit: TransferService skipped CITES check on API import",
     ["transfer-permits", "cites", "transfers"])

# ---------------------------------------------------------------- pull-request titles
case("pr-title", "feat(husbandry): hand-rearing feed log on keepers' phones", ["hand-rearing"])
case("pr-title", "fix(gate): amber screen on second scan of a day ticket", ["double-scan"])
case("pr-title", "feat(tickets): Gift Aid admission prices", ["gift-aid-admission", "money"])
case("pr-title", "chore(deps): bump stripe-python to 11.2", ["dependencies"])
case("pr-title", "feat(visit): lost someone button", ["lost-children"])
case("pr-title", "fix(husbandry): refuse mixed-subspecies tigers in CAR-04", ["hybrid-check"])
case("pr-title", "feat(tickets): scooter hire with tickets", ["wheelchair-hire"])
case("pr-title", "perf(data): incremental fct_visits", ["visitor-numbers", "dbt-rules"])
case("pr-title", "feat(husbandry): studbook export for PopLink", ["studbook-export", "breeding-programmes"])
case("pr-title", "fix(keeper): don't flag fast day as refused feed", ["fasting-days"])
case("pr-title", "feat(web): show births this year on animal pages", ["api-versions", "website"])
case("pr-title", "test(tickets): quarantine flaky test_online_price", ["flaky-tests", "online-discount"])
case("pr-title", "feat(tickets): experience voucher extension", ["experience-vouchers"])

# ---------------------------------------------------------------- identifier-heavy
case("identifier", "Add `members_from` to the experience slot serializer", ["pass-priority", "add-experience-howto"])
case("identifier", "tickets.pricing.online_price() rounds 23.45 wrong", ["online-discount", "money"])
case("identifier", "Write a test for `animal_group` counts after a hatch event", ["group-records", "tests"])
case("identifier", "Index gate_scan(scanned_at) concurrently", ["big-tables", "migrations"])
case("identifier", "husbandry/src/main/resources/db/migration/V91__add_dwa_category.sql",
     ["migrations", "dwa"])
case("identifier", "Fill in `contraception.expected_end` for do-not-breed EEP animals", ["contraception"])
case("identifier", "manage.py forget_visitor leaves the experience waivers", ["deletion-request-howto",
                                                                          "visitor-data-retention"])
case("identifier", "What reads `capacity_day` in tickets?", ["daily-capacity"])
case("identifier", "Add VET-Q5 to the quarantine enclosures", ["quarantine", "enclosures", "new-enclosure-howto"])
case("identifier", "`browse_plants` entry for laurel", ["toxic-browse"])
case("identifier", "marts.fct_stock_movements differs from ZIMS for the flamingos", ["stock-report", "loans-out"])
case("identifier", "Service Bus topic animal-events consumer processes the same event twice", ["service-bus"])

# ---------------------------------------------------------------- questions
case("question", "How long do we keep gate scans?", ["visitor-data-retention"])
case("question", "Can I deploy tickets on a bank holiday?", ["deploys"], ["deploys-tuesdays"])
case("question", "Which vehicles are not allowed on the safari?", ["safari-vehicles"])
case("question", "Who is allowed to change an animal's diet?", ["diet-changes"])
case("question", "How many adults does a class of six-year-olds need?", ["school-ratios"], ["school-ratio-ten"])
case("question", "Do annual pass holders count against the online ticket limit?", ["daily-capacity"])
case("question", "What happens to an accession number when an animal comes back to us?",
     ["accession-immutable", "accession-numbers"])
case("question", "Is a lion on loan to another zoo in our stock list?", ["loans-out"])
case("question", "Where do secrets go?", ["secrets"])
case("question", "How often do sections run escape drills?", ["escape-drills"])
case("question", "What age can you do the big cat feed?", ["experience-ages"])
case("question", "Do we sell insurance for monkey damage?", ["safari-monkeys"])
case("question", "When does the ZIMS sync run?", ["zims-sync-nightly"], ["zims-sync-weekly"])

# ---------------------------------------------------------------- paraphrases with no shared words
case("paraphrase", "My grandad gets breathless after a few steps; could he borrow one of those little electric buggies?",
     ["wheelchair-hire"])
case("paraphrase", "An ape jumped on my bonnet and snapped something off, who pays?", ["safari-monkeys"])
case("paraphrase", "Our convertible was sent back at the start of the animal road trip", ["safari-vehicles"])
case("paraphrase", "The hedge clippings with poisonous red berries ended up in the giraffe hay", ["toxic-browse"])
case("paraphrase", "Two big stripy cats of separate kinds sharing a den during mating season",
     ["hybrid-check"])
case("paraphrase", "Somebody's toddler wandered off near the penguins", ["lost-children"])
case("paraphrase", "The vet clinic's wand reports a changed code under this macaw's skin versus last spring",
     ["transponders"])
case("paraphrase", "Grandma's pushing my wheelchair, why doesn't she pay?", ["carers-free"])
case("paraphrase", "Every seventh evening the striped hunters go without supper on purpose", ["fasting-days"])
case("paraphrase", "The little ones given milk bottles till dawn by staff in their own houses", ["hand-rearing"])
case("paraphrase", "I typed half a ton for a bird by mistake", ["weight-outliers"])
case("paraphrase", "Granny wants her picture off the season ticket once it lapses", ["pass-photos"])

# ---------------------------------------------------------------- nothing covers these
case("zero-match", "Book the marquee for the summer fundraising ball", [])
case("zero-match", "Order new hi-vis jackets for the car park team", [])
case("zero-match", "Add dark mode to the staff intranet", [])
case("zero-match", "Migrate payroll to a new provider", [])
case("zero-match", "Write a Slack bot that posts the football results", [])
case("zero-match", "feat(ml): recognise individual zebras from their stripes", [])
case("zero-match", "How do I claim mileage expenses?", [])
case("zero-match", "Translate the guidebook into Welsh", [])
case("zero-match", "chore: rename the Christmas party channel", [])
case("zero-match", "Set up a Kubernetes cluster on AWS for the games team", [])
case("zero-match", "Repaint the flamingo house", [])
case("zero-match", "Plan the trustees' away day in York", [])
case("zero-match", "Add a GraphQL gateway for the mobile banking app", [])
case("zero-match", "Who won the keepers' pub quiz?", [])
case("zero-match", "Fix the leaking roof of the reptile house", [])
case("zero-match", "Write unit tests for the blockchain ledger", [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
