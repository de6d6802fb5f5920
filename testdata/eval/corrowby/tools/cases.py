#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in eight kinds
as agents pass tasks: short imperatives, long multi-clause requests, bug reports with an error line,
pull-request titles with a prefix, identifier-heavy tasks, questions, paraphrases that share no word with
their memory, and tasks nothing in the store covers (about one in six)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("cw", {})
case = C.case

# ---------------------------------------------------------------- short imperatives
case("short", "Add a donation question to the checkout", ["donation-prompt"])
case("short", "Refund a customer's tickets at the counter", ["refund-howto", "refunds", "staff-roles"])
case("short", "Release the producer's held seats", ["holds", "release-holds-howto"], ["holds-24h"])
case("short", "Show the booking fee on the ticket price", ["all-in-pricing", "booking-fee"], ["booking-fee-per-ticket"])
case("short", "Let members swap to another night", ["exchanges", "exchange-howto"])
case("short", "Cancel Friday's performance", ["cancelled-performance", "cancel-performance-howto"])
case("short", "Add a column to seat_inventory", ["big-tables", "migrations", "seat-inventory"])
case("short", "Issue press tickets for the opening", ["press-night", "comps", "comps-howto"])
case("short", "Rotate the ticket signing key", ["rotate-secret", "secrets", "ticket-barcodes"])
case("short", "Merge two duplicate customers", ["customer-merge", "merge-howto"])
case("short", "Make the Gift Aid claim for this quarter", ["gift-aid-claim", "gift-aid-declarations", "gift-aid"])
case("short", "Deploy the scan app before tonight's show", ["deploy-windows", "scan-release-howto"])
case("short", "Add a relaxed performance to the run", ["access-performance-howto", "relaxed-performances",
                                                     "accessible-performances"])

# ---------------------------------------------------------------- long multi-clause requests
case("long", "We're putting the pantomime on sale next month. Make sure the site survives the rush, that "
     "people wait their turn in a queue, that members get in first, and that nobody can buy forty tickets to "
     "resell them.", ["onsale-checklist", "load-tests", "waiting-room", "queue-token", "priority-windows",
                      "touting", "max-tickets"])
case("long", "The Tuesday evening show has been called off because the lead is ill; email everyone who booked, "
     "give them the choice of another date or their money back, and make sure the drinks they pre-ordered are "
     "dealt with too.", ["cancelled-performance", "cancel-performance-howto", "interval-drinks", "refunds"])
case("long", "A touring company wants their share of last week's takings: work out what they're owed after VAT "
     "and fees, take off the marketing costs we agreed, and send it with the payment.",
     ["settlement-sheets", "settlement-run", "settlements", "vat"], ["settlement-spreadsheet"])
case("long", "Build the page where a customer who uses a wheelchair can pick a space online, get a free seat "
     "next to them for the person who comes with them, and make sure none of that information about them ends "
     "up in our analytics.", ["wheelchair-spaces", "companion-tickets", "access-data-private", "access-scheme",
                               "data-pii"])
case("long", "For the new concert series at the Corn Exchange we need a seated layout with the mixing desk "
     "in the middle, a separate standing gig the week after, and tickets that say the gig is 18+.",
     ["new-seat-plan", "sound-desk-kills", "kills", "standing-capacity", "age-restricted", "plan-versions"])
case("long", "Rework the confirmation email: attach the e-tickets, add wallet buttons, show the date in our "
     "usual style, and don't let the order fail when the mail provider has an outage.",
     ["order-confirmation", "emails", "wallet-passes", "email-dates", "e-tickets-default"])
case("long", "Finance wants a report in BigQuery of our own productions' income and costs for the tax relief "
     "claim, with no customer names in it, refreshed every day.",
     ["theatre-tax-relief", "add-dbt-model", "data-marts", "data-pii"])
case("long", "Add a way for customers to give their tickets to a friend from their account: the friend gets "
     "fresh tickets, the old ones stop working at the door, and it mustn't be possible for productions with "
     "names on tickets.", ["ticket-transfers", "reissue-tickets", "ticket-barcodes", "touting"])
case("long", "Set up the new autumn musical: create the performances with prices per zone, the members' "
     "priority booking, hold eight seats a night for the company, and keep it hidden until the season launch.",
     ["add-production", "price-zones", "on-sale-stages", "house-seats", "holds", "season-launch"])
case("long", "A customer wrote in asking for everything we hold about them and then to be deleted; they're "
     "also a Patron with a Direct Debit.", ["sar-howto", "erasure", "erasure-howto", "prospect-notes",
                                             "member-renewals"])
