"""Memories of the Quillmarsh evaluation store (an invented county court's court records technology team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Quillmarsh court records systems", ["architecture", "services", "repo"], [
    "Repo `qm-courts/`: `efile/` (TypeScript, Next.js) is the e-filing portal for attorneys and self-represented litigants; `intake/` (Kotlin) is the clerk review queue that accepts or rejects filings; `docket/` (Go) writes docket entries and serves the register of actions; `docs/` (Python) stores filed documents, converts them to PDF/A and runs redaction checks; `publicsearch/` (TypeScript) is the public case search; `notify/` (Go) sends notices by email and through the mail vendor; `feeds/` (Python) sends warrants to the sheriff and monthly figures to the state.",
    "Quillmarsh County Superior Court has four courthouses (Quillmarsh, Harwick, Stony Ford and the Juvenile Justice Center), 23 judges and 6 commissioners, and about 140,000 new filings a year.",
], "2025-01-06")
mem("casebook", "knowledge", "Casebook, the case management system", ["casebook", "cms", "system-of-record", "vendor"], [
    "Casebook (the vendor's case management system) is the system of record for cases, parties, hearings and judgments; we read it through its REST API and write only through the intake and docket services. Its nightly batch runs 22:00-01:30 and the API refuses writes during it.",
], "2025-01-06")
mem("environments", "knowledge", "Environments", ["environments", "staging", "training", "sandbox"], [
    "Production, staging (casebook-stg, refreshed from synthetic data every Sunday), the training environment the clerks use for new staff, and local with docker compose. The payment processor and the mail vendor have sandboxes; staging never talks to the real sheriff feed.",
], "2025-01-06")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack", "contacts"], [
    "Court records technology (efile, intake, docket, docs, publicsearch, notify, feeds) is #court-tech. The clerk's office runs intake and the counters (#clerks); the jury office owns summons and juror data; the records manager owns retention and destruction; court administration owns fees and the holiday calendar; the presiding judge signs the local rules and standing orders.",
], "2025-01-06")
mem("case-numbers", "knowledge", "Case number format", ["case-number", "identifiers", "format"], [
    "A case number is the two-digit year, the case type code and a six-digit sequence per year and type: `25-CV-004512`, `25-FL-000881`. Casebook's internal case id is a UUID and never appears to the public; a re-opened case keeps its number.",
], "2025-01-06")
mem("case-types", "knowledge", "Case types and their codes", ["case-types", "civil", "family", "criminal", "probate"], [
    "CV civil unlimited, LC limited civil, SC small claims, FL family law, PR probate, MH mental health, JV juvenile, CR felony, MI misdemeanor, TR traffic, UD unlawful detainer (evictions), RO restraining orders. Each type has its own filing fees, confidentiality and retention.",
], "2025-01-13")
mem("filing-statuses", "knowledge", "Filing statuses", ["filing", "status", "lifecycle", "intake"], [
    "A filing goes submitted → in review → accepted (docketed) or rejected (with a reason code); a rejected filing can be corrected and resubmitted within 5 court days and keeps its original submission time if accepted. `returned` is only for filings sent to the wrong court.",
], "2025-01-13")
mem("courthouses", "knowledge", "Courthouses and departments", ["courthouses", "departments", "locations"], [
    "Quillmarsh (main, civil and criminal, departments 1-14), Harwick (family and probate, 21-26), Stony Ford (traffic and small claims, 31-34) and the Juvenile Justice Center (JV, 41-43). Each department is one courtroom and one judicial officer; remote hearings use the department's own video room.",
], "2025-01-13")
mem("docket-codes", "knowledge", "Docket entry codes", ["docket", "codes", "register-of-actions"], [
    "Each docket entry has a code from the state's list (`CMPL` complaint, `ANSW` answer, `MOT` motion, `ORD` order, `NOH` notice of hearing, `POS` proof of service, `JDG` judgment, `MIN` minute order) and free text; publicsearch shows the code's description and the text, never the internal entry id.",
], "2025-01-13")
mem("partner-agencies", "knowledge", "Partner agencies", ["partners", "sheriff", "district-attorney", "public-defender", "api"], [
    "The sheriff (warrants and service of process), the district attorney and the public defender (criminal filings through the agency API), probation, the state DMV (traffic convictions) and the state judicial data repository (monthly statistics). Each has its own API client, key and data sharing agreement.",
], "2025-01-20")
mem("release-train", "knowledge", "Release train", ["release", "deploys", "schedule"], [
    "We release every second Wednesday; the branch is cut on the Monday before, staging sign-off by the clerk's office on Tuesday, production deploy Wednesday from 17:30 after the courthouses close. Hotfixes follow the same evening window.",
], "2025-01-20")
mem("glossary", "knowledge", "Court words we use", ["glossary", "terms", "vocabulary"], [
    "Pro per (self-represented) litigant; register of actions = the docket as the public sees it; minute order = the clerk's record of what happened at a hearing; conformed copy = a filed copy stamped with the filing date; court day = a day the clerk's office is open.",
], "2025-01-20")

# ---------------------------------------------------------------- filing
mem("filing-timestamp", "rule", "A filing is filed when it is received", ["filing", "timestamp", "deadline", "received"], [
    "The filing date is the moment efile received the complete submission (court local time), not when a clerk accepts it; intake must carry `received_at` through to the docket entry and the conformed copy. A filing received after 23:59:59 is filed the next court day.",
], "2025-02-03", deps=["court-time", "court-holidays"])
mem("court-time", "rule", "Court local time everywhere the public sees a time", ["time", "timezone", "utc", "deadline"], [
    "Store every timestamp in UTC; show and compute deadlines in court local time (America/Los_Angeles) with its daylight saving changes. Never compare a deadline to the server's clock zone, and never compute 'tomorrow' by adding 24 hours.",
], "2025-02-03")
mem("court-holidays", "rule", "Court days and the holiday calendar", ["holidays", "court-day", "calendar", "deadline"], [
    "A deadline that falls on a weekend or a court holiday moves to the next court day. The holiday calendar comes only from court administration's published list in `config/holidays/<year>.yaml`; never use a library's public holiday list, because the court observes Cesar Chavez Day and closes the day after Thanksgiving.",
], "2025-02-03")
mem("emergency-closure", "rule", "Emergency closures extend deadlines", ["closure", "emergency", "deadline", "weather"], [
    "When the presiding judge closes a courthouse (fire, flood, power), that day is not a court day for filings due at that courthouse, and efile must show the closure banner. Filings due that day are due the next court day; the order number goes into `config/closures.yaml`.",
], "2025-02-10", deps=["court-holidays"])
mem("file-formats", "rule", "What efile accepts", ["upload", "pdf", "file-size", "formats"], [
    "Text-searchable PDF only, at most 35 MB per document and 150 MB per submission; larger exhibits are split into volumes named `Vol 1 of 3`. Word files, images and scanned PDFs without text are refused at upload with the reason, before anything is stored.",
], "2025-02-10", supersedes=["file-size-10mb"])
mem("file-size-10mb", "rule", "Upload limit 10 MB", ["upload", "pdf", "file-size"], [
    "Documents over 10 MB are refused; filers must mail exhibits on a CD to the clerk's office.",
], "2019-07-01", superseded_by="file-formats", valid_until="2025-02-10")
mem("pdfa-conversion", "rule", "Convert to PDF/A before storing", ["pdf", "pdfa", "conversion", "docs", "archival"], [
    "docs converts every accepted document to PDF/A-2b and keeps the original submission alongside; the conformed copy and the public copy are made from the PDF/A. If conversion fails the filing stays in review with `conversion_failed` and the clerk sees the original.",
], "2025-02-10")
mem("virus-scan", "rule", "Scan every upload", ["upload", "virus", "malware", "security"], [
    "Every uploaded file is scanned by the ClamAV sidecar before it reaches docs; an infected file is refused at upload and the submission never exists. A scanner outage fails uploads closed with a retry message, never skips the scan.",
], "2025-02-10")
mem("filing-review", "rule", "Clerk review of filings", ["intake", "review", "rejection", "clerk"], [
    "Every filing is reviewed by a clerk in intake before it reaches the docket. A rejection needs one of the reason codes in `intake/reasons.yaml` (wrong court, missing signature, missing fee, illegible, wrong case number) and the free text the filer sees; a clerk never edits a filer's document.",
], "2025-02-17", deps=["filing-statuses"])
mem("auto-accept", "rule", "Automatic acceptance of routine filings", ["intake", "auto-accept", "review"], [
    "Proofs of service and substitutions of attorney in existing civil cases, from a registered attorney, with the fee paid, are accepted without a clerk; everything else is reviewed. The rule list is in `intake/autoaccept.yaml` and changes need the clerk's office's written approval.",
], "2025-02-17", deps=["filing-review"])
mem("rejection-notices", "rule", "Tell the filer why a filing was rejected", ["rejection", "notices", "filer", "email"], [
    "A rejection emails the filer within the hour with the reason code's plain-language text, the clerk's note and the link to resubmit; the resubmission keeps the original received time if accepted within 5 court days.",
], "2025-02-17", deps=["filing-review", "filing-statuses"])
mem("lead-documents", "rule", "Lead document and attachments", ["filing", "lead-document", "attachments", "exhibits"], [
    "Each submission has exactly one lead document (the one the docket entry describes); exhibits, proposed orders and proofs of service are attachments. A proposed order is always a separate document, never pages inside the motion, so the judge can sign it.",
], "2025-02-24")
mem("new-case-initiation", "rule", "Opening a new case", ["new-case", "initiation", "case-number", "parties"], [
    "A new case is opened by the complaint or petition with its civil case cover sheet; intake assigns the case number only on acceptance, never at submission, so rejected new cases leave no gap in the sequence. Party names are entered as on the caption.",
], "2025-02-24", deps=["case-numbers", "filing-review"])
mem("party-matching", "rule", "Matching parties to existing people", ["parties", "matching", "dedupe", "persons"], [
    "A new party is matched to an existing person record only by a clerk, from the candidates intake suggests (name, date of birth, address); never merge person records automatically, since two people with one name in two cases is common and a wrong merge puts someone's convictions on another's record.",
], "2025-03-03")
mem("attorney-registration", "rule", "Attorneys file under their bar number", ["attorneys", "bar-number", "registration", "accounts"], [
    "An attorney's efile account is tied to an active State Bar number checked against the Bar's nightly file; a suspended or inactive number can't submit, and the account's firm can change without losing the filing history. Support staff file under the attorney's account as delegates.",
], "2025-03-03")
mem("self-represented", "rule", "Self-represented filers", ["pro-per", "self-represented", "accounts", "help"], [
    "Self-represented (pro per) filers get the guided interview forms and plain-language help text, and may choose paper notices. Never require a bar number or a credit card to open an account, and link every form to the self-help center's hours.",
], "2025-03-03")
mem("guided-forms", "rule", "Guided interviews fill Judicial Council forms", ["forms", "guided-interview", "judicial-council", "pdf"], [
    "The guided interviews produce the official Judicial Council forms, filled, never a look-alike; the form versions are pinned in `efile/forms/versions.json` and a new form revision from the Council ships within its effective date.",
], "2025-03-10", deps=["self-represented"])
mem("form-translations", "rule", "Forms and help in Spanish, Vietnamese and Tagalog", ["translations", "languages", "spanish", "i18n"], [
    "Every guided interview and filer-facing message exists in English, Spanish, Vietnamese and Tagalog; strings live in `efile/locales/`, translated by the court's certified translators, never by machine translation. The filed form itself is always the English official form.",
], "2025-03-10", deps=["guided-forms"])

# ---------------------------------------------------------------- fees
mem("filing-fees", "rule", "Filing fees come from the fee schedule", ["fees", "fee-schedule", "payments"], [
    "Fees are looked up by case type, document type and amount in controversy in `fees/schedule.yaml`, which court administration publishes with an effective date; never hard-code a fee. First paper fees differ from later filings; a limited civil case's fee depends on the amount demanded.",
], "2025-03-10")
mem("fee-waiver", "rule", "Fee waivers", ["fees", "fee-waiver", "indigency", "pro-per"], [
    "A filer may submit the fee waiver request (FW-001) with the first paper; the filing goes in without payment and the waiver is decided by a judicial officer within 5 court days. Public benefits recipients are granted at intake. Never block the submission for an unpaid fee while a waiver is pending.",
], "2025-03-17", supersedes=["fee-waiver-paper"], deps=["filing-fees"])
mem("fee-waiver-paper", "rule", "Fee waivers on paper at the counter", ["fees", "fee-waiver", "counter"], [
    "Fee waiver requests are filed on paper at the clerk's counter; efile refuses a first paper without payment.",
], "2018-01-02", superseded_by="fee-waiver", valid_until="2025-03-17")
mem("payments", "rule", "Card and e-check payments", ["payments", "cards", "processor", "pci"], [
    "Fees are paid through the processor's hosted page; we never see or store a card number, only the processor's token and the last four digits. A payment is captured only when the filing is accepted; a rejected filing's authorisation is voided the same day.",
], "2025-03-17", deps=["filing-fees"])
mem("refunds", "rule", "Refunds of fees", ["refunds", "payments", "fees", "finance"], [
    "Refunds go back to the original payment through the processor, never by cheque from us; a refund over $500 needs the finance supervisor's approval in Casebook. An overpayment under $5 is not refunded unless asked for.",
], "2025-03-24", deps=["payments"])
mem("daily-reconciliation", "rule", "Reconcile fees every court day", ["reconciliation", "payments", "finance", "report"], [
    "Each court day the processor's settlement file is matched against Casebook's receipts by transaction id; a mismatch opens a ticket for finance before 10:00. Never adjust a receipt to make the totals agree.",
], "2025-03-24", deps=["payments"])

# ---------------------------------------------------------------- confidentiality
mem("confidential-case-types", "rule", "Case types that are never public online", ["confidential", "public-access", "juvenile", "mental-health"], [
    "Juvenile, mental health, adoption, and the sealed parts of family law cases never appear in publicsearch, not even as a case number or a hearing; restraining orders show only the case number and hearing dates. The list is `publicsearch/confidential.yaml`.",
], "2025-04-07")
mem("remote-access-limits", "rule", "Remote public access", ["public-access", "remote", "documents", "rules-of-court"], [
    "Online, the public sees the register of actions, calendars and indexes for civil cases, and documents only in civil unlimited and limited civil cases; criminal, family and probate documents are viewable only on the courthouse public terminals, per the rules of court.",
], "2025-04-07", deps=["confidential-case-types"])
mem("sealed-records", "rule", "Sealed records and documents", ["sealed", "confidential", "access", "orders"], [
    "A sealed document or case is visible only to the judicial officer, the clerks with the sealed role and the parties the sealing order names; publicsearch shows `Sealed document` with the date and no title. Every view of a sealed record is audited.",
], "2025-04-14", deps=["audit-log"])
mem("sealing-orders", "rule", "When a sealing or expungement order arrives", ["sealing", "expungement", "orders", "public-access"], [
    "When a judge signs an order sealing a record or dismissing a conviction under the relief statutes, the case or documents leave the public index, the public terminals and the bulk data within one court day; Casebook keeps them. The DOJ criminal history update goes out in the next feed.",
], "2025-04-14", deps=["sealed-records", "bulk-data"])
mem("redaction", "rule", "Personal identifiers filers must redact", ["redaction", "pii", "ssn", "minors"], [
    "Filers redact social security numbers and financial account numbers to the last four digits, and minors' names to initials; dates of birth are the year only, except in the confidential forms. Redaction is the filer's duty; the court doesn't redact filed documents.",
], "2025-04-21", supersedes=["redaction-ssn-full"])
mem("redaction-ssn-full", "rule", "Full social security numbers in confidential attachments", ["redaction", "ssn"], [
    "Filers may include full social security numbers in a confidential attachment at the end of the document; the clerk removes the attachment before scanning.",
], "2016-01-01", superseded_by="redaction", valid_until="2025-04-21")
mem("redaction-check", "rule", "The redaction check flags, never fixes", ["redaction", "check", "docs", "ocr"], [
    "docs runs the pattern check for unredacted SSNs, account numbers and birth dates on every new document and flags the filing for the clerk; it never edits the document or rejects the filing by itself, because the patterns hit case numbers and phone numbers.",
], "2025-04-21", deps=["redaction", "filing-review"])
mem("confidential-addresses", "rule", "Protected addresses", ["addresses", "confidential", "safe-at-home", "victims"], [
    "A party enrolled in the state's Safe at Home program or protected by a restraining order is recorded with the program's substitute address; the real address is never stored in efile, never printed on a notice and never returned by an API.",
], "2025-04-21")
mem("judge-notes", "rule", "Judges' notes are not part of the record", ["judges", "notes", "bench", "access"], [
    "Bench notes and draft rulings in the judges' workspace belong to the judicial officer: never indexed, never exported, never visible to clerks or to support staff, and deleted when the judicial officer leaves unless they export them.",
], "2025-04-28")

# ---------------------------------------------------------------- docket
mem("docket-immutable", "rule", "Docket entries are never edited", ["docket", "immutable", "corrections", "register-of-actions"], [
    "A docket entry is never changed or deleted once written; an error is fixed by a new entry (`Correction of docket entry of 03/04/2025: ...`) that points at the old one. The docket service has no update endpoint and must not get one.",
], "2025-05-05")
mem("docket-text", "rule", "How docket text is written", ["docket", "text", "style", "register-of-actions"], [
    "Docket text starts with the document's title as filed, then the filing party's role and name (`Motion to Compel Discovery filed by Defendant Acme Corp.`); no abbreviations the public wouldn't know, no internal notes, and never a protected party's address.",
], "2025-05-05", deps=["docket-immutable"])
mem("minute-orders", "rule", "Minute orders from hearings", ["minute-orders", "hearings", "courtroom-clerk", "docket"], [
    "The courtroom clerk records the minute order in Casebook during or right after the hearing; docket takes it from the Casebook event and posts it to the register of actions the same day. A minute order is corrected only by an amended minute order.",
], "2025-05-12", deps=["docket-immutable"])
mem("judge-signatures", "rule", "Electronic signatures on orders", ["signatures", "orders", "judges", "e-signature"], [
    "Judges sign proposed orders in the signing queue with their stored signature after authenticating with a hardware key; a signed order is locked, stamped with the date and time, and filed as an `ORD` entry. Nobody else can apply a judge's signature, not even a research attorney.",
], "2025-05-12", deps=["lead-documents"])
mem("conformed-copies", "rule", "Conformed and certified copies", ["copies", "conformed", "certified", "seal"], [
    "The conformed copy carries the filing stamp with the received time and is emailed to the filer on acceptance. A certified copy carries the clerk's digital seal and a verification code that anyone can check at `verify.qmcourts.gov`; certified copies cost $40 and are never made of sealed documents.",
], "2025-05-12", deps=["filing-timestamp"])
mem("case-assignment", "rule", "Assigning a case to a judge", ["assignment", "judges", "random", "recusal"], [
    "New civil cases are assigned to a judge at random within the case type's departments, by the weighted draw in Casebook; nobody picks or re-rolls a draw. A recusal or a peremptory challenge reassigns by a new draw that excludes the judge.",
], "2025-05-19", deps=["new-case-initiation"])
mem("hearing-scheduling", "rule", "Scheduling hearings", ["hearings", "calendar", "reservations", "motions"], [
    "Motion hearings are booked through the department's reservation calendar at filing; a reservation that isn't followed by the moving papers within 5 court days is released. Never book over a department's dark days, which come from the judge's calendar in Casebook.",
], "2025-05-19")
mem("hearing-notices", "rule", "Notice of hearing timing", ["notices", "hearings", "service", "deadline"], [
    "A notice of hearing goes out at least 16 court days before a motion hearing, plus 5 calendar days when served by mail and 2 court days when served electronically; notify computes the last day to serve from the hearing date and shows it to the filer.",
], "2025-05-26", deps=["court-holidays", "hearing-scheduling"])
mem("daily-calendars", "rule", "Publishing the daily calendars", ["calendars", "hearings", "publicsearch", "courthouse-displays"], [
    "Each department's calendar for the next court day is published at 15:00 to publicsearch and the courthouse lobby screens; confidential case types show only the time and `Confidential matter`. Changes after 15:00 update the screens within 5 minutes.",
], "2025-05-26", deps=["confidential-case-types"])
mem("remote-hearings", "rule", "Remote hearing links", ["remote-hearings", "video", "links", "hearings"], [
    "Each department has one standing video room; its link goes only to the parties and attorneys of the day's cases in their hearing notice, never to publicsearch. The public watches through the courthouse's livestream page where the judge allows it.",
], "2025-06-02", deps=["hearing-notices"])
mem("interpreters", "rule", "Interpreter requests", ["interpreters", "languages", "hearings", "requests"], [
    "A party can request a court interpreter on the hearing reservation or by form INT-300 up to 3 court days before; the request goes to the interpreter coordinator's queue with the language and the hearing. Never ask the party to bring a family member to interpret.",
], "2025-06-02", deps=["hearing-scheduling"])
mem("exhibits", "rule", "Digital exhibits", ["exhibits", "evidence", "hash", "trial"], [
    "Trial exhibits are uploaded to the exhibit portal before trial, stored with a SHA-256 hash taken on upload, and marked for identification and admitted by the courtroom clerk; a marked exhibit's file is never replaced, only superseded by a new exhibit number.",
], "2025-06-09")
mem("audio-recordings", "rule", "Courtroom audio recordings", ["audio", "recordings", "ftr", "transcripts"], [
    "Departments without a court reporter record on FTR; the audio is the official record, kept 10 years, and is never released as audio, only as a transcript ordered from an approved transcriber. Copies for judges stay inside the court network.",
], "2025-06-09")
mem("transcripts", "rule", "Transcript orders", ["transcripts", "court-reporters", "orders", "fees"], [
    "Transcripts are ordered on form TR-100 through efile; the order goes to the reporter of the day or an approved transcriber with a 30-day due date (10 for appeals), and the filed transcript is a document in the case, confidential if the hearing was.",
], "2025-06-16", deps=["audio-recordings"])

# ---------------------------------------------------------------- notices and service
mem("electronic-service", "rule", "Electronic service and notices by email", ["notices", "email", "e-service", "consent"], [
    "Notices go by email only to parties who consented to electronic service (attorneys must; pro per filers choose); everyone else gets paper through the mail vendor. notify records each send with the address used and the vendor's delivery status.",
], "2025-06-16", supersedes=["notices-by-mail"], deps=["self-represented"])
mem("notices-by-mail", "rule", "All court notices by first-class mail", ["notices", "mail", "paper"], [
    "Every court notice is printed and mailed first class by the clerk's office; email is a courtesy copy only.",
], "2015-01-01", superseded_by="electronic-service", valid_until="2025-06-16")
mem("mail-vendor", "rule", "The mail vendor", ["mail", "vendor", "printing", "notices"], [
    "Paper notices go to the mail vendor's API as PDF with the address block; batches close at 16:00 for same-day mailing, and the proof of mailing is filed from the vendor's manifest. Protected addresses never go to the vendor; those notices are mailed by the clerk's office.",
], "2025-06-23", deps=["electronic-service", "confidential-addresses"])
mem("returned-mail", "rule", "Returned mail", ["returned-mail", "addresses", "notices", "parties"], [
    "Returned mail is scanned by the mailroom and the party's address is flagged `undeliverable` in Casebook; notify stops sending paper to that address until the party files a change of address, and the judge's calendar shows the flag.",
], "2025-06-23", deps=["mail-vendor"])
mem("service-of-process", "rule", "Service of process and proofs of service", ["service", "proof-of-service", "sheriff", "summons"], [
    "Service of the summons is proven by the proof of service the server files; the sheriff's service returns arrive through the sheriff feed and are filed as `POS` entries automatically. The court never treats an email as service of a summons.",
], "2025-06-30", deps=["auto-accept"])
mem("email-bounces", "rule", "Bounced notice emails", ["email", "bounces", "notices", "e-service"], [
    "A hard bounce on a notice email falls back to paper through the mail vendor the same day and emails the filer's other addresses; three hard bounces turn off electronic service for that party until they confirm a new address.",
], "2025-06-30", deps=["electronic-service", "mail-vendor"])

# ---------------------------------------------------------------- criminal and partners
mem("warrants-feed", "rule", "Warrants go to the sheriff at once", ["warrants", "sheriff", "feed", "criminal"], [
    "An issued bench warrant goes to the sheriff's warrant system within 5 minutes of the judge's signature; a recalled warrant within 1 minute, because someone can be arrested on a recalled warrant. The feed retries every 30 seconds and pages on-call after 3 failures.",
], "2025-07-07", deps=["judge-signatures"])
mem("agency-api", "rule", "The agency filing API", ["api", "partners", "district-attorney", "public-defender"], [
    "The district attorney and the public defender file through the agency API with mutual TLS and their own client certificate; each agency sees only the cases it is a party to, checked on every request, never by a list cached at the client.",
], "2025-07-07", deps=["partner-agencies"])
mem("dmv-abstracts", "rule", "Traffic convictions to the DMV", ["dmv", "traffic", "abstracts", "feed"], [
    "A traffic conviction's abstract goes to the DMV within 10 days of the judgment; the nightly feed sends the day's `JDG` entries in TR cases and files the DMV's acknowledgement. A dismissed or sealed case's abstract is never sent.",
], "2025-07-14", deps=["partner-agencies"])
mem("state-reporting", "rule", "Monthly statistics to the state", ["statistics", "state-reporting", "jbsis", "reports"], [
    "The monthly caseload report to the state's judicial data repository counts filings, dispositions and time to disposition by case type; it's built from Casebook's events, checked against last month, and sent by the 15th. Numbers are never edited by hand to match a dashboard.",
], "2025-07-14", deps=["partner-agencies"])
mem("probation-access", "rule", "Probation's access", ["probation", "partners", "access", "criminal"], [
    "Probation officers see the criminal cases of people on their caseload only, through the partner portal; they never get a search over all cases, and their access ends when the case leaves their caseload.",
], "2025-07-21", deps=["partner-agencies"])

# ---------------------------------------------------------------- public access
mem("publicsearch-search", "rule", "Public case search", ["publicsearch", "search", "names", "public-access"], [
    "The public searches by case number, party name or attorney; a name search needs a last name of at least two letters and returns at most 200 cases, civil first. Criminal name searches also need a date of birth or a case number, per the rules of court.",
], "2025-07-21", deps=["remote-access-limits"])
mem("rate-limits", "rule", "Rate limits and scraping", ["rate-limits", "scraping", "publicsearch", "captcha"], [
    "publicsearch allows 60 searches per minute per address and shows a challenge after that; document downloads are limited to 300 a day per account. Bulk needs go to the bulk data agreement, never to a raised limit for one client.",
], "2025-07-28", deps=["publicsearch-search"])
mem("bulk-data", "rule", "Bulk data subscribers", ["bulk-data", "subscribers", "agreements", "background-checks"], [
    "Background check companies and researchers get the nightly bulk extract under a signed agreement; the extract excludes confidential case types, sealed records and dates of birth, and each subscriber must apply sealing and dismissal updates within 5 days. The subscriber list is `feeds/bulk/subscribers.yaml`.",
], "2025-07-28", deps=["confidential-case-types"])
mem("public-terminals", "rule", "Courthouse public terminals", ["public-terminals", "kiosks", "courthouse", "documents"], [
    "The public terminals in each courthouse show what remote access shows plus the documents of criminal, family and probate cases that aren't confidential; they run in kiosk mode, print at the counter for the copy fee, and never allow downloads to a USB stick.",
], "2025-08-04", deps=["remote-access-limits"])
mem("media-requests", "rule", "Media and records requests", ["media", "records-requests", "press", "public"], [
    "Requests from reporters or the public for court records go to the clerk's records unit, not to us; we never run a query or an export for a requester directly. Requests for administrative records (not case records) go to court administration under the rule of court on judicial administrative records.",
], "2025-08-04")

# ---------------------------------------------------------------- retention
mem("records-retention", "rule", "Retention of case records", ["retention", "destruction", "records", "schedule"], [
    "Retention follows the state's records schedule by case type: limited civil and small claims 10 years after final disposition, felony convictions 75 years, juvenile until the person is 28 unless sealed earlier; judgments are kept forever. Destruction runs only on the records manager's signed list, never by a scheduled job alone.",
], "2025-08-11")
mem("audit-log", "rule", "Audit every view of a protected record", ["audit", "logging", "sealed", "access"], [
    "Every view, download and print of a sealed, confidential or juvenile record writes an audit event (who, what, when, why) to the append-only audit store, kept 7 years; the records manager reviews the report weekly. An audit write that fails blocks the view.",
], "2025-08-11")
mem("logging-pii", "rule", "No personal data in application logs", ["logging", "pii", "privacy", "observability"], [
    "Application logs carry case numbers and internal ids only: never party names, addresses, dates of birth, document text or a search's query string. Log fields go through `logsafe` in every service; a search for a name is logged as its length and result count.",
], "2025-08-18")
mem("backups", "rule", "Backups of documents and databases", ["backups", "restore", "documents", "databases"], [
    "The document store is replicated to the second site hourly and backed up nightly to immutable storage for 35 days; databases have point-in-time recovery for 14 days. A restore test of one random case's documents runs every month and its result goes in #court-tech.",
], "2025-08-18")
mem("disaster-recovery", "rule", "Disaster recovery", ["disaster-recovery", "failover", "second-site", "outage"], [
    "If the primary site is lost, efile and publicsearch fail over to the Harwick data room within 4 hours; docket writes pause until the court executive officer declares the failover. Filing deadlines that day are extended by standing order, which efile announces.",
], "2025-08-25", deps=["backups", "emergency-closure"])

# ---------------------------------------------------------------- engineering
mem("code-review", "rule", "Code review", ["code-review", "pull-requests", "approvals"], [
    "Every change needs one approval from #court-tech; changes to fees, deadlines, confidentiality, sealing or the warrant feed need two, one from the service's owner. Reviews check the test for the rule the change touches.",
], "2025-09-01")
mem("deploy-window", "rule", "Deploy only after the courthouses close", ["deploys", "release", "court-hours", "window"], [
    "Production deploys run weekdays from 17:30 to 21:30, before Casebook's nightly batch, never during court hours (08:00-17:00) and never on the last court day of a month, when filing volume peaks. An emergency fix during court hours needs the court executive officer's approval.",
], "2025-09-01", supersedes=["deploy-weekends"], deps=["release-train"])
mem("deploy-weekends", "rule", "Deploy on Saturday mornings", ["deploys", "release", "window"], [
    "Production deploys run on Saturdays 07:00-12:00 when efile traffic is lowest.",
], "2020-01-01", superseded_by="deploy-window", valid_until="2025-09-01")
mem("feature-flags", "rule", "Feature flags for filer-facing changes", ["feature-flags", "rollout", "efile"], [
    "New filer-facing features ship behind a flag in `flags.yaml`, turned on first for the clerks' training environment, then for one case type, then for all; flags are removed within two releases of full rollout.",
], "2025-09-08")
mem("test-data", "rule", "Synthetic test data only", ["test-data", "fixtures", "synthetic", "privacy"], [
    "Tests, staging and the training environment use synthetic cases from `tools/synth` (made-up names, the 555 phone range, addresses in a fictional town); never copy production cases, documents or party names, even with names changed, because the document text identifies people.",
], "2025-09-08")
mem("deadline-tests", "rule", "Every deadline rule has worked examples", ["tests", "deadlines", "holidays", "regression"], [
    "Each deadline computation has a table test of worked examples agreed with the clerk's office, including a daylight saving change, a court holiday on a Monday and an emergency closure; a new rule ships with its examples in `deadlines/testdata/`.",
], "2025-09-15", deps=["court-holidays", "court-time"])
mem("secrets", "rule", "Secrets and keys", ["secrets", "vault", "keys", "credentials"], [
    "Keys and passwords live in Vault under `court-tech/<service>`; nothing in the repo, the CI variables or a ticket. A leaked key is rotated at once and the leak reported to the court's security officer.",
], "2025-09-15")
mem("on-call", "rule", "On-call", ["on-call", "pager", "incidents", "rota"], [
    "One engineer is on call each week, Monday to Monday, on the pager; efile's deadline nights (the last court day of a month and the days before a holiday) get a second engineer until 00:30.",
], "2025-09-22")
mem("incidents", "rule", "Incidents and the efile outage notice", ["incidents", "outage", "postmortem", "status"], [
    "An efile outage over 30 minutes during a filing day is posted on the status page, because the presiding judge can extend deadlines for a technical failure of the court's system; the incident record gives start and end times for that order. Every incident gets a blameless review within a week.",
], "2025-09-22", deps=["on-call"])
mem("db-migrations", "rule", "Database migrations", ["migrations", "database", "postgres", "schema"], [
    "Migrations live in each service's `migrations/` folder, are numbered, backward compatible with the running version (add, then backfill, then remove in a later release) and have a down file; a migration that locks a large table runs in the deploy window only.",
], "2025-09-29", deps=["deploy-window"])
mem("api-versioning", "rule", "Versioning the partner APIs", ["api", "versioning", "partners", "deprecation"], [
    "The agency and bulk APIs are versioned in the path (`/v2/`); a breaking change gets a new version, and the old one is kept for 12 months after the partners are told in writing. Fields are added, never renamed.",
], "2025-09-29", deps=["agency-api"])
mem("dependency-updates", "rule", "Dependency updates", ["dependencies", "updates", "renovate", "vulnerabilities"], [
    "Renovate opens dependency updates weekly, grouped per service; security fixes are merged within 7 days (2 for a critical one on an internet-facing service), other updates within a month. Never pin to a fork without an issue explaining why.",
], "2025-10-06")
mem("accessibility", "rule", "Accessibility of efile and publicsearch", ["accessibility", "wcag", "screen-readers", "keyboard"], [
    "efile and publicsearch meet WCAG 2.1 AA: every step usable by keyboard, labels on every field, errors announced to screen readers, and documents we generate tagged. The court's ADA coordinator tests each release's new screens with a screen reader.",
], "2025-10-06")
mem("browser-support", "rule", "Supported browsers", ["browsers", "support", "frontend"], [
    "efile supports the last two versions of Chrome, Edge, Firefox and Safari and works on phones for the guided interviews; the public terminals run Edge in kiosk mode, which is what publicsearch is tested on first.",
], "2025-10-13")
mem("error-messages", "rule", "Error messages filers see", ["errors", "messages", "filers", "plain-language"], [
    "A filer sees what went wrong and what to do next, in plain language and in their language, and never an internal error, a stack trace or a code alone; every error also gives the clerk's help line and a reference the clerk can look up.",
], "2025-10-13", deps=["form-translations"])
mem("performance-budget", "rule", "Performance budget", ["performance", "latency", "budget", "efile"], [
    "efile pages load in under 2 seconds at the 95th percentile on a mid-range phone on 4G; uploads stream to storage and show progress, and a 150 MB submission must not time out on a 5 Mbit line. publicsearch answers a name search in under 1 second.",
], "2025-10-20")
mem("observability", "rule", "Metrics and traces", ["observability", "metrics", "tracing", "dashboards"], [
    "Every service exports OpenTelemetry traces and Prometheus metrics; the submission id and the case number are the trace attributes. The filing funnel dashboard (submitted, accepted, rejected, time in review) is what the clerk's office watches.",
], "2025-10-20", deps=["logging-pii"])
mem("document-storage", "rule", "How documents are stored", ["documents", "storage", "object-store", "hash"], [
    "Documents are stored in the object store by content hash with a record in docs' database; the path never contains a party name or a case title, and a stored object is never overwritten. Deleting a document is only by the destruction run.",
], "2025-10-27", deps=["records-retention"])
mem("ocr", "rule", "Text of scanned documents", ["ocr", "scanned", "search", "docs"], [
    "Paper filed at the counter is scanned and run through OCR so the text is searchable for the clerks; OCR text is never shown to the public as the record, only the image is, and OCR text of confidential documents is never indexed.",
], "2025-10-27", deps=["confidential-case-types"])
mem("watermarks", "rule", "Watermarks on public copies", ["watermarks", "copies", "public-access", "documents"], [
    "A document downloaded from publicsearch or printed at a terminal carries the `Unofficial copy, not certified` watermark and the download time; only certified copies come without it.",
], "2025-11-03", deps=["conformed-copies"])
mem("accounts-security", "rule", "Efile account security", ["accounts", "mfa", "login", "security"], [
    "Attorney and staff accounts must use a second factor (authenticator app or security key); pro per accounts may use email codes. Sessions end after 30 minutes idle, and a password reset never reveals whether an email has an account.",
], "2025-11-03")
mem("clerk-roles", "rule", "Clerk roles in intake and Casebook", ["roles", "permissions", "clerks", "access"], [
    "Permissions come from the clerk's Casebook role (intake, courtroom, records, sealed, finance, supervisor); intake reads the role at each login, never caches it across sessions, and a role change takes effect at the next login.",
], "2025-11-10")
mem("juror-data-boundary", "rule", "Juror data stays in the jury system", ["jury", "jurors", "privacy", "boundary"], [
    "Juror names, addresses and questionnaires live only in the jury office's system; our services never receive, log or display them, and a case's docket never shows a juror's name, only their number.",
], "2025-11-10")
mem("livestream", "rule", "Livestreams of hearings", ["livestream", "video", "media", "hearings"], [
    "A hearing is livestreamed only when the judge has signed the media order for it; the stream page shows the department's stream while the order is active and never records. Confidential case types are never streamed.",
], "2025-11-17", deps=["remote-hearings", "confidential-case-types"])
mem("protective-orders", "rule", "Restraining order requests after hours", ["restraining-orders", "ex-parte", "urgent", "after-hours"], [
    "An emergency protective order request filed outside court hours goes straight to the on-duty judge's queue and pages them; it never waits for intake. The signed order goes to the sheriff and the state restraining order registry within one hour.",
], "2025-11-17", deps=["judge-signatures", "warrants-feed"])
mem("evictions-masking", "rule", "Eviction cases are masked for 60 days", ["evictions", "unlawful-detainer", "masking", "public-access"], [
    "Unlawful detainer (eviction) cases are hidden from publicsearch and the bulk data for 60 days after filing, and stay hidden unless the landlord wins a judgment in that time, as the statute requires.",
], "2025-11-24", deps=["confidential-case-types", "bulk-data"])
mem("name-changes", "rule", "Name change petitions", ["name-change", "petitions", "publication", "gender-identity"], [
    "A name change petition normally needs publication of the order to show cause in a newspaper for four weeks; a petition to conform to gender identity needs no publication and is confidential on request, so efile never asks for a newspaper in that flow.",
], "2025-11-24")
mem("probate-notices", "rule", "Probate notices of petition", ["probate", "notices", "publication", "estates"], [
    "A probate petition to administer an estate needs the notice of petition published three times before the hearing; efile collects the newspaper's proof of publication as an attachment before the hearing, and the probate examiner's notes are never public.",
], "2025-12-01", deps=["hearing-notices"])
mem("small-claims", "rule", "Small claims limits", ["small-claims", "limits", "claims", "forms"], [
    "A small claims case may ask for at most $12,500 for a person and $6,250 for a business, and a plaintiff may file at most two claims over $2,500 a year; efile checks both from the plaintiff's past cases and explains the limit before the fee.",
], "2025-12-01", deps=["filing-fees"])
mem("appeals", "rule", "Notices of appeal", ["appeals", "appellate", "record-on-appeal", "deadline"], [
    "A notice of appeal is filed in our court; the clerk prepares the record on appeal from the docket and documents and sends it to the Court of Appeal's system. The deadline (usually 60 days from notice of entry of judgment) is shown, never enforced: a late appeal is the appellate court's call.",
], "2025-12-01", deps=["transcripts"])

# ---------------------------------------------------------------- skills
mem("process-sealing-order", "skill", "Process a sealing or expungement order", ["sealing", "expungement", "runbook", "publicsearch"], [
    "1. Find the signed order's docket entry and the records it names. 2. Run `qm seal apply --order <entry>` (marks the records, removes them from the public index and the terminals). 3. Check publicsearch in a private window. 4. Queue the bulk data removal notice. 5. Note the order number in the sealing log.",
], "2025-06-02", deps=["sealing-orders", "bulk-data"])
mem("closure-runbook", "skill", "Declare an emergency closure", ["closure", "emergency", "runbook", "efile"], [
    "1. Get the presiding judge's closure order number. 2. Add it to `config/closures.yaml` with the courthouse and the dates; deploy config only. 3. Turn on the closure banner. 4. Re-run the deadline job for filings due that day. 5. Post in #clerks.",
], "2025-06-09", deps=["emergency-closure"])
mem("onboard-agency", "skill", "Onboard a partner agency", ["partners", "onboarding", "api", "certificates"], [
    "1. Check the signed data sharing agreement with court administration. 2. Issue the client certificate from the partner CA. 3. Create the agency in `agencies.yaml` with its case scope. 4. Give the sandbox endpoint and test cases from `tools/synth`. 5. Turn on production after their test filings pass.",
], "2025-06-16", deps=["agency-api", "test-data"])
mem("replay-filing-queue", "skill", "Replay stuck filings", ["intake", "queue", "replay", "runbook"], [
    "1. List submissions stuck in `submitted` for more than 15 minutes (`qm intake stuck`). 2. Check docs and the virus scanner are up. 3. `qm intake replay --since <time>`; replay is idempotent by submission id. 4. Confirm the received time is the original one, not the replay time.",
], "2025-06-23", deps=["filing-timestamp", "virus-scan"])
mem("restore-document", "skill", "Restore a document from backup", ["backups", "restore", "documents", "runbook"], [
    "1. Open a ticket with the case number and document id. 2. Find the content hash in docs' database. 3. Restore the object from the nightly backup to the quarantine bucket. 4. Check the hash matches. 5. Move it back; never restore over an existing object.",
], "2025-06-30", deps=["backups", "document-storage"])
mem("rotate-agency-cert", "skill", "Rotate a partner's client certificate", ["certificates", "partners", "rotation", "mtls"], [
    "1. Issue the new certificate 30 days before the old one expires. 2. Add it to the agency's allowed list beside the old one. 3. Confirm their traffic uses the new one in the gateway logs. 4. Remove the old one.",
], "2025-07-07", deps=["agency-api", "secrets"])
mem("add-case-type", "skill", "Add a new case type", ["case-types", "runbook", "configuration"], [
    "1. Get the state's code and the fee schedule entry. 2. Add the type to Casebook's config with court administration. 3. Add it to intake's reasons, the fee lookup and the confidentiality list. 4. Add retention from the records schedule. 5. Add guided forms if pro per filers can file it.",
], "2025-07-14", deps=["case-types", "filing-fees", "confidential-case-types", "records-retention"])
mem("update-fee-schedule", "skill", "Load a new fee schedule", ["fees", "fee-schedule", "runbook"], [
    "1. Take the published schedule from court administration with its effective date. 2. Add it to `fees/schedule.yaml` as a new version; never edit the current one. 3. Run the fee table tests. 4. Deploy before the effective date; filings are charged by their received time.",
], "2025-07-21", deps=["filing-fees", "filing-timestamp"])
mem("cut-release", "skill", "Cut a release", ["release", "runbook", "deploys"], [
    "1. Monday: cut `release/<date>` and deploy to staging. 2. Tuesday: clerk's office sign-off with the checklist. 3. Wednesday 17:30: deploy to production, watch the filing funnel for 30 minutes. 4. Tag and write the release notes for #clerks.",
], "2025-07-28", deps=["release-train", "deploy-window"])
mem("monthly-state-report", "skill", "Send the monthly state report", ["statistics", "state-reporting", "runbook"], [
    "1. On the 5th, run `qm stats build --month <m>`. 2. Compare with last month and last year; explain any type over 15% off. 3. Get court administration's OK. 4. Upload to the repository by the 15th and file the receipt.",
], "2025-08-04", deps=["state-reporting"])
mem("new-forms-release", "skill", "Ship a new Judicial Council form revision", ["forms", "judicial-council", "runbook", "translations"], [
    "1. Get the revised form and its effective date. 2. Update the field map in `efile/forms/`. 3. Send changed help text to the translators. 4. Pin the version in `versions.json` to switch on the effective date. 5. Test a filled form in each language.",
], "2025-08-11", deps=["guided-forms", "form-translations"])
mem("subject-request", "skill", "Answer an audit request from a judge or the records manager", ["audit", "reports", "sealed", "runbook"], [
    "1. Get the request in writing from the records manager or a judicial officer. 2. Run `qm audit report --record <id> --from --to`. 3. Send the report only to the requester through the secure share. 4. Log the request.",
], "2025-08-18", deps=["audit-log"])

# ---------------------------------------------------------------- hidden: clerks and jury office
mem("counter-filing", "rule", "Paper filings at the counter", ["counter", "paper", "scanning", "clerks"], [
    "A paper filing at the counter is stamped, scanned the same day and indexed in Casebook; the original goes in the day's box for the records room.",
], "2025-03-03", role=["clerks"])
mem("phone-script", "skill", "Clerk phone script", ["phone", "clerks", "legal-advice", "script"], [
    "Clerks explain procedures and forms but never give legal advice; callers asking what to do are sent to the self-help center or the lawyer referral service.",
], "2025-03-10", role=["clerks"])
mem("cash-drawer", "rule", "Cash drawer close", ["cash", "counter", "finance", "clerks"], [
    "Each counter clerk closes the cash drawer at 16:30 with a second clerk counting; a difference over $5 is reported to the finance supervisor the same day.",
], "2025-03-17", role=["clerks"])
mem("juror-summons", "rule", "Juror summons", ["jury", "summons", "jurors"], [
    "Summons are mailed six weeks ahead from the DMV and voter lists; a summoned juror can postpone once online, up to six months.",
], "2025-04-07", role=["jury-office"])
mem("juror-excusals", "rule", "Juror excusals for hardship", ["jury", "excusals", "hardship"], [
    "Hardship excusals need a reason from the list and, for medical reasons, a doctor's note; the jury commissioner decides within 5 days.",
], "2025-04-14", role=["jury-office"])
mem("juror-pay", "rule", "Juror pay and mileage", ["jury", "pay", "mileage"], [
    "Jurors are paid $15 a day from the second day and mileage one way; pay runs every two weeks through the county auditor.",
], "2025-04-21", role=["jury-office"])
mem("tech-role-note", "knowledge", "What court-tech can and cannot see", ["roles", "court-tech", "access", "support"], [
    "Court-tech engineers have no Casebook role: production data is reached only through break-glass access approved by the clerk's office supervisor for an incident, and every break-glass session is recorded.",
], "2025-04-28", role=["court-tech"])
