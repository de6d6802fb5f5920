"""Memories of the Saltmere evaluation store (an invented container terminal's digital team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Saltmere terminal systems", ["architecture", "services", "repo"], [
    "Repo `saltmere/`: `tos-bridge/` (Java, Spring Boot) connects our services to HarbourOS, the vendor's terminal operating system that holds the yard inventory and every move; `gate/` (Go) runs the truck gate lanes; `vbs-web/` (React) is the hauliers' vehicle booking portal; `yard-app/` (Kotlin, Android) is the app in the straddle carriers and cranes; `edi/` reads and writes EDIFACT messages with shipping lines, customs and rail; `reefer/` monitors refrigerated containers; `billing/` prices storage and services.",
    "Saltmere handles about 900,000 containers a year over 4 berths, 11 quay cranes, a rail terminal and an empty depot.",
], "2025-02-03")
mem("environments", "knowledge", "Environments", ["environments", "staging", "sim"], [
    "Production, staging at stg.saltmere-dev.net, and the sim environment, a copy of HarbourOS fed by replaying last week's EDI: it is rebuilt every Monday at 04:00, so nothing left there survives the weekend.",
], "2025-02-03")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack", "vendor"], [
    "Digital (gate, booking portal, yard app, EDI, reefer monitoring, billing code): #saltmere-digital. Marine operations own the berth plan, pilots, tugs and mooring (#marine-ops); finance owns tariffs and credit notes (#finance); HarbourOS itself is supported by the vendor under a ticket contract, never patched by us.",
], "2025-02-03")

# ---------------------------------------------------------------- gate and hauliers
mem("gate-appointments", "rule", "Truck appointments", ["gate", "appointments", "slots", "hauliers", "vbs"], [
    "Every truck visit needs an appointment in the vehicle booking system: 30-minute slots, capped per hour by the number of gate lanes open. A booking names the container number and, for imports, the release PIN.",
    "A truck more than 60 minutes late loses its slot and must rebook; early trucks wait in the buffer park, never on the public road.",
], "2025-02-10")
mem("release-pins", "rule", "Release PINs", ["release", "pin", "imports", "shipping-lines", "collection"], [
    "An import container is released to a haulier only with the shipping line's release PIN, received in the line's release message. A PIN is single-use and expires with the line's free time.",
    "PINs are secrets: never display one in full in the portal, the yard app or a log; show the last 2 digits only.",
], "2025-02-10")
mem("customs-holds", "rule", "Customs and biosecurity holds", ["customs", "holds", "biosecurity", "inspection", "release"], [
    "A container under a customs or biosecurity hold cannot leave the terminal. Holds arrive in the customs feed (CUSCAR/CUSRES through `edi/`); only customs lifts them, never a terminal user, and the gate refuses exit while any hold is open.",
    "Containers selected for inspection are moved to the inspection bay; the move is charged to the cargo owner, not the haulier.",
], "2025-02-10")
mem("gate-out-checks", "skill", "Letting a loaded truck out", ["gate", "gate-out", "exit", "checks", "lanes"], [
    "At the exit lane `gate/` checks, in order: the truck's appointment, the container number read by OCR against the one booked, the release PIN, and that no hold is open. Any failure sends the truck to the trouble lane, never back into the yard.",
], "2025-02-12", deps=["release-pins", "customs-holds"])
mem("gate-ocr", "knowledge", "Gate cameras and OCR", ["gate", "ocr", "cameras", "plates", "remote-clerk"], [
    "Cameras at each lane read the container number, the seal and the truck's number plate. A read below 90% confidence goes to the remote clerk, who checks the images and types the number; clerks work from the control room, never at the lane.",
    "Flat-racks and open-tops are not read by OCR: the clerk always keys them.",
], "2025-02-12")
mem("container-numbers", "rule", "Container numbers", ["container-number", "iso-6346", "check-digit", "validation"], [
    "Container numbers follow ISO 6346: a 3-letter owner code, the category letter (U, J or Z), 6 digits and a check digit. Validate the check digit on every input; store them in upper case without spaces (`MSCU1234565`).",
], "2025-02-10")
mem("port-passes", "rule", "Driver port passes", ["drivers", "port-pass", "access", "isps", "vetting"], [
    "Every driver carries a Saltmere port pass (RFID card) issued after an identity check; the lane reads it and matches it to the booking's haulier. A pass is personal: a driver using another's pass is barred for 30 days.",
], "2025-02-17")
mem("port-security", "rule", "ISPS port security", ["security", "isps", "visitors", "cctv", "barrier"], [
    "Saltmere is an ISPS port facility: no visitor goes beyond the gate without an escort and a visitor pass; CCTV footage is kept 31 days; software never opens or disables a barrier interlock, only the security officer does.",
], "2025-02-17")
mem("driver-data", "rule", "Drivers' personal data", ["personal-data", "drivers", "gdpr", "retention"], [
    "Drivers' names, licence numbers and plates stay in `gate/`'s database, kept 12 months, then deleted. Hauliers see only their own drivers; subject access requests go to the data protection officer, who answers within one month.",
], "2025-03-03")
mem("haulier-api", "knowledge", "The hauliers' API", ["api", "hauliers", "rest", "tms", "keys"], [
    "Hauliers' transport systems book slots and query container status through the REST API at api.saltmere.co.uk/v2: one API key per haulier, rate-limited to 10 requests a second, documented in OpenAPI in `vbs-web/api/`.",
], "2025-03-10", deps=["api-versioning"])
mem("api-versioning", "rule", "API compatibility", ["api", "versioning", "breaking-changes", "deprecation"], [
    "Never break a published API version: new fields are additive and optional, nothing is renamed or removed within /v2. A removal needs a new version and is announced to hauliers in the monthly haulier bulletin at least 90 days before.",
], "2025-03-10")
mem("booking-portal", "knowledge", "The vehicle booking portal", ["vbs", "portal", "hauliers", "react"], [
    "`vbs-web/` is where hauliers book and cancel slots, see their containers' status and download gate receipts. It shows the terminal's capacity per slot live and a banner for outages.",
], "2025-03-10")
mem("portal-languages", "rule", "Portal languages", ["translations", "polish", "romanian", "i18n"], [
    "The portal and the driver SMS are in English, Polish and Romanian: strings live in `vbs-web/locales/`, and translations come from the agency before release, never from machine translation.",
], "2025-03-17")
mem("accessibility", "rule", "Accessibility", ["accessibility", "wcag", "screen-reader", "portal"], [
    "The portal meets WCAG 2.2 AA: keyboard navigation, labels for every form field, contrast checked; slot pickers must work with a screen reader. Audited yearly.",
], "2025-03-17")
mem("driver-sms", "skill", "Texting drivers", ["sms", "notifications", "drivers", "slots"], [
    "Slot changes and gate delays are texted to the driver's phone from `gate/` through the SMS provider; at most one text per visit per hour, and never a text that needs an answer while the truck is moving: drivers reply only at the buffer park.",
], "2025-03-17")

# ---------------------------------------------------------------- yard and vessels
mem("yard-app", "knowledge", "The yard app", ["yard-app", "android", "straddle-carriers", "cranes", "moves"], [
    "`yard-app/` runs on the tablets in straddle carriers, RTGs and quay cranes: it shows the driver's next move (the job list) from HarbourOS and confirms each move when it is done.",
], "2025-02-24")
mem("twistlock-confirmation", "rule", "A move is done when the twistlocks are open", ["yard-app", "twistlocks", "spreader", "moves", "safety"], [
    "The yard app never marks a move complete until the spreader reports its twistlocks unlocked and the container set down; a manual override needs the shift supervisor's badge.",
], "2025-02-24", deps=["equipment-telemetry"])
mem("yard-access", "rule", "People on foot in the stacks", ["safety", "yard-access", "stacks", "permits", "red-zone"], [
    "Nobody walks into a stack block without a yard access permit booked in the yard app. While a permit is open, HarbourOS dispatches no machine moves into that block; the permit closes only when the person signs out at the block gate.",
], "2025-02-24")
mem("wind-stop", "rule", "Wind stoppage", ["weather", "wind", "cranes", "stoppage", "safety"], [
    "Quay cranes stop when the mean wind at the crane exceeds 50 km/h (gusts over 72 km/h), read from the anemometers through `telemetry/`. The yard app shows the stop and the berth plan's delay; work restarts only after 15 minutes under the limit.",
], "2025-03-24")
mem("equipment-telemetry", "knowledge", "Machine telemetry", ["telemetry", "mqtt", "straddle-carriers", "cranes", "maintenance"], [
    "Cranes and straddle carriers publish position, spreader and twistlock state, engine hours and faults over MQTT to `telemetry/`; maintenance plans services from engine hours.",
], "2025-02-24")
mem("operator-privacy", "rule", "No figures per named operator", ["privacy", "operators", "productivity", "union", "telemetry"], [
    "Under the agreement with the dockers' union, moves, speeds and idle time are never reported per named driver or crane operator: dashboards and exports aggregate per machine and shift. Telemetry linked to a person is used only to investigate an accident, with the union present.",
], "2025-03-03")
mem("crane-productivity", "knowledge", "Crane productivity", ["productivity", "moves-per-hour", "cranes", "coarri"], [
    "Productivity is gross moves per crane hour, counted from the load and discharge reports (COARRI) and shown per vessel and per crane in Grafana; a vessel call's target is agreed with the line in the berth window.",
], "2025-03-03", deps=["operator-privacy"])
mem("berth-windows", "knowledge", "Berth windows", ["berth", "vessels", "schedule", "eta"], [
    "Each liner service has a fixed weekly berth window. A vessel more than 12 hours late loses its window and is berthed when marine operations find a gap; the berth plan is theirs and shown read-only in our systems.",
], "2025-02-17")
mem("stowage-plans", "knowledge", "Stowage plans", ["baplie", "stowage", "bay-plan", "vessels"], [
    "Shipping lines send the vessel's stowage plan as BAPLIE (2.2 or SMDG 3.1): every container's bay, row and tier on board. `edi/` loads it into HarbourOS before the vessel arrives; a plan older than the vessel's last port is rejected.",
], "2025-02-17", deps=["edi-messages"])
mem("export-cutoff", "rule", "Export cut-off", ["exports", "cut-off", "vessels", "gate-in"], [
    "Export containers gate in no later than 24 hours before the vessel's ETA; reefers 12 hours, dangerous goods 48 hours. After cut-off a box is rolled to the next vessel unless the line asks for a late-gate (charged).",
], "2025-03-03", deps=["vgm"])
mem("vgm", "rule", "Verified gross mass (VGM)", ["vgm", "solas", "weight", "exports", "weighbridge"], [
    "Under SOLAS no export container is loaded without a verified gross mass from the shipper, received before cut-off. The weighbridge at the gate weighs every loaded truck; a difference over 5% from the declared VGM stops the box for re-weighing.",
], "2025-03-03")
mem("dangerous-goods", "rule", "Dangerous goods", ["dangerous-goods", "imdg", "hazardous", "segregation"], [
    "Dangerous goods (IMDG classes) are stacked only in the DG block, segregated by class per the IMDG segregation table. Class 1 (explosives) and class 7 (radioactive) are never stored: direct delivery from the vessel to the truck or the reverse.",
], "2025-03-10")
mem("dg-declarations", "skill", "DG declarations", ["dangerous-goods", "declaration", "un-number", "gate-in"], [
    "A DG container gates in only after its dangerous goods declaration (UN number, class, packing group, emergency contact) has arrived from the line and `edi/` has checked it against the booking. Leaking or damaged DG boxes call the fire brigade's hazmat line first.",
], "2025-03-10", deps=["dangerous-goods"])
mem("out-of-gauge", "knowledge", "Out-of-gauge cargo", ["oog", "flat-racks", "special-cargo", "lifting"], [
    "Out-of-gauge cargo (over-height, over-width, flat-racks) is booked as special cargo at least 72 hours ahead: it needs the special lifting gear and a planned crane, and is never stacked more than one high.",
], "2025-03-10")
mem("empty-depot", "knowledge", "Empty depot", ["empties", "depot", "shipping-lines", "release"], [
    "Empties return to the empty depot area of their shipping line; an empty is released for export only against the line's booking number, and damaged empties are set aside for the line's surveyor.",
], "2025-03-24")
mem("rail-terminal", "knowledge", "Rail terminal", ["rail", "trains", "manifests", "siding"], [
    "Three trains a day use the rail siding. The rail operator's manifest arrives through `edi/` and the cut-off for loading is 4 hours before departure; boxes on a train are never offered for truck slots.",
], "2025-03-24", deps=["edi-messages"])

# ---------------------------------------------------------------- reefers
mem("reefer-monitoring", "rule", "Reefer monitoring", ["reefers", "refrigerated", "temperature", "setpoint", "plugs"], [
    "A refrigerated container is plugged in within 30 minutes of discharge or gate-in. `reefer/` reads its temperature every 15 minutes; a reading more than 2 °C from the setpoint alerts the reefer technician on duty. Readings are kept 2 years for cargo claims.",
], "2025-03-31")
mem("reefer-alarms", "skill", "Reefer alarms", ["reefers", "alarms", "technician", "power"], [
    "A reefer alarm opens a job for the technician in the yard app with the box's position; an unplugged or power-failed reefer is escalated after 20 minutes to the shift supervisor. Never silence an alarm from code: only the technician closes it.",
], "2025-03-31", deps=["reefer-monitoring"])

# ---------------------------------------------------------------- EDI
mem("edi-messages", "knowledge", "EDI with shipping lines", ["edi", "edifact", "smdg", "coprar", "codeco", "coarri"], [
    "`edi/` reads and writes UN/EDIFACT: COPRAR (the line's load and discharge orders), COARRI (our load and discharge reports), CODECO (gate-in and gate-out reports), BAPLIE (stowage plans), and the customs messages. Every outgoing message is validated against the SMDG guidelines before it is sent; interchange control references are never reused.",
], "2025-02-17")
mem("gate-move-reports", "rule", "Gate moves are reported within 15 minutes", ["codeco", "gate", "shipping-lines", "reports"], [
    "Every gate-in and gate-out is reported to the container's shipping line in a CODECO within 15 minutes; a failed send is retried and, after an hour, raised to #saltmere-digital, because the line's free time and billing start from it.",
], "2025-02-17", deps=["edi-messages"])
mem("edi-transport", "rule", "How EDI is exchanged", ["edi", "as2", "sftp", "partners"], [
    "Since June 2025 EDI is exchanged only over AS2 or SFTP with key authentication; each partner's certificates and keys are in Vault and renewed yearly. New partners are onboarded with a test interchange in sim first.",
], "2025-06-02", supersedes=["edi-ftp"])
mem("edi-ftp", "rule", "EDI over FTP", ["edi", "ftp", "partners"], [
    "Partners drop EDIFACT files on our FTP server in their own folder; `edi/` polls the folders every 5 minutes with the shared partner password.",
], "2024-05-06", superseded_by="edi-transport", valid_until="2025-06-02")

# ---------------------------------------------------------------- billing
mem("storage-charges", "rule", "Free time and storage charges", ["storage", "free-time", "demurrage", "charges", "billing"], [
    "Import containers have 4 free days from discharge (reefers 2 days); after that storage is charged per day until gate-out. Rates come from finance's tariff table in `billing/`, never from code.",
    "Days lost to a customs hold the terminal caused are not charged; holds caused by the cargo are.",
], "2025-07-01", supersedes=["storage-free-days-old"])
mem("storage-free-days-old", "rule", "Storage free days", ["storage", "free-time", "charges"], [
    "Import containers have 5 free days from discharge for all cargo; storage is charged per day after that at the rate in `billing/rates.yaml`.",
], "2024-03-04", superseded_by="storage-charges", valid_until="2025-07-01")
mem("invoicing", "skill", "Invoicing", ["invoices", "billing", "vat", "payments"], [
    "`billing/` prices every chargeable event nightly and issues invoices to the cargo owner's account on the 1st and 16th; hauliers prepay late-gate and rebooking fees in the portal. Invoices are immutable: corrections are credit notes.",
], "2025-07-01", deps=["storage-charges"])

# ---------------------------------------------------------------- engineering
mem("deploys", "skill", "Deploying", ["deploy", "release", "production", "windows"], [
    "Deploys of `gate/`, `tos-bridge/` and `yard-app/` happen on Tuesdays or Wednesdays between 10:00 and 12:00, when no vessel over 14,000 TEU is working, announced in #saltmere-ops an hour before. `vbs-web/` can deploy any weekday.",
], "2025-02-03", deps=["peak-freeze"])
mem("peak-freeze", "rule", "Peak-season freeze", ["freeze", "peak-season", "christmas", "deploy"], [
    "From 1 October to 15 December (the pre-Christmas import peak) nothing is deployed to the gate, the yard app or the TOS bridge except fixes for incidents, approved by the head of operations.",
], "2025-02-03")
mem("incident-response", "skill", "When the gate is down", ["incident", "on-call", "outage", "gate", "manual"], [
    "If the lanes cannot process trucks, the gate switches to manual clerk mode (paper gate passes checked by security); put the outage banner on the portal and text the booked drivers. The on-call engineer is paged through the operations rota.",
], "2025-04-07", deps=["gate-appointments"])
mem("code-review", "rule", "Code review", ["review", "pull-requests", "approvals"], [
    "Every change needs one approval; changes touching release, holds, the gate-out checks or dangerous goods need two, one from the gate lead.",
], "2025-02-03")
mem("java-conventions", "rule", "tos-bridge conventions (Java)", ["java", "spring-boot", "tos-bridge", "money", "timestamps"], [
    "`tos-bridge/` is Java 21 with Spring Boot: money as `BigDecimal`, container numbers as the `ContainerNumber` value type, never plain strings; database migrations with Flyway in `tos-bridge/src/main/resources/db/migration`.",
    "Calls to HarbourOS go through its vendor SDK with a 5-second timeout and no retries on writes.",
], "2025-02-03")
mem("go-conventions", "rule", "gate conventions (Go)", ["go", "gate", "context", "errors", "lanes"], [
    "`gate/` is Go: every call out of a lane handler carries a context with a deadline; errors are wrapped with what failed; a lane handler never panics: a failure sends the truck to the trouble lane.",
], "2025-02-03")
mem("timestamps", "rule", "Times and time zones", ["timestamps", "utc", "time-zones", "edi"], [
    "Store and exchange every time in UTC (EDI messages included); convert to Europe/London only when showing it to a person. Vessel ETAs from lines may carry their own offset: normalise on read.",
], "2025-02-10")
mem("testing-with-sim", "skill", "Testing against sim", ["testing", "sim", "replay", "integration"], [
    "Integration tests run against sim by replaying a real vessel call: `make replay VESSEL=<call id>` replays its EDI and gate events at 10x speed. Never point tests at production HarbourOS.",
], "2025-02-10", deps=["environments"])
mem("secrets", "rule", "Secrets", ["secrets", "vault", "credentials", "rotation"], [
    "Credentials live in Vault (`secret/saltmere/<service>`); a leaked key is rotated at once and the partner told. Never put credentials in repo files, tickets or chat.",
], "2025-02-10")
mem("logging-personal-data", "rule", "What must never be logged", ["logging", "personal-data", "pins", "redaction"], [
    "Logs never contain release PINs, port pass numbers, driver licence numbers or phone numbers; container numbers, plates in the gate log and booking ids are fine.",
], "2025-03-03")
mem("dashboards", "knowledge", "Dashboards", ["grafana", "dashboards", "metrics", "kpi"], [
    "Operational dashboards (truck turnaround time, gate queue, crane moves, reefer alarms) are in Grafana on dash.saltmere-dev.net; turnaround time is measured from entry lane to exit lane.",
], "2025-03-03")
mem("driver-login", "rule", "Signing in to a machine", ["yard-app", "login", "badge", "drivers"], [
    "Since September 2025 every driver signs in to the yard app with their own badge tap and a 4-digit PIN at the start of a shift; the app signs them out when the machine is parked or after 30 minutes idle.",
], "2025-09-01", supersedes=["shared-machine-logins"])
mem("shared-machine-logins", "rule", "Machine accounts", ["yard-app", "login", "accounts"], [
    "Each straddle carrier and crane has one account (`sc-14`, `qc-03`) used by every driver on that machine; the password is on the cab's sticker.",
], "2024-06-03", superseded_by="driver-login", valid_until="2025-09-01")

# ---------------------------------------------------------------- role: digital (the store's role)
mem("frontend-stack", "knowledge", "Portal front end", ["react", "frontend", "vbs-web", "design-system"], [
    "`vbs-web/` is React with TypeScript, built with Vite and served from the CDN; components come from the port's design system package `@saltmere/ui`.",
], "2025-02-03", role=["digital"])
mem("mobile-stack", "knowledge", "Yard app build", ["android", "kotlin", "mdm", "tablets"], [
    "`yard-app/` is Kotlin with Jetpack Compose; builds are pushed to the rugged tablets through the MDM, never side-loaded, and must run on Android 12.",
], "2025-02-03", role=["digital"])

# ---------------------------------------------------------------- role: marine (hidden from digital)
mem("pilot-booking", "skill", "Booking pilots", ["pilots", "pilotage", "vessels", "harbour-master"], [
    "Pilots are ordered from the harbour authority 6 hours before a vessel's arrival at the fairway buoy; changes within 2 hours are charged to the line.",
], "2025-02-05", role=["marine"])
mem("mooring-gang", "skill", "Mooring a vessel", ["mooring", "lines", "berth", "linesmen"], [
    "The mooring gang is called 1 hour before berthing; vessels over 300 m need 6 linesmen and the bollard plan for their berth.",
], "2025-02-05", role=["marine"])
mem("tug-allocation", "rule", "Tugs", ["tugs", "towage", "vessels", "berthing"], [
    "Vessels over 250 m berth with two tugs, over 350 m with three; in winds above 25 knots the pilot decides.",
], "2025-02-05", role=["marine"])

# ---------------------------------------------------------------- role: finance (hidden from digital)
mem("credit-notes", "rule", "Credit notes", ["credit-notes", "refunds", "invoices", "approval"], [
    "Credit notes over £500 need the finance manager's approval; each carries the original invoice number and a reason code.",
], "2025-02-06", role=["finance"])
mem("tariff-changes", "skill", "Changing the tariff", ["tariff", "rates", "prices", "annual"], [
    "The tariff changes once a year on 1 January; new rates are published to customers 60 days ahead and entered in the tariff table by finance only.",
], "2025-02-06", role=["finance"])
