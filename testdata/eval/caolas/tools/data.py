"""Memories of the Caolas evaluation store (an invented island ferry operator's digital team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Caolas systems", ["architecture", "services", "repo"], [
    "Repo `caolas/`: `booking/` (Kotlin, Spring Boot, Postgres) sells tickets, fares and vehicle space; `checkin/` (Go) runs port check-in and the boarding gates; `manifest/` (Python) builds the passenger and vehicle manifests and sends them to the Maritime Authority; `deckplan/` (TypeScript) plans each sailing's vehicle deck; `status/` (Elixir, Phoenix) publishes sailing status and disruption notices; `app/` (React Native) is the passenger app and `web/` (Next.js) the website.",
    "Caolas Ferries runs 14 vessels on 22 routes between the mainland and the islands, about 2.4 million passengers and 700,000 vehicles a year.",
], "2025-02-03")
mem("environments", "knowledge", "Environments", ["environments", "staging", "simulator"], [
    "Production, staging at stg.caolas.internal, and the port simulator. Staging's `manifest/` sends only to the Maritime Authority's test endpoint and staging's gates are the simulator's: a staging manifest sent to the live endpoint would report a sailing that is not at sea. Staging's booking data is a synthetic copy rebuilt every Sunday.",
], "2025-02-03")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack"], [
    "Digital (booking, checkin, manifest, deckplan, status, app, web): #caolas-digital. Marine operations own the timetable, sailing decisions, vessel allocation and tide tables (#marine-ops); customer service own rebookings by phone, complaints and goodwill (#cs-team); the port teams own check-in desks and gate hardware (#ports).",
], "2025-02-03")
mem("routes-and-vessels", "knowledge", "Routes, ports and vessel codes", ["routes", "ports", "vessels", "codes"], [
    "A route code is the two port codes joined by a dash, mainland first (`OBN-CRN`); a sailing id is route, date and departure time in UTC (`OBN-CRN-20250614T0730Z`). Vessels have three-letter codes (`MVL` for MV Loch Lomhair). Seven routes are lifeline routes: the island has no other link.",
], "2025-02-03")

# ---------------------------------------------------------------- rules of the operation
mem("passenger-manifest", "rule", "Passenger manifest to the Maritime Authority", ["manifest", "maritime-authority", "passengers", "departure"], [
    "Every sailing's manifest (passenger count, and for routes over 20 nautical miles each passenger's name, sex, age band and any need for assistance) is sent by `manifest/` to the Maritime Authority's API within 15 minutes of departure. The count comes from the gate scans, never from bookings.",
], "2025-05-12", supersedes=["manifest-email"], deps=["routes-and-vessels"])
mem("manifest-email", "rule", "Manifest emailed to the harbour master", ["manifest", "email", "harbour-master"], [
    "The purser emails the passenger list as a spreadsheet to the harbour master of the departure port before each sailing.",
], "2024-03-04", superseded_by="passenger-manifest", valid_until="2025-05-12")
mem("vessel-capacity", "rule", "Passenger certificate capacity", ["capacity", "passenger-certificate", "overbooking", "vessels"], [
    "No sailing is ever sold beyond the vessel's passenger certificate minus the 5% held for crew-escorted and emergency travel; there is no overbooking of passengers or vehicles. The limit is read from the vessel record, never typed into a fare or route.",
], "2025-02-10", deps=["routes-and-vessels"])
mem("vehicle-deck", "rule", "Vehicle deck space", ["vehicles", "lane-metres", "height", "deckplan"], [
    "Vehicle space is sold in lane metres by vehicle length band, and by height: over 1.85 m only on the main deck, over 4.5 m not without marine ops' approval. `deckplan/` owns the space: `booking/` asks it before confirming any vehicle.",
], "2025-02-10", deps=["vessel-capacity"])
mem("dangerous-goods", "rule", "Dangerous goods", ["dangerous-goods", "imdg", "freight", "declarations"], [
    "A vehicle carrying dangerous goods (IMDG classes, gas cylinders over 47 kg, fuel in cans over 20 litres) must be declared at booking and is accepted only on a freight sailing the master approves; the booking stays provisional until marine ops approve it.",
], "2025-03-03", deps=["vehicle-deck"])
mem("islander-fares", "rule", "Islander fares and resident cards", ["fares", "islanders", "residents", "discount"], [
    "Islander fares need a verified resident card number, checked against the council's register at booking and again at check-in; an unverified card pays the standard fare. Fares are always computed in `booking/` from the fare table, never in the app or web.",
], "2025-02-17")
mem("lifeline-priority", "rule", "Priority space on lifeline routes", ["lifeline", "islanders", "priority", "vehicles"], [
    "On lifeline routes 20% of vehicle space on each sailing is held for island residents, hospital appointments and essential supplies until 48 hours before departure, then released for general sale.",
], "2025-02-17", deps=["routes-and-vessels", "vehicle-deck"])
mem("medical-travel", "rule", "Travel for hospital appointments", ["medical", "hospital", "priority", "nhs"], [
    "A passenger travelling to a hospital appointment with an appointment letter is guaranteed a place on the sailing before it, from the lifeline reserve if need be; the letter is seen at check-in, never uploaded or stored.",
], "2025-03-10", deps=["lifeline-priority"])
mem("sailing-status", "rule", "Sailing status comes from marine ops", ["status", "cancellations", "weather", "disruption"], [
    "Only marine operations (the master's decision) cancel, delay or divert a sailing; `status/` publishes their decision as the single source for the app, web, SMS and signs. Never derive a cancellation or a likely-to-be-cancelled warning from weather or wave data.",
], "2025-02-24")
mem("disruption-rebooking", "rule", "Rebooking after a cancellation", ["disruption", "rebooking", "cancellations", "notifications"], [
    "When a sailing is cancelled, every booking on it is moved automatically to the next sailing with space, with no fee, lifeline priority first; passengers are told by SMS and email within 15 minutes of the status change and can choose another sailing or a full refund.",
], "2025-03-17", deps=["sailing-status", "refunds"])
mem("refunds", "rule", "Refunds and amendments", ["refunds", "amendments", "cancellation-fee", "payments"], [
    "Refunds go back to the original payment method, in full when we cancel, less a 10% fee when the passenger cancels more than 24 hours before departure, nothing within 24 hours. An amendment to a later sailing is free up to 24 hours before departure.",
], "2025-06-02", supersedes=["refunds-vouchers"])
mem("refunds-vouchers", "rule", "Refunds as travel vouchers", ["refunds", "vouchers"], [
    "A cancelled ticket is refunded as a travel voucher valid for 12 months; cash refunds only with a manager's approval.",
], "2024-01-15", superseded_by="refunds", valid_until="2025-06-02")
mem("checkin-cutoffs", "rule", "Check-in cut-off times", ["check-in", "cut-off", "standby", "gates"], [
    "Vehicles check in at least 30 minutes before departure and foot passengers 10 minutes before; after the cut-off the booking's space can be released to standby. The cut-off is per route in the route record, 45 minutes on routes with a linkspan change.",
], "2025-02-24", deps=["routes-and-vessels"])
mem("boarding-passes", "rule", "Boarding passes", ["boarding-pass", "qr", "signature", "offline"], [
    "A boarding pass is a QR code signed with the current Ed25519 key, holding the sailing id, booking reference and passenger or vehicle count; it is valid only for that sailing. Gates verify it offline with the public key, so a pass never needs the network to be accepted.",
], "2025-03-03", deps=["routes-and-vessels"])
mem("assistance-needs", "rule", "Passengers needing assistance", ["accessibility", "assistance", "special-category", "privacy"], [
    "A passenger's need for assistance (wheelchair, sight loss, lift access) is recorded at booking, shown to the port team at check-in and sent with the manifest; it is special category data, kept only until 48 hours after the sailing and never used for anything else.",
], "2025-03-10")
mem("pets", "rule", "Pets on board", ["pets", "dogs", "pet-lounge"], [
    "Pets travel in the owner's vehicle or in the pet lounge, booked with the ticket (at most 2 per booking); assistance dogs travel with their owner anywhere on board and are never charged.",
], "2025-04-07")
mem("unaccompanied-minors", "rule", "Children travelling alone", ["children", "minors", "age", "booking"], [
    "Under-12s cannot travel without an adult; 12 to 15 year olds may travel alone on daytime sailings with the parental consent form, which `booking/` requires before issuing their ticket.",
], "2025-04-07")
mem("card-payments", "rule", "Card payments", ["payments", "pci", "cards", "tokens"], [
    "Card details never touch our servers: the web and app use the payment provider's hosted fields and `booking/` stores only the provider's token and the last four digits. Refunds and amendments go through the same token.",
], "2025-02-10")
mem("passenger-data", "rule", "Passenger data retention", ["privacy", "gdpr", "retention", "personal-data"], [
    "Manifest data (names, sex, age band) is deleted 90 days after the sailing unless the Maritime Authority asks to keep it; booking personal data is kept 2 years after the last sailing. Subject access requests go to the data protection officer and are answered within 30 days.",
], "2025-03-17", deps=["passenger-manifest"])
mem("timetables", "rule", "Timetables and the GTFS feed", ["timetable", "gtfs", "summer", "winter"], [
    "Marine ops own the timetable: a winter and a summer timetable, changed with at least 6 weeks' notice except for disruption. We publish it as the GTFS feed and in the app; sailings are never added, moved or removed in `booking/` by hand.",
], "2025-02-24")
mem("sailing-times", "rule", "Sailing times and time zones", ["time", "utc", "timezone", "dst"], [
    "Sailing times are stored in UTC with the port's time zone (`Europe/London`) and shown in local time; sailings on the nights the clocks change are checked by hand in the timetable import. Never store a local time without its zone.",
], "2025-02-24")
mem("tidal-sailings", "rule", "Tide-restricted sailings", ["tides", "tidal-ports", "sailing-times"], [
    "Three ports are tidal: their sailing times move with the tide and come from the tide tables marine ops load each quarter; never compute or hard-code a tidal sailing time.",
], "2025-03-03", deps=["timetables"])
mem("freight-accounts", "rule", "Freight accounts", ["freight", "hauliers", "invoicing", "drivers"], [
    "Hauliers book through freight accounts and are invoiced monthly in arrears, with a credit limit per account; the driver of a freight vehicle is a passenger and goes on the manifest like any other.",
], "2025-03-24", deps=["passenger-manifest"])
mem("vessel-swaps", "rule", "Vessel swaps", ["vessels", "relief-vessel", "capacity", "rebooking"], [
    "When marine ops put a relief vessel on a route, `deckplan/` replans every affected sailing on the new vessel's deck and capacity; bookings that no longer fit are rebooked like a cancellation, lifeline priority first.",
], "2025-04-14", deps=["vessel-capacity", "disruption-rebooking"])
mem("digital-passes", "rule", "Multi-journey passes", ["passes", "multi-journey", "carnets", "islanders"], [
    "Multi-journey passes (10 or 20 single journeys on one route, valid 12 months) are digital, held in the app or as a card, and each journey is booked against the pass like a ticket so it counts towards capacity.",
], "2025-05-05", supersedes=["paper-carnets"], deps=["vessel-capacity"])
mem("paper-carnets", "rule", "Paper carnet books", ["carnets", "tickets", "paper"], [
    "Carnet books of 10 paper tickets are sold at port offices; a ticket is torn out at the gate and needs no booking.",
], "2023-11-06", superseded_by="digital-passes", valid_until="2025-05-05")
mem("customer-messages", "rule", "Service messages to passengers", ["sms", "email", "notifications", "marketing"], [
    "SMS and email about a booking or a sailing use the approved templates in `status/templates` and carry no marketing; marketing goes only to passengers who opted in, through the marketing tool, never through `status/`.",
], "2025-03-17")
mem("gaelic", "rule", "English and Gaelic", ["gaelic", "translations", "language", "signs"], [
    "Everything shown to passengers (app, web, signs, SMS) is in English and Scottish Gaelic; Gaelic text comes from the translation service, never machine translation, and a string without its Gaelic is not released.",
], "2025-02-10")
mem("accessibility-web", "rule", "Web and app accessibility", ["accessibility", "wcag", "screen-reader", "web", "app"], [
    "The web and app meet WCAG 2.2 AA: every flow is tested with VoiceOver and TalkBack before release, and status colours always come with text.",
], "2025-02-10")

# ---------------------------------------------------------------- engineering
mem("kotlin-conventions", "rule", "Kotlin conventions (booking)", ["kotlin", "booking", "spring", "money"], [
    "`booking/` is Kotlin with Spring Boot; money is `Long` pence, never `Double`; a booking change is one database transaction with an outbox row for every event it emits. Tests are JUnit 5 with Testcontainers Postgres.",
], "2025-02-03")
mem("go-conventions", "rule", "Go conventions (checkin)", ["go", "checkin", "gates", "offline"], [
    "`checkin/` runs on the port servers and must keep working without the network: gates read a local copy of the sailing's bookings refreshed every minute, and scans are queued and synced when the link returns. Every call out has a timeout.",
], "2025-02-03", deps=["boarding-passes"])
mem("python-conventions", "rule", "Python conventions (manifest)", ["python", "manifest", "ruff", "mypy", "pytest"], [
    "`manifest/` is Python 3.12; `ruff` and `mypy --strict` must pass; tests are `pytest` against the Maritime Authority's recorded responses in `manifest/tests/cassettes`, never the live API.",
], "2025-02-03")
mem("app-conventions", "rule", "Passenger app conventions", ["app", "react-native", "offline", "boarding-pass"], [
    "The app keeps every boarding pass for the next 7 days on the device so it works at a port with no signal; it never computes fares or availability, only shows what `booking/` returns.",
], "2025-02-17", deps=["boarding-passes"])
mem("db-migrations", "rule", "Database migrations (booking)", ["migrations", "postgres", "flyway", "expand-contract"], [
    "`booking/` migrations are Flyway scripts, expand then contract over two releases, and never take a lock on `bookings` or `sailings` longer than a second; large backfills run in batches outside the 06:00-20:00 booking peak.",
], "2025-02-17")
mem("test-data", "rule", "Test data", ["tests", "fixtures", "synthetic", "pii"], [
    "Tests and staging use synthetic passengers only: no real names, resident card numbers, assistance needs or payment tokens, even in a private branch.",
], "2025-02-03")
mem("deploys", "rule", "Deploys", ["deploy", "pipeline", "release", "peak"], [
    "Deploy through the pipeline only, after CI and one review. No deploys to `booking/`, `checkin/` or `status/` on summer Saturdays between 06:00 and 14:00 or during a disruption.",
], "2025-02-03", deps=["timetable-freeze"])
mem("timetable-freeze", "rule", "Timetable change freeze", ["freeze", "timetable", "booking", "peak"], [
    "For the week around each timetable change (the last weekend of March and of October) nothing is deployed to `booking/` or `deckplan/` except a fix marine ops ask for.",
], "2025-02-24", deps=["timetables"])
mem("code-review", "rule", "Code review", ["review", "pull-request", "manifest", "payments"], [
    "One review for any change; two for `manifest/`, boarding passes and payments, one of them from the team's senior engineer on that service.",
], "2025-02-03")
mem("secrets", "rule", "Secrets", ["secrets", "vault", "keys", "signing-key"], [
    "The Maritime Authority's API credentials, the payment provider's keys and the boarding-pass signing key live in Vault, never in the repo, CI variables or Slack. An exposed secret is rotated the same day; a rotated signing key needs the gates to have the new public key first.",
], "2025-02-03", deps=["boarding-passes"])
mem("logging", "rule", "Logging", ["logging", "logs", "pii", "observability"], [
    "Structured JSON logs with the sailing id and booking reference. Never log names, resident card numbers, assistance needs, payment tokens or a whole manifest.",
], "2025-02-03")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "rollout", "routes"], [
    "New booking behaviour is rolled out route by route behind a flag, starting with a non-lifeline route; a flag is removed within two releases of reaching every route.",
], "2025-03-03")
mem("gate-hardware", "knowledge", "Gate scanners and port hardware", ["gates", "scanners", "ports", "hardware"], [
    "Each port has two to six gate scanners and a check-in kiosk, run by the port teams; a scanner that loses its link keeps scanning offline for up to 4 hours.",
], "2025-02-03")

# ---------------------------------------------------------------- skills and incidents
mem("incident-gates-down", "skill", "Check-in or the gates are down", ["incident", "checkin", "gates", "manual-boarding"], [
    "If `checkin/` or the gates fail within an hour of a sailing, print the sailing's boarding list from the port server, board by hand against it, and enter the count into `manifest/` by hand before departure; page digital on-call.",
], "2025-04-14", deps=["passenger-manifest"])
mem("incident-booking-down", "skill", "Booking is down", ["incident", "booking", "outage", "status-page"], [
    "Put the booking-unavailable banner up through `status/`, tell customer service and the ports, and never sell at the ports on paper: the port offices hold space for walk-up passengers until booking is back.",
], "2025-04-14", deps=["sailing-status"])
mem("manifest-mismatch", "skill", "The gate count and the manifest disagree", ["manifest", "headcount", "mismatch"], [
    "If the gate count and the bookings differ at departure, the gate count wins; the purser confirms the headcount on board and `manifest/` sends a correction within 30 minutes.",
], "2025-05-12", deps=["passenger-manifest"])
mem("new-route", "skill", "Adding a new route", ["routes", "new-route", "ports", "timetable"], [
    "A new route needs its port codes, the route record (distance, cut-offs, lifeline or not), fares in the fare table, its timetable from marine ops in the GTFS feed, the manifest rules for its distance, and its Gaelic names; it opens behind a flag.",
], "2025-05-05", deps=["routes-and-vessels", "timetables", "passenger-manifest"])
mem("new-vessel", "skill", "Bringing a new vessel into service", ["vessels", "new-vessel", "deckplan", "capacity"], [
    "Add the vessel record with its passenger certificate and code, its deck plan in `deckplan/` (lanes, heights, mezzanine decks), and its gate and lift layout for assistance; marine ops confirm the figures before any sailing is sold on it.",
], "2025-06-02", deps=["vessel-capacity", "vehicle-deck"])
mem("timetable-import", "skill", "Importing a new timetable", ["timetable", "import", "gtfs"], [
    "Import marine ops' timetable file into a draft, compare it with the live one, check the clock-change nights and tidal sailings by hand, then publish: bookings on sailings that no longer exist are rebooked like a cancellation.",
], "2025-03-03", deps=["timetables", "sailing-times", "disruption-rebooking"])

# ---------------------------------------------------------------- role: digital (the store's role)
mem("frontend-stack", "knowledge", "Web and app frontend stack", ["frontend", "react", "nextjs", "design-system"], [
    "The web is Next.js 15 and the app React Native with Expo, both using our design system Tonn (`@caolas/tonn`) for every component; maps are MapLibre.",
], "2025-02-03", role=["digital"])
mem("on-call", "knowledge", "Digital on-call", ["on-call", "pagerduty", "rota"], [
    "Digital on-call is a weekly PagerDuty rota handed over on Tuesday at 10:00; in summer the on-call engineer is also on the 06:00 Saturday check for the first sailings.",
], "2025-02-03", role=["digital"])

# ---------------------------------------------------------------- role: marine-ops (hidden from digital)
mem("crew-hours", "rule", "Crew hours of rest", ["crew", "rest-hours", "rosters"], [
    "Seafarers get at least 10 hours of rest in any 24 and 77 in any 7 days; a roster that breaks this is rejected by the crewing system.",
], "2025-02-04", role=["marine-ops"])
mem("safety-drills", "skill", "Safety drills", ["drills", "muster", "safety"], [
    "Each vessel holds an abandon-ship and fire drill weekly, logged in the official log book, with a muster check of the crew list.",
], "2025-02-04", role=["marine-ops"])
mem("bunkering", "skill", "Bunkering", ["fuel", "bunkering", "ports"], [
    "Bunkering is done only with no passengers on board, after the bunker checklist is signed by the chief engineer and the port is told.",
], "2025-02-04", role=["marine-ops"])

# ---------------------------------------------------------------- role: customer-service (hidden from digital)
mem("goodwill", "rule", "Goodwill gestures", ["goodwill", "compensation", "complaints"], [
    "Agents may give goodwill up to 50 pounds per booking; more needs a team leader.",
], "2025-02-05", role=["customer-service"])
mem("complaints", "skill", "Handling complaints", ["complaints", "response-times", "escalation"], [
    "Acknowledge a complaint within 2 working days and answer within 10; a complaint about assistance goes to the accessibility lead the same day.",
], "2025-02-05", role=["customer-service"])
