"""Memories of the Harrow Peak evaluation store (an invented mountain ski resort's digital team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Harrow Peak systems", ["architecture", "services", "repo"], [
    "Repo `harrow/`: `shop/` (Next.js) sells lift tickets, season passes, lessons and rentals at harrowpeak.com; `passes/` (Ruby on Rails) owns guests, passes and entitlements; `gates/` pushes entitlements to the lift turnstiles; `conditions/` publishes snow and lift status; `app/` is the React Native guest app.",
    "The resort runs from late November to mid April; summer is bike park and sightseeing gondola only.",
], "2025-06-02")
mem("environments", "knowledge", "Environments", ["environments", "staging", "test-gate"], [
    "Production, staging at stg.harrow-dev.net, and the test turnstile in the IT room at the base lodge, wired to staging `gates/`: every change to entitlements is tried on it with a real RFID card before release.",
], "2025-06-02")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack"], [
    "Guest digital (shop, app, passes, conditions): #team-guest. Lift and snowmaking systems belong to Mountain Operations (#mtn-ops-tech); ski patrol systems to #patrol-tech. Finance owns pricing decisions; we implement them.",
], "2025-06-02")

# ---------------------------------------------------------------- tickets, passes, pricing
mem("dynamic-pricing", "rule", "Lift ticket prices", ["pricing", "tickets", "dynamic-pricing"], [
    "Day ticket prices come from the pricing table Finance publishes each Monday (`pricing/week-<iso-week>.csv`): price by date and by days in advance, with a floor and a ceiling. Code never computes a price on its own and never goes outside floor or ceiling.",
    "The price a guest saw in the basket is honoured for 30 minutes even if the table changes.",
], "2025-07-14")
mem("season-pass-rules", "rule", "Season pass rules", ["season-pass", "passes", "blackout-dates", "eligibility"], [
    "The Peak pass has no blackout dates; the Valley pass is blacked out on the Christmas–New Year fortnight and February half-term Saturdays. Blackouts are data in `passes/config/blackouts.yml`, never dates in code.",
    "Child passes are for ages 6-15 on 1 December of the season; under-6s ski free with a free Tot card.",
], "2025-07-14")
mem("pass-photo", "rule", "Pass photos", ["season-pass", "photo", "identity", "fraud"], [
    "Every season pass carries the holder's photo, shown to the lift attendant on each scan; a pass is not activated until a photo passes the face check (one face, eyes open, no sunglasses).",
    "Photos are personal data: kept until the end of the season after the pass expires, then deleted.",
], "2025-07-20")
mem("pass-sharing-fraud", "rule", "Pass sharing", ["fraud", "season-pass", "gates", "suspension"], [
    "A pass scanned at two lifts more than 8 minutes' travel apart within 5 minutes is flagged for photo review, not blocked automatically; only guest services may suspend a pass, and the guest is told why by email.",
], "2025-08-04", deps=["pass-photo"])
mem("entitlements-sync", "knowledge", "How entitlements reach the turnstiles", ["gates", "entitlements", "rfid", "sync"], [
    "`passes/` computes each card's entitlements (valid days, lifts, time windows); `gates/` pushes changes to the turnstile controllers every 60 seconds and a full snapshot at 05:00.",
    "If a controller loses its uplink it keeps admitting on its last snapshot; it never fails closed.",
], "2025-08-04")
mem("rfid-cards", "knowledge", "RFID cards", ["rfid", "cards", "reload", "keycard"], [
    "Cards are reusable RFID keycards with a chip serial; a guest reloads a card online by serial so they can go straight to the lift. A card costs a €5 deposit refunded at the kiosks.",
    "Card serials are stored hashed outside `passes/`.",
], "2025-08-04")
mem("refunds-weather", "rule", "Refunds and weather closures", ["refunds", "weather", "closures", "tickets"], [
    "Day tickets are non-refundable, except when less than 30% of lifts open on the ticket date: then the guest gets an automatic credit voucher for the full price, valid until the end of next season.",
    "The lift-opening figure comes from `conditions/` at 11:00; nobody enters it by hand.",
], "2025-09-01", deps=["lift-status"])
mem("resort-credit", "knowledge", "Resort credit vouchers", ["vouchers", "credit", "shop"], [
    "Vouchers are codes in `shop/` tied to the guest account, usable for tickets, lessons and rentals but not food; they cannot be turned into cash.",
], "2025-09-01")
mem("group-bookings", "skill", "School and group bookings", ["groups", "schools", "bookings", "invoices"], [
    "Groups of 15 or more book through the groups form; they get one invoice, a named organiser, and cards printed in advance for collection at the group desk. School groups need a signed risk assessment before cards are released.",
], "2025-09-10")

# ---------------------------------------------------------------- lessons and rentals
mem("ski-school-bookings", "knowledge", "Ski school bookings", ["ski-school", "lessons", "instructors", "bookings"], [
    "Lessons are booked by ability level (1-7); group lessons have at most 8 children or 10 adults per instructor. Instructor availability comes from the school's rota system through the `lessons` API.",
], "2025-09-15")
mem("child-safeguarding", "rule", "Children in lessons", ["children", "safeguarding", "lessons", "pickup"], [
    "A child in ski school is only handed back to an adult named on the booking, who shows the pickup code from the confirmation. Changing the named adults after the lesson starts needs the school desk, never the app.",
    "Children's names and photos never appear in marketing, in logs, or to other parents.",
], "2025-09-15")
mem("rental-fitting", "skill", "Rental pre-booking and fitting", ["rentals", "din", "fitting", "skis"], [
    "Guests pre-book rentals with height, weight, age, boot size and ability; the shop computes the binding release (DIN) setting from those, and the technician confirms it at fitting.",
    "The app shows a DIN estimate but must say it is set by a technician; it is never final online.",
], "2025-09-20")
mem("rental-damage", "rule", "Rental damage and waivers", ["rentals", "damage", "waiver", "insurance"], [
    "Guests sign the rental waiver in the app or at the counter before equipment is handed over; damage cover is optional and priced per day. No charge is taken for damage without photos from the technician.",
], "2025-09-20")

# ---------------------------------------------------------------- mountain information
mem("lift-status", "knowledge", "Lift status feed", ["lifts", "status", "conditions", "feed"], [
    "`conditions/` publishes each lift's state (open, on hold, closed, scheduled) from the lift operators' control boards, refreshed every minute, to the website, the app and the base area screens.",
    "Wind holds are shown as \"on hold – wind\", never as closed, unless Mountain Operations closes the lift for the day.",
], "2025-10-01")
mem("snow-report", "rule", "The morning snow report", ["snow-report", "conditions", "grooming", "accuracy"], [
    "The snow report is published by 07:30 from the patrol's morning measurements at three stakes; never round new snow up, and report the depth at the lowest stake as the base.",
    "Grooming shows which runs were groomed overnight from the groomers' GPS tracks.",
], "2025-10-01", supersedes=["snow-report-manual"])
mem("snow-report-manual", "skill", "Typing in the snow report", ["snow-report", "cms", "manual"], [
    "The duty marketing manager types the snow depth and new snow into the CMS by 08:00 from the patrol's phone call.",
], "2025-06-05", superseded_by="snow-report", valid_until="2025-10-01")
mem("avalanche-bulletin", "rule", "Avalanche danger level", ["avalanche", "danger", "off-piste", "safety"], [
    "The avalanche danger level (1-5) shown by the app and the website is the regional bulletin's, updated when the bulletin changes; we never restate it in our own words, and off-piste content always links to the full bulletin.",
], "2025-10-05")
mem("trail-map", "knowledge", "The trail map", ["trail-map", "runs", "difficulty", "map"], [
    "The interactive trail map is built from `map/runs.geojson`; run difficulty colours follow the European scale (green, blue, red, black) and ungroomed itinerary routes are dashed. The printed map and the app must match.",
], "2025-10-05")
mem("webcams", "knowledge", "Webcams", ["webcams", "images", "privacy"], [
    "Eight webcams upload a still every 5 minutes; images are blurred at the base area so faces are not identifiable, and the feed shows the capture time.",
], "2025-10-05")

# ---------------------------------------------------------------- guest app
mem("app-releases", "skill", "Releasing the guest app", ["app", "react-native", "release", "app-store"], [
    "The app ships every two weeks through App Store and Play Store phased release; from 15 December to 6 January only fixes ship, and nothing is submitted on Fridays.",
], "2025-10-12", supersedes=["app-codepush"])
mem("app-codepush", "skill", "Hot fixes with CodePush", ["app", "codepush", "hotfix"], [
    "Push JavaScript hot fixes straight to phones with CodePush from the `release` branch.",
], "2025-06-05", superseded_by="app-releases", valid_until="2025-10-12")
mem("app-offline", "rule", "The app on the mountain", ["app", "offline", "connectivity"], [
    "Signal is poor above the mid station: the trail map, the guest's pass and the emergency number must work offline; anything else may say it needs a connection.",
], "2025-10-12")
mem("location-tracking", "rule", "Location and ski tracking", ["location", "tracking", "privacy", "consent"], [
    "Ski tracking (vertical metres, runs) is opt-in, off by default, and stops when the lifts close; location is never shared with marketing or kept past 30 days.",
], "2025-10-15")
mem("push-notifications", "rule", "Push notifications", ["notifications", "push", "marketing"], [
    "Operational pushes (lift closures, weather, lost child alerts from patrol) go to everyone on the mountain; marketing pushes only to guests who opted in, at most one a day, never after 20:00.",
], "2025-10-15")

# ---------------------------------------------------------------- shop and payments
mem("checkout", "knowledge", "Checkout", ["checkout", "payments", "adyen", "shop"], [
    "Payments go through Adyen drop-in; the basket holds tickets, lessons, rentals and vouchers, and an order is confirmed only after the `AUTHORISATION` webhook.",
], "2025-10-20", supersedes=["checkout-paypal-only"])
mem("checkout-paypal-only", "knowledge", "PayPal checkout", ["checkout", "paypal"], [
    "All online payments go through PayPal Express checkout.",
], "2025-06-05", superseded_by="checkout", valid_until="2025-10-20")
mem("peak-day-load", "rule", "Peak days", ["load", "peak-days", "capacity", "queue"], [
    "On the ten busiest days (Christmas week and half-term Saturdays) the shop runs behind the virtual waiting room; load test `shop/` and `passes/` to three times last season's peak before 1 December.",
], "2025-10-20")
mem("change-freeze", "rule", "Change freeze in the season's peaks", ["freeze", "deploys", "peak-days"], [
    "No deploys to `passes/` or `gates/` between 20 December and 3 January or on half-term Saturdays, except fixes approved by the head of digital.",
], "2025-10-25")
mem("deploys", "skill", "Deploying", ["deploys", "github-actions", "release"], [
    "Merging to main deploys to staging; production deploys are the `Deploy` GitHub Actions workflow with the tag, run by the service's team between 09:00 and 15:00, never before the lifts open.",
], "2025-10-25")
mem("gdpr-requests", "skill", "Guest data requests", ["gdpr", "subject-access", "erasure", "privacy"], [
    "Access and erasure requests are answered within one month with `passes/bin/guest_data <email>`; erasure keeps invoices for 10 years (tax) and removes photos, tracking and marketing data.",
], "2025-11-01", deps=["pass-photo"])
mem("logging-personal-data", "rule", "Logs", ["logging", "personal-data", "privacy"], [
    "Logs carry the guest id, never names, emails, card serials or photos; children's data never, not even the id of a child profile.",
], "2025-11-01")
mem("secrets", "rule", "Secrets", ["secrets", "credentials", "1password"], [
    "Secrets are in AWS Secrets Manager, read at start; never in the repo or CI variables. Rotate first, investigate second.",
], "2025-11-01")
mem("code-review", "rule", "Reviews", ["review", "pull-requests", "approvals"], [
    "Two approvals for `passes/`, `gates/` and anything that changes a price or an entitlement; one elsewhere.",
], "2025-11-01")
mem("rails-conventions", "rule", "passes/ conventions", ["rails", "ruby", "rubocop", "migrations"], [
    "`bin/rubocop` and `bin/rails test` must pass; business rules go in service objects under `app/services`, never in controllers; migrations must be reversible and are run before the code that needs them.",
], "2025-11-01")
mem("accessibility", "rule", "Accessibility", ["accessibility", "wcag", "adaptive-skiing"], [
    "The shop and app meet WCAG 2.2 AA; adaptive ski lessons and the accessible lift list must be reachable from the home page in two taps.",
], "2025-11-05")
mem("translations", "rule", "Languages", ["translations", "languages", "i18n"], [
    "Guest-facing text ships in English, French, German and Dutch through `locales/*.json`; a new string without all four does not merge, and legal text (waivers, terms) comes from Legal already translated.",
], "2025-11-05")
mem("incident-response", "skill", "Digital incidents", ["incidents", "on-call", "status-page"], [
    "Page the on-call through Opsgenie, open #incident, and post on the status page; if guests cannot get through the turnstiles, call Mountain Operations first so lift staff can wave guests through.",
], "2025-11-10", deps=["entitlements-sync"])
mem("lost-and-found", "knowledge", "Lost property", ["lost-property", "guest-services"], [
    "Lost property is logged by guest services in the lost-property form; items are kept 60 days, and the app lets guests report a loss with the lift and time.",
], "2025-11-10")

# ---------------------------------------------------------------- summer
mem("bike-park", "knowledge", "Bike park season", ["bike-park", "summer", "waivers"], [
    "From June to September the gondola carries bikes; bike park tickets need a signed bike waiver and a helmet declaration; full-face helmets are required on black trails.",
], "2025-06-10")

# ---------------------------------------------------------------- role: guest (the store's role)
mem("shop-stack", "knowledge", "Shop stack", ["shop", "nextjs", "headless"], [
    "`shop/` is Next.js on Vercel reading products from `passes/` over its GraphQL API; guests sign in with an emailed code.",
], "2025-06-02", role=["guest"])
mem("design-system", "knowledge", "Design system", ["design-system", "components", "storybook"], [
    "Use the components in `ui/` (Storybook at ui.harrow-dev.net); new patterns need a design review in #design before they are built.",
], "2025-06-02", role=["guest"])

# ---------------------------------------------------------------- role: ops (hidden from guest)
mem("turnstile-firmware", "rule", "Turnstile firmware", ["turnstiles", "firmware", "controllers"], [
    "Turnstile controller firmware is updated only by the vendor's engineer, lift by lift, in the evening after the lifts close.",
], "2025-06-04", role=["ops"])
mem("snowmaking-control", "rule", "Snowmaking control", ["snowmaking", "water", "temperature", "scada"], [
    "Snow guns are started by the snowmaking crew from the control room when the wet-bulb temperature is below -2 °C; reservoir draw-down limits from the water licence are enforced by the control system, never overridden.",
], "2025-06-04", role=["ops"])
mem("lift-maintenance", "skill", "Lift maintenance log", ["lifts", "maintenance", "inspection"], [
    "Daily lift inspections are logged in the maintenance system before a lift opens; a lift without today's inspection stays closed.",
], "2025-06-04", role=["ops"])

# ---------------------------------------------------------------- role: patrol (hidden from guest)
mem("patrol-incidents", "skill", "Recording a patrol incident", ["patrol", "incidents", "first-aid", "injuries"], [
    "Patrollers record an injury on the tablet with run, time, injury and care given; the record is medical data, shared only with the clinic and the insurer.",
], "2025-06-06", role=["patrol"])
mem("avalanche-control", "rule", "Avalanche control work", ["avalanche", "explosives", "closures"], [
    "Avalanche control closes the affected runs and lifts before it starts; only certified blasters handle charges, and the run stays closed until the patrol leader signs it open.",
], "2025-06-06", role=["patrol"])

# Prerequisites added after the memories above were written (still before any case or router run).
_EXTRA_DEPS = {
    "group-bookings": ["child-safeguarding"],
    "rental-fitting": ["rental-damage"],
    "checkout": ["resort-credit"],
    "deploys": ["change-freeze"],
}
for _m in M:
    if _m["id"] in _EXTRA_DEPS:
        _m["deps"] = (_m["deps"] or []) + _EXTRA_DEPS[_m["id"]]
