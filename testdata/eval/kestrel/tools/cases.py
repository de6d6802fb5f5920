#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups, worded as an agent or a colleague would pass them (pull-request
titles, long multi-clause tasks, indirect descriptions)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("ks", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "circ/bin/import_marc: match duplicates on ISBN before creating a record", ["marc-records"])
case("exact", "loan period for DVDs and quick-choice bestsellers", ["loan-periods"])
case("exact", "hold shelf: pass the item to the next patron after 7 opening days", ["holds-queue"])
case("exact", "Readwell API availability every 15 minutes in the catalogue", ["ebooks-lending"], ["ebooks-bookhive"])
case("exact", "locales/cy.json is missing the Welsh string for the renew button", ["translations"])
case("exact", "circ/bin/patron_erase refuses a patron with unpaid charges", ["data-requests"])
case("exact", "Flyway migration in circ/src/main/resources/db/migration for the holds table", ["kotlin-conventions"])
case("exact", "kiosk offline mode queues transactions when circ is unreachable", ["self-service-kiosks"])
case("exact", "Matomo cookie consent on the catalogue", ["analytics"])
case("exact", "RFID security bit not cleared on issue so the gates alarm", ["rfid-security"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "a book I borrowed is two months late, do I owe money for every day", ["fine-free"], ["overdue-fines"])
case("paraphrase", "my daughter is 12, can she use the app with her own login", ["child-accounts"])
case("paraphrase", "a mum wants to see what her 15-year-old has been reading", ["patron-privacy"])
case("paraphrase", "the library shut early because the boiler broke, what happens to books due back today",
     ["loan-periods", "opening-hours"])
case("paraphrase", "someone wants a journal article we don't have sent over from another county", ["interlibrary-loan"])
case("paraphrase", "how many pages of a textbook can we copy for a student", ["copyright-copies"])
case("paraphrase", "an elderly man can't get to the library any more, can someone bring him books", ["home-library-service"])
case("paraphrase", "I want the library to buy a novel that isn't on the shelves", ["purchase-suggestions"])
case("paraphrase", "where do returned thrillers end up, do they go back to the branch that bought them", ["stock-rotation"])
case("paraphrase", "the toddler storytime is full, can people still turn up at the door", ["events-booking"])
case("paraphrase", "a patron forgot how to get into their account and phones asking us to reset it", ["patron-login"],
     ["login-pin"])
case("paraphrase", "a toddler has chewed through a picture book, do the parents have to pay", ["lost-damaged"])

# multi-term: long agent-style tasks
case("multi-term", "Build the 'ready to collect' message in the app: when a reserved book reaches the pickup branch, tell "
     "the patron by push, or by text if they have no email, and not in the middle of the night.",
     ["hold-notices", "notification-channels", "holds-queue"])
case("multi-term", "Let people join online from the website: give them a digital card straight away for e-books, "
     "validate the card number properly, and make the form work with a screen reader and in Welsh.",
     ["patron-registration", "accessibility", "translations"])
case("multi-term", "Add a reading history page to the patron account that people must switch on themselves, and make "
     "sure none of it ends up in our analytics.", ["patron-privacy", "analytics"])
case("multi-term", "Show e-audiobooks in search results with live availability, grouped with the print and large-print "
     "editions of the same title.", ["ebooks-lending", "catalogue-search", "accessible-formats"])
case("multi-term", "Prepare for the Summer Reading Challenge: kids sign up in the app, parents link their accounts, and "
     "nothing gets released around the launch.", ["summer-reading", "child-accounts", "summer-freeze"])
case("multi-term", "When a kiosk can't reach the server, keep issuing books, let branch staff know, and put a notice on "
     "the website.", ["self-service-kiosks", "incident-response"])
case("multi-term", "Charge for a lost item when a book is six weeks late, take the payment online, and refund it to the "
     "card if the book turns up.", ["fine-free", "payments"], ["overdue-fines"])
case("multi-term", "Publish scans of old parish maps from the local studies collection on the website with proper "
     "credits, usable with a screen reader.", ["local-studies-digitisation", "accessibility"])
case("multi-term", "Rebuild the search index so new books show up by morning, and stop freshly imported records from "
     "creating duplicates.", ["catalogue-search", "marc-records"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "add the nightly accrue-fines job back for adult overdue items", ["fine-free"], ["overdue-fines"])
case("negation", "let patrons sign in with their 4-digit PIN in the new app", ["patron-login"], ["login-pin"])
case("negation", "send e-book loans through the BookHive app for 21 days", ["ebooks-lending"], ["ebooks-bookhive"])
case("negation", "hard-code the bank holiday closures into the due date calculation", ["loan-periods"])
case("negation", "machine-translate the new Welsh pages to save time", ["translations"])
case("negation", "store the charge amounts as a double in the new charges table", ["kotlin-conventions"])
case("negation", "log the full card number when a kiosk checkout fails", ["logging-personal-data"])
case("negation", "edit the title field of catalogue records directly from the import script", ["marc-records"])

# dependency-chain: a skill or rule whose prerequisites must come along
case("dependency-chain", "notify a patron that their hold is ready", ["hold-notices", "notification-channels"],
     deps=["notification-channels"])
case("dependency-chain", "request a book from another library service for a patron",
     ["interlibrary-loan", "copyright-copies"], deps=["copyright-copies"])
case("dependency-chain", "handle a subject access request from a patron", ["data-requests", "patron-privacy"],
     deps=["patron-privacy"])
case("dependency-chain", "register a 9-year-old for a library card",
     ["child-accounts", "patron-privacy", "patron-registration"], deps=["patron-privacy"])
case("dependency-chain", "roll out the new kiosk software to the branches", ["self-service-kiosks", "rfid-security"],
     deps=["rfid-security"])
case("dependency-chain", "deploy circ to production", ["deploys", "summer-freeze"], deps=["summer-freeze"])
case("dependency-chain", "charge a patron for a damaged audiobook", ["lost-damaged", "fine-free"], ["overdue-fines"],
     deps=["fine-free"])
case("dependency-chain", "set up web analytics for the new events pages", ["analytics", "patron-privacy"],
     deps=["patron-privacy"])

# zero-match: nothing in the store covers it (some share an incidental word with the store)
case("zero-match", "book a meeting with HR about my flexible working request", [])
case("zero-match", "claim mileage for driving to the county hall training day", [])
case("zero-match", "set up a Kafka consumer for the council's parking sensors", [])
case("zero-match", "order new toner for the staff office printer", [])
case("zero-match", "renew the SSL certificate for the council intranet", [])
case("zero-match", "write a Terraform module for a Redis cluster", [])
case("zero-match", "how do I book annual leave over Christmas", [])
case("zero-match", "the staff kitchen fridge needs defrosting", [])
case("zero-match", "update my emergency contact details on the HR portal", [])

# role-isolation: the store's role is digital; branch and bib memories are hidden
case("role-isolation", "count the till at closing time in the Abbeygate branch", [], ["cash-handling"])
case("role-isolation", "who opens the branch on Saturday and how does the alarm code work", [], ["building-opening"])
case("role-isolation", "bar a visitor who was abusive to staff yesterday", [], ["difficult-visitors"])
case("role-isolation", "check the Dewey numbers on this week's new stock", [], ["cataloguing-workflow"])
case("role-isolation", "weed the worn paperbacks from the Riverside branch", [], ["withdrawals"])
case("role-isolation", "which Storybook component should the new opening-hours card use", ["design-system"])
case("role-isolation", "how does the catalogue front end call the circulation API", ["web-stack"])
case("role-isolation", "is the catalogue server-rendered, and where does it run", ["web-stack"])

# mixed-intent: two topics in one task
case("mixed-intent", "rotate the Readwell key someone pasted in Teams and check the e-book loan limits while you're there",
     ["secrets", "ebooks-lending"], ["ebooks-bookhive"])
case("mixed-intent", "book a community group into the meeting room and add their talk to the events listing",
     ["room-hire", "events-booking"])
case("mixed-intent", "a reading group wants 12 copies of a novel, and their leader also asks how often she can renew her "
     "own loans", ["reading-group-sets", "loan-periods"])
case("mixed-intent", "the volunteer running the code club needs checking, and we need photo consent for the kids' "
     "showcase", ["volunteer-checks", "safeguarding-events"])
case("mixed-intent", "publish the opening hours as open data and make sure the mobile library timetable is right",
     ["open-data", "mobile-library"])
case("mixed-intent", "PressReader won't unlock on the branch Wi-Fi and the public PC booking page is down",
     ["emagazines", "public-computers"])
case("mixed-intent", "add a Flyway migration for reservation charges and get it reviewed properly since it touches "
     "charging", ["kotlin-conventions", "code-review", "holds-queue"])
case("mixed-intent", "ship the app update with the new minimum Android version and make sure it works with screen "
     "readers", ["app-releases", "accessibility"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
