"""Memories of the Skerrow evaluation store (an invented onshore wind and battery operator's
software team). Each entry: id, type, title, tags, content lines, and optional role, deps
(depends_on), superseded_by + valid_until, supersedes, created date. gen.py turns these into
files. Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Skerrow systems", ["architecture", "services", "repo"], [
    "Repo `skerrow/`: `scada-gw/` (Go) runs on each site's gateway and reads the turbine controllers; `historian/` (Go, TimescaleDB) stores the telemetry; `dispatch/` (Python) bids into the power market and applies the grid operator's instructions; `workorders/` (TypeScript, React Native) is the technicians' maintenance app; `settlements/` (Python) invoices the offtakers and pays the landowners; `console/` (TypeScript) is the control room's web console.",
], "2025-01-06")
mem("sites", "knowledge", "Our wind farms and battery sites", ["sites", "wind-farms", "portfolio"], [
    "Eleven onshore wind farms (Blackhope, Carn Dubh, Fellside, Glenrigg, Hartlaw, Kilbride Moor, Loch Ossian, Minch Hill, Rowantree, Stronach, Tarbrax) with 338 turbines and 912 MW, and two battery sites (Hartlaw BESS 50 MW / 100 MWh, Carnmore BESS 40 MW / 80 MWh). Site codes are three letters (`BLH`, `CDB`, `HTL`).",
], "2025-01-06")
mem("turbine-fleet", "knowledge", "Turbine models", ["turbines", "fleet", "oem", "models"], [
    "Most of the fleet is Nordvind N117 (3.6 MW, 117 m rotor) under Nordvind's full service agreement; Fellside and Rowantree run older Halden H82 (2 MW) that we maintain ourselves with an independent service company.",
], "2025-01-06")
mem("scada-protocols", "knowledge", "How the gateway talks to the turbines", ["scada", "opc-ua", "modbus", "gateway"], [
    "Nordvind controllers speak OPC UA through the park server; the Halden controllers only speak Modbus TCP, polled by scada-gw every second. The substation's revenue meters are read over DLMS, the met masts over Modbus.",
], "2025-01-06")
mem("signal-names", "knowledge", "Signal naming", ["signals", "tags", "naming", "telemetry"], [
    "A signal is `SITE.ASSET.SYSTEM.MEASURE`, upper case: `BLH.T07.GEN.SPEED`, `HTL.BESS.BAT.SOC`, `CDB.MM1.WIND.SPEED_80M`. Asset ids in every other system are `SKR-<site>-<asset>`: `SKR-BLH-T07`.",
], "2025-01-13")
mem("ten-minute-data", "knowledge", "Ten-minute records", ["telemetry", "ten-minute", "statistics", "historian"], [
    "Besides the one-second samples, the gateway writes a ten-minute record per signal (mean, min, max, standard deviation, count) stamped with the end of the interval; performance, availability and lost energy are all computed from the ten-minute records.",
], "2025-01-13")
mem("grid-operator", "knowledge", "The grid operator and its instructions", ["grid-operator", "dispatch", "instructions", "balancing"], [
    "The system operator sends our larger farms bid-offer acceptances and emergency instructions over its electronic dispatch link; each instruction names a unit, a target in MW and a time. The distribution network operator can also trip the small farms' export under their connection agreements.",
], "2025-01-13")
mem("power-market", "knowledge", "The power market", ["market", "day-ahead", "intraday", "imbalance"], [
    "We sell through a route-to-market trader: day-ahead auction (gate closure 11:00 the day before), intraday trades up to an hour ahead, and the imbalance price settles whatever we generate beyond or below our final position in each half-hour settlement period.",
], "2025-01-13")
mem("offtakers", "knowledge", "Offtakers and power purchase agreements", ["ppa", "offtakers", "contracts"], [
    "Seven sites sell under power purchase agreements: a supermarket chain (Blackhope, Glenrigg; fixed price, monthly), a water utility (Hartlaw; pay-as-produced) and the trader's merchant contract for the rest. Each agreement names its meter, its price and what counts as curtailment.",
], "2025-01-20")
mem("landowners", "knowledge", "Landowners and leases", ["landowners", "leases", "royalties"], [
    "Most turbines stand on farmland leased from 41 landowners; each lease pays a share of the turbine's revenue (2-4%) with a minimum per MW, quarterly. Some leases also fix access routes and lambing-season restrictions.",
], "2025-01-20")
mem("forecast-vendor", "knowledge", "Wind and power forecasts", ["forecast", "weather", "vendor"], [
    "Windcast supplies hourly power forecasts per site (P10, P50, P90) out to 7 days, refreshed every hour, and a storm warning feed. dispatch reads them through `forecast/windcast.py`.",
], "2025-01-20", supersedes=["forecast-metgrid"])
mem("forecast-metgrid", "knowledge", "Forecasts from Metgrid", ["forecast", "weather", "vendor"], [
    "Metgrid supplies daily forecasts per site as a CSV on its SFTP server at 06:00.",
], "2021-03-01", superseded_by="forecast-vendor", valid_until="2025-01-20")
mem("environments", "knowledge", "Environments", ["environments", "staging", "test-rig"], [
    "Production, staging (fed by recorded telemetry replayed from last month, never by a live site), the test rig at the Dunmere office (a real Halden controller and a Nordvind simulator on a bench) and local with docker compose. The trader has a sandbox; the grid operator's dispatch link has a test endpoint booked a week ahead.",
], "2025-01-27")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack", "contacts"], [
    "The platform team (#platform) owns scada-gw, historian, dispatch, settlements, console and workorders. The control room (#control-room) runs the fleet 24/7 from Dunmere; the field team maintains turbines; the trading desk owns bids and positions; finance owns invoices and landowner payments; the grid connection engineer owns anything touching grid code settings.",
], "2025-01-27")
mem("release-train", "knowledge", "Release train", ["release", "deploys", "schedule"], [
    "We release every second Tuesday: branch cut the Thursday before, the control room signs off staging on Monday, production deploy Tuesday after the day-ahead gate closure. scada-gw releases go to one site first (Fellside) and to the rest a week later.",
], "2025-01-27")
mem("glossary", "knowledge", "Wind words we use", ["glossary", "terms", "vocabulary"], [
    "WTG = wind turbine generator; curtailment = being told to produce less than the wind allows; cut-in / cut-out = the wind speeds where a turbine starts and stops producing; yaw = turning the nacelle into the wind; pitch = turning the blades; SoC = a battery's state of charge; BOA = a bid-offer acceptance.",
], "2025-02-03")
mem("controller-states", "knowledge", "Turbine controller states", ["turbines", "states", "controller", "availability"], [
    "Every turbine reports one state: run, ready (no wind), pause, stop, emergency stop, service (technician on site), grid fault and ice. The OEM's state code is mapped to ours in `scada-gw/states.yaml`; availability and lost energy read our state, never the OEM's code.",
], "2025-02-03")
mem("alarm-codes", "knowledge", "Alarm codes", ["alarms", "codes", "oem"], [
    "Nordvind alarms are four-digit codes with a severity (info, warning, stop, safety); Halden's are text. scada-gw maps both to our catalogue in `alarms/catalogue.yaml`, which says which alarms may be reset remotely.",
], "2025-02-03")
mem("met-masts", "knowledge", "Met masts and lidar", ["met-mast", "lidar", "wind-speed"], [
    "Each site has one met mast (wind speed at 80 m and hub height, direction, temperature, pressure); Minch Hill and Stronach also have a ground lidar. Mast data is the reference for power curve tests, nacelle anemometers for everything else.",
], "2025-02-10")
mem("battery-sites", "knowledge", "How the batteries earn", ["battery", "bess", "frequency-response", "arbitrage"], [
    "Both batteries earn from frequency response contracts (the grid operator pays for holding capacity ready) and from arbitrage (charging when power is cheap, discharging when it is dear); the trading desk decides the split each day before 09:00.",
], "2025-02-10")
mem("work-order-states", "knowledge", "Work order states", ["work-orders", "states", "maintenance"], [
    "A work order is draft → planned → in progress → done or cancelled; `in progress` starts when the technician checks in at the turbine in the app and ends at check-out. Corrective orders come from alarms, planned ones from the service schedule.",
], "2025-02-10")
mem("service-schedule", "knowledge", "Service schedule", ["maintenance", "service", "schedule", "planned"], [
    "Each turbine gets a half-year service and an annual service (gearbox oil, bolts, blades from the ground), lifts and ladders are inspected every six months, and blades get a drone inspection every two years. Nordvind plans its own turbines; we plan Halden's.",
], "2025-02-17")
mem("consent-conditions", "knowledge", "Planning consent conditions", ["consent", "planning", "noise", "shadow-flicker", "ecology"], [
    "Each farm's planning consent sets noise limits at the nearest houses, shadow flicker limits (30 hours a year per house), bat and bird protections and the hours for abnormal loads on the access roads. The conditions are summarised per site in `consent/<site>.yaml`.",
], "2025-02-17")
mem("settlement-periods", "knowledge", "Settlement periods", ["settlement", "half-hour", "market", "time"], [
    "The market settles in half-hour periods numbered from 1 at midnight local time: 48 on a normal day, 46 on the spring clock change and 50 in the autumn. Metered energy, positions and imbalance are all per period.",
], "2025-02-17")
mem("revenue-meters", "knowledge", "Revenue meters", ["meters", "metering", "settlement", "substation"], [
    "Each site's export is measured by the revenue meter at the substation, certified and read by the meter operator every day; its half-hourly data is what the market and the offtakers pay on. A meter swap is recorded with both serial numbers and the reading at the swap.",
], "2025-02-24")
mem("power-curve", "knowledge", "Warranted power curve", ["power-curve", "performance", "warranty"], [
    "Nordvind warrants each N117's power curve at 95% of the published curve, tested by the contract's method against the met mast; the curves live in `historian/curves/` per model and air density.",
], "2025-02-24")
mem("condition-monitoring", "knowledge", "Condition monitoring", ["condition-monitoring", "vibration", "gearbox", "bearings"], [
    "Vibration sensors on the main bearing, gearbox and generator feed the OEM's condition monitoring system; we get its weekly report and its alerts by email into workorders, which opens an inspection order for each alert.",
], "2025-02-24")
mem("certificates-rego", "knowledge", "Renewable certificates", ["certificates", "rego", "guarantees-of-origin"], [
    "Every MWh a site exports earns a renewable certificate from the regulator's register; the supermarket agreement buys the certificates with the power, the others are sold separately by finance each quarter.",
], "2025-03-03")
mem("sign-conventions", "knowledge", "Power and energy units", ["units", "sign-convention", "power", "energy"], [
    "SCADA reports power in kW and energy in kWh; the market and settlements use MW and MWh. Export is positive and import negative at every meter, including the batteries (charging is negative).",
], "2025-03-03")
mem("lightning", "knowledge", "Lightning and blade damage", ["lightning", "blades", "damage", "inspection"], [
    "Lightning counters in each hub record strikes; a strike over 50 kA stops the turbine until a technician inspects the receptors. Most blade damage is leading edge erosion found by the drone inspections.",
], "2025-03-03")

# ---------------------------------------------------------------- time and data
mem("utc-timestamps", "rule", "UTC stored, local shown", ["time", "utc", "timezone", "settlement"], [
    "Store every timestamp in UTC with its zone; show local time (Europe/London) in console and settlements. Settlement periods are counted in local time, so never compute a period number by dividing UTC minutes by 30.",
], "2025-03-10")
mem("units-rule", "rule", "Name the unit in every field", ["units", "kw", "mw", "naming"], [
    "Every field and column that holds a quantity names its unit: `power_kw`, `energy_mwh`, `wind_ms`. Convert at the boundary of settlements, never in a query or a template; a value with no unit in its name does not pass review.",
], "2025-03-10")
mem("telemetry-gaps", "rule", "Gaps in telemetry stay gaps", ["telemetry", "gaps", "data-quality", "interpolation"], [
    "A missing ten-minute record is stored as missing with the reason (comms, gateway down, turbine off-line); never interpolate across a gap longer than one record, and never fill it from the forecast. Lost energy and availability treat a missing record as unknown, not as zero.",
], "2025-03-10")
mem("raw-data-immutable", "rule", "Raw telemetry is never edited", ["telemetry", "historian", "immutable", "corrections"], [
    "The historian's raw samples and ten-minute records are append-only. A correction (a meter with a wrong scale, a signal mapped to the wrong turbine) is stored as a corrected series with the reason and who approved it; reports read the corrected series, the raw one stays.",
], "2025-03-17")
mem("historian-retention", "rule", "How long telemetry is kept", ["retention", "historian", "telemetry", "storage"], [
    "One-second samples are kept 90 days, ten-minute records for the life of the site plus 7 years (warranty and lease disputes need them), alarms and states forever. Older one-second chunks are compressed after 7 days.",
], "2025-03-17", supersedes=["retention-30-days"])
mem("retention-30-days", "rule", "Keep telemetry for 30 days", ["retention", "historian", "telemetry"], [
    "The historian keeps 30 days of data; anything older is exported to CSV files on the file share.",
], "2019-06-01", superseded_by="historian-retention", valid_until="2025-03-17")
mem("clock-sync", "rule", "Gateway clocks", ["time", "ntp", "gateway", "clock"], [
    "Each gateway syncs to the substation's GPS clock and to two NTP servers; scada-gw refuses to stamp samples when its clock is more than 2 seconds off and raises `CLOCK_DRIFT`, because a late stamp moves energy into the wrong settlement period.",
], "2025-03-24")
mem("gateway-buffer", "rule", "The gateway buffers when the link is down", ["gateway", "buffer", "comms", "backfill"], [
    "scada-gw keeps 14 days of samples on its disk when the site's link is down and sends them oldest first when it returns, marked as backfill; the historian accepts a backfilled record only where none exists.",
], "2025-03-24")
mem("data-quality-flags", "rule", "Data quality flags", ["data-quality", "flags", "telemetry"], [
    "Every ten-minute record carries a quality flag (good, suspect, backfilled, corrected, missing); reports and invoices show how many records of each kind they used. A frozen signal (the same value for an hour while the turbine runs) is flagged suspect automatically.",
], "2025-03-31")

# ---------------------------------------------------------------- operations
mem("setpoint-authority", "rule", "Only dispatch sends power setpoints", ["setpoints", "dispatch", "curtailment", "control"], [
    "Active power setpoints reach a site only from dispatch through scada-gw's setpoint channel; console sends an operator's setpoint to dispatch, never to the gateway directly, so that every setpoint is checked against the grid operator's instruction and logged in one place.",
], "2025-04-07")
mem("grid-instructions", "rule", "Grid operator instructions are applied within two minutes", ["grid-operator", "instructions", "curtailment", "dispatch"], [
    "An instruction from the system operator is acknowledged within 30 seconds and the site must be ramping within 2 minutes; dispatch applies it before anything else in its queue, overriding any market position, and logs receipt, acknowledgement and the first measured response.",
], "2025-04-07", deps=["setpoint-authority"])
mem("ramp-rates", "rule", "Ramp rates", ["ramp-rate", "setpoints", "grid-code"], [
    "A site's output may change by at most 10% of its capacity per minute, up or down, except under an emergency instruction or a turbine trip; dispatch splits a setpoint change into steps to respect it.",
], "2025-04-07")
mem("lost-energy", "rule", "Estimating lost energy", ["lost-energy", "curtailment", "power-curve", "compensation"], [
    "Energy lost to curtailment or downtime is estimated per turbine per ten minutes from the nacelle wind speed and the turbine's own measured power curve (last 12 months), or from neighbouring turbines when the anemometer is suspect; never from the forecast.",
], "2025-04-14")
mem("curtailment-claims", "rule", "Curtailment compensation", ["curtailment", "compensation", "grid-operator", "ppa"], [
    "Energy the grid operator curtailed is claimed back from it each month with the instruction ids and our lost energy estimate; curtailment the distribution network operator orders under a non-firm connection is not compensated and is reported separately.",
], "2025-04-14")
mem("availability", "rule", "Contract availability", ["availability", "warranty", "oem", "contract"], [
    "Availability under the Nordvind agreement is energy based: the share of potential energy the turbine produced, with the agreement's exclusions (grid outages, curtailment, our own stops, extreme weather). It is computed from our controller states and the ten-minute records, never from the OEM's monthly report.",
], "2025-04-14", supersedes=["availability-time-based"], deps=["controller-states", "lost-energy"])
mem("availability-time-based", "rule", "Availability as hours running", ["availability", "warranty", "contract"], [
    "Availability is the hours a turbine was able to run divided by the hours in the month.",
], "2018-01-01", superseded_by="availability", valid_until="2025-04-14")
mem("alarm-reset", "rule", "Remote resets", ["alarms", "reset", "remote", "safety"], [
    "An alarm the catalogue marks resettable may be reset remotely at most three times in 24 hours per turbine; the fourth needs a technician on site. Safety alarms (fire, overspeed, vibration trip, arc flash) are never reset remotely.",
], "2025-04-21")
mem("lockout", "rule", "A turbine with someone in it cannot be started", ["lockout", "safety", "technicians", "remote-start"], [
    "While a work order is checked in at a turbine, the turbine is in lock-out: console and dispatch refuse any start, reset or setpoint for it, and the gateway refuses them too, independently. Lock-out ends only at the technician's check-out.",
], "2025-04-21")
mem("remote-stop", "rule", "Anyone may stop, only the control room starts", ["remote-stop", "remote-start", "console", "permissions"], [
    "Any console user may stop a turbine; starting one, resetting an alarm or changing a setpoint needs the control-room permission. A stop from console is recorded as our own stop, which the availability calculation excludes.",
], "2025-04-21")
mem("bat-curtailment", "rule", "Bat protection stops", ["bats", "ecology", "curtailment", "consent"], [
    "At the turbines the consent lists, from 1 April to 31 October, from sunset to sunrise, when the wind is under 5.5 m/s and the air is above 10 °C, the turbines stop. The sunset times come from the astronomical table for the site's coordinates, not a fixed clock time.",
], "2025-04-28")
mem("shadow-flicker", "rule", "Shadow flicker stops", ["shadow-flicker", "consent", "houses", "curtailment"], [
    "Turbines whose shadow can fall on a listed house stop when the sun is out (measured by the site's light sensor) and the shadow calendar says it falls on the house; the hours per house are counted and a house nearing its 30-hour limit is reported to the site manager.",
], "2025-04-28")
mem("noise-modes", "rule", "Night noise modes", ["noise", "consent", "night", "modes"], [
    "Turbines the consent names run in a reduced noise mode from 23:00 to 07:00 local time, and in the wind directions the consent lists; the mode change is a scheduled command in dispatch and its application is checked from the turbine's reported mode every night.",
], "2025-05-05")
mem("ice-shutdown", "rule", "Ice on the blades", ["ice", "safety", "public", "footpaths"], [
    "When a turbine's ice detector or the power curve says ice, it stops; turbines within 250 m of a public footpath or road restart only after a technician has looked at the blades, the others restart automatically once the detector clears.",
], "2025-05-05")
mem("storm-shutdown", "rule", "Storms", ["storm", "weather", "high-wind", "safety"], [
    "Turbines stop themselves above cut-out wind speed; we never raise a cut-out setting. When Windcast's storm warning is red for a site, field work there is cancelled and the control room is told at shift start.",
], "2025-05-05")
mem("controller-parameters", "rule", "We never write controller parameters", ["controller", "parameters", "oem", "safety"], [
    "Turbine controller parameters (cut-out, pitch limits, protection settings) are changed only by the OEM's engineers with their own tool; scada-gw has no write path to them, and a pull request that adds one is refused.",
], "2025-05-12")
mem("grid-code-settings", "rule", "Grid code settings", ["grid-code", "reactive-power", "voltage", "settings"], [
    "Reactive power and voltage control settings at a substation change only with the grid connection engineer's signed change note, because the grid operator tests them for compliance; dispatch reads them but the software never changes them.",
], "2025-05-12")
mem("ot-network", "rule", "The OT network", ["network", "ot", "security", "gateway", "firewall"], [
    "Site networks are OT: the gateway is the only machine that talks to both the site and our cloud, and it connects out; nothing in the cloud opens a connection into a site. Engineers reach a site only through the jump host, with the control room's permission, logged.",
], "2025-05-19")
mem("gateway-certificates", "rule", "Gateway certificates", ["certificates", "gateway", "mtls", "security"], [
    "Each gateway authenticates to the cloud with its own client certificate from our internal CA, valid 90 days and renewed automatically at 60; a gateway whose certificate expires keeps buffering and raises `CERT_EXPIRY` from 14 days before.",
], "2025-05-19")

# ---------------------------------------------------------------- market and batteries
mem("bid-submission", "rule", "Day-ahead bids", ["bids", "day-ahead", "market", "trader"], [
    "dispatch sends the day-ahead position per site to the trader's API by 10:30, from Windcast's P50 less the planned outages and known curtailment; the trading desk may override a site's figure in console before 10:45, and every override is logged with its reason.",
], "2025-05-26", supersedes=["bids-by-email"])
mem("bids-by-email", "rule", "Send the bids by email", ["bids", "day-ahead", "market"], [
    "The trading desk emails the trader a spreadsheet of the next day's positions by 10:00.",
], "2017-01-01", superseded_by="bid-submission", valid_until="2025-05-26")
mem("outage-planning", "rule", "Planned outages", ["outages", "maintenance", "grid-operator", "planning"], [
    "A planned outage that takes more than 10 MW off a site is entered in workorders at least 7 days ahead; dispatch reports it to the grid operator and takes it out of the bids. An outage that overruns is updated by the technician in the app before the planned end.",
], "2025-05-26")
mem("battery-soc", "rule", "Battery state of charge limits", ["battery", "soc", "limits", "warranty"], [
    "dispatch keeps each battery's state of charge between 10% and 90%, and holds enough charge for the frequency response it has sold for the whole contracted window; a schedule that would break either is refused before it reaches the site.",
], "2025-06-02")
mem("battery-cycles", "rule", "Battery cycles", ["battery", "cycles", "warranty", "degradation"], [
    "The battery warranty allows 1.5 full equivalent cycles a day on average over a month; dispatch counts cycles from metered throughput and stops accepting arbitrage trades for the day when the month's average would pass 1.4.",
], "2025-06-02")
mem("frequency-response", "rule", "Frequency response", ["frequency-response", "battery", "grid-operator", "availability"], [
    "While a battery holds a frequency response contract it must respond to a frequency deviation within one second, from the site's own controller; dispatch declares the contracted capacity per settlement period and any shortfall to the grid operator before the period starts.",
], "2025-06-09", deps=["battery-soc", "settlement-periods"])
mem("trader-positions", "rule", "Intraday positions", ["intraday", "trader", "positions", "market"], [
    "dispatch sends an updated position to the trader whenever a site's expected output for a coming period changes by more than 5 MW (a forecast change, a trip, an instruction), up to one hour before the period.",
], "2025-06-09")

# ---------------------------------------------------------------- money
mem("metered-vs-scada", "rule", "Money is paid on meter data", ["metering", "settlement", "scada", "invoices"], [
    "Invoices, imbalance, royalties and certificates use the revenue meters' half-hourly data; SCADA energy is for operations only and never goes on an invoice, even when the meter data is late.",
], "2025-06-16")
mem("ppa-invoicing", "rule", "Monthly PPA invoices", ["ppa", "invoices", "offtakers", "settlement"], [
    "Each offtaker's invoice is built on the 3rd working day from the month's metered export, the agreement's price and its curtailment terms; finance approves it in settlements before it is sent, and a disputed line is credited and re-invoiced, never edited.",
], "2025-06-16")
mem("landowner-royalties", "rule", "Landowner royalties", ["landowners", "royalties", "payments", "leases"], [
    "Each quarter settlements pays each landowner their lease's share of the revenue of the turbines on their land, from metered export split between turbines by their SCADA energy, with the lease's minimum per MW when that is higher; the statement shows the working.",
], "2025-06-23")
mem("landowner-bank-details", "rule", "Landowners' bank details", ["landowners", "bank-details", "privacy", "payments"], [
    "Landowners' bank details are stored encrypted in settlements and shown only to finance; a change of bank details is confirmed by a phone call to the number on the lease before the next payment, never by email alone.",
], "2025-06-23")
mem("imbalance", "rule", "Imbalance reports", ["imbalance", "market", "settlement", "reports"], [
    "The imbalance report per site and period compares metered export with the final position and prices the difference; it is built when the market's settlement run arrives (14 days after the day), not from the day's own estimate.",
], "2025-06-30")
mem("certificate-claims", "rule", "Claiming certificates", ["certificates", "rego", "register", "metering"], [
    "Certificates are claimed monthly on the regulator's register from the meter operator's data for each site; the claim and the sale of certificates go through finance, and the supermarket's share is transferred to its account in the register.",
], "2025-06-30")

# ---------------------------------------------------------------- maintenance and field
mem("work-orders-from-alarms", "rule", "Corrective work orders", ["work-orders", "alarms", "corrective"], [
    "An alarm the remote reset rule does not clear opens a corrective work order with the alarm, the last hour of the turbine's signals and its recent orders attached; one order per turbine and fault, later alarms are added to it.",
], "2025-07-07")
mem("permit-to-work", "rule", "Permits to work", ["permits", "safety", "high-voltage", "work-orders"], [
    "Work on high-voltage equipment or in the hub needs a permit-to-work number from the site's authorised person before the order can go to `in progress`; the app will not check in without it.",
], "2025-07-07")
mem("offline-app", "rule", "The technicians' app works offline", ["offline", "mobile", "workorders", "sync"], [
    "workorders' app works with no signal (most turbines have none at the base): it keeps the technician's orders, checklists and documents on the phone and syncs when it can. On a conflict the server's order wins except notes, photos and readings, which are merged.",
], "2025-07-14")
mem("inspection-photos", "rule", "Inspection photos", ["photos", "inspections", "blades", "storage"], [
    "Photos from the app and the drone inspections are stored at full resolution in object storage with the turbine, blade and position; the app uploads them on wifi only unless the technician marks one urgent.",
], "2025-07-14")
mem("spare-parts", "rule", "Spare parts", ["spare-parts", "warehouse", "inventory", "work-orders"], [
    "Parts are reserved against the work order from the Dunmere and Tarbrax stores; a part taken without an order is booked against an order the same day. Gearbox oil and filters are counted weekly, main components from the OEM's pool.",
], "2025-07-21")
mem("technician-location", "rule", "Technicians' location", ["location", "privacy", "technicians", "lone-working"], [
    "The app shares a technician's location with the control room only while they are checked in on a shift, for lone-working safety; positions are kept 30 days and never used for performance reviews.",
], "2025-07-21")
mem("oem-data-sharing", "rule", "What the OEM gets", ["oem", "data-sharing", "warranty", "telemetry"], [
    "Nordvind gets its turbines' ten-minute records and alarms under the service agreement, through the export in `historian/exports/nordvind`; never market data, prices, other makers' turbines or our lost energy estimates.",
], "2025-07-28")
mem("warranty-claims", "rule", "Warranty and availability claims", ["warranty", "oem", "availability", "claims"], [
    "When a year's availability falls below the agreement's 97%, finance claims the liquidated damages with our availability calculation and the list of stops; power curve underperformance is claimed only after a test by the contract's method.",
], "2025-07-28", deps=["availability", "power-curve"])

# ---------------------------------------------------------------- engineering
mem("code-review", "rule", "Code review", ["code-review", "pull-requests", "approvals"], [
    "Every change needs one approval from #platform; changes to setpoints, lock-out, remote resets, grid instructions, invoices or royalties need two, one from the service's owner. Reviews check the test for the rule the change touches.",
], "2025-08-04")
mem("deploy-window", "rule", "When we deploy", ["deploys", "release", "window"], [
    "Production deploys run Tuesday to Thursday between 11:30 and 15:00, after the day-ahead gate closure and before the evening peak; scada-gw is never deployed to a site during a red storm warning or when the control room has an active grid instruction.",
], "2025-08-04", supersedes=["deploy-fridays"], deps=["release-train"])
mem("deploy-fridays", "rule", "Deploy on Friday evenings", ["deploys", "release", "window"], [
    "Production deploys run on Friday evenings when the control room is quieter.",
], "2020-01-01", superseded_by="deploy-window", valid_until="2025-08-04")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "rollout", "console"], [
    "New console and app features ship behind a flag in `flags.yaml`, on first for the test rig, then one site, then all; flags are removed within two releases of full rollout. A flag never switches a safety behaviour such as lock-out.",
], "2025-08-11")
mem("test-data", "rule", "Test data and the test rig", ["test-data", "fixtures", "replay", "test-rig"], [
    "Tests and staging use recorded telemetry from `testdata/replay/` and the simulator; nothing in a test ever connects to a live site, the trader's production API or the grid operator. Anything that sends a command to a controller is tested on the test rig first.",
], "2025-08-11")
mem("market-time-tests", "rule", "Tests for clock changes", ["tests", "dst", "settlement", "regression"], [
    "Every calculation by settlement period has table tests for the 46-period and 50-period days and a period that crosses midnight; a new calculation ships with them in its `testdata/`.",
], "2025-08-18")
mem("secrets", "rule", "Secrets and keys", ["secrets", "vault", "keys", "credentials"], [
    "Keys and passwords live in Vault under `platform/<service>`; nothing in the repo, CI variables, a ticket or a gateway's disk outside its keystore. A leaked key is rotated at once and reported to the security lead.",
], "2025-08-18")
mem("on-call", "rule", "On-call", ["on-call", "pager", "incidents", "rota"], [
    "One platform engineer is on call each week, Tuesday to Tuesday, for pages from the control room and the monitors; the on-call engineer is paged, not emailed, for any loss of a site's data or of the dispatch link.",
], "2025-08-25")
mem("incidents", "rule", "Incidents", ["incidents", "outage", "postmortem", "status"], [
    "An incident that lost data, missed a grid instruction or sent a wrong setpoint gets a written review within a week, blameless; a missed instruction is also reported to the grid operator by the control room manager within 24 hours.",
], "2025-08-25")
mem("db-migrations", "rule", "Database migrations", ["migrations", "database", "postgres", "schema"], [
    "Migrations live in each service's `migrations/` folder, are numbered, backward compatible with the running version and have a down file; a migration on a historian hypertable is tested on a copy of a month's chunk first and runs in the deploy window.",
], "2025-09-01")
mem("api-versioning", "rule", "Versioning our APIs", ["api", "versioning", "deprecation", "partners"], [
    "The APIs the trader, the OEM and the offtakers call are versioned in the path (`/v2/`); a breaking change gets a new version and the old one stays 12 months after the partners are told in writing. Fields are added, never renamed.",
], "2025-09-01")
mem("dependency-updates", "rule", "Dependency updates", ["dependencies", "updates", "renovate", "vulnerabilities"], [
    "Renovate opens updates weekly per service; security fixes merge within 7 days, within 2 for the gateway and anything internet-facing; scada-gw's OPC UA and Modbus libraries are updated only with a run on the test rig.",
], "2025-09-08")
mem("logging", "rule", "What goes in logs", ["logging", "privacy", "pii", "observability"], [
    "Logs carry asset ids, instruction ids and work order ids; never landowners' or technicians' names, phone numbers, bank details or a technician's location. Setpoints and instructions are logged in full.",
], "2025-09-08")
mem("observability", "rule", "Metrics and traces", ["observability", "metrics", "tracing", "dashboards"], [
    "Every service exports Prometheus metrics and OpenTelemetry traces with the site code as an attribute; each site has a data freshness metric, and a site with no ten-minute record for 20 minutes pages on-call.",
], "2025-09-15")
mem("console-performance", "rule", "Console speed", ["performance", "console", "latency", "live-view"], [
    "The console's live fleet view updates every 2 seconds with all 338 turbines and must render in under a second on the control room's machines; it reads a cached fleet snapshot, never the historian directly.",
], "2025-09-15")
mem("console-accessibility", "rule", "The console at night", ["accessibility", "console", "dark-mode", "colour"], [
    "The control room works nights: console has a dark theme that is the default, alarm states are never shown by colour alone (an icon and a word too) and every action works from the keyboard.",
], "2025-09-22")
mem("error-messages", "rule", "Error messages", ["errors", "messages", "console", "app"], [
    "An error tells the user what happened and what to do next, with an id the platform team can look up; never a stack trace, and never a bare OEM alarm code without its description.",
], "2025-09-22")

# ---------------------------------------------------------------- skills
mem("onboard-site", "skill", "Bringing a new site onto the platform", ["onboarding", "sites", "gateway", "signals"], [
    "1. Install the gateway image and its certificate. 2. Map the controllers' signals to our names in `scada-gw/sites/<site>.yaml`. 3. Load the consent conditions. 4. Replay a day on staging. 5. Switch on data, then control, with the control room.",
], "2025-10-06", deps=["signal-names", "gateway-certificates", "ot-network", "consent-conditions"])
mem("add-signal", "skill", "Adding a signal", ["signals", "telemetry", "historian", "gateway"], [
    "1. Name it by the naming rule. 2. Add the controller address and scale to the site's map. 3. Add its unit. 4. Deploy scada-gw to Fellside first and check a day of records in the historian.",
], "2025-10-06", deps=["signal-names", "units-rule"])
mem("backfill-gap", "skill", "Recovering a telemetry gap", ["backfill", "gaps", "telemetry", "gateway"], [
    "1. Check the gateway's buffer covers the gap. 2. Trigger the send from console's site page. 3. Watch the backfill counter. 4. If the buffer is short, ask Nordvind for its park server's records and import them as corrected, with the reason.",
], "2025-10-13", deps=["gateway-buffer", "raw-data-immutable"])
mem("missed-instruction", "skill", "When a grid instruction was not followed", ["grid-operator", "instructions", "incidents", "curtailment"], [
    "1. Apply the instruction by hand from console with the control room. 2. Page on-call. 3. Save the dispatch log and the site's response. 4. The control room manager reports it to the grid operator. 5. Write the review.",
], "2025-10-13", deps=["grid-instructions", "incidents"])
mem("manual-bid", "skill", "Sending the day-ahead position by hand", ["bids", "day-ahead", "manual", "trader"], [
    "When dispatch cannot reach the trader's API by 10:35: 1. Export the positions from console. 2. Upload them on the trader's portal. 3. Record the upload's reference in console. 4. Open an incident.",
], "2025-10-20", deps=["bid-submission"])
mem("month-end-invoices", "skill", "Month-end invoices", ["invoices", "ppa", "month-end", "settlement"], [
    "1. Wait for the meter operator's month file. 2. Run `settlements invoice --month`. 3. Check each site against SCADA energy (within 2%). 4. Send to finance for approval.",
], "2025-10-20", deps=["ppa-invoicing", "metered-vs-scada"])
mem("quarterly-royalties", "skill", "Quarterly royalty run", ["royalties", "landowners", "quarter", "payments"], [
    "1. Close the quarter's metered data. 2. Run `settlements royalties --quarter`. 3. Check every lease's minimum. 4. Finance approves. 5. Statements go by post and email.",
], "2025-10-27", deps=["landowner-royalties"])
mem("rotate-gateway-cert", "skill", "Renewing a gateway's certificate by hand", ["certificates", "gateway", "rotation", "security"], [
    "1. Get the control room's permission. 2. Connect through the jump host. 3. Run `scada-gw cert renew`. 4. Check the gateway reconnects and sends its buffer.",
], "2025-10-27", deps=["gateway-certificates", "ot-network"])
mem("restore-historian", "skill", "Restoring the historian", ["restore", "historian", "backups", "database"], [
    "1. Restore the nightly backup to a new instance. 2. Replay the write-ahead log to the point before the fault. 3. Ask the gateways to resend their buffers for the lost hours. 4. Check a site's data freshness before switching.",
], "2025-11-03", deps=["historian-backups", "gateway-buffer"])
mem("historian-backups", "rule", "Historian backups", ["backups", "historian", "restore", "database"], [
    "The historian has point-in-time recovery for 14 days and a nightly backup kept 35 days in the second region; a restore of one site's month is tested every quarter.",
], "2025-11-03")
mem("cut-release", "skill", "Cutting a release", ["release", "branch", "deploys"], [
    "1. Cut `release/<date>` on Thursday. 2. Deploy to staging and replay. 3. The control room signs off on Monday. 4. Deploy on Tuesday in the window, scada-gw to Fellside only.",
], "2025-11-10", deps=["release-train", "deploy-window"])
mem("new-consent-condition", "skill", "A new consent condition", ["consent", "curtailment", "ecology", "noise"], [
    "1. Add it to `consent/<site>.yaml` with the planning reference. 2. Add the schedule to dispatch. 3. Test the stop on the test rig. 4. Check a week of reported modes after it goes live.",
], "2025-11-10", deps=["consent-conditions"])
mem("curtailment-claim-run", "skill", "The monthly curtailment claim", ["curtailment", "compensation", "claims", "month-end"], [
    "1. Export the month's grid instructions. 2. Run the lost energy job for those periods. 3. Check suspect anemometers. 4. Send the claim file to the grid operator's portal.",
], "2025-11-17", deps=["curtailment-claims", "lost-energy"])
mem("decommission-turbine", "skill", "Taking a turbine out of service for good", ["decommissioning", "turbines", "assets"], [
    "1. Mark the asset retired in workorders. 2. Remove its signals from the site map. 3. Keep its history in the historian. 4. Tell finance to update the lease.",
], "2025-11-17", deps=["historian-retention"])
mem("clock-change", "skill", "Before a clock change", ["dst", "clock-change", "settlement", "checks"], [
    "The week before: 1. Run the 46/50-period tests against production config. 2. Check the noise mode schedule in local time. 3. Check bat stop times follow sunset.",
], "2025-11-24", deps=["market-time-tests", "noise-modes"])
mem("onboard-offtaker", "skill", "A new offtaker", ["offtakers", "ppa", "onboarding", "invoices"], [
    "1. Add the agreement's meter, price and curtailment terms to settlements. 2. Give them an API key for their data. 3. Produce a trial invoice from last month.",
], "2025-11-24", deps=["offtakers", "ppa-invoicing", "api-versioning"])
mem("battery-warranty-report", "skill", "The battery warranty report", ["battery", "warranty", "cycles", "report"], [
    "Monthly: 1. Export throughput and SoC per battery. 2. Count equivalent cycles. 3. Send to the battery maker with the temperature log.",
], "2025-12-01", deps=["battery-cycles"])
mem("blade-inspection", "skill", "Processing a drone blade inspection", ["blades", "drone", "inspection", "photos"], [
    "1. Upload the drone's photos per blade. 2. Grade each finding 1-5. 3. Open a work order for grade 4 and 5. 4. Compare with the last inspection.",
], "2025-12-01", deps=["inspection-photos"])

# ---------------------------------------------------------------- roles
mem("platform-role-note", "knowledge", "What the platform team may touch", ["platform", "access", "production"], [
    "Platform engineers have read access to production data and no control rights: stopping, starting or setting a turbine from console is the control room's job, even during an incident. Break-glass control access needs the control room manager.",
], "2025-12-08", role=["platform"])
mem("console-roles", "rule", "Console roles", ["console", "roles", "permissions", "access"], [
    "Console has viewer, trader, control-room and admin roles from the company directory; the control-room role is granted only to people on the control room rota, and admin only to two platform leads.",
], "2025-12-08", role=["platform"], deps=["remote-stop"])
mem("prod-debugging", "rule", "Debugging production", ["debugging", "production", "access"], [
    "Debug with the historian's read replica and the logs; never attach a debugger or a shell to a running gateway at a site, and never run a query against dispatch's live database during market hours.",
], "2025-12-08", role=["platform"])
mem("gateway-images", "rule", "Gateway images", ["gateway", "images", "builds", "signing"], [
    "Gateway images are built in CI, signed and promoted; a site installs only a signed image, and a gateway never pulls an image, it is pushed by the release job.",
], "2025-12-08", role=["platform"])
mem("shift-handover", "skill", "Control room shift handover", ["handover", "shifts", "control-room"], [
    "At 07:00 and 19:00: active instructions, turbines stopped and why, technicians on site, weather warnings, open incidents.",
], "2025-12-15", role=["control-room"])
mem("alarm-triage", "skill", "Triage of a new alarm", ["alarms", "triage", "control-room"], [
    "Read the alarm's description, check the last hour's signals, reset if allowed, otherwise raise a work order and tell the site's lead technician.",
], "2025-12-15", role=["control-room"])
mem("grid-phone", "knowledge", "Calling the grid operator's control room", ["grid-operator", "phone", "control-room"], [
    "The grid operator's control room number and the words to use for a site trip are on the desk card; calls are recorded on both sides.",
], "2025-12-15", role=["control-room"])
mem("callout", "skill", "Calling out a technician at night", ["callout", "night", "technicians", "control-room"], [
    "Call the standby technician for the region; two people for any climb; a callout for a red storm warning site waits for the morning.",
], "2025-12-15", role=["control-room"])
mem("storm-desk", "skill", "Running the desk in a storm", ["storm", "control-room", "weather"], [
    "Watch cut-outs and grid faults by site, hold resets until the wind drops, log each trip for the morning report.",
], "2025-12-15", role=["control-room"])
mem("climb-procedure", "skill", "Climbing a turbine", ["climbing", "safety", "field"], [
    "Two people, rescue kit at the base, check the fall arrest, lock out the turbine in the app before opening the tower door.",
], "2025-12-22", role=["field"])
mem("hub-entry", "skill", "Entering the hub", ["hub", "rotor-lock", "safety", "field"], [
    "Apply the rotor lock, confirm on the controller display, check the permit, then enter.",
], "2025-12-22", role=["field"])
mem("hv-switching", "skill", "High-voltage switching", ["high-voltage", "switching", "field"], [
    "Only an authorised person switches; follow the switching schedule, earth before work, lock the keys in the key safe.",
], "2025-12-22", role=["field"])
mem("rescue-kit", "knowledge", "Rescue kit checks", ["rescue", "equipment", "field"], [
    "Each van carries a rescue kit inspected every six months; the inspection date is on its tag.",
], "2025-12-22", role=["field"])

# ---------------------------------------------------------------- more facts and rules
mem("substations", "knowledge", "Substations and grid connections", ["substations", "grid-connection", "export"], [
    "Each farm exports through its own substation (33 kV collection, 132 kV to the grid); Fellside, Rowantree and Tarbrax connect to the distribution network at 33 kV under non-firm agreements that let the network operator cut their export when its lines are full.",
], "2025-03-03")
mem("meter-operator", "knowledge", "The meter operator", ["meters", "meter-operator", "data-collector"], [
    "Lumen Metering reads the revenue meters every night and sends half-hourly files by 09:00; it owns the meters' certification and its engineers alone may open a meter's seal.",
], "2025-03-03")
mem("trader-api", "knowledge", "The trader's API", ["trader", "api", "market", "positions"], [
    "Our route-to-market trader, Fenmoor Energy, takes positions, returns trades and prices and sends the settlement statement through a REST API with OAuth client credentials; its sandbox returns fixed prices.",
], "2025-03-10")
mem("independent-service", "knowledge", "The independent service company", ["service-company", "halden", "maintenance", "contractors"], [
    "Turbine Care Ltd maintains the Halden turbines under our work orders: its technicians use our app with contractor accounts and see only Fellside and Rowantree.",
], "2025-03-10")
mem("community-fund", "knowledge", "Community benefit funds", ["community", "fund", "payments", "local"], [
    "Each farm pays £5,000 per installed MW a year into a community fund run by the local community council; finance pays it in April from a figure that depends on capacity, not output.",
], "2025-03-17")
mem("wake-effects", "knowledge", "Wake losses", ["wake", "layout", "performance", "yield"], [
    "Turbines downwind of others produce less in the wake; the expected wake loss per turbine and direction sector is in `historian/wake/<site>.csv` from the layout study, and underperformance reports compare like with like by sector.",
], "2025-03-17")
mem("historian-schema", "knowledge", "Historian tables", ["historian", "schema", "timescaledb", "tables"], [
    "`samples` (one-second, hypertable by day), `records_10m` (ten-minute, by month), `states`, `alarms` and `corrections`; signals are referenced by id from `signals`, which holds the name, unit and scale.",
], "2025-03-24")
mem("ci-pipeline", "knowledge", "CI", ["ci", "pipeline", "builds", "tests"], [
    "GitHub Actions builds and tests each service on every pull request; scada-gw is also cross-built for the gateways' ARM boards and run against the simulator. Main is protected; merges are squash merges.",
], "2025-03-24")
mem("site-managers", "knowledge", "Site managers", ["site-managers", "contacts", "sites"], [
    "Each farm has a site manager who holds the relationship with the landowners, the community council and the planning authority; their names and numbers are in the company directory, not in our code.",
], "2025-03-31")
mem("aviation-lights", "rule", "Aviation lights", ["aviation", "lights", "safety", "consent"], [
    "Turbines over 150 m carry red aviation lights dimmed to 10% when visibility is over 5 km; a failed light is reported to the aviation authority within 15 minutes and fixed within 24 hours. scada-gw raises `AVIATION_LIGHT` from the light controller's status.",
], "2025-04-28")
mem("radar-mitigation", "rule", "Radar mitigation", ["radar", "aviation", "curtailment", "consent"], [
    "Stronach's consent requires its turbines to stop when the airport's radar mitigation system asks, over a dedicated link; dispatch treats the request like a grid instruction and logs it.",
], "2025-04-28")
mem("noise-complaints", "rule", "Noise complaints", ["noise", "complaints", "neighbours", "consent"], [
    "A neighbour's noise complaint is logged in console with the date and time they give; we pull the turbines' wind speed, direction and noise mode for that hour within 14 days, for the planning authority's investigation.",
], "2025-05-05")
mem("abnormal-loads", "rule", "Deliveries of big components", ["abnormal-loads", "deliveries", "roads", "consent"], [
    "Blades, towers and main components come up the access roads only in the consent's delivery hours, with the police escort booked; the work order for an exchange records the delivery date.",
], "2025-05-12")
mem("go-toolchain", "rule", "Go services", ["go", "toolchain", "lint", "tests"], [
    "Go services build with the Go version in `go.work`, run `golangci-lint` and `go test -race` in CI; no cgo in scada-gw, which is cross-built for ARM.",
], "2025-08-18")
mem("python-tooling", "rule", "Python services", ["python", "tooling", "typing", "lint"], [
    "dispatch and settlements use uv, ruff and mypy in strict mode; money is `Decimal`, never float, and every function that touches money or energy has type hints.",
], "2025-08-25")
mem("mobile-releases", "rule", "Releasing the technicians' app", ["mobile", "app-store", "release", "workorders"], [
    "The app goes to the company's device management, staged over a week (one region first); the server keeps supporting the two previous app versions, and a version that breaks lock-out is pulled at once.",
], "2025-09-01")
mem("sso-mfa", "rule", "Sign-in", ["sso", "mfa", "accounts", "security"], [
    "Everyone signs in to console and the app through the company directory with MFA; contractor accounts expire at the end of their contract and are reviewed monthly. No shared accounts, not even in the control room.",
], "2025-09-08")
mem("partner-api-keys", "rule", "Partners' API access", ["api", "keys", "partners", "access"], [
    "Each partner (the trader, Nordvind, each offtaker) has its own credentials and sees only its own sites and data; access is checked on every request, and credentials are rotated yearly.",
], "2025-09-15")
mem("runbooks", "rule", "Runbooks", ["runbooks", "documentation", "operations"], [
    "Every page that can wake someone has a runbook in `docs/runbooks/` linked from the alert; a runbook says what the alert means, what to check first and whom to call.",
], "2025-09-22")
mem("safety-incidents", "rule", "Reporting a safety incident", ["safety", "incidents", "reporting", "injury"], [
    "An injury, a dropped object or a near miss on a site is reported in the app the same day; a serious one is reported to the regulator by the safety manager within 10 days. Software bugs that weakened a safety control are safety incidents too.",
], "2025-09-29")
mem("gis-coordinates", "rule", "Coordinates", ["gis", "coordinates", "maps", "locations"], [
    "Turbine, house and mast positions are stored as WGS84 latitude and longitude with six decimals; the national grid reference is derived for display only.",
], "2025-10-06")
mem("curtailment-types", "knowledge", "Kinds of curtailment", ["curtailment", "types", "reporting"], [
    "We record every reduction with its cause: grid operator instruction, network operator export limit, market (negative prices), consent (bats, shadow, noise, radar) and our own stops; only the first is compensated, but all count in the lost energy report.",
], "2025-04-14")
mem("negative-prices", "rule", "Negative prices", ["negative-prices", "market", "curtailment", "ppa"], [
    "When the day-ahead price for a period is negative and the site sells merchant, dispatch turns the site down to zero for that period unless an agreement pays per MWh regardless; pay-as-produced sites keep running.",
], "2025-05-26")
