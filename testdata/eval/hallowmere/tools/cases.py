#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in eight kinds
as agents pass tasks: short imperatives, long multi-clause requests, bug reports with an error line,
pull-request titles with a prefix, identifier-heavy tasks, questions, paraphrases that share no word with
their memory, and tasks nothing in the store covers (about one in six)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("hm", {})
case = C.case

# ---------------------------------------------------------------- short imperatives
case("short", "Register a new consignor at the Stanbridge counter", ["register-consignor-howto", "consignor-kyc",
                                                                     "receipts", "consignment-agreement"])
case("short", "Withdraw lot 214 from Thursday's silver sale", ["withdraw-lot-howto", "lot-withdrawal"])
case("short", "Add a lot after the catalogue has gone to print", ["added-lots"])
case("short", "Publish the March furniture sale", ["publish-sale-howto", "catalogue-publishing", "catalogue-pdf"])
case("short", "Issue a credit note for a wrong premium line", ["credit-note-howto", "invoice-rules", "ledger",
                                                              "buyers-premium"], ["premium-24"])
case("short", "Change a consignor's bank details", ["bank-details-change-howto", "settlement-bank-details"])
case("short", "Run this week's settlement payments", ["settlement-run-howto", "settlement-timing",
                                                     "settlement-bank-details"])
case("short", "Ship a Chinese vase to a buyer in Hong Kong", ["export-howto", "export-licences", "cites-species",
                                                             "shipping-quotes"])
case("short", "Set up a timed sale of garden statuary", ["timed-sale-howto", "timed-close-staggered",
                                                        "time-zones", "new-sale-howto", "calendar",
                                                        "conditions-of-sale"], ["timed-close-all"])
case("short", "Rebuild the lot search index", ["reindex-howto", "search-indexing"], ["search-elastic"])
case("short", "Catalogue an ivory-inlaid writing box", ["catalogue-lot-howto", "lot-description-style",
                                                       "estimates", "reserves", "ivory"])
case("short", "Add a column to the bid table", ["migrations", "big-tables"])
case("short", "Load test the bidding service before the watch sale", ["load-test-howto", "load-tests"])

# ---------------------------------------------------------------- long multi-clause requests
case("long", "A buyer says the Georgian bureau they won last week is a Victorian copy, not what our catalogue "
     "said. Take the claim, decide whether it comes back, refund them if so, and make sure the consignor isn't "
     "paid for it in the meantime.", ["return-lot-howto", "misdescription-returns", "credit-note-howto", "refunds",
                                      "settlement-timing"])
case("long", "Build the telephone bidding for the console: book the callers in before the sale, give each "
     "line its own seat with the staff member's name, let the clerk take their bids like room bids, and keep "
     "the call recordings for as long as we must.", ["phone-bids", "clerk-console", "data-retention"],
     ["phone-bids-paper"])
case("long", "For the wine sale next month: the lots are mostly still in bond, the catalogue has to say so, "
     "the invoice must not charge duty on those, and buyers abroad want shipping quotes.",
     ["wine-lots", "wine-department", "vat-margin-scheme", "invoice-rules", "shipping-quotes"])
case("long", "Make timed sales fairer at the close: each lot should end a minute after the one before, late "
     "bids should give everyone a couple more minutes on that lot only, and people who leave a top bid should "
     "have the system bid for them.", ["timed-close-staggered", "max-bids", "bid-increments", "timed-sales"],
     ["timed-close-all"])
case("long", "We are adding a classic car sale at Stanbridge: the vehicle lots need logbook and mileage checks "
     "before publishing, bidders need a bigger deposit, and storage for cars costs more if they are left.",
     ["vehicle-lots", "motoring-department", "storage-charges", "catalogue-publishing"])
case("long", "Rewrite the invoice generator: one invoice per buyer per sale, the premium at the right rate for "
     "the sale date, VAT under the margin scheme, resale royalty where it applies and Lotwire's fee on its own "
     "line, all in pence.", ["invoice-rules", "buyers-premium", "vat-margin-scheme", "artist-resale-right",
                            "lotwire", "money-in-pence", "ledger"], ["premium-24"])
case("long", "A new customer wants to bid up to £40,000 on a painting next week: get them registered, check "
     "who they are properly, lift the spending cap if credit control agrees, and screen them against the "
     "sanctions lists.", ["bidder-registration", "bidder-verification", "sanctions-screening"])
case("long", "Lot images: move off the old image host, keep the full-size originals untouched, make the "
     "thumbnails on request behind the CDN, and make sure the signature close-ups are kept.",
     ["image-storage", "photo-standards", "imaging"], ["image-storage-cloudinary"])
case("long", "The compliance officer wants a dashboard: how many lots failed the stolen art search, how many "
     "had ivory, how many bidders failed ID checks, and cash taken per sale, built like our other reports.",
     ["add-report-howto", "data-platform", "stolen-art-check", "ivory", "bidder-verification", "cash-limit"])
