#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in eight kinds
as agents pass tasks: short imperatives, long multi-clause requests, bug reports with an error line,
pull-request titles with a prefix, identifier-heavy tasks, questions, paraphrases that share no word with
their memory, and tasks nothing in the store covers (about one in six)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("tb", {})
case = C.case

# ---------------------------------------------------------------- short imperatives
case("short", "Take a first call from Holme Valley hospice", ["first-call-howto", "collection-rules", "out-of-hours"])
case("short", "Book a cremation at Brackwater for next Thursday", ["book-cremation-howto", "crem-bookings",
                                                                  "cremation-paperwork"], ["crem-hold-24h"])
case("short", "Hand the ashes of cremation 25-3318 to the daughter", ["ashes-howto", "remains-release",
                                                                     "remains-tracking", "identity-verification"])
case("short", "Publish the funeral notice for Mr Alderson", ["notice-howto", "funeral-notices", "notice-privacy"])
case("short", "Cancel a funeral plan taken out last week", ["cancel-plan-howto", "plan-cancellation"])
case("short", "Raise the final invoice for KB-25-0412", ["invoice-howto", "invoices", "disbursement-payments"])
case("short", "Order a headstone for a grave at Holme cemetery", ["memorial-howto", "memorial-permits",
                                                                 "inscriptions", "memorial-safety"])
case("short", "Open the new funeral home in Skipton", ["new-home-howto", "homes-and-codes", "price-transparency",
                                                      "staff-roles"])
case("short", "Raise the crematorium fees from April", ["fees-update-howto", "cremation-fees"],
     ["cremation-fees-old"])
case("short", "Rebook today's services at Tollerby after the snow", ["rebook-closure-howto", "weather-closures"])
case("short", "Restore the plans database to last night", ["restore-howto", "backups"])
case("short", "Schedule embalming for care number C204117", ["embalming", "identity-checks"])
case("short", "Add a wristband scan when the coffin goes into the hearse", ["identity-checks", "driver-app"])

# ---------------------------------------------------------------- long multi-clause requests
case("long", "A plan holder has died. Find her plan from the first call, link it to the funeral, make sure the "
     "estimate shows what the plan covers and what the family pays on top, and claim the money from the trust after "
     "the funeral.", ["redeem-plan-howto", "plan-redemption", "plan-prices", "estimates"], ["plan-prices-old"])
case("long", "Two sisters disagree about the funeral: one wants burial, the other cremation, and both want the "
     "ashes. Work out who can decide, who signs the cremation application, and who gets the ashes.",
     ["client-authority", "applicant-rules", "remains-release", "cremation-paperwork"])
case("long", "Add a witnessed cremation option: families choose it in the arrangement, the viewing room is booked "
     "at the crematorium, the cremator is held for that time, and the order of the day's cremations still works.",
     ["witnessing", "cremator-scheduling", "arrangement-meeting", "crem-bookings"])
case("long", "The booking portal for other funeral directors needs a new field for the coffin size. Add it without "
     "breaking the directors already using the API, add the migration, and make sure big coffins only go to the "
     "cremator that takes them.", ["api-versions", "migrations", "large-coffins", "outside-directors"])
case("long", "A family wants a woodland burial with no embalming and a wicker coffin, the service streamed for "
     "relatives in Canada, and donations to the hospice instead of flowers.",
     ["natural-burial", "embalming", "music-and-streaming", "livestream-links", "charity-donations"])
case("long", "Write the new email the family gets when their loved one arrives at the care centre: keep it in our "
     "voice, send it through the usual provider, and make sure nothing about the cause of death goes into the logs.",
     ["tone-of-voice", "emails", "logging", "personal-data"])
case("long", "A plan customer rang up confused and her son was on the line pushing her to buy; the agent sold "
     "the plan anyway. Check what should have happened, whether the call was recorded, and how she can cancel.",
     ["vulnerable-customers", "phone-recording", "plan-cancellation", "plans-fca"])
case("long", "The invoice for a funeral last month was higher than the estimate because the minister's fee went up. "
     "The family is waiting for the DWP payment. Fix the invoice properly and stop the reminders going to the "
     "collection agency.", ["invoices", "estimates", "funeral-payment-help", "debt-collection"])
case("long", "Before January: make sure the care centres can cope with the winter peak, the fridge alarms page the "
     "right person, and no risky deploys go out to the crematoria.",
     ["care-capacity", "fridge-temperatures", "on-call", "winter-freeze", "deploys"])
