#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in eight kinds
as agents pass tasks: short imperatives, long multi-clause requests, bug reports with an error line,
pull-request titles with a prefix, identifier-heavy tasks, questions, paraphrases that share no word with
their memory, and tasks nothing in the store covers (about one in six)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("gy", {})
case = C.case

# ---------------------------------------------------------------- short imperatives
case("short", "Add a missed bin report form to the portal", ["missed-bin-window", "missed-bin-check-lifts"],
     ["missed-bin-phone"])
case("short", "Let residents book a recycling centre slot", ["hwrc-booking"], ["hwrc-no-booking"])
case("short", "Add VAT to the bulky waste price", ["vat-trade", "bulky-booking"])
case("short", "Store the resident's address on the report", ["uprn-key", "uprn", "address-lookup"])
case("short", "Retry failed Direct Debit collections", ["trade-direct-debit"])
case("short", "Delete a hazard note", ["hazard-notes", "audit-log"])
case("short", "Backfill the new lift_source column", ["migrations", "big-tables"])
case("short", "Log the resident's email when a report fails", ["logging"])
case("short", "Deploy the cab-api fix now", ["deploy-windows"])
case("short", "Add a bigger black bin option", ["extra-capacity"])
case("short", "Release the tablet app to all lorries", ["cab-releases", "cab-release-howto"], ["cab-sideload"])
case("short", "Publish monthly tonnages", ["open-data"])
case("short", "Refund a garden bin", ["garden-refunds", "refund-garden", "garden-subscription"])

# ---------------------------------------------------------------- long multi-clause requests
case("long", "We need a new page on the residents' site where someone can book a sofa and a fridge to be "
     "picked up, pay for it by card, and get an email confirming the date. Make sure it works with a screen "
     "reader too.", ["bulky-booking", "bulky-weee", "civicpay-callbacks", "resident-emails", "portal-accessibility"])
case("long", "The operations manager wants to move about 3,000 houses in the east of the borough from Tuesday "
     "to Wednesday collections from next month; draft the plan, check it fits on the lorries, and make sure "
     "the residents hear about it in time.", ["new-round", "plan-apply", "day-change-notice", "round-capacity"])
case("long", "Build the monthly trade invoice run: take each contract's lifts, price them from the price list, "
     "add VAT and the container rental, and collect the money by Direct Debit on the 20th.",
     ["trade-invoices", "trade-pricing", "vat-trade", "trade-direct-debit", "money-in-pence"])
case("long", "When a crew can't finish because the lorry broke down, the portal should tell those streets "
     "their collection is delayed, stop them from reporting a missed bin, and the calendar pages shouldn't show "
     "stale info.", ["unfinished-rounds", "portal-caching", "missed-bin-window"])
case("long", "Add a new screen to the cab app for the driver's morning vehicle check: list of items, mark "
     "defects with a photo, and don't let them start the round until it's done. It needs to work without signal.",
     ["daily-checks", "cab-offline", "cab-photos", "kotlin-conventions"])
case("long", "Residents who are disabled should be able to apply online for help getting their bins out; a "
     "case officer approves it, the crews need to know where the bin is, and we should review it every couple "
     "of years.", ["assisted-collections", "assisted-reason-private", "assisted-application", "assisted-review"])
case("long", "Import the council's Christmas collection table for this year, check which properties change, "
     "and make sure the website shows the new dates straight away.",
     ["load-xmas-overrides", "bank-holidays", "portal-caching"])
case("long", "Write the quarterly government tonnage return for Q3: pull weighbridge tickets and the MRF's "
     "statements, move rejected loads out of recycling, and send it to the council's waste officer.",
     ["rerun-wdf", "wdf-deadlines", "rejected-loads", "reprocessor-statements", "wastedataflow"])
case("long", "A new café wants a weekly collection of two 1,100 litre bins for general waste and one for "
     "recycling starting next week; set them up, get the paperwork done, and sort out how they'll pay.",
     ["trade-onboarding", "duty-of-care", "trade-direct-debit", "trade-pricing"])
case("long", "Residents keep reporting fly-tips on the portal with photos; we need to classify them by size, "
     "make sure anything with someone's name on it goes to enforcement and isn't shown publicly, and clear "
     "the ones blocking roads the same day.", ["fly-tipping", "fly-tip-evidence"])
case("long", "Put the electric lorries on more rounds next year but make sure none of them runs out of charge "
     "halfway, and warn control in the morning if one didn't charge overnight.",
     ["ev-range", "ev-rcvs", "ev-charging-check"])
case("long", "We're replacing the contact centre's phone-in process: agents should be able to log missed bins "
     "and bulky bookings for a caller from the staff screens, see the property's history, but nothing "
     "sensitive.", ["staff-access", "contact-centre", "missed-bin-window"])

