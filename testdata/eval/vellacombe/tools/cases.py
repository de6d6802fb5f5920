#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in eight kinds
as agents pass tasks: short imperatives, long multi-clause requests, bug reports with an error line,
pull-request titles with a prefix, identifier-heavy tasks, questions, paraphrases that share no word with
their memory, and tasks nothing in the store covers (about one in six)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("vc", {})
case = C.case

# ---------------------------------------------------------------- short imperatives
case("short", "Record this morning's spray on block PH-07", ["record-spray-howto", "spray-diary", "harvest-interval"])
case("short", "Add the new Pinot Meunier block at Coldharbour", ["new-block-howto", "block-registry",
                                                                "sites-and-varieties"])
case("short", "Set up Ashdown Vines as a new contract grower", ["new-grower-howto", "grower-contracts",
                                                               "grower-portal"])
case("short", "Make a blend of the 2024 Chardonnay lots for the Classic Cuvée", ["blend-howto", "blending",
                                                                                "label-claims"])
case("short", "Disgorge cages 40 to 52 of the 2021 vintage", ["disgorge-howto", "disgorgement", "lees-ageing",
                                                             "sweetness-terms"])
case("short", "Submit November's duty return", ["duty-return-howto", "duty-return", "duty-reconciliation",
                                               "duty-abv-bands"])
case("short", "Load the new duty rates from the budget", ["rates-update-howto", "duty-abv-bands"], ["duty-flat-rates"])
case("short", "Ship 20 pallets in bond to our importer in Oslo", ["emcs-howto", "emcs-movements",
                                                                 "export-documents"])
case("short", "Add Saturday afternoon tour slots for December", ["tour-slot-howto", "tour-slots", "private-events"])
case("short", "Run the March club shipment", ["club-shipment-howto", "club-shipments", "club-payment-retries"])
case("short", "List the 2022 Blanc de Blancs in the webshop", ["new-wine-howto", "gtins", "product-pages",
                                                              "vintage-release"])
case("short", "Restore the cellar database to yesterday evening", ["restore-howto", "backups"])
case("short", "Run a mock recall", ["mock-recall-howto", "mock-recalls", "traceability"])

# ---------------------------------------------------------------- long multi-clause requests
case("long", "A grower's load came in this afternoon with the weighbridge down, so the weight was typed in, and "
     "its Brix was under their contract minimum. The winemaker accepted it anyway. Make sure the grower's statement "
     "shows it properly and that they get paid in the right band.",
     ["intake-weighing", "intake-sampling", "grower-payments", "grower-contracts"])
case("long", "We're launching a Sparkling tier in the club: add it to the signup flow, give its members the right "
     "shop discount, make sure their shipments only offer sparkling wines, and write the migration for the new "
     "tier column.", ["club-tiers", "club-shipments", "club-selection-picks", "migrations", "rails-style"],
     ["club-tiers-two"])
case("long", "Build the Christmas gift box: a new product with two bottles and two glasses, its own barcode, a "
     "product page with the awards the wines won, a price in the shop, and make sure it can't be oversold.",
     ["new-wine-howto", "gtins", "product-pages", "stock-reservations", "money-in-pence", "price-changes"])
case("long", "Before harvest starts: upgrade the Go dependencies in intake, check the tablets still work with no "
     "signal in the vines, and make sure the on-call rota has enough people.",
     ["dependencies", "go-style", "tablet-offline", "on-call"])
case("long", "A customer in Inverness ordered six bottles with a 20% discount code on top of their club discount; "
     "the total came out below what Scottish law allows and the Highlands surcharge was missing. Fix the checkout.",
     ["minimum-unit-price", "discount-codes", "delivery-areas", "money-in-pence"])
case("long", "We have a new importer in the United States: get the label approved over there, raise the export "
     "paperwork, send the wine from our bond without paying UK duty, and invoice them at their trade price.",
     ["export-documents", "emcs-movements", "emcs-howto", "trade-price-lists"])
case("long", "A member asked us to delete everything we hold about them: they're in the club, have bought from the "
     "shop and booked tours, and their details are in the warehouse too. Also check our logs don't keep their email.",
     ["erasure-howto", "personal-data", "logging", "dbt-models"])
case("long", "We fined the 2024 rosé base with egg white. Make sure the allergen ends up on the labels, that the "
     "shop page shows it, and that the vegan cuvée doesn't take any of it.",
     ["allergen-fining", "additions", "label-approval", "sulphite-statement", "label-particulars"])
case("long", "For the sustainability audit next month: export the frost readings before they get rolled up, pull "
     "the year's spray diary, and gather the energy and water meter reads.",
     ["sensor-retention", "spray-diary", "energy-records", "certifications"])