case("long", "A man died on holiday in Spain and the family wants him brought home for burial here; track the "
     "paperwork, hold the funeral date until it arrives, and book the grave.",
     ["repatriation", "burials", "date-changes"])
case("long", "Build a report of average funeral prices per home against the published price list, without any "
     "names or causes of death reaching the marts, and add tests on the mart's key.",
     ["reports-kpis", "dbt-models", "price-transparency"])
case("long", "We're moving notice search off the third-party service: index notices in our own database when they "
     "are published, drop them at once when a family asks, and never show a home address in the text.",
     ["notice-search", "funeral-notices", "notice-privacy"], ["search-old"])

# ---------------------------------------------------------------- bug reports
case("bug", "IntegrityError: duplicate key value violates unique constraint \"crem_booking_slot_key\" when two "
     "directors book the 11:15 at Brackwater", ["crem-bookings", "outside-directors"])
case("bug", "Cremator schedule refused: 'implant removal not recorded for C204117'",
     ["implants", "cremator-scheduling"])
case("bug", "Fridge 4 at Kirkby read 8.1 °C for 40 minutes and nobody was paged",
     ["fridge-temperatures", "on-call"])
case("bug", "Sentry event shows the deceased's cause of death in the request payload",
     ["logging", "personal-data"])
case("bug", "Invoice total shows £3,412.9999 after adding disbursements", ["money-in-pence", "invoices"])
case("bug", "Driver app lost the wristband scans made in the lane with no signal", ["driver-app", "identity-checks"])
case("bug", "Funeral notice shows '14 Mill Lane' next to the service date", ["notice-privacy", "funeral-notices"])
case("bug", "GoCardless webhook: mandate failed for plan P-77120, but the plan was cancelled the same day",
     ["plan-instalments", "plan-cancellation"], ["plan-instalments-card"])
case("bug", "A hearse is booked for two funerals at 10:00 and 10:30 in towns forty minutes apart",
     ["fleet-scheduling"])
case("bug", "NullPointerException in RemainsLabelService.print when the cremation number is missing",
     ["remains-tracking", "kotlin-style"])
case("bug", "Order of service printed with a typo after the client approved a different proof",
     ["order-of-service"])
case("bug", "Tribute page shows a spam link that never went through moderation", ["tribute-moderation"])
case("bug", "Review request emails went to the family of a child's funeral", ["reviews", "child-funerals"])

# ---------------------------------------------------------------- pull-request titles
case("pr-title", "feat(crem): require the medical referee's sign-off before releasing a slot",
     ["cremation-paperwork", "cremator-scheduling"])
case("pr-title", "fix(plans): pass payments to the trust within five working days", ["plan-trust"])
case("pr-title", "chore(deps): bump Spring Boot to 3.4.2 in plans", ["dependencies", "java-style"])
case("pr-title", "feat(web): hide the service time on private funeral notices", ["funeral-notices"])
case("pr-title", "fix(accounts): exempt funeral services from VAT", ["vat"])
case("pr-title", "perf(arrange): prefetch homes on the funeral list", ["django-style"])
case("pr-title", "feat(arrange): block non-cremation coffins for cremations", ["coffin-catalogue"])
case("pr-title", "test(crem): outside directors cannot see our homes' bookings", ["outside-directors", "tests"])
case("pr-title", "refactor(care): move fridge thresholds into config", ["fridge-temperatures", "go-style"])
case("pr-title", "fix(fleet): refuse schedules with less than 11 hours' rest", ["bearers-hours"])
case("pr-title", "feat(masonry): proof additional inscriptions to the grave owner", ["inscriptions"])
case("pr-title", "chore(data): keep causes of death out of the marts", ["dbt-models", "personal-data"])
case("pr-title", "feat(web): expire livestream links after 28 days", ["livestream-links"])

# ---------------------------------------------------------------- identifiers
case("identifier", "Add a nullable `coffin_width` column to `arrange_funeral`", ["migrations", "large-coffins"])
case("identifier", "`care/config/capacity.yaml`: lower Holme to 80%", ["care-capacity"])
case("identifier", "`stg_arrange__funerals` fails not_null on `home_code`", ["dbt-models", "homes-and-codes"])
case("identifier", "GET /api/v1/bookings returns other directors' bookings", ["api-versions", "outside-directors"])
case("identifier", "`plans/content/script.md`: change the cancellation wording", ["plans-fca", "plan-cancellation"])
case("identifier", "Rename `body_id` to `care_number` in `care_movement`", ["migrations", "glossary",
                                                                          "funeral-reference"])