case("long", "When Lotwire goes down mid-sale the clerk has nothing to tell the room. Show their bids with a "
     "badge, let the clerk pause the feed, and make sure no reserve or consignor name ever leaves for Lotwire.",
     ["lotwire-bids", "lotwire", "lotwire-sync", "reserve-secrecy", "reserves"])
case("long", "Someone emailed asking us to pay their sale proceeds into a new account and delete everything we "
     "hold about them afterwards. Handle both properly.", ["bank-details-change-howto", "settlement-bank-details",
                                                           "erasure-howto", "gdpr-erasure"])
case("long", "Before the jewellery sale: load test the bidding, put the rings and watches in the locked "
     "cabinet for viewing, check the diamonds have their lab reports on the lot, and keep deploys away from "
     "sale day.", ["load-test-howto", "load-tests", "view-days", "gemstone-grading", "live-sale-freeze",
                   "deploys"])

# ---------------------------------------------------------------- bug reports with an error line
case("bug", "Two bids placed for one tap in the app on a slow connection: `bidding.bid` has rows 88123 and "
     "88124 with the same amount from paddle 412", ["bid-idempotency"])
case("bug", "Console froze at lot 118 when the saleroom wifi dropped: `** (DBConnection.ConnectionError) "
     "connection not available` and the hammer was lost", ["console-offline", "clerk-console"])
case("bug", "`django.db.utils.OperationalError: canceling statement due to lock timeout` while the migration "
     "added a column to catalogue_lot during a sale", ["big-tables", "migrations"])
case("bug", "Reserve price appears in the JSON of `/api/v2/lots/25-087/214`: `\"reserve\": 120000`",
     ["reserve-secrecy", "reserves", "api-versioning"])
case("bug", "Invoice total off by a penny: lines 1,250.00 + 312.50 + 62.50 but total 1,624.99 (float sum in "
     "InvoiceBuilder.kt)", ["money-in-pence", "kotlin-style", "invoice-rules"])
case("bug", "Two commission bids of £800 on lot 52 and the later one won: `CommissionExecutor picked bid "
     "c-7731 over c-7702`", ["commission-bids"])
case("bug", "Timed sale lot 40 extended and pushed lots 41-300 back by two minutes: `closing_at` shifted for "
     "the whole sale", ["timed-close-staggered"], ["timed-close-all"])
case("bug", "Outbid push arrived at 3am for a sale that ended yesterday: `FCM send ok type=outbid "
     "user=c-55120`", ["push-notifications"])
case("bug", "Publish refused: `PublishCheckError: lot 77 ivory=yes certificate=None`", ["ivory",
                                                                                       "catalogue-publishing"])
case("bug", "Settlement paid to a consignor whose buyer hadn't paid: `SettlementRun 2025-48 included lot "
     "HM0041277 invoice status=unpaid`", ["settlement-timing", "settlement-run-howto",
                                          "settlement-bank-details"])
case("bug", "Lot page shows the estimate as `€1,176.4705882` in the euro view", ["currency-display",
                                                                                "estimates"])
case("bug", "`KeyError: 'hammer'` in the statement of sale for bought-in lots", ["consignor-statements",
                                                                                "unsold-lots"])
case("bug", "Search still shows lot 214 after it was withdrawn: `GET /lots/_search` returns it with "
     "status=published", ["search-indexing", "lot-withdrawal"], ["search-elastic"])

# ---------------------------------------------------------------- pull-request titles
case("pr-title", "feat(bidding): extend only the lot that gets a late bid in timed sales",
     ["timed-close-staggered", "timed-sales"], ["timed-close-all"])
case("pr-title", "fix(accounts): read the premium rate from the sale's rate card",
     ["buyers-premium"], ["premium-24"])
case("pr-title", "feat(catalogue): add letter suffixes for lots added after printing", ["added-lots", "lot-numbers"])
case("pr-title", "chore(deps): bump phoenix_live_view to 1.1.3", ["dependencies", "elixir-style"])
case("pr-title", "perf(web): cache lot pages at the CDN", ["website", "frontend-style"])
case("pr-title", "fix(console): replay queued hammers in order after reconnect", ["console-offline"])
case("pr-title", "feat(logistics): hold shipments until the export licence number is on the lot",
     ["export-licences"])
case("pr-title", "test(accounts): table cases for artist's resale right bands", ["artist-resale-right", "testing"])
case("pr-title", "feat(app): passkey sign-in for bidders", ["bidder-login", "flutter-style"])
case("pr-title", "fix(catalogue): drop reserve from the Lotwire export", ["lotwire-sync", "reserve-secrecy",
                                                                         "reserves"])
case("pr-title", "feat(accounts): block payments from third parties pending compliance", ["bank-transfers",
                                                                                          "aml-reporting"],
     ["cheques"])
case("pr-title", "refactor(catalogue): rename vendor to consignor in the agreement module", ["vendor-wording",
                                                                                            "glossary"])
case("pr-title", "feat(web): announce the countdown and outbid alerts to screen readers", ["accessibility"])

# ---------------------------------------------------------------- identifier-heavy tasks
case("identifier", "Add a step above £1,000 to `bidding/increments.ex`", ["bid-increments", "elixir-style",
                                                                         "testing"])
