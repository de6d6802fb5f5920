#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an agent or a colleague would pass them (pull-request
titles, long multi-clause tasks, indirect descriptions)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("ar", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "portal: show a module mark only after the exam board has ratified it and the release date has passed",
     ["marks-release"], ["marks-instant"])
case("exact", "exams: markers see the candidate number only, never the name or student id", ["anonymous-marking"])
case("exact", "records: late submission penalty of 5 marks per working day for up to 5 working days",
     ["late-submission"], ["late-penalty-percent"])
case("exact", "cap resit marks at the pass mark unless the first attempt was deferred", ["resits"])
case("exact", "store exam slots in UTC and show them in UK time with the Europe/London zone", ["times-and-zones"])
case("exact", "vlesync: push module enrolments from records to Moodle every 15 minutes", ["vle-enrolments"])
case("exact", "records: marks and averages as decimal, never double, with an audit row for every mark change",
     ["csharp-conventions"])
case("exact", "issue the CAS after an unconditional firm offer, verified qualifications and the deposit",
     ["cas-issuing"])
case("exact", "seating plans by candidate number with one invigilator per 30 candidates", ["exam-seating"])
case("exact", "delete unsuccessful applicants' data 12 months after the admissions cycle ends", ["applicant-data"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "a student scored 68 in her retake of a module she failed, why does her record show 40",
     ["resits"])
case("paraphrase", "Turnitin flagged an essay at 62%, can we just give it zero automatically", ["academic-misconduct"])
case("paraphrase", "a student with dyslexia should get 25% longer in her exams, where do we keep that",
     ["reasonable-adjustments"])
case("paraphrase", "one student has three papers on the same Wednesday in June", ["exam-timetable"])
case("paraphrase", "a second year hasn't paid his fees, should we hide his grades until he does", ["debt-and-marks"])
case("paraphrase", "a trans student wants the name he uses to appear on class lists but not on his degree parchment",
     ["preferred-names"])
case("paraphrase", "a student on a study visa has not been seen in any lecture for two and a half weeks",
     ["visa-attendance"])
case("paraphrase", "an applicant missed their conditional offer by one grade on the day A-level results come out",
     ["confirmation-day"])
case("paraphrase", "the history department wants to swap the final exam of a module for a portfolio halfway "
     "through the term", ["module-changes"])
case("paraphrase", "a 17 year old first year wants to join the geology field week in Skye", ["under-18s"])
case("paraphrase", "a student in Singapore asks what time her online paper actually starts for her",
     ["online-exams", "times-and-zones"])
case("paraphrase", "how long do we keep everything about a student who graduated in 2019", ["student-records-retention"])

# multi-term: long agent-style tasks
case("multi-term", "Build the classification run for finalists: weighted level 5 and 6 averages, the borderline list "
     "for the programme leader, and lock the result before the board.",
     ["run-classification", "degree-classification"], ["classification-best-credits"])
case("multi-term", "Release this summer's results: load the ratified marks, schedule the 09:00 release, check it on "
     "synthetic students in staging and send the emails.",
     ["release-results", "marks-release", "student-messages", "test-data"], ["marks-instant"])
case("multi-term", "Add the new MSc in data science: catalogue modules and credits, entry requirements, home and "
     "international fees, its exam board, behind a flag.",
     ["new-programme", "module-changes", "offers", "feature-flags"])
case("multi-term", "Let students claim extenuating circumstances in the portal, upload their doctor's letter for the "
     "panel only, and get an extension that moves the late penalty deadline.",
     ["extenuating-circumstances", "late-submission"], ["ec-paper-forms", "late-penalty-percent"])
case("multi-term", "Build the June exam timetable with no clashes, seat everyone by candidate number and put students "
     "with extra time in the adjustment rooms.",
     ["exam-timetable", "exam-seating", "reasonable-adjustments", "anonymous-marking"])
case("multi-term", "Move online exams to timed slots for students in other countries, add their extra time, and warn "
     "before the page times out.",
     ["online-exams", "times-and-zones", "reasonable-adjustments", "accessibility"])
case("multi-term", "Put the transcript download in the portal: signed PDF from records with the legal name and the "
     "conferred award only.",
     ["transcripts", "preferred-names", "portal-conventions"])
case("multi-term", "Take tuition fee instalments through the payment page and keep only the reference; do not let a "
     "fee balance block anything but the ceremony booking.",
     ["payment-plans", "debt-and-marks", "fee-status"])
case("multi-term", "Prepare the board pack for the external examiner: mark sheets by candidate number, moderation "
     "samples and the EC outcomes.",
     ["exam-board-pack", "moderation", "anonymous-marking", "extenuating-circumstances"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "show module marks in the portal the moment the lecturer types them in", ["marks-release"],
     ["marks-instant"])
case("negation", "bring back the EC1 form emailed to the faculty office", ["extenuating-circumstances"],
     ["ec-paper-forms"])
case("negation", "take 10% off per calendar day for late coursework, weekends included", ["late-submission"],
     ["late-penalty-percent"])
case("negation", "classify degrees on the best 90 credits at level 6 like we used to", ["degree-classification"],
     ["classification-best-credits"])
case("negation", "work out the degree class in the portal so students can see a prediction", ["degree-classification",
     "portal-conventions"])
case("negation", "store the student's autism diagnosis in exams so invigilators understand", ["reasonable-adjustments"])
case("negation", "set up webcam proctoring for the online finals", ["online-exams"])
case("negation", "let the faculty office add the missing students straight into Moodle", ["vle-enrolments"])

# dependency-chain: a skill or rule whose prerequisites must come along
case("dependency-chain", "results went out this morning and a whole module has the wrong marks",
     ["incident-results-wrong", "release-results"], deps=["release-results"])
case("dependency-chain", "the portal went down 40 minutes into the online statistics exam",
     ["incident-exam-portal", "online-exams"], deps=["online-exams"])
case("dependency-chain", "half the new first years can't see their modules in Moodle",
     ["incident-vlesync", "vle-enrolments", "go-conventions"], deps=["vle-enrolments", "go-conventions"])
case("dependency-chain", "run the classification for this year's finalists",
     ["run-classification", "degree-classification", "marks-release"], deps=["degree-classification", "marks-release"])
case("dependency-chain", "put together the exam board pack for economics",
     ["exam-board-pack", "anonymous-marking", "moderation", "extenuating-circumstances"],
     deps=["anonymous-marking", "moderation", "extenuating-circumstances"])
case("dependency-chain", "deploy the records fix in the middle of the May exams", ["deploys", "results-freeze"],
     deps=["results-freeze"])
case("dependency-chain", "open a new undergraduate programme in marine biology",
     ["new-programme", "module-changes", "offers", "feature-flags"], deps=["module-changes", "offers", "feature-flags"])
case("dependency-chain", "release the resit results in September", ["release-results", "marks-release", "student-messages"],
     deps=["marks-release", "student-messages"])

# zero-match: nothing in the store covers it (some share an incidental word with the store)
case("zero-match", "book a room for the team away day", [])
case("zero-match", "claim back the train fare from the conference in Leeds", [])
case("zero-match", "my laptop won't connect to eduroam", [])
case("zero-match", "order a standing desk for the office", [])
case("zero-match", "how do I book annual leave over Easter", [])
case("zero-match", "write a Terraform module for the Redis cluster", [])
case("zero-match", "renew the domain for the staff choir website", [])
case("zero-match", "the printer on the third floor is jammed", [])
case("zero-match", "update my bank details in the payroll system", [])
case("zero-match", "recommend a good history of the university for the library display", [])

# role-isolation: the store's role is student-systems; exams-office and registry memories are hidden
case("role-isolation", "who can invigilate the chemistry exam on Thursday", [], ["invigilator-rota"])
case("role-isolation", "when should the exam papers go to the print room", [], ["exam-papers"])
case("role-isolation", "a graduand wants four guest tickets for the ceremony", [], ["ceremony-seating"])
case("role-isolation", "reprint a degree certificate that was lost in a house move", [], ["certificate-printing"])
case("role-isolation", "which invigilator leads the sports hall", [], ["invigilator-rota"])
case("role-isolation", "which component library should the new timetable page in the portal use", ["frontend-stack"])
case("role-isolation", "who is on call for student systems this week", ["on-call"])
case("role-isolation", "does on-call start early on results day", ["on-call"])

# mixed-intent: two topics in one task
case("mixed-intent", "the Moodle token was pasted in Slack, and make sure no student ids end up in the vlesync logs",
     ["secrets", "logging"])
case("mixed-intent", "roll the new coursework submission page out to one faculty first and make sure screen readers "
     "can use it", ["feature-flags", "accessibility"])
case("mixed-intent", "a test for the late penalty change with some sample students, and who needs to review it",
     ["test-data", "code-review", "late-submission"], ["late-penalty-percent"])
case("mixed-intent", "staging sent an offer to a real applicant and the staging Moodle shows real students",
     ["environments", "offers", "test-data"])
case("mixed-intent", "add a column to the marks table without locking it, during the January exams",
     ["db-migrations", "results-freeze"])
case("mixed-intent", "email students their exam timetable and text them a reminder the day before",
     ["student-messages", "exam-timetable"])
case("mixed-intent", "a 17 year old on a student visa: who may see that he is under 18, and is two weeks off sick "
     "reported to the immigration authority",
     ["under-18s", "visa-attendance"])
case("mixed-intent", "assess an applicant's fee status and make the contextual offer the same day",
     ["fee-status", "offers"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
