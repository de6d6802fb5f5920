"""Memories of the plainwords tune set: a store written in a team's own technical words, for tasks told in
plain words that share none of them (the paraphrase kind of hidden set A). One store so far: `baggage`, an
invented airport's baggage systems team. Each entry: id, type, title, tags, content lines (see
evalgen.collector). Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

STORES = {}


def store(name):
    M, mem = collector("2026-10-05")
    STORES[name] = M
    return mem


# ---------------------------------------------------------------- baggage: an airport's baggage systems team
mem = store("baggage")
mem("bhs-overview", "knowledge", "The baggage handling system", ["bhs", "architecture", "conveyors"], [
    "Hesketh Airport's BHS: check-in collectors feed the hold baggage screening (HBS) lines, then the sorter (a tilt-tray loop with 212 laterals) routes each item to a make-up carousel by flight. `bhsc/` (C#) is the high-level controller; `sortalloc/` (Go) allocates laterals to flights; `tracker/` (Go) follows every item by its licence plate; `reclaim/` (TypeScript) drives the arrivals belts' displays.",
])
mem("licence-plate", "knowledge", "Bag tag licence plates", ["bag-tags", "iata", "licence-plate"], [
    "Each checked item carries a 10-digit IATA licence plate printed as a barcode on its tag: a leading digit (0 interline, 1 fallback, 2 rush), the airline's 3-digit code and a 6-digit serial. The plate is the key in every table; never key on the passenger or the flight.",
])
mem("bsm", "rule", "Baggage source messages", ["bsm", "messages", "iata-1745"], [
    "The departure control system sends a BSM (IATA RP 1745) per checked item: plate, flight, destination, passenger surname and class. `tracker` stores it before the item reaches the sorter; an item with no BSM is a no-read-no-BSM and goes to the manual encoding station, never to a default lateral.",
])
mem("reconciliation", "rule", "Bag and passenger reconciliation", ["reconciliation", "offload", "security"], [
    "An item may fly only if its owner boarded. When the departure control system marks a passenger as not boarded at gate close, `tracker` raises an offload for each of their items with its ULD and position, and the flight cannot be closed in `bhsc` until every offload is confirmed.",
])
mem("hbs-levels", "knowledge", "Hold baggage screening levels", ["hbs", "screening", "ct"], [
    "Every item passes a CT scanner (level 1, automatic). A level-1 alarm goes to an operator viewing the image (level 2) within 45 seconds; if still unresolved the item diverts to the level-3 room where it is opened with its owner's consent or in their presence, and level 4 is the police.",
])
mem("hbs-timeouts", "rule", "Screening decisions time out to the secure side", ["hbs", "timeouts", "security"], [
    "An item whose level-2 decision does not arrive in 45 seconds is treated as alarmed and goes to level 3. Never default an undecided item to cleared, whatever the queue.",
])
mem("out-of-gauge", "rule", "Out-of-gauge items", ["oog", "dimensions", "check-in"], [
    "Items over 90 cm long, 70 cm wide, 45 cm high or 32 kg are out of gauge: they go through the OOG belt at the end of each check-in row and the OOG screening machine, and are taken to the aircraft by hand. Sports equipment, pushchairs and car seats are always out of gauge.",
])
mem("weight-limit", "rule", "The 32 kg limit", ["weight", "health-and-safety", "check-in"], [
    "No single item over 32 kg is accepted, by any airline, under the airport's manual handling rule; the bag-drop and check-in scales refuse it. Heavier goods go as cargo.",
])
mem("scales-calibration", "rule", "Check-in scales", ["scales", "calibration", "check-in"], [
    "Check-in and bag-drop scales are legal-for-trade instruments: verified yearly by trading standards and checked monthly with a 20 kg test weight. A scale out of tolerance is locked in `bhsc` until re-verified.",
])
mem("self-bag-drop", "knowledge", "Self-service bag drop", ["bag-drop", "kiosks", "check-in"], [
    "Forty self-service bag-drop units in Terminal 1 read the boarding pass, weigh and measure the item, print the tag (or read a home-printed or electronic tag) and inject it into the collector. They run `dropctl` (Go) on an embedded PC and report to `bhsc`.",
])
mem("excess-fees", "rule", "Excess baggage at bag drop", ["fees", "bag-drop", "payments"], [
    "A bag-drop unit that finds an item over the passenger's allowance shows the airline's excess charge and takes the card on its payment terminal; the airline's rules come from their allowance API, never from a table we keep.",
])
mem("transfers", "rule", "Transfer items", ["transfers", "connections", "mct"], [
    "Items arriving on one flight and continuing on another enter at the transfer input points. `tracker` matches them to the onward BSM; an item whose onward departure is under the 45-minute minimum connection time is tagged short-connect and goes straight to the make-up position by tug, bypassing the sorter.",
])
mem("early-bag-store", "rule", "Early bags", ["early-bag-store", "storage", "sortalloc"], [
    "Items checked more than three hours before departure go to the early bag store (EBS, 1,400 positions) and are released to the sorter when the flight's lateral opens. An item in the EBS past its flight's departure is reported to the airline's handler within 15 minutes.",
])
mem("lateral-allocation", "rule", "Allocating laterals to flights", ["sortalloc", "laterals", "make-up"], [
    "`sortalloc` opens a flight's lateral three hours before departure and closes it 40 minutes before; wide-bodies get two laterals. The handler may ask for changes only through the allocation screen, never by editing the plan file.",
])
mem("mishandled", "rule", "Mishandled items", ["mishandled", "worldtracer", "pir"], [
    "An item that did not arrive with its owner is reported at the airline handler's desk as a property irregularity report (PIR) in WorldTracer; `tracker` answers WorldTracer's queries with the item's last read positions. We never tell passengers where an item is ourselves.",
])
mem("rush-tags", "rule", "Rush items", ["rush", "forwarding", "mishandled"], [
    "A found item is forwarded to its owner's destination on the next flight with a rush tag (leading digit 2) and a new BSM; `tracker` links the rush plate to the original plate so the history is one.",
])
mem("first-last-bag", "rule", "Delivery times on arrival", ["reclaim", "sla", "first-bag"], [
    "Service level: the first item of a narrow-body flight on the reclaim belt within 15 minutes of on-blocks, the last within 25 (wide-bodies 20 and 40). `reclaim` records first- and last-item times from the belt's photo-eye and reports breaches to the handler daily.",
])
mem("reclaim-allocation", "rule", "Arrivals belts", ["reclaim", "allocation", "arrivals"], [
    "Each arriving flight gets one reclaim belt from `reclaim`'s plan; the belt's display shows the flight from on-blocks until 20 minutes after the last item. Two wide-bodies never share a belt.",
])
mem("fragile", "rule", "Fragile and priority items", ["fragile", "priority", "tags"], [
    "Items with a fragile or priority label are sorted to the lateral's priority chute so they load last and come off first; fragile items are never put through the steep-incline section of the OOG line.",
])
mem("mobility-aids", "rule", "Mobility aids", ["mobility-aids", "wheelchairs", "accessibility"], [
    "Wheelchairs, walking frames and mobility scooters travel free, are tagged at the gate rather than check-in, are loaded last and returned at the aircraft door on arrival, never on the reclaim belt. A powered chair's battery type is recorded before loading.",
])
mem("lithium", "rule", "Lithium batteries", ["dangerous-goods", "lithium", "batteries"], [
    "Spare lithium batteries and power banks are forbidden in the hold; an item whose CT image shows one is diverted to level 3 and the owner called back. Devices with installed batteries are allowed if switched off.",
])
mem("live-animals", "rule", "Pets in the hold", ["animals", "avih", "pets"], [
    "Live animals in the hold (AVIH) never enter the BHS: the handler takes the container from the OOG desk to the aircraft by van, and the loadsheet records it for the captain.",
])
mem("firearms", "rule", "Firearms and sporting guns", ["firearms", "police", "oog"], [
    "Declared sporting firearms are checked at the OOG desk with a police officer present, travel locked in a hard case with the ammunition separate, and are handed over at the aircraft. They are never entered in the sorter.",
])
mem("jams", "rule", "Conveyor jams", ["jams", "conveyors", "faults"], [
    "A jam stops the affected section and its feeders; `bhsc` shows the photo-eye and the section on the SCADA screen. Maintenance clears it after isolating the section (lock-out, tag-out); never restart a section from the control room while someone is at it.",
])
mem("e-stops", "rule", "Emergency stops", ["e-stop", "safety", "conveyors"], [
    "An emergency stop stops its whole zone and can be reset only at the button that was pressed, after the zone is walked. `bhsc` logs who reset it; software never resets an e-stop.",
])
mem("lockout", "rule", "Isolating equipment", ["lockout", "safety", "maintenance"], [
    "Before anyone works inside a conveyor section, the section's isolator is locked off with their own padlock and tag, and `bhsc` shows the section as isolated. Each worker adds their own lock; the last one off restarts it.",
])
mem("tubs", "knowledge", "Tubs on the sorter", ["tubs", "rfid", "sorter"], [
    "Items ride the individual carrier system in tubs with RFID chips; each tub's chip is paired to the item's plate at the induct. A tub read without a pairing is an empty or lost tracking item and goes to the problem area.",
])
mem("manual-encoding", "rule", "Manual encoding stations", ["manual-encoding", "no-reads", "mes"], [
    "Items whose plate cannot be read by the ATR arrays go to a manual encoding station, where an agent types the plate or the flight. Keyed-in items count as no-reads in the daily read-rate report; the ATR read rate must stay above 98%.",
])
mem("atr-read-rate", "rule", "Tag reader read rate", ["atr", "read-rate", "kpi"], [
    "Each automatic tag reader (ATR) array's read rate is reported hourly; under 97% for two hours raises a maintenance job to clean the cameras and check the lighting. Airlines whose printed tags read under 95% are told monthly.",
])
mem("uld-loading", "rule", "Loading containers", ["uld", "loading", "make-up"], [
    "At the make-up carousel the handler scans each item into its ULD (the container) or the bulk hold; `tracker` records the container number and position so offloads can find the item. An item scanned into a ULD of another flight sounds an alarm on the handheld.",
])
mem("handhelds", "knowledge", "Handheld scanners", ["handhelds", "android", "scanning"], [
    "Handlers use rugged Android handhelds running `loadapp` (Kotlin) to scan items into containers, confirm offloads and record damaged items. They work on the airside Wi-Fi and keep a queue when it drops.",
])
mem("damaged-items", "rule", "Damaged items", ["damage", "claims", "photos"], [
    "An item damaged in the system is photographed on the handheld where it was found, with the section number, before it moves on; the photo and the section go with the airline's damage report. Claims are the airline's; we provide the record.",
])
mem("scada", "knowledge", "The SCADA screens", ["scada", "hmi", "control-room"], [
    "The BHS control room watches the whole system on the SCADA HMI (section states, jams, e-stops, throughput). The PLCs run the conveyors; `bhsc` talks to them over OPC UA and never writes a PLC output directly.",
])
mem("plc-changes", "rule", "Changing PLC logic", ["plc", "change-control", "maintenance"], [
    "PLC programs are changed only by the integrator's engineers under a permit, in the night window, with the old program saved and a test of each changed section before the morning bank. We own the high-level software, not the PLCs.",
])
mem("deploy-window", "rule", "When we deploy", ["deploys", "night-window", "releases"], [
    "Software that drives the BHS (bhsc, sortalloc, tracker, dropctl) deploys only between 01:00 and 04:00, when no departures are scheduled, and the release is tested with test items through a live section before 04:30.",
])
mem("test-items", "rule", "Test items", ["testing", "test-items", "commissioning"], [
    "Test items use plates in the reserved range 0999000000-0999999999 and the test flight code ZZ9999; `tracker` never sends them to WorldTracer or airlines' systems, and every test run removes them from the system before the morning bank.",
])
mem("on-call", "rule", "On call", ["on-call", "incidents", "rota"], [
    "The baggage systems engineer on call covers 04:00 to 23:00, the airport's operating day; the control room calls them through PagerDuty. Acknowledge within 5 minutes; a stopped sorter is a major incident from the first minute.",
])
mem("degraded-mode", "rule", "When the sorter stops", ["fallback", "incidents", "sorter"], [
    "If the sorter is down, the control room switches check-in rows to manual sortation: items go by the collector to the manual make-up area where handlers read tags by eye. `tracker` marks those items unscanned-sorted so the reconciliation still runs at the ULD scan.",
])
mem("passenger-data", "rule", "Passenger data", ["privacy", "gdpr", "bsm"], [
    "BSMs carry passengers' surnames and PNR references. They are kept 30 days, never written to logs or dashboards (use the plate), and only the tracker team and the airlines' handlers may search by name.",
])
mem("cctv-requests", "rule", "Requests for footage", ["cctv", "police", "privacy"], [
    "Footage of the BHS halls belongs to the airport's security team; any request (police, airline, passenger) goes to them. We only give the plate's read times and positions to help them find the footage.",
])
mem("throughput-report", "rule", "Throughput figures", ["throughput", "reports", "kpi"], [
    "Items per hour per check-in row, sorter and HBS line are computed from `tracker` events in 15-minute buckets; the daily report counts an item once, at its first induct. Never count from PLC counters: they double on recirculation.",
])
mem("recirculation", "rule", "Items going round", ["recirculation", "sorter", "laterals"], [
    "An item the sorter cannot discharge (lateral full or closed) recirculates; after three laps it goes to the problem area. A lateral full for more than five minutes alerts the handler's team leader.",
])
mem("problem-area", "knowledge", "The problem area", ["problem-area", "no-reads", "manual"], [
    "Items with no flight, three laps, unpaired tubs or a closed flight end up in the problem area, where agents identify them by tag, BSM and owner and re-inject them or hand them to the airline's handler.",
])
mem("winter-ops", "rule", "Cold weather", ["winter", "de-icing", "delays"], [
    "When departures are delayed by de-icing, laterals stay open past their plan; `sortalloc` extends a lateral automatically when the flight's estimated off-block time moves, never when only the scheduled time is known.",
])
mem("bank-peaks", "knowledge", "Morning bank", ["peaks", "schedule", "capacity"], [
    "Departures cluster in the morning bank from 05:30 to 08:30: about 60% of the day's checked items go through in those three hours, 4,200 items an hour at peak. Capacity work is measured against that hour.",
])
mem("lost-property", "rule", "Items found with no owner", ["lost-property", "unattended", "security"], [
    "An item found in the halls with no plate and no owner is treated as unattended: the control room calls the police's airport unit before anyone moves it. Only after they clear it does it go to the airline or the airport's lost property office.",
])
mem("abandoned-bag-drop", "rule", "Items left at bag drop", ["bag-drop", "unattended", "security"], [
    "An item left on a bag-drop belt without a completed transaction for two minutes raises an attendant call; after five, the unit locks and the control room follows the unattended item rule.",
])
mem("airline-onboarding", "skill", "Add a new airline", ["airlines", "onboarding", "how-to"], [
    "Get the airline's 3-digit code and its BSM address from their handler, add them in `tracker`'s airline table, map their allowance API in `dropctl`, test with test items through one check-in row and a lateral, then announce the start date to the control room.",
])
mem("new-lateral-plan", "skill", "Publish the season's lateral plan", ["sortalloc", "schedule", "how-to"], [
    "Twice a year, import the airlines' season schedule into `sortalloc`, run the planner, have the handlers' leads review conflicts, and publish two weeks before the season starts.",
])
mem("replay-bsm", "skill", "Replay missing BSMs", ["bsm", "replay", "how-to"], [
    "If the departure control system link was down, ask the airline's DCS team to resend the BSMs for the affected flights; `tracker` deduplicates on the plate. Never type BSMs by hand.",
])
