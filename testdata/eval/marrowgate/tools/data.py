"""Memories of the Marrowgate evaluation store (an invented zoo and safari park's software team: animal records,
the keepers' tablet app, diets, breeding programmes and transfers, the drive-through safari, visitor tickets and
annual passes, keeper experiences, school visits, the visitor app and the website). Each entry: id, type, title,
tags, content lines, and optional deps (depends_on), superseded_by + valid_until, supersedes, created date. gen.py
turns these into files. Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- knowledge
mem("systems-overview", "knowledge", "Marrowgate systems", ["architecture", "services", "repo"], [
    "Monorepo `marrowgate/`: `husbandry/` (Kotlin, Spring Boot) holds the animal records: animals, enclosures, daily reports, weights, diets, births, deaths and transfers; `keeper/` (Flutter) is the keepers' tablet app; `tickets/` (Django) sells day tickets, safari slots, annual passes, experiences and school visits; `gate/` (Go) runs the entrance and safari gate scanners; `visit/` (React Native) is the visitor app; `web/` (Next.js) is marrowgate.org.uk; `data/` (dbt on Postgres) builds the reports.",
], "2025-03-03")
mem("zoo", "knowledge", "Who we are", ["company", "charity", "zoo"], [
    "Marrowgate Zoological Society is a conservation charity running Marrowgate Zoo (the walk-round zoo, 38 acres) and the Marrowgate Safari, a drive-through reserve next to it. About 1,300 animals of 190 species, 1.1 million visitors a year, 140 keepers in eight sections and a vet team of five.",
], "2025-03-03")
mem("glossary", "knowledge", "Words we use", ["glossary", "domain", "naming"], [
    "A section is a keeper team and the area it looks after (carnivores, primates, hoofstock, birds, reptiles and amphibians, aquarium, children's farm, safari). An enclosure is where animals live; an exhibit is what visitors see of it; off-show means behind the scenes. Browse is cut branches fed to animals. Code says animal and enclosure, never 'pet' or 'pen'.",
], "2025-03-03")
mem("animal-records", "knowledge", "The animal record", ["animals", "records", "data-model"], [
    "Each animal has one row in `husbandry.animal`: accession number, species code, house name, sex (male, female, unknown), birth date with its precision (exact, month, year, estimate), transponder or ring number, current enclosure, and status (alive, on loan out, dead, transferred). Group-recorded species (fish, insects, most frogs) are counted per group in `animal_group`, not one row per animal.",
], "2025-03-10")
mem("accession-numbers", "knowledge", "Accession numbers", ["animals", "accession", "identifiers"], [
    "Every animal or group that arrives or is born here gets an accession number `MGZ-YYYY-NNNN` (year of arrival, a counter per year). It never changes and is never reused, even when the animal leaves and comes back (it keeps its old number). House names are not unique: we have had four lions called Tau.",
], "2025-03-10")
mem("species-codes", "knowledge", "Species and taxonomy", ["species", "taxonomy", "zims"], [
    "`husbandry.species` is a copy of Species360's taxonomy: each species has the ZIMS taxon id, the scientific name, our common name and its IUCN Red List category. We never add a species by hand; the nightly ZIMS sync brings new ones.",
], "2025-03-10")
mem("zims", "knowledge", "Species360 ZIMS", ["zims", "species360", "records", "sync"], [
    "ZIMS is the records system zoos share worldwide through Species360. Our records live in husbandry and are pushed to ZIMS by `husbandry/zims-sync` every night at 02:00: births, deaths, transfers, weights and identifiers. Other zoos see our animals' history in ZIMS when they take one on.",
], "2025-03-17")
mem("breeding-programmes", "knowledge", "Breeding programmes", ["breeding", "eep", "studbook"], [
    "Most of our threatened species are in EAZA Ex-situ Programmes (EEPs). Each EEP has a coordinator who keeps the studbook and recommends, per animal, breed, do not breed or transfer to another zoo. We hold the studbook for two species: the Sumatran tiger's regional studbook and the Visayan warty pig.",
], "2025-03-17")
mem("safari", "knowledge", "The drive-through safari", ["safari", "reserves", "vehicles"], [
    "Marrowgate Safari is a 5 km one-way road through four reserves: Lion Country, the Wolf Wood, the Rhino Plains and the Monkey Jungle (which has a bypass for people who don't want the monkeys on their car). Visitors drive their own cars in timed entry slots; about 900 cars on a summer day. Rangers in striped trucks patrol each reserve.",
], "2025-03-17")
mem("keeper-app", "knowledge", "The keepers' tablet app", ["keeper", "tablet", "flutter", "daily-report"], [
    "`keeper/` is a Flutter app on rugged Android tablets, one per section. Keepers write the daily report (observations, feeds, weights, enrichment, medication given), do the lock checks and see the diet sheets. The zoo has no signal in half the houses, so it works offline and syncs when it sees the wifi.",
], "2025-03-24")
mem("visitor-app", "knowledge", "The visitor app", ["visit", "app", "react-native", "map"], [
    "`visit/` is the React Native visitor app: the zoo map with where you are, today's talks and feeding times, the safari's queue time, annual pass cards and tickets. About 200,000 installs; it gets talk times from tickets and the queue time from the safari gate.",
], "2025-03-24")
mem("ticketing", "knowledge", "Tickets", ["tickets", "admission", "pricing"], [
    "`tickets/` sells dated day tickets for the zoo, the safari or both (a combi ticket), with a timed entry slot for the safari. Online tickets cost 10% less than at the gate. Ticket types: adult, child (3-15), concession, carer (free with a disabled visitor), under 3 (free) and family (2 adults and 2 children).",
], "2025-03-24")
mem("annual-passes", "knowledge", "Annual passes", ["annual-pass", "members", "passes"], [
    "About 62,000 annual pass holders: individual, joint and family passes, valid for twelve months from the first visit. Pass holders get the zoo and one safari drive a day free, 10% off in the shops and cafes, and book safari slots a week before the public. The pass is a card with a photo or a wallet pass.",
], "2025-03-31")
mem("experiences", "knowledge", "Keeper experiences", ["experiences", "bookings", "keeper-for-a-day"], [
    "Experiences are paid sessions with keepers: meet the penguins, feed the giraffes, lemur walk-through, big cat feed and keeper for a day. Each has a minimum age, a group size (usually 6) and slots set by the section. They sell out months ahead and are a favourite gift, so most are bought as vouchers.",
], "2025-03-31")
mem("schools", "knowledge", "School visits", ["schools", "education", "bookings"], [
    "About 1,400 school groups a year book through `tickets/` (school portal). Each booking has a date, an age group, the number of pupils and adults, and optional workshops with our education officers. Schools pay by invoice after the visit.",
], "2025-03-31")
mem("diets", "knowledge", "Diets and the food kitchen", ["diets", "nutrition", "kitchen"], [
    "The nutritionist writes a diet sheet per animal or group: items, amounts in grams, days and times, and supplements. The food kitchen prepares the day's diets at 06:30 from the kitchen list that husbandry prints from the diet sheets. Carcass feeding for the big cats happens twice a week.",
], "2025-04-07")
mem("dwa", "knowledge", "Dangerous animals", ["dwa", "dangerous-animals", "safety"], [
    "The council classes some species as Category 1 (big cats, great apes, elephants, bears, venomous snakes, crocodiles, rhinos): only keepers trained for that species may work with them, every door of their enclosures is locked with two checks, and an escape is a Code Red. The category is a flag on the species (`dwa_category`).",
], "2025-04-07")
mem("zoo-licence", "knowledge", "The zoo licence", ["licence", "inspection", "regulation"], [
    "The zoo runs under a licence from the council. Inspectors visit once a year and every four years for the full renewal; they ask for the stock list, the animal records, births and deaths, escape drills and the vet's visits. The records in husbandry are what we show them.",
], "2025-04-07")
mem("cites", "knowledge", "CITES permits", ["cites", "permits", "transfers"], [
    "Species listed in CITES Appendix I or II need permits to move between countries, and Appendix I animals need an Article 10 certificate for commercial use within the UK. The species carries its CITES appendix; transfers of listed species keep the permit number and a scan of the permit.",
], "2025-04-14")
mem("enclosures", "knowledge", "Enclosures and houses", ["enclosures", "houses", "locations"], [
    "Enclosures have codes `SECTION-NN` (`CAR-04` is the Sumatran tiger enclosure, `PRI-01` the gorilla house). An enclosure has one or more areas (inside, outside, off-show, quarantine) and the doors between them. Quarantine is its own enclosure `VET-Q1` to `VET-Q4` at the animal hospital.",
], "2025-04-14")
mem("vet-team", "knowledge", "The vet team", ["vets", "animal-hospital", "treatments"], [
    "The vets work in the animal hospital and keep their clinical notes in VetPro, a separate system we do not own. Husbandry holds what keepers need: current medication, treatment instructions, anaesthetic history and whether an animal is under vet care. VetPro sends treatments to husbandry through a webhook.",
], "2025-04-14")
mem("stack", "knowledge", "Infrastructure", ["infrastructure", "azure", "container-apps"], [
    "Everything runs on Azure in UK South: Container Apps for services, Azure Database for PostgreSQL flexible server (one database per service), Service Bus between services, Blob Storage for photos and documents, Front Door in front of the website. Bicep templates in `infra/`.",
], "2025-04-21")
mem("teams", "knowledge", "Who owns what", ["teams", "ownership", "codeowners"], [
    "Animal systems team: `husbandry/`, `keeper/`. Visitor systems team: `tickets/`, `gate/`, `visit/`, `web/`. Data team: `data/`. Platform: `infra/`, CI and the on-call rota. CODEOWNERS names them; a change in another team's folder needs one of their reviews.",
], "2025-04-21")
mem("data-platform", "knowledge", "Reports", ["data", "dbt", "reports", "power-bi"], [
    "`data/` is dbt on a reporting Postgres that logical replication fills from the services' databases. dbt runs every hour; Power BI reads the `marts` schema. Visitor numbers, secondary spend, animal stock and the EEP reports come from here.",
], "2025-04-21")
mem("seasons", "knowledge", "Opening hours", ["opening-hours", "seasons", "calendar"], [
    "Summer season (late March to October): zoo 09:30 to 18:00, safari last entry 16:30. Winter: zoo 10:00 to 16:00, safari last entry 15:00 and weekends only in January. Closed on Christmas Day. Opening hours live in `tickets/` as a calendar of seasons and exceptions; the website and the app read them.",
], "2025-04-28")
mem("website", "knowledge", "The website", ["web", "website", "nextjs"], [
    "`web/` is marrowgate.org.uk: Next.js on Container Apps, pages from the Contentful CMS that the marketing team edits, the ticket shop embedded from `tickets/`. Animal pages show facts from husbandry's public API (species, how many we have, births this year).",
], "2025-04-28")
mem("payments", "knowledge", "Taking payments", ["payments", "stripe", "card"], [
    "Online payments go through Stripe Checkout; the gate kiosks, shops and cafes use Stripe Terminal readers. We never see a card number. Schools and coach companies pay by invoice. Refunds go back to the card they came from.",
], "2025-04-28")
mem("adoptions", "knowledge", "Animal adoptions", ["adoptions", "gifts", "fundraising"], [
    "An animal adoption is a yearly gift: the buyer picks a species (not a single animal), and the adopter gets a certificate, a photo, a soft toy if they pay for the premium pack, and twice-yearly updates. About 14,000 adoptions a year; they renew every year unless cancelled.",
], "2025-05-05")
mem("emergency-codes", "knowledge", "Emergency codes", ["emergency", "escape", "codes", "radio"], [
    "Code Red: a Category 1 animal is out of its enclosure; visitors go into the nearest building and the firearms team is called. Code Amber: another animal is out. Code Blue: a visitor is hurt. Code Yellow: a lost child. Codes go out on the radio and, from the control room's console, as a page to every keeper tablet.",
], "2025-05-05")
mem("gate-scanners", "knowledge", "The gate scanners", ["gate", "scanners", "entry"], [
    "`gate/` is a Go service and the scanner firmware config: turnstiles at the main entrance and handheld scanners at the safari entry booth. It reads ticket and pass barcodes, decides in or out and counts who is on site. It caches the day's tickets and passes so the gate keeps working if the link to tickets goes down.",
], "2025-05-05")
mem("weather", "knowledge", "Weather", ["weather", "closures", "met-office"], [
    "We read the Met Office forecast and our own weather station by the safari. High wind (gusts over 45 mph) closes the treetop walkway and the safari's Monkey Jungle; snow or ice closes the safari road. Heat over 30 C changes the elephants' and penguins' routines. Closures are set in `tickets/`.",
], "2025-05-12")
mem("feeding-talks", "knowledge", "Talks and feeding times", ["talks", "feeding-times", "schedule"], [
    "Keepers give about 20 talks a day (penguin feed, sea lion show, tiger talk). The talk schedule lives in `tickets/` as a template per season with changes per day; the app and the map boards at the entrance show it.",
], "2025-05-12")

# ---------------------------------------------------------------- rules: animal records
mem("accession-immutable", "rule", "Never change or reuse an accession number", ["animals", "accession", "identifiers"], [
    "Never edit an accession number after it is issued and never reuse one. A wrong one is corrected by marking the record `entered_in_error` and creating a new record; the old number stays reserved. An animal that comes back to us keeps its first number.",
], "2025-03-10")
mem("house-names", "rule", "Never key on house names", ["animals", "names", "identifiers"], [
    "House names are for people and are not unique. Every lookup, join, URL and API parameter uses the animal id or the accession number, never the house name. Search may match names, but it shows the species, sex and accession number next to each result.",
], "2025-03-10")
mem("birth-date-precision", "rule", "Keep a birth date's precision", ["animals", "dates", "birth"], [
    "Store the birth date with its precision (exact, month, year, estimate) and show it that way: 'born 2019 (estimate)', never a made-up day. Ages computed from an estimated date say 'about'. Never fill a missing day with the 1st.",
], "2025-03-10")
mem("weights-grams", "rule", "Weights in grams", ["weights", "units", "animals"], [
    "Store every weight as an integer number of grams (`weight_g`), from a 2 g frog to a 3,800,000 g elephant. Convert only on display: kg with one decimal above 10 kg, grams below. Never store floats or kilograms.",
], "2025-06-02", supersedes=["weights-kg"])
mem("weights-kg", "rule", "Weights in kilograms", ["weights", "units", "animals"], [
    "Store weights in kilograms as a decimal with three places (`weight_kg`).",
], "2025-03-10", superseded_by="weights-grams", valid_until="2025-06-02")
mem("weight-outliers", "rule", "Question a weight that jumps", ["weights", "validation", "keeper"], [
    "The keeper app asks for confirmation when a weight differs from the animal's last one by more than 10% (20% for animals under 1 kg), because most such weights are typos or the wrong animal on the scale. A confirmed jump flags the animal for the vets.",
], "2025-06-09")
mem("group-records", "rule", "Count group species per group", ["animals", "groups", "records"], [
    "Fish, invertebrates, most amphibians and the colony birds are recorded as groups: a count per sex (male, female, unknown) in `animal_group`, changed by events (hatched 40, died 3). Never create individual records for them, and never mix individual and group records for one species in one enclosure.",
], "2025-03-17")
mem("deaths", "rule", "Recording a death", ["deaths", "animals", "records"], [
    "A death is recorded by a keeper or vet with the date, the cause if known and whether it was euthanasia. The animal's status becomes dead and the record stays forever. A post-mortem result is added by the vets later. Deaths of Category 1 or EEP animals page the curator.",
], "2025-03-17")
mem("records-retention", "rule", "Animal records are kept forever", ["retention", "records", "animals"], [
    "Animal records, daily reports, weights, births, deaths and transfers are never deleted: the zoo licence and the studbooks need them for the animal's lifetime and after. Deleting is not offered in the API; mistakes are corrected by a new entry that says what it corrects.",
], "2025-03-17")
mem("zims-sync-rule", "rule", "Everything that ZIMS needs goes through the sync", ["zims", "sync", "records"], [
    "Never write to ZIMS by hand or from another service: every birth, death, transfer, weight and identifier goes into husbandry and the nightly sync pushes it. A record the sync rejects lands in `zims_rejects` with the API error; the registrar fixes it in husbandry, never in ZIMS.",
], "2025-03-24")
mem("zims-sync-weekly", "rule", "ZIMS sync runs weekly", ["zims", "sync"], [
    "The ZIMS sync runs every Sunday night and sends the week's changes.",
], "2025-03-17", superseded_by="zims-sync-nightly", valid_until="2025-05-19")
mem("zims-sync-nightly", "rule", "ZIMS sync runs nightly", ["zims", "sync", "schedule"], [
    "The ZIMS sync runs every night at 02:00 and sends everything changed since its last successful run (not since midnight: a failed night is caught up the next). Never move it later than 04:00: keepers start at 06:30 and read the ZIMS-linked reports.",
], "2025-05-19", supersedes=["zims-sync-weekly"])
mem("species-from-zims", "rule", "Species come only from the taxonomy sync", ["species", "taxonomy", "zims"], [
    "Never insert into `husbandry.species` by hand or in a migration. A species we need that is missing is requested from Species360 and arrives with the nightly taxonomy sync. Local common names go in `species_local_name`.",
], "2025-03-24")
mem("transponders", "rule", "Identifiers are checked", ["identifiers", "transponder", "microchip", "rings"], [
    "A transponder number is 15 digits (ISO 11784) and is checked as such; a bird ring has its ring type and colour. An identifier is never deleted: a lost ring or failed chip is ended with a date and a new one added, so old photos and records still match.",
], "2025-04-07")
mem("daily-report-cutoff", "rule", "Daily reports close at midnight", ["daily-report", "keeper", "records"], [
    "A section's daily report can be edited until midnight of its day; after that it is locked and only an addendum can be added, signed by the senior keeper. The keeper app shows which reports are still open. Reports are per section per day, never per keeper.",
], "2025-03-24")
mem("offline-first", "rule", "The keeper app works offline", ["keeper", "offline", "sync", "flutter"], [
    "Every screen of the keeper app must work with no network: writes go to the local queue and sync when the tablet sees the wifi. A conflict (two tablets edited the same record) is never resolved silently: the later write wins for observations, and both are kept and flagged for weights and medication.",
], "2025-03-24")
mem("medication-double-check", "rule", "Medication needs two people", ["medication", "vets", "keeper"], [
    "Giving a controlled drug or any medication to a Category 1 animal is recorded by two keepers: the one who gives it and the one who checks the dose. The keeper app asks for the second keeper's PIN; the dose given must match the vet's instruction or the app refuses it.",
], "2025-04-14")
mem("under-vet-care", "rule", "Animals under vet care", ["vets", "animals", "status"], [
    "An animal under vet care shows a red banner in the keeper app with the vet's instructions and cannot be moved to another enclosure, weighed on the routine schedule or booked for an experience until a vet clears it. Only the VetPro webhook or a vet sets or clears the flag.",
], "2025-04-14")
mem("vetpro-webhook", "rule", "VetPro webhook is idempotent", ["vets", "vetpro", "webhook", "integration"], [
    "VetPro resends a webhook until we answer 200, sometimes hours later and out of order. Handle each event once by its `event_id` (kept in `vetpro_events`), apply treatments by their `updated_at`, and answer 200 for an event already seen. Never call VetPro back from the handler.",
], "2025-04-21")
mem("enclosure-moves", "rule", "Moving an animal", ["enclosures", "moves", "animals"], [
    "A move between enclosures is an event with the date, time, from, to and who moved it; `animal.enclosure_id` is derived from the latest move, never set directly. Moving a Category 1 animal needs the section's senior keeper to approve in the app.",
], "2025-04-21")
mem("quarantine", "rule", "Quarantine for new arrivals", ["quarantine", "arrivals", "vets"], [
    "Every animal arriving from another collection spends its quarantine period (30 days for mammals and birds, 60 for amphibians) in a `VET-Q` enclosure. Husbandry will not move it out before the end date unless a vet signs it off early. Quarantine animals are hidden from the public API.",
], "2025-04-21")
mem("contraception", "rule", "Record contraception", ["breeding", "contraception", "eep"], [
    "A contraceptive (implant, injection or in-feed) is recorded with the product, date and expected end, and shown on the animal's page. EEP animals with a do-not-breed recommendation must have one recorded or a reason why not; the monthly EEP report lists those that don't.",
], "2025-04-28")
mem("studbook-export", "rule", "Studbook exports", ["studbook", "eep", "export"], [
    "We export our two studbooks only in the formats the coordinators' software reads (PopLink and ZIMS for Studbooks), with every animal ever held in the studbook population, dead or alive. The export never changes data; it reads from husbandry's studbook view.",
], "2025-04-28")
mem("hybrid-check", "rule", "No unplanned breeding between subspecies", ["breeding", "subspecies", "eep"], [
    "Husbandry refuses to put two animals of breeding age and opposite sex in one enclosure when they are different subspecies of one species (Sumatran and Amur tigers), unless one is contracepted. The check runs on every move and on every new contraception record.",
], "2025-05-05")
mem("births", "rule", "Recording a birth", ["births", "breeding", "records"], [
    "A birth or hatching is recorded within 24 hours with the mother (and father, or 'unknown', or the possible fathers), the date with its precision and the number born, alive and dead. An accession number is issued when the baby is recorded, even if it dies on day one.",
], "2025-05-05", deps=["accession-immutable"])
mem("hand-rearing", "rule", "Hand-reared animals", ["births", "hand-rearing", "keeper"], [
    "A hand-reared animal has feeds every two to four hours: each feed (time, formula, volume in ml, who fed) goes in the keeper app, which works on the keepers' phones at night, not only the section tablet. Weight is recorded daily for the first 30 days.",
], "2025-05-12")
mem("diet-changes", "rule", "Only the nutritionist changes a diet", ["diets", "nutrition", "permissions"], [
    "Diet sheets are changed only by the nutritionist or a vet; a keeper can propose a change in the app and it waits for approval. Every change keeps the previous version with who changed it and why. A change takes effect from the next day's kitchen list, never the same day.",
], "2025-04-07")
mem("toxic-browse", "rule", "The toxic plants list", ["browse", "diets", "plants", "safety"], [
    "Browse is picked only from the approved plants list (`browse_plants`) and each entry says which species may have it. Yew, laburnum, rhododendron and ragwort are never on it. A diet item that is browse must name the plant, and the app refuses a plant not approved for that species.",
], "2025-04-14")
mem("fasting-days", "rule", "Fast days for carnivores", ["diets", "carnivores", "fasting"], [
    "Big cats fast one day a week (Sunday for lions and tigers, Tuesday for cheetahs); the kitchen list shows no meal that day and the daily report must not flag it as a refused feed. Fast days are part of the diet sheet, not a separate calendar.",
], "2025-05-19")
mem("lock-checks", "rule", "Two-person lock checks", ["dwa", "locks", "safety", "keeper"], [
    "Every door of a Category 1 enclosure is checked by two keepers after each time it is opened: the keeper app shows the doors in order and each must be ticked by both, with their PINs, within five minutes. An unticked door after five minutes pages the senior keeper and the control room.",
], "2025-04-07")
mem("dwa-trained", "rule", "Only trained keepers for Category 1 animals", ["dwa", "training", "permissions"], [
    "Tasks that open a Category 1 enclosure (cleaning, feeding, moves, lock checks) can be assigned only to keepers with a current training record for that species. The training register is in husbandry; an expired record removes the keeper from those tasks the same day.",
], "2025-04-14")
mem("escape-paging", "rule", "Escape pages never wait", ["emergency", "escape", "paging", "alerts"], [
    "A Code Red or Amber page goes to every keeper tablet and phone, the control room and the duty manager at once, over two paths (Azure Notification Hubs and SMS). It never goes through a queue shared with other notifications, is never batched or rate limited, and its delivery is checked per device.",
], "2025-05-05")
mem("escape-drills", "rule", "Escape drills are recorded", ["emergency", "drills", "licence"], [
    "Each section runs an escape drill every quarter; the control room records it in husbandry with the scenario, time to lockdown and what went wrong. The zoo licence inspectors ask for them, so a drill missing for a quarter shows red on the safety dashboard.",
], "2025-05-12")

# ---------------------------------------------------------------- rules: transfers and permits
mem("transfers", "rule", "Transfers to and from other zoos", ["transfers", "animals", "zims"], [
    "A transfer in or out is created in husbandry with the other institution (from ZIMS), the date, the terms (loan, donation, breeding loan, sale) and the paperwork. The animal's status changes only when the transfer is marked complete on the day it leaves or arrives, never when it is planned.",
], "2025-04-14")
mem("transfer-permits", "rule", "No transfer without permits", ["transfers", "cites", "permits"], [
    "Husbandry will not complete a transfer of a CITES-listed species without the permit numbers and scans attached, and for Appendix I species an Article 10 certificate as well. The check is in the transfer service, not the form, so imports through the API are checked too.",
], "2025-04-21", deps=["transfers"])
mem("transfer-howto", "skill", "Send an animal to another zoo", ["transfers", "howto", "zims"], [
    "1) Find the receiving institution in ZIMS and create the transfer in husbandry (terms, date, contact). 2) Attach the health certificate from the vets and, for CITES species, the permits. 3) Ask the EEP coordinator's recommendation number and add it. 4) On the day, the section marks the animal crated; the registrar marks the transfer complete. 5) The nightly sync tells ZIMS; check `zims_rejects` the next morning.",
], "2025-04-28", deps=["transfers"])
mem("loans-out", "rule", "Animals on loan stay ours", ["transfers", "loans", "records"], [
    "An animal we lend out stays in our stock list with status on loan out and the holder's name, because we still own it; it is not in our on-site counts or the keeper app. An animal on loan to us is in our counts and the keeper app but not in our owned stock.",
], "2025-05-19")

# ---------------------------------------------------------------- rules: safari
mem("safari-slots", "rule", "Safari entry slots", ["safari", "slots", "capacity"], [
    "The safari sells entry in 30-minute slots of 60 cars each; a car is one booking whatever the number of people in it. A car may arrive up to 30 minutes after its slot starts. Pass holders book a slot like everyone else, free.",
], "2025-06-16", supersedes=["safari-hourly"])
mem("safari-hourly", "rule", "Safari entry by the hour", ["safari", "slots"], [
    "The safari sells entry by the hour, 120 cars an hour.",
], "2025-03-24", superseded_by="safari-slots", valid_until="2025-06-16")
mem("safari-vehicles", "rule", "Which vehicles may drive the safari", ["safari", "vehicles", "rules"], [
    "Soft-top cars, motorbikes, bicycles, campervans with fabric roofs and vehicles over 3.5 t cannot drive the safari; the booking asks for the vehicle type and refuses those, and the booth can turn them away. Visitors without a suitable car can ride the safari bus (booked as a bus seat, not a car).",
], "2025-03-31")
mem("safari-monkeys", "rule", "The Monkey Jungle bypass", ["safari", "monkeys", "reserves"], [
    "The booking and the app say plainly that the baboons in the Monkey Jungle climb on cars and can damage wipers, aerials and roof boxes, and that there is a bypass. We never offer or sell insurance or damage cover for it.",
], "2025-04-07")
mem("safari-breakdowns", "rule", "A car stopped in a reserve", ["safari", "breakdowns", "rangers", "emergency"], [
    "When a visitor calls the number on the windscreen card because their car broke down in a reserve, the call goes to the rangers' radio first, never to a queue. The ranger app logs the reserve, the car's plate and the time the car was towed out; lion and rhino reserves page the head ranger.",
], "2025-04-14")
mem("safari-closures", "rule", "Closing a reserve", ["safari", "closures", "weather"], [
    "A reserve closed (wind, ice, an animal problem) is set by the head ranger in `tickets/` with a reason; the app and the booth show it, bookings stay valid, and if the whole safari closes every car booked that day gets an email with a free rebooking. A closed reserve never stops ticket sales for the rest.",
], "2025-04-21")
mem("number-plates", "rule", "Number plates are personal data", ["safari", "privacy", "plates", "gdpr"], [
    "A car's number plate, read by the booth's camera or typed in a booking, is personal data: it is kept 30 days and then deleted, never sent to analytics, and never shown on a screen visitors can see. The safari's car count uses a hash of the plate.",
], "2025-04-28")
mem("queue-time", "rule", "The safari queue time", ["safari", "queue", "app"], [
    "The safari queue time shown in the app and on the road signs comes from the booth's count of cars waiting (the loop sensors) and the cars let in per minute, averaged over 10 minutes. Never show a time below 5 minutes or above 90; show 'over 90 minutes' instead.",
], "2025-05-05")

# ---------------------------------------------------------------- rules: tickets and visitors
mem("dated-tickets", "rule", "Tickets are dated", ["tickets", "dates", "admission"], [
    "Every day ticket is for one date; an online ticket can be moved to another date free up to 24 hours before, once. Gate tickets are for the day they are bought. Never sell an open-dated day ticket (gift vouchers cover that).",
], "2025-03-31")
mem("daily-capacity", "rule", "Daily capacity", ["tickets", "capacity", "admission"], [
    "The zoo's site capacity is 9,000 visitors at a time, and online sales for a day stop at 7,000 so the gate always has room for pass holders. Capacity is per day in `capacity_day`, changed only by the duty manager. Pass holders count against the site capacity but not the online limit.",
], "2025-04-07")
mem("online-discount", "rule", "Online price", ["tickets", "pricing", "online"], [
    "Online ticket prices are the gate price minus 10%, rounded down to the 50p, computed by `tickets.pricing.online_price()`; never type an online price by hand. The website shows both prices.",
], "2025-04-07")
mem("gift-aid-admission", "rule", "Gift Aid on admission", ["gift-aid", "tickets", "donations", "hmrc"], [
    "A visitor can pay the Gift Aid admission price (the ticket price plus 10%), so that as a charity we can claim Gift Aid on the whole amount from HMRC. It is offered only to UK taxpayers who tick the declaration, and it is a separate price per ticket type, never a donation line.",
], "2025-04-14")
mem("carers-free", "rule", "Carers go free", ["access", "carers", "tickets"], [
    "One carer per disabled visitor goes free. The online shop asks for no proof; the carer ticket needs a paid disabled visitor's ticket in the same order. Pass holders with a carer get a joint pass at the individual price.",
], "2025-04-14")
mem("access-info", "rule", "Access needs stay private", ["access", "privacy", "gdpr"], [
    "What a visitor tells us about a disability or access need (wheelchair hire, a carer, sensory bags) is special category data: kept only with the booking, deleted with it, never in analytics, the data warehouse or marketing lists. dbt models select only the counts.",
], "2025-04-21")
mem("wheelchair-hire", "rule", "Wheelchair and scooter hire", ["access", "wheelchairs", "hire"], [
    "Wheelchairs (free) and mobility scooters (£10, 8 a day) are booked with a ticket or at the gate. A scooter booking needs the driver's age (over 14) and holds the scooter until 11:00, then it goes back to walk-up hire.",
], "2025-04-28")
mem("child-tickets", "rule", "Children's ages", ["tickets", "children", "pricing"], [
    "A child ticket is for ages 3 to 15 on the day of the visit; under 3 is free and needs no ticket online (the gate counts them). Never ask for a child's date of birth; the booker ticks that the ages are right.",
], "2025-04-28")
mem("refunds", "rule", "Refunds", ["refunds", "tickets", "payments"], [
    "Day tickets are not refundable but can be moved once; refunds are given for a closure we make (weather, safari closed) or a duplicate payment, by the visitor services team in the admin, always to the original card through Stripe. A refund never deletes the order: it adds a refund line.",
], "2025-05-05")
mem("refund-howto", "skill", "Refund a visitor", ["refunds", "howto", "admin"], [
    "1) Find the order in the tickets admin by its reference or the visitor's email. 2) Check the reason is one we refund (a closure or a duplicate payment). 3) Choose the lines to refund and the reason; the admin calls Stripe. 4) The visitor gets the refund email; a refund fails if the card is closed, then send a bank transfer request to finance.",
], "2025-05-12", deps=["refunds"])
mem("order-refs", "rule", "Order references", ["orders", "references", "identifiers"], [
    "An order reference is `MZ` and seven characters from an alphabet with no 0, O, 1, I or L, because visitors read it out on the phone. It is generated by `tickets.orders.new_reference()` and checked for uniqueness in the database, never derived from the order's id.",
], "2025-04-07")
mem("barcodes", "rule", "Ticket and pass barcodes", ["barcodes", "tickets", "gate", "security"], [
    "Tickets and passes carry a QR code of a signed token (the order line id, the date and an HMAC). The gate checks the signature offline with the day's key; a reissued ticket gets a new token and the old one is refused. Never print the order reference alone as a barcode.",
], "2025-04-14")
mem("double-scan", "rule", "A ticket already used", ["gate", "scanners", "entry"], [
    "A day ticket lets one person in once; a second scan shows amber with the time of the first, and the gate staff decide (people come back for a pram). Annual passes can go in any number of times a day. A re-entry stamp is a wristband, not a scan.",
], "2025-04-21")
mem("gate-offline", "rule", "The gate works without the network", ["gate", "offline", "resilience"], [
    "The gate must let people in when `tickets/` or the internet is down: it downloads the day's tickets and passes at 06:00 and every 5 minutes, checks signatures offline and uploads scans when it is back. Never add a check at the gate that needs a live call.",
], "2025-04-28")
mem("pass-photos", "rule", "Annual pass photos", ["annual-pass", "photos", "privacy"], [
    "Every annual pass card carries a photo of its holder (children under 16 too) taken at the pass desk or uploaded; a pass without one cannot be scanned after its first visit. Photos are stored in Blob Storage, deleted 60 days after the pass ends, and never used for anything else.",
], "2025-06-23", supersedes=["pass-photos-optional"])
mem("pass-photos-optional", "rule", "Pass photos are optional", ["annual-pass", "photos"], [
    "A pass holder may add a photo to their pass.",
], "2025-03-31", superseded_by="pass-photos", valid_until="2025-06-23")
mem("pass-renewals", "rule", "Renewing a pass", ["annual-pass", "renewals", "emails"], [
    "Renewal reminders go 30 days and 7 days before a pass ends. A pass renewed within 30 days after it ended keeps its start date; later it starts again. Never renew automatically: we do not store cards for passes.",
], "2025-04-28")
mem("pass-priority", "rule", "Pass holders book early", ["annual-pass", "priority-booking", "safari"], [
    "Pass holders can book safari slots and experiences seven days before the public. The window is a field on each bookable item (`members_from`), never computed in the front end.",
], "2025-05-05")
mem("experience-ages", "rule", "Experience age limits", ["experiences", "ages", "safety"], [
    "Each experience has a minimum age (8 for penguins, 12 for the big cat feed, 16 for keeper for a day) and under-16s need a paying adult with them. The booking asks the participant's age on the day; the keeper checks it. The limit is set per experience by the section, never in code.",
], "2025-04-21")
mem("experience-waivers", "rule", "Experience waivers", ["experiences", "waivers", "safety"], [
    "Every participant signs the experience's safety terms online before the day (the booker for under-18s). The keeper sees on the tablet who has not signed and cannot start the experience until they sign on the tablet.",
], "2025-04-28")
mem("experience-vouchers", "rule", "Experience vouchers", ["vouchers", "experiences", "gifts"], [
    "An experience voucher is valid 12 months from purchase and is exchanged for a slot; it names the experience, not a date. An expired voucher can be extended once for £10 within three months. Vouchers are liabilities: finance reports them, so never delete one.",
], "2025-05-05")
mem("animal-welfare-slots", "rule", "Animals can cancel an experience", ["experiences", "welfare", "cancellations"], [
    "A keeper can cancel an experience slot on the day because the animals are unsettled, ill or under vet care; the welfare of the animals comes before the booking. The booker gets a rebooking email at once and the slot is never resold that day.",
], "2025-05-12")
mem("school-ratios", "rule", "Adults per pupil", ["schools", "ratios", "safety"], [
    "A school booking needs at least one adult for every 5 pupils under 8, every 8 pupils aged 8 to 11 and every 10 older pupils. Those adults are free; extra adults pay the school adult price. The booking form enforces the ratio per age group.",
], "2025-05-19", supersedes=["school-ratio-ten"])
mem("school-ratio-ten", "rule", "One adult per ten pupils", ["schools", "ratios"], [
    "School bookings need one adult per ten pupils, who go free.",
], "2025-03-31", superseded_by="school-ratios", valid_until="2025-05-19")
mem("school-invoices", "rule", "School invoices", ["schools", "invoices", "finance"], [
    "Schools are invoiced after the visit for the number of pupils who came (the gate counts them), not the number booked, unless fewer than 80% came; then the booked number is charged. Invoices go to Xero through the finance export; never create them by hand.",
], "2025-05-26")
mem("school-risk-pack", "rule", "The risk assessment pack", ["schools", "risk-assessment", "documents"], [
    "Every school booking confirmation links the current risk assessment pack (a PDF in Contentful). The education team updates it each season; the link always points at the latest, never a copy attached to old emails.",
], "2025-05-26")
mem("adoption-renewals", "rule", "Adoption renewals", ["adoptions", "renewals", "payments"], [
    "Adoptions renew yearly by Direct Debit through GoCardless if the adopter chose it; others get a reminder. The species adopted must still be at the zoo at renewal: if we no longer keep it, the adopter is offered another species and nothing is charged until they choose.",
], "2025-05-12")
mem("adoption-updates", "rule", "Adoption updates name species, not animals", ["adoptions", "emails", "animals"], [
    "Adoption updates and certificates name the species and may tell a story about a named animal, but never promise an individual: animals move to other zoos and die. If a named animal in an update has died, marketing is told before the update goes out (husbandry's death event feeds the adoptions list).",
], "2025-05-19")
mem("talk-times", "rule", "Talk times change per day", ["talks", "feeding-times", "schedule"], [
    "A talk cancelled or moved on the day is changed by the section in the keeper app and shows in the visitor app within a minute; the app never caches talk times for more than 5 minutes. A feeding time is never promised: the app says 'usually'.",
], "2025-05-19")
mem("opening-hours-rule", "rule", "Opening hours have one source", ["opening-hours", "calendar", "web"], [
    "The website, the app, the ticket shop and the gate all read opening hours from `tickets/`'s calendar API. Never hard-code a time in a page, a component or an email template.",
], "2025-04-28")
mem("lost-children", "rule", "Lost children", ["emergency", "children", "privacy"], [
    "A lost child (Code Yellow) is recorded in the control room console with a description, never a photo; the record is deleted 7 days later. The visitor app has a 'lost someone?' button that calls the control room; it never shares the child's details in the app.",
], "2025-05-26")

# ---------------------------------------------------------------- rules: engineering
mem("migrations", "rule", "Database migrations", ["migrations", "database", "postgres"], [
    "Schema changes are Flyway migrations in `husbandry/src/main/resources/db/migration` and Django migrations in `tickets/`; both must run forward on a live database without locking a big table. Never edit a migration that has run; add a new one.",
], "2025-03-10")
mem("big-tables", "rule", "Changing the big tables", ["migrations", "database", "performance"], [
    "`daily_report_entry` (60 million rows), `weight` and `gate_scan` are big: add a column nullable with no default, backfill in batches of 10,000 with a pause, then add the constraint as NOT VALID and validate it separately. Create indexes CONCURRENTLY.",
], "2025-04-14", deps=["migrations"])
mem("api-versions", "rule", "Public API versions", ["api", "versioning", "public-api"], [
    "Husbandry's public API (species, counts, births for the website) is versioned in the path (`/v1/`). A breaking change makes a new version, the old one is kept six months, and its responses say `Deprecation`. Quarantine and under-vet-care animals are never in it.",
], "2025-05-05")
mem("logging-pii", "rule", "No personal data in logs", ["logging", "privacy", "gdpr"], [
    "Logs, traces and error reports carry ids (order id, pass id, animal id), never a visitor's name, email, phone, number plate or card details. Sentry scrubs them as a second line, not the first.",
], "2025-04-07")
mem("visitor-data-retention", "rule", "Keeping visitor data", ["retention", "privacy", "gdpr", "visitors"], [
    "Orders are kept 7 years for finance; the visitor's name, email and phone on a day-ticket order are removed after 2 years, leaving the money. Experience waivers are kept 3 years; gate scans 13 months. A deletion request removes everything we are not required to keep.",
], "2025-05-12")
mem("marketing-consent", "rule", "Marketing consent", ["marketing", "consent", "gdpr", "emails"], [
    "Marketing emails go only to people who ticked the box (never pre-ticked), recorded with the date and the wording they saw. Booking confirmations, renewal reminders and closure emails are service emails and do not need it.",
], "2025-05-12")
mem("emails", "rule", "Emails to visitors", ["emails", "templates", "notifications"], [
    "Visitor emails are sent through Postmark from the `notify` module of `tickets/` with templates in the repo. A failed email never fails a booking: it is retried and shown in the admin. Every email carries the order reference in the subject.",
], "2025-04-21")
mem("timezone", "rule", "Times are Europe/London", ["time", "timezone", "dates"], [
    "Store timestamps in UTC; dates of visits, slots and talks are local dates in Europe/London. Convert with the zone, never a fixed offset: slots on the clocks-change weekend in March and October must show the right time.",
], "2025-03-31")
mem("money", "rule", "Money in pence", ["money", "prices", "rounding"], [
    "Prices and amounts are integers in pence with the currency; VAT is worked out per line and rounded half up. Admission to a charity zoo is VAT exempt; shop, cafe and experience gift packs are standard rated. Never use floats for money.",
], "2025-03-31")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "releases", "config"], [
    "New visitor-facing features ship behind an Azure App Configuration flag, off in production until the owning team turns it on. A flag is removed within a month of being fully on.",
], "2025-04-28")
mem("tests", "rule", "Tests", ["testing", "tests", "ci"], [
    "Every change comes with tests: JUnit 5 and Testcontainers Postgres in husbandry, pytest in tickets, Go tests in gate, widget and integration tests in keeper, Jest in visit and web. Tests never call ZIMS, VetPro, Stripe or Postmark: use their fakes in `testing/fakes`.",
], "2025-03-17")
mem("flaky-tests", "rule", "Flaky tests", ["testing", "flaky", "ci"], [
    "A flaky test is quarantined with `@Tag(\"flaky\")` or `pytest.mark.flaky` and an issue in the same PR, never retried in a loop or deleted. The owning team fixes it within two weeks.",
], "2025-05-19", deps=["tests"])
mem("code-review", "rule", "Reviews", ["review", "pull-requests", "process"], [
    "Every PR needs one review from the owning team; changes to lock checks, escape paging, medication or the DWA training check need two, one from the animal systems lead. PR titles follow Conventional Commits with the folder as scope: `feat(husbandry): ...`.",
], "2025-03-17")
mem("commits", "rule", "Commit messages", ["commits", "git", "style"], [
    "Commit messages use Conventional Commits (`fix(gate): ...`); the body says why. Squash-merge to main. Reference the issue as `MZ-123`.",
], "2025-03-17")
mem("deploys", "rule", "Deploying", ["deploys", "releases", "container-apps"], [
    "Services deploy from main through GitHub Actions to Container Apps with a new revision taking 10% of traffic for 15 minutes before 100%. No deploys of `tickets/` or `gate/` on bank holidays, school holiday weekends or after 15:00 on a Friday; `husbandry/` and `keeper/` may deploy any weekday before 14:00.",
], "2025-06-02", supersedes=["deploys-tuesdays"])
mem("deploys-tuesdays", "rule", "Deploy on Tuesdays", ["deploys", "releases"], [
    "Production deploys happen on Tuesday mornings only.",
], "2025-03-17", superseded_by="deploys", valid_until="2025-06-02")
mem("keeper-releases", "rule", "Keeper app releases", ["keeper", "releases", "tablets", "mdm"], [
    "The keeper app is released to the tablets through Intune: first to the birds section's two tablets for two days, then to all. Never release on a Friday or when the daily reports are not synced on every tablet (the release wipes the local queue).",
], "2025-05-05", deps=["offline-first"])
mem("visit-releases", "rule", "Visitor app releases", ["visit", "releases", "app-store"], [
    "The visitor app ships through Expo EAS: JavaScript-only changes as an over-the-air update, native changes as a store release. Store releases go out by Wednesday before a school holiday, never during one.",
], "2025-05-12")
mem("secrets", "rule", "Secrets", ["secrets", "key-vault", "security"], [
    "Secrets live in Azure Key Vault and reach services through managed identity; never in the repo, in Bicep parameters, in app settings as plain values or in a CI variable. The gate's HMAC key rotates monthly.",
], "2025-03-24")
mem("rotate-gate-key", "skill", "Rotate the gate signing key", ["secrets", "gate", "barcodes", "howto"], [
    "1) Create the next key in Key Vault as a new version of `gate-ticket-hmac` with a start date. 2) tickets signs new tickets with it from that date; the gate accepts both keys for 400 days so annual passes keep working. 3) After the overlap, disable the old version. Never delete a version still inside the overlap.",
], "2025-05-19", deps=["secrets", "barcodes"])
mem("on-call", "rule", "On-call", ["on-call", "incidents", "rota"], [
    "Platform runs the on-call rota with one engineer from each team. The gate, tickets and escape paging are P1 at any hour; husbandry and keeper are P1 only for lock checks and paging, otherwise next working day. The runbook is `docs/runbooks/`.",
], "2025-04-14")
mem("incidents", "rule", "Incidents", ["incidents", "postmortems", "on-call"], [
    "A P1 gets an incident channel, a status note on the website if visitors are affected, and a blameless write-up in `docs/incidents/` within five working days.",
], "2025-04-21")
mem("dependencies", "rule", "Dependencies", ["dependencies", "renovate", "security"], [
    "Renovate opens dependency PRs weekly; security fixes are merged within 7 days. A new library needs a line in the PR on why, and no new dependency may phone home (the keeper tablets have no internet).",
], "2025-04-28")
mem("service-bus", "rule", "Events between services", ["service-bus", "events", "messaging"], [
    "Services talk through Service Bus topics (`animal-events`, `order-events`, `gate-scans`) with JSON events that carry a version and an id; consumers are idempotent by event id. Never call another service's database.",
], "2025-04-21")
mem("dbt-rules", "rule", "dbt models", ["dbt", "data", "models"], [
    "dbt models in `data/` follow staging, intermediate, marts; every model has a unique key test and a description. No personal data in marts: visitor models use hashed ids. Animal models read husbandry's replica only through `stg_husbandry__*`.",
], "2025-05-05")
mem("visitor-numbers", "rule", "Counting visitors", ["data", "visitors", "reporting"], [
    "A visitor is counted once per day when first scanned at the gate (annual pass holders included, under-3s from the gate's counter). The figure we report to the board, the zoo licence and BIAZA comes from `marts.fct_visits`; never count orders or tickets sold.",
], "2025-05-12")
mem("stock-report", "rule", "The stock list", ["data", "animals", "stock", "licence"], [
    "The annual stock list (how many of each species at 1 January, births, deaths, arrivals, departures) comes from `marts.fct_stock_movements`; it must match ZIMS's own report before it goes to the council. Animals on loan out are counted as ours.",
], "2025-05-19")
mem("public-api-photos", "rule", "Animal photos", ["photos", "animals", "web"], [
    "Animal photos on the website and app come from the photo library in husbandry with the photographer's credit. Photos of keepers need their consent; photos of visitors are never used without a signed release.",
], "2025-05-26")
mem("accessibility", "rule", "Accessible screens", ["accessibility", "web", "app", "wcag"], [
    "The website, the ticket shop and the visitor app meet WCAG 2.2 AA: keyboard use, labels, contrast and text resizing. The zoo map has a list view with every enclosure and its step-free route.",
], "2025-05-05")
mem("map-data", "rule", "The zoo map", ["map", "visit", "app", "enclosures"], [
    "The visitor map is drawn from the GeoJSON in `visit/assets/map/` that the design team exports; enclosure labels come from husbandry's public API by enclosure code, so a renamed exhibit changes once. Step-free routes are a layer of the same file.",
], "2025-05-26")
mem("kiosk-mode", "rule", "Gate kiosks", ["kiosks", "tickets", "gate"], [
    "The self-service kiosks at the entrance run the ticket shop in kiosk mode: no sign-in, no account pages, the session cleared after 90 seconds idle and after each sale, and Stripe Terminal for card payments. Kiosk sales are gate prices, not online prices.",
], "2025-06-02")
mem("shop-epos", "rule", "Shops and cafes", ["retail", "epos", "cafes"], [
    "The shops and cafes use Square's point of sale, which we do not run; the nightly Square export lands in the reporting database for secondary spend. The pass holders' 10% discount is a Square discount checked against the pass number through our `passes/lookup` API.",
], "2025-06-02")

# ---------------------------------------------------------------- skills
mem("add-animal-howto", "skill", "Record a new arrival", ["animals", "arrivals", "howto"], [
    "1) Complete the incoming transfer in husbandry (it creates the animal with an accession number). 2) Add identifiers (transponder, ring) and the species from the ZIMS record. 3) Move it to its `VET-Q` quarantine enclosure. 4) Ask the nutritionist for a diet sheet before its first feed. 5) For Category 1 species, assign only trained keepers.",
], "2025-04-21", deps=["quarantine"])
mem("record-birth-howto", "skill", "Record a birth or hatching", ["births", "howto", "keeper"], [
    "1) In the keeper app, open the mother's page and choose 'record birth'. 2) Enter the date and its precision, the number born alive and dead and the father if known. 3) The app issues an accession number per live animal (per group for fish and invertebrates). 4) Add sex as unknown until it is known; change it later with the date it was determined.",
], "2025-05-12", deps=["births"])
mem("record-death-howto", "skill", "Record a death", ["deaths", "howto", "keeper"], [
    "1) Open the animal in the keeper app or husbandry and choose 'record death'. 2) Enter date, time if known, found dead or euthanised, and what was seen. 3) Send the body to the vets for a post-mortem; they add the result in VetPro and it comes back through the webhook. 4) For EEP animals, email the coordinator; the sync tells ZIMS that night.",
], "2025-05-12", deps=["deaths"])
mem("new-enclosure-howto", "skill", "Add an enclosure", ["enclosures", "howto", "husbandry"], [
    "1) Add the enclosure in husbandry's admin with its code, section, areas and doors. 2) For Category 1 species, list every door in lock-check order. 3) Add it to the map GeoJSON if visitors see it. 4) Add its label in Contentful for the website.",
], "2025-05-19", deps=["lock-checks"])
mem("diet-change-howto", "skill", "Change an animal's diet", ["diets", "howto", "nutrition"], [
    "1) The keeper proposes the change in the app with the reason. 2) The nutritionist approves or edits it in husbandry's diet editor and picks the start date (tomorrow at the earliest). 3) The kitchen list shows the new diet from that date; the old version stays in the diet history.",
], "2025-05-19", deps=["diet-changes"])
mem("weigh-howto", "skill", "Weigh an animal", ["weights", "howto", "keeper"], [
    "1) In the keeper app pick the animal (scan its transponder or choose from the enclosure). 2) Read the scale in grams or kg and enter it with the scale used. 3) Confirm if the app flags a jump. 4) Weights sync with the daily report and go to ZIMS that night.",
], "2025-06-09", deps=["weights-grams"])
mem("add-talk-howto", "skill", "Add a keeper talk", ["talks", "howto", "schedule"], [
    "1) In the tickets admin, open the season's talk template and add the talk (title, place, time, days). 2) The section can cancel a single day from the keeper app. 3) The visitor app and the entrance boards pick it up within five minutes.",
], "2025-05-26", deps=["talk-times"])
mem("add-experience-howto", "skill", "Add a new experience", ["experiences", "howto", "bookings"], [
    "1) Create the experience in the tickets admin: description, section, minimum age, group size, price, safety terms. 2) Set its slot pattern with the section (days, times, which keepers). 3) Turn on `members_from` seven days before public sale. 4) Add its page in Contentful and a voucher product if it is sold as a gift.",
], "2025-05-26", deps=["experience-ages", "experience-waivers"])
mem("close-safari-howto", "skill", "Close the safari for the day", ["safari", "closures", "howto"], [
    "1) The head ranger sets the closure in the tickets admin (whole safari, reason). 2) Sales of safari slots for the day stop at once; combi tickets sold for the day become zoo-only. 3) The admin sends every booked car the closure email with a free rebooking. 4) The app shows the closure and the road signs read 'closed'.",
], "2025-06-02", deps=["safari-closures"])
mem("new-season-howto", "skill", "Set up a new season", ["seasons", "opening-hours", "howto"], [
    "1) In the tickets admin, add the season with its dates and opening hours. 2) Copy last season's prices and change them. 3) Create the safari slot pattern and the talk template for it. 4) Check the website and app show the new hours from the start date.",
], "2025-06-09", deps=["opening-hours-rule"])
mem("release-keeper-howto", "skill", "Release the keeper app", ["keeper", "releases", "howto"], [
    "1) Check every section's tablet has synced today (the admin's tablet page). 2) Build the release in CI and upload it to Intune for the birds group. 3) After two days with no crash reports, assign it to all tablets. 4) Tell the senior keepers on the keepers' channel.",
], "2025-06-16", deps=["keeper-releases"])
mem("deletion-request-howto", "skill", "Handle a visitor's deletion request", ["gdpr", "privacy", "howto"], [
    "1) Find the visitor's orders, passes, experience bookings and adoptions by email in the admin. 2) Run `manage.py forget_visitor <email>`; it removes what we may remove and keeps the money lines. 3) Ask Postmark and Mailchimp to suppress the address. 4) Reply within one month saying what we kept and why.",
], "2025-06-16", deps=["visitor-data-retention"])
mem("add-dbt-model-howto", "skill", "Add a report", ["dbt", "data", "howto"], [
    "1) Add staging for any new source table under `data/models/staging/`. 2) Build the report as a mart with a unique key test. 3) Run `dbt build --select +model` against the dev reporting database. 4) Add the Power BI page and share it with the team that asked.",
], "2025-06-16", deps=["dbt-rules"])
mem("onboarding", "skill", "Your first week", ["onboarding", "setup", "developers"], [
    "1) Ask platform for Azure access and the Key Vault reader role. 2) `make dev` starts Postgres, Service Bus emulator and the fakes. 3) Spend a morning with a keeper section and an afternoon at the gate: everything we build is used there. 4) Read `docs/runbooks/`.",
], "2025-06-23")
mem("local-dev", "skill", "Run things locally", ["local-dev", "docker", "setup"], [
    "`make dev` runs docker compose with Postgres 16, Azurite, the Service Bus emulator and the fakes for ZIMS, VetPro, Stripe and Postmark. `make seed` loads a small zoo (40 animals, a week of tickets). Never point a local service at production data.",
], "2025-06-23")
mem("escape-drill-howto", "skill", "Run an escape drill in the system", ["emergency", "drills", "howto"], [
    "1) The control room starts a drill from the console with the scenario and the section; pages say DRILL in the first word. 2) Keepers acknowledge on the tablet; the console times the lockdown. 3) End the drill and add notes; husbandry files it for the licence.",
], "2025-06-23", deps=["escape-drills"])
mem("pass-replace-howto", "skill", "Replace a lost pass card", ["annual-pass", "howto", "cards"], [
    "1) Find the pass in the admin and choose 'replace card' (£3 unless stolen with a crime number). 2) The old card's barcode is cancelled at once. 3) Print the new card at the pass desk with the photo on file, or send the wallet pass again.",
], "2025-06-23", deps=["barcodes"])