case("identifier", "Change the thresholds in `logistics/export/thresholds.yaml` for paintings",
     ["export-licences"])
case("identifier", "Add a field to `lot_item` for the object's weight", ["lot-grouping", "migrations"])
case("identifier", "Make `catalogue/alr/` retry when the register's API times out", ["stolen-art-check"])
case("identifier", "`make reindex NAME=lots-20260301` fails half way", ["reindex-howto", "search-indexing"])
case("identifier", "Add a new JournalService posting for Lotwire's monthly surcharge payout",
     ["ledger", "kotlin-style", "lotwire"])
case("identifier", "Change the ARR symbol in `catalogue/print/` front matter", ["catalogue-pdf",
                                                                               "artist-resale-right"])
case("identifier", "Add `/api/v2/lots/{id}/condition-report` to the public API", ["api-versioning",
                                                                                 "condition-reports"])
case("identifier", "Add a consent column to `marketing_consent` for the Asian art department",
     ["marketing-consent", "migrations"])
case("identifier", "`./manage.py erase_customer C-102233` leaves the app data behind", ["erasure-howto",
                                                                                       "gdpr-erasure"])
case("identifier", "Edit `web/emails/won.mjml` to add the collection link", ["emails", "collections"])
case("identifier", "Add `paddle_number` to the log formatter's output", ["pii-logs"])

# ---------------------------------------------------------------- questions
case("question", "What premium do buyers pay on a £600,000 hammer?", ["buyers-premium"], ["premium-24"])
case("question", "Can a reserve be higher than the low estimate?", ["reserves"])
case("question", "How long do buyers have to pay?", ["payment-terms"])
case("question", "When do consignors get their money?", ["settlement-timing"])
case("question", "How much cash can we take from one buyer?", ["cash-limit"])
case("question", "Which words can we use for attribution?", ["attribution-terms"])
case("question", "When does storage start being charged?", ["storage-charges", "payment-terms"])
case("question", "Can buyers still pay by cheque?", ["bank-transfers"], ["cheques"])
case("question", "Who checks a painting with a gap in its ownership history during the war?", ["provenance"])
case("question", "What is the import VAT symbol in the catalogue?", ["import-vat-lots"])
case("question", "How long are phone call recordings kept?", ["data-retention", "phone-bids"])
case("question", "Can I deploy the bidding service on a sale day?", ["live-sale-freeze", "deploys"])
case("question", "What happens to a lot nobody collects?", ["uncollected-property", "storage-charges"])

# ---------------------------------------------------------------- paraphrases in everyday words
case("paraphrase", "What's the most I can hand over in notes and coins when I pay?", ["cash-limit"])
case("paraphrase", "The lady selling her things rang to say her money should land somewhere different now",
     ["settlement-bank-details"])
case("paraphrase", "Someone spotted a crack on the teapot while it was on our shelves", ["damage-reports"])
case("paraphrase", "How much extra on top of the winning figure does whoever wins pay us?", ["buyers-premium"],
     ["premium-24"])
case("paraphrase", "Painters still alive get a cut when their canvases change hands again?",
     ["artist-resale-right"])
case("paraphrase", "That carved tusk from Africa: can it go in next month?", ["ivory"])
case("paraphrase", "Is the hidden lowest figure the owner will accept ever visible to strangers online?",
     ["reserves", "reserve-secrecy"])
case("paraphrase", "Nobody wanted my grandmother's clock, now what?", ["unsold-lots"])
case("paraphrase", "A chap sent his brother round to fetch the armchair he won", ["collections"])
case("paraphrase", "Why did the app want another number texted to my replacement phone ahead of me going higher?",
     ["bidder-login"])
case("paraphrase", "Somebody who isn't the purchaser wired the funds", ["bank-transfers"])
case("paraphrase", "The necklace needs paperwork from an outside examiner saying how flawless the sparkler is?", ["gemstone-grading"])

# ---------------------------------------------------------------- nothing covers these
case("zero-match", "Book a table for the valuers' Christmas lunch", [])
case("zero-match", "Order new gavels for the auctioneers", [])
case("zero-match", "Add dark mode to the staff intranet", [])
case("zero-match", "Migrate payroll to a new provider", [])
case("zero-match", "Write a Slack bot that posts the football scores", [])
case("zero-match", "feat(ml): predict hammer prices with a neural network", [])
case("zero-match", "How do I claim mileage for a house visit?", [])
case("zero-match", "Translate the website into Spanish", [])
case("zero-match", "chore: rename the running club channel", [])
case("zero-match", "Set up a Kubernetes cluster on Azure for the careers site", [])
case("zero-match", "Repaint the Stanbridge saleroom", [])
case("zero-match", "Plan the partners' away day in York", [])
case("zero-match", "Add a GraphQL gateway to the car park barrier system", [])
case("zero-match", "Write a blog post about the record price for a teapot", [])
case("zero-match", "Add a staff rota for the café at the Stanbridge saleroom", [])
case("zero-match", "Write a Terraform module for Google Cloud Functions", [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
