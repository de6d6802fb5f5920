#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, in the
development set's eight groups."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("gz", {"exact": None, "multi-term": None, "role-isolation": "profile-isolation"})
case = C.case

# exact: the task uses the memory's own key words
case("exact", "embargo_until field for an embargoed court judgment", ["embargo-handling"], ["embargo-cron-publish"])
case("exact", "surrogate key purge of article-<id> in Fastly", ["cdn-purging"], ["cdn-purge-by-url"])
case("exact", "NewsArticle JSON-LD and the canonical URL", ["seo-structured-data"])
case("exact", "paywall-meter p99 latency and failing open", ["paywall-meter-service"])
case("exact", "add a block class to articles/blocks.py StreamField", ["new-streamfield-block"])
case("exact", "KILL notice from PA: unpublish within 15 minutes", ["wire-kill-notices"])
case("exact", "update_index --backend=opensearch to rebuild the index", ["cms-search-index"])
case("exact", "LaunchDarkly flag rolled out to 10 % of readers", ["feature-flags"])
case("exact", "Renovate major update needs a reviewer from the owning team", ["dependency-updates"])
case("exact", "Sourcepoint CMP vendor list for a new third-party script", ["consent-management"])
case("exact", "reader_erase for a GDPR erasure request", ["reader-data-requests"])
case("exact", "LCP and CLS budget for article pages", ["core-web-vitals"], ["amp-pages"])

# paraphrase: the task describes the memory in other words
case("paraphrase", "the photo on the homepage story came from someone's Instagram, can we use it", ["photo-rights"])
case("paraphrase", "we printed the wrong age for the councillor in yesterday's story, how do we fix it", ["corrections-policy"])
case("paraphrase", "a man wants his name taken off a 2014 article about his conviction", ["unpublishing-requests"])
case("paraphrase", "how many stories can someone read before they have to pay", ["paywall-metering"])
case("paraphrase", "the site went down when the royal news broke, what do I do first", ["incident-response", "traffic-spikes"])
case("paraphrase", "can I ship my change on Friday evening", ["deploy-freeze"])
case("paraphrase", "someone wants to leak documents to us, how should they send them", ["anonymous-sources"])
case("paraphrase", "the CMS won't let me publish because the title is too long", ["headline-length"])
case("paraphrase", "changing the web address of the sport pages", ["url-structure"])
case("paraphrase", "stories from the news agency keep showing up without the agency's name on them", ["wire-ingest-feeds"])
case("paraphrase", "a blind reader complained the chart is useless with her screen reader", ["accessibility", "interactives"])
case("paraphrase", "show a YouTube video inside the article", ["embeds"])
case("paraphrase", "a reader asked for a copy of all the data we hold about her", ["reader-data-requests"])
case("paraphrase", "put a new advert space in the middle of the article", ["ads-slots"])
case("paraphrase", "the teenager in the youth court case: can we say which school he goes to", ["court-reporting"])
case("paraphrase", "who is allowed to press publish in the CMS", ["cms-permissions"])

# multi-term: long agent-style tasks
case("multi-term", "Add a new timeline block that editors can drop into articles: it needs the CMS model, a template, "
     "the Next.js renderer, and a database migration for the existing pages.", ["new-streamfield-block", "cms-migrations"])
case("multi-term", "We're launching a weekly newsletter for the new health desk; set up the sign-up on the website and "
     "the Braze side so readers confirm their email address.", ["newsletters"], ["mailchimp-newsletters"])
case("multi-term", "Prepare reader-web and results-feed for the May local elections: load testing, no deploys on the "
     "night, and make sure provisional figures never show as results.", ["election-night", "results-feed", "deploy-freeze"])
case("multi-term", "Write the service that tells the site whether a reader can open an article: it must answer in 50 ms, "
     "keep counts in Redis for 30 days and never store IP addresses.", ["paywall-meter-service", "paywall-metering"])
case("multi-term", "Our partner site in Wales wants our council stories automatically; build a feed for them, leaving "
     "out anything from PA and any Getty photos.", ["syndication-partners"])
case("multi-term", "Rename the Business section to Money, keeping all the old links working and search engines happy "
     "with the new pages.", ["url-structure", "seo-structured-data"])
case("multi-term", "Add an optional TikTok embed to opinion pieces, make sure nothing loads before the reader agrees, "
     "and that the page layout does not jump when it loads.", ["embeds", "consent-management", "core-web-vitals"])
case("multi-term", "When a PA story is withdrawn by the agency late at night, make sure every article built from it "
     "disappears and the night editor knows about it.", ["wire-kill-notices"])
case("multi-term", "A reporter is covering a murder trial that starts next week; set the story up so it cannot go out "
     "without the lawyer and so the restricted names are checked.", ["court-reporting", "legal-review"])
case("multi-term", "Move the podcasts to a new path under /audio without losing the Apple and Spotify subscribers.",
     ["podcasts", "url-structure"])
case("multi-term", "Add a Sponsored label and a new ad slot on the travel section front, shown only to readers who "
     "consent and never to subscribers.", ["ads-slots", "consent-management"])

