#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups and near its proportions, worded as an agent passes a task (pull-request
titles, long multi-clause requests, what the control room or a technician reported), in words other than
the memories' where the group asks for it."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("sk", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "scada-gw: refuse to stamp samples when the gateway clock drifts more than 2 seconds", ["clock-sync"])
case("exact", "dispatch: keep battery state of charge between 10% and 90%", ["battery-soc"])
case("exact", "bat protection stops from April to October below 5.5 m/s", ["bat-curtailment"])
case("exact", "remote reset at most three times in 24 hours, never for safety alarms", ["alarm-reset"])
case("exact", "build the monthly PPA invoices from metered export", ["ppa-invoicing", "metered-vs-scada"])
case("exact", "feat(console): night noise mode schedule 23:00-07:00", ["noise-modes"])
case("exact", "store a correction as a corrected series, raw telemetry stays append-only",
     ["raw-data-immutable"])
case("exact", "estimate lost energy from nacelle wind speed and the measured power curve", ["lost-energy"])
case("exact", "aviation light failure must be reported within 15 minutes", ["aviation-lights"])
case("exact", "quarterly royalty statements for landowners", ["quarterly-royalties", "landowner-royalties"])
case("exact", "turbines within 250 m of a footpath restart after ice only after a visual check",
     ["ice-shutdown"])
case("exact", "energy-based availability under the Nordvind agreement", ["availability"],
     ["availability-time-based"])