case("long", "The bond stock count is 1% short on the Brut magnums. Find out whether a release wasn't recorded, "
     "check the duty reconciliation, and get the figures right before the return goes in.",
     ["bond-stock-count", "duty-point", "duty-reconciliation", "duty-return"])
case("long", "Add a tour-and-lunch package: book the restaurant table along with the tour, refund both if it's "
     "cancelled two days ahead, and let gift vouchers pay for it.",
     ["restaurant-bookings", "booking-refunds", "gift-vouchers", "tour-slots"])
case("long", "The new bottling line arrives this spring: its laser printer for lot numbers is different, runs must "
     "still close on the bottle count, the samples still need keeping, and the sparkling needs the heavier bottle.",
     ["bottling-runs", "lot-code-on-bottle", "glass-weights", "bottling-run-howto"])

# ---------------------------------------------------------------- bug reports
case("bug", "IntegrityError: duplicate key value violates unique constraint \"cellar_lot_code_key\" DETAIL: Key "
     "(code)=(V24-CH-HF-03) already exists, after emptying and refilling tank T14", ["lot-codes"])
case("bug", "Picking plan rejected: 'block CO-04 inside pre-harvest interval until 2025-09-19' but the spray was "
     "entered with the wrong product", ["harvest-interval", "spray-diary", "record-spray-howto", "picking-plan"])
case("bug", "Label check fails: sweetness term Brut does not match final sugar 13.1 g/L",
     ["sweetness-terms", "disgorgement", "label-approval"])
case("bug", "Tablet sync loses entries: the server answers 409 Conflict for spray entries recorded offline "
     "yesterday", ["tablet-offline", "spray-diary"])
case("bug", "EMCS submission error: consignee excise number invalid; the shipment is stuck and the driver is "
     "waiting at the bond", ["emcs-movements", "emcs-howto"])
case("bug", "Member charged twice for the June shipment after Sidekiq retried ChargeShipmentJob",
     ["rails-style", "club-payment-retries", "card-payments", "club-shipments"])
case("bug", "Checkout total shows £59.999999 for three bottles", ["money-in-pence"])
case("bug", "No frost alert: probe PH-02 reported -1.2 °C at 04:10 but no SMS went out",
     ["frost-alerts", "sensors"])
case("bug", "Tour at 14:00 shows 17 booked against a capacity of 16; two bookings went through in the same second",
     ["tour-slots", "elixir-style"])
case("bug", "Harvest shift times an hour out after 26 October: crews were told to arrive at 05:00",
     ["time-zones", "picking-plan"])
case("bug", "Sentry event contains a member's date of birth in the request body", ["logging", "personal-data"])
case("bug", "Disgorgement plan offers cage C118, which went to tirage 11 months ago",
     ["lees-ageing", "tirage", "disgorge-howto"])
case("bug", "Duty return shows 0.30000000000000004 litres of pure alcohol: computed with a Double",
     ["kotlin-style", "duty-abv-bands"])

# ---------------------------------------------------------------- pull-request titles
case("pr-title", "feat(cellar): record fining agent batch numbers", ["additions", "allergen-fining"])
case("pr-title", "fix(intake): round net weights to 5 kg", ["intake-weighing"])
case("pr-title", "chore(deps): bump phoenix_live_view to 1.0.4", ["dependencies", "elixir-style"])
case("pr-title", "feat(club): add the Sparkling tier", ["club-tiers"], ["club-tiers-two"])
case("pr-title", "fix(shop): refuse orders to Jersey and Guernsey", ["delivery-areas"])
case("pr-title", "perf(shop): serve product images from the CDN", ["performance-budgets"])
case("pr-title", "feat(bond): support the new duty bands from February", ["duty-abv-bands", "rates-update-howto"],
     ["duty-flat-rates"])
case("pr-title", "test(intake): growers cannot see each other's statements", ["grower-portal", "tests"])
case("pr-title", "refactor(vineyard): move frost thresholds into config", ["frost-alerts", "go-style"])
case("pr-title", "fix(trade): send the DESADV within the hour", ["supermarket-edi"])
case("pr-title", "feat(visits): let customer service extend a voucher", ["gift-vouchers"])
case("pr-title", "chore(data): drop member emails from the marts", ["dbt-models", "personal-data"])
case("pr-title", "feat(shop): index only wines on sale", ["search-index"], ["search-algolia"])

# ---------------------------------------------------------------- identifiers
case("identifier", "Add a nullable `closure_type` column to `cellar_bottling_run`", ["migrations", "bottling-runs"])
case("identifier", "`vineyard/config/disease.yaml`: raise the downy mildew threshold", ["disease-risk",
                                                                                       "weather-data"])
