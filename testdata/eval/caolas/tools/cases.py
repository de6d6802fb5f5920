#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an agent or a colleague would pass them (pull-request
titles, long multi-clause tasks, indirect descriptions)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("cl", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "manifest: send the passenger count and names to the Maritime Authority API within 15 minutes of departure",
     ["passenger-manifest"], ["manifest-email"])
case("exact", "booking: hold 20% of vehicle space on lifeline routes until 48 hours before departure",
     ["lifeline-priority"])
case("exact", "sign boarding pass QR codes with the Ed25519 key and verify them offline at the gate",
     ["boarding-passes"])
case("exact", "check the islander resident card number against the council register at booking", ["islander-fares"])
case("exact", "store sailing times in UTC with the Europe/London zone", ["sailing-times"])
case("exact", "refund 90% to the original payment method when the passenger cancels more than 24 hours ahead",
     ["refunds"], ["refunds-vouchers"])
case("exact", "use the payment provider's hosted fields and keep only the token and last four digits",
     ["card-payments"])
case("exact", "Flyway migration for bookings: expand then contract, no lock longer than a second", ["db-migrations"])
case("exact", "require the parental consent form before issuing a ticket to a 14 year old travelling alone",
     ["unaccompanied-minors"])
case("exact", "checkin: gates keep a local copy of the sailing's bookings and queue scans while offline",
     ["go-conventions"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "a van with six propane bottles wants to go over on Tuesday's boat", ["dangerous-goods"])
case("paraphrase", "a lorry driver shows up 20 minutes before the boat leaves", ["checkin-cutoffs"])
case("paraphrase", "the forecast says 5 metre swell tomorrow, should the app warn people the crossing might not go",
     ["sailing-status"])
case("paraphrase", "someone from the island needs to get to their chemo appointment on the mainland but the boat is full",
     ["medical-travel"])
case("paraphrase", "a family wants to bring their two dogs and a cat in the car", ["pets"])
case("paraphrase", "a passenger in a wheelchair wants us to know before she arrives at the port",
     ["assistance-needs"])
case("paraphrase", "can we sell a few more foot passenger tickets on the Friday evening boat, it always has no-shows",
     ["vessel-capacity"])
case("paraphrase", "a motorhome 3.2 metres tall wants to book", ["vehicle-deck"])
case("paraphrase", "the harbour at the north pier only works around high water, how do we set the departure times",
     ["tidal-sailings"])
case("paraphrase", "how long do we keep the names of people who sailed last spring", ["passenger-data"])
case("paraphrase", "the big boat is going for repairs and a smaller one is covering the route next week",
     ["vessel-swaps"])
case("paraphrase", "the island council wants the text on the new departure screens in both of the local languages",
     ["gaelic"])

# multi-term: long agent-style tasks
case("multi-term", "When a sailing is cancelled, move everyone to the next boat with room, islanders and hospital "
     "trips first, text and email them, and offer their money back.",
     ["disruption-rebooking", "lifeline-priority", "refunds", "customer-messages"], ["refunds-vouchers"])
case("multi-term", "Add the new summer route to the smaller island: its record with cut-offs, fares, timetable in the "
     "feed and the names in both languages, behind a flag.",
     ["new-route", "checkin-cutoffs", "timetables", "gaelic", "feature-flags"])
case("multi-term", "Build the manifest for a 35-mile crossing from the gate scans, including the lorry drivers and "
     "who needs help on board.",
     ["passenger-manifest", "freight-accounts", "assistance-needs"], ["manifest-email"])
case("multi-term", "Sell 10-journey passes in the app for islanders, each trip booked against the pass so the boat "
     "doesn't go over its limit.",
     ["digital-passes", "islander-fares", "vessel-capacity"], ["paper-carnets"])
case("multi-term", "Bring the new hybrid ferry into service: its certificate numbers, the car deck layout with the "
     "mezzanine, and the lift for wheelchair users.",
     ["new-vessel", "vessel-capacity", "vehicle-deck", "assistance-needs"])
case("multi-term", "Load the winter timetable from marine ops, check the clock-change night and the tidal harbour "
     "times, then rebook anyone on a sailing that disappears.",
     ["timetable-import", "sailing-times", "tidal-sailings", "disruption-rebooking"])
case("multi-term", "Let the app show the boarding pass with no signal at the pier and never work out prices itself.",
     ["app-conventions", "boarding-passes"])
case("multi-term", "Take card payments for vehicle bookings in the web checkout and refund amendments to the same card.",
     ["card-payments", "refunds"], ["refunds-vouchers"])
case("multi-term", "Haulage firms book their trucks on credit and get a monthly bill; the booking must check the "
     "deck has lane metres for a 16 m trailer.", ["freight-accounts", "vehicle-deck"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "go back to emailing the passenger spreadsheet to the harbour master", ["passenger-manifest"],
     ["manifest-email"])
case("negation", "give vouchers instead of money back when someone cancels", ["refunds"], ["refunds-vouchers"])
case("negation", "start selling the paper carnet books at the port offices again", ["digital-passes"],
     ["paper-carnets"])
case("negation", "use Double for fares in booking, the rounding is fine", ["kotlin-conventions"])
case("negation", "let the app calculate the islander discount locally so it's faster", ["islander-fares",
     "app-conventions"])
case("negation", "put a 'likely to be cancelled' badge on sailings when the wind forecast is over 40 knots",
     ["sailing-status"])
case("negation", "take the passenger count for the manifest from the bookings, the gates are slow", ["passenger-manifest"],
     ["manifest-email"])
case("negation", "save a scan of the hospital appointment letter with the booking", ["medical-travel"])

# dependency-chain: a skill or rule whose prerequisites must come along
case("dependency-chain", "the gate scanners at the main port stopped working 40 minutes before the 07:30",
     ["incident-gates-down", "passenger-manifest"], deps=["passenger-manifest"])
case("dependency-chain", "the headcount on board is two more than the bookings said",
     ["manifest-mismatch", "passenger-manifest"], deps=["passenger-manifest"])
case("dependency-chain", "booking is throwing 500s for everyone", ["incident-booking-down", "sailing-status"],
     deps=["sailing-status"])
case("dependency-chain", "add a new vessel to the fleet", ["new-vessel", "vessel-capacity", "vehicle-deck"],
     deps=["vessel-capacity", "vehicle-deck"])
case("dependency-chain", "import marine ops' new timetable file",
     ["timetable-import", "timetables", "sailing-times", "disruption-rebooking"],
     deps=["timetables", "sailing-times", "disruption-rebooking"])
case("dependency-chain", "deploy booking the week the clocks go back", ["deploys", "timetable-freeze"],
     deps=["timetable-freeze"])
case("dependency-chain", "accept a tanker with fuel for the island's filling station",
     ["dangerous-goods", "vehicle-deck"], deps=["vehicle-deck"])
case("dependency-chain", "rotate the boarding pass signing key", ["secrets", "boarding-passes"],
     deps=["boarding-passes"])

# zero-match: nothing in the store covers it (some share an incidental word with the store)
case("zero-match", "book a meeting room for the quarterly planning day", [])
case("zero-match", "expense the hotel from the conference in Glasgow", [])
case("zero-match", "set up the VPN on my new laptop", [])
case("zero-match", "order new chairs for the office", [])
case("zero-match", "how do I request annual leave over Christmas", [])
case("zero-match", "write a Helm chart for the Kafka cluster", [])
case("zero-match", "renew the domain for the staff social club website", [])
case("zero-match", "the coffee machine on the second floor is broken", [])
case("zero-match", "update my home address in the payroll system", [])
case("zero-match", "recommend a good book about the history of the islands", [])

# role-isolation: the store's role is digital; marine-ops and customer-service memories are hidden
case("role-isolation", "can the mate work a double shift on Saturday", [], ["crew-hours"])
case("role-isolation", "when is the next abandon-ship drill on the Loch Lomhair", [], ["safety-drills"])
case("role-isolation", "refuel the vessel at the island pier this afternoon", [], ["bunkering"])
case("role-isolation", "a passenger wants 80 pounds for a delayed sailing, can the agent give it", [], ["goodwill"])
case("role-isolation", "how quickly must we answer a written complaint", [], ["complaints"])
case("role-isolation", "which component library should the new web timetable page use", ["frontend-stack"])
case("role-isolation", "who is on call for digital this week", ["on-call"])
case("role-isolation", "does on-call need to be up early on summer Saturdays", ["on-call"])

# mixed-intent: two topics in one task
case("mixed-intent", "the Maritime Authority API password was pasted in Slack, and check no passenger names end up "
     "in the logs", ["secrets", "logging"])
case("mixed-intent", "roll the new seat-selection screen out on one route first and make sure screen readers can use it",
     ["feature-flags", "accessibility-web"])
case("mixed-intent", "a test for the rebooking change with some sample passengers, and who needs to review it",
     ["test-data", "code-review", "disruption-rebooking"])
case("mixed-intent", "staging reported a sailing to the real authority, and the gates there scanned real passes",
     ["environments", "passenger-manifest"], ["manifest-email"])
case("mixed-intent", "deploy the check-in fix at 08:00 on a July Saturday and restart the gate scanners",
     ["deploys", "gate-hardware"])
case("mixed-intent", "text passengers about the cancellation and add a discount offer for next month's sailings",
     ["customer-messages", "disruption-rebooking"])
case("mixed-intent", "a 13 year old with a dog wants to travel alone on the last boat", ["unaccompanied-minors", "pets"])
case("mixed-intent", "store the passenger's wheelchair need and delete it when we no longer need it, plus the "
     "manifest tests against recorded responses", ["assistance-needs", "python-conventions"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
