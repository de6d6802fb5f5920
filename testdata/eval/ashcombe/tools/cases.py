#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups and near its proportions, worded as an agent passes a task (pull-request
titles, long multi-clause requests, what a clinic or a client reported), in words other than the
memories' where the group asks for it."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("ac", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "pharmacy: refuse to print a dispensing label when the dose instructions are missing",
     ["dispensing-labels"])
case("exact", "controlled drugs register entries are never edited, a mistake gets a correcting entry",
     ["cd-register"], ["cd-register-paper"])
case("exact", "pms: dose more than twice the maximum per kilogram is refused", ["dose-limits", "weights"])
case("exact", "send TB test readings to the animal health agency within 24 hours", ["tb-results",
     "tb-testing-facts"])
case("exact", "feat(booking): hold a slot with a row lock for five minutes so one vet's slot can't be double "
     "booked", ["double-booking"])
case("exact", "plan direct debit failed collection retry on the 15th", ["plan-collections", "health-plans"])
case("exact", "critical lab value for potassium should page the duty vet", ["lab-results-flagging"])
case("exact", "VAT rate from the vat_rates table by date instead of a constant", ["vat", "money-in-pence"])
case("exact", "written prescription PDF with the vet's registration number, valid six months",
     ["written-prescriptions"])
case("exact", "horse passport food-chain status required before dispensing", ["equine-passports", "food-chain"])
case("exact", "billing: a rejected insurance claim moves the amount back to the client's account",
     ["insurance-claims"])
case("exact", "cascade off-licence use needs the client's signed consent", ["cascade"])
case("exact", "rounds: validate cattle ear tag check digit", ["ear-tags"])
case("exact", "marketing consent recorded with date and channel before promotional texts",
     ["marketing-consent"])
