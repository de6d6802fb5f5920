#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an engineer, a clerk or a judge's staff at the court would
pass them (pull-request titles, long multi-clause agent requests, what a filer or a clerk reported)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("qm", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "efile: refuse Word files and scanned PDFs without text at upload, 35 MB per document",
     ["file-formats"], ["file-size-10mb"])
case("exact", "docket: an error is fixed by a new correction entry that points at the old one", ["docket-immutable"])
case("exact", "publicsearch: hide unlawful detainer cases for 60 days after filing", ["evictions-masking"])
case("exact", "a recalled warrant must reach the sheriff's warrant system within 1 minute", ["warrants-feed"])
case("exact", "fee waiver request FW-001 with the first paper, decided within 5 court days", ["fee-waiver"],
     ["fee-waiver-paper"])
case("exact", "convert accepted documents to PDF/A-2b and keep the original submission", ["pdfa-conversion"])
case("exact", "notify: compute the last day to serve a notice of hearing, 16 court days plus 5 for mail",
     ["hearing-notices"])
case("exact", "match the processor's settlement file against Casebook receipts every court day",
     ["daily-reconciliation"])
case("exact", "feat(efile): small claims limit of two claims over $2,500 a year", ["small-claims"])
case("exact", "store documents in the object store by content hash, never overwrite a stored object",
     ["document-storage"])