# ---------------------------------------------------------------- bug reports with an error line
case("bug", "cab-api returns 422 {\"error\":\"photo required\"} when the crew marks a bin as not out in a "
     "street with no signal, then it syncs later", ["bin-not-out", "cab-offline"])
case("bug", "ERROR llpg-import: record 48213: invalid logical status 'X' — whole import aborted, addresses "
     "not updated since Tuesday", ["llpg-import-failure", "llpg-import"])
case("bug", "weighbridge: ChargedTicketBlocked: site MLF calibration_ok=false, cannot issue ticket for trade "
     "customer load", ["weighbridge-calibration"])
case("bug", "psql: ERROR: duplicate key value violates unique constraint \"cab_report_client_uuid_key\" — "
     "crews say the tablet shows 'sync failed' over and over", ["cab-offline", "replay-cab-sync"])
case("bug", "CivicPay callback rejected: signature mismatch (ref CP-88213); resident says they paid for a "
     "bulky collection but the booking still shows unpaid", ["civicpay-callbacks", "debug-callback"])
case("bug", "dbt: Failure in test assert_transfer_balance (models/marts/tonnage_balance.sql): got 1 result, "
     "configured to fail if != 0 — November's monthly build is red", ["tonnage-balance"])
case("bug", "Sync rejected: app version 4.2.1 below minimum 4.3.0 — half the fleet can't send lifts this "
     "morning", ["cab-min-version", "cab-releases", "incident-rounds"])
case("bug", "Portal shows \"Internal Server Error 500 at /api/bulky/confirm (TypeError: amount.toFixed is not "
     "a function)\" to residents", ["errors-to-residents", "money-in-pence"])
case("bug", "rounds plan validate: FAIL street 'Kiln Lane' reverse without assessment (plan 2026-07-east)",
     ["reversing", "plan-apply"])
case("bug", "Resident got a missed bin confirmation but the RFID log shows tag E2801160 lifted at 07:42 on "
     "that day", ["missed-bin-check-lifts", "rfid-tags"])
case("bug", "cab_stale is filling up: 'event older than 36h' for tablet GH-114 after it was in the workshop "
     "for two days", ["cab-sync-order", "stale-events", "replay-cab-sync", "cab-offline"])
case("bug", "Slow query alert: SELECT * FROM rounds.lift WHERE uprn = $1 taking 40 s on the property history "
     "page", ["big-tables"])
case("bug", "Resident in Upper Brook says the website says their garden bin is collected on Thursday but the "
     "printed calendar says Friday", ["calendar-only-source", "print-calendars"])

# ---------------------------------------------------------------- pull-request titles
case("pr-title", "feat(portal): garden waste renewal emails", ["garden-renewals", "garden-subscription", "resident-emails"])
case("pr-title", "fix(cab): disable buttons while vehicle is moving", ["cab-driving-lock"])
case("pr-title", "feat(weighbridge): allow stored tare for hired tippers", ["tare-weights", "weighbridge-tickets"])
case("pr-title", "chore(deps): bump next from 15.1 to 16.0", ["dependencies"])
case("pr-title", "feat(trade): suspend contract after second failed payment", ["trade-suspension",
     "trade-direct-debit"])
case("pr-title", "fix(rounds): bank holiday shift for Friday collections", ["bank-holidays", "time-zones"])
case("pr-title", "feat(portal): van permit application", ["van-permits", "hwrc-booking"])
case("pr-title", "perf(portal): ship no JS on the bin day page", ["performance-portal"])
case("pr-title", "feat(data): exclude rubble from household tonnage", ["hwrc-rubble", "recycling-rate"])
case("pr-title", "fix(cab): strip EXIF from uploaded photos", ["cab-photos"], ["photo-storage-old"])
case("pr-title", "feat(rounds): merge temporary properties on LLPG import", ["temp-uprn"])
case("pr-title", "feat(flags): add portal.food-caddy-orders flag", ["feature-flags"])
case("pr-title", "refactor(workdays): use shared helper in bulky cut-off", ["working-days", "bulky-booking"])

# ---------------------------------------------------------------- identifier-heavy
case("identifier", "rounds/internal/calendar/expand.go: ExpandCalendar skips week B after calendar_override rows",
     ["calendar-model", "bank-holidays"])
case("identifier", "portal.assisted_application.reason_enc: add to SarExport", ["assisted-reason-private", "sar"])
case("identifier", "greyholt_cab_sync_events_total{uprn=...}: add per-property label", ["metrics"])
case("identifier", "trade.price_list UPDATE unit_price_pence WHERE size='1100L'", ["trade-pricing",
     "money-in-pence"])
