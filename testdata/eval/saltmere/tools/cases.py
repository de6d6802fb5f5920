#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an agent or a colleague would pass them (pull-request
titles, long multi-clause tasks, indirect descriptions)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("sm", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "validate the ISO 6346 check digit on container numbers in the booking form", ["container-numbers"])
case("exact", "reefer/: alert the technician when a reading is more than 2 °C from the setpoint",
     ["reefer-monitoring", "reefer-alarms"])
case("exact", "send a CODECO to the shipping line within 15 minutes of every gate-out", ["gate-move-reports"])
case("exact", "export cut-off for dangerous goods is 48 hours before the vessel's ETA", ["export-cutoff"])
case("exact", "wind stop: halt quay cranes above 50 km/h from the anemometer feed", ["wind-stop"])
case("exact", "yard access permit: dispatch no machine moves into a stack block while a person is in it", ["yard-access"])
case("exact", "reject a BAPLIE stowage plan older than the vessel's last port", ["stowage-plans"])
case("exact", "haulier API key rate limit of 10 requests a second on /v2", ["haulier-api"])
case("exact", "show only the last 2 digits of the release PIN in the portal", ["release-pins"])
case("exact", "out-of-gauge flat-rack booked as special cargo 72 hours ahead", ["out-of-gauge"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "a lorry turned up an hour and a half after its booked time, can it still come in", ["gate-appointments"])
case("paraphrase", "the fridge box full of salmon got warm overnight, how would we prove to the insurer what the "
     "temperature was", ["reefer-monitoring"])
case("paraphrase", "customs want to x-ray a box, can the haulier take it anyway if they're in a hurry", ["customs-holds"])
case("paraphrase", "the driver borrowed his mate's access card to get in", ["port-passes"])
case("paraphrase", "how long before we start charging the cargo owner for leaving an import sitting in the yard",
     ["storage-charges"], ["storage-free-days-old"])
case("paraphrase", "a box of fireworks is coming off the ship next week, where do we put it", ["dangerous-goods"])
case("paraphrase", "the shipper says the box weighs 20 tonnes but our scale says 23", ["vgm"])
case("paraphrase", "it's blowing a gale, why have the cranes stopped working", ["wind-stop"])
case("paraphrase", "the union rep asks whether management can see how many lifts each crane driver did",
     ["operator-privacy"])
case("paraphrase", "a ship is running half a day behind, does it keep its slot at the quay", ["berth-windows"])
case("paraphrase", "a driver wants to know what personal details we hold about him", ["driver-data"])
case("paraphrase", "the camera couldn't read the box number clearly, who checks it", ["gate-ocr"])

# multi-term: long agent-style tasks
case("multi-term", "Build the exit-lane flow: check the booking, compare the camera's read of the box number with what "
     "was booked, verify the release code and block anything customs hasn't cleared.",
     ["gate-out-checks", "gate-ocr", "release-pins", "customs-holds"])
case("multi-term", "Add a Polish and Romanian version of the slot-booking page and make sure it works with a screen "
     "reader and the keyboard.", ["portal-languages", "accessibility", "booking-portal"])
case("multi-term", "Text drivers when their slot moves because the cranes stopped for wind, in their own language, "
     "without logging their phone numbers.", ["driver-sms", "wind-stop", "portal-languages", "logging-personal-data"])
case("multi-term", "Onboard a new shipping line: exchange EDI with them securely, load their stowage plans before the "
     "vessel arrives, and report gate moves to them.",
     ["edi-transport", "stowage-plans", "gate-move-reports", "edi-messages"], ["edi-ftp"])
case("multi-term", "Show a productivity dashboard for each vessel call with moves per crane hour, and make sure it can't "
     "be used against individual drivers.", ["crane-productivity", "operator-privacy", "dashboards"])
case("multi-term", "Price storage for an import box held by customs for a week, invoice the cargo owner, and correct "
     "a mistake on the invoice afterwards.", ["storage-charges", "invoicing", "customs-holds"],
     ["storage-free-days-old", "credit-notes"])
case("multi-term", "Make a reefer alarm show up as a job in the yard app with the box's position, and escalate boxes "
     "that lost power.", ["reefer-alarms", "reefer-monitoring", "yard-app"])
case("multi-term", "Expose container status to the hauliers' transport systems through the API with a new optional "
     "field, without breaking anything that already uses it.", ["haulier-api", "api-versioning"])
case("multi-term", "Accept dangerous goods exports at the gate: check the declaration has arrived, enforce the earlier "
     "cut-off, and keep them in the right block.", ["dg-declarations", "dangerous-goods", "export-cutoff"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "bring back the FTP folders for the new partner's EDI files", ["edi-transport"], ["edi-ftp"])
case("negation", "give each straddle carrier a shared login again so drivers don't need their badges",
     ["driver-login"], ["shared-machine-logins"])
case("negation", "charge storage from day 6 for all imports", ["storage-charges"], ["storage-free-days-old"])
case("negation", "let the yard app mark a move complete as soon as the driver taps done", ["twistlock-confirmation"])
case("negation", "allow the gate supervisor to lift a customs hold from the admin screen", ["customs-holds"])
case("negation", "machine-translate the Romanian SMS templates to save time", ["portal-languages", "driver-sms"])
case("negation", "rename the containerNo field in the /v2 status response", ["api-versioning", "haulier-api"])
case("negation", "store the invoice amounts as a double in tos-bridge", ["java-conventions"])

# dependency-chain: a skill or rule whose prerequisites must come along
case("dependency-chain", "let a loaded truck out of the exit lane", ["gate-out-checks", "release-pins", "customs-holds"],
     deps=["release-pins", "customs-holds"])
case("dependency-chain", "report a gate-in to the shipping line", ["gate-move-reports", "edi-messages"],
     deps=["edi-messages"])
case("dependency-chain", "accept a dangerous goods declaration for an export box", ["dg-declarations", "dangerous-goods"],
     deps=["dangerous-goods"])
case("dependency-chain", "deploy the new gate release to production", ["deploys", "peak-freeze"], deps=["peak-freeze"])
case("dependency-chain", "handle a reefer alarm for an unplugged box", ["reefer-alarms", "reefer-monitoring"],
     deps=["reefer-monitoring"])
case("dependency-chain", "publish crane productivity per vessel call", ["crane-productivity", "operator-privacy"],
     deps=["operator-privacy"])
case("dependency-chain", "add a field to the hauliers' API", ["haulier-api", "api-versioning"], deps=["api-versioning"])
case("dependency-chain", "run an integration test replaying last week's vessel call", ["testing-with-sim", "environments"],
     deps=["environments"])

# zero-match: nothing in the store covers it (some share an incidental word with the store)
case("zero-match", "book a meeting room for the quarterly town hall", [])
case("zero-match", "claim expenses for the train to the logistics conference", [])
case("zero-match", "set up a Kafka consumer for the council's air quality sensors", [])
case("zero-match", "order new hi-vis jackets for the office staff", [])
case("zero-match", "renew the SSL certificate for the staff intranet", [])
case("zero-match", "write a Terraform module for a Redis cluster", [])
case("zero-match", "how do I book annual leave over Easter", [])
case("zero-match", "the canteen coffee machine is broken", [])
case("zero-match", "update my bank details for payroll", [])
case("zero-match", "migrate the HR recruitment site to WordPress 6", [])

# role-isolation: the store's role is digital; marine and finance memories are hidden
case("role-isolation", "order a pilot for the vessel arriving at the fairway buoy tonight", [], ["pilot-booking"])
case("role-isolation", "how many linesmen do we need to moor a 320 m ship", [], ["mooring-gang"])
case("role-isolation", "does a 360 m vessel need three tugs to berth", [], ["tug-allocation"])
case("role-isolation", "approve a £700 credit note for a haulier", [], ["credit-notes"])
case("role-isolation", "enter next year's rates in the tariff table", [], ["tariff-changes"])
case("role-isolation", "which design system package should the new slot picker use", ["frontend-stack"])
case("role-isolation", "how is the yard app pushed to the tablets", ["mobile-stack"])
case("role-isolation", "what Android version does the yard app have to support", ["mobile-stack"])

# mixed-intent: two topics in one task
case("mixed-intent", "rotate the AS2 certificate someone pasted in Slack and check the new partner's test interchange",
     ["secrets", "edi-transport"], ["edi-ftp"])
case("mixed-intent", "a flat-rack arrived at the gate and the camera didn't read it, and it needs special lifting in "
     "the yard", ["gate-ocr", "out-of-gauge"])
case("mixed-intent", "a haulier's driver was late for his slot, and he also wants to know why his box still shows a "
     "customs hold", ["gate-appointments", "customs-holds"])
case("mixed-intent", "add the truck turnaround time to Grafana and store the gate timestamps properly",
     ["dashboards", "timestamps"])
case("mixed-intent", "the weighbridge flagged an export box and it's now past cut-off", ["vgm", "export-cutoff"])
case("mixed-intent", "an empty for export needs releasing and the rail manifest for tonight's train is missing",
     ["empty-depot", "rail-terminal"])
case("mixed-intent", "add a Flyway migration for storage charge lines and get it reviewed properly since it touches "
     "customs holds", ["java-conventions", "code-review", "storage-charges"], ["storage-free-days-old"])
case("mixed-intent", "a contractor needs to walk into block C to fix a light, and wants a visitor pass at the gate",
     ["yard-access", "port-security"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
