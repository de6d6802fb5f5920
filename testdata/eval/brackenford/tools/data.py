"""Memories of the Brackenford evaluation store (an invented industrial bakery's digital team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Brackenford bakery systems", ["architecture", "services", "repo"], [
    "Repo `brackenford/`: `mes/` (Python, Django) holds recipes, ingredient specs, batches and the line schedule; `line-bridge/` (C#, .NET 8) talks OPC UA to the mixers, provers, ovens, slicers, checkweighers and metal detectors; `labels/` (TypeScript, Node) prints pack and pallet labels on the Zebra printers; `orders/` (Go) takes the supermarkets' orders and builds tomorrow's production plan; `routes/` plans the delivery vans; `qa-app/` (Flutter) is the tablet app for checks on the floor; `portal/` is the retailers' portal.",
    "Brackenford bakes about 1.2 million units a week on 3 lines: line 1 sliced bread, line 2 rolls and baps, line 3 cream cakes in the high-care area.",
], "2025-01-13")
mem("environments", "knowledge", "Environments", ["environments", "staging", "simulator"], [
    "Production, staging at stg.brackenford.internal, and the line simulator: a rack in the engineering room with a spare oven PLC and a checkweigher head, which `line-bridge/` treats as line 9. The simulator is reset to its base image every Sunday night, so nothing configured there survives the week.",
], "2025-01-13")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack", "technical"], [
    "Digital (MES, labels, orders, routes, QA app, portal): #bf-digital. The technical team owns the HACCP plan, product and ingredient specs and the allergen matrix (#bf-technical); engineering owns the PLCs and the lines' safety systems (#bf-engineering); transport owns the vans and drivers (#bf-transport).",
], "2025-01-13")

# ---------------------------------------------------------------- food safety
mem("allergen-matrix", "rule", "Allergens come from ingredients", ["allergens", "ingredients", "recipes", "labels"], [
    "A product's allergens are computed in `mes/` from its recipe's ingredients and each ingredient's approved supplier spec, covering the 14 regulated allergens (cereals containing gluten, milk, egg, sesame, nuts, soya and the rest). Nobody types a product's allergens in by hand.",
    "On the pack the allergens are emphasised in bold in the ingredients list; a 'may contain' statement comes only from the technical team's risk assessment, never from code.",
], "2025-01-20")
mem("allergen-changeover", "rule", "Allergen changeover clean", ["allergens", "changeover", "cleaning", "swab", "line"], [
    "When a line goes from a product containing an allergen to one without it (sesame rolls to plain rolls), it needs a full changeover clean and a passed allergen swab recorded in `qa-app/` before the next batch may start; `mes/` blocks the batch until the swab is signed off.",
], "2025-01-20", deps=["allergen-matrix"])
mem("label-checks", "rule", "Label verification on the line", ["labels", "barcode", "verification", "line", "scan"], [
    "At every product start and every hour after, the packing operator scans a finished pack: `labels/` checks the barcode, the allergen panel and the date code against the batch running in `mes/`. A mismatch stops the line's packer until a team leader clears it: a wrong label is the commonest cause of a recall.",
], "2025-03-03", supersedes=["label-checks-paper"])
mem("label-checks-paper", "rule", "Hourly label check", ["labels", "checks", "paper"], [
    "Every hour the packing operator compares a pack's label with the production sheet and ticks the label check box on the paper line sheet.",
], "2024-02-05", superseded_by="label-checks", valid_until="2025-03-03")
mem("date-codes", "rule", "Best-before and use-by dates", ["date-code", "shelf-life", "best-before", "use-by", "labels"], [
    "Bread and rolls carry a best-before date, cream cakes a use-by date. The date is the production day plus the product's shelf life in days from its approved spec, computed by `labels/`; operators never type a date.",
    "Printed as `BEST BEFORE 12 MAR` or `USE BY 12 MAR`, upper case, no year.",
], "2025-01-20", deps=["production-day"])
mem("production-day", "rule", "The production day", ["production-day", "night-shift", "time-zones", "batches"], [
    "The production day runs from 22:00 to 22:00 local time: a batch baked at 01:30 on Tuesday belongs to Monday's production day, and its batch code and date codes use Monday's date.",
    "Store every time in UTC and convert to Europe/London for people and for the production day; clock changes in March and October make one night 7 or 9 hours long.",
], "2025-01-20")
mem("batch-traceability", "rule", "Batch traceability", ["traceability", "batches", "lots", "ingredients", "recall"], [
    "Every batch records the lot of each ingredient used, scanned at the weighing station (flour silo fill, yeast, seeds, cream). Trace one step back to the supplier's delivery and one step forward to the customer depots it went to.",
    "A mock recall must trace a lot both ways in under 4 hours; the technical team runs one every quarter.",
], "2025-01-27")
mem("recall-procedure", "skill", "Withdrawal and recall", ["recall", "withdrawal", "traceability", "retailers"], [
    "The technical manager decides on a withdrawal or recall, never digital. Digital runs `mes trace --lot <lot>` for the affected batches and `orders/`' delivery report for the depots and quantities, and hands both to the technical manager; we never contact a retailer ourselves.",
], "2025-01-27", deps=["batch-traceability"])
mem("oven-ccp", "rule", "Oven core temperature (CCP)", ["haccp", "ccp", "oven", "temperature", "probe"], [
    "The oven exit is a HACCP critical control point: bread must reach a core temperature of at least 92 °C, cakes 88 °C. The operator probes three products every 30 minutes and records the readings in `qa-app/`.",
    "A reading under the limit puts everything baked since the last good reading on hold.",
], "2025-01-20", deps=["product-holds"])
mem("metal-detection", "rule", "Metal detectors", ["metal-detector", "foreign-body", "test-pieces", "rejects"], [
    "Every pack passes a metal detector. It is tested with the ferrous 2.0 mm, non-ferrous 2.5 mm and stainless 3.5 mm test pieces at product start, every hour and at the end of the run; a failed test means everything packed since the last good test is re-inspected.",
    "The reject bin is locked; only a team leader opens it and records what was found.",
], "2025-01-20")
mem("product-holds", "rule", "Product on hold", ["holds", "quality", "dispatch", "release"], [
    "Product on QA hold cannot be dispatched. Only the technical team releases a hold, in `mes/`; `orders/` never allocates held stock to a van, and `routes/` drops it from the load plan.",
], "2025-01-20")
mem("high-care", "rule", "The high-care area", ["high-care", "hygiene", "cream-cakes", "access"], [
    "Line 3 (cream cakes) is high care: enter only through the changing room in high-care whites and boots, hands washed and sanitised. Digital and engineering staff go in only with a hygiene escort, and bring only the devices of the high-care kit: no personal phones, no laptops.",
], "2025-02-03")
mem("glass-plastics", "rule", "Glass and hard plastics", ["glass", "hard-plastic", "foreign-body", "tablets"], [
    "No glass in production areas. Every hard-plastic item (tablet screens, scanner windows, light covers) is on the register and checked weekly; a breakage stops the line until the area is cleared and the product in it held. Tablets on the floor stay in their rugged cases.",
], "2025-02-03")
mem("ingredient-specs", "rule", "Ingredient and supplier approval", ["ingredients", "suppliers", "specs", "approval"], [
    "An ingredient or a new supplier of it cannot be used until the technical team approves its spec in `mes/`; the weighing station refuses a lot of an unapproved ingredient.",
], "2025-01-27")
mem("recipe-versions", "rule", "Recipe versions", ["recipes", "versions", "approval", "mes"], [
    "Since May 2025 recipes are versioned in `mes/`: a change is a new version, approved by the technical team, and applies from the next batch, never to a batch already mixing. Old versions are kept and every batch records the version it used.",
], "2025-05-05", supersedes=["recipe-spreadsheets"])
mem("recipe-spreadsheets", "rule", "Recipe updates", ["recipes", "spreadsheet", "import"], [
    "Line managers keep the recipes in the shared recipe spreadsheet; `mes/` re-imports it every night at 21:00 and the new quantities apply from the next batch.",
], "2024-01-15", superseded_by="recipe-versions", valid_until="2025-05-05")
mem("nutrition", "rule", "Nutrition panels", ["nutrition", "labels", "recipes", "rounding"], [
    "The nutrition panel per 100 g is computed from the recipe version and the nutrition database, rounded by the labelling guidance's rules (energy to whole kJ and kcal, salt to 0.01 g under 1 g); the technical team signs off each new panel before it prints.",
], "2025-05-05", deps=["recipe-versions"])
mem("pack-weights", "rule", "Pack weights", ["weights", "checkweigher", "average-quantity", "e-mark"], [
    "Packs carry the ℮ mark and follow the average quantity rules: the average of a run must be at least the nominal weight (800 g loaf), and packs under the tolerable negative error are rejected by the checkweigher.",
    "Checkweigher records are kept per run; the target giveaway is at most 4 g a loaf.",
], "2025-02-03")
mem("product-specs", "rule", "Product specifications for retailers", ["specs", "retailers", "pdf", "technical"], [
    "The product specification a retailer receives is generated as a PDF from the technical team's approved spec in `mes/`; nobody edits a spec PDF by hand or sends one from another source.",
], "2025-02-10", deps=["ingredient-specs"])
mem("qa-records", "rule", "QA records are never edited", ["qa-app", "records", "audit", "brcgs", "corrections"], [
    "A check recorded in `qa-app/` cannot be edited after sign-off; a correction is a new record that references the original and says why. Our BRCGS audit looks for exactly this.",
    "QA records are kept 3 years.",
], "2025-02-10")

# ---------------------------------------------------------------- orders and delivery
mem("order-cutoff", "rule", "Order cut-off", ["orders", "cut-off", "retailers", "amendments"], [
    "Retailers' orders for tomorrow close at 13:00; until then they may amend them. After 13:00 `orders/` freezes the plan and customer service handles changes by phone, as extra production only if a line has capacity.",
], "2025-04-07", supersedes=["order-cutoff-old"])
mem("order-cutoff-old", "rule", "Order cut-off", ["orders", "cut-off", "retailers"], [
    "Retailers' orders for tomorrow close at 15:00; `orders/` builds the plan at 15:30.",
], "2024-01-15", superseded_by="order-cutoff", valid_until="2025-04-07")
mem("production-plan", "knowledge", "Building tomorrow's plan", ["planning", "orders", "schedule", "lines"], [
    "At 13:30 `orders/` turns the frozen orders into a production plan per line and pushes it to `mes/`; the night shift bakes from 22:00 to 06:00 and the vans leave between 03:30 and 07:00.",
], "2025-04-07", deps=["order-cutoff"])
mem("retailer-edi", "knowledge", "Retailer EDI", ["edi", "tradacoms", "gs1", "orders", "invoices"], [
    "The three supermarkets send orders as Tradacoms ORDERS files over their VAN mailbox; the two newer customers use GS1 XML over AS2. We answer with delivery notifications and invoices in the same standard. `orders/edi/` owns the mappings.",
], "2025-01-27")
mem("asn", "rule", "Advance shipping notices", ["asn", "delivery", "depots", "pallets"], [
    "An advance shipping notice goes to the retailer's depot before the van leaves, listing every pallet's SSCC and contents; a depot refuses a delivery it has no ASN for.",
], "2025-01-27", deps=["pallet-labels", "retailer-edi"])
mem("pallet-labels", "rule", "Pallet labels and barcodes", ["sscc", "gtin", "gs1", "pallets", "barcodes"], [
    "Each pallet carries a GS1 logistics label with a unique SSCC (check digit validated); an SSCC is never reused, even for a reprinted label. Packs carry their GTIN, trays the tray GTIN.",
], "2025-01-27")
mem("depot-slots", "rule", "Depot delivery slots", ["delivery", "depots", "slots", "routes", "vans"], [
    "Each supermarket depot gives us booked delivery slots; a van more than 30 minutes late is refused and the bread comes back. `routes/` plans to arrive 15 minutes early and leaves 20 minutes' slack per drop.",
], "2025-02-17")
mem("chilled-transport", "rule", "Chilled vans", ["chilled", "temperature", "vans", "cream-cakes", "dataloggers"], [
    "Cream cakes travel in refrigerated vans at 0-5 °C with a datalogger; a van whose log shows more than 30 minutes above 8 °C has its cakes rejected at the depot. Bread and rolls travel ambient.",
], "2025-02-17")
mem("proof-of-delivery", "knowledge", "Proof of delivery", ["delivery", "handheld", "drivers", "returns", "trays"], [
    "Drivers record each drop on the handheld app: the depot's signature, a photo of the pallets and the count of returned trays and dollies; `orders/` raises the invoice only after proof of delivery arrives.",
], "2025-02-17")
mem("surplus", "rule", "Surplus food donations", ["surplus", "donations", "charity", "waste", "shelf-life"], [
    "Surplus goes to the food redistribution charity only with at least 2 days of shelf life left and an intact label with its allergens; product on hold or out of date goes to animal feed or anaerobic digestion, weighed and logged.",
], "2025-03-10", deps=["product-holds", "date-codes"])

# ---------------------------------------------------------------- the lines
mem("opc-ua", "knowledge", "OPC UA and the PLCs", ["opc-ua", "plc", "line-bridge", "ovens", "tags"], [
    "`line-bridge/` reads oven zone temperatures, prover humidity, slicer speeds, checkweigher and metal-detector results from the PLCs over OPC UA, and writes only recipe setpoints (oven zones, bake time, prover humidity) to the tags on engineering's approved list.",
], "2025-02-03", deps=["plc-writes"])
mem("plc-writes", "rule", "Writing to the PLCs", ["plc", "engineering", "interlocks", "setpoints", "change-request"], [
    "Software never writes a PLC tag outside engineering's approved list, and never touches guards, interlocks or emergency stops. A new tag needs an engineering change request signed by the engineering manager before any code uses it.",
], "2025-02-03")
mem("oee", "knowledge", "OEE and stop reasons", ["oee", "downtime", "stops", "efficiency"], [
    "When a line stops for more than 2 minutes the team leader picks a stop reason in `qa-app/`. OEE is availability × performance × quality per line and shift, computed nightly in `mes/` and shown on the line screens.",
], "2025-02-24", deps=["operator-privacy"])
mem("operator-privacy", "rule", "No figures per named operator", ["privacy", "operators", "performance", "union"], [
    "OEE, rejects and speed are reported per line and shift, never per named operator; the agreement with the union forbids any report or export that ranks individual people.",
], "2025-02-24")
mem("dashboards", "knowledge", "Dashboards", ["grafana", "dashboards", "metrics", "kpi"], [
    "Grafana on dash.brackenford.internal shows OEE, giveaway, reject rates, oven zone temperatures and the van departure board; the line screens are kiosks showing one dashboard each.",
], "2025-02-24")

# ---------------------------------------------------------------- engineering
mem("deploys", "skill", "Deploying", ["deploy", "release", "production", "sanitation"], [
    "Deploys of `mes/`, `line-bridge/` and `labels/` happen Tuesday to Thursday between 09:00 and 12:00, while the lines are stopped for sanitation, announced in #bf-ops the day before. `portal/` and `routes/` can deploy any weekday.",
], "2025-01-13", deps=["peak-freeze"])
mem("peak-freeze", "rule", "Christmas and Easter freeze", ["freeze", "christmas", "easter", "deploy"], [
    "From 1 November to 2 January and in the week before Easter nothing is deployed to `mes/`, `line-bridge/` or `labels/` except fixes for incidents, approved by the operations director.",
], "2025-01-13")
mem("incident-labels", "skill", "When labelling or the MES is down", ["incident", "outage", "labels", "on-call", "manual"], [
    "If `labels/` or `mes/` is down the line keeps packing only with pre-printed labels from the controlled stock for the product running, and the team leader keeps the paper batch sheet; when the system is back the batch sheet is entered and the label check done again. The on-call engineer is paged through the operations rota.",
], "2025-03-03", deps=["label-checks"])
mem("code-review", "rule", "Code review", ["review", "pull-requests", "approvals"], [
    "Every change needs one approval; changes touching allergens, date codes, labels, metal detection or holds need two, one of them from the technical systems lead.",
], "2025-01-13")
mem("python-conventions", "rule", "mes conventions (Python)", ["python", "django", "mes", "weights", "migrations"], [
    "`mes/` is Python 3.12 with Django: weights as integer grams, never floats; temperatures as `Decimal` to one place; every model change ships with its Django migration, reviewed like code.",
], "2025-01-13")
mem("dotnet-conventions", "rule", "line-bridge conventions (C#)", ["csharp", "dotnet", "line-bridge", "opc-ua", "timeouts"], [
    "`line-bridge/` is C# on .NET 8: every OPC UA call has a 2-second timeout; a lost session reconnects with backoff and raises a line alarm after 30 seconds; never retry a setpoint write blindly, read it back.",
], "2025-02-03")
mem("label-templates", "skill", "Changing a label template", ["labels", "templates", "zpl", "zebra", "printing"], [
    "Label templates are ZPL files in `labels/templates/`; preview one with `npm run preview -- --sku <sku>` and test print on the staging Zebra in the engineering room. The legal text (name, ingredients, allergens, storage) comes from the spec, never from the template.",
], "2025-03-03", deps=["allergen-matrix"])
mem("testing-simulator", "skill", "Testing with the line simulator", ["testing", "simulator", "opc-ua", "integration"], [
    "Integration tests for `line-bridge/` run against the simulator: `make sim-test LINE=9`. Never point a test at a live line; a test on a real oven needs engineering's shift lead present.",
], "2025-02-03", deps=["environments"])
mem("secrets", "rule", "Secrets", ["secrets", "vault", "credentials", "rotation"], [
    "Credentials live in Vault (`secret/brackenford/<service>`); the VAN mailbox and AS2 keys are rotated yearly, a leaked key at once. Never put credentials in repo files, tickets or chat.",
], "2025-01-13")
mem("logging", "rule", "What must never be logged", ["logging", "personal-data", "prices", "redaction"], [
    "Logs never contain staff badge numbers, drivers' phone numbers or supplier prices (commercially confidential); batch codes, lots, SSCCs and order numbers are fine.",
], "2025-02-24")
mem("qa-app", "knowledge", "The QA tablet app", ["qa-app", "offline", "tablets", "sync", "checks"], [
    "`qa-app/` works offline: checks are saved on the tablet and synced when Wi-Fi returns. A check's time is the moment it was entered on the tablet, never the sync time.",
], "2025-02-10", deps=["qa-records"])
mem("retailer-portal", "knowledge", "The retailers' portal", ["portal", "retailers", "orders", "accessibility"], [
    "`portal/` lets retailers' buyers see orders, deliveries, proofs of delivery and product specs, and amend orders until cut-off. It meets WCAG 2.2 AA.",
], "2025-03-10", deps=["order-cutoff"])

mem("new-product", "skill", "Launching a new product", ["new-product", "launch", "specs", "gtin", "trials"], [
    "A new product goes live in this order: the technical team approves its spec and recipe version, digital allocates its GTIN and builds its label template, a factory trial batch runs on the line with the technical team present, and only then does `orders/` accept orders for it.",
], "2025-05-12", deps=["recipe-versions", "gtin-allocation"])
mem("gtin-allocation", "rule", "Allocating GTINs", ["gtin", "gs1", "barcodes", "products"], [
    "GTINs come from our GS1 company prefix, allocated in `mes/` by digital. A product whose weight, pack count or brand changes gets a new GTIN; a GTIN is never reused for another product, even years later.",
], "2025-05-12")

# ---------------------------------------------------------------- role: digital (the store's role)
mem("frontend-stack", "knowledge", "Portal front end", ["react", "frontend", "portal", "design-system"], [
    "`portal/` is React with TypeScript built with Vite; components come from the `@brackenford/ui` package, and charts from its wrapper, never a chart library directly.",
], "2025-01-13", role=["digital"])
mem("tablet-builds", "knowledge", "QA app builds", ["flutter", "tablets", "mdm", "android"], [
    "`qa-app/` is Flutter; builds go to the rugged Android tablets through the MDM on Monday mornings, never side-loaded, and must run on Android 11.",
], "2025-01-13", role=["digital"])

# ---------------------------------------------------------------- role: technical (hidden from digital)
mem("haccp-review", "skill", "Reviewing the HACCP plan", ["haccp", "review", "hazards", "annual"], [
    "The HACCP team reviews the plan every January and after any new product, line change or incident: hazard analysis per process step, critical limits, verification.",
], "2025-01-14", role=["technical"])
mem("supplier-audits", "skill", "Auditing suppliers", ["suppliers", "audits", "questionnaire", "risk"], [
    "High-risk ingredient suppliers (nuts, seeds, cream) are audited on site every two years, the rest by questionnaire; a supplier without a current certificate goes on review.",
], "2025-01-14", role=["technical"])
mem("pest-control", "rule", "Pest control", ["pests", "contractor", "bait", "inspections"], [
    "The pest-control contractor inspects monthly; bait points are numbered on the site plan, and any sighting is logged and reported to the technical manager the same day.",
], "2025-01-14", role=["technical"])

# ---------------------------------------------------------------- role: commercial (hidden from digital)
mem("retailer-promotions", "skill", "Planning a promotion", ["promotions", "retailers", "volumes", "forecast"], [
    "A retailer's promotion is agreed by the account manager 8 weeks ahead with an uplift forecast, and flour and packaging are ordered for it 4 weeks ahead.",
], "2025-01-15", role=["commercial"])
mem("price-changes", "rule", "Price changes to retailers", ["prices", "cost-prices", "retailers", "notice"], [
    "A cost price increase is proposed to a retailer with 12 weeks' notice and the cost evidence (flour, energy, wages); only the commercial director signs it.",
], "2025-01-15", role=["commercial"])
