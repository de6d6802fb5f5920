#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an agent or a colleague would pass them (pull-request
titles, long multi-clause tasks, indirect descriptions)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("bf", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "compute a product's allergens from its recipe ingredients and their supplier specs", ["allergen-matrix"])
case("exact", "labels/: print BEST BEFORE or USE BY from the product's shelf life in days", ["date-codes"])
case("exact", "block the next batch in mes until the allergen swab after a changeover clean is signed off",
     ["allergen-changeover"])
case("exact", "metal detector test pieces: ferrous 2.0 mm, non-ferrous 2.5 mm, stainless 3.5 mm every hour",
     ["metal-detection"])
case("exact", "oven exit core temperature CCP: record three probe readings every 30 minutes", ["oven-ccp"])
case("exact", "validate the SSCC check digit on pallet labels and never reuse one", ["pallet-labels"])
case("exact", "send the advance shipping notice to the depot before the van leaves", ["asn"])
case("exact", "orders/: freeze tomorrow's orders at the 13:00 cut-off", ["order-cutoff"], ["order-cutoff-old"])
case("exact", "line-bridge: 2-second timeout on every OPC UA call and read back setpoint writes", ["dotnet-conventions"])
case("exact", "allocate a GTIN from our GS1 company prefix for the new 400 g loaf", ["gtin-allocation"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "the sesame rolls just finished and plain rolls are next on the same line, what has to happen first",
     ["allergen-changeover"])
case("paraphrase", "a loaf came out of the oven not hot enough in the middle, what happens to the bread baked before it",
     ["oven-ccp", "product-holds"])
case("paraphrase", "a batch mixed at half past one in the morning, which day's date goes on it", ["production-day"])
case("paraphrase", "a supermarket found a pack with the wrong sticker, how do we work out which shops got that lot",
     ["batch-traceability", "recall-procedure"])
case("paraphrase", "our driver got to the supermarket warehouse 40 minutes after the booked time", ["depot-slots"])
case("paraphrase", "the fridge in the cake van failed for an hour on the way to the depot", ["chilled-transport"])
case("paraphrase", "someone wants to tweak how much salt goes into the white bloomer", ["recipe-versions"],
     ["recipe-spreadsheets"])
case("paraphrase", "a tablet screen cracked on the packing line", ["glass-plastics"])
case("paraphrase", "I need to go into the cream cake room to fix a scanner", ["high-care"])
case("paraphrase", "the loaves keep coming out a few grams heavier than the 800 g on the bag", ["pack-weights"])
case("paraphrase", "the warehouse wants to use up yesterday's extra rolls by giving them to a food bank", ["surplus"])
case("paraphrase", "purchasing found a cheaper seed supplier, can we start using their seeds on Monday",
     ["ingredient-specs"])

# multi-term: long agent-style tasks
case("multi-term", "Build the hourly pack check: the operator scans a finished pack and we compare its barcode, "
     "allergen panel and date code with the batch that's running, and stop the packer on a mismatch.",
     ["label-checks", "allergen-matrix", "date-codes"], ["label-checks-paper"])
case("multi-term", "Launch the new seeded sourdough: approved spec and recipe, a barcode number, its label with the "
     "nutrition panel, and a trial run before customers can order it.",
     ["new-product", "recipe-versions", "gtin-allocation", "label-templates", "nutrition"], ["recipe-spreadsheets"])
case("multi-term", "When a metal detector test fails, put the packs since the last good test on hold and keep them "
     "off tonight's vans.", ["metal-detection", "product-holds"])
case("multi-term", "Send the new supermarket customer its delivery notifications over AS2 with pallet barcodes and "
     "keep the AS2 keys safe.", ["asn", "retailer-edi", "pallet-labels", "secrets"])
case("multi-term", "Show OEE and stop reasons on the line screens per shift, without anything that ranks individual "
     "operators.", ["oee", "operator-privacy", "dashboards"])
case("multi-term", "Make the QA tablets record checks while the Wi-Fi is down and let a team leader correct a wrong "
     "probe reading afterwards.", ["qa-app", "qa-records", "oven-ccp"])
case("multi-term", "Add a new oven zone setpoint to line-bridge from the recipe, tested on the simulator before it "
     "goes near line 1.", ["opc-ua", "plc-writes", "testing-simulator", "dotnet-conventions"])
case("multi-term", "Let retailers amend tomorrow's order in the portal until cut-off and see their proof of delivery "
     "photos.", ["retailer-portal", "order-cutoff", "proof-of-delivery"], ["order-cutoff-old"])
case("multi-term", "Generate the product spec PDF for a retailer with the allergens and nutrition of the current "
     "recipe.", ["product-specs", "allergen-matrix", "nutrition"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "go back to ticking the label check on the paper line sheet", ["label-checks"], ["label-checks-paper"])
case("negation", "let line managers update recipes in the shared spreadsheet again and import it nightly",
     ["recipe-versions"], ["recipe-spreadsheets"])
case("negation", "keep taking supermarket orders until 15:00 like we used to", ["order-cutoff"], ["order-cutoff-old"])
case("negation", "let the packing operator type the best-before date when the printer template is wrong",
     ["date-codes"])
case("negation", "add a free-text allergens field so the team leader can fix a product's allergens by hand",
     ["allergen-matrix"])
case("negation", "let the QA app edit a signed-off check instead of adding a new record", ["qa-records"])
case("negation", "write directly to the slicer's guard interlock tag from line-bridge to speed up restarts",
     ["plc-writes", "opc-ua"])
case("negation", "store pack weights as floats in mes to keep decimals", ["python-conventions"])

# dependency-chain: a skill or rule whose prerequisites must come along
case("dependency-chain", "run the trace for a lot the technical manager is recalling",
     ["recall-procedure", "batch-traceability"], deps=["batch-traceability"])
case("dependency-chain", "deploy the new labels release to production", ["deploys", "peak-freeze"],
     deps=["peak-freeze"])
case("dependency-chain", "the label printers are down, keep line 2 packing",
     ["incident-labels", "label-checks"], deps=["label-checks"])
case("dependency-chain", "send an ASN for tonight's van to the depot", ["asn", "pallet-labels", "retailer-edi"],
     deps=["pallet-labels", "retailer-edi"])
case("dependency-chain", "print the date codes on tonight's rolls", ["date-codes", "production-day"],
     deps=["production-day"])
case("dependency-chain", "run the line-bridge integration tests", ["testing-simulator", "environments"],
     deps=["environments"])
case("dependency-chain", "change the allergen panel layout on the loaf label template",
     ["label-templates", "allergen-matrix"], deps=["allergen-matrix"])
case("dependency-chain", "recalculate the nutrition panel for the new recipe version", ["nutrition", "recipe-versions"],
     deps=["recipe-versions"])

# zero-match: nothing in the store covers it (some share an incidental word with the store)
case("zero-match", "book a meeting room for the quarterly town hall", [])
case("zero-match", "claim mileage for the trip to the trade show", [])
case("zero-match", "set up a Kafka topic for the marketing website's click events", [])
case("zero-match", "order new chairs for the office", [])
case("zero-match", "renew the domain name for the staff intranet", [])
case("zero-match", "write a Terraform module for an Elasticsearch cluster", [])
case("zero-match", "how do I book annual leave over the summer", [])
case("zero-match", "the canteen microwave is broken", [])
case("zero-match", "update my bank details for payroll", [])
case("zero-match", "migrate the careers page to a new CMS", [])

# role-isolation: the store's role is digital; technical and commercial memories are hidden
case("role-isolation", "schedule this year's HACCP plan review", [], ["haccp-review"])
case("role-isolation", "arrange the site audit of our sesame seed supplier", [], ["supplier-audits"])
case("role-isolation", "someone saw a mouse near the flour silo", [], ["pest-control"])
case("role-isolation", "plan the volumes for the supermarket's half-price bread promotion", [], ["retailer-promotions"])
case("role-isolation", "propose a cost price increase to the supermarket because flour went up", [], ["price-changes"])
case("role-isolation", "which component package should the portal's new order table use", ["frontend-stack"])
case("role-isolation", "how does a new QA app build get onto the tablets", ["tablet-builds"])
case("role-isolation", "what Android version must the QA app still run on", ["tablet-builds"])

# mixed-intent: two topics in one task
case("mixed-intent", "rotate the VAN mailbox password that someone pasted in Slack and check the Tradacoms orders "
     "still arrive", ["secrets", "retailer-edi"])
case("mixed-intent", "the cake van's datalogger showed 9 °C and the depot also says our van was late",
     ["chilled-transport", "depot-slots"])
case("mixed-intent", "add oven zone temperatures to Grafana and make sure the logs don't include supplier prices",
     ["dashboards", "logging"])
case("mixed-intent", "a Django migration for the new checkweigher fields, and get the review right since it touches "
     "pack weights", ["python-conventions", "code-review", "pack-weights"])
case("mixed-intent", "held product must not go on tonight's load plan, and the depot needs its ASN updated",
     ["product-holds", "asn"])
case("mixed-intent", "the MES is down during the night shift and the oven probe readings still need recording",
     ["incident-labels", "oven-ccp", "qa-app"])
case("mixed-intent", "engineering wants a new PLC tag for prover humidity, and we want it on the OEE screen",
     ["plc-writes", "opc-ua", "oee"])
case("mixed-intent", "deploy the portal change on Friday and also ship the mes fix in Christmas week",
     ["deploys", "peak-freeze"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
