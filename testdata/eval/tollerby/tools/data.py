"""Memories of the Tollerby evaluation store (an invented group of funeral homes' software team: arrangements with
families, the care centres where the deceased are looked after, the group's two crematoria and the cremated
remains, the statutory paperwork, the fleet of hearses and limousines, invoices and disbursements, pre-paid funeral
plans, memorials and headstones, the website's notices and tributes). Each entry: id, type, title, tags, content
lines, and optional deps (depends_on), superseded_by + valid_until, supersedes, created date. gen.py turns these
into files. Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- knowledge
mem("systems-overview", "knowledge", "Tollerby systems", ["architecture", "services", "repo"], [
    "Monorepo `tollerby/`: `arrange/` (Django) holds funeral records, arrangements, the family portal and the statutory forms; `care/` (Go) tracks the deceased in the care centres; `crem/` (Kotlin, Spring) runs the two crematoria's bookings, cremators and remains; `plans/` (Java, Spring) sells and administers pre-paid funeral plans; `accounts/` (Kotlin) does estimates, invoices and disbursements; `fleet/` (React Native and a Go API) schedules hearses, limousines and bearers; `web/` (Next.js) is the website with funeral notices and tributes; `masonry/` (Rails) handles memorials; `data/` (dbt on BigQuery) builds the reports.",
], "2025-01-06")
mem("who-we-are", "knowledge", "Who we are", ["organisation", "funeral-homes", "crematoria"], [
    "Tollerby Funeral Partners is a group of 38 funeral homes across the north of England, arranging about 6,500 funerals a year, with two crematoria of its own (Tollerby and Brackwater), three care centres, a memorial masonry workshop and about 14,000 pre-paid funeral plans in force.",
], "2025-01-06")
mem("glossary", "knowledge", "Words we use", ["glossary", "domain", "naming"], [
    "The person who has died is 'the deceased' in code and 'your loved one' or their name in anything a family reads; the client is the person arranging and paying; the funeral director leads the arrangement; a disbursement is a fee we pay on the client's behalf; cremated remains are 'ashes' to families and `remains` in code. Never 'body' in any text a family may see.",
], "2025-01-06")
mem("funeral-reference", "knowledge", "Funeral references", ["identifiers", "references", "funerals"], [
    "Every funeral has a reference of the home's two-letter code, the year and a serial (`KB-25-0412`); the deceased carries a care number (`C` and six digits) from first call to the funeral, printed on the wristband and every label. The care number never changes, even when a funeral moves to another home.",
], "2025-01-13")
mem("first-call", "knowledge", "From first call to funeral", ["workflow", "first-call", "arrangements"], [
    "A funeral starts with the first call (a family, a hospital, a care home or the coroner's officer), then the collection of the deceased into a care centre, the arrangement meeting with the family, the paperwork, the service and the committal (burial or cremation), and ends with the ashes or the memorial. `arrange/` keeps the stage of every funeral.",
], "2025-01-13")
mem("crematoria", "knowledge", "Our crematoria", ["crematoria", "chapels", "cremators"], [
    "Tollerby and Brackwater crematoria each have two chapels and three cremators; service slots are 45 minutes at Tollerby and 30 at Brackwater. Other funeral directors book our crematoria too, about 40% of their services.",
], "2025-01-13")
mem("care-centres", "knowledge", "Care centres", ["care-centres", "mortuary", "deceased"], [
    "Three care centres (Kirkby, Brackwater and Holme) look after the deceased between collection and the funeral: refrigerated storage, washing and dressing, embalming when chosen, and the chapels of rest at the homes for viewings. `care/` records where each person is and who moved them.",
], "2025-01-20")
mem("funeral-plans-intro", "knowledge", "Pre-paid funeral plans", ["plans", "pre-paid", "fca"], [
    "A funeral plan is paid now, in one sum or by instalments, for a funeral later. Since July 2022 plan providers are authorised and regulated by the Financial Conduct Authority; our plan money is held in a trust, separate from the business, and `plans/` is the record of every plan, its payments and its holder.",
], "2025-01-20")
mem("statutory-forms", "knowledge", "The paperwork a funeral needs", ["forms", "registrar", "coroner"], [
    "A burial needs the registrar's certificate for burial or cremation (the green form) or a coroner's order; a cremation needs the green form or coroner's certificate, the application for cremation (form Cremation 1) from the applicant, and the medical certificate reviewed by a medical examiner, then the crematorium's medical referee authorises it.",
], "2025-01-20")
mem("disbursements-intro", "knowledge", "Disbursements", ["disbursements", "fees", "accounts"], [
    "Third-party fees we pay for the family: the crematorium or cemetery fee, the minister's or celebrant's fee, the organist, newspaper notices, flowers, the catering. Each is a line on the estimate and the invoice apart from our own charges.",
], "2025-01-27")
mem("fleet-intro", "knowledge", "The fleet", ["fleet", "hearses", "limousines"], [
    "About 60 hearses, 50 limousines and 20 private ambulances (the vans that collect the deceased), shared between homes by area. Bearers and drivers use the `fleet/` app on their phones for the day's jobs.",
], "2025-01-27")
mem("web-intro", "knowledge", "The website", ["web", "notices", "tributes"], [
    "`web/` has a page per funeral home, price lists, online funeral notices with the service details, tribute pages where people leave messages and give to the family's chosen charity, and the livestream link for services that are streamed.",
], "2025-01-27")
mem("teams", "knowledge", "Teams and owners", ["teams", "owners", "contacts"], [
    "Funeral systems owns `arrange/` and `care/`; crematoria systems owns `crem/`; plans and finance systems own `plans/` and `accounts/`; digital owns `web/` and `fleet/`; masonry owns `masonry/`; the data team owns `data/`. The head of funeral operations signs off anything that changes what a funeral director sees during an arrangement.",
], "2025-02-03")
mem("environments", "knowledge", "Environments", ["environments", "gcp", "staging"], [
    "dev, staging and prod on Google Cloud in europe-west2; each service has its own Cloud SQL Postgres database. Staging holds only invented funerals and people; it is never refreshed from prod.",
], "2025-02-03")
mem("homes-and-codes", "knowledge", "Funeral homes and their codes", ["homes", "codes", "branches"], [
    "Each of the 38 homes has a two-letter code (KB Kirkby, BW Brackwater, HM Holme, ...) in `arrange.home`, with its address, its care centre, its crematorium of choice and its area manager. A home that closes is archived, never deleted: past funerals point at it.",
], "2025-02-03")
mem("coroners", "knowledge", "Coroners", ["coroner", "inquest", "post-mortem"], [
    "When a death is referred to the coroner, the coroner's officer decides whether a post-mortem is needed, and the deceased may be held at a hospital mortuary; we cannot collect until the coroner releases, and the funeral date waits for the coroner's paperwork.",
], "2025-02-10")
mem("faiths-and-customs", "knowledge", "Faiths and customs", ["faith", "customs", "religion"], [
    "Families ask for Christian, Muslim, Jewish, Hindu, Sikh and humanist funerals among others; some faiths ask for burial or cremation within a day or two, washing by the community, or no embalming. The arrangement records the faith and its requests so that the care centre and the crematorium see them.",
], "2025-02-10")
mem("payment-providers", "knowledge", "Payment providers", ["payments", "stripe", "gocardless"], [
    "Invoices are paid by bank transfer or card through Stripe; plan instalments are collected by Direct Debit through GoCardless; Xero holds the ledger.",
], "2025-02-10")
mem("calendar", "knowledge", "The year's calendar", ["calendar", "winter", "planning"], [
    "Deaths peak in January and February; the crematoria book out three weeks ahead then. Bank holidays close the registrars, which delays paperwork. Plan risky work for May to September.",
], "2025-02-17")
mem("support-desk", "knowledge", "The support desk", ["support", "helpdesk", "staff"], [
    "Staff at the homes raise IT problems with the service desk in Freshservice; the desk can reset passwords and devices but cannot change a funeral or an invoice: those go to the owning team through the #funeral-systems channel.",
], "2025-02-17")
mem("masonry-intro", "knowledge", "Memorials", ["masonry", "memorials", "headstones"], [
    "The masonry workshop makes headstones, plaques and additional inscriptions. A memorial needs the cemetery's or churchyard's permission before it is fixed; graves usually settle for six to twelve months first.",
], "2025-02-17")
mem("hospitals", "knowledge", "Hospitals and care homes", ["hospitals", "collections", "mortuary"], [
    "Most deaths happen in hospitals, hospices and care homes; each hospital mortuary has its own release procedure and opening hours, kept in `care.location` with the phone numbers our collection teams use.",
], "2025-02-24")

# ---------------------------------------------------------------- care of the deceased
mem("identity-checks", "rule", "Identity checks on the deceased", ["identity", "wristbands", "care"], [
    "The deceased wears two wristbands with name, date of birth and care number from collection onwards. Every move (collection, transfer, viewing, into the coffin, to the hearse, to the crematorium) is recorded in `care/` with a scan of the wristband and the person doing it; a move without a scan is not possible in the app.",
], "2025-02-24")
mem("collection-rules", "rule", "Collecting the deceased", ["collection", "first-call", "care"], [
    "A collection is made by two trained staff with a private ambulance, never one person alone. The collection is recorded with the place, the time, the release paperwork and any property or jewellery with the deceased, listed and photographed in `care/`.",
], "2025-03-03")
mem("personal-effects", "rule", "Jewellery and personal effects", ["jewellery", "effects", "care"], [
    "Jewellery and personal effects are listed at collection, and the family says in the arrangement what is to stay on, be returned, or go with the deceased to cremation. A returned item is signed for by the client in `arrange/`; nothing leaves a care centre without that record.",
], "2025-03-03")
mem("fridge-temperatures", "rule", "Refrigeration alarms", ["refrigeration", "temperature", "alarms"], [
    "Care centre fridges must hold between 2 and 6 °C. A probe reading outside that range for 15 minutes pages the care centre on-call, and a probe silent for 30 minutes alerts too; thresholds are in `care/config/fridges.yaml`.",
], "2025-03-03")
mem("embalming", "rule", "Embalming needs consent", ["embalming", "consent", "care"], [
    "Embalming (hygienic treatment) is only done with the client's written consent recorded in `arrange/`; some faiths refuse it. `care/` will not schedule it without the consent flag, and the embalmer records the chemicals and time.",
], "2025-03-10")
mem("viewings", "rule", "Viewings in the chapel of rest", ["viewings", "chapel", "visits"], [
    "Viewings are booked in `arrange/` by the home with the names of who may visit; the client can restrict who sees the deceased. The deceased is moved to the home's chapel of rest the day before and the wristband scanned in and out.",
], "2025-03-10")
mem("care-capacity", "rule", "Care centre capacity", ["capacity", "care-centres", "planning"], [
    "Each care centre's capacity is in `care/config/capacity.yaml`; above 85% the area manager is warned and new collections are routed to the next care centre. Never change the routing in code during a winter peak.",
], "2025-03-17")
mem("infection-precautions", "rule", "Infection precautions", ["infection", "safety", "care"], [
    "A deceased with a notifiable infection is flagged at first call; the flag shows on every screen and label, rules out embalming and viewings without the care manager's sign-off, and tells the crematorium.",
], "2025-03-17")
mem("implants", "rule", "Pacemakers and implants", ["pacemaker", "implants", "cremation"], [
    "A pacemaker or other battery-powered implant must be removed before cremation; the cremation application asks, the care centre records the removal in `care/`, and `crem/` refuses to schedule a cremator slot until it is recorded.",
], "2025-03-24")

# ---------------------------------------------------------------- arrangements
mem("arrangement-meeting", "rule", "The arrangement meeting", ["arrangement", "families", "meeting"], [
    "The arrangement is recorded in `arrange/` during the meeting with the family, not typed up afterwards: the client, the type of funeral, the date and place, the coffin, the cars, the music and the wishes. The estimate is produced at the end of the meeting and given to the client before anything is booked.",
], "2025-03-24")
mem("price-transparency", "rule", "Published prices", ["prices", "transparency", "cma"], [
    "Every home must show its standard price list, including the simple funeral, on the website and in the home, in the format the Competition and Markets Authority order sets. Prices come from `accounts/` and are published through `web/`; never write a price into a page by hand.",
], "2025-03-24")
mem("estimates", "rule", "Estimates", ["estimates", "prices", "arrangement"], [
    "The written estimate lists our charges and each disbursement separately, with the total; a change after it is given makes a new version, and the client sees what changed. The final invoice may not exceed the last estimate without the client's agreement recorded in `arrange/`.",
], "2025-03-31", deps=["arrangement-meeting"])
mem("client-authority", "rule", "Who may instruct us", ["client", "executor", "authority"], [
    "Only the client named in the arrangement may change the funeral; a disagreement between relatives is escalated to the funeral director, never settled in the family portal. The executor's rights over the funeral come first when there is a will.",
], "2025-03-31")
mem("family-portal", "rule", "The family portal", ["portal", "families", "privacy"], [
    "The family portal shows the client their own funeral: the estimate, the order of service, the notice and the documents to sign. Only the client and the people they invite may log in, and no page may show another funeral's details.",
], "2025-04-07")
mem("order-of-service", "rule", "Orders of service", ["order-of-service", "printing", "proofs"], [
    "Orders of service are designed in `arrange/`, proofed by the client in the portal and printed only after the client approves the last proof. A change after approval needs a new proof and approval.",
], "2025-04-07")
mem("music-and-streaming", "rule", "Music and livestreams", ["music", "livestream", "chapel"], [
    "Music is chosen in the arrangement from the crematorium's music system catalogue or uploaded by the family; livestreams are offered for every service at our crematoria and the link is private, sent only to people the client names.",
], "2025-04-14")
mem("direct-cremation", "rule", "Direct cremation", ["direct-cremation", "simple", "packages"], [
    "A direct cremation has no service and no mourners, at a time the crematorium chooses; it is sold at one fixed price and the ashes are returned or scattered as agreed. It may not be upsold in the meeting: extras turn it into a standard funeral on a new estimate.",
], "2025-04-14")
mem("burials", "rule", "Burials", ["burials", "cemeteries", "graves"], [
    "For a burial we book the grave with the cemetery or churchyard and record the grave number, whether it is new or reopened, and the depth. A reopened grave needs the grave owner's consent attached before the date is confirmed.",
], "2025-04-21")
mem("public-health-funerals", "rule", "Public health funerals", ["council", "public-health", "contracts"], [
    "Funerals we arrange for a council when nobody else can (public health funerals) follow the council's contract: its fixed price, its paperwork and no extras. They are marked in `arrange/` so that they never appear in the funeral notices or reviews.",
], "2025-04-21")

# ---------------------------------------------------------------- paperwork
mem("cremation-paperwork", "rule", "Cremation paperwork", ["cremation", "forms", "medical-referee"], [
    "No cremation may go ahead until `crem/` holds the green form or the coroner's certificate, the Cremation 1 application signed by the applicant, and the medical referee's authorisation. `crem/` will not release a cremator slot until all three are recorded and the referee has signed.",
], "2025-04-28")
mem("green-form", "rule", "The green form", ["registrar", "green-form", "paperwork"], [
    "The registrar's certificate for burial or cremation (the green form) is scanned into `arrange/` when the family brings it or the registrar emails it; the original goes to the crematorium or cemetery. A funeral date may be provisionally booked without it but not confirmed.",
], "2025-04-28")
mem("coroner-release", "rule", "Coroner cases", ["coroner", "release", "paperwork"], [
    "When the coroner is involved, `arrange/` records the coroner's reference and the officer; the funeral date stays provisional and the collection is not made until the coroner releases. The coroner's certificate replaces the green form for the crematorium.",
], "2025-05-05")
mem("applicant-rules", "rule", "Who may apply for a cremation", ["applicant", "cremation", "forms"], [
    "The cremation applicant is normally the executor or the nearest relative, and must sign Cremation 1 themselves; staff may never sign it for them. The applicant is also the person who decides what happens to the ashes.",
], "2025-05-05", deps=["cremation-paperwork"])
mem("document-retention", "rule", "Keeping funeral records", ["retention", "records", "documents"], [
    "Cremation registers and applications are kept for at least 15 years and the register itself permanently; funeral files for seven years for tax. Retention is enforced by the monthly job in `arrange/`, which never deletes a cremation record.",
], "2025-05-12")

# ---------------------------------------------------------------- crematoria
mem("crem-hold-24h", "rule", "Provisional bookings hold for a day", ["bookings", "crematoria", "provisional"], [
    "A provisional crematorium booking holds for 24 hours.",
], "2025-01-06", superseded_by="crem-bookings", valid_until="2025-05-12")
mem("crem-bookings", "rule", "Crematorium bookings", ["bookings", "crematoria", "slots"], [
    "Service slots are booked in `crem/` by our homes and by other funeral directors through the booking portal. A provisional booking holds for 48 hours and is released unless confirmed with the paperwork started; double bookings are impossible by a unique slot constraint, never by a check in the page.",
], "2025-05-12", supersedes=["crem-hold-24h"])
mem("outside-directors", "rule", "Other funeral directors", ["outside-directors", "crematoria", "portal"], [
    "Other funeral directors using our crematoria see only their own bookings and invoices in the booking portal, and are charged the crematorium's published fees. They never see our own homes' funerals or prices.",
], "2025-05-19")
mem("cremator-scheduling", "rule", "Cremator scheduling", ["cremators", "scheduling", "operations"], [
    "Each cremation is scheduled on a cremator the same day as the service, in the order of the services, unless the applicant asked to witness the charge, which is then scheduled at the time promised. A cremation is never held overnight without the applicant's consent.",
], "2025-05-19", deps=["cremation-paperwork"])
mem("remains-tracking", "rule", "Tracking the ashes", ["ashes", "remains", "tracking"], [
    "The ashes of each cremation get a label with the cremation number and the care number, recorded in `crem/` and scanned at every move until they are collected, scattered or interred. The crematorium keeps ashes that are not collected for at least a year before the applicant is written to.",
], "2025-05-26")
mem("remains-release", "rule", "Releasing ashes", ["ashes", "release", "applicant"], [
    "Ashes are released only on the applicant's written instruction, to the applicant or the person they name, who signs for them with ID. A dispute between relatives holds the ashes until it is settled.",
], "2025-05-26", deps=["remains-tracking"])
mem("cremation-register", "rule", "The cremation register", ["register", "cremation", "records"], [
    "Each cremation gets the next number in the crematorium's register, which is never reused or edited; a mistake is corrected by a note on the entry. The register is printed and bound yearly, so its export format may not change without the registrar of cremations' approval.",
], "2025-06-02")
mem("emissions", "rule", "Cremator emissions", ["emissions", "environment", "permits"], [
    "The cremators' abatement plant readings (mercury, particulates) are logged every minute to `crem/` for the environmental permit; a reading over the limit alerts the crematorium manager, and the yearly report comes from this log.",
], "2025-06-02")
mem("witnessing", "rule", "Witnessed cremations", ["witness", "cremation", "faith"], [
    "Families may witness the coffin entering the cremator, which some faiths require; the arrangement records it, `crem/` books the viewing room, and the cremator is held for that slot.",
], "2025-06-09")

# ---------------------------------------------------------------- plans
mem("plans-fca", "rule", "Plans are regulated", ["plans", "fca", "compliance"], [
    "Anything that changes how plans are sold, priced, cancelled or redeemed is reviewed by the compliance officer before release, because the FCA's rules for funeral plans (fair value, clear information, no cold calling) apply. Sales scripts and the plan pages live in `plans/content/` and change only through that review.",
], "2025-06-09")
mem("plan-trust", "rule", "Plan money goes to the trust", ["plans", "trust", "money"], [
    "Every plan payment is passed to the plan trust within five working days; `plans/` reconciles the trust's bank statement each day and reports any difference to finance. Plan money is never used to pay for anything else.",
], "2025-06-16")
mem("plan-cancellation", "rule", "Cancelling a plan", ["plans", "cancellation", "refunds"], [
    "A plan holder may cancel within 30 days for a full refund, and later with the refund the terms set, less only the published cancellation fee. Cancellation is offered in the account as plainly as buying; it is never routed through a retention call.",
], "2025-06-16", deps=["plans-fca"])
mem("plan-instalments-card", "rule", "Plan instalments by card", ["plans", "instalments", "cards"], [
    "Plan instalments are taken from the holder's card each month.",
], "2025-01-06", superseded_by="plan-instalments", valid_until="2025-06-23")
mem("plan-instalments", "rule", "Plan instalments", ["plans", "instalments", "direct-debit"], [
    "Instalments are collected by Direct Debit; a missed payment is retried once after five days, then the holder is written to. A plan is never cancelled for missed payments without two letters and 30 days. Card instalments ended in June 2025.",
], "2025-06-23", supersedes=["plan-instalments-card"])
mem("plan-redemption", "rule", "Redeeming a plan", ["plans", "redemption", "arrangement"], [
    "When a plan holder dies, the funeral is arranged against the plan: `arrange/` reads what the plan covers, and the estimate shows the plan's cover and anything the family pays on top. The plan is marked redeemed and the trust pays us after the funeral.",
], "2025-06-23")
mem("plan-prices-old", "rule", "Plan prices are fixed at sale", ["plans", "prices", "disbursements"], [
    "A plan's price covers every disbursement at the prices of the day of sale.",
], "2025-01-06", superseded_by="plan-prices", valid_until="2025-07-01")
mem("plan-prices", "rule", "What a plan's price covers", ["plans", "prices", "disbursements"], [
    "Since July 2025 a plan guarantees our own charges and the crematorium fee, and gives a fixed allowance towards other disbursements (the minister, the doctor's fees); the plan document shows the allowance. Plans sold before then keep their old terms.",
], "2025-07-01", supersedes=["plan-prices-old"])
mem("vulnerable-customers", "rule", "Vulnerable customers", ["vulnerability", "plans", "customers"], [
    "A caller who may be vulnerable (bereaved, confused, under pressure from someone else) is flagged in `plans/` and the sale waits for a call back with a colleague. Staff never close a plan sale on a first call with a flagged customer.",
], "2025-06-30", deps=["plans-fca"])

# ---------------------------------------------------------------- accounts
mem("money-in-pence", "rule", "Money is whole pence", ["money", "pence", "prices"], [
    "Prices and totals are integers in pence in every service (BigDecimal in Kotlin and Java where a rate needs more places); never a float.",
], "2025-06-30")
mem("invoices", "rule", "Invoices", ["invoices", "accounts", "billing"], [
    "The invoice is raised from the last estimate after the funeral, with disbursements at their actual cost and our charges as agreed. An invoice is never edited after it is sent; a correction is a credit note and a new invoice.",
], "2025-07-07")
mem("disbursement-payments", "rule", "Paying disbursements", ["disbursements", "payments", "suppliers"], [
    "We pay disbursements to the crematorium, cemetery, minister and others within their terms, before the family has paid; `accounts/` records each against the funeral and the supplier's receipt, and an unpaid disbursement older than 30 days is chased.",
], "2025-07-07")
mem("funeral-payment-help", "rule", "Help with funeral costs", ["benefits", "dwp", "payments"], [
    "A client on certain benefits may claim a Funeral Expenses Payment from the DWP, which pays us directly and late. `accounts/` marks the invoice as awaiting the claim and holds the reminders for 16 weeks; never pass such an invoice to the debt collector.",
], "2025-07-14")
mem("probate-wait", "rule", "Waiting for the estate", ["probate", "estate", "payments"], [
    "When the bill will be paid from the deceased's estate, the bank often pays the funeral invoice direct on sight of it; `accounts/` produces the invoice in the banks' usual form and holds reminders for 60 days.",
], "2025-07-14")
mem("debt-collection", "rule", "Unpaid invoices", ["debt", "collections", "accounts"], [
    "An invoice unpaid after 90 days goes to the area manager before any collection step; nothing is sent to a collection agency without the area manager's approval, and never within six months of the funeral.",
], "2025-07-21")
mem("vat", "rule", "VAT", ["vat", "tax", "invoices"], [
    "Funeral services are exempt from VAT; memorials, flowers, catering and some extras are standard-rated. Each product in `accounts.product` carries its VAT code; never decide the rate in code.",
], "2025-07-21")

# ---------------------------------------------------------------- fleet
mem("fleet-scheduling", "rule", "Scheduling the fleet", ["fleet", "scheduling", "hearses"], [
    "Each funeral's cars and bearers are scheduled in `fleet/` from the arrangement; a hearse is never booked for two funerals whose times overlap, including the travel between them. Changes on the day go through the area's fleet coordinator, not the drivers.",
], "2025-07-28")
mem("driver-app", "rule", "The drivers' app", ["fleet", "app", "offline"], [
    "The `fleet/` app works without signal for the day's jobs: the schedule, the addresses and the wristband scans queue on the phone and sync when it is back. A scan recorded offline keeps the time it was made.",
], "2025-07-28")
mem("vehicle-checks", "rule", "Vehicle checks", ["vehicles", "checks", "safety"], [
    "Each vehicle gets a daily check in the app before its first job; a failed check takes it off the schedule until the workshop clears it. MOT and service dates are in `fleet.vehicle` and warn 30 days ahead.",
], "2025-08-04")
mem("bearers-hours", "rule", "Bearers' and drivers' hours", ["hours", "staff", "fleet"], [
    "Bearers and drivers may not be scheduled for more than 10 hours in a day or without 11 hours' rest between days; `fleet/` refuses a schedule that breaks either.",
], "2025-08-04")

# ---------------------------------------------------------------- web
mem("funeral-notices", "rule", "Funeral notices", ["notices", "web", "publishing"], [
    "A funeral notice is published on the website only after the client approves its text and chooses whether to show the service details; the home may hide the service time for a private funeral. Notices are taken down on request at once.",
], "2025-08-11")
mem("tribute-moderation", "rule", "Tribute messages", ["tributes", "moderation", "web"], [
    "Messages left on tribute pages are held for moderation by the home before they show; the client can hide any message. Automatic filters flag abuse and links, but a person always decides.",
], "2025-08-11")
mem("charity-donations", "rule", "Donations in memory", ["donations", "charity", "payments"], [
    "Donations in memory are collected through the donations provider to the family's chosen charity, never to our account; the tribute page shows the running total only if the client agrees, and Gift Aid declarations go to the charity.",
], "2025-08-18")
mem("notice-privacy", "rule", "No home addresses in notices", ["privacy", "notices", "security"], [
    "A notice never shows the deceased's home address or the date of the funeral together with the street, because empty houses are burgled during funerals. `web/` strips addresses from the notice text on save.",
], "2025-08-18")
mem("livestream-links", "rule", "Livestream links", ["livestream", "links", "privacy"], [
    "Livestream links expire 28 days after the service; a recording is kept only if the family bought one, and then given to the client to download, never published.",
], "2025-08-25")
mem("search-old", "rule", "Notice search uses Algolia", ["search", "algolia", "notices"], [
    "Notice search on the website uses Algolia, pushed from `arrange/`.",
], "2025-01-06", superseded_by="notice-search", valid_until="2025-09-01")
mem("notice-search", "rule", "Notice search", ["search", "notices", "postgres"], [
    "Notice search uses Postgres full-text search in `web/`'s own database, fed by the publish event; a notice taken down leaves the index at once. Algolia was dropped in September 2025.",
], "2025-09-01", supersedes=["search-old"])
mem("reviews", "rule", "Reviews", ["reviews", "feedback", "families"], [
    "Families are asked for a review three weeks after the funeral, never earlier, and never for a public health funeral or a child's funeral. Replies to reviews are written by the home's manager.",
], "2025-08-25")

# ---------------------------------------------------------------- masonry
mem("memorial-permits", "rule", "Memorial permits", ["memorials", "permits", "cemeteries"], [
    "A memorial is fixed only after the cemetery's or churchyard's permit is recorded in `masonry/`; the permit names the grave, the design and the inscription, so a change to any of them needs a new permit.",
], "2025-09-01")
mem("inscriptions", "rule", "Inscriptions", ["inscriptions", "proofs", "memorials"], [
    "Inscriptions are proofed to the client in the portal letter by letter, and cut only after the client approves the proof; an additional inscription on an existing memorial needs the grave owner's consent too.",
], "2025-09-08")
mem("memorial-safety", "rule", "Memorial safety", ["safety", "memorials", "fixing"], [
    "Memorials are fixed to the national standard for memorial fixing, with ground anchors, and the fixing is recorded with photos in `masonry/`; the ten-year guarantee depends on that record.",
], "2025-09-08")

# ---------------------------------------------------------------- engineering
mem("django-style", "rule", "Django code", ["django", "python", "style"], [
    "In `arrange/`: business rules live in services, not views or signals; every list view uses `select_related` or `prefetch_related`; no raw SQL without the owner's review. Ruff and mypy run in CI.",
], "2025-03-03")
mem("go-style", "rule", "Go code", ["go", "style", "errors"], [
    "In `care/` and the fleet API: errors are wrapped with `%w` and returned, never panicked; tests are table-driven; `gofmt` and `staticcheck` must pass.",
], "2025-03-10")
mem("kotlin-style", "rule", "Kotlin code", ["kotlin", "spring", "style"], [
    "In `crem/` and `accounts/`: money is `BigDecimal` with explicit rounding; services are constructor-injected; integration tests run against Postgres in Testcontainers, never H2; ktlint must pass.",
], "2025-03-17")
mem("java-style", "rule", "Java code", ["java", "spring", "style"], [
    "In `plans/`: records for DTOs, no Lombok in new code, every public endpoint has an integration test; Checkstyle and SpotBugs must pass.",
], "2025-03-24")
mem("frontend-style", "rule", "Frontend code", ["frontend", "nextjs", "typescript"], [
    "In `web/` and the fleet app: TypeScript strict, server components by default in `web/`; Playwright covers the notice, tribute and donation flows.",
], "2025-03-31")
mem("rails-style", "rule", "Rails code", ["rails", "ruby", "style"], [
    "In `masonry/`: background work in Sidekiq jobs that are safe to run twice; RuboCop must pass.",
], "2025-04-07")
mem("migrations", "rule", "Database migrations", ["migrations", "database", "schema"], [
    "Every migration can be rolled back and is reviewed by the service's owner. Columns are added nullable first and back-filled in a job; a rename or drop takes two releases. Migrations on `care_movement`, `funeral` or `fridge_reading` must run online, and never in January or February.",
], "2025-04-14")
mem("commit-messages", "rule", "Commit messages and PR titles", ["commits", "conventional-commits", "pull-requests"], [
    "Conventional Commits with the folder as scope: `feat(crem): ...`, `fix(plans): ...`, `chore(deps): ...`. The body says why; a change to a statutory record says which rule it keeps.",
], "2025-04-14")
mem("code-review", "rule", "Code review", ["review", "pull-requests", "approvals"], [
    "Every pull request needs one approval from the owning team; changes to `crem/`'s paperwork checks, to `plans/`, or to anything that takes money need two, one from the owning team's lead.",
], "2025-04-21")
mem("ci", "rule", "CI", ["ci", "github-actions", "checks"], [
    "GitHub Actions runs each service's lint, tests and build on every pull request; nothing merges on red, and a flaky test is quarantined with an issue, never retried until green.",
], "2025-04-21")
mem("deploys-manual", "rule", "Deploys are run by hand", ["deploys", "releases", "production"], [
    "Production deploys are run by the on-call engineer from their laptop with the deploy script.",
], "2025-01-06", superseded_by="deploys", valid_until="2025-04-28")
mem("deploys", "rule", "Deploys", ["deploys", "releases", "production"], [
    "Merging to `main` deploys to staging; production deploys from a release tag through Cloud Deploy, never from a laptop. No production deploys after 15:00 on Fridays or on a bank holiday eve, when the homes are busiest with paperwork.",
], "2025-04-28", supersedes=["deploys-manual"])
mem("winter-freeze", "rule", "Winter change freeze", ["freeze", "winter", "deploys"], [
    "From the first working day of January to the end of February, `arrange/`, `care/` and `crem/` take fixes only, each approved by the head of funeral operations, because the homes and crematoria run at full capacity.",
], "2025-04-28", deps=["deploys"])
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "releases", "rollout"], [
    "Unfinished work ships behind a flag in the flags service, named `service.feature`, and is turned on one home at a time; a flag is removed within 60 days of reaching every home.",
], "2025-05-05")
mem("secrets", "rule", "Secrets", ["secrets", "credentials", "gcp"], [
    "Secrets live in Google Secret Manager and reach services at start; never in the repository, a Dockerfile or a CI log. GoCardless and Stripe keys are rotated by finance systems only.",
], "2025-05-05")
mem("logging", "rule", "Logging", ["logging", "json", "observability"], [
    "Logs are JSON lines with the request id and no personal data: no names of the deceased or families, no addresses, dates of birth, causes of death or card fragments. Errors go to Sentry with the same scrubbing.",
], "2025-05-12")
mem("personal-data", "rule", "Personal data", ["gdpr", "privacy", "personal-data"], [
    "Clients', plan holders' and mourners' personal data is erased or anonymised on request within 30 days, except what the law makes us keep (cremation records, plan records for the FCA, invoices for tax). The data protection officer signs off any new field holding personal data; a cause of death is special category data and only `arrange/` and `crem/` may hold it.",
], "2025-05-12")
mem("time-zones", "rule", "Times", ["time", "timezones", "utc"], [
    "Store times in UTC and show them in Europe/London; service slots across the clock change are calendar times, so never add 24 hours to get the next day.",
], "2025-05-19")
mem("on-call", "rule", "On-call", ["on-call", "pagerduty", "incidents"], [
    "One engineer is on call each week through PagerDuty; the care centre fridge alarms and the crematoria's booking outages page at any hour. An incident gets a write-up within five working days.",
], "2025-05-19")
mem("dependencies", "rule", "Dependency updates", ["dependencies", "renovate", "upgrades"], [
    "Renovate opens dependency updates weekly; patch and minor ones merge when CI is green, major ones need the owning team. Nothing is upgraded during the winter freeze.",
], "2025-05-26")
mem("api-versions", "rule", "API versions", ["api", "versioning", "compatibility"], [
    "The booking portal's API for other funeral directors is under `/api/v1`; a field may be added but never removed or renamed. A breaking change goes to `/api/v2` with both served for twelve months, and outside directors are told by email three months ahead.",
], "2025-05-26")
mem("backups", "rule", "Backups", ["backups", "restore", "databases"], [
    "Cloud SQL backups run nightly and are kept 30 days; `crem/`'s register and `plans/` are also exported weekly to a separate project and kept for 15 years. A restore is tested each quarter.",
], "2025-06-02")
mem("accessibility", "rule", "Accessibility", ["accessibility", "wcag", "frontend"], [
    "`web/` and the family portal meet WCAG 2.2 AA; many readers are elderly, so text is at least 18 px, nothing depends on colour, and every flow is tested with the keyboard and a screen reader.",
], "2025-06-02")
mem("tone-of-voice", "rule", "How we write to families", ["tone", "writing", "families"], [
    "Every email, letter and screen a family sees is written in plain, gentle words: the deceased by name, no jargon, no exclamation marks, no marketing. New templates are read by the head of client care before they go live.",
], "2025-06-09")
mem("emails", "rule", "Emails and letters", ["emails", "postmark", "templates"], [
    "Emails go through Postmark from templates in each service's `templates/` folder; letters are printed and posted by the print provider from the same templates. No marketing in a message about a funeral.",
], "2025-06-09")
mem("tests", "rule", "Tests", ["tests", "fixtures", "quality"], [
    "Every change comes with tests; fixtures use invented people from each service's `testdata/`, never a real funeral, and never a real name from the notices.",
], "2025-06-16")
mem("dbt-models", "rule", "dbt models", ["dbt", "models", "data"], [
    "Models are staged per source (`stg_arrange__funerals`), joined in `int_` models and published as marts; every mart has unique and not-null tests on its key. Causes of death and names stay in the staging layer and never reach a mart.",
], "2025-06-16")
mem("reports-kpis", "rule", "The monthly report", ["reports", "kpis", "data"], [
    "The monthly report counts funerals by home and type, the average funeral price against the published list, days from first call to funeral, and the crematoria's usage; its definitions live in `data/metrics.yml` and change only with finance's agreement.",
], "2025-06-23")
mem("phone-recording", "rule", "Recorded calls", ["calls", "recording", "plans"], [
    "Plan sales calls are recorded and kept for five years for the FCA; calls to the homes are not recorded. The recordings live in the telephony provider and are linked from the plan in `plans/`, never copied into our storage.",
], "2025-06-30")
mem("devices", "rule", "Devices at the homes", ["devices", "tablets", "mdm"], [
    "The arrangement tablets and the care centre scanners are enrolled in the device manager; apps come from there, never side-loaded, and a lost device is wiped the same day.",
], "2025-07-07")
mem("coffin-catalogue", "rule", "The coffin catalogue", ["coffins", "catalogue", "products"], [
    "Coffins, caskets and urns are in `accounts.product` with the supplier's code, the price and whether they are suitable for cremation; a coffin not suitable for cremation cannot be chosen in an arrangement for a cremation.",
], "2025-07-14")
mem("flowers", "rule", "Flowers", ["flowers", "florist", "orders"], [
    "Flowers are ordered from local florists through the florist order screen in `arrange/`; the family's card messages are printed as written, and flowers bought by mourners through the notice are charged to them, not the client.",
], "2025-07-21")
mem("catering", "rule", "Catering and venues", ["catering", "wake", "venues"], [
    "Catering and a venue for the wake are booked as disbursements from the approved suppliers list; a new supplier is added by the area manager only.",
], "2025-07-28")
mem("repatriation", "rule", "Repatriation", ["repatriation", "abroad", "paperwork"], [
    "Taking a deceased abroad, or bringing one home, needs the coroner's out-of-England notice, the embassy's papers and an airline booking through the repatriation partner; `arrange/` tracks each document and the funeral date waits for them.",
], "2025-08-04")
mem("child-funerals", "rule", "Children's funerals", ["children", "fees", "families"], [
    "We make no charge for our own services for a child's funeral, and the crematoria waive their fee; the estimate shows the charges at zero rather than hiding them, and reviews and marketing never go to these families.",
], "2025-08-11")
mem("cremation-fees-old", "rule", "Crematorium fees in the config file", ["fees", "crematoria", "config"], [
    "Crematorium fees are set in `crem/config/fees.yaml` and deployed.",
], "2025-01-06", superseded_by="cremation-fees", valid_until="2025-08-18")
mem("cremation-fees", "rule", "Crematorium fees", ["fees", "crematoria", "prices"], [
    "Crematorium fees are set by the crematoria manager in `crem/` admin with an effective date, published on the website by the same change, and never in a config file or migration.",
], "2025-08-18", supersedes=["cremation-fees-old"])
mem("staff-roles", "rule", "Staff roles and access", ["roles", "access", "permissions"], [
    "Access follows the job: funeral arrangers see their home's funerals, care staff see `care/` only, crematorium staff see `crem/`, area managers see their area. A temporary wider access is granted for at most a week and logged.",
], "2025-08-25")
mem("audit-log", "rule", "The audit log", ["audit", "logging", "records"], [
    "Every view and change of a funeral, a plan or a cremation record is written to the audit log with the user and time; the log is append-only and kept seven years.",
], "2025-08-25")
mem("complaints", "rule", "Complaints", ["complaints", "families", "ombudsman"], [
    "A complaint is logged in `arrange/` the day it arrives, acknowledged within two working days and answered within eight weeks; a plan complaint may go to the Financial Ombudsman, so its record must be complete.",
], "2025-09-01")
mem("weather-closures", "rule", "Snow and closures", ["weather", "closures", "rescheduling"], [
    "When snow or flooding closes a crematorium or cemetery, every affected funeral is rebooked in `crem/` with the family told by phone first, then by email; no extra charge is ever made for a closure.",
], "2025-09-08")
mem("identity-verification", "rule", "Checking who a client is", ["identity", "clients", "fraud"], [
    "A client collecting ashes or effects, or changing a plan's bank details, shows ID that staff record in the app (the type, not a copy of the document).",
], "2025-09-08")

# ---------------------------------------------------------------- more rules
mem("large-coffins", "rule", "Large coffins", ["coffins", "cremators", "sizes"], [
    "A coffin wider than 28 inches fits only cremator 3 at Tollerby; the arrangement records the coffin's size, and `crem/` books a larger coffin at Tollerby only, whatever crematorium the family first chose.",
], "2025-09-15")
mem("body-donation", "rule", "Donation to medical science", ["donation", "medical-school", "science"], [
    "When the deceased left their body to a medical school, the school collects and may keep the body for up to three years; `arrange/` records the donation and the funeral is arranged only when the school returns the deceased or asks us to.",
], "2025-09-15")
mem("natural-burial", "rule", "Natural burials", ["natural-burial", "woodland", "burials"], [
    "Natural burial grounds accept only biodegradable coffins and no embalming; `arrange/` checks the coffin and the embalming choice when a natural burial ground is the place of committal.",
], "2025-09-22")
mem("out-of-hours", "rule", "Calls out of hours", ["out-of-hours", "first-call", "phones"], [
    "First calls at night and weekends go to the out-of-hours team, who take the details in `arrange/` and book a collection only for a death at home or when a hospital asks; everything else waits for the home to open.",
], "2025-09-22")
mem("staff-training", "rule", "Training before access", ["training", "staff", "access"], [
    "Nobody gets access to `care/` or `crem/` before completing the training for it, recorded in the learning system; the access request checks the record.",
], "2025-09-29")
mem("date-changes", "rule", "Changing a funeral date", ["dates", "rescheduling", "funerals"], [
    "A funeral date is changed only on the client's instruction; `arrange/` moves the crematorium or cemetery booking, the cars, the minister and the notice together, and tells each supplier.",
], "2025-09-29")

# ---------------------------------------------------------------- skills
mem("first-call-howto", "skill", "How to take a first call", ["howto", "first-call", "arrangement"], [
    "1. In `arrange/`, New funeral: the caller, their relation, where the deceased is and whether the coroner is involved. 2. Issue the care number. 3. Book the collection in `care/` if released. 4. Offer an arrangement meeting time.",
], "2025-09-15", deps=["collection-rules"])
mem("collection-howto", "skill", "How to record a collection", ["howto", "collection", "care"], [
    "1. Open the job in the `fleet/` app. 2. At the place, check the paperwork and put on the wristbands. 3. List and photograph effects. 4. Scan the wristband into the ambulance and again at the care centre.",
], "2025-09-15", deps=["identity-checks", "personal-effects"])
mem("arrangement-howto", "skill", "How to run an arrangement", ["howto", "arrangement", "families"], [
    "1. Open the funeral and go through the arrangement screens with the family. 2. Choose the service, date and coffin. 3. Produce the estimate and give it to the client. 4. Send the portal invitation.",
], "2025-09-15", deps=["arrangement-meeting", "estimates"])
mem("book-cremation-howto", "skill", "How to book a cremation", ["howto", "crematoria", "bookings"], [
    "1. In `crem/`, pick the crematorium, chapel and slot; the booking is provisional. 2. Start the paperwork: green form or coroner's certificate, Cremation 1. 3. Confirm within 48 hours. 4. When the referee signs, the cremator slot is scheduled.",
], "2025-09-22", deps=["crem-bookings", "cremation-paperwork"])
mem("ashes-howto", "skill", "How to hand over ashes", ["howto", "ashes", "release"], [
    "1. Find the remains by cremation number in `crem/`. 2. Check the applicant's instruction and the collector's ID. 3. Scan the label out. 4. Get the signature in the app.",
], "2025-09-22", deps=["remains-release"])
mem("notice-howto", "skill", "How to publish a funeral notice", ["howto", "notices", "web"], [
    "1. Write the notice from the arrangement. 2. Send it to the client for approval in the portal. 3. Choose what service details to show. 4. Publish; the tribute page opens with it.",
], "2025-09-22", deps=["funeral-notices"])
mem("sell-plan-howto", "skill", "How to sell a funeral plan", ["howto", "plans", "sales"], [
    "1. Follow the script in `plans/content/`. 2. Check for vulnerability and record the answer. 3. Give the key information document before any payment. 4. Take the payment or set up the Direct Debit.",
], "2025-09-29", deps=["plans-fca", "vulnerable-customers"])
mem("cancel-plan-howto", "skill", "How to cancel a plan", ["howto", "plans", "cancellation"], [
    "1. Open the plan in `plans/`, choose Cancel. 2. The refund is worked out from the terms and the date. 3. Confirm with the holder and send the letter. 4. The trust pays the refund.",
], "2025-09-29", deps=["plan-cancellation"])
mem("redeem-plan-howto", "skill", "How to redeem a plan", ["howto", "plans", "redemption"], [
    "1. Find the plan from the first call's details. 2. Link it to the funeral in `arrange/`. 3. Run the arrangement; the estimate shows the cover. 4. After the funeral, claim from the trust in `plans/`.",
], "2025-09-29", deps=["plan-redemption"])
mem("invoice-howto", "skill", "How to raise the final invoice", ["howto", "invoices", "accounts"], [
    "1. After the funeral, open Accounts on the funeral. 2. Enter the actual disbursement costs. 3. Check against the last estimate. 4. Send to the client; mark DWP or estate payment if needed.",
], "2025-10-06", deps=["invoices"])
mem("memorial-howto", "skill", "How to order a memorial", ["howto", "memorials", "masonry"], [
    "1. Create the order in `masonry/` with the grave and design. 2. Apply for the permit. 3. Proof the inscription to the client. 4. Book the fixing when the permit and proof are approved.",
], "2025-10-06", deps=["memorial-permits", "inscriptions"])
mem("new-home-howto", "skill", "How to add a new funeral home", ["howto", "homes", "setup"], [
    "1. Add the home with its code in `arrange.home`. 2. Link its care centre and crematorium of choice. 3. Publish its page and price list. 4. Give the staff their roles.",
], "2025-10-06")
mem("erasure-howto", "skill", "How to handle an erasure request", ["howto", "gdpr", "privacy"], [
    "1. Log the request with the date. 2. Check what we must keep by law. 3. Run the erase command in `web/`, `plans/` and `arrange/` for the rest. 4. Reply within 30 days.",
], "2025-10-13", deps=["personal-data"])
mem("hotfix-howto", "skill", "How to ship a fix during the winter freeze", ["howto", "hotfix", "winter"], [
    "1. Branch from the last release tag. 2. Fix with a test. 3. Get the head of funeral operations' approval on the pull request. 4. Tag and deploy in the morning.",
], "2025-10-13", deps=["winter-freeze"])
mem("restore-howto", "skill", "How to restore a database", ["howto", "backups", "restore"], [
    "1. Pick the backup time. 2. Restore to a new Cloud SQL instance, never over the live one. 3. Check row counts. 4. Switch the service's secret and restart.",
], "2025-10-13", deps=["backups"])
mem("fees-update-howto", "skill", "How to change crematorium fees", ["howto", "fees", "crematoria"], [
    "1. In `crem/` admin, add the new fees with the effective date. 2. Check the website preview. 3. Tell outside directors by email a month ahead.",
], "2025-10-20", deps=["cremation-fees"])
mem("rebook-closure-howto", "skill", "How to rebook after a closure", ["howto", "closures", "rebooking"], [
    "1. In `crem/`, list the day's bookings at the closed site. 2. Phone each family. 3. Rebook and send the email. 4. Move the cremator slots and staff.",
], "2025-10-20", deps=["weather-closures"])
