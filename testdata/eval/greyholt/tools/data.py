"""Memories of the Greyholt evaluation store (an invented council-owned waste and recycling company's
software team). Each entry: id, type, title, tags, content lines, and optional deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files. Written
before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- knowledge
mem("systems-overview", "knowledge", "Greyholt systems", ["architecture", "services", "repo"], [
    "Monorepo `greyholt/`: `rounds/` (Go) plans collection rounds and the collection calendar; `cab/` (Kotlin) is the in-cab tablet app the crews use on the lorries; `portal/` (TypeScript, Next.js) is the residents' website; `weighbridge/` (Python) runs the weighbridges at the transfer station and the three recycling centres; `trade/` (Python, Django) holds commercial waste contracts and invoices; `fleet/` (Go) takes vehicle telematics and daily checks; `data/` (dbt on Postgres) builds the tonnage and recycling-rate reports.",
], "2025-01-06")
mem("company", "knowledge", "Who we are", ["company", "council", "contract"], [
    "Greyholt Environmental Services is a company owned by Greyholt Borough Council. We collect household waste and recycling for the borough's 118,000 households under a ten-year contract with the council (the client), run three household waste recycling centres (HWRCs) and a transfer station at Coldharbour Lane, and sell commercial (trade) waste collections to about 2,400 businesses.",
], "2025-01-06")
mem("glossary", "knowledge", "Words we use", ["glossary", "domain", "naming"], [
    "A round is one vehicle's collections for one day; a lift is one bin emptied; a container is any bin, box, sack or caddy; a stream is a kind of waste collected separately (refuse, dry recycling, glass, garden, food). An RCV is a refuse collection vehicle. The client is the council. Code says round, lift, container, stream; never 'route' for a round (route is the road path the lorry drives).",
], "2025-01-06")
mem("streams", "knowledge", "Waste streams and containers", ["streams", "containers", "bins"], [
    "Refuse: 180-litre black bin, fortnightly. Dry recycling: 240-litre blue bin, fortnightly, alternate weeks to refuse. Glass: 55-litre green box, four-weekly. Food: 23-litre caddy, weekly, since April 2026. Garden: 240-litre brown bin, fortnightly from March to November, by paid subscription only. Flats have communal 1,100-litre bins instead.",
], "2025-01-06")
mem("uprn", "knowledge", "Addresses and UPRNs", ["addresses", "uprn", "gazetteer"], [
    "Every property is keyed by its UPRN (Unique Property Reference Number, 12 digits at most, stored as bigint). Never key anything on the address text or postcode: addresses get renamed and postcodes are shared by up to 80 properties.",
], "2025-01-06")
mem("llpg-import", "knowledge", "The gazetteer import", ["gazetteer", "llpg", "import", "addresses"], [
    "The council's Local Land and Property Gazetteer (LLPG) is the source of addresses. `rounds/cmd/llpg-import` loads the council's nightly DTF 8.1 file from the SFTP drop at 02:00 and upserts properties by UPRN.",
    "Properties the LLPG marks as historic (logical status 8) are ended, never deleted: their lifts and reports must stay reportable.",
], "2025-01-13")
mem("rcv-fleet", "knowledge", "The collection fleet", ["fleet", "vehicles", "rcv"], [
    "46 RCVs: 38 diesel 26-tonne Dennis Eagles, 6 electric eCollects and 2 narrow-access 7.5-tonne lorries for the old town. Vehicle ids are the fleet numbers `GH-<3 digits>`; the registration plate is a separate field because plates change when a vehicle is re-registered.",
], "2025-01-13")
mem("rfid-tags", "knowledge", "Bin RFID tags", ["rfid", "bins", "tags", "lifts"], [
    "Every wheeled bin carries a passive UHF RFID tag in its rim. The reader on the lorry's lifting arm reads it as the bin is lifted, and `cab` records a lift with the tag id, the time and the GPS position. A tag is linked to one UPRN and one stream in `rounds.container`.",
], "2025-01-13")
mem("cab-app", "knowledge", "The in-cab app", ["cab", "tablet", "android", "crews"], [
    "`cab/` is an Android app (Kotlin, Jetpack Compose) on rugged Samsung tablets fixed in each lorry. It shows the round's streets in order, the properties with notes (assisted collections, hazards, access), and lets the crew report a problem at a property: bin not out, contaminated, damaged bin, blocked access. It works offline and syncs when it has signal.",
], "2025-01-13")
mem("portal-overview", "knowledge", "The residents' portal", ["portal", "residents", "nextjs", "website"], [
    "`portal/` is the residents' website at `bins.greyholt.gov.uk` (Next.js 15, App Router, server components). Residents look up their collection days, report a missed bin, book a bulky waste collection, subscribe to garden waste, order a new bin and book a recycling centre visit. No resident account: they identify a property by postcode and address picker, and get emails by address.",
], "2025-01-13")
mem("weighbridge-overview", "knowledge", "Weighbridges", ["weighbridge", "tonnage", "tickets"], [
    "Each site has a weighbridge: a vehicle is weighed in full and out empty, and the difference is the net tonnage of one load. `weighbridge/` (Python 3.12, FastAPI) talks to the Avery indicators over serial-to-TCP, prints the ticket and stores the load with its EWC code, carrier and origin.",
], "2025-01-20")
mem("trade-overview", "knowledge", "Trade waste", ["trade", "commercial", "contracts"], [
    "`trade/` (Django 5) holds the commercial customers: their contract, the containers they hire, the collection frequency, the waste transfer note and monthly invoices. Trade collections run on their own rounds, separate from household rounds, but use the same `cab` app.",
], "2025-01-20")
mem("hwrc-sites", "knowledge", "Recycling centres", ["hwrc", "sites", "recycling-centres"], [
    "Three household waste recycling centres: Coldharbour Lane (site code `CHL`, beside the transfer station), Millfield (`MLF`) and Upper Brook (`UPB`). Upper Brook has no weighbridge; its skips are weighed when they arrive at Coldharbour.",
], "2025-01-20")
mem("ewc-codes", "knowledge", "EWC codes", ["ewc", "waste-codes", "classification"], [
    "Every load is classified with a six-digit European Waste Catalogue code written with spaces, e.g. `20 03 01` mixed municipal waste, `20 01 01` paper and card, `20 02 01` biodegradable (garden) waste, `17 09 04` mixed construction waste. A code with an asterisk (`20 01 21*` fluorescent tubes) is hazardous.",
], "2025-01-20")
mem("wastedataflow", "knowledge", "WasteDataFlow returns", ["reporting", "wastedataflow", "tonnage", "government"], [
    "The council must send quarterly tonnage returns to WasteDataFlow, the government's waste reporting system, within three months of the quarter's end. `data/` builds them from weighbridge loads and the reprocessors' monthly statements; we send the draft to the council's waste officer three weeks before the deadline.",
], "2025-01-27")
mem("recycling-rate", "knowledge", "How the recycling rate is counted", ["recycling-rate", "reporting", "kpi"], [
    "Recycling rate = tonnes sent for reuse, recycling or composting / total household waste tonnes. Rejected loads count as residual, not recycling. Rubble and plasterboard taken at the HWRCs are reported but excluded from the household figure (they are not household waste in the return).",
], "2025-01-27")
mem("kpis", "knowledge", "Contract KPIs", ["kpi", "contract", "missed-bins"], [
    "The contract pays on KPIs: missed collections under 60 per 100,000 lifts per month, 98% of missed bins put right within two working days, bulky collections on the booked date, 95% of fly-tips cleared within one working day. `data/` reports them monthly; a miss costs deductions.",
], "2025-01-27")
mem("calendar-model", "knowledge", "The collection calendar", ["calendar", "collection-days", "rounds"], [
    "Each property has a collection day (Monday to Friday) and a week (A or B) per stream. `rounds.calendar` expands these to dates for the next 13 months, applying bank holiday changes. The portal, the emails and the printed calendars all read from `rounds.calendar`; nothing else computes dates.",
], "2025-02-03")
mem("reprocessors", "knowledge", "Where the materials go", ["reprocessors", "materials", "offtake"], [
    "Dry recycling goes to the Brampton materials recovery facility (MRF), glass to Encirc, garden waste to Hollow Farm composting, food waste to the Aldwick anaerobic digestion plant, refuse to the Redlands energy-from-waste plant. Each sends a monthly statement with its reject rate.",
], "2025-02-03")
mem("depot", "knowledge", "The depot", ["depot", "operations", "shifts"], [
    "All RCVs run from the Coldharbour Lane depot. Crews start at 06:00, rounds start leaving at 06:30 and should be back by 14:30; the garden and food rounds run 07:00 to 15:30. The control room is staffed 05:30 to 17:00 on weekdays and 06:00 to 12:00 on Saturdays after bank holidays.",
], "2025-02-03")
mem("telematics", "knowledge", "Vehicle telematics", ["telematics", "gps", "fleet"], [
    "Each RCV has a Microlise unit that sends position, speed and engine events every 30 seconds; `fleet/ingest` reads them from Microlise's webhook into the `fleet.positions` table (TimescaleDB hypertable, kept 400 days). The lifting arm's RFID reads come through the tablet, not through telematics.",
], "2025-02-10")
mem("stack", "knowledge", "Infrastructure", ["infrastructure", "aws", "kubernetes"], [
    "Everything runs on AWS eu-west-2: EKS for services, RDS Postgres 16 (one cluster, a schema per service), S3 for photos and documents, SQS between services. Terraform in `infra/`. The cab app syncs to `cab-api` in `rounds/`.",
], "2025-02-10")
mem("teams", "knowledge", "Who owns what", ["teams", "ownership", "codeowners"], [
    "Rounds team: `rounds/`, `cab/`, `fleet/`. Residents team: `portal/`. Commercial team: `trade/`, `weighbridge/`. Data team: `data/`. Platform: `infra/`, CI, on-call rota. CODEOWNERS names them; a change to another team's folder needs one of their reviews.",
], "2025-02-10")
mem("payment-gateway", "knowledge", "Taking payments", ["payments", "gateway", "card"], [
    "Residents pay for bulky waste, garden waste and new bins through the council's payment gateway (CivicPay, a hosted card page). We never see card numbers: we create a payment, redirect, and receive a signed callback. Trade customers pay by invoice and Direct Debit through GoCardless.",
], "2025-02-17")
mem("contact-centre", "knowledge", "The council's contact centre", ["contact-centre", "staff", "admin"], [
    "The council's contact centre answers residents' calls and uses the portal's staff screens (`/staff`) to report missed bins, book bulky collections and look up a property's history on a resident's behalf. They sign in with the council's Entra ID; they are the client's staff, not ours.",
], "2025-02-17")
mem("ev-rcvs", "knowledge", "Electric RCVs", ["electric", "ev", "fleet", "charging"], [
    "The six eCollect RCVs have a range of about 110 km with a full body. They charge overnight on the depot's 150 kW chargers; `rounds` only assigns them rounds under 85 km planned distance, and `fleet` warns control when one starts a day under 80% charge.",
], "2025-02-17")
mem("food-waste-launch", "knowledge", "Food waste collections", ["food-waste", "caddy", "launch", "streams"], [
    "Weekly food waste collections started on 13 April 2026 (the law required them from April 2026). Food uses narrow 7.5-tonne pod vehicles, not RCVs, and caddies have no RFID tag: a lift is recorded per street, not per property.",
], "2026-04-06")
mem("transfer-station", "knowledge", "The transfer station", ["transfer-station", "bulking", "haulage"], [
    "Coldharbour Lane transfer station bulks what the RCVs bring in: refuse and recycling are tipped in separate bays and loaded into 40-tonne bulkers to the plants. Every bulker out gets a weighbridge ticket; the in and out tonnages per stream must balance within 2% each month.",
], "2025-02-24")
mem("gdpr-basics", "knowledge", "Personal data we hold", ["privacy", "gdpr", "personal-data"], [
    "We hold residents' names, addresses, emails and phone numbers for reports and bookings; assisted-collection residents' reasons (health); crew photos of bins; lorry CCTV. The council is the controller for household services and we are its processor; for trade customers we are the controller.",
], "2025-02-24")

# ---------------------------------------------------------------- rules: domain
mem("uprn-key", "rule", "Key every property record on the UPRN", ["uprn", "addresses", "data-model"], [
    "Every table about a property has a `uprn bigint` column with a foreign key to `rounds.property`; never store an address string as the key, and never parse UPRNs from text without checking them against `rounds.property`.",
], "2025-01-13", deps=["uprn"])
mem("temp-uprn", "rule", "New builds without a UPRN", ["uprn", "new-builds", "addresses"], [
    "A new build that is occupied before the council issues its UPRN gets a temporary id from `rounds.temp_property` (negative numbers, never shown to residents). When the LLPG import brings the real UPRN, `llpg-import --merge-temp` moves its containers, lifts and reports to it; never merge by hand in SQL.",
], "2025-03-03")
mem("calendar-only-source", "rule", "Collection dates come only from rounds.calendar", ["calendar", "collection-days", "dates"], [
    "No service, page, email or PDF works out a collection date itself (no 'every other Tuesday' arithmetic anywhere). Read the date from `rounds.calendar` or its API `GET /calendar/{uprn}`; if a date is missing there, the bug is in the calendar.",
], "2025-02-10")
mem("bank-holidays", "rule", "Bank holiday changes", ["calendar", "bank-holidays", "collection-days"], [
    "On a week with a bank holiday, every collection from the holiday on moves one day later (Friday's to Saturday). Christmas and New Year follow the client's published table instead, loaded by hand into `rounds.calendar_override` each October.",
    "The bank holiday list comes from the GOV.UK bank-holidays JSON (England and Wales), fetched weekly; never hard-code dates.",
], "2025-02-10")
mem("day-change-notice", "rule", "Collection day changes need four weeks' notice", ["calendar", "day-change", "notice", "letters"], [
    "When a round redesign moves a property's collection day, the property must get a letter and an email at least four weeks before the first changed date. `rounds plan apply` refuses a plan whose first changed date is less than 28 days away, and it queues the letters itself.",
], "2025-03-10")
mem("missed-bin-window", "rule", "When a missed bin can be reported", ["missed-bins", "portal", "reports"], [
    "A missed collection can be reported from 16:30 on the collection day until the end of the second working day after it. Before 16:30 the portal says the crew may still be on the way; after two working days it offers a new bin-day check instead. The same window applies on the staff screens.",
], "2025-02-17")
mem("missed-bin-check-lifts", "rule", "Check the lift record before accepting a missed bin", ["missed-bins", "lifts", "rfid", "reports"], [
    "Before accepting a missed-bin report, look up the lifts for that UPRN and stream on that date and the crew's reports. If the bin was lifted, or the crew reported it not out or contaminated, the report is answered with that, with the photo, and is not counted as a missed collection.",
], "2025-02-17", deps=["missed-bin-window"])
mem("missed-bin-return", "rule", "Returning for a missed bin", ["missed-bins", "return", "kpi"], [
    "An accepted missed bin goes on the next day's 'return' list for the round's area, not back on the round; the return must be done within two working days (contract KPI). A second missed report for the same property and stream within four weeks flags the property for the supervisor.",
], "2025-02-17")
mem("contamination", "rule", "Contaminated recycling bins", ["contamination", "recycling", "crews", "cab"], [
    "A crew that finds the wrong things in a recycling bin (food, nappies, black sacks) does not empty it: they tag it in `cab` with a photo, and hang a red tag on the bin. The resident gets an email that day saying what was wrong; the bin is collected next time if fixed, or the resident books an extra refuse collection.",
    "Three contamination reports in 12 weeks for one property start the education visit process, never a fine.",
], "2025-03-03")
mem("bin-not-out", "rule", "Bins not put out", ["bin-not-out", "crews", "reports"], [
    "A crew reports 'not out' only when the property has no container at the edge of the property at the time of the pass; the tablet needs the GPS position within 30 metres of the property and takes a timestamped photo. A 'not out' report with no photo is not accepted by `cab-api`.",
], "2025-03-03")
mem("assisted-collections", "rule", "Assisted collections", ["assisted-collections", "accessibility", "crews"], [
    "Residents who cannot move their bins (age, disability, health) get an assisted collection: the crew collects the bin from where it is kept and puts it back. An assisted property shows a blue hand icon in `cab` and the bin's position; a missed assisted collection is returned the same day, not within two days.",
], "2025-03-10")
mem("assisted-reason-private", "rule", "Keep the reason for an assisted collection private", ["assisted-collections", "privacy", "health-data"], [
    "Why a resident needs an assisted collection is health data. It is stored only in `portal.assisted_application` (encrypted column), seen only by the residents' team's case officers, and never sent to `cab`, logs, analytics or the contact centre screens: crews see only that the property is assisted and where the bin is.",
], "2025-03-10", deps=["assisted-collections"])
mem("assisted-review", "rule", "Assisted collections are reviewed every two years", ["assisted-collections", "review"], [
    "Each assisted collection has a review date two years after approval; four weeks before it, the resident gets a letter asking if they still need it. No reply after eight weeks ends it, but a missed review never ends an assisted collection for a resident over 85.",
], "2025-03-10")
mem("hazard-notes", "rule", "Hazard notes at properties", ["hazards", "health-and-safety", "cab", "crews"], [
    "Crews and supervisors can add a hazard note to a property (dangerous dog, steep drive, overhead cables, needles found). A hazard note shows in `cab` as a red triangle before the lorry reaches the street and cannot be dismissed without opening it. Hazard notes are reviewed yearly; deleting one needs a supervisor.",
], "2025-03-17")
mem("reversing", "rule", "Reversing assessments", ["reversing", "health-and-safety", "rounds", "routing"], [
    "An RCV reverses only on streets with a reversing assessment recorded in `rounds.street_assessment`. Route planning must not produce a path that reverses into a street without one; `rounds plan validate` fails such a plan, and no one overrides it in the planner.",
], "2025-03-17")
mem("round-capacity", "rule", "Round capacity limits", ["rounds", "planning", "capacity"], [
    "A planned round must stay under 1,450 lifts for refuse and dry recycling, 1,100 for garden, and the vehicle's payload (9.5 tonnes for a 26-tonne RCV, 3 tonnes for the narrow-access lorries) using each stream's average weight per lift; plans over either limit are refused by `rounds plan validate`.",
], "2025-03-17")
mem("unfinished-rounds", "rule", "Rounds not finished on the day", ["rounds", "unfinished", "catch-up", "operations"], [
    "When a round cannot finish (breakdown, crew short, snow), the supervisor marks the unfinished streets in control; those properties are shown as 'collection delayed' on the portal that evening, and the streets are collected first the next working day. Unfinished streets are not missed collections and cannot be reported as missed.",
], "2025-03-24")
mem("severe-weather", "rule", "Suspending collections in severe weather", ["weather", "snow", "suspension", "operations"], [
    "Only the operations manager suspends collections (snow, ice, flooding) in control. A suspension puts a banner on every page of the portal, stops missed-bin reports for the suspended days, and sends no emails to individual residents (too many). Catch-up plans are published as a calendar override.",
], "2025-03-24")
mem("bulky-booking", "rule", "Bulky waste bookings", ["bulky-waste", "bookings", "portal"], [
    "A bulky waste booking holds up to six items from the item list (sofa, mattress, wardrobe...), priced £38 for the first three and £9 per item after. Bookings close at 12:00 two working days before the collection date. A booking is only confirmed once CivicPay's callback says paid.",
], "2025-02-24")
mem("bulky-weee", "rule", "Fridges, freezers and electricals in bulky bookings", ["bulky-waste", "weee", "fridges", "electricals"], [
    "Fridges, freezers and anything with a plug (WEEE) cannot share a booking with other bulky items: they are collected by the separate WEEE vehicle and go to a licensed treatment site. The portal splits a mixed basket into two bookings with two dates before payment.",
], "2025-02-24", deps=["bulky-booking"])
mem("bulky-refunds", "rule", "Bulky waste cancellations and refunds", ["bulky-waste", "refunds", "cancellations"], [
    "A bulky booking cancelled before the 12:00 cut-off is refunded in full through CivicPay; after it, no refund. Items left out that were not on the booking are not taken, and the crew photographs them; that is not a failed collection.",
], "2025-02-24", deps=["bulky-booking"])
mem("garden-subscription", "rule", "Garden waste subscriptions", ["garden-waste", "subscriptions", "portal"], [
    "Garden waste is a yearly subscription per bin, running 1 March to 28 February, £62 per bin (£31 for residents on council tax support). Subscriptions bought after 1 September cost half. A property can hold at most three garden subscriptions. The subscription is linked to the bin's RFID tag; crews lift only tagged bins with a live subscription.",
], "2025-06-02", supersedes=["garden-stickers"])
mem("garden-stickers", "rule", "Garden waste permits are stickers", ["garden-waste", "subscriptions", "stickers"], [
    "Each garden subscription is posted a numbered sticker for the bin lid; crews empty only bins with this year's colour of sticker. Lost stickers are replaced once free.",
], "2025-01-20", superseded_by="garden-subscription", valid_until="2025-06-01")
mem("garden-renewals", "rule", "Garden subscription renewals", ["garden-waste", "renewals", "emails"], [
    "Renewal emails go out on 15 January with a link that keeps the same bin; a subscription not renewed by 28 February ends, and its tag is set to 'no service' so crews skip it. Never auto-renew: we hold no card details.",
], "2025-06-02", deps=["garden-subscription"])
mem("garden-refunds", "rule", "Garden subscription refunds", ["garden-waste", "refunds"], [
    "A garden subscription is refunded only within 14 days of purchase (cooling-off) or when the resident moves out of the borough, pro rata by whole months left. Refunds are issued from the staff screens through CivicPay, never as a manual bank transfer.",
], "2025-06-02", deps=["garden-subscription"])
mem("new-bin-orders", "rule", "Ordering new or replacement bins", ["bins", "orders", "deliveries", "charges"], [
    "Replacement for a bin damaged by the crew: free. Lost, stolen or extra bins: £28 delivered. New-build properties: the developer pays per property through `trade/`, never the resident. Every delivered bin gets its RFID tag linked to the UPRN by the delivery crew scanning it; an unlinked bin is not lifted.",
], "2025-03-31")
mem("extra-capacity", "rule", "Bigger refuse bins", ["bins", "capacity", "refuse", "applications"], [
    "A household gets a 240-litre refuse bin instead of 180 only with six or more people or medical waste at home; the application is checked by a case officer and lasts three years. Requests for a bigger bin without those are refused with a link to the recycling guide.",
], "2025-03-31")
mem("communal-bins", "rule", "Communal bins at flats", ["communal-bins", "flats", "containers"], [
    "Flats with communal 1,100-litre bins are one collection point with many UPRNs. A lift at a collection point counts for every UPRN linked to it, and a missed collection there is reported once per collection point, not per flat.",
], "2025-04-07")
mem("side-waste", "rule", "Side waste", ["side-waste", "refuse", "crews"], [
    "Crews do not take extra sacks left beside a refuse bin (side waste), except in the two weeks after Christmas and on collections delayed by us. The `cab` app shows 'side waste accepted' for the affected rounds when control turns it on.",
], "2025-04-07")
mem("fly-tipping", "rule", "Fly-tipping reports", ["fly-tipping", "reports", "enforcement"], [
    "Fly-tipping reports come from the portal (with location pin and up to four photos) and from crews. Each report gets a size category (single bag to tipper-lorry load) for the government return, and must be cleared within one working day, or the same day if it blocks a road or holds hazardous waste.",
], "2025-04-14")
mem("fly-tip-evidence", "rule", "Evidence in fly-tips", ["fly-tipping", "evidence", "enforcement", "privacy"], [
    "Anything in a fly-tip that names someone (a letter, a parcel label) is photographed in place before clearing and bagged as evidence for the council's enforcement officers. Photos with evidence are kept in a separate S3 bucket with legal hold; they are never shown on the portal or sent to the reporter.",
], "2025-04-14", deps=["fly-tipping"])
mem("fly-tip-asbestos", "rule", "Asbestos in fly-tips", ["fly-tipping", "asbestos", "hazardous"], [
    "A fly-tip that may contain asbestos is never cleared by a collection crew: `cab` and the portal category 'possible asbestos' route it to the licensed contractor, and the location is coned off the same day.",
], "2025-04-14", deps=["fly-tipping"])

mem("hwrc-booking", "rule", "Recycling centre visits need a booking", ["hwrc", "bookings", "portal", "recycling-centres"], [
    "Residents book a 30-minute slot to visit a recycling centre, at most one visit a day and twelve a year per household (by UPRN), by registration plate. Staff check the plate at the gate from the tablet list; the ANPR camera at Coldharbour checks it automatically.",
], "2025-05-05", supersedes=["hwrc-no-booking"])
mem("hwrc-no-booking", "rule", "Recycling centres take walk-in visits", ["hwrc", "recycling-centres", "visits"], [
    "Recycling centres are open to any resident without booking; staff may ask for proof of address at busy times.",
], "2025-01-20", superseded_by="hwrc-booking", valid_until="2025-05-04")
mem("van-permits", "rule", "Vans and trailers at recycling centres", ["hwrc", "vans", "permits", "trailers"], [
    "Residents with a van, pick-up or trailer over 1.2 metres need a free van permit, 12 visits a year, and may only visit Coldharbour or Millfield. Anything that looks like trade waste (several of the same fittings, building rubble in bulk) is refused at the gate: businesses use the transfer station and pay.",
], "2025-05-05", deps=["hwrc-booking"])
mem("hwrc-rubble", "rule", "Rubble and plasterboard at recycling centres", ["hwrc", "rubble", "plasterboard", "charges"], [
    "DIY rubble and plasterboard are charged at the recycling centres: £4 per bag or item, paid at booking, at most five bags a visit. They are not household waste, so the weighbridge books them with their own EWC codes, separately from the household tonnage.",
], "2025-05-12")
mem("hwrc-hazardous", "rule", "Hazardous waste at recycling centres", ["hwrc", "hazardous", "asbestos", "chemicals"], [
    "Recycling centres take household chemicals, paint, batteries, gas bottles and fluorescent tubes into the locked hazardous store; asbestos only at Coldharbour, by booking, double-wrapped, at most ten sheets a year. Each hazardous container leaving the site needs a consignment note.",
], "2025-05-12")

mem("weighbridge-tickets", "rule", "Weighbridge tickets", ["weighbridge", "tickets", "loads"], [
    "Every load over a weighbridge gets a ticket with a number from the site's own sequence (`CHL-000123`), never reused and never deleted. A wrong ticket is voided with a reason and a new one issued; the void keeps the original weights.",
], "2025-01-27")
mem("tare-weights", "rule", "Stored tare weights", ["weighbridge", "tare", "vehicles"], [
    "A vehicle's stored tare (empty) weight may be used instead of weighing out only for our own RCVs and bulkers, and only if it was measured in the last six months. A stored tare older than six months makes the indicator screen ask for a weigh-out.",
], "2025-01-27", deps=["weighbridge-tickets"])
mem("weighbridge-calibration", "rule", "Weighbridge calibration", ["weighbridge", "calibration", "trading-standards"], [
    "Weighbridges are tested every six months by a certified engineer and after any repair. Between the test failing and the re-test, the weighbridge may weigh for our own records but must not weigh any load we charge for; `weighbridge` blocks charged tickets while a site's `calibration_ok` is false.",
], "2025-01-27")
mem("weighbridge-offline", "rule", "When the indicator is offline", ["weighbridge", "offline", "manual"], [
    "If a site's indicator stops talking to `weighbridge`, the operator writes paper tickets from the pad of pre-numbered manual tickets and keys them in within 24 hours with `manual=true`. Never type a weight in as if it came from the indicator.",
], "2025-02-03")
mem("rejected-loads", "rule", "Loads rejected by the MRF", ["rejected-loads", "mrf", "contamination", "tonnage"], [
    "When the MRF rejects a whole load of dry recycling as contaminated, the load's tonnage moves from recycling to residual in `data/`, with the MRF's rejection note attached, and the round it came from is flagged for a crew briefing.",
], "2025-02-03")
mem("tonnage-balance", "rule", "Transfer station mass balance", ["transfer-station", "tonnage", "balance", "reporting"], [
    "Each month, tonnes in per stream at the transfer station minus tonnes out, adjusted for stock in the bays, must be within 2%. `data/` fails the monthly build when it is not; the reconciliation is done by the commercial team, never by editing ticket weights.",
], "2025-02-24")
mem("wdf-deadlines", "rule", "WasteDataFlow figures", ["wastedataflow", "reporting", "tonnage", "deadlines"], [
    "Quarterly WasteDataFlow figures come only from the `data/` mart `wdf_quarter`, built from weighbridge tickets and reprocessor statements. Once the council submits a quarter, that quarter is frozen: late corrections go into the next quarter's adjustment lines, never back into a submitted quarter.",
], "2025-02-24")

mem("duty-of-care", "rule", "Waste transfer notes for trade customers", ["trade", "duty-of-care", "transfer-notes", "compliance"], [
    "Every trade contract has a waste transfer note: an annual (season) note naming the customer, the waste, its EWC codes, the containers and our carrier licence number. `trade` will not schedule a collection for a contract without a current signed note, and notes are kept for two years after they end.",
], "2025-03-03")
mem("hazardous-consignment", "rule", "Hazardous waste consignment notes", ["hazardous", "consignment-notes", "compliance"], [
    "Hazardous waste moves only with a consignment note, created through the government's hazardous waste tracking service from `weighbridge/consignments`; paper notes only when the service is down, entered within three days. Notes are kept three years.",
], "2025-03-03")
mem("carrier-licence", "rule", "Carrier licence and permits", ["licences", "permits", "compliance"], [
    "Our waste carrier licence number and site permit numbers are configuration (`config/licences.yaml`), printed on transfer notes and tickets. They change on renewal every three years; never hard-code them in templates.",
], "2025-03-03")
mem("trade-pricing", "rule", "Trade waste prices", ["trade", "pricing", "charges"], [
    "Trade prices are per lift by container size and stream plus a yearly container rental, from `trade.price_list` effective dates; new prices start on 1 April and apply to lifts on or after that date. Never change a price row in place: add a row with its effective date.",
], "2025-03-10")
mem("trade-invoices", "rule", "Trade invoices", ["trade", "invoices", "billing"], [
    "Trade invoices are monthly in arrears, one per contract, built from the lifts the RFID reader recorded (not the schedule). A scheduled lift with no RFID read and no crew report is charged; one reported as not out is charged; one missed by us is not.",
], "2025-03-10", deps=["trade-pricing"])
mem("vat-trade", "rule", "VAT on trade waste", ["vat", "trade", "invoices", "tax"], [
    "Trade collections and container rental carry standard-rate VAT (20%), rounded per invoice line. Household charges (bulky, garden, bins) are council services outside the scope of VAT: never add VAT to them.",
], "2025-03-10")
mem("trade-direct-debit", "rule", "Trade Direct Debits", ["trade", "direct-debit", "gocardless", "payments"], [
    "Trade customers pay by Direct Debit through GoCardless, collected on the 20th for the previous month's invoice. A failed collection is retried once after five days; a second failure suspends collections after a warning email and a call from the commercial team, never automatically.",
], "2025-03-17")
mem("trade-suspension", "rule", "Suspending a trade customer", ["trade", "suspension", "debt"], [
    "A trade contract is suspended only by a commercial team member in `trade`, with a reason. A suspended contract's containers show 'do not lift' in `cab`, and the customer must be written to before the first skipped lift, because uncollected trade waste becomes their duty-of-care problem.",
], "2025-03-17", deps=["trade-direct-debit"])
mem("trade-containers", "rule", "Trade containers and tags", ["trade", "containers", "rfid"], [
    "Trade containers carry RFID tags too, linked to the contract, not a UPRN. A trade container lifted on a household round, or a household bin lifted on a trade round, raises a 'wrong round' alert in control and is not charged.",
], "2025-03-17")
mem("money-in-pence", "rule", "Money is integer pence", ["money", "pence", "billing"], [
    "Amounts are integers in pence everywhere (Python `int`, Go `int64`, Postgres `bigint`, JSON numbers named `*_pence`). Format as pounds only at display time. No floats for money.",
], "2025-01-13")
mem("civicpay-callbacks", "rule", "CivicPay callbacks", ["payments", "civicpay", "callbacks", "webhooks"], [
    "A booking or subscription is paid only when the CivicPay callback arrives with a valid HMAC signature and matching amount; the return redirect proves nothing. Callbacks are idempotent by CivicPay reference; a callback for an unknown reference is logged and answered 200, not 500.",
], "2025-02-24")

mem("cab-offline", "rule", "The cab app must work offline", ["cab", "offline", "sync"], [
    "`cab` stores the day's round and every report locally (Room) and syncs in the background; nothing a crew does may wait on the network. Each report carries a client-generated UUID so a retried sync never creates a duplicate.",
], "2025-01-20")
mem("cab-sync-order", "rule", "Sync order and clock", ["cab", "sync", "time"], [
    "Reports and lifts are ordered by the tablet's GPS time, not the upload time and not the tablet's wall clock (crews change it). `cab-api` rejects events more than 36 hours old as stale; those go to the `cab_stale` table for control to review.",
], "2025-01-20", deps=["cab-offline"])
mem("cab-photos", "rule", "Photos taken in the cab app", ["cab", "photos", "privacy", "s3"], [
    "Photos from `cab` are resized to 1600 pixels, stripped of EXIF except time and position, and uploaded to S3; they are kept 13 months, except fly-tip evidence. The app blurs faces and number plates on the tablet before upload.",
], "2025-01-27")
mem("cab-driving-lock", "rule", "No screen use while driving", ["cab", "safety", "driving"], [
    "When the lorry moves faster than 8 km/h, `cab` shows only the next street and hazard warnings; every input is disabled until it stops. Never add a control that works while moving, even for the passenger side.",
], "2025-01-27")
mem("cab-releases", "rule", "Releasing the cab app", ["cab", "releases", "mdm", "tablets"], [
    "The cab app is released through the Intune MDM, never by sideloading: first to the four test tablets, then to 10% of the fleet on a Monday after the rounds are back (from 15:00), then to all after two clean days. Never release on a Friday or before a bank holiday.",
], "2025-06-09", supersedes=["cab-sideload"])
mem("cab-sideload", "rule", "Installing cab builds on tablets", ["cab", "releases", "tablets", "apk"], [
    "Cab builds are installed by the supervisors from the signed APK on the depot share, tablet by tablet, at the end of the day.",
], "2025-01-20", superseded_by="cab-releases", valid_until="2025-06-08")
mem("cab-min-version", "rule", "Minimum cab app version", ["cab", "versions", "api"], [
    "`cab-api` rejects a sync from a cab app older than the minimum version in `rounds/config/cab.yaml`, with a message the tablet shows to the crew. Raise the minimum only after MDM shows 95% of tablets updated, never in the same release that needs it.",
], "2025-06-09", deps=["cab-releases"])
mem("round-order", "rule", "Street order in a round", ["rounds", "routing", "order"], [
    "The order of streets in a round is the planner's output and is only changed through a new plan; a supervisor can swap two streets for the day in control, which lasts that day only. `cab` never reorders streets itself.",
], "2025-03-24")
mem("plan-apply", "rule", "Applying a round plan", ["rounds", "planning", "plans"], [
    "Round plans are made in `rounds plan` as a draft, validated (`rounds plan validate`), approved by the operations manager in control, then applied. Applying a plan only changes collection days from a date at least 28 days out; it never changes today's or tomorrow's rounds.",
], "2025-03-24", deps=["day-change-notice"])
mem("daily-checks", "rule", "Vehicle daily checks", ["fleet", "daily-checks", "safety", "dvsa"], [
    "The driver does the walk-round check in `cab` before the round starts; `cab` will not open the round until the check is submitted. A defect marked 'dangerous' stops the vehicle: the round is reassigned in control and the vehicle is off road until the workshop signs it off.",
], "2025-02-10")
mem("driver-hours", "rule", "Drivers' hours", ["fleet", "drivers-hours", "tachograph", "compliance"], [
    "RCV drivers work under GB domestic drivers' hours: at most 10 hours driving and 11 hours on duty a day. `fleet` warns control at 9.5 hours duty; reassigning a round must not put a driver over the limit.",
], "2025-02-10")
mem("lone-working", "rule", "Lone working", ["health-and-safety", "lone-working", "cab"], [
    "Staff working alone (bulky and fly-tip vans, WEEE driver) check in from `cab` every two hours; a missed check-in alerts control after 15 minutes. Nothing may turn the check-in timer off.",
], "2025-02-17")
mem("lorry-cctv", "rule", "Lorry CCTV", ["cctv", "privacy", "fleet"], [
    "RCV cameras record to the vehicle's DVR; footage is kept 31 days and copied out only for an incident, insurance claim or police request, logged in `fleet.cctv_requests`. Residents asking for footage of themselves make a subject access request to the council.",
], "2025-02-17")
mem("ev-range", "rule", "Assigning electric RCVs", ["electric", "ev", "rounds", "fleet"], [
    "Never assign an electric RCV to a round over 85 km planned distance or one with the Upper Brook hill streets; if control swaps vehicles on the day, `rounds` checks the planned distance against the vehicle's range and warns.",
], "2025-02-24")
mem("resident-emails", "rule", "Emails to residents", ["emails", "notifications", "residents"], [
    "Residents' emails go through GOV.UK Notify with the templates in `portal/notify/`; every template is plain English checked by the residents' team and has a reference in its footer. No marketing or surveys in service emails.",
], "2025-03-03")
mem("resident-data-retention", "rule", "How long residents' data is kept", ["privacy", "retention", "gdpr"], [
    "Reports and bookings keep the resident's name, email and phone for 24 months after they are closed; a nightly job then blanks them and keeps the UPRN and dates for reporting. Assisted-collection applications are deleted a year after the assisted collection ends.",
], "2025-03-03")
mem("staff-access", "rule", "Staff screens and the contact centre", ["staff", "access", "contact-centre", "roles"], [
    "The portal's staff screens use Entra ID groups: `GH-Control`, `GH-CaseOfficers` and `CC-Agents` (the council's contact centre). Contact centre agents can create reports and bookings and see a property's history, but not assisted-collection reasons, not fly-tip evidence, and cannot issue refunds.",
], "2025-03-10")
mem("portal-accessibility", "rule", "Accessibility of the portal", ["accessibility", "portal", "wcag"], [
    "The portal meets WCAG 2.2 AA as a public sector website must, with an accessibility statement. Every page is tested with axe in CI and by keyboard and screen reader (NVDA) before release; no form relies on colour or a map alone (the fly-tip pin has an address or description alternative).",
], "2025-03-10")
mem("portal-design-system", "rule", "The portal uses the GOV.UK Design System", ["portal", "design", "components", "ui"], [
    "Portal pages are built from GOV.UK Frontend components (via our `@greyholt/govuk` React wrappers), one thing per page, with the council's branding only in the header. No custom date pickers, modals or carousels.",
], "2025-03-17")
mem("address-lookup", "rule", "Address lookup", ["portal", "addresses", "postcode", "uprn"], [
    "Residents find their property by postcode, then pick from the list of addresses for that postcode from `rounds.property`; never a free-text address. If the address is missing, the page offers the contact centre number, and logs the postcode for the LLPG team.",
], "2025-03-17")
mem("portal-caching", "rule", "Caching calendar pages", ["portal", "caching", "calendar", "cdn"], [
    "Collection-day pages are cached at CloudFront for 15 minutes and purged for the affected UPRNs when the calendar changes (overrides, suspensions, unfinished rounds). Pages with a form are never cached.",
], "2025-03-24")
mem("welsh-none", "rule", "Language of the portal", ["portal", "language", "content"], [
    "The portal is English only, written to GOV.UK style: plain words, sentence case, no 'please note', dates as '3 March 2026'. Content changes go through the residents' team's content designer.",
], "2025-03-24")

# ---------------------------------------------------------------- rules: engineering
mem("code-review", "rule", "Code review", ["review", "pull-requests", "process"], [
    "Every change goes through a pull request with one approval from the owning team (CODEOWNERS); changes to `cab-api`, payments or anything touching personal data need two. Squash-merge with a title in Conventional Commits form (`feat(portal): ...`).",
], "2025-01-06")
mem("deploy-windows", "rule", "When we deploy", ["deploys", "release", "windows"], [
    "Server deploys run Monday to Thursday 09:30-15:30. `rounds` and `cab-api` never deploy between 05:30 and 09:30 (rounds going out), and nothing deploys on Fridays, bank holidays or the week of Christmas. Emergency fixes need the on-call lead's approval in #deploys.",
], "2025-01-06")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "release", "config"], [
    "New behaviour goes behind a flag in Unleash, named `<service>.<feature>`; a flag that has been fully on for 30 days is removed with its old code path. Flags never gate legal or safety behaviour (daily checks, driving lock, duty-of-care notes).",
], "2025-01-13")
mem("migrations", "rule", "Database migrations", ["migrations", "postgres", "schema"], [
    "Migrations are forward-only SQL files in `<service>/migrations/` run by Atlas in the deploy job, each safe to run while the old code is live: add columns nullable, backfill in batches, constrain later. Never rename or drop a column in the same release that stops using it.",
], "2025-01-13")
mem("big-tables", "rule", "Big tables", ["postgres", "performance", "lifts", "partitions"], [
    "`rounds.lift` (about 90 million rows a year) and `fleet.positions` are partitioned by month; every query on them must filter on the partition column (`lifted_on`, `time`). Index changes on them are made with `CREATE INDEX CONCURRENTLY` per partition outside deploy windows.",
], "2025-02-03")
mem("secrets", "rule", "Secrets", ["secrets", "security", "credentials"], [
    "Secrets live in AWS Secrets Manager and reach pods through External Secrets; nothing secret in the repo, in `config/`, in CI variables visible to forks, or in logs. A leaked secret is rotated at once and reported in #security.",
], "2025-01-13")
mem("logging", "rule", "Logging", ["logging", "privacy", "observability"], [
    "Structured JSON logs (Go `slog`, Python `structlog`, Kotlin Timber in the app) with a `request_id`. Never log names, emails, phone numbers, free-text report comments or assisted-collection details; log the UPRN and report id instead.",
], "2025-01-20")
mem("metrics", "rule", "Metrics and dashboards", ["metrics", "observability", "grafana"], [
    "Services expose Prometheus metrics named `greyholt_<service>_<thing>_<unit>`; labels never carry a UPRN, tag id or anything unbounded. Every alert has a runbook link.",
], "2025-01-20")
mem("on-call", "rule", "On-call", ["on-call", "incidents", "rota"], [
    "Platform runs a weekly on-call rota from 05:30 (the control room opens) to 20:00 on weekdays and 06:00-14:00 on Saturdays. Pages come from Grafana OnCall; a sync outage of `cab-api` during rounds is always a P1.",
], "2025-01-27")
mem("incidents", "rule", "Incidents", ["incidents", "postmortems", "process"], [
    "Open an incident channel `#inc-<date>-<slug>` for any P1 or P2, name an incident lead, and tell control if rounds are affected. A blameless write-up goes in `docs/incidents/` within five working days, with the client's contract manager told of any KPI impact.",
], "2025-01-27")
mem("api-versions", "rule", "API versions", ["api", "versions", "compatibility"], [
    "Internal HTTP APIs are versioned in the path (`/v1/`); a breaking change is a new version, and the old one lives until its last caller is gone. `cab-api` versions must stay compatible with every cab app version at or above the minimum.",
], "2025-02-03")
mem("dependencies", "rule", "Dependencies", ["dependencies", "renovate", "supply-chain"], [
    "Renovate opens dependency updates weekly; minor and patch updates merge after CI if the owning team approves; major updates need a ticket. No new dependency without a line in the PR saying why, and no dependencies from personal GitHub accounts in `cab`.",
], "2025-02-03")
mem("go-conventions", "rule", "Go conventions", ["go", "style", "errors"], [
    "Go services use the standard library's `net/http` router, `slog`, `pgx` and `sqlc`; errors are wrapped with `%w` and a verb phrase (`load round: %w`); no panics outside `main`. Table-driven tests with `t.Run`.",
], "2025-02-10")
mem("python-conventions", "rule", "Python conventions", ["python", "style", "typing"], [
    "Python services use uv, Ruff (format and lint) and mypy strict; type hints on every function; `Decimal` is never used for money (pence are ints). Tests with pytest and factory_boy; no test talks to a real CivicPay or GoCardless.",
], "2025-02-10")
mem("kotlin-conventions", "rule", "Kotlin conventions", ["kotlin", "android", "style"], [
    "`cab` uses Kotlin coroutines and Flow, Hilt for injection, Room for storage; no RxJava, no blocking calls on the main thread. UI in Jetpack Compose with large touch targets (at least 64 dp: gloves).",
], "2025-02-17")
mem("ts-conventions", "rule", "TypeScript conventions", ["typescript", "nextjs", "style"], [
    "`portal` is strict TypeScript with no `any`; server components by default, client components only for interaction; data fetching in server actions with zod-validated input. ESLint and Prettier in CI.",
], "2025-02-17")
mem("test-data", "rule", "Test data", ["testing", "test-data", "privacy"], [
    "Tests and staging use the synthetic borough (`fixtures/borough/`, 5,000 made-up properties with fake UPRNs from 900000000000 up). Never copy production residents, reports or photos into staging or a laptop.",
], "2025-02-24")
mem("time-zones", "rule", "Dates and time zones", ["time", "time-zones", "dates"], [
    "Store timestamps in UTC (`timestamptz`); collection dates are plain `date` in Europe/London and never converted. Anything about 'today', cut-offs (12:00, 16:30) or working days uses Europe/London and the bank holiday list.",
], "2025-02-24")
mem("working-days", "rule", "Working days", ["working-days", "dates", "deadlines"], [
    "A working day is Monday to Friday except bank holidays in England. Every deadline counted in working days (missed-bin window, returns, bulky cut-off, fly-tips) uses the shared `workdays` package (Go) or `greyholt_common.workdays` (Python), never its own loop.",
], "2025-02-24")
mem("backups", "rule", "Backups", ["backups", "postgres", "restore"], [
    "RDS keeps 35 days of point-in-time recovery and a monthly snapshot kept for seven years (tonnage and contract records). Restores are rehearsed every quarter into the `restore-test` account; a backup never restored does not count.",
], "2025-03-03")
mem("audit-log", "rule", "Audit log", ["audit", "logging", "staff"], [
    "Every staff action that changes a resident's or customer's record (refunds, suspensions, assisted-collection decisions, hazard note deletions, ticket voids) writes an `audit_event` with who, what, before and after. The audit table is append-only; the app role has no UPDATE or DELETE on it.",
], "2025-03-03")
mem("ci-pipeline", "rule", "CI", ["ci", "github-actions", "tests"], [
    "GitHub Actions runs each service's lint, tests and build only when its folder changes, plus the contract tests between `cab` and `cab-api` on any change to either. Main must stay green; a red main is fixed or reverted within the hour.",
], "2025-03-10")
mem("errors-to-residents", "rule", "Errors shown to residents", ["errors", "portal", "content"], [
    "The portal never shows a stack trace, an HTTP status or an internal id; errors use the GOV.UK 'There is a problem' pattern with what to do next. A payment error says whether the resident was charged.",
], "2025-03-17")
mem("open-data", "rule", "Open data", ["open-data", "publishing", "tonnage"], [
    "Monthly tonnages per stream and the recycling rate are published as CSV on the council's open data site, from `data/` only after the client's waste officer signs them off. Never publish anything below ward level.",
], "2025-03-24")
mem("third-party-access", "rule", "Partner access to our data", ["partners", "api", "access", "contracts"], [
    "Reprocessors and the council's consultants get data only through the `exports` bucket with per-partner IAM roles and a data sharing agreement signed first; no database accounts, no VPN for partners.",
], "2025-03-31")
mem("docs", "rule", "Documentation", ["docs", "adr", "runbooks"], [
    "Each service has a README with how to run it locally; architecture decisions go in `docs/adr/` as numbered ADRs; operational how-tos are runbooks in `docs/runbooks/` linked from alerts.",
], "2025-03-31")
mem("performance-portal", "rule", "Portal speed", ["performance", "portal", "core-web-vitals"], [
    "Portal pages must load with LCP under 2.5 s on a mid-range phone on 4G; JavaScript per page under 120 KB. The 'check your bin day' page does its work on the server and ships no client JavaScript.",
], "2025-03-31")
mem("route-maps", "rule", "Map data", ["maps", "routing", "osm", "licences"], [
    "Round routing uses OpenStreetMap data through our own OSRM server with the RCV profile (no weight-restricted roads, no low bridges); never call Google or another paid routing API from `rounds`. OSM attribution appears wherever we show a map.",
], "2025-04-07")
mem("weekly-refuse", "rule", "Refuse is collected weekly", ["refuse", "collection-days", "streams"], [
    "Refuse (black bin) is collected every week on the property's collection day.",
], "2025-01-06", superseded_by="fortnightly-refuse", valid_until="2025-09-28")
mem("fortnightly-refuse", "rule", "Refuse is collected fortnightly", ["refuse", "collection-days", "streams", "calendar"], [
    "Since 29 September 2025 refuse is collected every other week, alternating with dry recycling (week A / week B). Properties with six or more residents or medical waste can apply for a bigger bin, not for weekly collections.",
], "2025-09-01", supersedes=["weekly-refuse"])
mem("missed-bin-phone", "rule", "Missed bins are reported by phone", ["missed-bins", "contact-centre", "reports"], [
    "Residents report a missed bin by calling the contact centre, who email the depot.",
], "2025-01-06", superseded_by="missed-bin-window", valid_until="2025-02-16")
mem("photo-storage-old", "rule", "Crew photos on the depot file server", ["photos", "storage", "cab"], [
    "Crew photos are copied from the tablets to the depot file server each evening by the supervisors.",
], "2025-01-06", superseded_by="cab-photos", valid_until="2025-01-26")

# ---------------------------------------------------------------- skills
mem("run-locally", "skill", "Run the stack locally", ["local", "setup", "docker", "onboarding"], [
    "`make up` starts Postgres, LocalStack (S3, SQS), OSRM with the synthetic borough's map and a CivicPay stub in Docker; `make seed` loads `fixtures/borough/`. Then run a service with `make run-<service>`; the portal is on http://localhost:3000.",
], "2025-01-13")
mem("new-round", "skill", "Add a new round", ["rounds", "planning", "how-to"], [
    "1. `rounds plan new --from current` makes a draft from today's rounds. 2. Move streets between rounds in the planner UI or with `rounds plan move`. 3. `rounds plan validate` (capacity, reversing, EV range). 4. Ask the operations manager to approve in control. 5. `rounds plan apply --from <date>` at least 28 days out; letters queue themselves.",
], "2025-03-24")
mem("load-xmas-overrides", "skill", "Load the Christmas collection changes", ["calendar", "christmas", "overrides", "how-to"], [
    "The client sends the Christmas and New Year table in September. Put it in `rounds/overrides/<year>-xmas.csv` (original date, new date, streams), run `rounds calendar override load <file> --dry-run`, check the diff of affected UPRNs, then load it for real and purge the portal cache.",
], "2025-04-07")
mem("cab-release-howto", "skill", "Release a new cab app version", ["cab", "releases", "mdm", "how-to"], [
    "Tag `cab-vX.Y.Z`; CI builds and signs the AAB and uploads it to Intune as a line-of-business app. In Intune, assign it to the `cab-test` group, check on a depot tablet, then the `cab-ring-10` group after 15:00 on a Monday, then `cab-all` after two clean days. Watch the crash rate in Firebase Crashlytics.",
], "2025-06-09", deps=["cab-releases"])
mem("replay-cab-sync", "skill", "Replay a tablet's unsynced events", ["cab", "sync", "replay", "how-to"], [
    "If a tablet's sync is stuck, pull its outbox export from Intune (`/sdcard/cab/outbox-*.jsonl`) and replay it with `cabctl replay --file outbox.jsonl`; events are idempotent by UUID, so replaying twice is safe. Events over 36 hours old land in `cab_stale`.",
], "2025-02-10", deps=["cab-offline"])
mem("stale-events", "skill", "Review stale cab events", ["cab", "stale", "control", "how-to"], [
    "Control reviews `cab_stale` each morning in the staff screen 'Late reports': accept (the report is applied with its original GPS time) or discard with a reason. Accepted late 'not out' reports can still close a missed-bin report.",
], "2025-02-17")
mem("rfid-misreads", "skill", "Investigate RFID misreads", ["rfid", "misreads", "lifts", "how-to"], [
    "A round with many lifts but few reads usually has a faulty reader: compare the arm's lift count from telematics with RFID reads in `rounds.lift` for the day (`rounds report reads --round R --date D`). Under 90% read rate: raise a workshop job for the reader. A single bin never read needs a new tag.",
], "2025-03-03")
mem("retag-bin", "skill", "Re-tag a bin", ["rfid", "bins", "tags", "how-to"], [
    "The crew fits a new tag and scans it with the tablet's 'Re-tag' screen at the property; `cab-api` links it to the UPRN and stream and ends the old tag. Staff can do it from the staff screen with the tag number if the tablet could not.",
], "2025-03-03")
mem("void-ticket", "skill", "Void and reissue a weighbridge ticket", ["weighbridge", "tickets", "void", "how-to"], [
    "In the weighbridge app: find the ticket, 'Void', choose the reason (wrong carrier, wrong EWC code, wrong vehicle), then 'Reissue' copies it into a new ticket with the corrected fields and the original weights. Supervisors only; both are in the audit log.",
], "2025-02-03", deps=["weighbridge-tickets"])
mem("key-manual-tickets", "skill", "Key in manual weighbridge tickets", ["weighbridge", "manual", "offline", "how-to"], [
    "After an indicator outage, key the paper tickets in 'Manual tickets' with the pad number as the ticket reference, tick 'weighed on paper', and attach a photo of the paper ticket. Do it within 24 hours; older ones need the commercial manager.",
], "2025-02-10")
mem("reprocessor-statements", "skill", "Load a reprocessor statement", ["reprocessors", "statements", "tonnage", "how-to"], [
    "Each reprocessor's monthly statement (CSV or PDF) goes in `data/inbound/<reprocessor>/<yyyy-mm>`; `make load-statements` maps it with that reprocessor's mapping in `data/mappings/`. A PDF-only statement is typed into the CSV template by the data team.",
], "2025-02-17")
mem("rerun-wdf", "skill", "Rebuild the WasteDataFlow quarter", ["wastedataflow", "reporting", "dbt", "how-to"], [
    "`dbt build --select +wdf_quarter --vars '{quarter: 2026Q1}'` rebuilds one quarter; it refuses a quarter marked submitted. Send the CSV from `data/out/wdf/` to the waste officer; they key it into WasteDataFlow.",
], "2025-02-24", deps=["wdf-deadlines"])
mem("trade-onboarding", "skill", "Set up a new trade customer", ["trade", "onboarding", "contracts", "how-to"], [
    "1. Create the customer and contract in `trade` (company number checked against Companies House). 2. Choose containers and frequency; prices come from the price list. 3. Send the waste transfer note for e-signature. 4. Set up the GoCardless mandate. 5. When the note is signed, schedule delivery of the tagged containers; the first collection follows delivery.",
], "2025-03-17", deps=["duty-of-care"])
mem("trade-price-rise", "skill", "Apply the yearly trade price rise", ["trade", "pricing", "how-to"], [
    "In February, the commercial team sets the new prices; add rows to `trade.price_list` effective 1 April with `trade prices import new.csv`. Customers must get 30 days' written notice: `trade prices notify` emails them from the contract's billing contact.",
], "2025-03-24")
mem("refund-garden", "skill", "Refund a garden waste subscription", ["garden-waste", "refunds", "how-to"], [
    "Staff screen > property > Garden waste > Refund: the screen works out the pro-rata amount and sends the refund through CivicPay, then sets the tag to 'no service' from the next collection. Contact centre agents cannot do this; pass it to a case officer.",
], "2025-06-09", deps=["garden-refunds"])
mem("assisted-application", "skill", "Decide an assisted collection application", ["assisted-collections", "case-officers", "how-to"], [
    "Case officers open 'Assisted applications' in the staff screens, read the reason, call the resident if unclear, and approve or refuse. On approval they set the bin position (front garden, side gate...) which `cab` shows; the reason itself stays in the application.",
], "2025-03-17")
mem("add-hwrc-item", "skill", "Add an item to the recycling centre list", ["hwrc", "content", "items", "how-to"], [
    "The 'What can I take' list lives in `portal/content/hwrc-items.yaml` (item, accepted sites, charge, notes). Add the item, run `pnpm content:check`, and ask the residents' content designer to review the wording.",
], "2025-05-12")
mem("add-stream", "skill", "Add a new waste stream", ["streams", "calendar", "how-to"], [
    "A new stream needs: a row in `rounds.stream` with its EWC code, its container type, calendar rules, a `cab` icon, portal content, a Notify template for its first collection, and `data/` mapping to its reprocessor. Done for food waste in 2026: see ADR 0031.",
], "2025-12-01")
mem("rotate-secret", "skill", "Rotate a secret", ["secrets", "rotation", "how-to"], [
    "Create the new value at the provider (CivicPay, GoCardless, Notify...), put it in Secrets Manager as the new version, wait for External Secrets to sync (1 minute) and restart the deployment, then revoke the old value at the provider.",
], "2025-02-03")
mem("restore-db", "skill", "Restore a database", ["backups", "restore", "postgres", "how-to"], [
    "Restore point-in-time to a new RDS instance with `infra/scripts/pitr-restore.sh <time>`, never over the live one; copy the rows you need across with a reviewed SQL script; delete the instance afterwards.",
], "2025-03-10")
mem("debug-callback", "skill", "Debug a payment that did not confirm", ["payments", "civicpay", "debugging", "how-to"], [
    "Search the logs for the CivicPay reference; if no callback arrived, query it with `portalctl civicpay status <ref>`; if paid, `portalctl civicpay reconcile <ref>` applies it as a callback would. Never mark a booking paid in SQL.",
], "2025-03-10")
mem("llpg-import-failure", "skill", "When the gazetteer import fails", ["llpg", "import", "gazetteer", "how-to"], [
    "`llpg-import` fails the whole file on any invalid record and alerts #rounds; yesterday's addresses stay in place. Read the record number from the log, tell the council's LLPG team, and re-run with `--skip-record N` only if they agree.",
], "2025-03-17")
mem("fly-tip-map", "skill", "Add a fly-tip hot spot", ["fly-tipping", "enforcement", "maps", "how-to"], [
    "Enforcement officers mark hot spots in the staff map; a hot spot adds a weekly check to the nearest round's street list in `cab` and a CCTV flag. Hot spots expire after 90 days unless renewed.",
], "2025-04-21")
mem("bulky-capacity", "skill", "Change bulky collection capacity", ["bulky-waste", "capacity", "bookings", "how-to"], [
    "Each bulky van has 18 slots a day per area in `portal.bulky_capacity`; control changes them in the staff screen 'Bulky capacity' (for a van off road, set zero and move the bookings with 'Rebook all'; residents are emailed the new date).",
], "2025-03-03")
mem("suspend-collections", "skill", "Suspend collections for bad weather", ["weather", "suspension", "control", "how-to"], [
    "Control > Service status > Suspend: pick the streams, areas and dates; the portal banner goes live within 15 minutes. Lift it the same way, then load a catch-up calendar override if collections are moved.",
], "2025-03-31", deps=["severe-weather"])
mem("incident-rounds", "skill", "Handle a cab-api outage during rounds", ["incidents", "cab", "outage", "how-to"], [
    "Tablets keep working offline, so crews carry on. Page platform, open an incident, tell control; do not ask crews to restart tablets (that can lose the photo queue). When cab-api is back, watch the sync backlog drain on the 'cab sync' dashboard.",
], "2025-02-17")
mem("onboarding-dev", "skill", "New developer's first week", ["onboarding", "access", "how-to"], [
    "Ask platform for GitHub team, AWS SSO and Grafana access; read the ADRs, `docs/runbooks/` and this store; run the stack locally; spend a morning on a lorry with a crew (book through the depot manager; boots and hi-vis are provided).",
], "2025-03-31")
mem("data-requests", "skill", "Answer a data request from the council", ["reporting", "council", "data-requests", "how-to"], [
    "Requests from the client's officers come through the contract manager as a ticket. Answer from `data/` marts only, aggregated to ward or round, never with residents' names; FOI requests go to the council's FOI team, who ask us.",
], "2025-04-07")
mem("sar", "skill", "Help with a subject access request", ["privacy", "sar", "gdpr", "how-to"], [
    "The council sends a SAR with the resident's UPRN and name; run `portalctl sar export <uprn> --name '...'` which collects reports, bookings, emails sent and photos of that property within the retention period, and send the zip back through the council's secure transfer.",
], "2025-04-14")
mem("collection-point-setup", "skill", "Set up a collection point for flats", ["communal-bins", "flats", "how-to"], [
    "Create the collection point in the staff screen (location, access code, bin store notes), link the flats' UPRNs to it, then tag the communal bins to the point. Access codes for bin stores are shown in `cab` only for that point, never in reports.",
], "2025-04-21")
mem("print-calendars", "skill", "Print the yearly calendars", ["calendar", "printing", "letters", "how-to"], [
    "In January, `rounds calendar pdf --year 2026` makes one PDF per calendar pattern (not per household) from `rounds.calendar`; the printer gets the PDFs and a CSV of UPRN to pattern for the mail merge. Check three patterns by hand against the portal first.",
], "2025-12-08")
mem("map-osm-update", "skill", "Update the routing map", ["maps", "osm", "osrm", "how-to"], [
    "Monthly: `make osrm-update` downloads the Geofabrik extract, rebuilds the RCV graph and deploys it blue-green. Check the street changes report for new roads near new builds and width restrictions before switching.",
], "2025-04-28")
mem("ev-charging-check", "skill", "Check the EV charge report", ["electric", "ev", "charging", "how-to"], [
    "At 05:30 control opens 'EV readiness': each electric RCV's charge and the planned distance of its round. Under 80%: swap it with a diesel for a shorter round with 'Swap vehicles'; the planner checks range.",
], "2025-03-10")