case("long", "During doors tonight the scanners stopped validating tickets at the stalls entrance; decide what "
     "front of house should do, get them in, and fix it without making the ushers restart their phones.",
     ["performance-night-incident", "paper-fallback-howto", "scan-offline", "on-call"])
case("long", "We want a waiting list for sold-out nights: when someone returns tickets or a hold is released, "
     "offer the seats to people on the list first, by email, and keep them for a couple of hours.",
     ["waitlist", "holds", "emails"])

# ---------------------------------------------------------------- bug reports with an error line
case("bug", "Two customers got the same seat K14 for Saturday; log shows `order CB-7HK29MQA sold seat "
     "STALLS-K-14 already sold by CB-3RT8WNEP`", ["sold-with-payment", "seat-locking", "testing"])
case("bug", "Adyen keeps retrying notifications: `POST /adyen/notifications 500 context deadline exceeded "
     "after 10s`", ["adyen-webhooks"])
case("bug", "Matinee on 26 October shows 1.30pm instead of 2.30pm on the wallet pass",
     ["performance-times", "dst-matinees", "wallet-passes"])
case("bug", "Sentry event contains `customer.email: jane@example.com` in the breadcrumb",
     ["no-personal-data-in-logs"])
case("bug", "Basket disappeared during 3-D Secure: `basket 8812 expired at 19:02:13, payment authorised "
     "19:02:40`", ["basket-expiry", "sold-with-payment"])
case("bug", "goose migration timed out: `ERROR: canceling statement due to lock timeout (SQLSTATE 55P03)` on "
     "ALTER TABLE seat_inventory", ["big-tables", "migrations"])
case("bug", "Old ticket still scans green after reissue: `scan ok ticket=5531 reissue=0`",
     ["ticket-barcodes", "reissue-tickets", "scan-offline"])
case("bug", "Settlement for week 14 changed after finance signed it: `settle: sheet 2026-W14 total differs "
     "from signed total by 4200`", ["settlement-sheets"], ["settlement-spreadsheet"])
case("bug", "Member booking during priority window refused: `403 onsale_window_closed tier=best_friend`",
     ["priority-windows", "on-sale-stages", "friends-scheme"])
case("bug", "Reconciliation flagged `pspReference 8835… missing in boxoffice payments` for yesterday",
     ["reconciliation", "reconcile-howto", "missing-payment-howto"])
case("bug", "dbt test failed: `unique_fct_ticket_sales_order_line_id` got 312 results",
     ["data-marts"])
case("bug", "Seat map lets you pick seats leaving one empty between two sold ones in row M",
     ["orphan-seats"])
case("bug", "Gift Aid claim rejected by HMRC: `Donor address missing for 14 donations`",
     ["gift-aid-declarations", "gift-aid-claim"])

# ---------------------------------------------------------------- pull-request titles
case("pr-title", "feat(web): show restricted view notes before adding seats", ["restricted-view"])
case("pr-title", "fix(boxoffice): ignore duplicate Adyen notifications", ["adyen-webhooks"])
case("pr-title", "chore(deps): bump @sveltejs/kit to 2.21.0", ["dependencies"])
case("pr-title", "perf(boxoffice): speed up best available for 1,600 seats", ["best-available"])
case("pr-title", "feat(till): supervisor PIN for comp tickets", ["comps", "staff-roles", "comps-howto"])
case("pr-title", "fix(scan): readmit after interval counts as duplicate", ["scan-duplicates"])
case("pr-title", "feat(friends): split Patron payment for Gift Aid", ["gift-aid-benefits", "gift-aid"])
case("pr-title", "refactor(settle): use basis points for producer share", ["money", "python-style",
                                                                          "settlement-sheets"])
case("pr-title", "feat(web): magic link sign-in", ["customer-login", "rate-limits"], ["customer-passwords"])
case("pr-title", "fix(web): don't cache availability on production pages", ["caching-web", "svelte-style"])
case("pr-title", "feat(boxoffice): pay what you can ticket type", ["bursary-tickets", "price-zones"])
case("pr-title", "fix(till): Boca printer not found after renderer update", ["electron-till"])
case("pr-title", "feat(data): producer nightly report with opted-in bookers",
     ["producer-reports", "producer-data-sharing", "marketing-consent"])

# ---------------------------------------------------------------- identifier-heavy
case("identifier", "boxoffice/internal/selling/reserve.go: replace the UPDATE on performances with row locks",
     ["seat-locking", "go-style", "testing"])
case("identifier", "Add `access_features` to the listings feed `/feeds/listings.json`",
     ["brochure-feed", "accessible-performances"])