case("exact", "weekly controlled drugs cabinet count against the running balance", ["cd-safe", "cd-register"])
case("exact", "deceased patient stops reminders and plan collections", ["deceased-patients"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "a lady says she got a text reminding her to bring Biscuit in for his jabs, but we put him "
     "to sleep in March", ["deceased-patients", "reminders"])
case("paraphrase", "the morphine count in the locked cupboard at Frome is two vials short of what the book says",
     ["cd-discrepancy", "cd-safe", "cd-register"])
case("paraphrase", "a customer wants a paper script so she can buy her dog's tablets cheaper online",
     ["written-prescriptions"])
case("paraphrase", "someone keeps getting charged every month for the puppy package even though the bank "
     "bounced it twice", ["plan-collections"])
case("paraphrase", "how do we stop staff giving a tiny terrier the same amount of painkiller as a Great Dane",
     ["dose-limits", "weights"])
case("paraphrase", "the blood machine at Nailsea sent numbers for a cat nobody asked bloods for",
     ["lab-integration"])
case("paraphrase", "the sticker on the bottle of ear drops didn't say which ear or how often",
     ["dispensing-labels"])
case("paraphrase", "a farmer wants to know when he can sell the milk again after the cow's injection",
     ["food-chain", "farm-medicine-records"])
case("paraphrase", "the pony's owner can't find the little booklet that came with it and wants wormer today",
     ["equine-passports"])
case("paraphrase", "two people grabbed the same 9:15 with Dr Patel, one on the phone and one on the app",
     ["double-booking"])
case("paraphrase", "the tablets from lot 44821 have been pulled by the maker, who did we give them to",
     ["drug-recalls", "recall-batch"])
case("paraphrase", "a vet wrote the wrong leg in yesterday's notes and wants to fix it",
     ["clinical-notes-locked", "clinical-notes"])
case("paraphrase", "the signal on the hill farms is awful and the visit list disappears", ["rounds-offline"])
case("paraphrase", "how do we know which kennel's medicine is late on the ward", ["hospital-sheets"])
case("paraphrase", "a new family wants to see a vet online but we don't know them yet",
     ["online-booking", "deposits"])
case("paraphrase", "the owner never turned up for the second opinion, do we give the thirty quid back",
     ["deposits"])
case("paraphrase", "does the insurance company pay us straight or does the customer pay and claim back",
     ["insurers", "insurance-claims"])
case("paraphrase", "the sums on the bill are a penny out", ["money-in-pence", "vat"])
case("paraphrase", "a family moved to Devon and their new vet wants Bella's history",
     ["client-leaves", "client-data"])
case("paraphrase", "the practice manager wants the chart of how many jabs each surgery did last month",
     ["kpis", "reporting-warehouse"])

# multi-term: several concerns in one long task
case("multi-term", "Build the repeat prescription screen in the client app: the request should go to the pet's "
     "usual vet, be blocked if the animal hasn't been checked recently, let the client pay by card, and say "
     "clearly what to do if it's refused.",
     ["repeat-prescriptions", "prescribing", "card-data", "error-messages"])
case("multi-term", "We bought a practice in Clevedon: bring over their customers and animals without creating "
     "duplicates, give it a code and a price band, carry over the morphine balances properly, and get the label "
     "printers working.", ["onboard-clinic", "patient-ids", "cd-register", "price-list", "client-merge",
     "new-clinic-printers"])
case("multi-term", "Rework the vaccine reminder job: text first then email, skip animals that have died and "
     "clients who went elsewhere, and only add the winter offer for people who said yes to offers.",
     ["reminders", "deceased-patients", "client-leaves", "marketing-consent"], ["reminders-by-post"])
case("multi-term", "Add a new anaesthetic record page: pull the theatre monitor readings in, make sure it's "
     "finished before the animal leaves recovery, and keep a trail of who changed what.",
     ["anaesthesia-records", "anaesthesia-monitors", "audit-log"])
case("multi-term", "Move the charges table to a new partition scheme: test it on the anonymised copy, do it in "
     "the allowed hours, and have a tested restore ready.",
     ["db-migrations", "deploy-window", "backups"], ["deploy-evenings"])
case("multi-term", "Set up direct claims with a new insurer called Pawsure: turn them on in the hub, give them a "
     "key that only sees claims, and send a dummy claim first.",
     ["add-insurer", "insurance-claims", "partner-access"])
case("multi-term", "For the farm app: make the medicine list show how long until the meat and milk are safe, "
     "write everything into the farm's book, and keep working in the fields with no signal.",
     ["food-chain", "farm-medicine-records", "rounds-offline"])
case("multi-term", "The yearly price rise: load the new figures from finance for January, round the medicines "
     "properly, don't touch charges already on a bill, and warn the clinics.",
     ["price-update", "price-rounding"], ["price-rounding-old"])
case("multi-term", "Make the ward board better for the night nurses: late doses stand out for people who can't "
     "see red, and the page has to open fast.",
     ["hospital-sheets", "accessibility", "performance"])
case("multi-term", "Write the end of month job: close each clinic's bills, match the card money and the debits "
     "against the bank file, and send managers the list of people who owe us.",
     ["month-end-billing", "invoicing", "bank-feeds", "debt-collection"])
case("multi-term", "A locum is coming to Wells for two weeks: give them a login that runs out on its own, check "
     "they're registered, and make sure they can prescribe.",
     ["locum-access", "locums", "sso", "prescribing"])
case("multi-term", "Add the new kidney test from the outside lab: its code, normal ranges for cats and dogs, what "
     "we charge, and flag anything out of range to the vet who asked for it.",
     ["new-lab-test", "reference-ranges", "lab-integration", "lab-results-flagging"])
case("multi-term", "Build the staging environment refresh: weekly anonymised copy, no real phone numbers in any "
     "fixture, and make sure no text ever goes to a real client from there.",
     ["test-data", "client-messaging"])
case("multi-term", "Add a feature to order the critical antibiotics only after a lab culture, roll it out to the "
     "training clinic first, and report each clinic's usage monthly.",
     ["antibiotic-stewardship", "feature-flags"])
case("multi-term", "When a pet is put to sleep: record the family's signature, book the crematorium pickup with "
     "their choice, and make sure they get no more texts about jabs.",
     ["euthanasia-consent", "deceased-workflow", "cremation", "deceased-patients"])
case("multi-term", "Insurance follow-up tool: list the claims nobody has paid for three weeks, ask the hub for "
     "status, and send insurer questions to the right vet.",
     ["insurance-batch", "insurance-claims"])

# negation: the task asks for what a memory forbids, or the old way
case("negation", "let reception fix a typo in a signed clinical note directly in the database",
     ["clinical-notes-locked"])
case("negation", "type the day's controlled drug doses into pms from the book at closing time",
     ["cd-register"], ["cd-register-paper"])
case("negation", "put the lab results that can't be matched onto the most likely patient automatically",
     ["lab-integration"])
case("negation", "deploy the pms change at half seven tonight after the clinics close", ["deploy-window"],
     ["deploy-evenings"])
case("negation", "store invoice totals as floats in pounds to simplify the report", ["money-in-pence"])
case("negation", "print vaccine reminder postcards on the first of the month", ["reminders"],
     ["reminders-by-post"])
case("negation", "edit last month's invoice to add the missed X-ray charge", ["invoicing"])
case("negation", "round medicine prices to the nearest pound and overwrite the price list", ["price-rounding"],
     ["price-rounding-old"])
case("negation", "use the farm vets' GPS trail to check how long they spend on each visit", ["vet-location"])
case("negation", "refuse to see an emergency because the client owes us money", ["debt-collection"])
case("negation", "copy client names and phone numbers into the warehouse for the marketing dashboard",
     ["client-data", "reporting-warehouse"])

# dependency-chain: a task that needs a memory and what it builds on
case("dependency-chain", "the pms database lost this morning's consults",
     ["restore-pms", "backups", "audit-log"], deps=["backups", "audit-log"])
case("dependency-chain", "Pawsure's API key was pasted into a Slack channel",
     ["rotate-keys", "partner-access", "secrets"], deps=["partner-access", "secrets"])
case("dependency-chain", "a new lepto vaccine arrives next month", ["add-vaccine-product", "vaccine-schedule",
     "vaccine-records"], deps=["vaccine-schedule", "vaccine-records"])
case("dependency-chain", "it's the first Monday of the month, time to close the books",
     ["month-end-billing", "invoicing", "bank-feeds"], deps=["invoicing", "bank-feeds"])
case("dependency-chain", "the Radstock branch shuts at the end of January",
     ["clinic-closure", "cd-register"], deps=["cd-register"])
case("dependency-chain", "a client asked for everything we hold about her", ["subject-access", "client-data"],
     deps=["client-data"])
case("dependency-chain", "the release branch needs cutting on Monday", ["cut-release", "release-train",
     "deploy-window"], deps=["release-train", "deploy-window"])
case("dependency-chain", "we're doing a herd test at Manor Farm on Tuesday", ["tb-day", "tb-results", "ear-tags"],
     deps=["tb-results", "ear-tags"])
case("dependency-chain", "a new nurse starts at Street on Monday", ["new-starter", "sso"], deps=["sso"])
case("dependency-chain", "the direct debits bounced for forty clients this month",
     ["plan-failure-run", "plan-collections"], deps=["plan-collections"])
case("dependency-chain", "Frome's new label printer arrived", ["new-clinic-printers", "dispensing-labels"],
     deps=["dispensing-labels"])

# zero-match: chores and engineering the store says nothing about
case("zero-match", "book the venue for the nurses' awards dinner", [])
case("zero-match", "set up a Kubernetes cluster for the data science team's experiments", [])
case("zero-match", "redesign the company logo for the vans", [])
case("zero-match", "migrate the intranet wiki from Confluence to Notion", [])
case("zero-match", "write a Slack bot that posts the lunch order", [])
case("zero-match", "renew the lease on the Bristol head office", [])
case("zero-match", "benchmark two PDF libraries for the HR handbook", [])
case("zero-match", "organise the summer barbecue for staff and families", [])
case("zero-match", "fix the projector in the training room", [])
case("zero-match", "translate the careers page into Polish", [])
case("zero-match", "train a model to predict which staff will resign", [])

# role-isolation: the store's role is platform; reception and clinical memories are hidden
case("role-isolation", "what do I ask a caller whose dog ate chocolate", [], ["phone-triage"])
case("role-isolation", "how do I cash up the till at the end of the day", [], ["end-of-day-cash"])
case("role-isolation", "what to count before closing up after a spay", [], ["surgery-checklist"])
case("role-isolation", "how fast should the drip run for a dehydrated cat", [], ["fluid-rates"])
case("role-isolation", "steps for giving a dog blood from a donor", [], ["blood-transfusion"])
case("role-isolation", "can I look at a client's record in production to debug a bug",
     ["platform-access", "prod-debugging"])
case("role-isolation", "who can make me an admin in pms", ["pms-roles"])
case("role-isolation", "how does a new analyser driver get onto the clinic PCs", ["device-drivers"])
case("role-isolation", "can I run a quick select on the live pms database at lunchtime", ["prod-debugging",
     "platform-access"])

# mixed-intent: two topics in one task
case("mixed-intent", "the Textwell password ended up in a pull request, and check whether billing logs clients' "
     "emails", ["secrets", "logging"])
case("mixed-intent", "a horse needs bute today, and how long after can it go to slaughter",
     ["equine-passports", "food-chain"])
case("mixed-intent", "the app shows 'error 500' when booking, and the diary takes ages to load",
     ["error-messages", "performance"])
case("mixed-intent", "add a weight column to consults without locking the table, and ship it on Wednesday",
     ["db-migrations", "weights", "release-train", "deploy-window"])
case("mixed-intent", "a cat's kidney result came back sky high; also who's on the pager tonight",
     ["lab-results-flagging", "on-call"])
case("mixed-intent", "bump the DICOM library for a CVE, and the billing code uses floats for VAT",
     ["dependency-updates", "python-tooling", "money-in-pence"])
case("mixed-intent", "the client wants a refund of 80 pounds at the desk and her card number is in the ticket",
     ["refunds", "card-data"])
case("mixed-intent", "a vet suspects bluetongue on a farm near Shepton, and the farm app won't sync",
     ["notifiable-diseases", "rounds-offline"])
case("mixed-intent", "a text about Max's booster went to the wrong family, and we need to tell someone about it",
     ["incidents", "client-messaging"])
case("mixed-intent", "add a star rating after each visit, but not after we put a pet down",
     ["reviews"])
case("mixed-intent", "the ward board warnings only show in red, and the anaesthetic chart is missing readings",
     ["accessibility", "anaesthesia-records", "anaesthesia-monitors"])
case("mixed-intent", "two records for the same client in Yatton, and one of them has a wrong microchip",
     ["client-merge", "microchips"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
