"""Memories of the Fernhollow evaluation store (an invented independent music distributor and
royalty accounting service's platform team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Fernhollow systems", ["architecture", "services", "repo"], [
    "Repo `fernhollow/`: `ingest/` (Python, FastAPI) takes releases from labels through the uploader and DDEX ERN feeds and checks audio and artwork; `delivery/` (Go) builds ERN messages and delivers releases, updates and takedowns to the DSPs; `reports/` (Scala, Spark) loads the DSPs' sales and usage reports and matches every line to a recording and release; `ledger/` (Kotlin) holds contracts, splits, advances, royalties and statements; `payouts/` pays payees through the payment provider; `portal/` (TypeScript, React) is the artists' and labels' portal.",
    "Fernhollow distributes about 40,000 releases for 900 independent labels and self-releasing artists to 35 DSPs (streaming and download stores) and pays their royalties every month.",
], "2025-01-13")
mem("environments", "knowledge", "Environments", ["environments", "staging", "sandbox"], [
    "Production, staging at stg.fernhollow.internal, and the DSP sandboxes. Staging's `delivery/` only ever talks to the DSPs' sandbox endpoints: a staging delivery to a live DSP endpoint would publish a test release to real listeners. Staging's ledger is rebuilt from an anonymised copy of production every Monday.",
], "2025-01-13")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack"], [
    "Platform (ingest, delivery, reports, ledger, payouts, portal): #fh-platform. Content operations own metadata quality, the unmatched queue and copyright claims (#fh-content-ops); label services own label contracts and onboarding (#fh-label-services); finance owns the month close, payouts approval and tax (#fh-finance).",
], "2025-01-13")
mem("identifiers", "knowledge", "Identifiers: ISRC, UPC, ISWC", ["isrc", "upc", "iswc", "identifiers", "codes"], [
    "An ISRC (12 characters, e.g. `GBFHW2500123`) identifies one recording; a UPC/EAN (12 or 13 digits with a check digit) identifies one release (a single, EP or album); an ISWC identifies a musical work (the song, not the recording). Our own ids: `rel_…` for a release, `trk_…` for a track on it.",
    "The same recording keeps its ISRC on every release it appears on (single, then album); reports name the ISRC, and sometimes only the UPC.",
], "2025-01-13")
mem("dsp-reports", "knowledge", "The DSPs and their reports", ["dsp", "reports", "sales", "usage", "cadence"], [
    "Most DSPs send one monthly sales and usage report per month of use, as DDEX DSR flat files or their own CSV, 30 to 45 days after the month ends; a few send quarterly. Some also send daily trending files, which are estimates and never money.",
    "Each report states its period, territory, currency and per line the ISRC or UPC, the usage type (stream, download, UGC use) and the net amount payable to us.",
], "2025-01-20")
mem("month-close", "knowledge", "The month close calendar", ["month-close", "calendar", "statements", "payouts"], [
    "Reports received by the 20th are in that month's close. On the 1st to 5th of the next month finance closes the period in `ledger/`; statements are published on the 10th and payouts go out on the 15th.",
], "2025-01-20")

# ---------------------------------------------------------------- releases and delivery
mem("release-dates", "rule", "Release dates and lead time", ["release-date", "lead-time", "delivery", "friday"], [
    "A release goes live at 00:00 local time on its release date in each territory (new music Friday, unless the label chose another day). It must be delivered to every DSP at least 10 working days before the release date; `ingest/` refuses an earlier date and only label services can override it.",
], "2025-02-03")
mem("artwork-spec", "rule", "Cover artwork", ["artwork", "cover", "images", "ingest"], [
    "Cover art is a square RGB JPEG or PNG, at least 3000 x 3000 px. It must not show URLs, social handles, prices, release dates, DSP logos or a blurred or pixelated image; `ingest/` checks size and colour space automatically and content ops review the rest.",
], "2025-02-03")
mem("audio-qc", "rule", "Audio quality checks", ["audio", "qc", "wav", "flac", "mastering"], [
    "Masters are WAV or FLAC, at least 16-bit 44.1 kHz, stereo. `ingest/` rejects lossy sources (an MP3 converted to WAV shows a cut-off above 16 kHz), digital silence longer than 10 seconds at either end and files shorter than 30 seconds.",
    "We never normalise, trim or otherwise change a master: the DSPs normalise loudness themselves.",
], "2025-02-03")
mem("metadata-style", "rule", "Release metadata style", ["metadata", "titles", "artists", "featuring", "style-guide"], [
    "Artist names are spelt exactly as on the artist's earlier releases (one artist profile per DSP). Featured artists are added as contributors with the featured role, never typed into the title as `feat.`; versions go in the version field (`Radio Edit`, `Remastered 2025`), not in the title.",
    "Titles keep the artist's own capitalisation; no all caps unless the artist's name is all caps, no emojis, no descriptive words like `Official` or `HD`.",
], "2025-02-03")
mem("isrc-allocation", "rule", "Allocating ISRCs", ["isrc", "allocation", "recordings", "remaster"], [
    "We allocate an ISRC from Fernhollow's registrant code `GBFHW` only when the label has none for the recording. An ISRC is never reused for a different recording; a remaster, a new mix or a re-recording is a new recording with a new ISRC, while the same recording on a compilation keeps its ISRC.",
], "2025-02-10", deps=["identifiers"])
mem("upc-allocation", "rule", "Allocating UPCs", ["upc", "ean", "allocation", "releases", "gs1"], [
    "Each release gets a UPC from our GS1 range when the label has none. A release whose tracklist, audio or main artist changes is a new release with a new UPC; title typos and genre changes keep the UPC.",
], "2025-02-10", deps=["identifiers"])
mem("explicit-content", "rule", "Explicit content flags", ["explicit", "parental-advisory", "clean", "lyrics"], [
    "Every track carries an explicit flag (explicit, clean or not explicit). A clean edit of an explicit track is a separate recording with its own ISRC, linked to the explicit one; a release is explicit if any track on it is.",
], "2025-02-10", deps=["isrc-allocation"])
mem("territory-rights", "rule", "Territory rights", ["territories", "rights", "countries", "contracts", "delivery"], [
    "Every release carries the territories its label's contract allows (worldwide, worldwide excluding a list, or a list). `delivery/` never delivers a release to a DSP for a territory outside them, and a contract change that removes a territory sends an update to every DSP the same day.",
], "2025-02-17")
mem("ddex-ern", "rule", "DDEX ERN messages", ["ddex", "ern", "xml", "delivery", "schema"], [
    "Deliveries are DDEX ERN 4.3 messages: one NewReleaseMessage per release per DSP, an update message for any metadata change after delivery, and a takedown message to remove it. Every message is validated against the ERN schema and the DSP's own profile before sending; a message that fails validation is never sent.",
], "2025-02-17")
mem("release-changes", "rule", "Changing a release after delivery", ["release", "update", "audio", "metadata", "re-release"], [
    "Metadata corrections after delivery go out as ERN update messages to every DSP that has the release. Audio cannot be replaced once a release is live: the label re-releases it with a new UPC and, for changed audio, new ISRCs, and the old release is taken down after the new one is live.",
], "2025-03-03", deps=["ddex-ern", "isrc-allocation", "upc-allocation"])
mem("pre-orders", "rule", "Pre-orders and instant grat tracks", ["pre-order", "presave", "instant-grat", "release-date"], [
    "A pre-order starts at least 7 days before the release date; instant grat tracks (available at once to pre-order buyers) are at most half of the release's tracks and never the whole release.",
], "2025-03-03", deps=["release-dates"])
mem("takedowns", "rule", "Takedowns", ["takedown", "removal", "delivery", "legal"], [
    "A takedown goes out from `delivery/` as an ERN takedown message to every DSP holding the release, within 24 hours, and within 4 hours for a legal or copyright takedown. The release record, its sales history and its statements are never deleted: a taken-down release is marked, not removed.",
], "2025-03-10", supersedes=["takedowns-email"], deps=["ddex-ern"])
mem("takedowns-email", "rule", "Removing a release from stores", ["takedown", "email", "dsp"], [
    "To remove a release, content ops email each DSP's content team with the UPC and track the replies in the takedown spreadsheet.",
], "2024-03-04", superseded_by="takedowns", valid_until="2025-03-10")
mem("fingerprinting", "rule", "Audio fingerprinting before delivery", ["fingerprint", "audio", "copyright", "matching"], [
    "Every new track is fingerprinted against our catalogue and the third-party reference database before delivery. A match above 70% with a recording owned by someone else holds the release for content ops; an uploader's own earlier recording is not a conflict.",
], "2025-03-10", deps=["copyright-claims"])
mem("copyright-claims", "rule", "Copyright claims", ["copyright", "claims", "disputes", "infringement"], [
    "A claim that a release infringes someone's rights goes to content ops, never to engineering. Royalties of the claimed release are held in `ledger/` from the day of the claim until content ops resolve it; the release is taken down only on content ops' decision.",
], "2025-03-10")
mem("artificial-streams", "rule", "Artificial streams", ["fraud", "artificial-streams", "bots", "royalties"], [
    "DSPs flag streams they judge artificial (bots, stream farms) in their reports or in separate notices. Royalties on flagged lines are never paid out: `ledger/` books them to the withheld account, and a release with more than 20% flagged streams in a month is referred to content ops.",
], "2025-04-07", deps=["royalty-calculation"])

# ---------------------------------------------------------------- reports and royalties
mem("unmatched-lines", "rule", "Unmatched report lines", ["matching", "unmatched", "isrc", "reports"], [
    "`reports/` matches every report line by ISRC, then by UPC and track number. A line that matches nothing goes to the unmatched queue for content ops; never match on title or artist name, which collide across thousands of releases. Unmatched money is held, not paid to anyone.",
], "2025-02-17", deps=["identifiers"])
mem("late-reports", "rule", "Late and corrected reports", ["late-reports", "corrections", "periods", "reports"], [
    "A report that arrives after its month is closed, or a DSP's corrected report, is booked in the current open period with the original period of use recorded on each line; a closed period is never reopened for it.",
], "2025-02-24", deps=["closed-periods"])
mem("money", "rule", "Money amounts", ["money", "amounts", "precision", "rounding", "decimals"], [
    "Amounts in `ledger/` are integers in micro-units (millionths) of their currency, because DSPs pay fractions of a cent per stream; `BigDecimal` only at API boundaries, never `Double` or `Float` anywhere.",
    "Round only when a statement is produced, half-even to the currency's minor unit, and carry the rounding difference to the next period.",
], "2025-01-20")
mem("currency-conversion", "rule", "Currency conversion", ["currency", "exchange-rate", "fx", "ecb"], [
    "Report lines are converted to the payee's statement currency at the ECB reference rate of the last working day of the report's period of use, and the rate is stored on every converted line so a statement can be reproduced.",
], "2025-06-02", supersedes=["fx-payment-day"])
mem("fx-payment-day", "rule", "Exchange rates for reports", ["currency", "exchange-rate", "bank"], [
    "Convert a DSP report's amounts at our bank's rate on the day the DSP's payment arrives.",
], "2024-01-15", superseded_by="currency-conversion", valid_until="2025-06-02")
mem("royalty-calculation", "rule", "Royalty calculation", ["royalties", "calculation", "distribution-fee", "ledger"], [
    "A line's royalty is the net amount the DSP pays us, converted, less Fernhollow's distribution fee from the label's contract; the remainder is split between the release's payees. The calculation of a period is deterministic: re-running it on the same reports gives the same amounts to the micro-unit.",
], "2025-01-27", deps=["money", "currency-conversion"])
mem("splits", "rule", "Royalty splits", ["splits", "percentages", "collaborators", "payees"], [
    "Splits are stored in basis points and must sum to exactly 10,000 for each track; `ledger/` refuses a split sheet that doesn't. A split change applies from the next open period, never to money already booked.",
], "2025-01-27")
mem("recoupment", "rule", "Advances and recoupment", ["advances", "recoupment", "recoup", "contracts"], [
    "An advance is recouped only from the royalties of the payee who received it, never from co-writers' or featured artists' splits. Recoupment across releases (cross-collateralisation) only when the contract says so; a statement shows the unrecouped balance.",
], "2025-02-24", deps=["royalty-calculation", "splits"])
mem("closed-periods", "rule", "Closed periods are immutable", ["periods", "month-close", "immutable", "adjustments"], [
    "Once finance closes a period, nothing booked in it changes: no update, no delete, not even to fix a bug. A correction is an adjustment line in the current open period that references the original line.",
], "2025-01-20")
mem("statements", "rule", "Royalty statements", ["statements", "pdf", "csv", "payees"], [
    "Every payee gets a monthly statement as PDF and CSV, per DSP, territory, release and track, with the opening balance, earnings, recoupment and closing balance. A statement is produced from `ledger/` alone and must be reproducible byte for byte from the ledger of its period.",
], "2025-04-07", supersedes=["statements-quarterly"], deps=["closed-periods", "money"])
mem("statements-quarterly", "rule", "Quarterly statements", ["statements", "quarterly", "spreadsheet"], [
    "Finance exports each label's earnings into the statement spreadsheet at the end of each quarter and emails it as a PDF.",
], "2024-01-15", superseded_by="statements", valid_until="2025-04-07")
mem("mechanicals", "rule", "Mechanical royalties", ["mechanicals", "publishing", "mlc", "songwriters"], [
    "For US streams the DSPs pay mechanical royalties to the MLC directly: we never deduct or pay mechanicals on them. For downloads and physical sales we pay mechanicals to the label to pass on, unless the contract says the label is paid net. Publishing (songwriter) royalties other than that are not ours to collect.",
], "2025-03-17")
mem("payout-threshold", "rule", "Payout threshold", ["payouts", "threshold", "minimum", "balance"], [
    "A payee is paid when the closing balance is at least 20 EUR (or the equivalent in the statement currency); a smaller balance carries forward to the next month. Payees cannot ask for an early payout.",
], "2025-01-27")
mem("tax-forms", "rule", "Tax forms and withholding", ["tax", "w-8ben", "w-9", "withholding"], [
    "No payout without a valid tax form on file (W-9 for US persons, W-8BEN or W-8BEN-E for others). US-source royalties to a payee without a treaty claim are withheld at 30%; a treaty rate only with the form that claims it.",
], "2025-01-27")
mem("payee-data", "rule", "Payee bank details and tax ids", ["pii", "bank-details", "tax-id", "encryption"], [
    "Payee bank details and tax ids are encrypted at rest and only `payouts/` can decrypt them; the portal shows the last four digits. A change of bank details needs a confirmation from the payee's verified email and holds the next payout for 72 hours.",
], "2025-02-10")
mem("listener-data", "rule", "Listener-level data in reports", ["privacy", "listeners", "gdpr", "reports", "retention"], [
    "Some DSP reports carry listener-level rows (hashed user ids, age band, gender). `reports/` aggregates them by day, territory and track on arrival and deletes the raw rows after 30 days; listener-level data is never shown in the portal or given to labels.",
], "2025-03-17")

# ---------------------------------------------------------------- engineering
mem("python-conventions", "rule", "Python conventions (ingest)", ["python", "ingest", "ruff", "mypy", "pytest"], [
    "`ingest/` is Python 3.12 with FastAPI and pydantic models; `ruff` and `mypy --strict` must pass and tests are `pytest` with the audio and artwork fixtures in `ingest/tests/fixtures`.",
], "2025-01-13")
mem("spark-conventions", "rule", "Spark job conventions (reports)", ["scala", "spark", "reports", "idempotent"], [
    "Every `reports/` job is idempotent per report file: loading the same file twice leaves the same result. Partition by period of use and DSP; never `collect()` a report to the driver, some are 200 million lines.",
], "2025-01-13")
mem("ledger-conventions", "rule", "Ledger conventions (Kotlin)", ["kotlin", "ledger", "double-entry", "property-tests"], [
    "`ledger/` is double-entry: every transaction's postings sum to zero, enforced in one place, `Journal.post`. Changes to splits, recoupment or rounding come with property tests (kotest) over generated split sheets and amounts.",
], "2025-01-13", deps=["money"])
mem("go-conventions", "rule", "Go conventions (delivery)", ["go", "delivery", "retries", "idempotency"], [
    "In `delivery/`, every call to a DSP has a context deadline and retries with exponential backoff; a delivery is idempotent, keyed by release, DSP and message type, so a retry never sends a second NewReleaseMessage.",
], "2025-01-13")
mem("portal-conventions", "rule", "Portal conventions", ["portal", "react", "typescript", "amounts"], [
    "The portal never computes money: amounts come from the ledger API as decimal strings and are only formatted, in the payee's locale. Everything shown to payees goes through the translation files (English, Spanish, Portuguese, French, German).",
], "2025-02-03")
mem("report-parsers", "skill", "Adding a DSP report format", ["reports", "parsers", "dsr", "csv", "fixtures"], [
    "Add a parser in `reports/parsers/<dsp>/` that maps the file to our report line schema, with an anonymised sample of a real report as a fixture and a golden test of the parsed lines and totals; the parsed total must equal the report's stated total to the micro-unit.",
], "2025-02-24", deps=["test-fixtures"])
mem("test-fixtures", "rule", "Test data", ["tests", "fixtures", "anonymised", "pii"], [
    "Tests use anonymised fixtures only: no real payee names, bank details, tax ids or listener ids, even in a private branch. Delivery tests run against the DSP sandboxes, never a live endpoint.",
], "2025-01-20")
mem("new-dsp", "skill", "Onboarding a new DSP", ["dsp", "onboarding", "delivery", "reports"], [
    "A new DSP needs: its signed agreement from label services, its ERN profile in `delivery/profiles`, a test delivery accepted in its sandbox, a parser for its reports, its report currency and cadence, and a row in the DSP table shown in the portal. Deliveries to it are switched on per label, never for the whole catalogue at once.",
], "2025-05-05", deps=["ddex-ern", "report-parsers"])
mem("deploys", "rule", "Deploys", ["deploy", "release", "pipeline", "friday"], [
    "Deploy through the pipeline only, after CI and one review; no deploys on Friday afternoon, when the week's releases are going live at midnight.",
], "2025-01-13", deps=["close-freeze"])
mem("close-freeze", "rule", "Month-close freeze", ["freeze", "month-close", "ledger", "reports"], [
    "From the 1st to the 5th of each month nothing is deployed to `ledger/`, `reports/` or `payouts/` except a fix finance asks for, while the period is being closed.",
], "2025-01-20", deps=["month-close"])
mem("code-review", "rule", "Code review", ["review", "pull-request", "ledger", "finance"], [
    "One review for any change; two for `ledger/` and `payouts/`, one of them from the finance engineering pair. Reviews of money code check the rounding and the property tests first.",
], "2025-01-13")
mem("secrets", "rule", "Secrets", ["secrets", "vault", "credentials", "sftp", "keys"], [
    "DSP SFTP keys, API tokens and the payment provider's keys live in Vault, never in the repo, CI variables or Slack. A secret that was exposed is rotated the same day, and the DSP is told if it was theirs.",
], "2025-01-13")
mem("logging", "rule", "Logging", ["logging", "logs", "pii", "observability"], [
    "Structured JSON logs with the release id, DSP and report id. Never log bank details, tax ids, payees' addresses or listener ids, and never a whole report line.",
], "2025-01-13")
mem("portal-analytics", "knowledge", "Streaming analytics in the portal", ["analytics", "portal", "trending", "estimates"], [
    "The portal's charts come from `reports/`' daily aggregates. Figures from daily trending files are shown as estimates until the monthly report for that month arrives and replaces them; estimates are never used for money.",
], "2025-03-24", deps=["listener-data"])

# ---------------------------------------------------------------- skills and incidents
mem("incident-delivery", "skill", "A delivery is failing", ["incident", "delivery", "dsp", "escalation"], [
    "Check the delivery dashboard and the DSP's status page, then re-queue the failed messages (never resend by hand). If a release date is less than 48 hours away, page the platform on-call and tell label services so they can warn the label.",
], "2025-02-10", deps=["release-dates"])
mem("incident-statements", "skill", "The statement run failed", ["incident", "statements", "rerun", "month-close"], [
    "Never rerun part of a statement run: roll the whole run back (`ledger statements rollback --run <id>`), fix, and rerun the whole period; a half-published run gives payees statements that don't add up.",
], "2025-04-14", deps=["statements"])
mem("payout-run", "skill", "The monthly payout run", ["payouts", "payment-provider", "run", "finance"], [
    "Payouts run on the 15th after finance approves the statements. `payouts/` sends one batch to the payment provider; a returned or failed payout goes back onto the payee's balance with a note, and is retried the next month.",
], "2025-02-03", deps=["payout-threshold", "tax-forms"])
mem("statement-queries", "skill", "An artist questions a statement", ["statements", "queries", "disputes", "support"], [
    "Find the statement's lines in `ledger/` by statement id and check them against the report lines they came from. If something is wrong, never edit the statement or the ledger: book an adjustment in the open period, which appears on the next statement.",
], "2025-04-14", deps=["closed-periods"])

# ---------------------------------------------------------------- role: platform (the store's role)
mem("frontend-stack", "knowledge", "Portal frontend stack", ["frontend", "react", "vite", "design-system"], [
    "The portal is Vite, React 19 and TanStack Query, with our design system Reed (`@fernhollow/reed`) for every component; charts are Recharts.",
], "2025-01-13", role=["platform"])
mem("on-call", "knowledge", "Platform on-call", ["on-call", "pagerduty", "rota"], [
    "Platform on-call is a weekly PagerDuty rota, handed over on Monday at 10:00; the on-call engineer also watches Thursday night's delivery queue before the Friday releases.",
], "2025-01-13", role=["platform"])

# ---------------------------------------------------------------- role: label-services (hidden from platform)
mem("distribution-fees", "rule", "Distribution fee deals", ["fees", "contracts", "negotiation"], [
    "The standard distribution fee is 15% of net receipts; anything under 10% needs the managing director's approval.",
], "2025-01-14", role=["label-services"])
mem("playlist-pitching", "skill", "Pitching to DSP editors", ["playlists", "pitching", "editorial", "marketing"], [
    "Pitch a priority release to the DSPs' editorial teams at least 4 weeks before release, with the one-page pitch and the artist's touring dates.",
], "2025-01-14", role=["label-services"])
mem("label-kyc", "rule", "Know your customer for new labels", ["kyc", "onboarding", "labels", "identity"], [
    "A new label or artist account is only activated after identity checks on its owner and a review of its catalogue for tracks it may not own.",
], "2025-01-14", role=["label-services"])

# ---------------------------------------------------------------- role: finance (hidden from platform)
mem("vat-self-billing", "rule", "VAT and self-billing invoices", ["vat", "invoices", "self-billing"], [
    "For VAT-registered payees we issue self-billing invoices with each statement under the self-billing agreement; the VAT number is checked against VIES each quarter.",
], "2025-01-15", role=["finance"])
mem("bank-reconciliation", "skill", "Reconciling DSP payments", ["reconciliation", "bank", "dsp-payments"], [
    "Match every DSP payment on the bank statement to its reports' totals; a difference over 0.5% is queried with the DSP before the period closes.",
], "2025-01-15", role=["finance"])
