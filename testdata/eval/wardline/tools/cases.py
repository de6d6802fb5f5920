#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("wl", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case


# exact: the task uses the memory's own key words
case("exact", "select_for_update on the slot row when booking an appointment", ["prevent-double-booking"])
case("exact", "when does hl7-bridge send the MLLP ACK for an HL7 message", ["hl7-ack-after-persist"])
case("exact", "AddIndexConcurrently in a Django migration, checking the SQL with sqlmigrate",
     ["add-django-migration", "migrations-backward-compatible"])
case("exact", "eas build and eas submit for the On-Shift app", ["release-mobile-eas"], ["release-mobile-codepush"])
case("exact", "run export_subject_data for a subject access request", ["subject-access-request"])
case("exact", "check_working_time: 48 hours a week and 11 hours rest between shifts", ["working-time-limits"])
case("exact", "FHIR Slot search parameters on fhir-gateway", ["fhir-resources"])
case("exact", "DCB0129 hazard log entry for the Clinical Safety Officer",
     ["clinical-safety-case", "write-hazard-log-entry"])
case("exact", "register a periodic task in schedules.py for celery beat",
     ["periodic-tasks-celery-beat", "add-periodic-job"], ["cron-kubernetes-cronjobs"])
case("exact", "Unleash feature flag is_enabled for one site", ["feature-flags"])
case("exact", "turnaround minutes between cases on a theatre list", ["theatre-list-structure"])
case("exact", "ruff and mypy errors from make check", ["lint-and-types-before-push"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "how do I stop two receptionists from giving the same appointment time to two different people at once",
     ["prevent-double-booking"])
case("paraphrase", "what's the latest a patient can call off their visit through the website",
     ["appointment-cancellation-window"])
case("paraphrase", "can we squeeze extra patients into an outpatient session that is already full",
     ["clinic-overbooking-limit"])
case("paraphrase", "how long must a nurse have off between the end of one shift and the start of the next",
     ["working-time-limits"])
case("paraphrase", "is it fine to print the person's NHS number while debugging a failing job",
     ["phi-never-in-logs"])
case("paraphrase", "how do the text messages that remind people about their hospital visits get sent",
     ["appointment-reminder-sms"], ["patient-sms-twilio", "shift-push-reminders"])
case("paraphrase", "how many hours ahead does a nurse get pinged on her phone before she starts work",
     ["shift-push-reminders"], ["appointment-reminder-sms"])
case("paraphrase", "a planned operation was called off because a trauma case came in; what happens to that patient now?",
     ["emergency-case-bumping"])
case("paraphrase", "which group do I ask about the connection that receives admissions from the patient administration system",
     ["service-owners"])
case("paraphrase", "how soon must someone graded P2 get their surgery", ["waiting-list-priorities"])
case("paraphrase", "how do I get my Python tidy and type-correct before I send it for review",
     ["lint-and-types-before-push"])
case("paraphrase", "who gets called at 3am when the hospital's admissions feed stops", ["on-call"])
case("paraphrase", "how long do we keep old appointment history before throwing it away", ["records-retention"])
case("paraphrase", "what start time does a nurse's phone show while she is on holiday in Spain",
     ["display-ward-local-time"])
case("paraphrase", "we want to try a new screen at just one hospital before everybody gets it", ["feature-flags"])
case("paraphrase", "what must a reminder text leave out to protect the patient's privacy", ["sms-minimum-content"])

# multi-term: agent-style task descriptions
case("multi-term", "The access team says the nightly report flagged 40 Northgate patients as over the 18-week target, but several of them "
     "simply never turned up to their first appointment. Check how the breach report treats people who did not attend and fix the job if it is wrong.",
     ["rtt-18-week-clock"])
case("multi-term", "Add a preferred_language column to the patients table so reminders can go out in Welsh, fill it in for existing "
     "Harbourside patients, and make sure the release doesn't break pods still running the old version.",
     ["add-django-migration", "migrations-backward-compatible", "backfill-large-table"])
case("multi-term", "Staff complain that On-Shift shows their shifts an hour off since the clocks went forward last Sunday. Find out whether "
     "the server stores the times wrongly or the app formats them wrongly, and fix it.",
     ["store-times-utc", "display-ward-local-time"])
case("multi-term", "Write a Celery task that calls Epic's API to confirm each new booking at Northgate. It has to cope with Epic being "
     "down for a few minutes, and must never send the same confirmation twice.",
     ["celery-retry-outbound", "celery-task-arguments"])
case("multi-term", "Add an endpoint that lets clinicians list tomorrow's appointments in their clinic with each patient's name and "
     "referral reason; every access to it must be traceable afterwards.",
     ["add-api-endpoint", "audit-patient-record-access", "serializers-explicit-fields"])
case("multi-term", "A GP federation wants to read free slots for our physiotherapy clinics through the FHIR API. Set up their access "
     "so they can read but never change anything.",
     ["smart-backend-auth", "fhir-resources"])
case("multi-term", "Since Tuesday, admissions from St Bride's no longer appear in Wardline and the feed lag graph keeps climbing. "
     "Find out whether our side is rejecting the messages and get them flowing again.",
     ["hl7-ack-after-persist", "observability"])
case("multi-term", "Patients at Harbourside say their reminder text mentioned the fertility clinic. Change the wording so it no longer "
     "reveals the department, and check the message still fits in one SMS.",
     ["add-sms-template", "sms-minimum-content"])
case("multi-term", "The ward manager at NGH wants next month's nursing roster published today, but two night shifts are below the "
     "minimum number of registered nurses. What are the rules, and how do I publish it?",
     ["roster-publication", "safe-staffing-ratios"])
case("multi-term", "I just joined Team Heron and need the backend running on my laptop with demo data, so I can point the On-Shift app "
     "on my phone at it.",
     ["local-dev-setup"])
case("multi-term", "Slot search on the booking clerk screen is now above 400 ms at p95. Check whether the cache is doing its job and "
     "whether we are outside our objective.",
     ["slot-availability-cache", "service-level-objectives"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "add the new reporting job as a Kubernetes CronJob manifest in deploy/cronjobs",
     ["periodic-tasks-celery-beat"], ["cron-kubernetes-cronjobs"])
case("negation", "pip-compile the requirements after adding httpx", ["uv-lockfile-dependencies"], ["requirements-pip-compile"])
case("negation", "does a shift swap between two nurses still have to wait for the ward manager to approve it?",
     ["shift-swap-auto-approval"], ["shift-swap-manager-approval"])
case("negation", "push a JavaScript hotfix to the On-Shift app with CodePush", ["release-mobile-eas"], ["release-mobile-codepush"])
case("negation", "set the Twilio credentials for appointment reminders in staging", ["appointment-reminder-sms"],
     ["patient-sms-twilio"])
case("negation", "can I use fields = \"__all__\" on the new waiting list serializer to save time?",
     ["serializers-explicit-fields"])
case("negation", "deploy the roster fix at 19:30 tonight, during the evening handover", ["deploy-windows"])
case("negation", "just delete the duplicate patient record once the merge is done", ["patient-merge"])
case("negation", "is it OK to call datetime.now() when generating next week's clinic slots", ["store-times-utc"])

# dependency-chain: a skill whose prerequisites must come along
case("dependency-chain", "write a backfill that sets the new site_code on every historic referral",
     ["backfill-large-table", "migrations-backward-compatible", "celery-task-arguments"],
     deps=["migrations-backward-compatible", "celery-task-arguments"])
case("dependency-chain", "add a nightly job that expires bank shift offers nobody accepted",
     ["add-periodic-job", "periodic-tasks-celery-beat", "celery-task-arguments"],
     deps=["periodic-tasks-celery-beat", "celery-task-arguments"])
case("dependency-chain", "handle ADT^A04 outpatient registration messages in hl7-bridge",
     ["add-hl7-handler", "hl7-ack-after-persist", "hl7-adt-events"], deps=["hl7-ack-after-persist", "hl7-adt-events"])
case("dependency-chain", "expose PractitionerRole through the FHIR gateway",
     ["add-fhir-resource", "fhir-resources", "smart-backend-auth"], deps=["fhir-resources", "smart-backend-auth"])
case("dependency-chain", "add a Welsh SMS template for the new pre-op assessment reminder",
     ["add-sms-template", "sms-minimum-content", "appointment-reminder-sms"],
     deps=["sms-minimum-content", "appointment-reminder-sms"])
case("dependency-chain", "promote today's build of the booking API to production", ["deploy-backend", "deploy-windows"],
     deps=["deploy-windows"])
case("dependency-chain", "add a new API endpoint that returns a clinic session's capacity",
     ["add-api-endpoint", "serializers-explicit-fields", "audit-patient-record-access", "api-versioning"],
     deps=["serializers-explicit-fields", "audit-patient-record-access", "api-versioning"])
case("dependency-chain", "write up the hazard log for the new theatre overrun warning",
     ["write-hazard-log-entry", "clinical-safety-case"], deps=["clinical-safety-case"])
case("dependency-chain", "add a migration that creates a table for interpreter requests",
     ["add-django-migration", "migrations-backward-compatible"], deps=["migrations-backward-compatible"])

# zero-match: nothing in the store is about this
case("zero-match", "Set up a Kafka Connect sink that loads events into Snowflake", [])
case("zero-match", "Add Stripe checkout to the staff cafeteria ordering page", [])
case("zero-match", "Rotate the guest Wi-Fi password in the office every month", [])
case("zero-match", "Write a Unity shader for the lobby display game", [])
case("zero-match", "Localise the iOS home-screen widget into Japanese with Xcode string catalogs", [])
case("zero-match", "Tune the JVM garbage collector flags for the Elasticsearch cluster", [])
case("zero-match", "Migrate the marketing website from WordPress to Astro", [])
case("zero-match", "How do I claim expenses for my conference trip", [])
case("zero-match", "Which pharmacy dispensing robot model does the trust use?", [],
     note="shares 'trust' with the store")
case("zero-match", "Rename the nurse badge printer queue on the Windows print server", [],
     note="shares 'nurse' with the store")

# role-isolation: active role is mobile; infra and backend memories are hidden
case("role-isolation", "run terraform apply for the new storage account", [], ["terraform-through-atlantis"])
case("role-isolation", "how many nodes does the general pool of the production AKS cluster have", [], ["aks-cluster"])
case("role-isolation", "restore the production Postgres database to yesterday at 14:00", [], ["database-backups"])
case("role-isolation", "which environment variable holds the Redis URL for Django settings", [], ["django-settings-env"])
case("role-isolation", "how many SQL queries may the appointments list endpoint make", [], ["postgres-query-budget"])
case("role-isolation", "where does the app keep the login token on the phone", ["mobile-secure-storage"])
case("role-isolation", "a nurse requested a swap while the ward had no signal; what happens to her request",
     ["mobile-offline-sync"])
case("role-isolation", "how is the API client in the On-Shift app generated", ["on-shift-app-stack"])

# mixed-intent: two topics in one task
case("mixed-intent", "bump the Expo SDK in On-Shift and ship the new build to the Play Store",
     ["on-shift-app-stack", "release-mobile-eas"], ["release-mobile-codepush"])
case("mixed-intent", "add an index on appointments.clinic_id, and fix the flaky test that sleeps for two seconds",
     ["add-django-migration", "tests-no-network"])
case("mixed-intent", "roll out the new waiting list screen at one site behind a flag, and write its hazard log entry",
     ["feature-flags", "write-hazard-log-entry"])
case("mixed-intent", "change the overbooking rules for two-week-wait clinics and the SMS wording those patients receive",
     ["clinic-overbooking-limit", "add-sms-template"])
case("mixed-intent", "declare an incident for the booking outage at Northgate and check what our availability objective is",
     ["run-incident", "service-level-objectives"])
case("mixed-intent", "upgrade django-environ with uv and make sure the test suite still cannot reach the network",
     ["uv-lockfile-dependencies", "tests-no-network"], ["requirements-pip-compile"])
case("mixed-intent", "add factories for theatre lists and a test that a case longer than the remaining list time is rejected",
     ["test-data-factories", "theatre-case-fit"])
case("mixed-intent", "fill tomorrow night's open ICU shift from the bank and make sure the nurse doesn't go over her weekly hours",
     ["bank-and-agency-shifts", "working-time-limits"])

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    C.write(os.path.join(here, "..", "cases.json"), indent=1)
    import collections
    print(len(C.cases), collections.Counter(c["group"] for c in C.cases))
