"""Memories of the Ardlow evaluation store (an invented university's student systems team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Ardlow student systems", ["architecture", "services", "repo"], [
    "Repo `ardlow/`: `admissions/` (Java 21, Spring Boot, Postgres) takes applications and makes offers; `records/` (C#, .NET 8, SQL Server) is the student record: enrolment, modules, fee status, marks and awards; `exams/` (Python, Django) builds the exam timetable and seating and takes marks entry; `vlesync/` (Go) pushes enrolments to the virtual learning environment (Moodle); `portal/` (Vue 3) is the student and staff portal.",
    "Ardlow University has about 19,000 students on 240 programmes in four faculties, 3,100 of them international.",
], "2025-01-13")
mem("environments", "knowledge", "Environments", ["environments", "staging", "sandbox"], [
    "Production, staging at stg.ardlow.internal, and the admissions sandbox. Staging's `admissions/` talks only to the national admissions service's sandbox and staging's `vlesync/` only to the test Moodle: a staging offer sent to the live service would reach a real applicant. Staging's records are a synthetic cohort rebuilt every Monday.",
], "2025-01-13")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack"], [
    "Student systems (admissions, records, exams, vlesync, portal): #ardlow-studentsys. The exams office owns the exam timetable rules, invigilation and exam papers (#exams-office); registry owns awards, certificates and graduation (#registry); the disability service owns learning support plans; the international office owns visa sponsorship (#intl-office).",
], "2025-01-13")
mem("identifiers", "knowledge", "Student ids, candidate numbers and module codes", ["identifiers", "student-id", "candidate-number", "modules"], [
    "A student id is eight digits starting with the entry year (`24012345`); a candidate number is a separate six-character code issued per academic year for anonymous marking; a module code is subject, level and number (`HIS5021`: history, level 5). An academic year is written `2025/26`.",
], "2025-01-13")
mem("academic-calendar", "knowledge", "Academic calendar", ["calendar", "terms", "exam-periods", "weeks"], [
    "Three terms; teaching weeks are numbered 1-30 from the first Monday of the autumn term. Exam periods: January (weeks 13-14), May-June (weeks 28-31) and the August resit period. Results are released in July for finalists and in late June for other years.",
], "2025-01-13")

# ---------------------------------------------------------------- rules of the university
mem("marks-release", "rule", "Marks are released only after the exam board", ["marks", "results", "exam-board", "release"], [
    "Marks are provisional until the exam board ratifies them; `portal/` shows a module mark to a student only after `records/` has the board's ratification and the published release date has passed. Provisional marks never reach students, by screen, email or export.",
], "2025-03-03", supersedes=["marks-instant"], deps=["identifiers"])
mem("marks-instant", "rule", "Marks shown as soon as entered", ["marks", "results", "portal"], [
    "A module mark appears in the student's portal as soon as the module leader enters it, marked \"provisional\".",
], "2023-09-04", superseded_by="marks-release", valid_until="2025-03-03")
mem("anonymous-marking", "rule", "Anonymous marking", ["anonymous-marking", "candidate-number", "marking", "scripts"], [
    "Exam scripts and coursework are marked by candidate number only: markers never see a name or student id, and `exams/` shows markers no field that could identify the student. The candidate-to-student mapping is joined only when marks are loaded into `records/`.",
], "2025-01-20", deps=["identifiers"])
mem("moderation", "rule", "Second marking and moderation", ["moderation", "second-marking", "marks", "external-examiner"], [
    "Every assessment worth more than 30% of a module is second-marked or moderated on a sample of at least 10% (minimum 8 scripts, all fails and firsts); the external examiner sees the sample before the board. Marks entry records who marked and who moderated.",
], "2025-01-20", deps=["anonymous-marking"])
mem("reasonable-adjustments", "rule", "Reasonable adjustments in exams", ["adjustments", "disability", "extra-time", "exams", "special-category"], [
    "Exam adjustments (extra time, a separate room, rest breaks, a reader or scribe, a computer) come from the student's learning support plan from the disability service. `exams/` stores only the adjustments, never the diagnosis or the plan itself, which are special category data.",
], "2025-02-03")
mem("extenuating-circumstances", "rule", "Extenuating circumstances", ["extenuating-circumstances", "mitigation", "deferral", "evidence"], [
    "Claims for extenuating circumstances are made in the portal within 5 working days of the assessment; the evidence (medical notes and the like) is seen only by the faculty panel and deleted 12 months after the decision. Outcomes are an extension, a deferral to the next sitting as a first attempt, or no action; a panel never changes a mark.",
], "2025-02-10", supersedes=["ec-paper-forms"])
mem("ec-paper-forms", "rule", "Extenuating circumstances on paper forms", ["extenuating-circumstances", "forms", "email"], [
    "Students fill in the EC1 form and email it with their evidence to their faculty office, which files it in the shared drive.",
], "2023-09-04", superseded_by="extenuating-circumstances", valid_until="2025-02-10")
mem("late-submission", "rule", "Late submission penalty", ["late-submission", "penalty", "coursework", "deadlines"], [
    "Coursework submitted late loses 5 marks per working day, for up to 5 working days, and gets zero after that; the mark is never taken below the pass mark if it was a pass before the penalty. An approved extension moves the deadline; the penalty is computed by `records/`, never by hand.",
], "2025-02-10", supersedes=["late-penalty-percent"], deps=["extenuating-circumstances"])
mem("late-penalty-percent", "rule", "Late penalty of 10% a day", ["late-submission", "penalty", "coursework"], [
    "Late coursework loses 10% of the mark for each calendar day late, including weekends.",
], "2022-09-05", superseded_by="late-submission", valid_until="2025-02-10")
mem("resits", "rule", "Resits and capped marks", ["resits", "capped", "pass-mark", "reassessment"], [
    "A resit mark is capped at the pass mark (40 undergraduate, 50 postgraduate taught) unless the first attempt was deferred for extenuating circumstances; a student gets one resit per module. Resits are sat in the August resit period.",
], "2025-02-17", deps=["extenuating-circumstances", "academic-calendar"])
mem("degree-classification", "rule", "Degree classification", ["classification", "degree", "algorithm", "borderline", "awards"], [
    "The honours classification is the credit-weighted average of level 5 and level 6 marks, weighted 1:2; within 2 percentage points below a boundary the higher class is given if at least half of level 6 credits are in the higher band. It is computed only in `records/`, never in `portal/` or a spreadsheet, and confirmed by the exam board.",
], "2025-02-17", supersedes=["classification-best-credits"], deps=["marks-release"])
mem("classification-best-credits", "rule", "Classification from the best 90 credits", ["classification", "degree", "algorithm"], [
    "The honours class is the average of the student's best 90 level 6 credits, with the exam board rounding up any average ending in .5.",
], "2021-09-06", superseded_by="degree-classification", valid_until="2025-02-17")
mem("academic-misconduct", "rule", "Academic misconduct and similarity reports", ["misconduct", "plagiarism", "similarity", "ai-generated", "integrity"], [
    "A similarity score or an AI-detector result is never evidence of misconduct on its own and never triggers a penalty automatically; suspected cases go to the academic integrity panel, and the mark is withheld in `records/` until its outcome.",
], "2025-03-10", deps=["marks-release"])
mem("exam-timetable", "rule", "Exam timetable rules", ["timetable", "exams", "clashes", "publication"], [
    "No student has two exams at the same time or more than two on one day, and none has an exam within 12 hours of the previous one ending. The timetable is published to students 6 weeks before each exam period and frozen after that except for changes the exams office approves.",
], "2025-02-24", deps=["academic-calendar"])
mem("exam-seating", "rule", "Exam seating", ["seating", "exams", "rooms", "invigilation"], [
    "Students are seated by candidate number; students with adjustments sit in the adjustment rooms with their own timing; each room has at least one invigilator per 30 candidates. Seating plans are produced by `exams/` 48 hours before the exam and never show names.",
], "2025-02-24", deps=["anonymous-marking", "reasonable-adjustments"])
mem("online-exams", "rule", "Online exams", ["online-exams", "timed", "time-zones", "open-book"], [
    "Online exams are open-book, in a 24-hour window or a timed slot, with no remote proctoring or webcam monitoring. Students abroad see their local time in the portal, but the slot is stored in UTC; extra time from adjustments is added to the slot, not the window.",
], "2025-03-03", deps=["reasonable-adjustments", "times-and-zones"])
mem("times-and-zones", "rule", "Times and time zones", ["time-zones", "utc", "europe-london", "deadlines"], [
    "Deadlines and exam times are stored in UTC with the Europe/London zone kept alongside and shown in UK time by default; a coursework deadline is always 14:00 UK time on a working day, never midnight.",
], "2025-01-20")
mem("fee-status", "rule", "Fee status", ["fees", "fee-status", "home", "international", "admissions"], [
    "Fee status (home or international) is assessed once by `admissions/` from the applicant's residence and immigration answers before an offer is made, and changes only through the fee status review; `records/` never recalculates it.",
], "2025-01-27")
mem("debt-and-marks", "rule", "Debt never withholds marks", ["fees", "debt", "sanctions", "transcripts"], [
    "Unpaid tuition fees never withhold marks, transcripts or progression; the only sanction is that a student with debt over 60 days cannot book a graduation ceremony. No code path may block a results screen on a fee balance.",
], "2025-03-17", deps=["fee-status"])
mem("payment-plans", "rule", "Tuition fee payments and plans", ["fees", "payments", "instalments", "card"], [
    "Self-funded students pay in full or in three instalments (October, January, April) through the payment provider's hosted page; `records/` keeps only the payment reference and amount, never card details, and sponsor invoices go through finance, not `records/`.",
], "2025-03-17", deps=["fee-status"])
mem("visa-attendance", "rule", "Attendance monitoring for sponsored students", ["visa", "attendance", "international", "sponsorship", "immigration"], [
    "For students on a student visa, attendance is recorded from card taps at teaching rooms; 10 consecutive working days without contact is reported to the international office, which alone decides whether to report to the immigration authority. Attendance data for other students is not used for sanctions.",
], "2025-02-03", deps=["identifiers"])
mem("cas-issuing", "rule", "Confirmation of acceptance for studies", ["cas", "visa", "international", "admissions", "offers"], [
    "A CAS is issued only by the international office's workflow in `admissions/`, after an unconditional firm offer, verified qualifications, English language evidence and the deposit; a withdrawn student's CAS is reported within 10 working days.",
], "2025-02-03", deps=["offers"])
mem("offers", "rule", "Offers and conditions", ["offers", "admissions", "conditions", "contextual"], [
    "Offers are made by `admissions/` from the programme's published entry requirements; a contextual offer (up to two grades lower) needs a contextual flag from the national admissions service data. Every decision is sent to the national admissions service within 10 working days of the application being complete.",
], "2025-01-27")
mem("confirmation-day", "rule", "Results day (confirmation)", ["confirmation", "results-day", "admissions", "clearing"], [
    "On results day, conditional offers are confirmed automatically only where every condition is met exactly; near misses go to the admissions tutor's list and are never auto-declined. Clearing places are offered by phone through `admissions/` only after the confirmation run.",
], "2025-02-24", deps=["offers"])
mem("applicant-data", "rule", "Applicant data retention", ["retention", "applicants", "gdpr", "admissions"], [
    "Unsuccessful and withdrawn applicants' data is deleted from `admissions/` 12 months after the cycle ends; enrolled students' application data moves to `records/` at enrolment.",
], "2025-01-27")
mem("student-records-retention", "rule", "Student record retention", ["retention", "records", "gdpr", "transcripts"], [
    "The full student record is kept for 6 years after the student leaves; after that only the core record (name, dates, programme, modules, marks and award) is kept permanently for transcripts and verification.",
], "2025-01-27")
mem("preferred-names", "rule", "Preferred names and pronouns", ["names", "preferred-name", "pronouns", "certificates"], [
    "The preferred name is shown everywhere students and staff see a name (portal, registers, VLE, email); the legal name is used only on the degree certificate, the transcript and immigration documents. Pronouns are optional and shown only where the student chose.",
], "2025-02-10")
mem("transcripts", "rule", "Transcripts and award certificates", ["transcripts", "certificates", "awards", "verification"], [
    "Official transcripts are generated only by `records/` as digitally signed PDFs; an award appears on a transcript only after registry confers it following the exam board. Third-party degree checks go through the verification service, never an emailed copy.",
], "2025-03-10", deps=["marks-release", "preferred-names"])
mem("vle-enrolments", "rule", "VLE enrolments come from records", ["vle", "moodle", "enrolments", "sync"], [
    "`records/` is the source of module enrolments: `vlesync/` pushes them to Moodle every 15 minutes and nobody enrols students in Moodle by hand. A withdrawn student keeps read-only access for 30 days, then loses it.",
], "2025-02-17", deps=["identifiers"])
mem("module-changes", "rule", "Changes to modules and assessments", ["modules", "assessment", "consumer-law", "catalogue"], [
    "A module's assessment pattern and credits are fixed in the catalogue for the academic year; a change after the module starts needs the board of studies' approval and notice to the enrolled students, and `records/` keeps each year's version.",
], "2025-03-03", deps=["academic-calendar"])
mem("under-18s", "rule", "Students under 18", ["under-18", "safeguarding", "minors", "consent"], [
    "Students under 18 at enrolment are flagged in `records/`; the flag is visible to their personal tutor and the safeguarding lead only, and residential field trips need a parent's consent recorded before the student is added.",
], "2025-02-24")
mem("student-messages", "rule", "Messages to students", ["email", "notifications", "messages", "templates"], [
    "Emails about marks, deadlines, exams or fees use the approved templates in `portal/templates` and go to the university address only; nothing about a student's marks or circumstances goes to a personal address or by SMS.",
], "2025-02-10")
mem("accessibility", "rule", "Portal accessibility", ["accessibility", "wcag", "screen-reader", "portal"], [
    "`portal/` meets WCAG 2.2 AA: every page is tested with NVDA and VoiceOver before release, timed pages (online exams) never expire without a warning and a way to extend.",
], "2025-02-10")

# ---------------------------------------------------------------- engineering
mem("java-conventions", "rule", "Java conventions (admissions)", ["java", "admissions", "spring", "tests"], [
    "`admissions/` is Java 21 with Spring Boot; a decision is one transaction with an outbox row for the message to the national admissions service; tests are JUnit 5 with Testcontainers Postgres and the service's recorded sandbox responses, never the live service.",
], "2025-01-13")
mem("csharp-conventions", "rule", "C# conventions (records)", ["csharp", "dotnet", "records", "decimal"], [
    "`records/` is C# on .NET 8: marks and averages are `decimal`, never `double`, rounded half up only at the final step; every change to a mark writes an audit row with who, when and why.",
], "2025-01-13")
mem("python-conventions", "rule", "Python conventions (exams)", ["python", "django", "exams", "ruff", "pytest"], [
    "`exams/` is Python 3.12 with Django; `ruff` and `mypy` must pass, tests are `pytest` with factory-built synthetic students, and timetable solving runs as a background job, never in a web request.",
], "2025-01-13")
mem("go-conventions", "rule", "Go conventions (vlesync)", ["go", "vlesync", "moodle", "retries"], [
    "`vlesync/` is idempotent: each run compares `records/` with Moodle and applies only the difference; every Moodle call has a timeout and retries with backoff, and a run that fails halfway is safe to run again.",
], "2025-01-20", deps=["vle-enrolments"])
mem("portal-conventions", "rule", "Portal conventions (Vue)", ["vue", "portal", "frontend", "design-system"], [
    "`portal/` is Vue 3 with our design system Quill (`@ardlow/quill`) for every component; it shows what the services return and never computes marks, averages, classifications or fees itself.",
], "2025-01-20")
mem("db-migrations", "rule", "Database migrations", ["migrations", "sql-server", "postgres", "expand-contract"], [
    "Migrations (EF Core in `records/`, Flyway in `admissions/`, Django in `exams/`) are expand then contract over two releases and never lock the marks or enrolments tables for more than a second; backfills run in batches at night.",
], "2025-01-20")
mem("test-data", "rule", "Test data", ["tests", "fixtures", "synthetic", "personal-data"], [
    "Tests and staging use synthetic students only: no real names, student ids, marks, adjustments or circumstances, even in a private branch or a bug report.",
], "2025-01-13")
mem("deploys", "rule", "Deploys", ["deploy", "pipeline", "release"], [
    "Deploy through the pipeline only, after CI and one review, Monday to Thursday 09:00-15:00. No deploys to `records/`, `exams/` or `portal/` during a results freeze.",
], "2025-01-13", deps=["results-freeze"])
mem("results-freeze", "rule", "Exam and results freeze", ["freeze", "exams", "results", "deploy"], [
    "From a week before each exam period until the last results release after it, nothing is deployed to `exams/`, `records/` or `portal/` except a fix the exams office asks for in writing; results day for admissions is frozen the same way for `admissions/`.",
], "2025-02-24", deps=["academic-calendar"])
mem("code-review", "rule", "Code review", ["review", "pull-request", "marks", "classification"], [
    "One review for any change; two for anything touching marks, classification, fees or the national admissions interface, one of them from the service's lead engineer.",
], "2025-01-13")
mem("secrets", "rule", "Secrets", ["secrets", "vault", "keys", "signing-key"], [
    "The national admissions service credentials, the Moodle token, the payment provider keys and the transcript signing certificate live in Vault, never in the repo, CI variables or Slack. An exposed secret is rotated the same day.",
], "2025-01-13")
mem("logging", "rule", "Logging", ["logging", "logs", "personal-data", "observability"], [
    "Structured JSON logs with a request id and the pseudonymous student key; never log names, student ids, candidate numbers next to ids, marks, adjustments or circumstances.",
], "2025-01-13")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "rollout", "faculties"], [
    "New student-facing behaviour is rolled out faculty by faculty behind a flag, starting with the smallest faculty, and never switched on during an exam period; a flag is removed within two releases of reaching every faculty.",
], "2025-02-03", deps=["academic-calendar"])

# ---------------------------------------------------------------- skills and incidents
mem("release-results", "skill", "Releasing results", ["results", "release", "exam-board", "portal"], [
    "After the exam board: registry loads the ratified marks into `records/`, the release job is scheduled for the published date at 09:00 UK time, a test release is checked on 5 synthetic students in staging, then the portal's results page is switched on and the results emails go out.",
], "2025-03-24", deps=["marks-release", "student-messages"])
mem("incident-results-wrong", "skill", "Released results are wrong", ["incident", "results", "marks", "rollback"], [
    "If released marks are wrong, switch the results page off at once, tell registry and the exams office, fix the marks in `records/` with an audit reason, and re-release with an apology email; never edit marks in the database by hand.",
], "2025-04-07", deps=["release-results"])
mem("incident-exam-portal", "skill", "The portal fails during an online exam", ["incident", "online-exams", "portal", "outage"], [
    "If `portal/` fails during an online exam, tell the exams office at once: they extend the window for everyone affected by the outage time plus 30 minutes and accept submissions by email to the exams office address until it is back.",
], "2025-04-07", deps=["online-exams"])
mem("incident-vlesync", "skill", "VLE enrolments stop syncing", ["incident", "vlesync", "moodle", "enrolments"], [
    "If Moodle enrolments are more than an hour behind, check the last `vlesync/` run and the Moodle token, run it again (it is safe to), and post in #ardlow-studentsys; never enrol the missing students in Moodle by hand.",
], "2025-04-14", deps=["vle-enrolments", "go-conventions"])
mem("new-programme", "skill", "Adding a new programme", ["programmes", "new-programme", "catalogue", "admissions"], [
    "A new programme needs its catalogue entry with modules and credits for each level, its entry requirements in `admissions/`, its fee for home and international students, its exam board in `exams/`, and its code sent to the national admissions service; it opens for applications behind a flag.",
], "2025-05-05", deps=["module-changes", "offers", "feature-flags"])
mem("exam-board-pack", "skill", "Preparing the exam board pack", ["exam-board", "marks", "export", "external-examiner"], [
    "Two weeks before the board, export from `records/` the module mark sheets by candidate number, the moderation records and the extenuating circumstances outcomes (outcome only, no evidence) for the external examiner; the board pack never contains names.",
], "2025-04-14", deps=["anonymous-marking", "moderation", "extenuating-circumstances"])
mem("run-classification", "skill", "Running the classification for finalists", ["classification", "finalists", "exam-board", "records"], [
    "After all level 6 marks are ratified, run the classification job in `records/`, review the borderline list with the programme leader, and lock the result for the board; reruns after locking need the board chair's approval.",
], "2025-04-21", deps=["degree-classification", "marks-release"])

# ---------------------------------------------------------------- role: student-systems (the store's role)
mem("on-call", "knowledge", "Student systems on-call", ["on-call", "pagerduty", "rota"], [
    "Student systems on-call is a weekly PagerDuty rota handed over on Monday at 10:00; during exam periods and on results days a second engineer is on call from 07:00.",
], "2025-01-13", role=["student-systems"])
mem("frontend-stack", "knowledge", "Portal frontend stack", ["frontend", "vue", "vite", "design-system"], [
    "The portal is Vue 3 with Vite, Pinia for state and our Quill design system; charts use ECharts and every page is server-rendered for the login flow.",
], "2025-01-13", role=["student-systems"])

# ---------------------------------------------------------------- role: exams-office (hidden from student-systems)
mem("invigilator-rota", "rule", "Invigilator rota", ["invigilators", "rota", "exams"], [
    "Invigilators are booked from the approved pool at least 10 days before each exam, with one lead invigilator per room and no invigilator from the department setting the paper.",
], "2025-01-14", role=["exams-office"])
mem("exam-papers", "skill", "Printing and storing exam papers", ["exam-papers", "printing", "security"], [
    "Exam papers are printed in the secure print room no earlier than 3 days before the exam and kept in the locked store until the lead invigilator collects them.",
], "2025-01-14", role=["exams-office"])

# ---------------------------------------------------------------- role: registry (hidden from student-systems)
mem("ceremony-seating", "skill", "Graduation ceremony seating", ["graduation", "ceremony", "seating", "guests"], [
    "Each graduand gets two guest tickets; extra tickets are released a week before from returns, and wheelchair spaces are allocated first.",
], "2025-01-15", role=["registry"])
mem("certificate-printing", "skill", "Printing degree certificates", ["certificates", "printing", "awards"], [
    "Certificates are printed on the security paper stock after conferral, signed by the Vice-Chancellor's facsimile, and reprints need the original returned or a statutory declaration.",
], "2025-01-15", role=["registry"])
