#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an agent would pass them (pull-request titles, long
multi-clause tasks, indirect descriptions)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("hp", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "pricing/week-<iso-week>.csv floor and ceiling for day tickets", ["dynamic-pricing"])
case("exact", "passes/config/blackouts.yml: add the Valley pass blackout for Easter", ["season-pass-rules"])
case("exact", "gates: the 05:00 full snapshot is missing cards loaded last night", ["entitlements-sync"])
case("exact", "Adyen AUTHORISATION webhook arrives late and the order stays pending", ["checkout"],
     ["checkout-paypal-only"])
case("exact", "snow report by 07:30 from the three stakes", ["snow-report"], ["snow-report-manual"])
case("exact", "map/runs.geojson: dash the new itinerary route", ["trail-map"])
case("exact", "feat(app): phased App Store release for 3.14", ["app-releases"], ["app-codepush"])
case("exact", "locales/*.json is missing the Dutch string for the rental waiver button", ["translations"])
case("exact", "DIN setting from height, weight and boot size in rental pre-booking", ["rental-fitting"])
case("exact", "passes/bin/guest_data for an erasure request", ["gdpr-requests"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "someone's pass was scanned at the top of the glacier lift and at the village chairlift three minutes "
     "later", ["pass-sharing-fraud"])
case("paraphrase", "can we give people their money back when the wind shut most of the mountain today", ["refunds-weather"])
case("paraphrase", "a dad who isn't on the booking wants to collect his daughter from her lesson", ["child-safeguarding"])
case("paraphrase", "the website says the top chair is closed but it has only stopped because of gusts", ["lift-status"])
case("paraphrase", "how much fresh snow do we say fell overnight when the stakes disagree", ["snow-report"],
     ["snow-report-manual"])
case("paraphrase", "my phone has no signal halfway up, will my ticket still show", ["app-offline"])
case("paraphrase", "how far ahead is it cheaper to buy a day ticket", ["dynamic-pricing"])
case("paraphrase", "the photo on my season pass has sunglasses on, is that why it won't activate", ["pass-photo"])
case("paraphrase", "can my 16-year-old still get the child season pass", ["season-pass-rules"])
case("paraphrase", "marketing wants to send a promo at 9pm tonight to everyone on the hill", ["push-notifications"])
case("paraphrase", "a school wants to bring 40 pupils in February, how do they book", ["group-bookings"])
case("paraphrase", "a guest broke the hired skis and we want to charge them for it", ["rental-damage"])

# multi-term: long agent-style tasks
case("multi-term", "Build the reload flow in the app: a guest types their keycard number, buys tomorrow's ticket at the "
     "price they were shown, and can walk straight to the turnstile without queueing at the kiosk.",
     ["rfid-cards", "dynamic-pricing", "entitlements-sync"])
case("multi-term", "Get the shop ready for the Christmas rush: make sure it survives three times last year's traffic, put "
     "the waiting room in front, and don't ship anything to the pass system over the holidays.",
     ["peak-day-load", "change-freeze"])
case("multi-term", "Add a 'my season' screen with vertical metres and runs skied; it must be opt-in, work in all four "
     "languages and not keep anyone's location for long.", ["location-tracking", "translations"])
case("multi-term", "When fewer than a third of the lifts open, automatically give everyone who bought a day ticket for "
     "that date something they can spend next winter.", ["refunds-weather", "resort-credit", "lift-status"])
case("multi-term", "Let parents add a second adult who can pick up their child from ski school, and show the pickup "
     "code in the confirmation email in French and German too.", ["child-safeguarding", "translations"])
case("multi-term", "Publish the morning conditions in the app: the snow depth, which runs were groomed overnight, and "
     "the avalanche danger from the regional service.", ["snow-report", "avalanche-bulletin"])
case("multi-term", "Flag passes that look shared, email the holder explaining why, and let guest services decide whether "
     "to suspend them after checking the photo.", ["pass-sharing-fraud", "pass-photo"])
case("multi-term", "Add adaptive lesson booking in Dutch that wheelchair users can reach quickly from the home screen.",
     ["accessibility", "translations", "ski-school-bookings"])
case("multi-term", "The turnstiles at the base stopped accepting cards this morning; get people skiing and tell guests "
     "what is going on.", ["incident-response", "entitlements-sync"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "type the snow depth into the CMS after the patrol phones it in", ["snow-report"], ["snow-report-manual"])
case("negation", "ship the crash fix to phones tonight with CodePush", ["app-releases"], ["app-codepush"])
case("negation", "send the refund through PayPal like before", ["checkout"], ["checkout-paypal-only"])
case("negation", "hard-code the Christmas blackout dates in the pass validator", ["season-pass-rules"])
case("negation", "block shared passes at the gate automatically as soon as they're flagged", ["pass-sharing-fraud"])
case("negation", "let the app set the final DIN so guests skip the fitting queue", ["rental-fitting"])
case("negation", "deploy the gates fix on 27 December, it's tiny", ["change-freeze"])
case("negation", "describe the avalanche risk in our own friendlier words on the homepage", ["avalanche-bulletin"])

# dependency-chain: a skill or rule whose prerequisites must come along
case("dependency-chain", "book lessons for a group of 20 schoolchildren", ["group-bookings", "child-safeguarding"],
     deps=["child-safeguarding"])
case("dependency-chain", "pre-book rental skis for tomorrow", ["rental-fitting", "rental-damage"], deps=["rental-damage"])
case("dependency-chain", "handle an erasure request from a season pass holder", ["gdpr-requests", "pass-photo"],
     deps=["pass-photo"])
case("dependency-chain", "let guests pay with vouchers in the checkout basket", ["checkout", "resort-credit"],
     ["checkout-paypal-only"], deps=["resort-credit"])
case("dependency-chain", "deploy the passes service to production", ["deploys", "change-freeze"], deps=["change-freeze"])
case("dependency-chain", "issue the weather credits for yesterday", ["refunds-weather", "lift-status"], deps=["lift-status"])
case("dependency-chain", "review a flagged shared pass", ["pass-sharing-fraud", "pass-photo"], deps=["pass-photo"])
case("dependency-chain", "the turnstiles are rejecting valid passes, handle the incident",
     ["incident-response", "entitlements-sync"], deps=["entitlements-sync"])

# zero-match: nothing in the store covers it (some share an incidental word with the store)
case("zero-match", "book the staff minibus to the airport", [])
case("zero-match", "claim back my instructor certification fees", [])
case("zero-match", "order new uniforms for the restaurant staff", [])
case("zero-match", "the staff canteen coffee machine is leaking", [])
case("zero-match", "renew my work permit for next winter", [])
case("zero-match", "write a Terraform module for an Elasticsearch cluster", [])
case("zero-match", "plan the end-of-season staff party", [])
case("zero-match", "how do I change my bank details for payroll", [])
case("zero-match", "set up two-factor login for my work email", [])

# role-isolation: the store's role is guest; ops and patrol memories are hidden
case("role-isolation", "update the firmware on the Glacier Express turnstile controllers", [], ["turnstile-firmware"])
case("role-isolation", "start the snow guns on the nursery slope tonight", [], ["snowmaking-control"])
case("role-isolation", "log this morning's chairlift inspection", [], ["lift-maintenance"])
case("role-isolation", "record a patrol first-aid call on the red run", [], ["patrol-incidents"])
case("role-isolation", "plan the explosives work above the couloir tomorrow", [], ["avalanche-control"])
case("role-isolation", "which component should the new lift-status card use", ["design-system"])
case("role-isolation", "how do guests sign in to the shop", ["shop-stack"])
case("role-isolation", "where does the shop get its product list from", ["shop-stack"])

# mixed-intent: two topics in one task
case("mixed-intent", "rotate the Adyen key someone pasted in Slack and make sure the checkout logs don't have guest "
     "emails", ["secrets", "logging-personal-data"])
case("mixed-intent", "add the new gondola to the trail map and to the lift status feed", ["trail-map", "lift-status"])
case("mixed-intent", "blur faces on the new base-area camera and tell me how long we keep season pass photos",
     ["webcams", "pass-photo"])
case("mixed-intent", "report a lost glove in the app and reload my card", ["lost-and-found", "rfid-cards"])
case("mixed-intent", "bike park tickets need a waiver; add one to the summer shop in all the languages",
     ["bike-park", "translations"])
case("mixed-intent", "add a migration for the new child-pass age rule and get it reviewed properly since it changes "
     "entitlements", ["rails-conventions", "code-review", "season-pass-rules"])
case("mixed-intent", "send a lost-child alert to everyone on the mountain and page the on-call because the app is down",
     ["push-notifications", "incident-response"])
case("mixed-intent", "the basket price changed after 40 minutes, and the voucher didn't apply either",
     ["dynamic-pricing", "resort-credit"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