case("identifier", "`crem/config/fees.yaml` still has last year's fees", ["cremation-fees"], ["cremation-fees-old"])
case("identifier", "Look up `KB-25-0412` and its care number", ["funeral-reference"])
case("identifier", "`accounts.product`: add a biodegradable urn", ["coffin-catalogue", "vat"])
case("identifier", "`data/metrics.yml`: add days from first call to funeral", ["reports-kpis"])
case("identifier", "Add `cremation_number` to the export of `crem_register`", ["cremation-register"])
case("identifier", "`fleet.vehicle`: MOT date warning not showing", ["vehicle-checks"])

# ---------------------------------------------------------------- questions
case("question", "When can we deploy to production?", ["deploys", "winter-freeze"], ["deploys-manual"])
case("question", "Who may sign the cremation application?", ["applicant-rules"])
case("question", "What does a plan's price cover?", ["plan-prices"], ["plan-prices-old"])
case("question", "How long do we keep cremation records?", ["document-retention", "cremation-register"])
case("question", "Can we embalm without asking the family?", ["embalming"])
case("question", "How long does a provisional crematorium booking hold?", ["crem-bookings"], ["crem-hold-24h"])
case("question", "What paperwork does a cremation need?", ["cremation-paperwork", "statutory-forms"])
case("question", "Who can see a funeral in the family portal?", ["family-portal"])
case("question", "When do we ask families for a review?", ["reviews"])
case("question", "What do we charge for a child's funeral?", ["child-funerals"])
case("question", "How are plan instalments collected?", ["plan-instalments"], ["plan-instalments-card"])
case("question", "Who approves a new catering supplier?", ["catering"])
case("question", "What happens when the coroner is involved?", ["coroner-release", "coroners"])

# ---------------------------------------------------------------- paraphrases (no word shared with the memory)
case("paraphrase", "Granny's wedding ring should come back to us rather than burn with her", ["personal-effects"])
case("paraphrase", "Grandad's heart gadget: does it matter for the furnace?", ["implants"])
case("paraphrase", "The cold rooms got warm overnight and no one heard about it", ["fridge-temperatures"])
case("paraphrase", "No relatives are left to see him laid to rest, so the town hall foots the bill", ["public-health-funerals"])
case("paraphrase", "The bloke in the hat wasn't allowed to see his wife's urn handed over?", ["remains-release"])
case("paraphrase", "Crooks could learn online which bungalow stands unoccupied while everyone mourns", ["notice-privacy"])
case("paraphrase", "Somebody old and muddled nearly signed up to pay ahead for her own send-off",
     ["vulnerable-customers"])
case("paraphrase", "Mum gave herself to the university's anatomy students; when do we get her back?",
     ["body-donation"])
case("paraphrase", "The stone on dad's plot is leaning after two winters", ["memorial-safety"])
case("paraphrase", "Which tiny youngsters' goodbyes are free?", ["child-funerals"])
case("paraphrase", "Can Auntie watch the box go in at the end?", ["witnessing"])
case("paraphrase", "Words on the marble got spelt wrong, who checked them?", ["inscriptions"])

# ---------------------------------------------------------------- nothing covers these
case("zero-match", "Book the Christmas lunch for the Kirkby team", [])
case("zero-match", "Order new umbrellas for the bearers", [])
case("zero-match", "Set up a Kubernetes cluster for the careers site", [])
case("zero-match", "Write a Slack bot that posts the rugby results", [])
case("zero-match", "feat(ml): predict next month's deaths from the weather", [])
case("zero-match", "How do I claim mileage for a trip to head office?", [])
case("zero-match", "Translate the website into Polish", [])
case("zero-match", "Repaint the chapel at Brackwater", [])
case("zero-match", "Plan the summer charity walk for the staff", [])
case("zero-match", "chore: rename the fantasy football channel", [])
case("zero-match", "Add a GraphQL gateway to the car wash booking system", [])
case("zero-match", "Write a blog post about our oldest hearse's restoration", [])
case("zero-match", "Move payroll to a new provider", [])
case("zero-match", "Write a Terraform module for AWS Lambda", [])
case("zero-match", "Choose new uniforms for the office staff", [])
case("zero-match", "Start a podcast about the history of funeral customs", [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
