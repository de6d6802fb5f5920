"""Memories of the Corrowby evaluation store (an invented theatre trust's ticketing and digital team: three
venues, the box office, the website, the door scanners, memberships and donations, settlements with visiting
producers). Each entry: id, type, title, tags, content lines, and optional deps (depends_on), superseded_by +
valid_until, supersedes, created date. gen.py turns these into files. Written before the cases and before any
router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- knowledge
mem("systems-overview", "knowledge", "Corrowby systems", ["architecture", "services", "repo"], [
    "Monorepo `corrowby/`: `boxoffice/` (Go) is the ticketing core: productions, performances, seat inventory, baskets and orders; `web/` (SvelteKit) is the public website and checkout; `seatmap/` (TypeScript) is the seat-map component the website and the till share; `till/` (Electron) is the box office counter and phone app; `scan/` (Flutter) is the ushers' door-scanning app; `friends/` (Rails) holds memberships, donations and Gift Aid; `settle/` (Python) computes settlements with visiting producers; `data/` (dbt on BigQuery) builds the sales reports.",
], "2025-01-06")
mem("trust", "knowledge", "Who we are", ["company", "charity", "venues"], [
    "Corrowby Theatres Trust is a registered charity that runs three venues in Corrowby: the Grand, the Studio and the Corn Exchange. About 60% of what we stage are visiting productions (touring drama, musicals, opera, comedy) and 40% our own, including the Christmas pantomime, which sells a quarter of the year's tickets.",
], "2025-01-06")
mem("venues", "knowledge", "The venues", ["venues", "seating", "capacity"], [
    "The Grand: 1,148 seats in stalls, dress circle, upper circle and eight boxes. The Studio: 180 seats on retractable seating, set up end-on, thrust or in-the-round. The Corn Exchange: 1,600 standing or 820 seated for concerts and comedy. Venue codes in code: `GRD`, `STU`, `CEX`.",
], "2025-01-06")
mem("glossary", "knowledge", "Words we use", ["glossary", "domain", "naming"], [
    "A production is a show; a performance is one showing of it at a date and time; a run is all performances of one production. Holds are seats kept off sale; kills are seats removed for a camera, a sound desk or a sightline; comps are free tickets. Front of house (FOH) is everything the audience sees. Code says production and performance, never 'show' or 'event'.",
], "2025-01-06")
mem("seat-inventory", "knowledge", "The seat inventory", ["seats", "inventory", "data-model"], [
    "Each performance has one row per seat in `boxoffice.seat_inventory` (performance_id, seat_id, status, price_zone, order_id): status is available, held, reserved (in a basket), sold or killed. It holds about 40 million rows; the pantomime alone has 92 performances of 1,148 seats.",
], "2025-01-13")
mem("seat-plans", "knowledge", "Seat plans", ["seat-plans", "seats", "venues"], [
    "A seat plan describes one layout of a venue: every seat's id (`STALLS-K-14`), its coordinates in plan units, its type (standard, wheelchair space, companion, restricted view, box) and its default price zone. Plans are versioned; each performance points at one plan version.",
], "2025-01-13")
mem("price-zones", "knowledge", "Price zones and ticket types", ["pricing", "price-zones", "tickets"], [
    "Each performance has up to six price zones (A to F) and a price per zone and ticket type: full, concession (over 65, student, unemployed), under 18, access, schools and member. Prices are set per production and can differ per performance (Saturday evenings are dearer).",
], "2025-01-13")
mem("orders", "knowledge", "Orders", ["orders", "baskets", "data-model"], [
    "An order holds ticket lines, donation lines, membership lines, voucher lines and merchandise (programmes). Its reference is `CB-` and eight characters from a 31-letter alphabet with no 0, O, 1, I or L, because customers read it out on the phone. A basket becomes an order when the payment is authorised.",
], "2025-01-13")
mem("payments-overview", "knowledge", "Taking payments", ["payments", "adyen", "card"], [
    "Card payments go through Adyen: Drop-in on the website and Adyen terminals at the box office counters. The website also takes PayPal (through Adyen) and gift vouchers. We never see a card number. Schools and groups pay by invoice and bank transfer.",
], "2025-01-20")
mem("friends-scheme", "knowledge", "Memberships", ["friends", "membership", "tiers"], [
    "Three paid membership tiers: Friend (£50 a year), Best Friend (£120) and Patron (£600 or more, most of it a donation). Members book before the public, pay no booking fee and get 10% off in the bars. About 9,000 members; memberships live in `friends/` and boxoffice reads the tier through the members API.",
], "2025-01-20")
mem("gift-aid", "knowledge", "Gift Aid", ["gift-aid", "donations", "hmrc"], [
    "As a charity we claim Gift Aid from HMRC on donations from UK taxpayers who signed a declaration: 25p for every £1. We claim quarterly through HMRC's Charities Online; about £140,000 a year. Tickets never carry Gift Aid; donations do, and the donation part of a Patron membership.",
], "2025-01-20")
mem("settlements", "knowledge", "Settlements with visiting producers", ["settlements", "producers", "finance"], [
    "A visiting production's contract splits the box office: after VAT and booking fees, the producer gets an agreed share (usually 70 to 80%) with a guaranteed minimum, and we keep the rest and charge agreed costs (marketing, extra crew). `settle/` makes a settlement sheet per production per week; finance signs it and pays the producer by BACS.",
], "2025-01-27")
mem("access-scheme", "knowledge", "The access scheme", ["access", "accessibility", "customers"], [
    "Customers with access needs join the free access register once: wheelchair user, needs a companion, hearing loop, captions, audio description, BSL, or relaxed performances. Registered customers can book wheelchair spaces and a free companion seat online; the box office can book them for anyone.",
], "2025-01-27")
mem("accessible-performances", "knowledge", "Accessible performances", ["access", "captions", "audio-description", "relaxed"], [
    "Some performances of a run are captioned, audio-described, BSL-interpreted or relaxed (house lights half up, sound lower, people free to come and go). These are flags on the performance (`access_features`), shown as filters on the website and in the season brochure.",
], "2025-01-27")
mem("scan-app", "knowledge", "The door-scanning app", ["scan", "ushers", "flutter", "doors"], [
    "`scan/` is a Flutter app on the ushers' phones (company Android phones in a lanyard case). It scans the QR code on e-tickets and printed tickets at each entrance, shows green or red, and counts the house. It downloads the performance's ticket list two hours before the doors open and works without signal.",
], "2025-02-03")
mem("till-app", "knowledge", "The box office till", ["till", "box-office", "electron"], [
    "`till/` is an Electron app on the box office counters and for the phone agents (phone mode hides the card terminal). It sells tickets, memberships, vouchers and programmes, prints tickets on Boca thermal printers, and handles exchanges and refunds. Staff sign in with their Google account and a till PIN.",
], "2025-02-03")
mem("website", "knowledge", "The website", ["web", "website", "sveltekit"], [
    "`web/` is corrowby.org.uk (SvelteKit 2, server-side rendering on Cloud Run). Production pages come from the Storyblok CMS, which the marketing team edits; availability, baskets and checkout call boxoffice's API. Customers sign in with an emailed link.",
], "2025-02-03")
mem("data-platform", "knowledge", "Sales data", ["data", "dbt", "bigquery", "reports"], [
    "`data/` is dbt on BigQuery. boxoffice streams order and seat events to Pub/Sub and a BigQuery subscription lands them in `raw`; dbt builds `staging` and `marts` every hour (every 10 minutes during a big on-sale). Looker Studio dashboards and the producers' nightly reports read the marts.",
], "2025-02-10")
mem("stack", "knowledge", "Infrastructure", ["infrastructure", "gcp", "cloud-run"], [
    "Everything runs on Google Cloud in europe-west2: Cloud Run for services, Cloud SQL Postgres 15 (one instance per service), Pub/Sub between services, Memorystore Redis for baskets, Cloud Storage for tickets and documents. Terraform in `infra/`.",
], "2025-02-10")
mem("teams", "knowledge", "Who owns what", ["teams", "ownership", "codeowners"], [
    "Ticketing team: `boxoffice/`, `seatmap/`, `till/`, `scan/`. Digital team: `web/`. Supporters team: `friends/`. Finance systems: `settle/`. Data team: `data/`. Platform: `infra/`, CI, on-call rota. CODEOWNERS names them; a change in another team's folder needs one of their reviews.",
], "2025-02-10")
mem("on-sale-stages", "knowledge", "How a production goes on sale", ["on-sale", "priority-booking", "members"], [
    "A production goes on sale in stages: Patrons first, then Best Friends a week later, Friends two days after, then the public on-sale. Each stage is a window on the production (`onsale_windows`). The pantomime's public on-sale is the busiest hour of the year: about 40,000 people in the queue.",
], "2025-02-17")
mem("waiting-room", "knowledge", "The virtual waiting room", ["on-sale", "queue", "waiting-room"], [
    "Big on-sales put Queue-it in front of the website: people wait in a queue page and are let in at a set rate (usually 400 a minute). A visitor let in carries a signed Queue-it token; `web` checks it on every basket and checkout request while the queue is on.",
], "2025-02-17")
mem("ticket-delivery", "knowledge", "How tickets reach customers", ["tickets", "e-tickets", "wallet", "delivery"], [
    "Customers choose e-tickets (a PDF and Apple and Google Wallet passes, free), posted paper tickets (£1.50) or collection at the box office. The box office prints on Boca ticket stock. Every ticket, whatever its form, carries the same QR code.",
], "2025-02-17")
mem("box-office-hours", "knowledge", "Box office hours", ["box-office", "phones", "hours"], [
    "The box office counter opens 10:00 to 18:00, and until the start of the evening performance on performance days. Phone lines run 10:00 to 18:00 Monday to Saturday; about a third of sales are by phone or at the counter.",
], "2025-02-24")
mem("producer-reports", "knowledge", "Producers' reports", ["producers", "reports", "sales"], [
    "Each visiting producer gets a nightly sales report by email for their production: tickets and gross per performance, per zone and per ticket type, and the advance against the same point of the last tour. Built from `data/` marts by `data/exports/producer_nightly`.",
], "2025-02-24")
mem("bars", "knowledge", "Bars and interval drinks", ["bars", "interval-drinks", "tevalis"], [
    "The bars run on Tevalis tills, which we do not run. Customers can pre-order interval drinks with their tickets; `boxoffice` sends the pre-orders to Tevalis's API and the bar staff see them by seat and interval.",
], "2025-02-24")
mem("agents-partners", "knowledge", "Ticket agents", ["agents", "partners", "allocations"], [
    "Two ticket agents (TodayTix and a coach-tour operator) sell some productions through our partner API. They get allocations (blocks of seats) per performance, not our live inventory, and settle monthly.",
], "2025-03-03")

# ---------------------------------------------------------------- rules: seats and selling
mem("seat-locking", "rule", "Reserve seats row by row, never the performance", ["seats", "concurrency", "postgres"], [
    "Putting seats in a basket updates their `seat_inventory` rows with `SELECT ... FOR UPDATE SKIP LOCKED` inside one transaction; a seat another basket has locked is simply unavailable. Never lock the performance row or the whole table: during an on-sale thousands of baskets hit the same performance.",
], "2025-01-20")
mem("basket-expiry", "rule", "Baskets expire after 15 minutes", ["baskets", "seats", "timeouts"], [
    "Seats in a basket are reserved for 15 minutes from the first seat added (8 minutes during a queued on-sale); the website shows the countdown. `boxoffice` releases expired reservations every 30 seconds. Starting payment extends the basket once by 5 minutes so a slow 3-D Secure check does not lose the seats.",
], "2025-01-20")
mem("sold-with-payment", "rule", "A seat is sold only with its payment", ["seats", "orders", "payments", "consistency"], [
    "A seat changes from reserved to sold in the same transaction that records the authorised payment for its order; nothing else may mark a seat sold. Never sell from a cached availability: availability is always read from `seat_inventory`.",
], "2025-01-20", deps=["seat-locking"])
mem("orphan-seats", "rule", "Do not leave single empty seats", ["seats", "selection", "seatmap"], [
    "A selection that would leave one empty seat between taken seats or beside an aisle is refused with a message asking to move along. The till lets a supervisor override it; the website never does.",
], "2025-02-03")
mem("best-available", "rule", "Best available keeps a party together", ["seats", "best-available", "selection"], [
    "Best available picks seats together in one row in the best zone at or under the chosen price, scoring seats by the plan's preference order. It never splits a party across rows unless the customer ticks 'seats can be apart'.",
], "2025-02-03")
mem("wheelchair-spaces", "rule", "Wheelchair spaces", ["access", "wheelchair", "seats"], [
    "Wheelchair spaces are seats of type `wheelchair` in the plan. The website offers them only to customers on the access register with the wheelchair need; the till can sell them to anyone. Each space is sold with its companion seat beside it, which is held until the space sells.",
], "2025-02-10")
mem("companion-tickets", "rule", "Free companion tickets", ["access", "companion", "pricing"], [
    "A customer on the access register who needs a companion gets one free companion ticket per booking, seated next to them, in the same zone. The companion ticket is a ticket type with price zero; it counts towards capacity but not towards the producer's comp allowance.",
], "2025-02-10", deps=["access-scheme"])
mem("access-data-private", "rule", "Access needs are health data", ["access", "privacy", "health-data"], [
    "What a customer's access needs are is health data. It lives only in `boxoffice.access_register` (encrypted column) and is shown only to box office staff with the access role. Never put it in logs, analytics, producers' reports or the scan app; a ticket may say only 'wheelchair space' or 'companion'.",
], "2025-02-10", deps=["access-scheme"])
mem("restricted-view", "rule", "Tell customers about restricted views before they buy", ["seats", "restricted-view", "seatmap"], [
    "Seats flagged restricted view, restricted legroom or high and steep show their note before they go into the basket, on the website and on the till, and again on the ticket. A restricted-view seat is always priced in a lower zone than its neighbours.",
], "2025-02-17")
mem("max-tickets", "rule", "Tickets per order", ["orders", "limits", "groups"], [
    "An online order holds at most 10 tickets for a performance (6 for productions flagged high demand); the till allows 20. A party of 11 or more books through the groups desk, which gets the group rate.",
], "2025-02-17")
mem("touting", "rule", "Limits against touts", ["touting", "limits", "high-demand"], [
    "For a production flagged high demand, the limit applies per customer across all their orders and per card across customers; named tickets may be required by the producer, in which case the lead booker's name is printed and checked at the door with ID. Orders from known resale accounts are cancelled and refunded.",
], "2025-03-03", deps=["max-tickets"])
mem("holds", "rule", "Holds", ["holds", "seats", "producers"], [
    "Holds keep seats off sale for the producer, the press, the company (house seats) or technical checks. Every hold has an owner and a release time; `boxoffice release-holds` returns unsold held seats to sale 48 hours before the performance, except holds the owner has marked 'release by hand'.",
], "2025-04-07", supersedes=["holds-24h"])
mem("holds-24h", "rule", "Holds release 24 hours before", ["holds", "seats"], [
    "Unsold held seats return to sale automatically 24 hours before the performance.",
], "2025-01-13", superseded_by="holds", valid_until="2025-04-06")
mem("kills", "rule", "Kills are set on the performance, not by deleting seats", ["kills", "seats", "seat-plans"], [
    "Seats taken out for a camera position, a sound desk or a bad sightline are killed for the performances concerned through a plan override; their `seat_inventory` rows get status killed. Never delete seat rows and never edit the seat plan to kill seats.",
], "2025-02-24")
mem("plan-versions", "rule", "Never edit a seat plan that has sales", ["seat-plans", "versions", "venues"], [
    "A seat plan version that any performance with sales points at is frozen. A changed layout (a new thrust stage in the Studio, new seats in a box) is a new version; performances without sales can be moved to it with `boxoffice plan move`.",
], "2025-02-24")
mem("performance-times", "rule", "Performance times", ["dates", "time-zones", "performances"], [
    "A performance's start is stored as a UTC instant plus the venue's zone (Europe/London); show it in local time, written the house way: 'Sat 14 March 2026, 7.30pm'. Doors open 45 minutes before. Never compute a performance date by adding days to a UTC instant: clock changes move matinees.",
], "2025-03-03")
mem("price-changes", "rule", "Changing prices during a run", ["pricing", "dynamic-pricing", "audit"], [
    "Producers may raise or lower a zone's price during the run within the cap in their contract. A price change never touches seats already in a basket or sold; it is made in the production's pricing screen (never in SQL), recorded in the audit log with who asked, and the website's production page is purged.",
], "2025-04-14")
mem("all-in-pricing", "rule", "Show the full price from the start", ["pricing", "fees", "consumer-law"], [
    "Since April 2025 the price first shown for a ticket includes every mandatory fee (the booking fee is split per ticket for display); optional extras such as postage are shown as optional. Never add a mandatory fee at checkout that was not in the price shown.",
], "2025-04-01")
mem("booking-fee", "rule", "The booking fee", ["fees", "pricing", "orders"], [
    "Online orders pay a booking fee of £2.50 per order, whatever the number of tickets. No fee for members, for the box office counter, for schools or for a cancelled performance's exchange. The fee is standard-rated for VAT and is not refunded except when a performance is cancelled.",
], "2025-05-05", supersedes=["booking-fee-per-ticket"])
mem("booking-fee-per-ticket", "rule", "Booking fee per ticket", ["fees", "pricing"], [
    "Online orders pay a booking fee of £1.25 per ticket.",
], "2025-01-13", superseded_by="booking-fee", valid_until="2025-05-04")
mem("vat", "rule", "VAT on tickets", ["vat", "tax", "pricing", "finance"], [
    "Tickets for our own productions are exempt from VAT (cultural exemption); tickets for visiting productions follow the producer's VAT status, set on the production by finance. Booking fees, postage and programmes are standard-rated. Prices are VAT-inclusive; store the VAT per line at the time of sale.",
], "2025-01-27")
mem("money", "rule", "Money is integer pence", ["money", "data-model", "pricing"], [
    "Amounts are integer pence (`int64` in Go, `integer` in Postgres, `Integer` in Ruby and Python) with a currency column; never floats and never decimals in our own code. Percentages (VAT, producer shares, Gift Aid) are computed in basis points and rounded half up once, at the line.",
], "2025-01-13")
mem("order-reference", "rule", "Order references are read aloud", ["orders", "references", "phones"], [
    "Keep order references in the `CB-` form from `boxoffice/ref`; never show internal numeric ids to customers. Search by reference ignores case, spaces and the prefix, so 'cb 7hk2 9mqa' finds CB-7HK29MQA.",
], "2025-02-03")

# ---------------------------------------------------------------- rules: payments, refunds, exchanges
mem("pci", "rule", "Card data never touches our systems", ["pci", "payments", "security"], [
    "Card details are entered only in Adyen's Drop-in or on the Adyen terminal. Our services see Adyen's pspReference and the card's last four digits, nothing else. Never log Adyen request or notification bodies whole: the `additionalData` field can carry cardholder details.",
], "2025-01-20")
mem("adyen-webhooks", "rule", "Adyen notifications", ["payments", "adyen", "webhooks"], [
    "`boxoffice` receives Adyen's notifications at `/adyen/notifications`, checks the HMAC signature first, stores them keyed by pspReference and eventCode, and answers `[accepted]` at once; the work happens from the queue. A notification seen before is accepted and ignored. An authorisation with no order after 20 minutes is cancelled at Adyen.",
], "2025-01-27")
mem("refunds", "rule", "Refunds", ["refunds", "orders", "policy"], [
    "We refund tickets only when a performance is cancelled or moved, or when a manager approves an exception. A refund goes back to the original payment method; if the card has expired, it becomes credit on the customer's account as a voucher. Donations are refunded only on request within 30 days.",
], "2025-02-03")
mem("exchanges", "rule", "Exchanges", ["exchanges", "orders", "members"], [
    "Members can exchange tickets for another performance of the same production up to 48 hours before, for £2 an order; others cannot, unless a performance was cancelled or moved. An exchange to a dearer seat pays the difference; to a cheaper seat the difference becomes account credit, never cash.",
], "2025-02-03")
mem("disputes", "rule", "Chargebacks", ["disputes", "chargebacks", "payments", "finance"], [
    "An order with an open Adyen dispute (chargeback) cannot be refunded, exchanged or reissued; the till shows it locked. Finance answers disputes with the scan record of the tickets; never refund as well, or the customer is paid twice.",
], "2025-03-10")
mem("fraud-review", "rule", "Orders held for review", ["fraud", "payments", "orders"], [
    "An online order over £1,000, or with an Adyen risk score over 70, is authorised but held for a box office supervisor to review before tickets are sent. Held orders keep their seats; review them within one working day or before the performance, whichever comes first.",
], "2025-03-10")
mem("vouchers", "rule", "Gift vouchers", ["vouchers", "gift", "payments"], [
    "Gift vouchers are codes with a balance, valid 24 months from purchase, usable in part across several orders, online or at the till. They are not cash: never refund a voucher to a card. Expired vouchers' balances are reported to finance monthly, never deleted.",
], "2025-02-17")
mem("cancelled-performance", "rule", "When a performance is cancelled", ["cancellations", "refunds", "emails"], [
    "A cancelled performance is marked cancelled in boxoffice, never deleted. Every booker gets an email the same day offering an exchange to another performance, credit or a full refund including the booking fee; with no answer in 14 days the order is refunded automatically, in batches of 200 at Adyen. Donations in the order are kept.",
], "2025-03-17")
mem("moved-performance", "rule", "When a performance is moved", ["performances", "rescheduling", "emails"], [
    "A performance moved to another date keeps its tickets and seats; bookers are emailed the new date and may ask for a refund within 14 days. Never cancel and recreate the performance: that loses the seats and the scan history.",
], "2025-03-17")

# ---------------------------------------------------------------- rules: customers, data, email
mem("customer-login", "rule", "Customers sign in with an emailed link", ["login", "customers", "auth"], [
    "Customers sign in by a one-time link sent to their email, valid 15 minutes, used once. We store no customer passwords. Staff never sign in as a customer; the till has its own customer view.",
], "2025-06-02", supersedes=["customer-passwords"])
mem("customer-passwords", "rule", "Customer passwords", ["login", "customers", "passwords"], [
    "Customers sign in with an email and password; passwords are hashed with bcrypt, cost 12, and reset by emailed link.",
], "2025-01-06", superseded_by="customer-login", valid_until="2025-06-01")
mem("no-personal-data-in-logs", "rule", "No personal data in logs", ["logging", "privacy", "gdpr"], [
    "Logs, traces and error reports carry the customer id, never a name, email, phone, address or access need. Sentry scrubbing is on in every app; a new field that can hold personal data goes on the scrub list in the same pull request.",
], "2025-01-20")
mem("marketing-consent", "rule", "Marketing consent", ["consent", "marketing", "gdpr", "emails"], [
    "A customer's consent to marketing emails from us, and separately to sharing their details with a visiting producer, is asked at checkout with unticked boxes and stored with the wording's version and the date. Never email marketing without it; transactional emails (tickets, changes) need none.",
], "2025-02-10")
mem("producer-data-sharing", "rule", "What producers may see about customers", ["producers", "privacy", "reports"], [
    "A producer's reports carry customers' names and emails only for bookers who opted in to that producer's marketing; everything else is counts and postcodes cut to the district (`CR4`). Never send a producer a customer list for any other reason, even when they ask for the press night guests.",
], "2025-02-24")
mem("erasure", "rule", "Erasure requests", ["gdpr", "erasure", "customers"], [
    "A customer who asks to be forgotten is anonymised, not deleted: name, email, phone, address and access needs are wiped, the customer row stays with its id, and orders are kept seven years for the accounts. Members must cancel their membership first.",
], "2025-03-24")
mem("customer-merge", "rule", "Merging duplicate customers", ["customers", "duplicates", "till"], [
    "Duplicate customer records are merged only in the till's merge screen by box office supervisors: the older record survives, orders, memberships, consents and the access register move to it, and the merge is logged. Never merge automatically on a matching email or name.",
], "2025-03-24")
mem("emails", "rule", "Sending emails", ["emails", "postmark", "transactional"], [
    "Emails go through Postmark: transactional mail (confirmations, tickets, changes) on the transactional stream, marketing on the broadcast stream, never mixed. Templates live in `boxoffice/mail/templates` and are written by the marketing team's content designer.",
], "2025-02-10")
mem("order-confirmation", "rule", "Order confirmations", ["emails", "orders", "tickets"], [
    "The confirmation email goes within a minute of the order, with the e-tickets attached as a PDF and Wallet links. If Postmark is down, confirmations queue and retry; never let a failed email fail the order.",
], "2025-02-17")
mem("email-dates", "rule", "Dates and times in customer text", ["style", "dates", "content"], [
    "Write dates the house way in anything a customer reads: 'Saturday 14 March 2026' or 'Sat 14 Mar', times as '7.30pm' and '2pm' (no ':00', no 24-hour clock). Use `boxoffice/format` and the web's `formatPerformance`; never hand-write a format string.",
], "2025-03-03")

# ---------------------------------------------------------------- rules: tickets and doors
mem("ticket-barcodes", "rule", "Ticket QR codes are signed", ["tickets", "barcodes", "security", "scan"], [
    "A ticket's QR code is a token signed with HMAC-SHA256 holding the ticket id, performance id and a reissue counter. Never a sequential or guessable number. Reissuing a ticket bumps the counter, so the old code scans red.",
], "2025-01-27")
mem("scan-offline", "rule", "Scanning works without signal", ["scan", "offline", "doors"], [
    "The scan app downloads the performance's ticket list and signing key two hours before doors and checks tickets on the phone. Scans are queued and uploaded when there is signal; phones at different doors share scans over the venue Wi-Fi so a ticket used at one door scans red at another.",
], "2025-02-03")
mem("scan-duplicates", "rule", "A ticket already scanned", ["scan", "duplicates", "doors", "ushers"], [
    "A second scan of the same ticket shows red with the time and door of the first scan; the usher sends the customer to the box office, never argues at the door. After the interval, scanning in readmit mode lets a ticket back in once.",
], "2025-02-03")
mem("latecomers", "rule", "Latecomers", ["scan", "latecomers", "doors"], [
    "After the performance's start time the scan app shows each green scan with 'latecomer' and the production's latecomer note (for example 'admitted at the first suitable break'). The note is set per production by the company manager.",
], "2025-03-10")
mem("paper-tickets", "rule", "Posted tickets", ["tickets", "post", "delivery"], [
    "Posted tickets are printed in a daily batch and sent first class; postage is not offered for performances less than seven days away (those tickets go to the box office for collection instead).",
], "2025-02-24")
mem("e-tickets-default", "rule", "E-tickets are the default", ["tickets", "e-tickets", "delivery"], [
    "Online orders get e-tickets unless the customer chooses post or collection; the till asks. Wallet passes are updated when a performance moves, so customers never carry an old date.",
], "2025-05-12", supersedes=["paper-tickets-default"])
mem("paper-tickets-default", "rule", "Tickets are posted by default", ["tickets", "post", "delivery"], [
    "Online orders get paper tickets by post unless the performance is within seven days.",
], "2025-01-06", superseded_by="e-tickets-default", valid_until="2025-05-11")
mem("reissue-tickets", "rule", "Reissuing tickets", ["tickets", "reissue", "box-office"], [
    "Lost or unreceived tickets are reissued, never duplicated: reissuing rotates the QR code, so only the new tickets scan. Reissue is free for e-tickets; a second posted copy costs £1.50.",
], "2025-03-03")
mem("wallet-passes", "rule", "Wallet passes", ["wallet", "e-tickets", "apple", "google"], [
    "Apple Wallet passes are signed with our pass certificate and updated through the pass web service; Google Wallet passes through the Wallet API with the service account in Secret Manager. A pass shows the production, date in local time, venue, entrance and seat; never the price or the customer's name.",
], "2025-03-10")

# ---------------------------------------------------------------- rules: members, donations, Gift Aid
mem("priority-windows", "rule", "Priority booking is checked on the server", ["on-sale", "priority-booking", "members"], [
    "Whether a customer may book during a priority window is decided by boxoffice from the member's tier at the time of the request, never by the website hiding a button. A membership bought during a window gives access at once; a lapsed one does not.",
], "2025-02-17")
mem("member-renewals", "rule", "Membership renewals", ["friends", "renewals", "direct-debit"], [
    "Memberships paid by Direct Debit (GoCardless) renew automatically; card-paid ones do not, and get reminders 30 and 7 days before. A failed Direct Debit is retried once after five days, then the member is emailed and keeps their benefits for 14 days.",
], "2025-03-03")
mem("gift-aid-declarations", "rule", "Gift Aid declarations", ["gift-aid", "declarations", "donations"], [
    "A declaration is stored with the donor's full name, home address and postcode, the wording's version and the date; a declaration by email or phone is confirmed by a letter. Never claim on a donation without a declaration covering its date, or on a donation from a company.",
], "2025-01-27")
mem("gift-aid-benefits", "rule", "Donor benefits and Gift Aid", ["gift-aid", "benefits", "patrons"], [
    "Gift Aid is lost if a donor's benefits exceed HMRC's limits (25% of the first £100, then 5% of the rest, at most £2,500). Patron benefits are valued each year by finance; only the donation part above the benefits' value is claimed, and `friends` splits the Patron payment accordingly.",
], "2025-02-10")
mem("donation-prompt", "rule", "Asking for a donation at checkout", ["donations", "checkout", "consent"], [
    "The checkout may ask for a donation, with the amounts £2, £5 and £10 and 'no thank you' selected by default. Never pre-select an amount, never add a donation the customer did not choose, and never ask twice in one order.",
], "2025-02-24")
mem("prospect-notes", "rule", "Fundraising notes are private", ["fundraising", "privacy", "friends"], [
    "The supporters team's notes on potential major donors (wealth screening, interests, contacts) stay in `friends` with the fundraising role only. They are never exported, never copied to BigQuery, and a donor's SAR must include them.",
], "2025-04-21")

# ---------------------------------------------------------------- rules: settlements and finance
mem("settlement-sheets", "rule", "Settlement sheets are final once signed", ["settlements", "finance", "audit"], [
    "A settlement sheet is computed by `settle` from boxoffice sales for the week: gross, less VAT and booking fees, then the producer's share and the guarantee, less agreed costs. Once finance signs it, it is immutable; a correction goes on the next week's sheet as an adjustment line with its reason.",
], "2025-05-19", supersedes=["settlement-spreadsheet"])
mem("settlement-spreadsheet", "rule", "Settlements are worked out in the spreadsheet", ["settlements", "finance"], [
    "Finance works out each week's settlement in the settlement spreadsheet from the box office's sales report and emails it to the producer.",
], "2025-01-06", superseded_by="settlement-sheets", valid_until="2025-05-18")
mem("comps", "rule", "Complimentary tickets", ["comps", "tickets", "producers"], [
    "Comps are tickets at price zero with a reason (press, company, producer, sponsor, goodwill). Each production has a comp allowance in its contract (usually 2% of capacity); comps beyond it are charged to whoever asked for them on the settlement. Issue them only from the till's comp screen.",
], "2025-03-17")
mem("agent-allocations", "rule", "Agents' allocations", ["agents", "allocations", "holds"], [
    "Seats allocated to a ticket agent are holds of type `agent`, and the agent sells them through the partner API. Unsold allocations return to us 72 hours before the performance; an agent's sales count in the settlement like ours, less their commission.",
], "2025-03-24")
mem("schools-bookings", "rule", "Schools bookings", ["schools", "groups", "invoices"], [
    "Schools book through the groups desk and pay by invoice within 30 days; one teacher goes free for every ten pupils. Seats reserved for an unpaid schools invoice are released 28 days before the performance after two reminders.",
], "2025-03-31")
mem("reconciliation", "rule", "Daily reconciliation", ["finance", "reconciliation", "payments", "adyen"], [
    "Each morning `settle reconcile` matches yesterday's Adyen settlement report against boxoffice's payments line by line; any difference opens a ticket for finance. Never fix a mismatch by editing a payment row.",
], "2025-02-24")
mem("till-cashing-up", "rule", "Cashing up the till", ["till", "cash", "finance"], [
    "Each counter position cashes up at close: the till prints a Z report of card, cash and voucher takings, the supervisor counts the cash drawer against it, and the difference is entered with a reason. A till cannot sell the next day until it was cashed up.",
], "2025-03-10")
mem("staff-roles", "rule", "What box office staff may do", ["till", "roles", "permissions"], [
    "Till users are sellers, supervisors or managers. Sellers sell and reissue; refunds, comps, seat overrides and merges need a supervisor; price exceptions and refunds outside the policy need a manager. Every such action asks for the approver's PIN.",
], "2025-02-10")
mem("audit-log", "rule", "Audit log", ["audit", "logging", "till"], [
    "Refunds, exchanges, comps, price changes, overrides, holds and customer merges write an entry to `boxoffice.audit_log` (who, approver, what, before and after, reason) in the same transaction. The table is append-only; nobody updates or deletes its rows.",
], "2025-02-10")

# ---------------------------------------------------------------- rules: engineering
mem("go-style", "rule", "Go in boxoffice", ["go", "style", "boxoffice"], [
    "boxoffice is Go 1.23: `context.Context` first, errors wrapped with `%w` and a lower-case message, SQL written by hand and generated with sqlc (no ORM), `log/slog` for logs. Handlers live in `internal/api`, business rules in `internal/selling`.",
], "2025-01-13")
mem("svelte-style", "rule", "SvelteKit in web", ["web", "sveltekit", "typescript", "style"], [
    "web uses Svelte 5 runes, TypeScript strict, and calls boxoffice only from `+page.server.ts` and server routes, never from the browser. Availability and prices are never cached in the page; production pages are.",
], "2025-02-03")
mem("flutter-style", "rule", "Flutter in scan", ["flutter", "dart", "scan", "style"], [
    "scan uses Riverpod for state and drift for the local database; widgets never call the network. Test on the oldest phone we run (Android 11) before a release.",
], "2025-02-17")
mem("rails-style", "rule", "Rails in friends", ["rails", "ruby", "friends", "style"], [
    "friends is Rails 7.2 on Ruby 3.3: business logic in service objects under `app/services`, Sidekiq jobs idempotent and retry-safe, no callbacks that call external services. RuboCop with the house config must pass.",
], "2025-02-17")
mem("python-style", "rule", "Python in settle", ["python", "settle", "style"], [
    "settle is Python 3.12 with uv; ruff for lint and format, mypy in strict mode. Money is integer pence as everywhere; a `Decimal` appears only when reading the producer's contract percentages, and is converted to basis points at once.",
], "2025-02-24")
mem("electron-till", "rule", "The till app", ["till", "electron", "security"], [
    "The till's renderer has no Node access (context isolation on, `nodeIntegration` off); the printer and the terminal are reached through the preload bridge only. A till release is tested on a counter machine with a real Boca printer and Adyen terminal.",
], "2025-03-03")
mem("migrations", "rule", "Database migrations", ["migrations", "postgres", "schema"], [
    "Migrations are goose files in `boxoffice/migrations` (Rails migrations in friends). Expand, then contract: add the new column or table, deploy code that writes both, backfill, switch reads, then drop the old in a later release. Every migration must run against a copy of production before merge.",
], "2025-01-20")
mem("big-tables", "rule", "Changing the seat inventory table", ["migrations", "seat-inventory", "postgres", "performance"], [
    "`seat_inventory` is partitioned by month of the performance date. Indexes on it are created `CONCURRENTLY` per partition; backfills run in batches of 10,000 rows outside on-sales; never rewrite the whole table in one migration.",
], "2025-02-03", deps=["migrations", "seat-inventory"])
mem("testing", "rule", "Testing", ["testing", "ci", "postgres"], [
    "boxoffice tests run against a real Postgres in testcontainers; no database mocks. The concurrent selling test (`TestNoDoubleSale`, 200 baskets racing for 50 seats) must pass on every change to `internal/selling`.",
], "2025-01-27")
mem("seatmap-tests", "rule", "Testing the seat map", ["seatmap", "testing", "playwright"], [
    "seatmap has Playwright visual tests for every venue layout and a keyboard-only test. A change to rendering updates the snapshots in the same pull request, reviewed by a designer.",
], "2025-03-03")
mem("load-tests", "rule", "Load test before a big on-sale", ["load-testing", "on-sale", "k6"], [
    "Before an on-sale flagged big (the pantomime, a hit musical), run the k6 on-sale test in staging at three times the expected peak: baskets, seat selection, checkout. A run with errors over 0.5% or basket p95 over 800 ms blocks the on-sale until fixed.",
], "2025-03-17")
mem("deploy-windows", "rule", "When we deploy", ["deploys", "releases", "on-sale"], [
    "Deploy Monday to Thursday, 10:00 to 16:00. No deploys during an on-sale window or in the two hours before one; `scan` and `till` never deploy on a performance day after 12:00. Anything else needs the on-call lead's approval in #releases.",
], "2025-02-10")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "releases"], [
    "New selling behaviour ships behind a flag in `boxoffice/flags.yaml`, off by default, switched on per venue. A flag on everywhere for four weeks is removed with its old code path.",
], "2025-03-24")
mem("commits", "rule", "Commits and pull requests", ["git", "commits", "pull-requests"], [
    "Conventional Commits with a scope: `feat(web): ...`, `fix(boxoffice): ...`, `chore(deps): ...`. One change per pull request; payment, settlement and Gift Aid code needs two reviewers, one from finance systems.",
], "2025-01-13")
mem("dependencies", "rule", "Dependency updates", ["dependencies", "renovate", "security"], [
    "Renovate opens dependency updates weekly, grouped per app; merge patch updates when CI is green, read the changelog for minor and major ones. A security advisory with a fix is merged within five working days.",
], "2025-02-24")
mem("secrets", "rule", "Secrets", ["secrets", "security", "config"], [
    "Secrets live in Google Secret Manager and reach services as mounted files; never in environment files in the repo, never in CI variables except the deploy identity. The Adyen HMAC keys, Queue-it secret and ticket signing key rotate yearly.",
], "2025-01-20")
mem("observability", "rule", "Metrics, traces and alerts", ["observability", "metrics", "opentelemetry"], [
    "Every service exports OpenTelemetry traces and metrics; metric names are `corrowby_<service>_<thing>_<unit>` (for example `corrowby_boxoffice_basket_duration_seconds`). Alerts live in Grafana as code in `infra/alerts`; each alert links a runbook.",
], "2025-02-17")
mem("on-call", "rule", "On call", ["on-call", "incidents", "rota"], [
    "The ticketing on-call covers every public on-sale and every performance evening from 17:00 until the last performance's interval. Pages go through PagerDuty; acknowledge within 5 minutes during an on-sale.",
], "2025-02-24")
mem("performance-night-incident", "rule", "Incidents on a performance night", ["incidents", "doors", "box-office"], [
    "If boxoffice or scanning fails within two hours of a performance, the duty box office manager decides whether doors switch to the paper fallback (the printed house list and a door count). Engineers fix; they do not ask front of house to restart phones or tills during doors.",
], "2025-03-31")
mem("rate-limits", "rule", "Rate limits", ["rate-limiting", "security", "web"], [
    "Sign-in links are limited to 5 per email per hour; basket creation to 30 per IP per minute outside a queued on-sale. Limits live in Cloud Armor and boxoffice's middleware; never raise them for a single customer by hand.",
], "2025-04-07")
mem("accessibility-web", "rule", "Website accessibility", ["accessibility", "web", "wcag"], [
    "The website meets WCAG 2.2 AA. The seat map must be usable with a keyboard and a screen reader, and best available is always offered beside it; seat states use a pattern as well as a colour. Every production image has alt text from the CMS.",
], "2025-02-10")
mem("caching-web", "rule", "What the website may cache", ["caching", "web", "cdn"], [
    "Production and listing pages are cached at the CDN for 60 seconds and purged on a CMS publish or a price change. Availability, baskets and anything signed-in are never cached.",
], "2025-03-03")
mem("queue-token", "rule", "Check the waiting-room token", ["on-sale", "queue", "security"], [
    "While Queue-it is on for a production, every basket and checkout request checks the visitor's Queue-it token on the server; a missing or expired token sends the visitor back to the queue, never straight to the seats.",
], "2025-03-03")
mem("cms-content", "rule", "Production page content", ["cms", "content", "storyblok"], [
    "Production pages (copy, images, running time, age guidance, content warnings) are written in Storyblok by marketing; engineers never edit copy in code. Dates, prices and availability come from boxoffice, never typed into the CMS.",
], "2025-03-10")
mem("content-warnings", "rule", "Content warnings and age guidance", ["content", "content-warnings", "productions"], [
    "Every production has age guidance and a content warnings field (strobe, smoke, loud bangs, strong language, themes). Strobe and smoke warnings are shown before a customer picks seats and on the e-ticket; the rest on the production page.",
], "2025-04-14")
mem("interval-drinks", "rule", "Interval drink pre-orders", ["bars", "interval-drinks", "orders"], [
    "Interval drinks pre-ordered with tickets are order lines sent to Tevalis when the order is paid; pre-orders close 30 minutes before the performance. A refund of the tickets refunds the drinks; an exchange cancels them and asks again.",
], "2025-04-21")
mem("data-marts", "rule", "dbt models", ["dbt", "data", "bigquery"], [
    "dbt models follow `staging/stg_<source>__<entity>` and `marts/<area>/<name>`; every mart has `unique` and `not_null` tests on its key. Sales marts count a ticket once, at the order, and refunds as negative lines; never count from `seat_inventory` states.",
], "2025-02-24")
mem("data-pii", "rule", "Personal data in BigQuery", ["data", "privacy", "bigquery"], [
    "Personal data lands only in the `restricted` dataset with the data team's access; marts and dashboards carry the customer id and postcode district only. A new source with personal fields gets a staging model that drops them.",
], "2025-03-03")
mem("retention", "rule", "How long we keep data", ["retention", "gdpr", "data"], [
    "Orders and payments: seven years (accounts). Scan records: two years. Access register entries: until the customer removes them or three years without a booking. Sign-in links and basket data: 30 days. A scheduled job in each service deletes what has passed its time.",
], "2025-04-07")

# ---------------------------------------------------------------- skills
mem("add-production", "skill", "Set up a new production", ["productions", "setup", "how-to"], [
    "In the till's admin: create the production (title, venue, producer, VAT status, content from Storyblok), add the performances with their seat plan version, price zones and prices per ticket type, on-sale windows, holds, and the comp allowance. Check the production page in staging before the on-sale.",
], "2025-02-03")
mem("cancel-performance-howto", "skill", "Cancel a performance", ["cancellations", "refunds", "how-to"], [
    "Till admin > Performance > Cancel: choose the reason and the offer (exchange, credit, refund). It sends the emails and schedules the automatic refunds. Tell the box office manager, the producer and the bars; pull the performance's pre-ordered drinks in Tevalis.",
], "2025-03-17", deps=["cancelled-performance"])
mem("move-performance-howto", "skill", "Move a performance to another date", ["performances", "rescheduling", "how-to"], [
    "Till admin > Performance > Move: set the new date and time; seats, tickets and holds move with it, Wallet passes update, and bookers are emailed. Check the new date's seat plan version is the same; if not, move the plan first.",
], "2025-03-17", deps=["moved-performance"])
mem("refund-howto", "skill", "Refund an order at the till", ["refunds", "till", "how-to"], [
    "Find the order by reference, choose the lines, pick the reason; a supervisor enters their PIN. A card refund goes through the terminal if the card is present, otherwise Adyen refunds by reference; the seats return to sale at once.",
], "2025-02-10", deps=["refunds"])
mem("exchange-howto", "skill", "Exchange tickets", ["exchanges", "till", "how-to"], [
    "Open the order, choose 'Exchange', pick the new performance and seats; the till works out the difference and the fee. The old tickets are cancelled and their seats released; new e-tickets are emailed.",
], "2025-02-10", deps=["exchanges"])
mem("reissue-howto", "skill", "Reissue lost tickets", ["tickets", "reissue", "how-to"], [
    "Open the order, 'Reissue', choose e-ticket, post or print at the counter. Confirm the customer's postcode before reissuing by phone.",
], "2025-03-03")
mem("release-holds-howto", "skill", "Release holds early", ["holds", "seats", "how-to"], [
    "Till admin > Holds: select the hold, check with its owner, then 'Release to sale'. For a whole production: `boxoffice release-holds --production <id> --now` (supervisor only), which writes the audit entry.",
], "2025-04-07")
mem("new-seat-plan", "skill", "Add a venue layout", ["seat-plans", "venues", "how-to"], [
    "Draw the layout in the plan editor from the production manager's drawing, export it, `boxoffice plan import` it as a new version, set zones and the preference order for best available, and check the seat map renders it on a phone before pointing performances at it.",
], "2025-03-24", deps=["plan-versions"])
mem("onsale-checklist", "skill", "Run a big on-sale", ["on-sale", "checklist", "how-to"], [
    "The week before: load test, freeze deploys, set the Queue-it event and rate, scale Cloud Run minimum instances. On the day: the on-call and a box office supervisor in the on-sale channel from an hour before, the sales dashboard on screen, a status banner ready.",
], "2025-03-17", deps=["load-tests", "waiting-room"])
mem("pass-certificate", "skill", "Renew the Apple Wallet pass certificate", ["wallet", "certificates", "how-to"], [
    "The pass type certificate expires every year in February: create a new one in the Apple developer account, put it in Secret Manager as a new version, restart `boxoffice`, and check a new pass installs on an iPhone.",
], "2025-02-24")
mem("rotate-secret", "skill", "Rotate a secret", ["secrets", "rotation", "how-to"], [
    "Create the new value at the provider, add it in Secret Manager as a new version, redeploy the service so it reads it, check traffic, then disable the old version.",
], "2025-02-03")
mem("restore-db", "skill", "Restore a database", ["backups", "restore", "postgres", "how-to"], [
    "Clone the Cloud SQL instance to a point in time as a new instance; never restore over the live one. Copy the rows you need across with a reviewed SQL script, then delete the clone.",
], "2025-03-10")
mem("missing-payment-howto", "skill", "Debug a payment with no order", ["payments", "adyen", "debugging", "how-to"], [
    "Find the pspReference in the Adyen customer area; check `boxoffice.adyen_notifications` for it. If the notification never came, resend it from Adyen's webhook screen; if it came and failed, read the error in the queue's dead letters. Never create the order by hand.",
], "2025-03-10", deps=["adyen-webhooks"])
mem("gift-aid-claim", "skill", "Make the quarterly Gift Aid claim", ["gift-aid", "hmrc", "how-to"], [
    "`friends` > Gift Aid > New claim builds the schedule of donations with declarations for the quarter; finance checks it, exports the HMRC spreadsheet and submits it in Charities Online, then marks the claim submitted so donations are not claimed twice.",
], "2025-04-07", deps=["gift-aid-declarations"])
mem("settlement-run", "skill", "Run the weekly settlements", ["settlements", "finance", "how-to"], [
    "Monday morning: `settle run --week <date>` builds the sheets for every visiting production; finance checks costs and comps, signs each sheet in `settle`, and the sheet goes to the producer with the BACS payment.",
], "2025-05-19", deps=["settlement-sheets"])
mem("failed-dd-howto", "skill", "Handle a failed membership Direct Debit", ["friends", "direct-debit", "how-to"], [
    "GoCardless tells `friends` of the failure; after the retry fails, the member gets the email with a card payment link. The supporters team can extend the grace period from the member's page.",
], "2025-03-03", deps=["member-renewals"])
mem("comps-howto", "skill", "Issue comps", ["comps", "till", "how-to"], [
    "Till > Comps: pick the performance, seats and reason; the till shows what is left of the comp allowance. A supervisor approves; comp tickets are emailed like any others.",
], "2025-03-17", deps=["comps"])
mem("merge-howto", "skill", "Merge two customer records", ["customers", "duplicates", "how-to"], [
    "Till > Customers > Merge: search both, check the orders and the access register on each, choose the surviving record (the older), and confirm with a supervisor PIN.",
], "2025-03-24")
mem("erasure-howto", "skill", "Carry out an erasure request", ["gdpr", "erasure", "how-to"], [
    "Check the requester's identity, then `boxoffice customer anonymise <id>` and `friends customer anonymise <id>`; the BigQuery restricted dataset is cleaned by the next nightly job. Reply within one month.",
], "2025-03-24", deps=["erasure"])
mem("sar-howto", "skill", "Answer a subject access request", ["gdpr", "sar", "how-to"], [
    "`boxoffice customer export <id>` and `friends customer export <id>` (which includes fundraising notes) produce the files; check them for other people's data, then send through the secure link within one month.",
], "2025-04-21")
mem("schools-howto", "skill", "Book a school group", ["schools", "groups", "how-to"], [
    "Till > Groups: choose the school (or add it with its invoice address), the performance and seats, pupils and teachers; the till adds the free teachers and raises the invoice in Xero.",
], "2025-03-31", deps=["schools-bookings"])
mem("agent-allocation-howto", "skill", "Give an agent an allocation", ["agents", "allocations", "how-to"], [
    "Till admin > Holds > New hold of type agent: pick the agent, the performances and seats. The agent sees it through the partner API within a minute.",
], "2025-03-24", deps=["agent-allocations"])
mem("access-performance-howto", "skill", "Add a captioned or relaxed performance", ["access", "captions", "relaxed", "how-to"], [
    "Set the access features on the performance in till admin, tell the access team so they email registered customers with that need, and ask marketing to add it to the production page.",
], "2025-04-14")
mem("terminal-pairing", "skill", "Pair a card terminal with a till", ["till", "adyen", "terminals", "how-to"], [
    "In the Adyen customer area assign the terminal to the store, then in till settings > Terminal enter its POIID. A test sale of 1p, refunded, confirms it. Each counter position has one terminal.",
], "2025-03-10")
mem("deploy-howto", "skill", "Deploy a service", ["deploys", "cloud-run", "how-to"], [
    "Merge to main; GitHub Actions builds the image and deploys to staging. Promote with the 'Deploy to production' workflow, which shifts Cloud Run traffic 10%, 50%, 100% and rolls back on errors.",
], "2025-02-10")
mem("paper-fallback-howto", "skill", "Run doors on paper", ["incidents", "doors", "how-to"], [
    "Print the house list from the till (or the last one the scan app cached), give each door a clicker, and check names against the list. Afterwards enter the door count in the till so the house figure is right.",
], "2025-03-31", deps=["performance-night-incident"])
mem("reconcile-howto", "skill", "Investigate a reconciliation difference", ["reconciliation", "adyen", "finance", "how-to"], [
    "Open the finance ticket, find the pspReference on each side; a late capture or a refund across midnight usually explains it and clears the next day. Otherwise ask ticketing on-call with the reference.",
], "2025-03-03", deps=["reconciliation"])
mem("add-dbt-model", "skill", "Add a report", ["dbt", "reports", "how-to"], [
    "Add a mart under `data/models/marts/<area>`, its tests and docs, run `dbt build --select +<model>` against the dev dataset, and share the Looker Studio report with its audience group only.",
], "2025-04-07")
mem("onboarding-dev", "skill", "A new developer's first week", ["onboarding", "access", "how-to"], [
    "Ask platform for GitHub, Google Cloud and Grafana access; read the ADRs and this store; run boxoffice and web locally with `make dev`; spend an evening with the front of house team at doors and an hour at the box office counter.",
], "2025-03-31")
mem("price-change-howto", "skill", "Change prices during a run", ["pricing", "how-to"], [
    "Production > Pricing: pick the performances and zones, enter the new prices and who asked (the producer's email); save needs a manager PIN. The page purge is automatic.",
], "2025-04-14", deps=["price-changes"])
mem("wheelchair-booking-howto", "skill", "Book a wheelchair space by phone", ["access", "wheelchair", "till", "how-to"], [
    "Find or add the customer to the access register, open the seat map in access view (spaces and companion seats shown), pick the space and the companion seat, and note any transfer need on the order for front of house.",
], "2025-02-10", deps=["wheelchair-spaces"])
mem("scan-release-howto", "skill", "Release the scan app", ["scan", "releases", "flutter", "how-to"], [
    "Bump the version, run the tests, build the APK in CI and publish it to the managed Google Play track for the company phones. Release in the morning on a day with no matinee; check one phone at each venue picks it up.",
], "2025-03-10")

# ---------------------------------------------------------------- more knowledge and rules
mem("pantomime", "knowledge", "The pantomime", ["pantomime", "christmas", "on-sale"], [
    "The pantomime runs at the Grand from late November to early January: about 92 performances, 100,000 tickets, many schools matinees. It goes on sale in February; its on-sale sets the capacity we plan for all year.",
], "2025-02-03")
mem("relaxed-performances", "rule", "Relaxed performances", ["relaxed", "access", "performances"], [
    "A relaxed performance sells from the whole house at the access price for everyone, has a visual story for download on the production page, and the scan app allows re-entry at any time, not only after the interval.",
], "2025-04-21")
mem("programmes", "rule", "Programmes and merchandise", ["merchandise", "programmes", "orders"], [
    "Programmes can be added to an order and are collected at the programme desk by showing the ticket; the scan app marks them collected. They are standard-rated goods: never exempt, even for our own productions.",
], "2025-04-28")
mem("customer-accounts", "knowledge", "Customer records", ["customers", "accounts", "data-model"], [
    "About 310,000 customer records in `boxoffice.customer`; one per email for online customers, and phone-only customers the box office created without email. A customer has orders, consents, an optional access register entry, and a membership through friends.",
], "2025-01-20")
mem("season-launch", "rule", "Season announcements", ["season", "announcements", "on-sale"], [
    "New productions are announced in two seasons (spring in January, autumn in June). Nothing about an unannounced production may appear on the website, in the API or in Storyblok's published content: create it in boxoffice as hidden and publish it at the announcement time.",
], "2025-05-05")
mem("press-night", "rule", "Press nights", ["press", "comps", "producers"], [
    "Press tickets are comps from a press hold managed by the press office; the press list itself stays in the press office's spreadsheet, not in boxoffice. Reviewers' tickets are printed and left at a separate press desk.",
], "2025-05-12")
mem("sound-desk-kills", "rule", "Kill the mixing position for concerts", ["kills", "corn-exchange", "concerts"], [
    "Seated concerts at the Corn Exchange kill rows P to R centre for the mixing desk unless the promoter's rider says otherwise; the tour manager confirms the footprint three weeks before and the kills are applied then.",
], "2025-05-26")
mem("standing-capacity", "rule", "Standing events", ["corn-exchange", "standing", "capacity"], [
    "Standing events at the Corn Exchange sell general admission tickets against a capacity, not seats; the licence caps it at 1,600 including guests and the scan app counts in and out. Never sell past 1,580 online: the last 20 are the box office's on the night.",
], "2025-05-26")
mem("age-restricted", "rule", "Age-restricted events", ["age", "comedy", "doors"], [
    "Productions rated 16+ or 18+ show the age at checkout with a tickbox to confirm, print it on the ticket, and the scan app shows 'check ID' for every scan.",
], "2025-06-02")
mem("bursary-tickets", "rule", "Pay what you can tickets", ["pricing", "community", "tickets"], [
    "Some performances offer 'pay what you can' tickets (£5, £10 or £15, the customer chooses) for people on low incomes; no proof is asked. They are a ticket type with a quota per performance; unsold quota returns to the lowest zone a week before.",
], "2025-06-09")
mem("youth-theatre", "knowledge", "The youth theatre", ["youth-theatre", "classes", "participation"], [
    "Corrowby Youth Theatre runs weekly classes for ages 8 to 19. Class places and fees are handled in `friends` as a course product, with parents' consent and emergency contacts stored there (children's data: the participation team only).",
], "2025-06-16")
mem("youth-data", "rule", "Children's data in the youth theatre", ["youth-theatre", "privacy", "children"], [
    "Youth theatre members' data (age, school, medical notes, photo consent) is seen only by the participation team, never exported, and deleted a year after they leave. Photos of members are used only with the parent's recorded consent.",
], "2025-06-16")
mem("venue-hire", "knowledge", "Venue hire", ["venue-hire", "corn-exchange", "conferences"], [
    "The Corn Exchange and the Studio are hired for conferences, weddings and rehearsals. Hires are managed in Artifax by the hires team, not in boxoffice; a hire that sells tickets to the public becomes a production like any other.",
], "2025-06-23")
mem("brochure-feed", "rule", "The brochure and listings feed", ["marketing", "feeds", "listings"], [
    "The season brochure's listings and the public listings feed (`/feeds/listings.json`, used by the city's what's-on site) are generated from boxoffice; announced productions only, dates in UTC with the zone, no prices for performances not yet on sale.",
], "2025-06-23")
mem("waitlist", "rule", "Returns and the waiting list", ["waitlist", "sold-out", "returns"], [
    "For a sold-out performance customers can join a waiting list; when seats come back (refunds, released holds) the list is emailed in order in groups of 20, and the seats are kept for them for 2 hours before general sale.",
], "2025-07-07")
mem("ticket-transfers", "rule", "Passing tickets on", ["tickets", "transfers", "touting"], [
    "A customer can transfer e-tickets to a friend by email from their account; the transfer reissues the tickets to the friend (new QR codes). For named-ticket productions transfers are off, and resale above face value is never allowed.",
], "2025-07-07")
mem("dst-matinees", "knowledge", "Clock changes and early performances", ["dates", "time-zones", "bugs"], [
    "In October 2024 a 2.30pm matinee on the clock-change Sunday showed as 1.30pm on the website and Wallet passes, because the date was built by adding a day to a UTC midnight. Since then every performance time goes through `boxoffice/perftime`.",
], "2025-01-13")
mem("sales-dashboard", "knowledge", "The sales dashboard", ["dashboards", "sales", "on-sale"], [
    "The on-sale dashboard in Grafana shows tickets sold per minute, queue throughput, basket errors and Adyen authorisation rate for the production on sale. The box office and the marketing team watch it during on-sales.",
], "2025-03-17")
mem("theatre-tax-relief", "knowledge", "Theatre tax relief", ["tax", "finance", "productions"], [
    "Our own productions claim Theatre Tax Relief from HMRC on production costs; finance needs each own production's ticket income and costs per production, which `data/` provides as the `marts/finance/own_production_pnl` model.",
], "2025-04-28")
mem("contact-centre-phone", "rule", "Phone bookings", ["phones", "till", "payments"], [
    "Phone agents take card payments through Adyen's pay-by-link sent by text or email while the customer is on the line, never by reading the card number aloud (phone mode has no terminal). Calls are not recorded during payment.",
], "2025-05-05")
mem("gdpr-basics", "knowledge", "Personal data we hold", ["privacy", "gdpr", "personal-data"], [
    "We are the controller for customers' names, emails, phones and addresses, order history, consents, access needs (health data), Gift Aid declarations, donors' research notes, and youth theatre members' data. The data protection officer is the trust's head of operations.",
], "2025-01-20")
mem("house-seats", "rule", "House seats", ["holds", "house-seats", "company"], [
    "Each production keeps up to eight house seats per performance for the company and the creative team as a hold owned by the company manager; they are sold at full price to whoever the company manager names, never given away, and released 48 hours before like other holds.",
], "2025-05-12")