# negation: the old way is superseded, or the task goes against a rule
case("negation", "add an AMP version of the new recipe page", ["core-web-vitals"], ["amp-pages"])
case("negation", "schedule an embargoed press release with the publish_later.yaml cron", ["embargo-handling"],
     ["embargo-cron-publish"])
case("negation", "purge the article URL with purge_url.sh after an update", ["cdn-purging"], ["cdn-purge-by-url"])
case("negation", "send the breaking alert from the Airship dashboard", ["send-push-alert"], ["urban-airship-alerts"])
case("negation", "build this week's Morning Briefing in Mailchimp", ["newsletters"], ["mailchimp-newsletters"])
case("negation", "quietly fix the wrong figure in the published budget story without adding a note", ["corrections-policy"])
case("negation", "just do a full Fastly purge to clear everything after the redesign", ["cdn-purging"], ["cdn-purge-by-url"])
case("negation", "delete the 2012 article the man complained about", ["unpublishing-requests"])
case("negation", "turn off the kill-notice handler while we debug the wire outage", ["wire-kill-notices"])

# dependency-chain: a skill or rule whose prerequisites must come along
case("dependency-chain", "add a new StreamField block for audio clips", ["new-streamfield-block", "cms-migrations"],
     deps=["cms-migrations"])
case("dependency-chain", "send a push alert about the motorway closure", ["send-push-alert", "breaking-alert-threshold"],
     ["urban-airship-alerts"], deps=["breaking-alert-threshold"])
case("dependency-chain", "run a live blog for the storm tonight", ["run-live-blog", "live-blog-structure", "cdn-purging"],
     deps=["live-blog-structure", "cdn-purging"])
case("dependency-chain", "anonymise an old article about a named teenager", ["unpublishing-requests", "legal-review"],
     deps=["legal-review"])
case("dependency-chain", "get ready for election night", ["election-night", "results-feed", "deploy-freeze"],
     deps=["results-feed", "deploy-freeze"])
case("dependency-chain", "upload a photo and set its crop for the homepage", ["images-and-crops", "photo-rights"],
     deps=["photo-rights"])
case("dependency-chain", "add an Instagram embed to the fashion story", ["embeds", "consent-management"],
     deps=["consent-management"])
case("dependency-chain", "label the new column as opinion", ["opinion-labelling", "seo-structured-data"],
     deps=["seo-structured-data"])
case("dependency-chain", "change the paywall meter service's Redis expiry", ["paywall-meter-service", "paywall-metering"],
     deps=["paywall-metering"])

# zero-match: nothing in the store covers it (two share an incidental word with the store)
case("zero-match", "book the meeting room for the editorial conference", [])
case("zero-match", "claim expenses for my train to the press awards", [])
case("zero-match", "renew the office parking permit", [])
case("zero-match", "order new business cards with my job title", [])
case("zero-match", "set up my out-of-office reply for the holidays", [])
case("zero-match", "how do I change my pension contribution", [])
case("zero-match", "fix the coffee machine on the third floor", [])
case("zero-match", "plan the team's summer social", [])
case("zero-match", "the printer in the newsroom keeps jamming", [])
case("zero-match", "write a Terraform module for a Kafka cluster", [])

# role-isolation: the store's role is web; apps and data memories are hidden
case("role-isolation", "release the iOS app to TestFlight with Fastlane", [], ["apps-release"])
case("role-isolation", "set up universal links for article URLs in the Android app", [], ["apps-deep-links"])
case("role-isolation", "add a Snowplow event when a reader shares an article", [], ["analytics-events"])
case("role-isolation", "change the dbt model behind the subscriptions dashboard", [], ["warehouse-models", "newsroom-dashboards"])
case("role-isolation", "how does the app download the morning edition for offline reading", [], ["apps-offline-reading"])
case("role-isolation", "write a Playwright test for the checkout journey", ["reader-web-tests"])
case("role-isolation", "which component library should the new card use", ["design-system"])
case("role-isolation", "does reader-web render article pages per request or statically", ["reader-web-stack"])

# mixed-intent: two topics in one task
case("mixed-intent", "fix the corrections page and add alt text to its icons", ["corrections-policy", "accessibility"])
case("mixed-intent", "rotate the leaked Stripe key and check our logs don't contain readers' card details",
     ["secrets", "logging-pii"])
case("mixed-intent", "add a topic page for the new tag and a redirect from the old section", ["tags-taxonomy", "url-structure"])
case("mixed-intent", "export Saturday's stories for the print desk and send the morning newsletter",
     ["print-export", "newsletters"], ["mailchimp-newsletters"])
case("mixed-intent", "the crossword is showing to non-subscribers, and the paywall counts it as a free article",
     ["puzzles", "paywall-metering"])
case("mixed-intent", "add Apple sign-in and update the cookie banner for the new vendor", ["reader-accounts", "consent-management"])
case("mixed-intent", "add the author's pronouns to the content API and show them on the author page",
     ["content-api", "author-pages"])
case("mixed-intent", "close the comments on the court story and flag it for the lawyer", ["comments-moderation", "legal-review"])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
