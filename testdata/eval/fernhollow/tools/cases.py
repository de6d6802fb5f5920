#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an agent or a colleague would pass them (pull-request
titles, long multi-clause tasks, indirect descriptions)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("fh", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "ingest: reject cover art under 3000 x 3000 px or not RGB", ["artwork-spec"])
case("exact", "validate every ERN 4.3 NewReleaseMessage against the schema and the DSP profile before sending",
     ["ddex-ern"])
case("exact", "ledger: refuse a split sheet whose basis points don't sum to 10,000", ["splits"])
case("exact", "store ledger amounts as integer micro-units and round half-even only on statements", ["money"])
case("exact", "send the takedown message to every DSP within 24 hours", ["takedowns"], ["takedowns-email"])
case("exact", "convert report lines at the ECB reference rate of the last working day of the period",
     ["currency-conversion"], ["fx-payment-day"])
case("exact", "put report lines with no ISRC or UPC match in the unmatched queue", ["unmatched-lines"])
case("exact", "withhold 30% on US-source royalties when the payee has no W-8BEN treaty claim", ["tax-forms"])
case("exact", "reports/: aggregate listener-level rows and delete the raw rows after 30 days", ["listener-data"])
case("exact", "delivery: context deadline and exponential backoff on every DSP call", ["go-conventions"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "a label wants their album out next Friday but they only uploaded it today", ["release-dates"])
case("paraphrase", "the artist put a link to their Instagram on the album cover", ["artwork-spec"])
case("paraphrase", "the uploaded master sounds like it was made from a low-quality download", ["audio-qc"])
case("paraphrase", "the singer's guest vocalist typed into the song name, how should we list it",
     ["metadata-style"])
case("paraphrase", "an artist remixed an old track and wants to reuse the old recording code for it",
     ["isrc-allocation"])
case("paraphrase", "someone says the song on this release is actually theirs", ["copyright-claims"])
case("paraphrase", "a track suddenly got millions of plays from what looks like a bot farm",
     ["artificial-streams"])
case("paraphrase", "last March's accounts have a bug in one line, can we just fix the row", ["closed-periods"])
case("paraphrase", "an artist with 7 euros owed asks why they weren't paid this month", ["payout-threshold"])
case("paraphrase", "who pays the songwriter's share for plays in the United States", ["mechanicals"])
case("paraphrase", "an artist changed their bank account through the portal yesterday", ["payee-data"])
case("paraphrase", "the label got money from the store in yen but wants to be paid in euros",
     ["currency-conversion"], ["fx-payment-day"])

# multi-term: long agent-style tasks
case("multi-term", "Build the monthly statement PDF and CSV for each payee: earnings per store, country and track, "
     "the advance still to recoup, and amounts rounded only at the end.",
     ["statements", "recoupment", "money"], ["statements-quarterly"])
case("multi-term", "A label re-mastered their album and wants it to replace the live one: new codes where needed, "
     "then take the old one down once the new one is in the stores.",
     ["release-changes", "isrc-allocation", "upc-allocation", "takedowns"], ["takedowns-email"])
case("multi-term", "Add a parser for the new store's CSV sales report with an anonymised sample file and make sure "
     "the total matches the report's own total.", ["report-parsers", "test-fixtures"])
case("multi-term", "Compute this month's royalties: convert each report line, take off our fee, and split what's "
     "left between the track's collaborators.",
     ["royalty-calculation", "currency-conversion", "splits"], ["fx-payment-day"])
case("multi-term", "Show artists a daily streams chart in the portal, by country, without exposing anything about "
     "individual listeners.", ["portal-analytics", "listener-data", "portal-conventions"])
case("multi-term", "When the fingerprint check finds the new track matches someone else's recording, hold the "
     "release and freeze its royalties until content ops decide.", ["fingerprinting", "copyright-claims"])
case("multi-term", "Offer a pre-order two weeks ahead of the release with the lead single available immediately to "
     "buyers.", ["pre-orders", "release-dates"])
case("multi-term", "A store sent a corrected report for a month we've already closed: book the difference and make "
     "sure nothing in the closed month changes.", ["late-reports", "closed-periods"])
case("multi-term", "Pay out this month's balances through the payment provider, skipping payees with no tax form "
     "and anyone under the minimum.", ["payout-run", "payout-threshold", "tax-forms"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "go back to emailing each store's content team to remove a release", ["takedowns"],
     ["takedowns-email"])
case("negation", "let finance build the statements in the quarterly spreadsheet again", ["statements"],
     ["statements-quarterly"])
case("negation", "convert at our bank's rate on the day the store's payment lands, like before",
     ["currency-conversion"], ["fx-payment-day"])
case("negation", "use Double for royalty amounts in ledger, it's simpler", ["money"])
case("negation", "match unmatched report lines by song title and artist name to clear the queue faster",
     ["unmatched-lines"])
case("negation", "normalise the loudness of quiet masters in ingest before we deliver", ["audio-qc"])
case("negation", "delete the release and its sales history when it's taken down", ["takedowns"],
     ["takedowns-email"])
case("negation", "apply the new split retroactively to the last six months of earnings", ["splits"])

# dependency-chain: a skill or rule whose prerequisites must come along
case("dependency-chain", "answer an artist who says their March statement is wrong",
     ["statement-queries", "closed-periods"], deps=["closed-periods"])
case("dependency-chain", "run the payouts on the 15th", ["payout-run", "payout-threshold", "tax-forms"],
     deps=["payout-threshold", "tax-forms"])
case("dependency-chain", "onboard a new streaming store", ["new-dsp", "ddex-ern", "report-parsers"],
     deps=["ddex-ern", "report-parsers"])
case("dependency-chain", "the statement run crashed halfway through", ["incident-statements", "statements"],
     deps=["statements"])
case("dependency-chain", "deliveries to one store keep failing for tomorrow's releases",
     ["incident-delivery", "release-dates"], deps=["release-dates"])
case("dependency-chain", "deploy the reports service on the 3rd of the month", ["deploys", "close-freeze"],
     deps=["close-freeze"])
case("dependency-chain", "recoup the artist's advance from this month's earnings",
     ["recoupment", "royalty-calculation", "splits"], deps=["royalty-calculation", "splits"])
case("dependency-chain", "allocate an ISRC for the label's new single", ["isrc-allocation", "identifiers"],
     deps=["identifiers"])

# zero-match: nothing in the store covers it (some share an incidental word with the store)
case("zero-match", "book a room for the team offsite in spring", [])
case("zero-match", "expense the train ticket to the music conference", [])
case("zero-match", "set up a new laptop with the company VPN", [])
case("zero-match", "order a new office coffee machine", [])
case("zero-match", "write a Terraform module for a Redis cluster", [])
case("zero-match", "how do I request parental leave", [])
case("zero-match", "renew the SSL certificate for the marketing blog", [])
case("zero-match", "migrate the careers page to a new website builder", [])
case("zero-match", "the printer on the second floor is jammed", [])
case("zero-match", "update my emergency contact in the HR system", [])

# role-isolation: the store's role is platform; label-services and finance memories are hidden
case("role-isolation", "a label asks for a 9% distribution fee", [], ["distribution-fees"])
case("role-isolation", "pitch the label's priority single to the editorial playlists", [], ["playlist-pitching"])
case("role-isolation", "verify the identity of a new label's owner before activating the account", [],
     ["label-kyc"])
case("role-isolation", "issue self-billing VAT invoices with this month's statements", [], ["vat-self-billing"])
case("role-isolation", "the store's payment is 2% less than its report total", [], ["bank-reconciliation"])
case("role-isolation", "which component library should the new portal earnings page use", ["frontend-stack"])
case("role-isolation", "who is on call this week and when is the handover", ["on-call"])
case("role-isolation", "does on-call need to check anything on Thursday night", ["on-call"])

# mixed-intent: two topics in one task
case("mixed-intent", "the store's SFTP key was pasted in Slack, and also check no bank details ended up in the logs",
     ["secrets", "logging"])
case("mixed-intent", "add the clean version of an explicit single and deliver it only to the territories the "
     "contract allows", ["explicit-content", "territory-rights"])
case("mixed-intent", "a property test for the recoupment change, and who needs to review it",
     ["ledger-conventions", "recoupment", "code-review"])
case("mixed-intent", "staging sent a test release somewhere real, and the Spark job loaded the same report twice",
     ["environments", "spark-conventions"])
case("mixed-intent", "show amounts in the payee's own language in the portal and hide their full bank account number",
     ["portal-conventions", "payee-data"])
case("mixed-intent", "deploy the delivery fix on Friday afternoon and resend the failed messages by hand",
     ["deploys", "incident-delivery"])
case("mixed-intent", "a report line for a US download: pay the mechanicals and book it in the right currency",
     ["mechanicals", "currency-conversion"], ["fx-payment-day"])
case("mixed-intent", "the new release's cover has a price sticker and the title says Official Video",
     ["artwork-spec", "metadata-style"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