case("exact", "gateway client certificate renewed at 60 days", ["gateway-certificates"])
case("exact", "workorders: no check-in without a permit-to-work number for HV work", ["permit-to-work"])
case("exact", "historian keeps one-second samples for 90 days", ["historian-retention"], ["retention-30-days"])
case("exact", "dispatch turns merchant sites to zero when the day-ahead price is negative", ["negative-prices"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "a farmer rang saying the quarterly cheque looks smaller than what his lease promises per "
     "megawatt", ["landowner-royalties", "quarterly-royalties"])
case("paraphrase", "someone in the valley says the machines were droning loudly at 2am last Tuesday",
     ["noise-complaints", "noise-modes"])
case("paraphrase", "the kit at the top of the hill kept its readings on the box while the fibre was cut, how do "
     "we get them up", ["backfill-gap", "gateway-buffer"])
case("paraphrase", "we lost an hour of readings at Glenrigg, can we just draw a straight line through it",
     ["telemetry-gaps"])
case("paraphrase", "the supermarket says our bill for last month used the wrong numbers",
     ["ppa-invoicing", "metered-vs-scada"])
case("paraphrase", "the night shift can't tell a red icon from an amber one on the big screen",
     ["console-accessibility"])
case("paraphrase", "the energy in the half-hour after midnight on the last Sunday of October landed in the "
     "wrong slot", ["settlement-periods", "utc-timestamps", "market-time-tests"])
case("paraphrase", "how many times can we kick a tripped machine back on from the office before somebody has to "
     "drive out", ["alarm-reset"])
case("paraphrase", "can the turbine maker have our price data to help them plan their visits",
     ["oem-data-sharing"])
case("paraphrase", "the engineer's phone has no bars at the bottom of the tower and the job list is blank",
     ["offline-app"])
case("paraphrase", "a farmer emailed new account details for his rent payments", ["landowner-bank-details"])
case("paraphrase", "the system operator told Hartlaw to back off and nothing happened for five minutes",
     ["grid-instructions", "missed-instruction"])
case("paraphrase", "a blade got hit during last night's thunderstorm", ["lightning"])
case("paraphrase", "the flashing red lamps on top of the Stronach towers went dark", ["aviation-lights"])
case("paraphrase", "how much does the council's village pot get from each farm", ["community-fund"])
case("paraphrase", "why do turbines behind the front row make less", ["wake-effects"])
case("paraphrase", "it's freezing fog at Kilbride Moor and the walkers' path runs under T04",
     ["ice-shutdown"])
case("paraphrase", "the airport wants Stronach to pause when planes come in", ["radar-mitigation"])
case("paraphrase", "where do we write the steps the person who gets woken up should follow", ["runbooks"])
case("paraphrase", "a lorry with a 60 m blade needs to come up the farm track next week", ["abnormal-loads"])

# multi-term: several concerns in one long task
case("multi-term", "Build the battery schedule optimiser: keep enough charge for the frequency contract we sold, "
     "stay under the warranty's daily cycling, never run it flat or full, and declare any shortfall before the "
     "half-hour starts.", ["battery-soc", "battery-cycles", "frequency-response", "settlement-periods"])
case("multi-term", "Rework how the control room turns a site down: the request should go through dispatch, be "
     "broken into steps so we don't drop output too fast, and be refused while a technician is inside a turbine.",
     ["setpoint-authority", "ramp-rates", "lockout"])
case("multi-term", "Write the monthly claim to the grid operator for the energy they made us throw away: pull "
     "their instruction ids, work out what each machine would have made, and skip the network operator's "
     "export cuts since those aren't paid.",
     ["curtailment-claims", "lost-energy", "curtailment-claim-run"])
case("multi-term", "Add a new bat-protection condition for Carn Dubh from the planning officer: store it with its "
     "planning reference, schedule the stops after dusk, try it on the bench controller, and check the reported "
     "modes for a week.", ["new-consent-condition", "bat-curtailment", "consent-conditions", "test-data"])
case("multi-term", "Put the historian on a new Timescale version: the schema change on the big one-second table, "
     "a tested restore first, and do it in the allowed hours.",
     ["db-migrations", "historian-backups", "deploy-window", "historian-schema"])
case("multi-term", "We need a new offtaker set up, a distillery at Loch Ossian: load their contract's meter and "
     "price, give them their own login for their data only, and send a trial bill from last month.",
     ["onboard-offtaker", "offtakers", "partner-api-keys", "ppa-invoicing"])
case("multi-term", "Make the technician app's photo upload better: keep full resolution, only use mobile data "
     "when a shot is marked urgent, queue everything while there's no signal, and tag each photo with blade and "
     "position.", ["inspection-photos", "offline-app"])
case("multi-term", "Add a data freshness alert per site that wakes the on-call engineer after twenty minutes "
     "without records, with a page of what to check first, and don't put anyone's name in the alert.",
     ["observability", "on-call", "runbooks", "logging"])
case("multi-term", "Port the Halden Modbus poller to the new gateway board: cross-compile without C bindings, "
     "update the Modbus library only after a bench run, and send it to Fellside before the other sites.",
     ["scada-protocols", "go-toolchain", "dependency-updates", "release-train"])
case("multi-term", "Please set up staging for the new dispatch release: last month's recorded data replayed, "
     "the trader's sandbox not the real one, and absolutely nothing talking to a live farm or the grid operator.",
     ["test-data", "environments"])
case("multi-term", "The contractor company's engineers need access to the maintenance app for the two Halden "
     "farms only, signing in with two factors, and their accounts should lapse when the contract ends.",
     ["independent-service", "sso-mfa"])
case("multi-term", "For the warranty shortfall claim against the turbine maker: compute availability our way with "
     "the contract exclusions, list the stops, and hold the power curve claim until a proper test is done.",
     ["warranty-claims", "availability", "power-curve"], ["availability-time-based"])
case("multi-term", "Rebuild the imbalance report: compare what the meters say we exported with our final traded "
     "position each half hour, wait for the market's settlement run, and get the period numbers right on clock "
     "change days.", ["imbalance", "metered-vs-scada", "settlement-periods", "market-time-tests"])
case("multi-term", "New console screen for landowners' payments: only finance can see bank details, changes need "
     "a phone check, and the statement should show how the amount was worked out.",
     ["landowner-bank-details", "landowner-royalties"])
case("multi-term", "Ship the dark theme for the control room screen behind a toggle, first on the bench rig, and "
     "make sure alarm states also show an icon and a word.", ["console-accessibility", "feature-flags"])
case("multi-term", "When the drone company sends the blade survey, load the pictures per blade, score the damage, "
     "raise jobs for the worst ones and compare with two years ago.",
     ["blade-inspection", "inspection-photos", "service-schedule"])

# negation: the task asks for what a memory forbids, or the old way
case("negation", "let console send the setpoint straight to the site gateway to save a hop",
     ["setpoint-authority"])
case("negation", "fill missing ten-minute records from the Windcast forecast so the report has no holes",
     ["telemetry-gaps"])
case("negation", "add an endpoint in scada-gw to raise the cut-out wind speed on the N117s",
     ["controller-parameters", "storm-shutdown"])
case("negation", "deploy the gateway change on Friday evening when the control room is quiet", ["deploy-window"],
     ["deploy-fridays"])
case("negation", "compute availability as hours the turbine could run over hours in the month", ["availability"],
     ["availability-time-based"])
case("negation", "email the day-ahead spreadsheet to the trader like we used to", ["bid-submission", "manual-bid"],
     ["bids-by-email"])
case("negation", "invoice the water utility from SCADA energy since the meter file is late", ["metered-vs-scada",
     "ppa-invoicing"])
case("negation", "let the cloud open an SSH session into the site gateway for quicker debugging",
     ["ot-network"])
case("negation", "use the technicians' GPS history in their yearly review", ["technician-location"])
case("negation", "pull the Metgrid CSV from SFTP at 6am for tomorrow's bids", ["forecast-vendor"],
     ["forecast-metgrid"])
case("negation", "overwrite the wrongly scaled meter readings in the historian with the fixed ones",
     ["raw-data-immutable"])

# dependency-chain: a task that needs a memory and what it builds on
case("dependency-chain", "we just bought a wind farm in Caithness and need it on the platform",
     ["onboard-site", "signal-names", "gateway-certificates", "ot-network", "consent-conditions"],
     deps=["signal-names", "gateway-certificates", "ot-network", "consent-conditions"])
case("dependency-chain", "the trader's API has been timing out since ten and gate closure is coming",
     ["manual-bid", "bid-submission"], deps=["bid-submission"])
case("dependency-chain", "the historian database got corrupted overnight",
     ["restore-historian", "historian-backups", "gateway-buffer"], deps=["historian-backups", "gateway-buffer"])
case("dependency-chain", "T12 at Minch Hill is coming down for good after the gearbox fire",
     ["decommission-turbine", "historian-retention"], deps=["historian-retention"])
case("dependency-chain", "the clocks go back on Sunday", ["clock-change", "market-time-tests", "noise-modes"],
     deps=["market-time-tests", "noise-modes"])
case("dependency-chain", "Blackhope's gateway says its cert runs out in nine days and auto-renew failed",
     ["rotate-gateway-cert", "gateway-certificates", "ot-network"], deps=["gateway-certificates", "ot-network"])
case("dependency-chain", "it's the third working day, bills to the offtakers",
     ["month-end-invoices", "ppa-invoicing", "metered-vs-scada"], deps=["ppa-invoicing", "metered-vs-scada"])
case("dependency-chain", "we need to add a gearbox oil temperature reading from the Halden machines",
     ["add-signal", "signal-names", "units-rule"], deps=["signal-names", "units-rule"])
case("dependency-chain", "the battery maker wants this month's usage figures",
     ["battery-warranty-report", "battery-cycles"], deps=["battery-cycles"])
case("dependency-chain", "end of month, time to send the compensation file for last month's instructions",
     ["curtailment-claim-run", "curtailment-claims", "lost-energy"], deps=["curtailment-claims", "lost-energy"])
case("dependency-chain", "release branch is cut on Thursday", ["cut-release", "release-train", "deploy-window"],
     deps=["release-train", "deploy-window"])

# zero-match: chores and engineering the store says nothing about
case("zero-match", "book the minibus for the team away day in Pitlochry", [])
case("zero-match", "migrate the marketing website from WordPress to Hugo", [])
case("zero-match", "add a Slack bot that posts the canteen menu", [])
case("zero-match", "write a Terraform module for the new data science sandbox", [])
case("zero-match", "order new high-vis jackets for the office visitors", [])
case("zero-match", "renew the company's van insurance", [])
case("zero-match", "translate the careers page into Gaelic", [])
case("zero-match", "benchmark two JSON libraries for the internal HR tool", [])
case("zero-match", "plan the Christmas party at the Dunmere office", [])
case("zero-match", "fix the wifi in the meeting room on the second floor", [])
case("zero-match", "set up a GPU cluster to train an image classifier for the marketing team", [])

# role-isolation: the store's role is platform; control-room and field memories are hidden
case("role-isolation", "what do I tell the incoming night shift at seven", [], ["shift-handover"])
case("role-isolation", "how many people have to go up a tower together", [], ["climb-procedure", "callout"])
case("role-isolation", "steps before crawling into the rotor hub", [], ["hub-entry"])
case("role-isolation", "who flips the 33 kV breaker and how", [], ["hv-switching"])
case("role-isolation", "can I stop a turbine from console while I investigate a bug", ["platform-role-note",
     "remote-stop"])
case("role-isolation", "who can give me the admin role in console", ["console-roles"])
case("role-isolation", "can I open a shell on the Tarbrax gateway to look at the poller", ["prod-debugging",
     "ot-network"])
case("role-isolation", "how does a new gateway image get onto a site", ["gateway-images"])
case("role-isolation", "an alarm just came in on T03, what does the desk do first", [], ["alarm-triage"])

# mixed-intent: two topics in one task
case("mixed-intent", "the trader's OAuth secret ended up in a pull request, and check whether dispatch logs the "
     "landowners' names", ["secrets", "logging"])
case("mixed-intent", "the supermarket wants its green certificates for March and a copy of its contract price",
     ["certificate-claims", "offtakers"])
case("mixed-intent", "T09 tripped on overspeed twice tonight; also who's on the pager this week",
     ["alarm-reset", "on-call"])
case("mixed-intent", "add a column for the noise mode to the ten-minute table without locking it, and ship it "
     "Tuesday", ["db-migrations", "historian-schema", "deploy-window", "cut-release"])
case("mixed-intent", "the network operator cut Tarbrax's export this morning; does that go in the compensation "
     "claim, and how do we label it", ["curtailment-claims", "curtailment-types", "substations"])
case("mixed-intent", "the new app version broke the lock-out check on old phones, and the fleet view takes five "
     "seconds to draw", ["mobile-releases", "lockout", "console-performance"])
case("mixed-intent", "bump the pinned OPC UA client for a CVE; and the settlements code uses floats for pounds",
     ["dependency-updates", "python-tooling"])
case("mixed-intent", "a technician twisted an ankle on the ladder at Rowantree, and the rescue tag date is missing "
     "from the app", ["safety-incidents"], ["rescue-kit"])
case("mixed-intent", "prices go below zero tomorrow afternoon and Hartlaw is on the water utility's contract",
     ["negative-prices", "offtakers"])
case("mixed-intent", "the shadow hours for Mrs Reid's house are near the limit, and where do we keep the houses' "
     "coordinates", ["shadow-flicker", "gis-coordinates"])
case("mixed-intent", "the vibration alerts from the OEM monitoring should open jobs, and the error screen only "
     "shows code 4711", ["condition-monitoring", "error-messages"])
case("mixed-intent", "Nordvind asks for a new field in our export API and wants it renamed from turbine to asset",
     ["api-versioning", "oem-data-sharing"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