case("exact", "Safe at Home substitute address on notices", ["confidential-addresses"])
case("exact", "production deploys weekdays 17:30 to 21:30, never during court hours", ["deploy-window"],
     ["deploy-weekends"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "a lawyer hit submit at 11:58 pm but the clerk only looked at it the next afternoon, what date "
     "does it get", ["filing-timestamp"])
case("paraphrase", "two John Garcias with the same birthday showed up, should the system just combine them",
     ["party-matching"])
case("paraphrase", "the big landlord wants to know which tenants were taken to court last month",
     ["evictions-masking", "bulk-data"])
case("paraphrase", "someone wrote their whole social in the middle of a declaration", ["redaction", "redaction-check"],
     ["redaction-ssn-full"])
case("paraphrase", "the judge's private scribbles about a case showed up in the export", ["judge-notes"])
case("paraphrase", "the lobby TVs are still showing this morning's list after the 2pm change", ["daily-calendars"])
case("paraphrase", "a reporter called asking us to pull every DUI case from last year", ["media-requests"])
case("paraphrase", "the deadline was computed an hour off the week the clocks went back", ["court-time",
     "deadline-tests"])
case("paraphrase", "a mother wants her kid's custody papers downloadable from home", ["remote-access-limits",
     "confidential-case-types"])
case("paraphrase", "can a bail bond company run 5,000 name lookups an hour off our website", ["rate-limits",
     "bulk-data"])
case("paraphrase", "the letter to the respondent came back marked moved, no forwarding address", ["returned-mail"])
case("paraphrase", "grandma speaks only Cantonese and has a hearing on the 12th", ["interpreters"])
case("paraphrase", "the photo of the damaged car the plaintiff showed at trial was swapped for a sharper one",
     ["exhibits"])
case("paraphrase", "how soon should a lawyer's invalid login code expire, and do they need an app for it",
     ["accounts-security"])
case("paraphrase", "a court watcher wants the mp3 of yesterday's arraignment", ["audio-recordings", "transcripts"])
case("paraphrase", "somebody's lawyer was disbarred last week and still sent in a motion", ["attorney-registration"])
case("paraphrase", "a trans woman changing her name asks why the form wants a newspaper", ["name-changes"])
case("paraphrase", "the copy someone printed in the lobby looks like an official one", ["watermarks",
     "conformed-copies"])

# multi-term: several concerns in one long task
case("multi-term", "Build the online fee waiver flow: let the first paper go in unpaid, don't capture the card until "
     "it's accepted, explain everything in Spanish and Vietnamese too, and make it usable by keyboard.",
     ["fee-waiver", "payments", "form-translations", "accessibility"], ["fee-waiver-paper"])
case("multi-term", "Add a 'remote hearing' section to the hearing notice email: the video link for the parties, the "
     "interpreter if one was asked for, and the last day to serve computed from court days.",
     ["remote-hearings", "interpreters", "hearing-notices", "electronic-service"])
case("multi-term", "Write the nightly DMV job: send the day's traffic judgments, skip anything dismissed or sealed, "
     "retry when their endpoint is down, and keep names out of the job's logs.",
     ["dmv-abstracts", "sealing-orders", "logging-pii"])
case("multi-term", "Rework upload: stream big files with progress, scan them for viruses first, turn them into "
     "PDF/A, and tell the filer in plain words when a file is refused.",
     ["performance-budget", "virus-scan", "pdfa-conversion", "file-formats", "error-messages"], ["file-size-10mb"])
case("multi-term", "We're adding a new 'gun violence restraining order' case type: its code and fee, keep it off the "
     "public search, how long we keep it, and an after-hours path to the duty judge.",
     ["add-case-type", "case-types", "filing-fees", "confidential-case-types", "records-retention",
      "protective-orders"])
case("multi-term", "Design the records destruction run: take the records manager's signed list, delete the stored "
     "PDFs, keep the judgments, and log what was destroyed.",
     ["records-retention", "document-storage", "audit-log"])
case("multi-term", "Create a weekly report of who opened sealed files, send it only to the records manager, and "
     "don't put party names in the report's logs.",
     ["audit-log", "sealed-records", "subject-request", "logging-pii"])
case("multi-term", "Move the warrant feed to the sheriff's new API version: both signed and recalled warrants, "
     "page on-call when it fails three times, and get two reviewers on it.",
     ["warrants-feed", "on-call", "code-review"])
case("multi-term", "Let the public defender file motions through the API: their own certificate, only their cases, "
     "and a v2 endpoint we keep alongside the old one for a year.",
     ["agency-api", "onboard-agency", "api-versioning"])
case("multi-term", "Email notices: stop mailing paper to people who consented to email, fall back to paper when an "
     "email bounces, and never send a protected address to the print vendor.",
     ["electronic-service", "email-bounces", "mail-vendor", "confidential-addresses"], ["notices-by-mail"])
case("multi-term", "Set up the staging refresh: fake cases and people from the synth tool, no real documents, the "
     "payment sandbox, and never the live sheriff connection.",
     ["test-data", "environments"])
case("multi-term", "Implement the judge's signing queue: hardware key login, lock the order once signed, file it "
     "on the docket, and push signed protective orders out within the hour.",
     ["judge-signatures", "docket-immutable", "protective-orders"])

# negation: the task asks for what a memory forbids
case("negation", "add an edit button to docket entries so clerks can fix typos in place", ["docket-immutable"])
case("negation", "have the redaction checker black out SSNs itself and reject the filing", ["redaction-check",
     "redaction"], ["redaction-ssn-full"])
case("negation", "use the holidays npm package to work out court days", ["court-holidays"])
case("negation", "ship the fee change on Saturday morning when nobody's filing", ["deploy-window"],
     ["deploy-weekends"])
case("negation", "give the background check company a higher rate limit instead of the bulk feed", ["rate-limits",
     "bulk-data"])
case("negation", "auto-merge person records when name and birth date match", ["party-matching"])
case("negation", "assign the case number as soon as the complaint is submitted", ["new-case-initiation"])
case("negation", "let the research attorney apply the judge's signature to routine orders", ["judge-signatures"])
case("negation", "block an appeal filed after 60 days at submission", ["appeals"])
case("negation", "log the search box text so we can see what people look for", ["logging-pii"])
case("negation", "let engineers query production Casebook directly to debug a filing", ["tech-role-note",
     "clerk-roles"])
case("negation", "replace the exhibit file when the attorney uploads a better scan", ["exhibits"])

# dependency-chain: a task that needs a memory and what it builds on
case("dependency-chain", "Judge Okafor just signed an order sealing a 2011 conviction",
     ["process-sealing-order", "sealing-orders"], deps=["sealing-orders", "bulk-data"])
case("dependency-chain", "the Harwick courthouse flooded overnight and is closed today",
     ["closure-runbook", "emergency-closure"], deps=["emergency-closure", "court-holidays"])
case("dependency-chain", "probation wants API access for their new case tracking tool",
     ["onboard-agency", "probation-access", "agency-api"], deps=["agency-api", "test-data"])
case("dependency-chain", "filings have been sitting in submitted since the scanner restarted",
     ["replay-filing-queue", "filing-timestamp", "virus-scan"], deps=["filing-timestamp", "virus-scan"])
case("dependency-chain", "court administration published new fees effective July 1",
     ["update-fee-schedule", "filing-fees"], deps=["filing-fees", "filing-timestamp"])
case("dependency-chain", "a clerk deleted a declaration by mistake and needs it back",
     ["restore-document", "backups", "document-storage"], deps=["backups", "document-storage"])
case("dependency-chain", "it's the 5th, time for the state numbers", ["monthly-state-report", "state-reporting"],
     deps=["state-reporting"])
case("dependency-chain", "the Judicial Council revised the small claims form SC-100",
     ["new-forms-release", "guided-forms", "form-translations", "small-claims"],
     deps=["guided-forms", "form-translations"])
case("dependency-chain", "the DA's client certificate expires at the end of the month",
     ["rotate-agency-cert", "agency-api"], deps=["agency-api", "secrets"])
case("dependency-chain", "release branch gets cut Monday", ["cut-release", "release-train", "deploy-window"],
     deps=["release-train", "deploy-window"])

# zero-match: chores and engineering the store says nothing about
case("zero-match", "order new toner for the third floor printer", [])
case("zero-match", "update the parking garage gate codes for the new judges", [])
case("zero-match", "migrate the team wiki from Confluence to Notion", [])
case("zero-match", "write a Kubernetes operator for autoscaling the GPU nodes", [])
case("zero-match", "plan the holiday party for the clerk's office", [])
case("zero-match", "upgrade the courthouse elevator controllers", [])
case("zero-match", "add dark mode to the internal HR timesheet app", [])
case("zero-match", "book a conference room for Thursday's vendor demo", [])
case("zero-match", "benchmark Rust versus Zig for a JSON parser", [])
case("zero-match", "set up a Minecraft server for the interns", [])
case("zero-match", "renew the domain for the old county museum website", [])
case("zero-match", "translate the cafeteria menu into French", [])
case("zero-match", "who fixes the air conditioning in department 12", [])
case("zero-match", "configure the new badge readers at the Stony Ford parking lot", [])

# role-isolation: the store's role is court-tech; clerks and jury-office memories are hidden
case("role-isolation", "how does a counter clerk close the cash drawer at the end of the day", [], ["cash-drawer"])
case("role-isolation", "what should clerks say when a caller asks whether to sue", [], ["phone-script"])
case("role-isolation", "how far ahead do we mail juror summons", [], ["juror-summons"])
case("role-isolation", "a juror says jury duty would cost her job, who decides", [], ["juror-excusals"])
case("role-isolation", "how much are jurors paid per day", [], ["juror-pay"])
case("role-isolation", "what happens to paper filed at the counter", [], ["counter-filing"])
case("role-isolation", "can I look at a production case to debug a rejected filing", ["tech-role-note"])
case("role-isolation", "who approves break-glass access during an incident", ["tech-role-note", "incidents"])
case("role-isolation", "our services just received juror names from a partner, what do we do",
     ["juror-data-boundary"], ["juror-summons"])
case("role-isolation", "which Casebook role lets a clerk see sealed documents", ["clerk-roles", "sealed-records"])

# mixed-intent: two topics in one task
case("mixed-intent", "the mail vendor's API key was pasted in a ticket, and check the notify logs for addresses",
     ["secrets", "logging-pii"])
case("mixed-intent", "roll out the new guided divorce forms at Harwick first and make sure they work on phones",
     ["feature-flags", "guided-forms", "browser-support"])
case("mixed-intent", "efile was down for an hour this afternoon; and who's on call this week",
     ["incidents", "on-call"])
case("mixed-intent", "add a column to the filings table without locking it, and put the migration in Wednesday's "
     "release", ["db-migrations", "deploy-window", "cut-release"])
case("mixed-intent", "refund a double payment of $800 and check why yesterday's receipts didn't add up",
     ["refunds", "daily-reconciliation"])
case("mixed-intent", "stream Thursday's murder trial online and show it on the lobby calendar",
     ["livestream", "daily-calendars"])
case("mixed-intent", "a probate petition's hearing is set; which newspaper notice proof do we need, and can the "
     "examiner's notes be public", ["probate-notices"])
case("mixed-intent", "renovate flagged a critical vuln in the upload library; also the scanner is timing out",
     ["dependency-updates", "virus-scan"])
case("mixed-intent", "a rejected filing's email had no reason in it, and the resubmission got a new date",
     ["rejection-notices", "filing-statuses", "filing-timestamp"])
case("mixed-intent", "a random draw assigned the case to the judge who just recused; also send the record to the "
     "appeals court", ["case-assignment", "appeals"])
case("mixed-intent", "the OCR text of a juvenile case is showing up in clerk search, and the trace dashboards need "
     "the case number", ["ocr", "confidential-case-types", "observability"])
case("mixed-intent", "a pro per filer can't open an account without a card, and wants paper notices",
     ["self-represented", "electronic-service"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
