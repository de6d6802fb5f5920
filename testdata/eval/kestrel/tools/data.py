"""Memories of the Kestrel Libraries evaluation store (an invented county public library service's
digital team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Kestrel Libraries systems", ["architecture", "services", "repo"], [
    "Repo `kestrel/`: `catalogue/` (Nuxt) is the public catalogue at kestrel-libraries.org; `circ/` (Kotlin, Spring Boot) is the circulation service over the library management system: patrons, loans, holds, fines history; `kiosk/` runs on the self-service machines in the branches; `app/` is the Flutter patron app; `events/` books storytimes, talks and computer sessions.",
    "23 branches, 2 mobile library vans and the home library service share one catalogue and one patron database.",
], "2025-03-03")
mem("environments", "knowledge", "Environments", ["environments", "staging", "training"], [
    "Production, staging at stg.kestrel-dev.net, and the training instance used by branch staff for induction: it is reset from anonymised production data every Sunday night, so never test anything there you need on Monday.",
], "2025-03-03")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack"], [
    "Digital services (catalogue, app, circ, kiosks, events): #lib-digital. Branch operations own opening hours, staffing and cash (#branch-ops); the bibliographic services team owns cataloguing records (#bib-services); the county council's IT owns the staff network and laptops.",
], "2025-03-03")

# ---------------------------------------------------------------- circulation
mem("loan-periods", "rule", "Loan periods and renewals", ["loans", "renewals", "due-dates", "circulation"], [
    "Books and audiobooks are lent for 3 weeks, DVDs for 1 week, quick-choice bestsellers for 1 week. A loan renews automatically up to 5 times unless another patron holds it.",
    "Due dates never fall on a day the issuing branch is closed: they move to its next opening day, read from the opening-hours calendar in `circ/`, never from a list in code.",
], "2025-03-10")
mem("fine-free", "rule", "No overdue fines", ["fines", "overdue", "charges", "fine-free"], [
    "Kestrel is fine-free since April 2025: no overdue charges on any item for anyone. An item 6 weeks overdue is declared lost and its replacement cost is charged; returning it cancels the charge.",
    "Patrons with charges over £10 cannot borrow until they pay or staff waive it; waivers are logged with a reason.",
], "2025-04-01", supersedes=["overdue-fines"])
mem("overdue-fines", "rule", "Overdue fines", ["fines", "overdue", "charges"], [
    "Adults pay 25p per item per day overdue, capped at £6 per item; children and over-70s pay no fines. Fines are added nightly by the `accrue-fines` job.",
], "2024-01-15", superseded_by="fine-free", valid_until="2025-04-01")
mem("holds-queue", "rule", "Holds (reservations)", ["holds", "reservations", "queue", "pickup"], [
    "A patron may place up to 15 holds; holds are filled first-come first-served across the county, preferring a copy already at the pickup branch. A filled hold waits on the hold shelf for 7 opening days, then goes to the next patron.",
    "Reservations are free for children's and large-print items; other holds cost 50p, charged when the item is collected.",
], "2025-03-10")
mem("hold-notices", "skill", "Telling patrons a hold is ready", ["holds", "notifications", "email", "sms"], [
    "When an item lands on the hold shelf, `circ/` sends a notice through the patron's chosen channel (app push, email or SMS); SMS only for patrons without email, because each text costs the service. Notices are never sent between 21:00 and 08:00.",
], "2025-03-12", deps=["notification-channels"])
mem("notification-channels", "knowledge", "Patron notification channels", ["notifications", "email", "sms", "push"], [
    "Email goes through the council's Notify account (templates in `circ/notify/templates`, reviewed by the comms team); SMS through Notify too; push through Firebase for app users. Every message includes how to change preferences.",
], "2025-03-12")
mem("lost-damaged", "rule", "Lost and damaged items", ["lost", "damaged", "replacement", "charges"], [
    "A damaged item is assessed by branch staff; the patron pays the replacement cost from the catalogue record, never more, and children's board books chewed by toddlers are written off without charge.",
], "2025-04-01", deps=["fine-free"])
mem("home-library-service", "knowledge", "Home library service", ["home-delivery", "housebound", "volunteers"], [
    "Housebound patrons get books delivered every 4 weeks by volunteers; their loans have 12-week periods and never become lost. Volunteers see only the name, address and reading preferences of their own patrons.",
], "2025-03-20")
mem("interlibrary-loan", "skill", "Interlibrary loans", ["interlibrary-loan", "ill", "british-library", "requests"], [
    "Items the county does not own are requested from other library services through the regional scheme; a request costs the patron £3, takes 2-6 weeks, and the lending library's loan period and renewal rules apply, not ours.",
    "Photocopies of articles come under the copyright declaration: the patron signs it before the request is sent.",
], "2025-05-06", deps=["copyright-copies"])
mem("copyright-copies", "rule", "Copyright and copies", ["copyright", "photocopies", "declaration", "fair-dealing"], [
    "Copies for patrons are limited to one article of a journal issue or one chapter (or 5%) of a book, for non-commercial research or private study, with a signed copyright declaration kept for 6 years.",
], "2025-05-06")

# ---------------------------------------------------------------- patrons
mem("patron-registration", "rule", "Joining the library", ["registration", "patrons", "library-card", "proof-of-address"], [
    "Anyone who lives, works or studies in the county can join. Online registration gives a temporary digital card (e-books and e-magazines only) for 30 days; the full card needs proof of address shown at a branch.",
    "Card numbers are 14 digits starting 2940, with a check digit; `circ/` validates it, the front ends never generate numbers.",
], "2025-03-05")
mem("child-accounts", "rule", "Children's accounts", ["children", "parents", "accounts", "age"], [
    "Children under 16 join with a parent or carer who signs for them; under-13s cannot log in to the app on their own account (a parent links it to theirs) and cannot borrow items rated 15 or 18.",
    "A child's account becomes an adult account automatically on their 16th birthday, and the parent link is removed.",
], "2025-03-05", deps=["patron-privacy"])
mem("patron-privacy", "rule", "Patron reading privacy", ["privacy", "reading-history", "gdpr", "loans"], [
    "What a patron borrows is confidential: loan history is kept only if the patron opts in, and then only in `circ/`; staff, parents of patrons over 13, the police without a court order, and analytics never see it.",
    "Returned loans are unlinked from the patron after the item is checked back in and any charge is settled.",
], "2025-03-05")
mem("data-requests", "skill", "Subject access and erasure requests", ["gdpr", "subject-access", "erasure", "data-requests"], [
    "The information governance team logs the request; run `circ/bin/patron_export <card>` for access or `circ/bin/patron_erase <card>` for erasure, which refuses while the patron has loans or unpaid charges. Reply within one month.",
], "2025-06-02", deps=["patron-privacy"])
mem("login-pin", "knowledge", "Signing in with a PIN", ["login", "pin", "authentication"], [
    "Patrons sign in to the catalogue and the app with their card number and a 4-digit PIN set at the branch.",
], "2025-01-10", superseded_by="patron-login", valid_until="2025-09-01")
mem("patron-login", "rule", "Patron sign-in", ["login", "authentication", "password", "sso"], [
    "Patrons sign in with their card number or email and a password of at least 10 characters; old 4-digit PINs stop working on first sign-in after September 2025 and the patron is asked to set a password. Staff reset passwords only after checking photo ID.",
    "The app keeps the patron signed in for 90 days with a refresh token; the kiosks never remember anyone.",
], "2025-09-01", supersedes=["login-pin"])

# ---------------------------------------------------------------- catalogue and collections
mem("catalogue-search", "knowledge", "Catalogue search", ["catalogue", "search", "opensearch", "relevance"], [
    "`catalogue/` searches an OpenSearch index rebuilt from the bibliographic records every night at 02:00, with live availability fetched from `circ/` per result page. Relevance favours exact title matches, then the author, then the subject headings.",
], "2025-03-17")
mem("marc-records", "rule", "Bibliographic records", ["marc", "cataloguing", "records", "rda"], [
    "Bibliographic records are MARC 21 following RDA, owned by bibliographic services; code never edits a record's fields except the local 9xx fields for shelf location and stock rotation, and imports go through `circ/bin/import_marc` so duplicates are matched on ISBN first.",
], "2025-03-17")
mem("stock-rotation", "knowledge", "Stock rotation", ["stock", "rotation", "branches", "floating"], [
    "Adult fiction floats: it stays at whichever branch it is returned to. Non-fiction and children's stock belongs to its home branch and is sent back by van. Every 6 months slow stock (no loans in a year) is rotated to another branch by the 9xx rotation field.",
], "2025-03-24")
mem("purchase-suggestions", "skill", "Purchase suggestions", ["suggestions", "acquisitions", "stock", "requests"], [
    "Patrons suggest a title from the catalogue's 'Suggest a purchase' form; acquisitions answer within 10 working days. Titles costing over £40 or self-published go to interlibrary loan instead.",
], "2025-05-12")
mem("accessible-formats", "knowledge", "Large print and accessible formats", ["large-print", "audiobooks", "accessibility", "formats"], [
    "Large print, audiobooks and the RNIB talking-books partnership are shown as formats of the same work in the catalogue, never as separate results; holds on them are free.",
], "2025-03-24")

# ---------------------------------------------------------------- e-lending
mem("ebooks-lending", "rule", "E-books and e-audiobooks", ["ebooks", "e-lending", "licences", "readwell"], [
    "E-books and e-audiobooks come from the Readwell platform: each licence is one copy at a time, and most expire after 24 months or 26 loans, whichever comes first. A patron borrows up to 10 e-items for 14 days; there are no renewals, only a new hold.",
    "Availability in our catalogue is read from Readwell's API every 15 minutes, never assumed.",
], "2025-07-01", supersedes=["ebooks-bookhive"])
mem("ebooks-bookhive", "knowledge", "E-books from BookHive", ["ebooks", "bookhive", "e-lending"], [
    "E-books come from BookHive: patrons borrow through the BookHive app with their card number and PIN, 6 items for 21 days.",
], "2024-02-01", superseded_by="ebooks-lending", valid_until="2025-07-01")
mem("emagazines", "knowledge", "E-magazines and newspapers", ["emagazines", "newspapers", "pressreader"], [
    "Magazines and newspapers are read through PressReader with unlimited simultaneous access; patrons sign in with their library card, and inside a branch the Wi-Fi unlocks it without signing in.",
], "2025-07-01")

# ---------------------------------------------------------------- branches and kiosks
mem("self-service-kiosks", "skill", "Self-service kiosks", ["kiosks", "self-checkout", "rfid", "branches"], [
    "Kiosks issue and return items by their RFID tags, several at once on the pad, and take card payments for charges. `kiosk/` is deployed branch by branch after 18:00; a kiosk that cannot reach `circ/` goes into offline mode and queues transactions for up to 8 hours.",
], "2025-04-14", deps=["rfid-security"])
mem("rfid-security", "knowledge", "RFID tags and security gates", ["rfid", "security-gates", "tags", "alarms"], [
    "Every item carries an RFID tag whose security bit is cleared on issue and set on return; the gates at the door alarm on a set bit. Tags hold only the item barcode, never patron data.",
], "2025-04-14")
mem("opening-hours", "knowledge", "Opening hours", ["opening-hours", "branches", "calendar", "closures"], [
    "Opening hours and closures live in the calendar in `circ/` that branch operations edit; the website, app, due dates and hold shelves all read it. Unplanned closures (flooding, heating failure) are entered there and the banner on the website follows.",
], "2025-03-10")
mem("public-computers", "knowledge", "Public computers and Wi-Fi", ["computers", "wifi", "printing", "filtering"], [
    "Public PCs are booked for 1-hour sessions through `events/` and log the patron in by card number; the council's web filter applies on PCs and Wi-Fi. Printing is 15p a page, paid at the kiosk.",
], "2025-04-21")
mem("mobile-library", "knowledge", "Mobile library vans", ["mobile-library", "vans", "offline", "rural"], [
    "Two vans visit 60 villages on a 3-week timetable; the van laptop issues items offline and syncs with `circ/` when the van is back at the depot, so loans from the vans appear the next morning.",
], "2025-04-21")

# ---------------------------------------------------------------- events and programmes
mem("events-booking", "rule", "Booking events", ["events", "booking", "storytime", "capacity"], [
    "Events are booked in `events/`; free events hold places for 15 minutes after the start, then release them to walk-ins. Each booking takes one adult with up to 4 children; a waiting list opens when full.",
], "2025-05-19")
mem("summer-reading", "knowledge", "Summer Reading Challenge", ["summer-reading", "children", "challenge", "schools"], [
    "The Summer Reading Challenge runs from mid July to early September: children register at a branch or in the app, log six books, and collect stickers and a medal. It is our busiest time for children's registrations and app sign-ups.",
], "2025-05-19")
mem("summer-freeze", "rule", "Freeze during the Summer Reading Challenge launch", ["freeze", "deploys", "summer-reading"], [
    "No releases of `app/`, `kiosk/` or `circ/` in the two weeks around the Summer Reading Challenge launch (published each spring); only security fixes with the head of digital's approval.",
], "2025-05-19", deps=["summer-reading"])
mem("safeguarding-events", "rule", "Safeguarding at children's events", ["safeguarding", "children", "events", "photos"], [
    "Children under 8 must be accompanied at every event. Photos of children at events are taken only with a parent's signed consent, and never published with names.",
], "2025-05-19")

mem("room-hire", "knowledge", "Meeting room hire", ["rooms", "hire", "community-groups", "bookings"], [
    "Meeting rooms in 9 branches are hired through `events/` by the hour; registered charities and community groups pay half price, and commercial hirers pay in advance.",
], "2025-05-26")
mem("reading-group-sets", "knowledge", "Reading group sets", ["reading-groups", "book-clubs", "sets"], [
    "Reading groups borrow sets of 12 copies of a title for 8 weeks, on the card of a named group leader; sets are requested 4 weeks ahead and never become lost while the group meets.",
], "2025-05-26")
mem("local-studies-digitisation", "rule", "Digitising the local studies collection", ["local-studies", "digitisation", "archives", "images"], [
    "Scans of the local studies collection are published online only when out of copyright or with the rights holder's written permission; masters are kept as 400 dpi TIFF, the website shows JPEG derivatives with the credit line.",
], "2025-06-09")
mem("volunteer-checks", "rule", "Volunteers", ["volunteers", "dbs", "background-checks"], [
    "Volunteers who work with children (Summer Reading, code clubs) or visit housebound patrons need an enhanced DBS check before their first session, renewed every 3 years.",
], "2025-06-09")
mem("open-data", "knowledge", "Open data feeds", ["open-data", "api", "branches", "feeds"], [
    "The branch list, opening hours and event listings are published as open data at data.kestrel-libraries.org (JSON and CSV, Open Government Licence); the feed is generated from `circ/` and `events/` hourly and never includes patron data.",
], "2025-06-16")

# ---------------------------------------------------------------- engineering
mem("deploys", "skill", "Deploying", ["deploys", "release", "ci", "production"], [
    "`circ/` and `catalogue/` deploy from `main` through the pipeline after a green staging run; `circ/` deploys only between 19:00 and 08:00 when branches are closed, because a restart drops kiosk sessions.",
], "2025-03-31", deps=["summer-freeze"])
mem("code-review", "rule", "Code review", ["code-review", "pull-requests", "approval"], [
    "Every pull request needs one approval from #lib-digital; changes to `circ/` charging, privacy or patron data need a second approval from a senior engineer.",
], "2025-03-31")
mem("kotlin-conventions", "rule", "circ/ conventions", ["kotlin", "spring", "circ", "migrations"], [
    "`circ/` is Kotlin with Spring Boot; database migrations are Flyway scripts in `circ/src/main/resources/db/migration`, additive only during opening hours. Money is stored in pence as integers, never floats.",
], "2025-03-31")
mem("app-releases", "skill", "Releasing the patron app", ["app", "flutter", "release", "app-store"], [
    "The app ships every 3 weeks to the App Store and Google Play with staged rollout; the minimum supported OS versions are iOS 15 and Android 9, checked each January.",
], "2025-04-07")
mem("accessibility", "rule", "Accessibility", ["accessibility", "wcag", "screen-reader", "easy-read"], [
    "Every public page and app screen meets WCAG 2.2 AA and is tested with a screen reader; key pages (joining, borrowing e-books, opening hours) also have an easy-read version.",
], "2025-04-07")
mem("translations", "rule", "Welsh and other languages", ["translations", "welsh", "languages", "i18n"], [
    "Kestrel is bilingual: every public text is in English and Welsh, with Welsh shown first on signage and equal in the app. Strings live in `locales/en.json` and `locales/cy.json`; the council's translation unit translates, never machine translation.",
], "2025-04-07")
mem("analytics", "rule", "Analytics", ["analytics", "tracking", "cookies", "consent"], [
    "Web and app analytics use the self-hosted Matomo with cookie consent; searches are counted but search terms are never stored with a patron, and nothing from loans ever goes to analytics.",
], "2025-04-14", deps=["patron-privacy"])
mem("logging-personal-data", "rule", "Personal data in logs", ["logging", "pii", "privacy"], [
    "Logs never contain card numbers in full (last 4 digits only), names, addresses or item titles linked to a patron; `circ/` masks them in its logger.",
], "2025-04-14")
mem("secrets", "rule", "Secrets", ["secrets", "keys", "vault"], [
    "API keys (Readwell, Notify, payment provider) live in the council's Vault; never in repos or chat. A key that leaks is rotated the same day and the information governance team is told.",
], "2025-03-31")
mem("incident-response", "skill", "When a service is down", ["incident", "on-call", "outage", "status"], [
    "The on-call engineer is paged through the council's rota. If branches cannot issue items, tell #branch-ops at once so staff switch kiosks to offline mode and use the paper issue slips; post the outage on the website banner.",
], "2025-04-28", deps=["self-service-kiosks"])
mem("payments", "knowledge", "Taking payments", ["payments", "card-payments", "charges", "gov-pay"], [
    "Charges (lost items, holds, printing, interlibrary loans) are paid online through the council's GOV.UK Pay account or at kiosks; refunds go back to the original card only, through `circ/` with a reason.",
], "2025-04-28")

# ---------------------------------------------------------------- role: digital (the store's role)
mem("web-stack", "knowledge", "Web stack", ["catalogue", "nuxt", "frontend"], [
    "`catalogue/` is Nuxt 3 server-rendered on the council's Kubernetes; it talks to `circ/` over its REST API with a service token, and uses the county design system in `ui/`.",
], "2025-03-03", role=["digital"])
mem("design-system", "knowledge", "Design system", ["design-system", "components", "ui"], [
    "Use the components in `ui/` (Storybook at ui.kestrel-dev.net); new patterns are agreed with the content designer before they are built.",
], "2025-03-03", role=["digital"])

# ---------------------------------------------------------------- role: branch (hidden from digital)
mem("cash-handling", "rule", "Cash at the counter", ["cash", "till", "counter", "banking"], [
    "Branches take cash only for printing and book sales; the till is counted by two staff at closing and banked weekly in a sealed bag.",
], "2025-03-06", role=["branch"])
mem("building-opening", "skill", "Opening and closing a branch", ["building", "alarm", "opening", "lone-working"], [
    "Two staff open and close a branch; the alarm code is in the branch's sealed envelope, and lone workers check in with the buddy phone line every hour.",
], "2025-03-06", role=["branch"])
mem("difficult-visitors", "skill", "Handling incidents with visitors", ["incidents", "visitors", "security", "barring"], [
    "Staff record any visitor incident on the council incident form the same day; only the branch manager may bar a visitor, for up to 3 months.",
], "2025-03-06", role=["branch"])

# ---------------------------------------------------------------- role: bib (hidden from digital)
mem("cataloguing-workflow", "skill", "Cataloguing new stock", ["cataloguing", "new-stock", "processing", "classification"], [
    "New stock arrives shelf-ready from the supplier with records; cataloguers check the Dewey number and subject headings, and local history items get a full original record.",
], "2025-03-07", role=["bib"])
mem("withdrawals", "rule", "Withdrawing stock", ["withdrawals", "weeding", "disposal", "stock"], [
    "Stock is withdrawn when worn or unused for 3 years, except the local studies collection, which is never weeded; withdrawn books go to the book sale or a charity, never to landfill.",
], "2025-03-07", role=["bib"])
