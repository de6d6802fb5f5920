#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an engineer or a colleague at the housing association would
pass them (pull-request titles, long multi-clause tasks, what a resident or an officer reported)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("hm", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "repairs: emergency jobs made safe within 4 hours and finished within 24, urgent 3 working days, "
     "routine 15", ["repair-priorities"], ["repair-priorities-2019"])
case("exact", "compliance: raise the next lift thorough examination when the certificate is logged, every 6 months",
     ["lifts-water"])
case("exact", "rent: answer DWP landlord verification requests within 5 working days", ["universal-credit"])
case("exact", "print the asbestos register result on the job sheet for homes built before 2000", ["asbestos"])
case("exact", "gateway: sign contractor jobs with the contractor's key and send one contact number only",
     ["contractor-gateway"])
case("exact", "require the section 20 consultation reference on communal jobs over £250 per leaseholder",
     ["service-charges"])
case("exact", "EICR every 5 years and at each new tenancy, C1 and C2 findings remedied within 28 days",
     ["electrical-safety"])
case("exact", "stage 1 complaints acknowledged in 5 working days and answered within 10", ["complaints"],
     ["complaints-three-stage"])
case("exact", "put the recharge for tenant damage on a sundry account in Keystone, not the rent account",
     ["recharges"])
case("exact", "minor adaptations under £1,000 done without an occupational therapist assessment", ["adaptations"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "a tenant says there's black stuff growing on the bedroom wall behind the wardrobe, what do we do",
     ["damp-mould", "handle-damp-report"], ["damp-condensation-advice"])
case("paraphrase", "the boiler in flat 12 packed in on Saturday night and it's below freezing outside",
     ["repair-priorities"], ["repair-priorities-2019"])
case("paraphrase", "the people next door keep asking us who complained about their dog barking", ["asb-cases"])
case("paraphrase", "the Gas Safe engineer has been turned away three times at 14 Mill Lane", ["gas-safety"])
case("paraphrase", "a woman on the ninth floor couldn't get down the stairs on her own if the alarm went off",
     ["evacuation-plans"])
case("paraphrase", "lettings want to give a flat straight to a family fleeing domestic abuse without advertising it",
     ["lettings"])
case("paraphrase", "my new tenant's first year is nearly up, does the system move them onto a full tenancy on its own",
     ["starter-tenancies"])
case("paraphrase", "she's on UC, the DWP money hasn't come through yet and her account says she owes two weeks",
     ["universal-credit", "arrears"], ["arrears-auto-notice"])
case("paraphrase", "how long are we allowed to hang on to the files of people who moved out in 2017", ["retention"])
case("paraphrase", "a leaseholder wants us to come and fix the dripping tap in her kitchen", ["home-types", "recharges"])
case("paraphrase", "the man at 3 Holt Street threatened our joiner with a hammer, how do we warn whoever goes next",
     ["staff-safety-markers"])
case("paraphrase", "an 84 year old asked for a handrail next to her bath", ["adaptations"])
case("paraphrase", "a bungalow has been sitting empty for five weeks since the tenant passed away", ["voids"])
case("paraphrase", "two systems spell the same flat's address differently and the repair history doesn't match up",
     ["identifiers"])

# multi-term: long agent-style tasks
case("multi-term", "Build the damp case screen: open a case from any report, book the surveyor inside 10 working "
     "days, send the written findings, and make it an emergency if there is a baby or an elderly resident in the home.",
     ["damp-mould", "handle-damp-report", "vulnerability", "working-days"], ["damp-condensation-advice"])
case("multi-term", "Do this year's rent change: load the new charges into Keystone, send the notice letters, change "
     "direct debit amounts with proper notice, and post everything on the first Monday of April.",
     ["rent-increase-run", "rent-setting", "payments", "rent-run-freeze"])
case("multi-term", "Onboard Pennine Plumbing: load their price list, issue their gateway keys, map their trades and "
     "postcodes, and push a test job through the sandbox.",
     ["onboard-contractor", "contractor-gateway", "schedule-of-rates", "secrets"])
case("multi-term", "Add a personal evacuation plan form to the app for tower block residents, share the flat and the "
     "help they need with the fire service, and remind them to review it every year.",
     ["evacuation-plans", "fire-safety", "vulnerability", "myhome-conventions"])
case("multi-term", "Parse uploaded gas and electrical certificates in compliance, flag anything overdue on the "
     "dashboard, and never let anyone type a due date in by hand.",
     ["compliance-certificates", "gas-safety", "electrical-safety", "go-conventions"])
case("multi-term", "Let leaseholders see their service charge estimate, the year-end reconciliation and any major "
     "works consultation in the app.",
     ["service-charges", "home-types", "myhome-conventions"])
case("multi-term", "Rework the arrears journey in rent: a phone call and a benefits check first, then a payment plan, "
     "and only an officer can serve notice once the pre-action checklist is done.",
     ["arrears", "universal-credit", "vulnerability"], ["arrears-auto-notice", "payment-arrangements"])
case("multi-term", "Produce this year's tenant satisfaction measures from the warehouse: repairs done on time, safety "
     "checks completed, complaints answered in time.",
     ["tsm-returns", "repair-priorities", "compliance-certificates", "complaints", "warehouse"],
     ["complaints-three-stage", "repair-priorities-2019"])
case("multi-term", "Text the resident the day before their repair visit with the slot they picked, have the operative "
     "ring ahead, and respect how they asked to be contacted.",
     ["appointments", "resident-contact"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "just send the condensation leaflet when someone reports mould and close the case",
     ["damp-mould"], ["damp-condensation-advice"])
case("negation", "let call handlers set the repair category to whatever the tenant asks for", ["repair-priorities"],
     ["repair-priorities-2019"])
case("negation", "auto-generate the possession notice once someone is eight weeks behind", ["arrears"],
     ["arrears-auto-notice"])
case("negation", "send complaints to the residents' panel as a third stage before we mention the ombudsman",
     ["complaints"], ["complaints-three-stage"])
case("negation", "have the app work out the remaining balance on the phone so it works offline",
     ["myhome-conventions"])
case("negation", "store rent balances as floats in the new rent endpoint", ["python-conventions"])
case("negation", "show operatives the resident's mental health diagnosis so they know what they're walking into",
     ["vulnerability"])
case("negation", "insulate the loft at 22 Beck Road straight away, we can sort the ventilation out later",
     ["retrofit"])
case("negation", "query Keystone's database directly for the overnight report, it's quicker than the API",
     ["keystone-hms", "keystone-api-use"])

# dependency-chain: a skill or rule whose prerequisites must come along
case("dependency-chain", "the gas check at 7 Fold Court is three weeks past its date",
     ["overdue-gas-check", "gas-safety", "compliance-certificates"], deps=["gas-safety", "compliance-certificates"])
case("dependency-chain", "the gateway has been down since 11pm and no emergency jobs are reaching contractors",
     ["emergency-line-down", "contractor-gateway", "repair-priorities"],
     deps=["contractor-gateway", "repair-priorities"])
case("dependency-chain", "a resident on Elm Walk has reported mould in the baby's room",
     ["handle-damp-report", "damp-mould", "vulnerability"], ["damp-condensation-advice"],
     deps=["damp-mould", "vulnerability"])
case("dependency-chain", "kick off this year's rent increase",
     ["rent-increase-run", "rent-setting", "payments", "rent-run-freeze"],
     deps=["rent-setting", "payments", "rent-run-freeze"])
case("dependency-chain", "bring Calder Roofing on as a new contractor",
     ["onboard-contractor", "contractor-gateway", "schedule-of-rates", "secrets"],
     deps=["contractor-gateway", "schedule-of-rates", "secrets"])
case("dependency-chain", "the DPO has raised a ticket for a tenant who wants everything we hold on her",
     ["run-sar-export", "subject-access", "keystone-api-use"], deps=["subject-access", "keystone-api-use"])
case("dependency-chain", "ship the new rent statement screen on 10 March", ["deploys", "rent-run-freeze"],
     deps=["rent-run-freeze"])
case("dependency-chain", "plan cavity wall insulation for the 1960s semis in Cawthorne", ["retrofit", "stock-condition"],
     deps=["stock-condition"])

# zero-match: nothing in the store covers it (some share an incidental word with the store)
case("zero-match", "book the meeting room for the team's Christmas lunch", [])
case("zero-match", "claim mileage for the drive to the Leeds conference", [])
case("zero-match", "my laptop keeps dropping off the office wifi", [])
case("zero-match", "renew the SSL certificate on the intranet", [])
case("zero-match", "upgrade Node to 22 on my machine", [])
case("zero-match", "write a Helm chart for the staging Redis", [])
case("zero-match", "order new business cards for the team", [])
case("zero-match", "how do I change my pension contributions", [])
case("zero-match", "the coffee machine on floor two leaks", [])
case("zero-match", "set up an alert for disk space on the build agents", [])

# role-isolation: the store's role is housing-systems; repairs-planning and income-team memories are hidden
case("role-isolation", "which parts should every plumber's van carry as standard", [], ["van-stock"])
case("role-isolation", "can Dave cover two patches this week", [], ["patch-scheduling"])
case("role-isolation", "what goes into the paperwork for next week's possession hearing", [], ["court-bundle"])
case("role-isolation", "do operatives get overtime for a non-emergency job on a Saturday", [], ["patch-scheduling"])
case("role-isolation", "page numbers and proof of service for the court papers", [], ["court-bundle"])
case("role-isolation", "who's on call for housing systems this week", ["on-call"])
case("role-isolation", "do we get extra on-call cover when there's a storm warning", ["on-call"])
case("role-isolation", "where do the Metabase dashboards get their numbers from", ["warehouse"])

# mixed-intent: two topics in one task
case("mixed-intent", "the Keystone API password ended up in a Teams chat, and check no tenant phone numbers are in "
     "the gateway logs", ["secrets", "logging"])
case("mixed-intent", "pilot the new repair booking screen on one patch and make sure it works with TalkBack",
     ["feature-flags", "accessibility"])
case("mixed-intent", "add a test for the new triage questions with some fake residents, and who has to approve it",
     ["test-data", "code-review", "repair-priorities"], ["repair-priorities-2019"])
case("mixed-intent", "UAT sent a text to a real tenant, and a real customer's address turned up in a UAT job",
     ["environments", "test-data"])
case("mixed-intent", "add a column to the ledger table without locking it, in the middle of March",
     ["db-migrations", "rent-run-freeze"])
case("mixed-intent", "text tenants their arrears balance and email the person who reported the noise an update",
     ["resident-contact", "asb-cases"])
case("mixed-intent", "a contractor wants to add £800 of extra work to a job, and could the plasterboard wall have "
     "asbestos in it", ["schedule-of-rates", "asbestos"])
case("mixed-intent", "a shared owner's flat needs a new boiler: whose job is it, and when is the next safety check due",
     ["home-types", "recharges", "gas-safety"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
