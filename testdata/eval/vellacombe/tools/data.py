"""Memories of the Vellacombe evaluation store (an invented English wine estate and winery's software team: the
vineyard and its spray diary, harvest and picking, grape intake from our own blocks and contract growers, the
cellar's vessels, additions, blends and lab results, the traditional-method sparkling stages, bottling and
labels, the bonded warehouse and excise duty, the webshop, the wine club, tours and tastings, and trade orders).
Each entry: id, type, title, tags, content lines, and optional deps (depends_on), superseded_by + valid_until,
supersedes, created date. gen.py turns these into files. Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- knowledge
mem("systems-overview", "knowledge", "Vellacombe systems", ["architecture", "services", "repo"], [
    "Monorepo `vellacombe/`: `vineyard/` (Go, with an offline tablet PWA) holds blocks, the spray diary and picking plans; `intake/` (Go) weighs and samples grape loads at the press house; `cellar/` (Django) keeps vessels, additions, blends, lab results and the sparkling stages; `bond/` (Kotlin, Spring) keeps bonded stock and excise duty; `shop/` (Next.js) is the webshop; `club/` (Rails) runs the wine club; `visits/` (Elixir, Phoenix) books tours and tastings; `trade/` (Java) takes trade and supermarket orders; `data/` (dbt on Snowflake) builds the reports.",
], "2025-01-06")
mem("who-we-are", "knowledge", "Who we are", ["organisation", "estate", "winery"], [
    "Vellacombe is a wine estate and winery in the south of England: 140 hectares of vines on three sites, about 1.1 million bottles a year, mostly traditional-method sparkling wine with some still Chardonnay, Pinot Noir and Bacchus. We also make wine under contract for 30 smaller growers, run a cellar door shop with tours, tastings and a restaurant, a wine club of about 9,000 members, and export to twelve countries.",
], "2025-01-06")
mem("glossary", "knowledge", "Words we use", ["glossary", "domain", "naming"], [
    "A block is a planted parcel of one variety and clone; a vintage is the harvest year; a lot is one batch of juice or wine with its own code from press to bottle; a vessel is any tank, barrel or bottle cage that holds a lot; a cuvée is a named blend. Code says block, lot, vessel and cuvee (no accent in identifiers).",
], "2025-01-06")
mem("sites-and-varieties", "knowledge", "Sites and variety codes", ["sites", "varieties", "codes"], [
    "Three sites: Home Farm (HF), Coldharbour (CO) and Pennard Hill (PH). Variety codes: CH Chardonnay, PN Pinot Noir, PM Pinot Meunier, BA Bacchus, PB Pinot Blanc. Contract growers' fruit carries the grower's three-letter code instead of a site code.",
], "2025-01-06")
mem("lot-codes", "knowledge", "Lot codes", ["lots", "identifiers", "traceability"], [
    "A lot code is vintage, variety, source and serial: `V24-CH-HF-03` is the third Chardonnay lot from Home Farm in 2024. A blend gets `V24-BL-` and a serial; a bottled lot gets the bottling run number appended (`V24-BL-07/R112`). Lot codes are never reused, even when a lot is emptied the same day.",
], "2025-01-13")
mem("sparkling-stages", "knowledge", "How our sparkling wine is made", ["sparkling", "traditional-method", "cellar"], [
    "Traditional method: the base wines are fermented and blended, then bottled for tirage with yeast and sugar so the second fermentation happens in the bottle; the bottles age on the lees in cages, are riddled so the sediment collects in the neck, disgorged, topped up with the dosage, corked, caged and labelled. `cellar/` tracks each stage per lot.",
], "2025-01-13")
mem("harvest-season", "knowledge", "Harvest", ["harvest", "season", "picking"], [
    "Harvest runs from mid-September to late October. About 120 seasonal pickers work in crews of 15; grapes must reach the press within six hours of picking. The press house runs around the clock in the peak three weeks, and so do `intake/` and `cellar/`.",
], "2025-01-13")
mem("contract-growers", "knowledge", "Contract growers", ["growers", "contracts", "intake"], [
    "About 30 growers in the region sell us grapes under three-year contracts or pay us to make their wine. They deliver to our press house on booked slots; each grower has a code, a contract with price bands, and a login to the grower portal.",
], "2025-01-13")
mem("cellar-door", "knowledge", "The cellar door", ["cellar-door", "shop", "visitors"], [
    "The cellar door is the shop, tasting room and restaurant at Home Farm, open every day but Christmas and Boxing Day. It sells through the till app on iPads, which shares stock with the webshop. About 60,000 visitors a year.",
], "2025-01-20")
mem("wine-club", "knowledge", "The wine club", ["club", "members", "subscriptions"], [
    "About 9,000 members receive a case four times a year, choose from the club selection or accept our pick, and get a discount in the shop and at the cellar door. `club/` holds members, tiers, shipments and their card payments.",
], "2025-01-20")
mem("trade-channels", "knowledge", "Who buys our wine", ["trade", "channels", "customers"], [
    "Roughly a third of bottles go direct (webshop, club, cellar door), a third to restaurants and independent merchants, a fifth to two supermarket chains, and the rest to importers in twelve countries. `trade/` takes every order that is not direct.",
], "2025-01-20")
mem("bonded-warehouse", "knowledge", "The bonded warehouse", ["bond", "warehouse", "duty-suspension"], [
    "Finished wine is held in our own bonded warehouse with duty suspended. Duty becomes due when wine leaves the bond for the UK market; wine shipped abroad leaves in bond and pays no UK duty. `bond/` is the record HMRC may inspect, so it must balance with what is physically on the racks.",
], "2025-01-20")
mem("lab-analyses", "knowledge", "What the lab measures", ["lab", "analysis", "chemistry"], [
    "The winery lab measures sugar (Brix at intake, g/L later), titratable acidity, pH, alcohol, free and total sulphur dioxide, volatile acidity and whether malolactic fermentation has finished. Bottled lots also get a pressure reading for sparkling and a dissolved oxygen reading.",
], "2025-01-27")
mem("teams", "knowledge", "Teams and owners", ["teams", "owners", "contacts"], [
    "Vineyard systems owns `vineyard/` and `intake/`; cellar systems owns `cellar/`; commerce owns `shop/`, `club/` and `visits/`; finance systems owns `bond/` and `trade/`; the data team owns `data/`. The head winemaker signs off anything that changes what the cellar records mean.",
], "2025-01-27")
mem("environments", "knowledge", "Environments", ["environments", "aws", "staging"], [
    "dev, staging and prod on AWS in eu-west-2. Staging is refreshed from prod every Monday with members' and customers' personal data replaced by fake values. Each service has its own Postgres database in RDS.",
], "2025-01-27")
mem("sensors", "knowledge", "Vineyard and winery sensors", ["sensors", "lorawan", "telemetry"], [
    "Weather stations and frost probes in the vines report every ten minutes over LoRaWAN; tank temperature probes and the glycol chiller report over a Modbus gateway in the winery. Readings land in `sensor_reading` in `vineyard/`'s and `cellar/`'s databases.",
], "2025-02-03")
mem("weighbridge", "knowledge", "The weighbridge", ["weighbridge", "intake", "hardware"], [
    "The press house weighbridge sends each weighing over a serial line to a small gateway that posts it to `intake/`. A tractor and trailer is weighed full (gross) and again empty (tare); the difference is the grapes.",
], "2025-02-03")
mem("data-warehouse", "knowledge", "Reports and the warehouse", ["data", "dbt", "snowflake"], [
    "`data/` loads every service's database into Snowflake each night with Fivetran and builds the models with dbt; dashboards are in Metabase. The vintage report, the yield report, the club churn report and the duty reconciliation come from here.",
], "2025-02-03")
mem("calendar", "knowledge", "The year's calendar", ["calendar", "peaks", "planning"], [
    "New vintage releases go out in April; the club ships in March, June, September and November; harvest is September to October; the Christmas peak in the shop and trade runs from mid-November to 20 December. Plan risky work for January to March.",
], "2025-02-10")
mem("label-particulars", "knowledge", "What a wine label must show", ["labels", "legal", "compliance"], [
    "A UK wine label must show the product category (for example 'English Quality Sparkling Wine'), the nominal volume, the actual alcohol strength, allergens ('contains sulphites', and egg or milk if used), the lot number, the producer's or bottler's name and address, and the protected designation where one is claimed. The sparkling category also needs the sweetness term.",
], "2025-02-10")
mem("payment-providers", "knowledge", "Payment providers", ["payments", "stripe", "adyen"], [
    "The webshop, the club and tour bookings take cards through Stripe; the cellar door till takes cards on Adyen terminals; trade customers pay by bank transfer on invoice, reconciled in Xero.",
], "2025-02-10")
mem("support-desk", "knowledge", "Customer support", ["support", "zendesk", "customers"], [
    "Customer service answers shop, club and visit queries in Zendesk. They can look up orders and members in the admin screens but cannot change a price or a payment; those go to commerce through the #commerce-help channel.",
], "2025-02-17")
mem("certifications", "knowledge", "Certifications we hold", ["certification", "organic", "sustainability"], [
    "Pennard Hill is certified organic; all three sites are in the national sustainability scheme, which audits the spray diary and our energy and water records once a year.",
], "2025-02-17")
mem("couriers", "knowledge", "Couriers", ["couriers", "delivery", "shipping"], [
    "Direct orders go by DPD from the despatch room at Home Farm; pallets to trade and supermarkets go by a haulier from the bonded warehouse. Couriers carrying wine check the recipient's age on delivery.",
], "2025-02-17")

# ---------------------------------------------------------------- vineyard
mem("block-registry", "rule", "Blocks are retired, never deleted", ["blocks", "vineyard", "registry"], [
    "Each block lives in `vineyard.block` with its site, area in hectares to two decimals, variety, clone, rootstock and planting year. A grubbed-up block is retired with a date, never deleted: spray records, yields and lots point at it for years.",
], "2025-02-24")
mem("spray-diary", "rule", "The spray diary", ["spray", "pesticides", "records"], [
    "Every spray goes in the spray diary: product, its MAPP registration number, rate per hectare, water volume, block, operator, tractor, start and end time and the weather. An entry is never edited or deleted after the day it was made; a mistake is corrected by a correcting entry that names the one it corrects, because auditors read the history.",
], "2025-02-24")
mem("harvest-interval", "rule", "Pre-harvest intervals", ["spray", "harvest", "safety"], [
    "A block may not be picked until the pre-harvest interval of its last spray has passed (each product's interval is on its label and in `vineyard.product`). `vineyard/` refuses a picking plan that breaks it; there is no override in the app, only a new spray-diary correction if the record was wrong.",
], "2025-02-24", deps=["spray-diary"])
mem("frost-alerts", "rule", "Frost alerts", ["frost", "alerts", "sensors"], [
    "From budburst to the end of May a frost probe reading of 0.5 °C or below pages the vineyard manager by SMS and starts the frost candles checklist. Thresholds and the season's dates are in `vineyard/config/frost.yaml`, never in code; a probe silent for 30 minutes alerts too.",
], "2025-03-03")
mem("phenology", "rule", "Growth stage records", ["phenology", "budburst", "veraison"], [
    "Budburst, flowering, fruit set and veraison are recorded per block as the date half the vines reach the stage, by the vineyard team on the tablets. The vintage report compares them with previous years, so a missing stage is filled in later with its real date, not left empty.",
], "2025-03-03")
mem("yield-estimates", "rule", "Yield estimates", ["yield", "estimates", "harvest"], [
    "Bunch counts in July and bunch weights at veraison give each block's estimate in tonnes per hectare. The estimate feeds press-house booking and the grower contracts, so a revision keeps the earlier figure and its date rather than overwriting it.",
], "2025-03-03")
mem("picking-plan", "rule", "Picking plans", ["picking", "harvest", "crews"], [
    "The vineyard manager makes the next day's picking plan by 16:00: blocks, crews, bins and press slots. A change after 18:00 needs the manager's approval in the app, because the press house and the crews have already been told.",
], "2025-03-10")
mem("picker-pay-per-bin", "rule", "Pickers are paid per bin", ["pickers", "pay", "harvest"], [
    "Seasonal pickers are paid per full bin scanned at the end of the row.",
], "2025-01-06", superseded_by="picker-pay", valid_until="2025-08-01")
mem("picker-pay", "rule", "Pickers are paid by the hour", ["pickers", "pay", "timesheets"], [
    "Since the 2025 harvest seasonal pickers are paid by the hour from the crew leader's timesheet in `vineyard/`, never by bin: bin scans are kept for yield and quality, not pay. Each week's pay is checked against the national minimum wage before export to payroll.",
], "2025-08-01", supersedes=["picker-pay-per-bin"])
mem("picker-records", "rule", "Seasonal workers' records", ["pickers", "right-to-work", "personal-data"], [
    "Right-to-work and visa checks for seasonal workers are kept in the HR system, never in `vineyard/`, which holds only a worker's name, crew and worker number. Passport numbers must never reach `vineyard/`'s database or logs.",
], "2025-03-10")
mem("tablet-offline", "rule", "The vineyard tablets work offline", ["tablets", "offline", "pwa"], [
    "The tablet app must work with no signal for a whole day: entries queue in IndexedDB with a client id and time, and sync when the tablet is back on the farm wifi. The server accepts entries in any order and never drops one for being late.",
], "2025-03-10")
mem("organic-segregation", "rule", "Organic fruit stays apart", ["organic", "lots", "certification"], [
    "Fruit from Pennard Hill's organic blocks is pressed, fermented and stored in its own lots, in vessels cleaned to the organic procedure. A blend that takes in any non-organic lot loses the organic flag, and `cellar/` will not let the flag be set again by hand.",
], "2025-03-17")

# ---------------------------------------------------------------- intake
mem("intake-weighing", "rule", "Weighing grape loads", ["intake", "weighbridge", "weights"], [
    "Every load is weighed gross and tare on the weighbridge and the net weight kept to the nearest 5 kg. A weight typed in by hand (the weighbridge down) needs a supervisor's PIN and is flagged on the grower's statement.",
], "2025-03-17")
mem("intake-sampling", "rule", "Sampling grape loads", ["intake", "sampling", "quality"], [
    "Each load is sampled at the press house for Brix, pH and a visual rot score before it is tipped. A contract grower's load below the contract's minimum Brix or above its rot limit is held for the winemaker to accept or reject; it is never tipped while held.",
], "2025-03-17")
mem("grower-payments", "rule", "Paying contract growers", ["growers", "payments", "contracts"], [
    "Growers are paid per tonne in price bands set by the contract from the load's Brix and rot score. The harvest statement goes out by 15 November and payment 30 days after; a changed load after the statement needs a credit or debit note, never an edit.",
], "2025-03-24")
mem("grower-portal", "rule", "The grower portal", ["growers", "portal", "privacy"], [
    "The grower portal shows a grower their own bookings, loads, samples and statements, nothing else. No page or API may return another grower's prices, loads or name; tests must cover this for every new endpoint.",
], "2025-03-24")
mem("press-slots", "rule", "Press house booking slots", ["press", "slots", "booking"], [
    "Deliveries are booked in 30-minute press slots in `intake/`; our own blocks take slots through the picking plan, growers through the portal. A slot may be moved up to two hours by the press house; more than that needs the grower told by phone.",
], "2025-03-24")
mem("press-fractions", "rule", "Press fractions", ["press", "fractions", "juice"], [
    "For sparkling, the first 2,050 litres per four tonnes (the cuvée) and the next 500 (the taille) go to separate lots; anything past that is pressings and never goes into sparkling lots. `intake/` records the fraction on each juice transfer out of the press.",
], "2025-03-31")

# ---------------------------------------------------------------- cellar
mem("vessel-registry", "rule", "Vessels", ["vessels", "tanks", "barrels"], [
    "Every tank, barrel and tirage cage is in `cellar.vessel` with its capacity in litres. A vessel may never hold more than its capacity, and a barrel keeps its history of what it held and for how long, because second-fill barrels are used differently.",
], "2025-03-31")
mem("additions", "rule", "Recording additions", ["additions", "cellar", "records"], [
    "Every addition to a lot (sulphur dioxide, yeast, nutrients, acid, tannin, fining agents, sugar) is recorded with product, batch number, quantity, vessel, the person and the time. An addition record is never edited; a wrong one is reversed by a correcting record, as in the spray diary.",
], "2025-04-07")
mem("allergen-fining", "rule", "Fining agents and allergens", ["allergens", "fining", "labels"], [
    "A fining agent made from egg or milk sets an allergen flag on the lot; the flag follows the lot through every transfer and blend into bottling, and the label check fails without the allergen on the label. Vegan cuvées may not take such a lot at all.",
], "2025-04-07")
mem("so2-limits", "rule", "Sulphur dioxide limits", ["sulphites", "so2", "limits"], [
    "The legal total SO2 limit depends on the wine type (white, red, sparkling, sweet); the limits live in `cellar/limits.yaml`. `cellar/` warns on an addition that would take a lot past 80% of its limit and blocks one past 100%.",
], "2025-04-07")
mem("transfers", "rule", "Transfers between vessels", ["transfers", "racking", "volumes"], [
    "A transfer (racking, filtering, moving to barrel) records the source and target vessels and the volume out and in; the loss is the difference. Volumes in the cellar must balance within 0.5% per lot per month, and an unexplained loss is raised with the winemaker, not written off in code.",
], "2025-04-14")
mem("blending", "rule", "Blends", ["blends", "lots", "composition"], [
    "A blend creates a new lot from source lots and their volumes. `cellar/` computes the blend's composition by vintage, variety and site from its sources, all the way back to the blocks, and keeps it; nobody types a composition in.",
], "2025-04-14")
mem("label-claims", "rule", "Label claims need 85%", ["labels", "claims", "composition"], [
    "A vintage, a single variety or a site named on the label needs at least 85% of the wine to come from it, by the composition `cellar/` computes. The label check reads the composition; a cuvée that slips under 85% after a top-up loses the claim.",
], "2025-04-14", deps=["blending"])
mem("lab-results", "rule", "Lab results are imported", ["lab", "results", "import"], [
    "Results come from the lab's instrument export (CSV) and are imported against the lot and sample id; they are never typed in. A value outside the lot's expected range is flagged to the winemaker, and a re-run keeps both results.",
], "2025-04-21")
mem("tirage", "rule", "Tirage records", ["tirage", "sparkling", "bottles"], [
    "A tirage records the base lot, the date, the number of bottles, the yeast and the sugar added per litre, and the cages the bottles go into. Ageing on the lees counts from the tirage date.",
], "2025-04-21")
mem("lees-ageing", "rule", "Minimum time on the lees", ["lees", "ageing", "sparkling"], [
    "Non-vintage sparkling spends at least 15 months on the lees and vintage at least 36. `cellar/` will not plan a disgorgement for a cage before its minimum, and the head winemaker's sign-off is the only way to move one earlier for a trial.",
], "2025-04-21", deps=["tirage"])
mem("disgorgement", "rule", "Disgorgement", ["disgorgement", "sparkling", "dosage"], [
    "Each disgorgement records the cages, the date, the dosage in g/L and the bottles lost. The disgorgement date is printed on the back label, so it must be final before the labels are printed.",
], "2025-04-28")
mem("sweetness-terms", "rule", "Sweetness terms are computed", ["dosage", "sweetness", "labels"], [
    "The sweetness term on a sparkling label comes from the final sugar in g/L: Brut Nature under 3, Extra Brut up to 6, Brut up to 12, Extra Dry 12 to 17. `cellar/` computes it from the dosage and the lab result; it is never chosen from a list.",
], "2025-04-28", deps=["disgorgement"])
mem("cage-stock", "rule", "Bottles on the lees", ["cages", "stock", "sparkling"], [
    "Bottles ageing on the lees are counted by cage; breakage found in the cellar is recorded per cage with the count and date. A cage's count may only go down between tirage and disgorgement.",
], "2025-04-28")
mem("traceability", "rule", "Trace any bottle in four hours", ["traceability", "recall", "lots"], [
    "From a bottled lot code we must name every source lot, block, grower, addition and bottling run within four hours, and from a block every bottle it went into. Any change to lots, transfers or blends keeps this chain whole; a test walks it for every fixture lot.",
], "2025-05-05")
mem("mock-recalls", "rule", "Mock recalls", ["recall", "audit", "traceability"], [
    "Twice a year the quality manager runs a mock recall on a lot chosen at random, timed from the request to the full trace and the list of customers who bought it. The result goes in the audit folder; a trace over four hours is a failed drill.",
], "2025-05-05")
mem("cellar-units", "rule", "Units in the cellar", ["units", "volumes", "temperatures"], [
    "Volumes are stored in litres with one decimal, temperatures in degrees Celsius, sugar in g/L after intake; hectolitres appear only in reports and the duty return. Never convert units in templates: the model does it.",
], "2025-05-05")
mem("tank-temperatures", "rule", "Tank temperature alarms", ["temperature", "tanks", "fermentation"], [
    "A fermenting tank more than 2 °C above its set point for 20 minutes pages the cellar on-call; a glycol chiller fault pages at once. Set points are on the vessel's current stage, not hard-coded per tank.",
], "2025-05-12")
mem("cleaning-records", "rule", "Cleaning records", ["cleaning", "hygiene", "vessels"], [
    "Each vessel's cleaning is recorded before it is filled: method, chemicals and who did it. `cellar/` will not record a transfer into a vessel whose last cleaning is older than its last emptying.",
], "2025-05-12")

# ---------------------------------------------------------------- bottling and labels
mem("bottling-runs", "rule", "Bottling runs", ["bottling", "runs", "line"], [
    "A bottling run has a run number, the lot, the bottle size, the closure, the count of bottles and the line's samples kept for two years. A run is closed only when the bottles counted match the volume drawn within 1%.",
], "2025-05-19")
mem("lot-code-on-bottle", "rule", "The lot number on the bottle", ["lot-number", "bottling", "labels"], [
    "The lot number lasered on each bottle is the bottled lot code without the vintage prefix (`BL-07/R112`); the laser's template is generated from the run in `cellar/`, never typed at the line.",
], "2025-05-19")
mem("label-approval", "rule", "Label artwork approval", ["labels", "artwork", "approval"], [
    "New label artwork is approved in `cellar/` by the compliance lead before it goes to the printer: the checklist covers every legal particular, the claims against the composition and the allergens against the lot's flags. A reprint with any text change is a new approval.",
], "2025-05-19")
mem("abv-tolerance", "rule", "Alcohol on the label", ["abv", "labels", "tolerance"], [
    "The alcohol strength on the label is rounded to the nearest half percent and must be within 0.5% of the lab's figure for the lot (0.8% for sparkling made in bottle). The label check reads the last lab result, so a lot re-tested after blending must be checked again.",
], "2025-05-26")
mem("sulphite-statement", "rule", "Contains sulphites", ["sulphites", "allergens", "labels"], [
    "Every wine with more than 10 mg/L total SO2 says 'contains sulphites' on the label and on its shop page; in practice that is all of ours. Shop pages take the allergen text from the lot's flags, never from free text.",
], "2025-05-26")
mem("gtins", "rule", "Barcodes", ["barcodes", "gtin", "products"], [
    "Each cuvée in each bottle size has its own GTIN from our GS1 range, kept in `trade.product`; a new vintage of the same cuvée keeps its GTIN, a new bottle size or a gift box gets a new one. A GTIN is never reused for another product.",
], "2025-05-26")

# ---------------------------------------------------------------- bond and duty
mem("duty-flat-rates", "rule", "Duty rates per hectolitre", ["duty", "rates", "excise"], [
    "Still wine pays one duty rate per hectolitre and sparkling another, whatever the strength.",
], "2025-01-06", superseded_by="duty-abv-bands", valid_until="2025-06-02")
mem("duty-abv-bands", "rule", "Duty by alcohol strength", ["duty", "rates", "excise"], [
    "Duty is charged per litre of pure alcohol, with the rate set by the wine's strength band; the rates live in `bond/rates/` with their effective dates and are never written into code. Still and sparkling pay the same rate at the same strength.",
], "2025-06-02", supersedes=["duty-flat-rates"])
mem("duty-return", "rule", "The monthly duty return", ["duty", "hmrc", "returns"], [
    "The duty return for a month is submitted to HMRC from `bond/` by the 15th of the next month. A second person in finance approves it in the app before it can be sent, and a submitted return is never changed: an error is corrected in the next month's return.",
], "2025-06-02")
mem("duty-point", "rule", "Releasing wine from bond", ["duty", "release", "bond"], [
    "Moving wine from the bond to the duty-paid store creates a duty point on the day it moves; `bond/` records it with the litres of pure alcohol. Stock is released in whole cases only, and a release cannot be undone, only returned to bond with a claim.",
], "2025-06-09")
mem("emcs-movements", "rule", "Movements under duty suspension", ["emcs", "movements", "exports"], [
    "Wine leaving the bond under duty suspension (to another bond or for export) needs an electronic administrative document in EMCS before the lorry leaves; its ARC is stored on the shipment. A shipment without an ARC cannot be marked as despatched.",
], "2025-06-09")
mem("bond-stock-count", "rule", "Stock counts in the bond", ["stock", "bond", "counting"], [
    "The bond is counted by hand every month; `bond/` records the count per product and location and the difference from the book stock. A difference over 0.5% of a product is investigated and reported, never adjusted silently.",
], "2025-06-09")
mem("trade-samples", "rule", "Samples pay duty too", ["samples", "duty", "trade"], [
    "Bottles opened for trade samples, competitions or tastings leave the bond through a duty-paid release like any other, recorded as samples so that the cost goes to marketing. There is no duty-free sample route.",
], "2025-06-16")
mem("export-documents", "rule", "Export paperwork", ["export", "documents", "certificates"], [
    "Each export shipment needs the customs declaration, the commercial invoice and the destination's own papers: label approval for the United States, a health certificate for China, a certificate of origin for most others. `trade/` blocks the despatch until the documents for the country are attached.",
], "2025-06-16")

# ---------------------------------------------------------------- shop
mem("age-checks", "rule", "Age checks", ["age", "verification", "checkout"], [
    "Nobody under 18 may buy wine. The webshop asks for the date of birth at checkout and runs an age check with the identity provider for a first order; the courier checks age on delivery (Challenge 25). The till asks staff to confirm an ID check for anyone who looks under 25.",
], "2025-06-23")
mem("delivery-areas", "rule", "Where the shop delivers", ["delivery", "postcodes", "shipping"], [
    "The webshop delivers to Great Britain only. Scottish Highlands and islands postcodes pay a surcharge from `shop/config/delivery.ts`; Northern Ireland, the Channel Islands and abroad are refused at the address step with a message pointing to our stockists.",
], "2025-06-23")
mem("money-in-pence", "rule", "Money is whole pence", ["money", "pence", "prices"], [
    "Prices and totals are integers in pence in every service (BigDecimal in `bond/` and `trade/` where duty needs more places); never a float. The shop shows prices including VAT; trade shows them excluding VAT with duty on its own line.",
], "2025-06-23")
mem("stock-reservations", "rule", "Stock reservations", ["stock", "reservations", "overselling"], [
    "The webshop and the till share the duty-paid stock. A basket reserves stock for 15 minutes at checkout, and an order takes it; limited cuvées are never sold past zero, so the shop shows 'sold out' rather than taking a backorder.",
], "2025-06-30")
mem("discount-codes", "rule", "Discount codes", ["discounts", "codes", "promotions"], [
    "Discount codes are made in the shop admin with an end date and a use limit; one code per order. A code never stacks with the club discount: the larger of the two applies.",
], "2025-06-30")
mem("minimum-unit-price", "rule", "Minimum unit pricing in Scotland", ["scotland", "pricing", "alcohol"], [
    "An order delivered to a Scottish address may not sell any wine below the minimum price per unit of alcohol (65p). Discounts, club prices and bundles are checked per bottle against it at checkout; a bottle that would fall below is sold at the minimum.",
], "2025-06-30")
mem("till-sync", "rule", "The cellar door till", ["till", "cellar-door", "offline"], [
    "The till app on the iPads keeps selling with no connection; sales queue on the device and sync when it is back, taking stock from the shop's pool. A sale synced against stock that is gone is still accepted, and the shortfall goes on the shop manager's list.",
], "2025-07-07")
mem("gift-vouchers", "rule", "Gift vouchers", ["vouchers", "gifts", "tours"], [
    "Gift vouchers for tours and tastings are valid for 24 months from purchase and can be extended once by customer service. An unredeemed voucher is a liability in finance until it expires, so `visits/` reports issued and redeemed values every month.",
], "2025-07-07")
mem("card-payments", "rule", "Card payments", ["payments", "cards", "stripe"], [
    "Card details never touch our servers: the shop, the club and bookings use Stripe's hosted fields and keep only Stripe's ids. Refunds go back to the card through Stripe, never as a bank transfer.",
], "2025-07-07")
mem("product-pages", "rule", "Product pages", ["products", "pages", "content"], [
    "A wine's page shows the tasting note, food matches, the technical sheet from `cellar/` (alcohol, sugar, composition) and awards. An award medal may be shown only when its certificate is on file in the product record, and only for the vintage that won it.",
], "2025-07-14")
mem("order-emails", "rule", "Order emails", ["emails", "postmark", "templates"], [
    "Order, despatch, club and booking emails go through Postmark from templates in each service's `emails/` folder, written in British English. No marketing in a transactional email; marketing goes through the newsletter tool only to people who opted in.",
], "2025-07-14")

# ---------------------------------------------------------------- club
mem("club-tiers-two", "rule", "Two club tiers", ["club", "tiers", "membership"], [
    "The club has two tiers: Classic (six bottles) and Reserve (twelve bottles).",
], "2025-01-06", superseded_by="club-tiers", valid_until="2025-09-01")
mem("club-tiers", "rule", "Club tiers", ["club", "tiers", "membership"], [
    "Since September 2025 the club has three tiers: Classic (six mixed bottles), Sparkling (six sparkling) and Reserve (twelve, with the late-disgorged cuvées). Classic and Sparkling members get 15% off in the shop and at the cellar door, Reserve 20%.",
], "2025-09-01", supersedes=["club-tiers-two"])
mem("club-shipments", "rule", "Club shipments", ["club", "shipments", "schedule"], [
    "Each shipment's selection is published three weeks before it ships; members can swap wines until the cut-off ten days before, when their card is charged. A shipment's wines are allocated from the duty-paid stock at the cut-off, before the shop may sell what is left.",
], "2025-07-21")
mem("club-skips", "rule", "Skipping a shipment", ["club", "skip", "members"], [
    "A member may skip one shipment in each twelve months, up to the cut-off. A second skip is not offered in the app; customer service can grant one, and it is recorded with a reason.",
], "2025-07-21")
mem("club-payment-retries", "rule", "Failed club payments", ["club", "payments", "retries"], [
    "A failed shipment charge is retried three times over seven days with an email each time; after the third failure the shipment is held, not cancelled, and the member stays a member. Never charge a card outside Stripe's retry schedule.",
], "2025-07-21")
mem("club-cancellation", "rule", "Leaving the club", ["club", "cancellation", "members"], [
    "Members may leave at any time in the app or by email, and no charge is taken after they leave, even inside the cut-off. The retention offer is shown once, and the leave button is never more than two clicks from the account page.",
], "2025-07-28")

# ---------------------------------------------------------------- visits
mem("tour-slots", "rule", "Tour and tasting slots", ["tours", "tastings", "capacity"], [
    "Tours take up to 16 people and tastings up to 12 per slot; capacities are per slot in `visits/` and a slot is never overbooked, even by staff. Children may come on a tour but not to a tasting.",
], "2025-07-28")
mem("tasting-age", "rule", "Tastings are for adults", ["tastings", "age", "visitors"], [
    "A tasting ticket is sold only to someone who confirms they are 18 or over, and the desk checks ID on arrival for anyone who looks under 25. A child's ticket type exists only for tours.",
], "2025-07-28")
mem("booking-refunds", "rule", "Cancelling a booking", ["bookings", "refunds", "cancellation"], [
    "A booking cancelled 48 hours or more before the slot is refunded in full; later than that it can be moved once to another date but is not refunded. Bad weather closures are refunded in full whatever the notice.",
], "2025-08-04")
mem("private-events", "rule", "Private events", ["events", "weddings", "bookings"], [
    "Weddings, corporate days and private tastings are sold by the events team and held in their own calendar; `visits/` only blocks the rooms and slots they take. Never sell an events package through the public booking page.",
], "2025-08-04")

# ---------------------------------------------------------------- trade
mem("trade-price-lists", "rule", "Trade price lists", ["trade", "prices", "customers"], [
    "Each trade customer has a price band; prices in `trade/` are per bottle excluding VAT, with duty shown on its own line for duty-paid sales and left off for in-bond sales. A new price list takes effect on the first of a month, never mid-month.",
], "2025-08-11")
mem("supermarket-edi", "rule", "Supermarket orders by EDI", ["edi", "supermarkets", "orders"], [
    "The two supermarket chains send orders by EDI (EDIFACT ORDERS) through our EDI provider; `trade/` answers with a despatch advice (DESADV) within an hour of the pallet leaving and an invoice (INVOIC) the same day. A late or wrong despatch advice costs a fine per pallet.",
], "2025-08-11")
mem("pallet-labels", "rule", "Pallet labels", ["pallets", "sscc", "labels"], [
    "Every pallet to a supermarket carries an SSCC label from our GS1 range, printed by `trade/` and sent in the despatch advice. An SSCC is never reused, even for a pallet rebuilt after damage.",
], "2025-08-11")
mem("credit-limits", "rule", "Trade credit limits", ["credit", "trade", "finance"], [
    "An order that takes a customer past their credit limit or is placed while an invoice is more than 30 days overdue is held for finance in `trade/`; sales staff cannot release it.",
], "2025-08-18")
mem("allocations", "rule", "Allocations of limited cuvées", ["allocations", "importers", "trade"], [
    "Limited cuvées are allocated by the sales director: each importer and merchant gets a number of cases per vintage in `trade/`, and orders beyond their allocation are refused, not queued.",
], "2025-08-18")

# ---------------------------------------------------------------- engineering
mem("go-style", "rule", "Go code", ["go", "style", "errors"], [
    "In `vineyard/` and `intake/`: errors are wrapped with `fmt.Errorf(\"...: %w\", err)` and returned, never panicked; tests are table-driven with `t.Run`; no package-level state apart from config. `gofmt` and `golangci-lint` must pass.",
], "2025-02-24")
mem("django-style", "rule", "Django code", ["django", "python", "style"], [
    "In `cellar/`: business rules live in services, not views or signals; querysets use `select_related`/`prefetch_related` where a list touches relations; no raw SQL without the owner's review. Ruff and mypy run in CI.",
], "2025-02-24")
mem("kotlin-style", "rule", "Kotlin code", ["kotlin", "spring", "style"], [
    "In `bond/`: money and litres are `BigDecimal` with explicit rounding, never `Double`; services are constructor-injected; integration tests run against Postgres in Testcontainers, never H2.",
], "2025-03-03")
mem("elixir-style", "rule", "Elixir code", ["elixir", "phoenix", "style"], [
    "In `visits/`: contexts own their schemas; slot capacity is checked inside a transaction with a row lock, never in the LiveView; `mix format` and Credo must pass.",
], "2025-03-03")
mem("rails-style", "rule", "Rails code", ["rails", "ruby", "style"], [
    "In `club/`: background work goes to Sidekiq jobs that are safe to run twice; no callbacks that charge money; RuboCop must pass.",
], "2025-03-10")
mem("frontend-style", "rule", "Frontend code", ["frontend", "nextjs", "typescript"], [
    "In `shop/` and the tablet app: TypeScript strict, server components by default, no new CSS framework; components have Storybook stories and Playwright covers checkout.",
], "2025-03-10")
mem("migrations", "rule", "Database migrations", ["migrations", "database", "schema"], [
    "Every migration can be rolled back and is reviewed by the service's owner. Columns are added nullable first and back-filled in a job; renaming or dropping a column takes two releases. Migrations on `sensor_reading`, `addition` or `spray_entry` (millions of rows) must run online and are never run during harvest.",
], "2025-03-17")
mem("commit-messages", "rule", "Commit messages and PR titles", ["commits", "conventional-commits", "pull-requests"], [
    "Conventional Commits with the folder as scope: `feat(cellar): ...`, `fix(bond): ...`, `chore(deps): ...`. The body says why; a change to a record the auditors read says which audit rule it keeps.",
], "2025-03-17")
mem("code-review", "rule", "Code review", ["review", "pull-requests", "approvals"], [
    "Every pull request needs one approval from the owning team; changes to `bond/`, to duty rates or to anything that charges a card need two, one of them from finance systems.",
], "2025-03-24")
mem("ci", "rule", "CI", ["ci", "github-actions", "checks"], [
    "GitHub Actions runs each service's lint, tests and build on every pull request; nothing merges on red, and a flaky test is quarantined with an issue, never retried until green.",
], "2025-03-24")
mem("deploys-jenkins", "rule", "Deploys run from Jenkins", ["deploys", "jenkins", "production"], [
    "Production deploys are started by the on-call engineer from the Jenkins deploy job.",
], "2025-01-06", superseded_by="deploys", valid_until="2025-03-31")
mem("deploys", "rule", "Deploys", ["deploys", "releases", "production"], [
    "Merging to `main` deploys to staging; production deploys from a release tag through the deploy workflow, never by hand. No production deploys after 15:00 on Fridays. Jenkins was switched off in March 2025.",
], "2025-03-31", supersedes=["deploys-jenkins"])
mem("harvest-freeze", "rule", "Harvest change freeze", ["harvest", "freeze", "deploys"], [
    "From the first picking day to the last pressing, `vineyard/`, `intake/` and `cellar/` take fixes only, each approved by the harvest lead and deployed before 14:00 so the night shift starts on a known version.",
], "2025-03-31")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "unleash", "releases"], [
    "Unfinished work ships behind an Unleash flag named `service.feature`; a flag is removed within 60 days of reaching 100%.",
], "2025-04-07")
mem("secrets", "rule", "Secrets", ["secrets", "credentials", "aws"], [
    "Secrets live in AWS Secrets Manager and reach services as environment variables at start; never in the repository, a Dockerfile or a CI log. The EMCS and HMRC credentials are rotated by finance systems only.",
], "2025-04-07")
mem("logging", "rule", "Logging", ["logging", "json", "observability"], [
    "Logs are JSON lines with the request id and no personal data: no names, emails, addresses, dates of birth or card fragments. Errors go to Sentry with the same scrubbing.",
], "2025-04-14")
mem("personal-data", "rule", "Personal data", ["gdpr", "privacy", "personal-data"], [
    "Customers', members' and visitors' personal data is deleted or anonymised on request within 30 days, across `shop/`, `club/`, `visits/` and `data/`; order records keep an anonymised customer for seven years for tax. The data protection lead signs off any new field that holds personal data.",
], "2025-04-14")
mem("time-zones", "rule", "Times", ["time", "timezones", "utc"], [
    "Store times in UTC; show them in Europe/London. Harvest shifts and slot times cross the October clock change, so never add 24 hours to get tomorrow: use calendar dates.",
], "2025-04-21")
mem("on-call", "rule", "On-call", ["on-call", "pagerduty", "incidents"], [
    "One engineer is on call each week through PagerDuty; during harvest there are two, one for vineyard and intake, one for the cellar, from 06:00 to 22:00. An incident gets a write-up within five working days.",
], "2025-04-21")
mem("dependencies", "rule", "Dependency updates", ["dependencies", "renovate", "upgrades"], [
    "Renovate opens dependency updates weekly; patch and minor updates merge when CI is green, major ones need the owning team. Nothing is upgraded in the two weeks before harvest.",
], "2025-04-28")
mem("sensor-retention", "rule", "Keeping sensor readings", ["sensors", "retention", "storage"], [
    "Raw sensor readings are kept for two years, then rolled up into hourly minimum, mean and maximum and the raw rows deleted by the monthly job. Frost readings for the sustainability audit are exported before the roll-up.",
], "2025-04-28")
mem("api-versions", "rule", "API versions", ["api", "versioning", "compatibility"], [
    "The public API the shop, the club app and the grower portal use is under `/api/v1`; a field may be added but never removed or renamed there. A breaking change goes into `/api/v2` with both served for six months.",
], "2025-05-05")
mem("backups", "rule", "Backups", ["backups", "restore", "databases"], [
    "RDS snapshots are taken nightly and kept 35 days; the bond and cellar databases are also exported weekly to a separate account for seven years. A restore is tested each quarter on staging.",
], "2025-05-05")
mem("accessibility", "rule", "Accessibility", ["accessibility", "wcag", "frontend"], [
    "The shop, the booking pages and the club account meet WCAG 2.2 AA: every form field labelled, contrast checked, keyboard-only checkout tested in Playwright.",
], "2025-05-12")
mem("cookie-consent", "rule", "Cookie consent", ["cookies", "consent", "analytics"], [
    "No analytics or advertising script loads before the visitor accepts it in the consent banner; the age gate on the shop is not a consent and sets only a strictly necessary cookie.",
], "2025-05-12")
mem("dbt-models", "rule", "dbt models", ["dbt", "models", "data"], [
    "Models are staged per source (`stg_cellar__lots`), joined in `int_` models and published as marts; every mart has unique and not-null tests on its key. Personal data stays in the staging layer and never reaches a mart.",
], "2025-05-19")
mem("tests", "rule", "Tests", ["tests", "fixtures", "quality"], [
    "Every change comes with tests. Fixtures use invented blocks, lots and growers from each service's `testdata/`; never copy production data, and never a real grower's or member's name.",
], "2025-05-19")
mem("performance-budgets", "rule", "Shop performance", ["performance", "web-vitals", "shop"], [
    "Shop pages keep a Largest Contentful Paint under 2.5 s on a mid-range phone; product images go through the image CDN, never from the origin. The Christmas peak is ten times normal traffic, so load-test checkout each October.",
], "2025-05-26")
mem("search-index", "rule", "Shop search", ["search", "typesense", "products"], [
    "Shop search uses Typesense, fed from the product records by a job on every publish; search shows only wines on sale. Never query the shop database from the search box.",
], "2025-06-02")
mem("search-algolia", "rule", "Shop search uses Algolia", ["search", "algolia", "products"], [
    "Shop search uses Algolia, pushed from the product admin.",
], "2025-01-06", superseded_by="search-index", valid_until="2025-06-02")
mem("reports-yield", "rule", "The yield report", ["reports", "yield", "harvest"], [
    "The yield report compares each block's estimate with the weighed tonnes; it reads only `intake/`'s weights, never bin counts, and it keeps last year's figures frozen once the vintage report is signed off.",
], "2025-06-09")
mem("duty-reconciliation", "rule", "Duty reconciliation report", ["duty", "reports", "reconciliation"], [
    "Each month `data/` reconciles the bond's releases with sales from the shop, club, till and trade; a difference over one case is sent to finance before the duty return is approved.",
], "2025-06-16")
mem("tablet-devices", "rule", "Vineyard tablet devices", ["tablets", "devices", "mdm"], [
    "The rugged tablets are enrolled in the device manager; the app is installed from there, never side-loaded. A lost tablet is wiped remotely the same day.",
], "2025-06-23")
mem("weather-data", "rule", "Weather data", ["weather", "forecast", "disease"], [
    "Forecasts come from the Met Office API, cached for an hour; our own weather stations feed the disease-risk model for downy and powdery mildew, which suggests spray timing but never books a spray.",
], "2025-06-30")
mem("disease-model-excel", "rule", "Disease risk from the spreadsheet", ["disease", "mildew", "model"], [
    "Mildew risk is worked out in the vineyard manager's spreadsheet each morning.",
], "2025-01-06", superseded_by="disease-risk", valid_until="2025-07-07")
mem("disease-risk", "rule", "The mildew risk model", ["disease", "mildew", "model"], [
    "The mildew risk model runs in `vineyard/` every hour from the station readings and shows each block's risk on the tablets. Its parameters are in `vineyard/config/disease.yaml`, changed only with the vineyard manager's sign-off.",
], "2025-07-07", supersedes=["disease-model-excel"])
mem("bin-scanning", "rule", "Bin scanning", ["bins", "scanning", "picking"], [
    "Each bin's QR code is scanned when it is full and again at the press house, linking it to block, row range, crew and load. A bin never scanned at the press is flagged by 22:00 the same day.",
], "2025-07-14")
mem("grower-contracts", "rule", "Grower contracts", ["growers", "contracts", "price-bands"], [
    "Contracts, their price bands and minimums are entered by finance in `intake/` before the season and locked on the first delivery; a change after that is a contract variation with its own effective date.",
], "2025-07-14")
mem("restaurant-bookings", "rule", "Restaurant bookings", ["restaurant", "bookings", "tables"], [
    "The restaurant's tables are booked through the restaurant's own booking service, not `visits/`; a tour-and-lunch package books both and cancels both together.",
], "2025-07-21")
mem("vintage-release", "rule", "Releasing a new vintage", ["release", "vintage", "shop"], [
    "A new vintage goes on sale only when its lot has passed the label check, its technical sheet is published and the club has had its allocation; the shop page switches vintage on the release date, keeping the old vintage's page for reviews.",
], "2025-07-28")
mem("competitions", "rule", "Wine competitions", ["competitions", "awards", "samples"], [
    "Entries to wine competitions are logged in `cellar/` with the lot and bottles sent; results are added with the certificate when it arrives.",
], "2025-08-04")
mem("club-selection-picks", "rule", "Choosing the club selection", ["club", "selection", "allocation"], [
    "The club selection is chosen by the head winemaker from stock `bond/` shows free for release; `club/` may not offer a wine whose stock after the shop's safety level would not cover every member's case.",
], "2025-08-04")
mem("newsletter", "rule", "The newsletter", ["newsletter", "marketing", "consent"], [
    "The newsletter goes to subscribers who opted in, from the marketing tool; the shop passes opt-ins through the consent API and never exports email lists by hand.",
], "2025-08-11")
mem("returns-breakages", "rule", "Broken bottles in delivery", ["returns", "breakages", "couriers"], [
    "A customer who reports a bottle broken in delivery gets a replacement or refund without returning it, with a photo in the Zendesk ticket; the claim against the courier is made by the despatch room within seven days.",
], "2025-08-18")
mem("corked-wine", "rule", "Faulty wine", ["faults", "refunds", "quality"], [
    "A customer who says a bottle is faulty (cork taint, oxidised, flat) is refunded or sent a replacement, and the lot code is logged so that the winemaker sees clusters per lot.",
], "2025-08-18")
mem("price-changes", "rule", "Changing shop prices", ["prices", "shop", "changes"], [
    "Shop and club prices change on the first day of a quarter, after the club's cut-off, and are set in the product admin by the commerce lead; never in code or by a migration.",
], "2025-08-25")
mem("vat", "rule", "VAT", ["vat", "tax", "invoices"], [
    "All our wine is standard-rated for VAT; duty is part of the value VAT is charged on. Tour tickets are standard-rated too, gift vouchers for a single kind of visit are taxed when sold.",
], "2025-08-25")
mem("energy-records", "rule", "Energy and water records", ["energy", "water", "sustainability"], [
    "The winery's electricity, gas and water meters are read monthly into `cellar/` for the sustainability audit; estimated reads are marked as estimates.",
], "2025-09-01")
mem("wastewater", "rule", "Winery wastewater", ["wastewater", "environment", "permits"], [
    "Winery wastewater goes through the settling tanks; the discharge permit's monthly readings are recorded in `cellar/` and a breach alerts the winery manager.",
], "2025-09-01")
mem("glass-weights", "rule", "Bottle weights", ["bottles", "glass", "packaging"], [
    "Still wines use the 420 g lightweight bottle; sparkling must use the 835 g bottle rated for the pressure. Packaging weights are reported each year for packaging producer responsibility.",
], "2025-09-08")
mem("trade-portal", "rule", "The trade portal", ["trade", "portal", "ordering"], [
    "Merchants and restaurants order through the trade portal in `trade/`; they see only their own prices, allocations, orders and invoices.",
], "2025-09-08")

# ---------------------------------------------------------------- skills
mem("record-spray-howto", "skill", "How to record a spray", ["howto", "spray", "tablets"], [
    "1. On the tablet, open the block and choose Spray. 2. Pick the product (the MAPP number fills in) and enter the rate, water volume, tractor and times. 3. Save; the app shows the date the block may next be picked. 4. To fix a mistake after the day, add a correcting entry and pick the entry it corrects.",
], "2025-09-15", deps=["spray-diary", "harvest-interval"])
mem("picking-plan-howto", "skill", "How to make tomorrow's picking plan", ["howto", "picking", "harvest"], [
    "1. Open Harvest > Plans in `vineyard/` and copy today's plan. 2. Add blocks whose sugar is ready; the app greys out blocks still inside a pre-harvest interval. 3. Assign crews and bins, then book press slots. 4. Publish by 16:00; crews get the plan by SMS.",
], "2025-09-15", deps=["picking-plan"])
mem("new-block-howto", "skill", "How to add a new block", ["howto", "blocks", "planting"], [
    "1. Get the block's boundary from the vineyard manager as GeoJSON. 2. Add it under Vineyard > Blocks with variety, clone, rootstock and planting year. 3. Give it the next code on its site (`PH-14`). 4. Add it to the sensor map if a probe covers it.",
], "2025-09-15")
mem("new-grower-howto", "skill", "How to set up a new contract grower", ["howto", "growers", "onboarding"], [
    "1. Finance enters the contract and price bands in `intake/`. 2. Create the grower with a new three-letter code. 3. Invite the grower's contact to the portal. 4. Book their first press slot once the portal login works.",
], "2025-09-22", deps=["grower-contracts", "grower-portal"])
mem("intake-load-howto", "skill", "How to take in a load of grapes", ["howto", "intake", "press-house"], [
    "1. Scan the delivery note or pick the press slot. 2. Weigh gross on the weighbridge. 3. Take the sample; enter Brix, pH and rot score. 4. If the load is held, wait for the winemaker. 5. Tip, then weigh tare; the net weight goes on the load.",
], "2025-09-22", deps=["intake-weighing", "intake-sampling"])
mem("addition-howto", "skill", "How to record an addition", ["howto", "additions", "cellar"], [
    "1. Open the lot in `cellar/`, choose Add. 2. Pick the product and its batch number; enter the quantity. 3. Check the SO2 warning if one shows. 4. Save before the addition is made, not after the shift.",
], "2025-09-22", deps=["additions", "so2-limits"])
mem("blend-howto", "skill", "How to make a blend", ["howto", "blends", "cellar"], [
    "1. In `cellar/`, New blend: choose the source lots and volumes. 2. Read the computed composition and the claims it still supports. 3. Pick the target vessel; the app checks capacity and cleaning. 4. Confirm: the blend lot gets its code and the sources are drawn down.",
], "2025-09-29", deps=["blending", "label-claims"])
mem("tirage-howto", "skill", "How to record a tirage", ["howto", "tirage", "sparkling"], [
    "1. Choose the base lot and Tirage in `cellar/`. 2. Enter yeast, sugar per litre and the bottle count. 3. Assign the cages. 4. Close: the lees ageing clock starts for every cage.",
], "2025-09-29", deps=["tirage"])
mem("disgorge-howto", "skill", "How to record a disgorgement", ["howto", "disgorgement", "sparkling"], [
    "1. Pick the cages from the disgorgement plan; cages under their minimum time are not offered. 2. Enter the dosage and the bottles lost. 3. Once the lab result arrives, the sweetness term is set. 4. Release the date for the back labels.",
], "2025-09-29", deps=["disgorgement", "lees-ageing", "sweetness-terms"])
mem("bottling-run-howto", "skill", "How to run a bottling", ["howto", "bottling", "line"], [
    "1. Create the run on the lot in `cellar/`. 2. Send the laser template to the line. 3. Record samples at start, middle and end. 4. Close the run with the bottle count; the bottled lot code is made.",
], "2025-10-06", deps=["bottling-runs", "lot-code-on-bottle"])
mem("mock-recall-howto", "skill", "How to run a mock recall", ["howto", "recall", "audit"], [
    "1. Pick a lot with the random picker in `cellar/` Reports. 2. Start the timer. 3. Run the trace report back to blocks and growers and forward to orders. 4. Export the customers list from `data/`. 5. Stop the timer and file the result.",
], "2025-10-06", deps=["mock-recalls"])
mem("duty-return-howto", "skill", "How to submit the duty return", ["howto", "duty", "hmrc"], [
    "1. After the bond's month end, run the duty reconciliation in `data/`. 2. Open Returns in `bond/`, check the releases and the rates used. 3. Ask the second approver. 4. Submit to HMRC and store the receipt on the return.",
], "2025-10-06", deps=["duty-return", "duty-reconciliation"])
mem("emcs-howto", "skill", "How to ship wine in bond", ["howto", "emcs", "exports"], [
    "1. Create the shipment in `bond/` with the consignee's excise number. 2. Submit the e-AD to EMCS from the shipment. 3. Store the ARC it returns. 4. Print the ARC for the driver; only then mark it despatched.",
], "2025-10-13", deps=["emcs-movements"])
mem("release-howto", "skill", "How to release stock from bond", ["howto", "release", "bond"], [
    "1. Open Releases in `bond/`, choose products and whole cases. 2. Check the duty shown. 3. Confirm; the duty point is recorded and the stock appears in the duty-paid store for the shop and trade.",
], "2025-10-13", deps=["duty-point"])
mem("rates-update-howto", "skill", "How to load new duty rates", ["howto", "duty", "rates"], [
    "1. Add a new file under `bond/rates/` named by its effective date with the bands and rates from the government's notice. 2. Never edit an old file. 3. Run the rates tests. 4. Two approvals, one from finance systems.",
], "2025-10-13", deps=["duty-abv-bands"])
mem("club-shipment-howto", "skill", "How to run a club shipment", ["howto", "club", "shipments"], [
    "1. Publish the selection three weeks before. 2. At the cut-off run the charge job; watch the failed payments. 3. Allocate stock and send the picking lists to the despatch room. 4. Send the despatch emails when DPD collects.",
], "2025-10-20", deps=["club-shipments", "club-payment-retries"])
mem("new-wine-howto", "skill", "How to list a new wine in the shop", ["howto", "products", "shop"], [
    "1. Create the product with its GTIN. 2. Link the bottled lot so the technical sheet and allergens fill in. 3. Write the tasting note and upload the pack shot. 4. Set the price and publish on the release date.",
], "2025-10-20", deps=["gtins", "product-pages"])
mem("tour-slot-howto", "skill", "How to add tour slots", ["howto", "tours", "slots"], [
    "1. In `visits/` admin, open the calendar and choose the slot type. 2. Set times and capacity. 3. Check it does not clash with a private event block. 4. Publish; the booking page shows it at once.",
], "2025-10-20")
mem("erasure-howto", "skill", "How to handle a deletion request", ["howto", "gdpr", "privacy"], [
    "1. Log the request in the privacy tracker with the date. 2. Run the erase command in `shop/`, `club/` and `visits/` for the email. 3. Run the `data/` anonymise job. 4. Reply within 30 days and close the tracker entry.",
], "2025-10-27", deps=["personal-data"])
mem("harvest-hotfix-howto", "skill", "How to ship a fix during harvest", ["howto", "harvest", "hotfix"], [
    "1. Branch from the last release tag. 2. Fix with a test; get the harvest lead's approval on the pull request. 3. Tag and deploy before 14:00. 4. Tell the press house and cellar leads in #harvest.",
], "2025-10-27", deps=["harvest-freeze"])
mem("restore-howto", "skill", "How to restore a database", ["howto", "backups", "restore"], [
    "1. Pick the snapshot time. 2. Restore to a new RDS instance, never over the live one. 3. Check the row counts against the report. 4. Switch the service's secret to the new host and restart.",
], "2025-10-27", deps=["backups"])
