#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an engineer or a colleague at the airline would pass them
(pull-request titles, long multi-clause tasks, what a crew member or a controller reported)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("tw", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "legality: rest before a home base duty is the preceding duty or 12 hours, 10 hours away with an "
     "8 hour sleep opportunity", ["rest-minimums"], ["rest-rules-2016"])
case("exact", "cap duty at 60 hours in 7 days, 110 in 14 and 190 in 28", ["cumulative-limits"])
case("exact", "home standby lasts at most 16 hours and counts 25% as duty", ["standby"])
case("exact", "crewlink: log each commander's discretion with the reason and report uses over one hour to the CAA",
     ["commander-discretion"])
case("exact", "publish the roster at least 14 days before the period's first day", ["roster-publication"])
case("exact", "payfeed: after the 20th, a late correction goes as an adjustment line in next month's feed",
     ["payroll-cutoff"])
case("exact", "opsbridge: apply ASM and MVT messages in sequence order and ignore a repeated message id",
     ["schedule-messages"])
case("exact", "approve a swap automatically when legality passes both rosters and the report is more than 48 hours away",
     ["crew-swaps"], ["swap-window-72h"])
case("exact", "book night stops through the hotel platform API, a single room within 30 minutes of the airport",
     ["crew-hotels"], ["hotel-booking-desk"])
