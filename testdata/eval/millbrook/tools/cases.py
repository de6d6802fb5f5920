#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an agent would pass them (pull-request titles, long
multi-clause tasks, indirect descriptions)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("mb", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "tariffs/2027.yaml: add the 2027-28 charging year and rerun tariffCheck", ["tariff-changes"])
case("exact", "meter-ingest: dedupe hourly reads on meter serial and timestamp", ["meter-reads-ingest"])
case("exact", "GOV.UK Notify template for the new reminder letter, plus its cy version", ["customer-notifications"],
     ["textlocal-sms"])
case("exact", "GoCardless mandate: change the collection date for an account", ["direct-debit"], ["bacs-bureau-direct-debit"])
case("exact", "minimum night flow for a DMA whose boundary valves were left open", ["dma-leakage"])
case("exact", "fix(returns): regenerate the 2025 Ofwat return figures from the frozen snapshot", ["regulatory-returns"])
case("exact", "EDM spill counting with the 12/24 method", ["overflow-monitoring"])
case("exact", "Flyway migration V202603011200__add_tariff_band.sql for billing-engine", ["billing-migrations"])
case("exact", "supply_zone_properties is missing properties after last night's gis-sync", ["affected-properties"])
case("exact", "CMOS rejections from this morning's 10:00 batch", ["cmos-transactions"])
case("exact", "Guaranteed Standards Scheme credit for a 14-hour interruption", ["gss-compensation"], ["gss-manual-cheques"])
case("exact", "telemetry-bridge: load the historian CSV drop folder every 5 minutes", ["telemetry-bridge"],
     ["historian-odbc-pull"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "a customer says her meter has been ticking over all weekend with nobody home; should we be telling "
     "people about that automatically?", ["continuous-flow-alerts"])
case("paraphrase", "can we switch off the water at a house that hasn't paid anything for two years", ["no-domestic-disconnection"])
case("paraphrase", "what should the bill say when nobody has managed to read the meter for a year", ["estimated-reads"])
case("paraphrase", "a lady on home dialysis lives on the street where the main burst, what has to happen for her",
     ["priority-services-register"])
case("paraphrase", "making the list of who needs to hear about tomorrow's pipe repair on Church Lane; is picking them by "
     "postcode fine?", ["affected-properties", "supply-interruption-notices"])
case("paraphrase", "the lab sent back a sample with too much lead in it, what is supposed to happen in our systems",
     ["quality-failures"])
case("paraphrase", "someone rang the contact centre asking for everything we hold about them", ["customer-data-requests"])
case("paraphrase", "how hard is the water at my address, and where does the number on the website come from",
     ["water-hardness"])
case("paraphrase", "the public chart of sewage going into the river is running an hour or two behind, is that ok",
     ["overflow-publication"])
case("paraphrase", "what has to be clean before my change to the account pages can be merged", ["elixir-style", "ci-pipeline"])
case("paraphrase", "customers were charged a penny or two too much on several lines of their bill, looks like a rounding "
     "thing", ["bill-rounding"])
case("paraphrase", "stop the nightly job deleting closed accounts after only five years", ["data-retention"])
case("paraphrase", "page whoever is on call when Hollins reservoir drops quickly, using the telemetry we already have in "
     "Snowflake", ["operational-alarms"])
case("paraphrase", "a tenant moved out last Friday and a new family moves in on Monday; how do the bills get split",
     ["change-of-occupier"])

# multi-term: long agent-style tasks
case("multi-term", "Build the flow for a planned valve replacement in the Ashby DMA next Thursday: work out which homes "
     "lose water, send them the notice in time, and make sure anyone who needs extra help is looked after.",
     ["affected-properties", "supply-interruption-notices", "priority-services-register"])
case("multi-term", "Add a section to My Account that shows customers the history of their possible-leak alerts; it has "
     "to work with screen readers and must not put account numbers in the logs.",
     ["continuous-flow-alerts", "portal-accessibility", "logging-personal-data"])
case("multi-term", "We need to rework the leak ranking so it uses the acoustic logger spread as well as night flow; "
     "change the thresholds and show that it still finds real leaks.",
     ["leak-detection-model", "acoustic-loggers", "dma-leakage"])
case("multi-term", "Publish last year's overflow spill counts as a downloadable dataset with a data dictionary, and make "
     "sure nothing sensitive about site locations goes out.", ["open-data", "overflow-monitoring"])
case("multi-term", "Add a column for the social tariff band to the billing database, backfill it, and show the discount as "
     "its own line on the bill.", ["billing-migrations", "payment-plans", "bill-rounding"])
case("multi-term", "The wholesale team says business meter reads reach the market operator late; fix the export so "
     "business supply points are sent within the deadline.",
     ["non-household-market", "cmos-transactions", "meter-reads-ingest"])
case("multi-term", "Prepare the annual drinking water figures for the regulator: pull in the lab results, freeze the "
     "numbers and make sure each one can be reproduced later.", ["regulatory-returns", "lims-bridge", "warehouse"])
case("multi-term", "Roll the redesigned bill PDF out to 10% of customers first, get it reviewed properly since it touches "
     "the billing engine, and ship it to production the current way.", ["feature-flags", "code-review", "deploys"],
     ["jenkins-deploys"])
case("multi-term", "Set up a dbt mart of leakage per DMA per night that the returns can use later, with its keys tested "
     "and no personal data in it.", ["warehouse", "dma-leakage"])
case("multi-term", "A storm is forecast for the weekend and we have a meter-ingest fix half done; can it go out on Friday "
     "afternoon, and who do we call if ingest falls over on Saturday?", ["severe-weather-freeze", "deploys", "on-call"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "send the interruption SMS with the Textlocal helper like last time", ["customer-notifications"],
     ["textlocal-sms"])
case("negation", "upload tomorrow's Bacs file to the bureau SFTP", ["direct-debit"], ["bacs-bureau-direct-debit"])
case("negation", "query PI directly over ODBC so the dashboard is more up to date", ["telemetry-bridge"],
     ["historian-odbc-pull"])
case("negation", "trigger the deploy-billing-engine Jenkins job for the hotfix", ["deploys"], ["jenkins-deploys"])
case("negation", "export the compensation claims spreadsheet so finance can post the cheques", ["gss-compensation"],
     ["gss-manual-cheques"])
case("negation", "auto-close the water quality event once the re-sample comes back clean", ["quality-failures"])
case("negation", "add a flag so collections can restrict the supply of customers who ignore three reminders",
     ["no-domestic-disconnection"])
case("negation", "hide the Riverside overflow spills while the monitor is being checked, they look bad",
     ["overflow-publication"])
case("negation", "just fix the typo in this year's tariff file directly, the year has already started", ["tariff-changes"])

# dependency-chain: a skill or rule whose prerequisites must come along
case("dependency-chain", "issue a boil water notice for the Kelby zone",
     ["boil-water-notice", "affected-properties", "customer-notifications"],
     deps=["affected-properties", "customer-notifications"])
case("dependency-chain", "send this week's CMOS read transactions", ["cmos-transactions", "non-household-market"],
     deps=["non-household-market"])
case("dependency-chain", "retune the leak detection thresholds", ["leak-detection-model", "dma-leakage"], deps=["dma-leakage"])
case("dependency-chain", "add a billing-engine migration for the new payment method table",
     ["billing-migrations", "bill-run-freeze"], deps=["bill-run-freeze"])
case("dependency-chain", "set up next year's tariffs", ["tariff-changes", "bill-rounding"], deps=["bill-rounding"])
case("dependency-chain", "put a new spill on the overflow map", ["overflow-publication", "overflow-monitoring"],
     deps=["overflow-monitoring"])
case("dependency-chain", "handle an erasure request from a former customer", ["customer-data-requests", "data-retention"],
     deps=["data-retention"])
case("dependency-chain", "close a move-out with its final bill", ["change-of-occupier", "estimated-reads"],
     deps=["estimated-reads"])
case("dependency-chain", "notify customers of an unplanned burst in the Tolley DMA",
     ["supply-interruption-notices", "affected-properties", "customer-notifications"],
     deps=["affected-properties", "customer-notifications"])

# zero-match: nothing in the store covers it (some share an incidental word with the store)
case("zero-match", "book a van for the depot open day", [])
case("zero-match", "claim mileage for my site visit to the treatment works", [])
case("zero-match", "renew my first aid certificate", [])
case("zero-match", "order a new hard hat and hi-vis jacket", [])
case("zero-match", "how do I swap two of my annual leave days", [])
case("zero-match", "the canteen microwave is broken again", [])
case("zero-match", "write a Helm chart for a Redis cluster", [])
case("zero-match", "translate the careers page into Polish", [])
case("zero-match", "set up the VPN on my laptop so I can work from home", [])
case("zero-match", "plan the Christmas party for the network data team", [])

# role-isolation: the store's role is digital; ot and field memories are hidden
case("role-isolation", "flash the new firmware onto the Ashby booster RTU", [], ["rtu-firmware"])
case("role-isolation", "change the pump start level at Kelby reservoir from our integration", [], ["pump-setpoints"])
case("role-isolation", "push the new field app build to every depot through Intune", [], ["field-app-release"])
case("role-isolation", "what happens when two crews edit the same job while offline", [], ["field-offline-sync"])
case("role-isolation", "give the vendor remote access to the SCADA servers for the upgrade", [], ["ot-network"])
case("role-isolation", "how does signing in to My Account work", ["portal-stack"])
case("role-isolation", "keyboard-only users can't reach the pay button on the bill page", ["portal-accessibility"])
case("role-isolation", "the outage map on the website still shows an incident we closed", ["service-status-map"])

# mixed-intent: two topics in one task
case("mixed-intent", "rotate the GoCardless key someone pasted in Slack and check the payment logs don't contain bank "
     "details", ["secrets", "logging-personal-data"])
case("mixed-intent", "add a job type for hydrant flushing and a field form for it", ["work-orders-api"], ["field-forms"])
case("mixed-intent", "add water hardness to the developer API and deprecate the old v1 endpoint",
     ["water-hardness", "developer-api"])
case("mixed-intent", "send the move-in welcome letter in Welsh and English and open the new account",
     ["customer-notifications", "change-of-occupier"])
case("mixed-intent", "the complaint about an estimated bill has been open 12 days; also find out why it was estimated three "
     "times in a row", ["complaints", "estimated-reads"])
case("mixed-intent", "add the acoustic logger locations to the GIS mirror and publish them as open data",
     ["acoustic-loggers", "gis-asset-register", "open-data"])
case("mixed-intent", "ktlint fails on my billing-engine branch and the golden bills changed", ["kotlin-style", "ci-pipeline"])
case("mixed-intent", "a customer in arrears wants a payment plan and to be on the priority register for her son's oxygen "
     "equipment", ["payment-plans", "priority-services-register"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