case("identifier", "Add `bond/rates/2026-02-01.yaml`", ["rates-update-howto", "duty-abv-bands"])
case("identifier", "`make rollup-sensors` deletes `sensor_reading` rows older than 24 months", ["sensor-retention"])
case("identifier", "`stg_cellar__lots` fails not_null on `composition`", ["dbt-models", "blending"])
case("identifier", "GET /api/v1/growers/{code}/statements returns 500", ["api-versions", "grower-portal"])
case("identifier", "Rename `vendor_code` to `grower_code` in `intake.load`", ["migrations"])
case("identifier", "`shop/config/delivery.ts`: add the new Highlands postcodes", ["delivery-areas"])
case("identifier", "`cellar/limits.yaml`: sparkling total SO2 value", ["so2-limits"])
case("identifier", "Add logging to `club/app/jobs/charge_shipment_job.rb`", ["rails-style", "logging"])
case("identifier", "Trace `V23-PN-CO-02/R087` back to its blocks", ["traceability", "lot-codes"])
case("identifier", "`trade.product`: GTIN for the 1.5 l magnum", ["gtins"])

# ---------------------------------------------------------------- questions
case("question", "When can we deploy to production?", ["deploys", "harvest-freeze"], ["deploys-jenkins"])
case("question", "How long must non-vintage sparkling stay on the lees?", ["lees-ageing"])
case("question", "Can a child come to a tasting?", ["tasting-age", "tour-slots"])
case("question", "Who approves new label artwork?", ["label-approval"])
case("question", "How are pickers paid?", ["picker-pay"], ["picker-pay-per-bin"])
case("question", "Where do secrets go?", ["secrets"])
case("question", "What must a wine label show?", ["label-particulars", "sulphite-statement", "abv-tolerance"])
case("question", "When do contract growers get paid?", ["grower-payments"])
case("question", "Can a club member skip a shipment?", ["club-skips"])
case("question", "How do we work out mildew risk?", ["disease-risk", "weather-data"], ["disease-model-excel"])
case("question", "Which tiers does the wine club have?", ["club-tiers"], ["club-tiers-two"])
case("question", "What is a lot code made of?", ["lot-codes", "sites-and-varieties"])
case("question", "Can we still call it the 2023 vintage if we topped it up with 2024?", ["label-claims", "blending"])

# ---------------------------------------------------------------- paraphrases (no word shared with the memory)
case("paraphrase", "Somebody sold a bottle to a kid: what stops that?", ["age-checks"])
case("paraphrase", "The little marks on the glass that let us find where each drop came from", ["lot-code-on-bottle"])
case("paraphrase", "What happens when cold nights threaten the buds?", ["frost-alerts"])
case("paraphrase", "How much does the taxman take when bottles head to a Leeds merchant?", ["duty-point",
                                                                                           "duty-abv-bands"])
case("paraphrase", "A buyer reckons the fizz smells of damp cardboard", ["corked-wine"])
case("paraphrase", "A present of an afternoon spent with us: how long before it runs out?", ["gift-vouchers"])
case("paraphrase", "How long must the bubbly rest with its dead yeast until it can be sold?", ["lees-ageing"])
case("paraphrase", "When do the neighbouring farmers get their cheque for the fruit they bring us?",
     ["grower-payments"])
case("paraphrase", "Can someone in Glasgow get it dirt cheap with every voucher piled on?", ["minimum-unit-price",
                                                                                           "discount-codes"])
case("paraphrase", "Where do the jottings about what chemicals went onto the plants live?", ["spray-diary"])
case("paraphrase", "The kit that tells us how heavy the lorry is has broken: what now?", ["intake-weighing",
                                                                                         "weighbridge"])
case("paraphrase", "Who decides whether our bubbly is described as rich or crisp on its tag?", ["sweetness-terms"])

# ---------------------------------------------------------------- nothing covers these
case("zero-match", "Book the Christmas party for the vineyard team", [])
case("zero-match", "Order new secateurs for the pickers", [])
case("zero-match", "Set up a Kubernetes cluster for the marketing site", [])
case("zero-match", "Write a Slack bot that posts the cricket scores", [])
case("zero-match", "feat(ml): predict the vintage score from satellite images", [])
case("zero-match", "How do I claim expenses for a trip to a wine fair?", [])
case("zero-match", "Translate the shop into Japanese", [])
case("zero-match", "Replace the roof lights in the winery", [])
case("zero-match", "Plan the team's summer barbecue at Pennard Hill", [])
case("zero-match", "chore: rename the cycling club channel", [])
case("zero-match", "Add a GraphQL gateway to the car park barriers", [])
case("zero-match", "Write a blog post about our tractor driver's retirement", [])
case("zero-match", "Move the HR system to a new payroll provider", [])
case("zero-match", "Write a Terraform module for Azure Functions", [])
case("zero-match", "Choose new uniforms for the restaurant staff", [])
case("zero-match", "Start a podcast about the history of English wine", [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