case("identifier", "`boxoffice release-holds --production 4411 --now`", ["release-holds-howto", "holds"])
case("identifier", "TestNoDoubleSale flakes on CI", ["testing"])
case("identifier", "corrowby_boxoffice_basket_duration_seconds p95 alert", ["observability", "load-tests"])
case("identifier", "boxoffice.audit_log UPDATE from the refund handler", ["audit-log"])
case("identifier", "`settle reconcile --date 2026-03-02`", ["reconciliation", "reconcile-howto"])
case("identifier", "STU plan v7 thrust layout", ["new-seat-plan", "plan-versions", "seat-plans", "venues"])
case("identifier", "friends/app/services/gift_aid/claim_builder.rb", ["gift-aid-claim", "rails-style"])
case("identifier", "nodeIntegration in till/src/main.ts", ["electron-till"])
case("identifier", "formatPerformance returns 19:30", ["email-dates", "performance-times"])
case("identifier", "boxoffice/mail/templates/cancelled.html", ["emails", "cancelled-performance"])

# ---------------------------------------------------------------- questions
case("question", "How long are seats kept in a basket?", ["basket-expiry"])
case("question", "Can non-members swap their tickets?", ["exchanges"])
case("question", "Do we charge VAT on programmes for our own shows?", ["programmes", "vat"])
case("question", "When do unsold agent seats come back to us?", ["agent-allocations"])
case("question", "Who is allowed to see a customer's access needs?", ["access-data-private"])
case("question", "How many tickets can someone buy in one go online?", ["max-tickets"])
case("question", "What happens to the money if a card has expired by the time we refund?", ["refunds"])
case("question", "How many free teacher places do schools get?", ["schools-bookings"])
case("question", "When can we deploy the till?", ["deploy-windows"])
case("question", "Can a producer get the email addresses of people who booked?", ["producer-data-sharing",
                                                                                 "marketing-consent"])
case("question", "How long do we keep scan records?", ["retention"])
case("question", "What's the booking fee?", ["booking-fee"], ["booking-fee-per-ticket"])
case("question", "Which seats are killed for the sound desk at concerts?", ["sound-desk-kills", "kills"])

# ---------------------------------------------------------------- paraphrases with no shared words
case("paraphrase", "My nan's in a chair and her carer comes along", ["wheelchair-spaces", "companion-tickets"])
case("paraphrase", "Somebody's flogging our stalls at three times what they cost on another site", ["touting"])
case("paraphrase", "The pillar blocks half the stage from K14", ["restricted-view"])
case("paraphrase", "The dog chewed up our stubs, could you resend them?", ["reissue-tickets", "reissue-howto"])
case("paraphrase", "Bloke at the front entrance says his phone code went through earlier", ["scan-duplicates"])
case("paraphrase", "Grandma wants a gin and tonic waiting at the break", ["interval-drinks"])
case("paraphrase", "The taxman's top-up on what supporters give us, four times a year", ["gift-aid-claim", "gift-aid"])
case("paraphrase", "Why did the weekend afternoon one appear an hour too soon when winter arrived?",
     ["dst-matinees", "performance-times"])
case("paraphrase", "Kids' drama club: mum ticked no to pictures", ["youth-data"])
case("paraphrase", "Someone's bank clawed back what they spent on Cats", ["disputes"])
case("paraphrase", "Lead actor's got laryngitis, tonight's off", ["cancelled-performance",
                                                                   "cancel-performance-howto"])
case("paraphrase", "Flashing lights and haze in act two, a worry for someone with epilepsy", ["content-warnings"])

# ---------------------------------------------------------------- nothing covers these
case("zero-match", "Book the lighting rig hire for the panto", [])
case("zero-match", "Update the staff canteen's allergen board", [])
case("zero-match", "Add dark mode to the intranet", [])
case("zero-match", "Migrate payroll to a new provider", [])
case("zero-match", "Write a Slack bot that posts the cricket scores", [])
case("zero-match", "feat(ml): predict audience sentiment from tweets", [])
case("zero-match", "How do I claim mileage expenses?", [])
case("zero-match", "Translate the annual review into Polish", [])
case("zero-match", "chore: rename the Christmas party channel", [])
case("zero-match", "Set up a Kubernetes cluster on Azure for the games team", [])
case("zero-match", "Repaint the scenery dock doors", [])
case("zero-match", "Order new costumes for the chorus", [])
case("zero-match", "Add a GraphQL gateway for the mobile banking app", [])
case("zero-match", "Who won the crew's quiz night?", [])
case("zero-match", "Plan the trustees' away day in Bath", [])
case("zero-match", "Write unit tests for the blockchain ledger", [])

if __name__ == "__main__":
    C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