case("identifier", "weighbridge/consignments/hwts_client.py: HWTSClient.create_note timeout",
     ["hazardous-consignment"])
case("identifier", "GH-Control vs CC-Agents group check in StaffRefundButton.tsx", ["staff-access",
     "refund-garden", "garden-refunds"])
case("identifier", "fleet.cctv_requests insert from IncidentForm", ["lorry-cctv"])
case("identifier", "rounds.street_assessment.reverse_ok null for new OSM ways after make osrm-update",
     ["reversing", "map-osm-update"])
case("identifier", "config/licences.yaml carrier_licence_no in transfer_note.html template", ["carrier-licence",
     "duty-of-care"])
case("identifier", "portal.bulky_capacity slots=0 for van GH-207; RebookAll", ["bulky-capacity"])
case("identifier", "audit_event GRANT UPDATE to app_portal role", ["audit-log"])
case("identifier", "cabctl replay --file outbox-2026-03-14.jsonl", ["replay-cab-sync", "cab-offline"])

# ---------------------------------------------------------------- questions
case("question", "Can residents report a missed bin at lunchtime on collection day?", ["missed-bin-window"])
case("question", "How long do we keep photos the crews take?", ["cab-photos"])
case("question", "Can a contact centre agent issue a refund?", ["staff-access", "refund-garden"])
case("question", "Which recycling centres can I take a van to?", ["van-permits"])
case("question", "Is asbestos accepted at the tip?", ["hwrc-hazardous"])
case("question", "What happens if a trade customer's container has no RFID read on collection day?",
     ["trade-invoices"])
case("question", "Who can turn off collections when it snows?", ["severe-weather", "suspend-collections"])
case("question", "Do we charge VAT on garden waste subscriptions?", ["vat-trade", "garden-subscription"])
case("question", "How do I run the portal on my laptop?", ["run-locally"])
case("question", "When do garden waste subscriptions run from and to?", ["garden-subscription"],
     ["garden-stickers"])
case("question", "Can I copy a few real reports into staging to reproduce a bug?", ["test-data"])
case("question", "How often is black bin rubbish collected?", ["fortnightly-refuse"], ["weekly-refuse"])
case("question", "What do I do if the weighbridge screen stops showing weights?", ["weighbridge-offline",
     "key-manual-tickets"])

# ---------------------------------------------------------------- paraphrases with no shared words
case("paraphrase", "Someone dumped a mattress in the alley behind the shops", ["fly-tipping"])
case("paraphrase", "Granny can't drag the wheelie out to the kerb any more", ["assisted-collections"])
case("paraphrase", "The blue one had pizza boxes full of leftovers so the lads left it", ["contamination"])
case("paraphrase", "Lorry number plates got swapped after the DVLA paperwork", ["rcv-fleet"])
case("paraphrase", "Big family, six kids, the small one overflows every fortnight", ["extra-capacity"])
case("paraphrase", "The scales at Millfield need their six-monthly test", ["weighbridge-calibration"])
case("paraphrase", "A chap keeps leaving extra black bags beside his wheelie", ["side-waste"])
case("paraphrase", "Tell me which depot gate opens first thing", ["depot"])
case("paraphrase", "How green are we this year, percentage-wise?", ["recycling-rate"])
case("paraphrase", "My new-build flat has no entry when I type my postcode", ["temp-uprn", "address-lookup"])
case("paraphrase", "A pit bull at number 12 went for the crew", ["hazard-notes"])
case("paraphrase", "The chip in the lid seems dead, it's never picked up by the arm", ["rfid-misreads", "retag-bin"])

# ---------------------------------------------------------------- nothing covers these
case("zero-match", "Update the staff canteen menu for next week", [])
case("zero-match", "Add dark mode to the marketing site", [])
case("zero-match", "Migrate the HR system to a new payroll provider", [])
case("zero-match", "Write a Slack bot that posts the football scores", [])
case("zero-match", "Upgrade the printers in the finance office", [])
case("zero-match", "feat(ml): train a model to predict house prices", [])
case("zero-match", "How do I claim travel expenses?", [])
case("zero-match", "Translate the annual report into French", [])
case("zero-match", "chore: rename the Christmas party channel", [])
case("zero-match", "Set up a Kubernetes cluster on Azure for the gaming team", [])
case("zero-match", "Fix the broken link in the careers page footer", [])
case("zero-match", "Order new hi-vis jackets for the office visitors", [])
case("zero-match", "Add a GraphQL gateway for the mobile banking app", [])
case("zero-match", "Who won the depot's bake-off?", [])
case("zero-match", "Plan the team's away day in Brighton", [])
case("zero-match", "Write unit tests for the blockchain ledger", [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
