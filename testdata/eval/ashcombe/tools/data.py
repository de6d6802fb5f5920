"""Memories of the Ashcombe evaluation store (an invented veterinary practice group's software
team). Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files. Written
before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()

# ---------------------------------------------------------------- facts
mem("systems-overview", "knowledge", "Ashcombe systems", ["architecture", "services", "repo"], [
    "Repo `ashcombe/`: `pms/` (TypeScript, Postgres) is the practice management system the clinics work in: clients, patients, consults, clinical notes, charging; `booking/` (React, React Native) is online booking and the client app; `pharmacy/` (Go) dispenses, labels and keeps the controlled drugs register; `lab/` (Python) brings in results from the clinics' analysers and the external lab; `billing/` (Python) runs invoices, insurance claims and health plan direct debits; `rounds/` (Kotlin, Android) is the farm and equine vets' offline visit app.",
], "2025-01-06")
mem("practices", "knowledge", "Our practices", ["practices", "clinics", "sites"], [
    "Fourteen small animal clinics (Ashcombe, Bramley, Chew Magna, Dunster, Frome, Keynsham, Midsomer Norton, Nailsea, Portishead, Radstock, Shepton, Street, Wells, Yatton), the 24-hour emergency hospital at Keynsham, an equine hospital at Chew Magna and a farm practice at Shepton. Clinic codes are three letters (`ASH`, `KEY`, `SHP`).",
], "2025-01-06")
mem("glossary", "knowledge", "Words we use", ["glossary", "domain", "naming"], [
    "A client is the person who owns and pays; a patient is the animal; a consult is one appointment's clinical record; a charge is a line on the client's account. An RVN is a registered veterinary nurse. Code and the database say client and patient, never owner or pet.",
], "2025-01-06")
mem("patient-ids", "knowledge", "Client and patient numbers", ["ids", "patients", "clients", "numbering"], [
    "Clients are `C-<clinic>-<number>` and patients `P-<number>` across the group; a patient keeps its number when it moves clinic or changes client. Microchip numbers are stored but are never used as a key.",
], "2025-01-13")
mem("species-codes", "knowledge", "Species and breed codes", ["species", "breeds", "venom", "coding"], [
    "Species, breed and diagnosis come from the VeNom coding lists, loaded into `pms/ref/venom/` every quarter; a free-text diagnosis is allowed only next to a coded one.",
], "2025-01-13")
mem("appointment-types", "knowledge", "Appointment types", ["appointments", "booking", "diary"], [
    "Consult 15 minutes, second opinion 30, vaccination 10, nurse clinic 20, operations booked by the morning admission slot, and farm and equine visits booked by half day. Each clinic's diary has a column per vet and per nurse.",
], "2025-01-13")
mem("clinical-notes", "knowledge", "Clinical notes", ["clinical-notes", "consults", "soap", "records"], [
    "Each consult's note is written as history, examination, assessment and plan; vets and RVNs sign their own notes, and a signed note is amended only by adding an addendum with the author and time.",
], "2025-01-20")
mem("vaccine-schedule", "knowledge", "Vaccination schedules", ["vaccines", "boosters", "schedule"], [
    "Puppies get two primary doses two to four weeks apart from eight weeks, kittens from nine weeks; dogs' leptospirosis boosters are yearly and the core parts every three years; rabbits yearly. The schedule per product is in `pms/ref/vaccines.yaml`.",
], "2025-01-20")
mem("lab-providers", "knowledge", "Labs and analysers", ["lab", "analysers", "results", "pathology"], [
    "Each clinic has in-house blood analysers (haematology and biochemistry) that send results over the clinic network; anything else goes to Northvet Laboratories, who return results through their results API, usually next morning.",
], "2025-01-27")
mem("insurers", "knowledge", "Pet insurers", ["insurance", "insurers", "claims"], [
    "We claim direct from six insurers through the PetClaim hub: about a third of turnover is paid by insurers. A direct claim means the client pays only the excess at the desk and the insurer pays us.",
], "2025-01-27")
mem("health-plans", "knowledge", "Health plans", ["health-plan", "subscriptions", "direct-debit"], [
    "The Ashcombe Care Plan is a monthly direct debit per patient covering yearly vaccination, two health checks, flea and worm treatment and 10% off other charges; billing collects it on the 1st through the bank's direct debit service.",
], "2025-02-03")
mem("microchips", "knowledge", "Microchips", ["microchips", "scanning", "databases"], [
    "Chips are 15-digit ISO numbers; the implanting clinic registers the chip with the national database the same day. Scanners at reception send the number to pms over USB as keystrokes.",
], "2025-02-03")
mem("emergency-hospital", "knowledge", "The emergency hospital", ["emergency", "out-of-hours", "hospital"], [
    "Keynsham is open all night and all weekend: every clinic's phones divert there at 19:00, and its vets read the full record of a patient from any clinic. Transfers back to the home clinic go with a discharge summary.",
], "2025-02-10")
mem("farm-practice", "knowledge", "The farm practice", ["farm", "cattle", "herd-health"], [
    "Shepton's farm vets visit about 300 dairy and beef farms: herd health plans, fertility visits, calvings and the government's bovine TB tests. A farm is one client; animals are recorded by ear tag, herds by holding number.",
], "2025-02-10")
mem("equine", "knowledge", "Equine work", ["equine", "horses", "passports"], [
    "The equine hospital at Chew Magna does lameness work-ups, surgery and yard visits. Every horse has a passport; whether it is signed out of the food chain changes which medicines it may have.",
], "2025-02-17")
mem("imaging", "knowledge", "X-rays and scans", ["imaging", "x-ray", "dicom", "pacs"], [
    "Digital X-ray, ultrasound and the CT at Keynsham send images as DICOM to the group's image archive; pms links a study to the consult by accession number.",
], "2025-02-17")
mem("client-messaging", "knowledge", "Texts and emails to clients", ["sms", "email", "messaging", "clients"], [
    "Texts go through Textwell and emails through Postbird; both are sent by pms's `notify` worker, which records each message on the client's record.",
], "2025-02-24")
mem("payments", "knowledge", "Card payments", ["payments", "cards", "terminals"], [
    "Reception takes cards on Paytide terminals paired to pms; the client app takes card payments for deposits and prescriptions. We never see a full card number.",
], "2025-02-24")
mem("wholesaler", "knowledge", "The medicines wholesaler", ["wholesaler", "stock", "orders", "pharmacy"], [
    "Medicines and consumables come from Medivet Supply: pharmacy sends each clinic's order at 17:00 and the delivery arrives before 08:00; prices and product codes come in the wholesaler's nightly catalogue file.",
], "2025-03-03")
mem("regulators", "knowledge", "Regulators", ["regulators", "rcvs", "vmd", "compliance"], [
    "The RCVS regulates vets and nurses and inspects clinics under its practice standards; the Veterinary Medicines Directorate regulates medicines, prescriptions and the controlled drugs rules.",
], "2025-03-03")
mem("staff-roles", "knowledge", "Who works in a clinic", ["staff", "roles", "clinic"], [
    "Vets, RVNs, student nurses, receptionists and a practice manager per clinic; only vets prescribe prescription-only medicines, and RVNs may give some under a vet's direction.",
], "2025-03-10")
mem("referrals", "knowledge", "Referrals", ["referrals", "specialists", "second-opinion"], [
    "Cases beyond a clinic go to the group's own orthopaedic and medicine referral vets at Keynsham or to outside specialist centres; a referral carries the full clinical history and images.",
], "2025-03-10")
mem("cremation", "knowledge", "Cremation partner", ["cremation", "euthanasia", "aftercare"], [
    "After euthanasia or death, Restwood Pet Crematorium collects from each clinic twice a week; the client chooses communal or individual cremation, and ashes come back to the clinic in about ten days.",
], "2025-03-17")
mem("reporting-warehouse", "knowledge", "The reporting warehouse", ["reporting", "warehouse", "kpis", "analytics"], [
    "A nightly copy of pms and billing lands in the reporting warehouse (`warehouse/`, dbt on Postgres); practice managers' dashboards read only from it, never from pms.",
], "2025-03-17")
mem("stock-control", "knowledge", "Stock in the clinics", ["stock", "inventory", "expiry"], [
    "Each clinic's stock is counted by product and batch; dispensing takes from the batch that expires first. Counts are done monthly and for controlled drugs weekly.",
], "2025-03-24")
mem("price-list", "knowledge", "The price list", ["prices", "fees", "price-list"], [
    "One price list for the group with three regional bands; a clinic's band is set on the clinic. Medicines are priced at the wholesaler's cost plus a markup by product group.",
], "2025-03-24")
mem("clinic-network", "knowledge", "Clinic networks", ["network", "clinics", "printers", "analysers"], [
    "Each clinic has a small router with a 4G backup, the analysers, label printers and X-ray on a separate clinic VLAN, and staff PCs that reach pms in the cloud.",
], "2025-03-31")
mem("anaesthesia-monitors", "knowledge", "Anaesthesia monitors", ["anaesthesia", "monitors", "theatre", "surgery"], [
    "Theatre monitors at each clinic send pulse, oxygen saturation, end-tidal CO2 and temperature every 15 seconds to pms, which draws the anaesthetic chart for the operation record.",
], "2025-03-31")
mem("kpis", "knowledge", "The figures managers watch", ["kpis", "metrics", "reporting", "finance"], [
    "Average transaction value, consults per vet per day, plan members, vaccination rate of active patients, and debt over 30 days, by clinic and month.",
], "2025-04-07")
mem("weights", "knowledge", "Patient weights", ["weight", "dosing", "patients"], [
    "Weights are recorded in kilograms with two decimals at every consult; dose calculations use the latest weight recorded in the last 30 days.",
], "2025-04-07")
mem("tb-testing-facts", "knowledge", "Bovine TB tests", ["tb", "cattle", "government", "farm"], [
    "A TB test is an injection on day one and a reading 72 hours later by the same vet; results go to the government's animal health agency within 24 hours of the reading.",
], "2025-04-14")
mem("boarding-partners", "knowledge", "Hospitalised patients", ["hospital", "kennels", "inpatients", "wards"], [
    "Inpatients are kept in each clinic's ward: a kennel per patient on the ward board in pms, with a treatment sheet of doses due by the hour.",
], "2025-04-14")
mem("client-app", "knowledge", "The client app", ["client-app", "booking", "mobile"], [
    "Clients use the Ashcombe app to book, see vaccination due dates, order repeat prescriptions and pay; it calls `booking/api`, never pms directly.",
], "2025-04-21")
mem("locums", "knowledge", "Locum vets", ["locums", "staff", "rota"], [
    "Clinics book locum vets through two agencies for holidays and gaps; a locum gets a pms account for the dates booked.",
], "2025-04-21")
mem("data-retention-facts", "knowledge", "How long records are kept", ["retention", "records", "archive"], [
    "Clinical records are kept seven years after the last consult, controlled drug registers two years from the last entry, invoices six years.",
], "2025-04-28")
mem("insurance-lifecycle", "knowledge", "A claim's life", ["insurance", "claims", "lifecycle"], [
    "A claim is drafted from the consult's charges, the client signs the declaration in the app, the vet adds the clinical history, billing submits to PetClaim, and the insurer pays or queries within about two weeks.",
], "2025-04-28")
mem("hub-phones", "knowledge", "Phones", ["phones", "telephony", "reception"], [
    "Clinics' phones run on the Ringway cloud system; an incoming number is looked up in pms so reception sees the client's record before answering.",
], "2025-05-05")
mem("theatre-list", "knowledge", "The operating list", ["surgery", "theatre", "operations"], [
    "Each morning's operating list is built from the day's admissions: patient, procedure, vet, anaesthetic risk grade and fasting check.",
], "2025-05-05")
mem("bank-feeds", "knowledge", "Bank feeds", ["bank", "reconciliation", "finance"], [
    "The bank's statement file arrives at 06:00 each day; billing matches card settlements, direct debits and transfers against invoices and plan collections.",
], "2025-05-12")
mem("rota-system", "knowledge", "Staff rota", ["rota", "staff", "shifts"], [
    "Staff rotas live in Shiftly; pms reads each day's vets and nurses from it to build the diaries' columns.",
], "2025-05-12")

# ---------------------------------------------------------------- clinical and pharmacy rules
mem("prescribing", "rule", "Prescribing", ["prescriptions", "pom-v", "prescribing", "pharmacy"], [
    "Only a vet can prescribe a POM-V medicine, and only for a patient under their care: seen by a vet of the group within the last twelve months for that condition. pms refuses a prescription with no vet and no consult in that window.",
], "2025-05-19")
mem("written-prescriptions", "rule", "Written prescriptions for outside pharmacies", ["prescriptions", "online-pharmacy", "written"], [
    "A client may ask for a written prescription to buy medicines elsewhere; pms issues it as a signed PDF with the vet's registration number, for at most six months, and the fee is on the price list. We never refuse one.",
], "2025-05-19")
mem("cd-register", "rule", "The controlled drugs register", ["controlled-drugs", "register", "pharmacy", "compliance"], [
    "Every receipt, dose, return and disposal of a schedule 2 or 3 controlled drug is an entry in pharmacy's digital register: drug, batch, quantity, running balance, patient, vet and witness. Entries are never edited or deleted; a mistake is corrected with a new entry that references it.",
], "2025-05-26", supersedes=["cd-register-paper"])
mem("cd-register-paper", "rule", "Controlled drugs in the paper book", ["controlled-drugs", "register", "pharmacy"], [
    "Controlled drug doses are written in each clinic's bound register book and typed into pms at the end of the day.",
], "2019-01-01", superseded_by="cd-register", valid_until="2025-05-26")
mem("cd-witness", "rule", "A witness for controlled drugs", ["controlled-drugs", "witness", "disposal"], [
    "Destroying a schedule 2 controlled drug needs an authorised witness who is not the vet who signs; pharmacy asks the witness to sign in with their own account on the same screen.",
], "2025-05-26")
mem("cd-safe", "rule", "Controlled drugs stock checks", ["controlled-drugs", "stock", "discrepancy"], [
    "The controlled drugs cabinet is counted every Monday against the register's running balance; any difference is a discrepancy that blocks further entries for that drug at that clinic until the clinical director signs it off.",
], "2025-06-02")
mem("dispensing-labels", "rule", "Dispensing labels", ["labels", "dispensing", "pharmacy", "printers"], [
    "Every dispensed medicine carries a label with client name and address, patient name and species, product, strength, quantity, dose instructions, the vet, the clinic, the date and 'For animal treatment only'. pharmacy does not print a label with any of these missing.",
], "2025-06-02")
mem("cascade", "rule", "Off-licence use under the cascade", ["cascade", "off-licence", "prescribing", "consent"], [
    "A medicine not licensed for the species or condition may be prescribed only under the cascade: the vet records why, and the client signs consent for off-licence use before it is dispensed; pms keeps the signed consent on the consult.",
], "2025-06-09")
mem("food-chain", "rule", "Horses and food animals", ["equine", "food-chain", "withdrawal", "medicines"], [
    "For a food-producing animal, or a horse whose passport does not sign it out of the food chain, pharmacy shows the medicine's meat and milk withdrawal periods on the label and records the treatment in the farm's medicine record; medicines banned for food animals are blocked for them.",
], "2025-06-09")
mem("dose-limits", "rule", "Dose checks", ["dosing", "safety", "weight", "pharmacy"], [
    "pms checks every dose against the product's dose range per kilogram for the species and the latest weight; a dose outside the range needs the vet to confirm with a reason, and a dose more than twice the maximum is refused.",
], "2025-06-16")
mem("repeat-prescriptions", "rule", "Repeat prescriptions", ["repeat-prescriptions", "client-app", "pharmacy"], [
    "A repeat request from the app goes to the patient's usual vet, who approves it within one working day; a repeat is never approved when the patient's last check for that condition is older than the product's recheck interval.",
], "2025-06-16")
mem("drug-recalls", "rule", "Batch recalls", ["recalls", "batches", "pharmacy", "stock"], [
    "When the wholesaler or the manufacturer recalls a batch, pharmacy blocks dispensing from it at once at every clinic and lists the patients it was dispensed to, with the clients' contact details, for the clinics to call.",
], "2025-06-23")
mem("vaccine-records", "rule", "Recording vaccinations", ["vaccines", "records", "batches", "certificates"], [
    "A vaccination is recorded with product, batch number, expiry and the vet, and sets the next due date from the product's schedule; the vaccination card and the pet passport entry are printed from that record.",
], "2025-06-23")
mem("euthanasia-consent", "rule", "Consent for euthanasia", ["euthanasia", "consent", "end-of-life"], [
    "Euthanasia needs the client's signed consent on the consult, with their choice of aftercare; when the patient dies, pms marks it deceased at once so that no reminder, plan collection or marketing reaches the client.",
], "2025-06-30")
mem("deceased-patients", "rule", "Deceased patients", ["deceased", "reminders", "records"], [
    "A deceased patient stops every reminder, recall, plan collection and app notification the moment it is marked; its record stays, read-only, and can be unmarked only by a practice manager.",
], "2025-06-30")
mem("consent-forms", "rule", "Consent for procedures", ["consent", "surgery", "anaesthesia", "forms"], [
    "Every anaesthetic or operation needs the client's signed consent form with the estimate and the risks explained; the app or the reception tablet captures the signature and the form is attached to the admission.",
], "2025-07-07")
mem("estimates", "rule", "Estimates", ["estimates", "quotes", "costs", "clients"], [
    "Any treatment expected to cost more than 250 pounds gets a written estimate as a range before it starts, and the client is told when the charges pass the top of the range.",
], "2025-07-07")
mem("clinical-notes-locked", "rule", "Signed notes are locked", ["clinical-notes", "audit", "records"], [
    "Once a vet or nurse signs a clinical note, nobody edits it: corrections are addenda with author and time. No script or migration may rewrite clinical note text.",
], "2025-07-14")
mem("lab-results-flagging", "rule", "Abnormal lab results", ["lab", "results", "abnormal", "alerts"], [
    "A result outside the reference range for the species is flagged on import and goes to the requesting vet's task list; a critical value (potassium, glucose, calcium limits in `lab/critical.yaml`) also pages the clinic's duty vet.",
], "2025-07-14")
mem("lab-integration", "rule", "Importing results", ["lab", "integration", "results", "import"], [
    "lab imports the analysers' results over the clinic network and Northvet's through their results API, matching each to its request by the request number; a result with no matching request goes to a queue for reception to match by hand, never onto a guessed patient.",
], "2025-07-21", supersedes=["lab-results-fax"])
mem("lab-results-fax", "rule", "Lab results by fax", ["lab", "results", "fax"], [
    "Northvet faxes results to the clinic, and reception scans them onto the patient's record.",
], "2016-01-01", superseded_by="lab-integration", valid_until="2025-07-21")
mem("reference-ranges", "rule", "Reference ranges", ["lab", "reference-ranges", "species"], [
    "Reference ranges are per analyser, test and species (and age band for young animals) in `lab/ranges/`; a range is changed only with the lab lead's sign-off and the change is versioned, so an old result keeps the range it was read against.",
], "2025-07-21")
mem("hospital-sheets", "rule", "Treatment sheets", ["inpatients", "treatment-sheet", "wards", "nursing"], [
    "Each inpatient's treatment sheet lists doses, fluids and checks due by the hour; a dose is marked given with the nurse and the time, and an overdue dose turns red on the ward board after 15 minutes.",
], "2025-07-28")
mem("anaesthesia-records", "rule", "Anaesthetic records", ["anaesthesia", "records", "surgery", "monitors"], [
    "Every anaesthetic has a record: risk grade, drugs and doses, the monitor readings at least every five minutes and recovery; the record is complete before the patient leaves theatre recovery.",
], "2025-07-28")
mem("notifiable-diseases", "rule", "Notifiable diseases", ["notifiable", "disease", "farm", "government"], [
    "A suspicion of a notifiable disease (foot and mouth, bluetongue, avian influenza, rabies and the rest of the government list) is reported by the vet to the animal health agency by phone at once; rounds shows the list and blocks nothing.",
], "2025-08-04")
mem("tb-results", "rule", "Submitting TB results", ["tb", "farm", "government", "submission"], [
    "rounds sends each TB test's readings to the animal health agency's service within 24 hours of the reading; a reactor is sent at once and the farm is told by the vet in person, never by text.",
], "2025-08-04")
mem("farm-medicine-records", "rule", "Farm medicine records", ["farm", "medicines", "records", "withdrawal"], [
    "Every medicine a farm vet gives or leaves on a farm is written to the farm's medicine record with ear tags, dose, batch and withdrawal dates; the farm can download it for its assurance scheme.",
], "2025-08-11")
mem("equine-passports", "rule", "Horse passports", ["equine", "passports", "food-chain"], [
    "A horse's passport number and its food-chain status are required before anything is dispensed for it; a horse without a passport on record gets nothing dispensed until reception records it.",
], "2025-08-11")
mem("antibiotic-stewardship", "rule", "Antibiotics", ["antibiotics", "stewardship", "prescribing"], [
    "Critically important antibiotics (the list in `pharmacy/cia.yaml`) need a culture result or a written reason on the consult before they can be dispensed; each clinic's antibiotic use per patient is reported monthly.",
], "2025-08-18")

# ---------------------------------------------------------------- clients, booking and money
mem("client-data", "rule", "Client personal data", ["privacy", "gdpr", "personal-data", "clients"], [
    "Client names, addresses, phone numbers and emails are personal data: they stay in pms and billing, are never copied into the warehouse unhashed, and a client's request for their data is answered within one month.",
], "2025-08-18")
mem("marketing-consent", "rule", "Marketing consent", ["marketing", "consent", "messaging", "clients"], [
    "Health reminders (vaccination, worming, checks) go to every client unless they opt out; anything promotional goes only to clients who ticked marketing consent, recorded with date and channel.",
], "2025-08-25")
mem("reminders", "rule", "Reminders", ["reminders", "vaccines", "sms", "email"], [
    "Reminders are sent by text, then email, four weeks and one week before the due date, and once more two weeks after if nothing is booked; never to a deceased patient or a client who left the practice.",
], "2025-08-25", supersedes=["reminders-by-post"], deps=["deceased-patients", "marketing-consent"])
mem("reminders-by-post", "rule", "Reminder postcards", ["reminders", "post", "vaccines"], [
    "Vaccination reminders are printed as postcards on the first of the month and posted by reception.",
], "2018-01-01", superseded_by="reminders", valid_until="2025-08-25")
mem("online-booking", "rule", "Online booking", ["booking", "online", "diary", "appointments"], [
    "The app and website book only consults, vaccinations and nurse clinics into slots marked online-bookable; operations, second opinions, euthanasia and farm visits are booked by phone. A new client's first booking needs a phone number confirmed by text code.",
], "2025-09-01")
mem("double-booking", "rule", "No double booking", ["booking", "diary", "concurrency"], [
    "A slot is held in a database transaction with a row lock when the client picks it, for five minutes; two bookings of one vet's slot must be impossible, including between reception and the app.",
], "2025-09-01")
mem("deposits", "rule", "Deposits", ["deposits", "payments", "booking", "no-shows"], [
    "Online bookings of new clients and all second opinions take a 30 pound deposit by card; it is refunded automatically when the client cancels 24 hours ahead, and kept for a no-show.",
], "2025-09-08")
mem("money-in-pence", "rule", "Money in pence", ["money", "pence", "billing", "rounding"], [
    "Amounts are integers in pence in every service and table; VAT is worked out per invoice line and rounded half up, never on floats. Display formatting is the only place pounds appear.",
], "2025-09-08")
mem("vat", "rule", "VAT", ["vat", "tax", "invoices", "billing"], [
    "Veterinary services and medicines carry standard-rate VAT; the rate comes from the `vat_rates` table by date, never a constant, so a rate change is a new row with its start date.",
], "2025-09-15")
mem("invoicing", "rule", "Invoices", ["invoices", "billing", "charges", "accounts"], [
    "An invoice is made from a consult's charges when the client leaves; once issued it is never changed, a correction is a credit note and a new invoice. Invoice numbers are sequential per clinic without gaps.",
], "2025-09-15")
mem("price-rounding", "rule", "Price changes and rounding", ["prices", "rounding", "price-list"], [
    "A price change is a new row in the price list with its start date; medicine prices are rounded up to the next 5 pence after markup. No price is changed for a consult already charged.",
], "2025-09-22", supersedes=["price-rounding-old"])
mem("price-rounding-old", "rule", "Round prices to the pound", ["prices", "rounding"], [
    "Medicine prices are rounded to the nearest whole pound after markup, and the price list is overwritten when prices change.",
], "2020-01-01", superseded_by="price-rounding", valid_until="2025-09-22")
mem("debt-collection", "rule", "Unpaid accounts", ["debt", "accounts", "collections", "billing"], [
    "An account unpaid after 30 days gets a reminder, after 60 a letter; after 90 a practice manager decides on the collection agency. Treatment in an emergency is never refused for a debt.",
], "2025-09-29")
mem("insurance-claims", "rule", "Direct insurance claims", ["insurance", "claims", "petclaim", "billing"], [
    "A direct claim is submitted only with the client's signed declaration and the vet's clinical history from the start of the condition; billing splits the invoice into the client's excess and the insurer's part, and a rejected claim moves the whole amount back to the client's account with a message.",
], "2025-10-06", deps=["invoicing", "insurers"])
mem("plan-collections", "rule", "Health plan collections", ["health-plan", "direct-debit", "collections"], [
    "Plan direct debits are collected on the 1st; a failed collection is retried once on the 15th, and after two failures the plan's discounts stop until it is paid. A plan is cancelled with a month's notice, never backdated.",
], "2025-10-06")
mem("refunds", "rule", "Refunds", ["refunds", "payments", "cards", "billing"], [
    "Refunds go back to the card or account they came from, issued as a credit note by a practice manager; reception cannot refund more than 50 pounds alone.",
], "2025-10-13")
mem("card-data", "rule", "Card data", ["payments", "pci", "cards", "security"], [
    "Card numbers are taken only by the Paytide terminals and Paytide's hosted page in the app; no service, log or screenshot ever holds a card number, and support tickets with one are deleted.",
], "2025-10-13")
mem("client-merge", "rule", "Duplicate clients", ["duplicates", "clients", "merge"], [
    "Duplicate client records are merged only by a practice manager from the merge screen, which moves patients, invoices and messages to the surviving record and keeps the other as a redirect; never by SQL.",
], "2025-10-20")
mem("client-leaves", "rule", "A client who moves to another practice", ["clients", "transfer", "records"], [
    "When a client registers elsewhere, the new practice's request gets the clinical history as a PDF within two working days; the client is marked left, which stops reminders and plan collections.",
], "2025-10-20")
mem("reviews", "rule", "Online reviews", ["reviews", "marketing", "feedback"], [
    "After a consult the app may ask for a rating, never after euthanasia, a death or an emergency; replies to public reviews never mention a patient's treatment.",
], "2025-10-27")

# ---------------------------------------------------------------- farm and rounds app
mem("rounds-offline", "rule", "rounds works offline", ["rounds", "offline", "mobile", "farm"], [
    "rounds downloads the day's visits, the farms' records and the medicine list at 06:00 and works with no signal all day; everything done on a farm is queued on the phone and synced when there is signal, oldest first.",
], "2025-10-27")
mem("farm-visit-charging", "rule", "Charging a farm visit", ["farm", "charging", "mileage", "billing"], [
    "A farm visit is charged a visit fee by zone from the clinic, time in 15-minute units and medicines used; the vet finishes the charges in rounds before leaving the yard.",
], "2025-11-03")
mem("ear-tags", "rule", "Ear tags", ["cattle", "ear-tags", "farm", "ids"], [
    "Cattle are recorded by their official ear tag number, checked against the format and the check digit in rounds; a wrong tag number is refused, never saved to fix later.",
], "2025-11-03")
mem("vet-location", "rule", "Where the farm vets are", ["location", "gps", "privacy", "farm"], [
    "rounds shares a farm vet's location with the clinic only while a visit is open and only for the on-call plan; location history is kept 14 days and is not used to judge anybody's work.",
], "2025-11-10")

# ---------------------------------------------------------------- engineering
mem("code-review", "rule", "Code review", ["code-review", "pull-requests", "approvals"], [
    "Every change needs one approval; changes to dosing, the controlled drugs register, prescribing, invoices or claims need two, one from the service's owner, and a test for the rule they touch.",
], "2025-11-10")
mem("deploy-window", "rule", "When we deploy", ["deploys", "release", "window"], [
    "Production deploys run Monday to Thursday between 13:00 and 15:00, after the morning operating lists and before the evening surgery; never when the emergency hospital reports an incident.",
], "2025-11-17", supersedes=["deploy-evenings"], deps=["release-train"])
mem("deploy-evenings", "rule", "Deploy after the clinics close", ["deploys", "release"], [
    "Production deploys run at 19:30 after the clinics close.",
], "2020-01-01", superseded_by="deploy-window", valid_until="2025-11-17")
mem("release-train", "rule", "Releases", ["releases", "release-train", "versions"], [
    "pms, pharmacy, lab and billing release every second Wednesday from a release branch cut the Monday before; fixes between releases are cherry-picked with a changelog entry.",
], "2025-11-17")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "rollout", "clinics"], [
    "New features ship behind a flag in `flags.yaml`, on first for the training clinic, then one real clinic, then all; a flag is removed within two releases of full rollout. A flag never turns off a dose check or the controlled drugs register.",
], "2025-11-24")
mem("test-data", "rule", "Test data", ["test-data", "fixtures", "anonymised", "staging"], [
    "Tests and staging use the generated clinic in `testdata/clinic/` or the anonymised weekly copy; no real client's name, address or phone number ever appears in a test, a fixture or a screenshot, and staging never sends a text or an email to a real number.",
], "2025-11-24")
mem("secrets", "rule", "Secrets", ["secrets", "vault", "keys", "credentials"], [
    "Keys live in Vault under `ashcombe/<service>`; nothing in the repo, in CI variables or in a ticket. A leaked key is rotated at once and reported to the security lead.",
], "2025-12-01")
mem("on-call", "rule", "On-call", ["on-call", "pager", "rota", "incidents"], [
    "One engineer is on call each week from Monday 09:00; the emergency hospital pages the on-call engineer for anything that stops them seeing records, dispensing or taking payment at night.",
], "2025-12-01")
mem("incidents", "rule", "Incidents", ["incidents", "outage", "postmortem"], [
    "An incident that lost clinical records, stopped dispensing or sent a message to the wrong client gets a written blameless review within a week; one that exposed client data also goes to the data protection officer within 24 hours.",
], "2025-12-01")
mem("db-migrations", "rule", "Database migrations", ["migrations", "database", "postgres", "schema"], [
    "Migrations live in each service's `migrations/`, are numbered, work with the running version and have a down file; a migration on a large table (charges, notes, messages) is tried on the anonymised copy first and runs in the deploy window.",
], "2025-12-01")
mem("api-versioning", "rule", "API versions", ["api", "versioning", "partners", "deprecation"], [
    "The APIs the client app, the insurers' hub and partners call are versioned in the path (`/v3/`); a breaking change is a new version and the old one stays six months after the app store release that stops using it.",
], "2025-12-01")
mem("dependency-updates", "rule", "Dependency updates", ["dependencies", "updates", "renovate", "vulnerabilities"], [
    "Renovate opens updates weekly; security fixes merge within seven days, within two for anything internet-facing; the analyser and DICOM libraries are updated only after a run against the training clinic's devices.",
], "2025-12-01")
mem("logging", "rule", "What goes in logs", ["logging", "privacy", "pii", "observability"], [
    "Logs carry client, patient, consult and invoice numbers; never names, addresses, phone numbers, emails, card details or clinical note text.",
], "2025-12-01")
mem("observability", "rule", "Metrics and alerts", ["observability", "metrics", "alerts", "dashboards"], [
    "Each service exports request latency, errors and queue depth; alerts go to the on-call engineer only for what a clinic would notice within the hour (pms down, dispensing failing, lab import stalled, payments failing).",
], "2025-12-01")
mem("performance", "rule", "Speed of the clinic screens", ["performance", "latency", "pms"], [
    "A patient record opens within one second at the 95th percentile, search within half a second; a change that makes either slower in the weekly benchmark does not merge.",
], "2025-12-01")
mem("accessibility", "rule", "Accessibility", ["accessibility", "a11y", "ui", "colour"], [
    "The client app and website meet WCAG 2.2 AA; pms never shows a warning by colour alone: an allergy, an aggressive-animal flag or an overdue dose also has an icon and a word.",
], "2025-12-01")
mem("error-messages", "rule", "Error messages", ["errors", "ui", "messages", "support"], [
    "An error shown to staff or clients says what happened and what to do next, in plain words, with a reference number for support; never a stack trace or a bare code.",
], "2025-12-01")
mem("typescript-style", "rule", "TypeScript conventions", ["typescript", "style", "lint", "pms"], [
    "pms and booking use strict TypeScript, ESLint and Prettier in CI; dates are handled with Temporal in the Europe/London zone at the edges and UTC inside; no `any` in new code.",
], "2025-12-01")
mem("python-tooling", "rule", "Python conventions", ["python", "tooling", "ruff", "mypy"], [
    "lab and billing use Python 3.12 with uv, ruff and mypy --strict in CI; money is never a float.",
], "2025-12-01")
mem("go-conventions", "rule", "Go conventions", ["go", "golang", "pharmacy", "style"], [
    "pharmacy is Go 1.23, `go vet` and staticcheck in CI, errors wrapped with `%w`, no panics in request paths.",
], "2025-12-01")
mem("mobile-releases", "rule", "App releases", ["mobile", "app-store", "releases", "rounds"], [
    "The client app and rounds go to the stores every four weeks through staged rollout (10%, 50%, 100%); rounds supports the two previous versions, because farm vets' phones update late.",
], "2025-12-01")
mem("sso", "rule", "Staff sign-in", ["sso", "login", "mfa", "staff"], [
    "Staff sign in to pms with the group's single sign-on and a second factor; shared reception logins are not allowed, each person has their own account, and a leaver's account is disabled the day HR records the leaving date.",
], "2025-12-01")
mem("partner-access", "rule", "Access for partners", ["partners", "api-keys", "access"], [
    "Insurers, the crematorium and the external lab get API keys scoped to what they need (claims, collections, results) and nothing else; keys are rotated yearly and listed in `partners.yaml`.",
], "2025-12-01")
mem("backups", "rule", "Backups", ["backups", "restore", "postgres", "disaster-recovery"], [
    "pms and billing databases are backed up continuously with point-in-time recovery kept 35 days; a restore is tested every month on staging and its time recorded.",
], "2025-12-01")
mem("audit-log", "rule", "Audit log", ["audit", "records", "access", "compliance"], [
    "Every view and change of a clinical record, prescription or controlled drug entry is written to the audit log with the user and time; the audit log is kept seven years and nobody can delete from it.",
], "2025-12-01")
mem("time-zones", "rule", "Dates and times", ["time", "timezone", "utc", "dst"], [
    "Times are stored in UTC and shown in Europe/London; due dates for vaccines and doses are calendar dates, and the treatment sheet's hourly doses are tested across both clock changes.",
], "2025-12-01")
mem("runbooks", "rule", "Runbooks", ["runbooks", "docs", "on-call"], [
    "Every alert links to a runbook in `docs/runbooks/` with what to check first and whom to call at the emergency hospital.",
], "2025-12-01")
mem("docs", "rule", "Documentation", ["docs", "adr", "readme"], [
    "Every service has a README with how to run it locally; decisions that change a data model or a clinical rule get an ADR in `docs/adr/`.",
], "2025-12-01")

# ---------------------------------------------------------------- procedures
mem("onboard-clinic", "skill", "Adding a newly bought clinic", ["onboarding", "clinics", "migration"], [
    "1. Import the old system's clients and patients with the import tool, matching duplicates. 2. Set the clinic code, price band and diary. 3. Move the controlled drugs register's balances with a witnessed opening entry. 4. Connect the analysers and label printers. 5. Train staff on the training clinic first.",
], "2025-12-08", deps=["patient-ids", "cd-register", "clinic-network", "price-list"])
mem("add-vaccine-product", "skill", "Adding a vaccine product", ["vaccines", "products", "schedule"], [
    "1. Add the product with its schedule in `pms/ref/vaccines.yaml`. 2. Map it to the wholesaler's code. 3. Test the due dates it sets on the training clinic.",
], "2025-12-08", deps=["vaccine-schedule", "vaccine-records"])
mem("cd-discrepancy", "skill", "Handling a controlled drugs discrepancy", ["controlled-drugs", "discrepancy", "investigation"], [
    "1. Recount with a witness. 2. Check the week's entries against the consults and the treatment sheets. 3. Record the finding as a correcting entry. 4. The clinical director signs off; an unexplained loss is reported to the police controlled drugs liaison officer.",
], "2025-12-08", deps=["cd-safe", "cd-register"])
mem("recall-batch", "skill", "Running a batch recall", ["recalls", "batches", "pharmacy"], [
    "1. Block the batch in pharmacy. 2. Print the list of patients per clinic. 3. Clinics phone the clients the same day. 4. Return the remaining stock to the wholesaler.",
], "2025-12-08", deps=["drug-recalls"])
mem("month-end-billing", "skill", "Month end in billing", ["month-end", "billing", "finance"], [
    "1. Close the month's invoices per clinic. 2. Reconcile card settlements and direct debits against the bank feed. 3. Send the debt report to practice managers. 4. Export the ledger to finance.",
], "2025-12-08", deps=["invoicing", "bank-feeds"])
mem("insurance-batch", "skill", "Chasing insurance claims", ["insurance", "claims", "chasing"], [
    "Every Monday billing lists claims older than 21 days without payment, asks PetClaim for their status, and sends queries from insurers to the vet who saw the patient.",
], "2025-12-08", deps=["insurance-claims"])
mem("restore-pms", "skill", "Restoring the pms database", ["restore", "backups", "pms", "disaster-recovery"], [
    "1. Put pms in read-only mode and tell the clinics. 2. Restore to the point before the damage. 3. Replay the audit log's changes since then that are not in the restored copy. 4. Check the controlled drugs register's running balances.",
], "2025-12-08", deps=["backups", "audit-log"])
mem("rotate-keys", "skill", "Rotating a partner key", ["partners", "api-keys", "rotation", "secrets"], [
    "1. Issue a new key in `partners.yaml`. 2. Send it to the partner's named contact. 3. Keep both for 14 days. 4. Revoke the old one.",
], "2025-12-08", deps=["partner-access", "secrets"])
mem("subject-access", "skill", "Answering a client's data request", ["gdpr", "subject-access", "privacy", "clients"], [
    "1. Confirm the requester is the client. 2. Export the client's record, patients' histories, invoices and messages. 3. Remove other people's data. 4. Send within a month of the request.",
], "2025-12-08", deps=["client-data"])
mem("price-update", "skill", "The yearly price update", ["prices", "price-list", "yearly"], [
    "1. Finance sends the new prices. 2. Load them as new rows dated 1 January. 3. Check the estimate screen and a sample invoice on staging. 4. Tell clinics a week ahead.",
], "2025-12-08", deps=["price-rounding"])
mem("clinic-closure", "skill", "Closing a clinic", ["clinics", "closure", "transfer"], [
    "1. Move its clients to the nearest clinic in pms. 2. Move its controlled drugs with a witnessed transfer entry. 3. Redirect its phones. 4. Archive its diary.",
], "2025-12-08", deps=["cd-register"])
mem("new-lab-test", "skill", "Adding a lab test", ["lab", "tests", "reference-ranges"], [
    "1. Add the test's code from Northvet's catalogue. 2. Add reference ranges per species. 3. Map it to a charge. 4. Import a sample result on staging.",
], "2025-12-08", deps=["reference-ranges", "lab-integration"])
mem("add-insurer", "skill", "Adding an insurer", ["insurance", "insurers", "petclaim", "onboarding"], [
    "1. Enable the insurer in the PetClaim hub. 2. Add its claim form fields. 3. Submit a test claim on the hub's sandbox.",
], "2025-12-08", deps=["insurance-claims"])
mem("cut-release", "skill", "Cutting a release", ["releases", "release-branch", "deploys"], [
    "1. Cut `release/YYYY-MM-DD` on Monday. 2. Run the end-to-end suite on staging. 3. Write the release notes for clinics. 4. Deploy on Wednesday in the window.",
], "2025-12-08", deps=["release-train", "deploy-window"])
mem("tb-day", "skill", "A TB test day on a farm", ["tb", "farm", "rounds"], [
    "1. Download the herd list in rounds. 2. Record each animal's ear tag and the injection site measurements. 3. Read at 72 hours. 4. Submit.",
], "2025-12-08", deps=["tb-results", "ear-tags"])
mem("new-starter", "skill", "A new member of staff", ["staff", "onboarding", "accounts"], [
    "1. HR adds them. 2. Their pms account comes from single sign-on with the clinic role. 3. Vets' registration numbers are checked on the RCVS register before they can prescribe.",
], "2025-12-08", deps=["sso"])
mem("locum-access", "skill", "Giving a locum access", ["locums", "accounts", "access"], [
    "1. Create the account with the booked dates as its end. 2. Check the RCVS number. 3. It lapses the day after the last booked date.",
], "2025-12-08", deps=["locums", "sso"])
mem("deceased-workflow", "skill", "After a patient dies", ["deceased", "aftercare", "cremation"], [
    "1. Mark deceased. 2. Book the crematorium collection with the client's choice. 3. Send no invoice on the day unless the client asks. 4. A sympathy card is sent by the clinic.",
], "2025-12-08", deps=["deceased-patients", "cremation"])
mem("plan-failure-run", "skill", "Failed plan collections run", ["health-plan", "direct-debit", "collections"], [
    "On the 3rd: list failed collections, text the clients, schedule the retry for the 15th.",
], "2025-12-08", deps=["plan-collections"])
mem("new-clinic-printers", "skill", "Setting up label printers", ["printers", "labels", "clinic-network"], [
    "Add the printer to the clinic VLAN, register it in pharmacy with its clinic, print a test label.",
], "2025-12-08", deps=["dispensing-labels"])

# ---------------------------------------------------------------- roles
mem("platform-access", "knowledge", "What the platform team may see", ["platform", "access", "production"], [
    "Engineers have no standing access to client records in production; break-glass access is granted by the data protection officer for one incident and logged.",
], "2025-12-15", role=["platform"])
mem("prod-debugging", "rule", "Debugging production", ["debugging", "production", "access"], [
    "Debug with the logs and the anonymised copy; never query pms's live database by hand during clinic hours, never copy production data to a laptop.",
], "2025-12-15", role=["platform"])
mem("pms-roles", "rule", "pms roles", ["roles", "permissions", "pms", "access"], [
    "pms has receptionist, nurse, vet, practice manager and admin roles from single sign-on groups; admin belongs to two platform leads only.",
], "2025-12-15", role=["platform"])
mem("device-drivers", "rule", "Clinic device integrations", ["devices", "analysers", "drivers", "integration"], [
    "Analyser, scanner and monitor integrations are built in CI and shipped through the clinic agent; nobody installs a driver on a clinic PC by hand.",
], "2025-12-15", role=["platform"])
mem("front-desk-checkin", "skill", "Checking a patient in", ["reception", "check-in", "appointments"], [
    "Confirm the client's phone and address, weigh the patient, mark arrived in the diary.",
], "2025-12-22", role=["reception"])
mem("reception-payments", "skill", "Taking payment at the desk", ["reception", "payments", "desk"], [
    "Open the invoice, take the excess if it is a direct claim, pair the terminal, print the receipt.",
], "2025-12-22", role=["reception"])
mem("phone-triage", "skill", "Triage on the phone", ["reception", "triage", "emergency", "phones"], [
    "Breathing trouble, collapse, bleeding, suspected poisoning or a bloated dog: book now or send to Keynsham; everything else the next consult.",
], "2025-12-22", role=["reception"])
mem("aggressive-animals", "skill", "Flagging an aggressive animal", ["reception", "behaviour", "safety"], [
    "Add the caution flag on the patient; it shows in red with an icon on the diary and the ward board.",
], "2025-12-22", role=["reception"])
mem("end-of-day-cash", "skill", "Cashing up", ["reception", "cash", "end-of-day"], [
    "Count the till, print the terminal's Z report, enter the totals in pms.",
], "2025-12-22", role=["reception"])
mem("surgery-checklist", "skill", "The surgical safety checklist", ["clinical", "surgery", "checklist"], [
    "Before induction: right patient, procedure, site, fasting, consent; before closing: swab and instrument count.",
], "2026-01-05", role=["clinical"])
mem("fluid-rates", "skill", "Setting fluid rates", ["clinical", "fluids", "inpatients"], [
    "Maintenance by weight, plus deficit over 24 hours, plus ongoing losses; recheck every four hours.",
], "2026-01-05", role=["clinical"])
mem("euthanasia-procedure", "skill", "Performing a euthanasia", ["clinical", "euthanasia", "end-of-life"], [
    "Quiet room, consent signed first, sedation, then the injection; confirm death, then the client's time.",
], "2026-01-05", role=["clinical"])
mem("blood-transfusion", "skill", "Blood transfusions", ["clinical", "transfusion", "blood"], [
    "Cross-match, check the donor's blood type, start slow, watch temperature and heart rate every 15 minutes.",
], "2026-01-05", role=["clinical"])