case("exact", "three take-offs and landings on the type in 90 days before operating as pilot flying", ["recency"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "can a captain get to bed at 1am in the Jersey hotel and be back on the flight deck at 7:30",
     ["rest-minimums"], ["rest-rules-2016"])
case("paraphrase", "Fiona has been off the ATR for four months on maternity leave and is back next week, can she "
     "just fly", ["recency", "qualifications"])
case("paraphrase", "two brand new first officers ended up together on the Bergen trip", ["inexperienced-pairing"])
case("paraphrase", "someone texted a cabin crew member at midnight about tomorrow's change while she was asleep at home",
     ["contact-days-off", "push-notifications"])
case("paraphrase", "the crew's hotel in Bergen is a 50 minute taxi ride from the airport",
     ["crew-hotels", "rest-minimums"], ["hotel-booking-desk"])
case("paraphrase", "the Guernsey flight came in two hours late last night, does that wreck anyone's hours for the rest "
     "of the week", ["cumulative-limits", "schedule-messages"])
case("paraphrase", "a cabin crew member says she's too exhausted for tomorrow's four-sector day and doesn't want her "
     "manager to find out", ["fatigue-reports"], ["fatigue-reports-email"])
case("paraphrase", "the captain on the delayed Belfast flight kept going past his hours to get the passengers home",
     ["commander-discretion"])
case("paraphrase", "a first officer's passport runs out in February and she's down for Amsterdam in January",
     ["crew-documents"])
case("paraphrase", "two crew want to trade a Tuesday trip for a Friday off", ["crew-swaps"], ["swap-window-72h"])
case("paraphrase", "a cabin crew member wants to know why she didn't get the Christmas days she asked for",
     ["bidding"])
case("paraphrase", "Tom has had three 05:30 reports in a row and there's another two planned for Thursday and Friday",
     ["disruptive-schedules"])
case("paraphrase", "how much does an Aberdeen crew member get for staying overnight in Paris", ["pay-allowances"])
case("paraphrase", "the app showed a blank schedule in the Bergen hotel with no wifi", ["crewlink-offline"])

# multi-term: long agent-style tasks
case("multi-term", "Build the sick call flow in crewlink: the crew member calls in sick, the trip goes back to crew "
     "control for cover, we keep only the dates, and the airport standby at the base is offered the trip first.",
     ["sickness", "reserve-cover", "medical-data", "standby"])
case("multi-term", "Teach the pairing solver the Embraer's cabin crew: the minimum by seat count, new joiners flying "
     "with someone senior, and the extra trainee seat that doesn't count.",
     ["fleet-crewing", "inexperienced-pairing"])
case("multi-term", "Open a crew base at Exeter: set up its local nights, hotels for its night stops, its allowance "
     "rates, and a flag group for the rollout.",
     ["open-new-base", "acclimatisation", "crew-hotels", "pay-allowances", "feature-flags"])
case("multi-term", "Change the early start limit from four in a row to three: new worked cases, the rule in the "
     "engine, re-check the next two rosters, and get it reviewed.",
     ["add-ftl-rule", "disruptive-schedules", "regulatory-scenarios", "code-review", "legality-single-source"])
case("multi-term", "Publish period 7 on Monday: final solve, legality sweep over every crew member, planning's "
     "sign-off, push to the app, then the hotels.",
     ["run-publication", "roster-publication", "solver-runs", "publication-freeze", "crew-hotels"])
case("multi-term", "Build the FSAG pack: join this period's fatigue reports to their duties, strip anything that "
     "names someone, and show which fatigue model version scored those trips.",
     ["fatigue-export", "fatigue-reports", "fatigue-scoring"])
case("multi-term", "Write June's payroll export: sector pay from the actual times, night stop per diems, days off "
     "worked at our request, and get it out before the 20th.",
     ["pay-allowances", "payroll-cutoff"])
case("multi-term", "Add a portal page where crew rank their holiday choices for next year, usable without a mouse "
     "and with a list view for screen readers.",
     ["annual-leave", "portal-accessibility"])
case("multi-term", "Rework opsbridge so that a missing message holds back the later ones for that flight, a retime "
     "re-checks everyone on board, and the hourly resync fills the gaps.",
     ["schedule-messages", "meridian", "legality-single-source"])

# negation: the task goes against a memory, which should be read
case("negation", "put a quick FDP check in the portal's swap screen so it doesn't have to call legality",
     ["legality-single-source", "crew-swaps"])
case("negation", "just give everyone a flat 12 hours between duties wherever they are and count the taxi to the "
     "hotel in it", ["rest-minimums"], ["rest-rules-2016"])
case("negation", "have a planner sign off every swap by hand and close swaps three days out", ["crew-swaps"],
     ["swap-window-72h"])
case("negation", "email the chief pilot whenever someone says they're too tired to fly", ["fatigue-reports"],
     ["fatigue-reports-email"])
case("negation", "store the GP's sick note on the absence record so crew control can see what's wrong",
     ["sickness", "medical-data"])
case("negation", "plan a two-hour captain's extension into the late Jersey rotation so it fits in one duty",
     ["commander-discretion", "fdp-limits"])
case("negation", "rerun April's pay now we've found the per diem bug, payroll already has the month",
     ["payroll-cutoff"])
case("negation", "let crew control push a duty through when the engine says no, they know what they're doing",
     ["audit-trail", "legality-single-source"])
case("negation", "copy last week's production roster into the UAT fixtures so the demo looks real",
     ["test-data", "environments"])

# dependency-chain: a memory with depends_on; the prerequisites are expected too
case("dependency-chain", "the Meridian queue was down for three hours this morning",
     ["replay-meridian", "schedule-messages"], deps=["schedule-messages"])
case("dependency-chain", "HR sent over six new cabin crew starting on the 1st",
     ["new-crew-setup", "qualifications", "inexperienced-pairing"], deps=["qualifications", "inexperienced-pairing"])
case("dependency-chain", "the DPO forwarded a ticket from a first officer who wants everything we hold on him",
     ["run-crew-data-export", "subject-access"], deps=["subject-access"])
case("dependency-chain", "FSAG meets next Thursday and wants their numbers", ["fatigue-export", "fatigue-reports"],
     deps=["fatigue-reports"])
case("dependency-chain", "the CAA approved the new split duty clause, put it in the engine",
     ["add-ftl-rule", "regulatory-scenarios", "legality-single-source", "code-review"],
     deps=["regulatory-scenarios", "legality-single-source", "code-review"])
case("dependency-chain", "it's publication Monday for period 9",
     ["run-publication", "roster-publication", "solver-runs", "publication-freeze", "crew-hotels"],
     deps=["roster-publication", "solver-runs", "publication-freeze", "crew-hotels"])
case("dependency-chain", "we start flying from Inverness with crew based there in the spring",
     ["open-new-base", "acclimatisation", "crew-hotels", "pay-allowances", "feature-flags"],
     deps=["acclimatisation", "crew-hotels", "pay-allowances", "feature-flags"])
case("dependency-chain", "add a column to the assignments table on the Thursday after bid close",
     ["db-migrations", "publication-freeze"], deps=["publication-freeze"])

# zero-match: nothing in the store covers these (some share an incidental word with it)
case("zero-match", "book a meeting room for the crew systems retro", [])
case("zero-match", "the Angular build is slow on the CI runners, can we cache node_modules", [])
case("zero-match", "renew the TLS certificate on the staff intranet", [])
case("zero-match", "order laptops for the two contractors joining in March", [])
case("zero-match", "the office printer in Newcastle keeps jamming", [])
case("zero-match", "set up Renovate to bump the Gradle dependencies weekly", [])
case("zero-match", "what's the guest wifi password at the training centre", [])
case("zero-match", "move our Jira board to the new workflow", [])
case("zero-match", "organise the summer party for the Southampton base", [])
case("zero-match", "upgrade the Kotlin compiler to 2.1 in the app build", [])

# role-isolation: the store's role is crew-systems; crew-control and training memories are hidden
case("role-isolation", "how many times should I ring a standby before moving on to the next name", [],
     ["callout-script"])
case("role-isolation", "what goes on the handover sheet at the 18:00 controller shift change", [], ["day-sheet"])
case("role-isolation", "when should a pilot's sim check be booked before it lapses", [], ["sim-booking"])
case("role-isolation", "how many line checks can we fit into one day at Belfast", [], ["line-check-planning"])
case("role-isolation", "how long is a simulator slot and how many pilots go in each", [], ["sim-booking"])
case("role-isolation", "who's on call for crew systems this week", ["on-call"])
case("role-isolation", "do we get a second person on call during an ATC strike", ["on-call"])
case("role-isolation", "where do the Looker dashboards get their numbers from", ["warehouse"])

# mixed-intent: two topics in one task
case("mixed-intent", "the hotel platform API key got pasted in a Slack thread, and check the portal logs don't have "
     "crew phone numbers in them", ["secrets", "personal-data-logs"])
case("mixed-intent", "trial the new swap screen at one base and make sure screen reader users can get through it",
     ["feature-flags", "portal-accessibility"])
case("mixed-intent", "add tests for the new positioning rule with made-up crew, and who has to approve it",
     ["positioning", "test-data", "code-review", "regulatory-scenarios"])
case("mixed-intent", "old app versions still call the endpoint we want to delete, and crew say the app goes blank "
     "offline", ["app-versions", "crewlink-offline"])
case("mixed-intent", "how long do we keep discretion records, and a pilot has asked for a copy of all his data",
     ["records-retention", "subject-access", "run-crew-data-export"])
case("mixed-intent", "send a push when a trip changes today, and book the hotel for the new night stop",
     ["push-notifications", "roster-changes", "crew-hotels"], ["hotel-booking-desk"])
case("mixed-intent", "deploy the solver fix on the Friday before publication, and what seed did the last run use",
     ["publication-freeze", "solver-runs"])
case("mixed-intent", "crew control can't see today's duties at 5am, and who owns the FTL scheme",
     ["on-day-ops-support", "team-ownership"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
