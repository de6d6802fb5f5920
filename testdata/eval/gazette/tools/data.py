"""Memories of the Gazette evaluation store (an invented regional news publisher's digital team).

Each entry: id, type, title, tags, content lines, and optional role, deps (depends_on),
superseded_by + valid_until, supersedes, created date. gen.py turns these into files.
Written before the cases and before any router run.
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector()


# ---------------------------------------------------------------- project facts
mem("systems-overview", "knowledge", "Gazette systems and repository layout", ["architecture", "services", "repo"], [
    "Monorepo `gazette/`: `newsroom-cms/` is the Wagtail (Django 5) CMS the journalists write in; `reader-web/` is the Next.js site readers see at lanternfieldgazette.co.uk.",
    "`wire-ingest/` pulls agency copy (PA Media and Reuters) into the CMS; `paywall-meter/` is a Go service that counts free articles per reader; `alerts-service/` sends breaking-news push notifications.",
    "`results-feed/` serves election and sports results; `apps/` holds the iOS and Android reader apps.",
], "2025-09-01")
mem("environments", "knowledge", "Environments and hostnames", ["environments", "staging", "preview"], [
    "Production is lanternfieldgazette.co.uk; staging is staging.lfg-dev.net with a nightly copy of production content minus unpublished drafts.",
    "Every pull request on reader-web gets a preview at pr-<number>.preview.lfg-dev.net that reads staging content.",
], "2025-09-01")
mem("team-ownership", "knowledge", "Who owns what", ["teams", "ownership", "slack"], [
    "Publishing tools (CMS, wire-ingest): #team-publishing. Reader experience (reader-web, apps, newsletters): #team-reader. Subscriptions (paywall-meter, checkout): #team-revenue. Data and analytics: #team-insight.",
    "The night editor is the editorial owner of anything published between 22:00 and 06:00.",
], "2025-09-03")
mem("local-setup", "skill", "Run the CMS and the site locally", ["setup", "docker", "local", "onboarding"], [
    "Clone the monorepo, run `make bootstrap` (installs uv, pnpm and the pre-commit hooks), then `docker compose up cms db search` for the CMS on localhost:8000.",
    "Load the anonymised fixture content with `make seed-content`; never restore a production database dump on a laptop.",
    "`pnpm --filter reader-web dev` starts the site on localhost:3000 against the local CMS.",
], "2025-09-02")

# ---------------------------------------------------------------- editorial rules the software enforces
mem("embargo-handling", "rule", "Embargoed stories publish only through the embargo field", ["embargo", "scheduling", "publishing"], [
    "A story under embargo (court judgments, official statistics, press releases marked EMBARGOED) is saved with the `embargo_until` field set; the CMS scheduler publishes it at that minute.",
    "Never publish embargoed copy early to staging previews shared outside the newsroom; previews of embargoed stories require a login.",
    "Embargo times are entered in UK local time and stored in UTC.",
], "2026-01-12", supersedes=["embargo-cron-publish"])
mem("embargo-cron-publish", "rule", "Embargoed stories go out with the publish-later cron", ["embargo", "cron", "publishing"], [
    "Save an embargoed story as a draft tagged `embargo` and add a line to `ops/publish_later.yaml` with its id and time; the five-minute cron job publishes it.",
], "2025-09-10", superseded_by="embargo-handling", valid_until="2026-01-12")
mem("corrections-policy", "rule", "Corrections are appended, never silent", ["corrections", "accuracy", "editorial"], [
    "A factual error in a published article is fixed with a dated correction note at the foot of the article (`Correction` block in the CMS), never by editing the text silently.",
    "Corrections are also listed on /corrections, which the CMS fills automatically from the `Correction` blocks.",
    "A typo or broken link may be fixed without a note.",
], "2025-09-05")
mem("unpublishing-requests", "skill", "Handle a request to remove or anonymise an old article", ["unpublishing", "takedown", "privacy", "legal"], [
    "Requests to take down or anonymise an article (including right-to-be-forgotten requests) go to the managing editor through the `takedown` form; engineers never unpublish on request themselves.",
    "If the managing editor approves, use the CMS action `Anonymise` (replaces the named person and removes the article from search engines with noindex) rather than deleting; deletion needs legal sign-off.",
], "2025-10-04", deps=["legal-review"])
mem("legal-review", "rule", "Legal review flag", ["legal", "defamation", "review", "lawyer"], [
    "A story that accuses a named person of wrongdoing, or reports on an ongoing court case, gets the `Needs legal` flag; the CMS blocks publishing until the duty lawyer clears it.",
    "The duty lawyer rota is in the CMS under Settings > Legal; out of hours call the number there.",
], "2025-09-05")
mem("court-reporting", "rule", "Court reporting restrictions", ["court", "contempt", "anonymity", "legal"], [
    "Stories on active criminal proceedings must not publish anything beyond the charges, the court and the hearing dates until the trial ends (contempt of court).",
    "Victims of sexual offences and children in youth court have lifelong anonymity: never publish a name, school, street or photo that identifies them; the CMS `Restricted names` list warns on save.",
], "2025-09-20", deps=["legal-review"])
mem("anonymous-sources", "rule", "Protecting anonymous sources", ["sources", "anonymity", "security", "journalism"], [
    "The real name of an anonymous source is never stored in the CMS, in Slack or in a ticket; the reporter keeps it offline.",
    "Leaked documents are shared only through the SecureDrop instance; do not add upload features or logging that could record a source's IP address.",
], "2025-10-01")
mem("house-style-checker", "knowledge", "House style checker", ["style", "spelling", "copy", "editorial"], [
    "The CMS runs the house style checker on save: British spelling, numbers one to nine in words, `per cent` not `%` in body copy, no double spaces.",
    "Rules live in `newsroom-cms/style/rules.yaml`; add a rule with an example sentence that it must flag, and one it must not.",
], "2025-11-02")
mem("headline-length", "rule", "Headline and standfirst lengths", ["headlines", "seo", "standfirst"], [
    "Headlines are at most 90 characters; the SEO headline (`seo_title`) at most 60; the standfirst at most 200.",
    "The CMS counts characters live and refuses to publish over the limits; do not raise a limit without the head of digital.",
], "2025-09-15")

# ---------------------------------------------------------------- CMS engineering
mem("wagtail-page-models", "knowledge", "CMS page models", ["wagtail", "models", "streamfield", "cms"], [
    "Every article is an `ArticlePage` with a `body` StreamField; blocks live in `newsroom-cms/articles/blocks.py` (paragraph, image, embed, pull quote, fact box, correction).",
    "Section fronts are `SectionPage`s whose slots are filled by editors in the `Curation` panel, not by code.",
], "2025-09-04")
mem("new-streamfield-block", "skill", "Add a new StreamField block", ["wagtail", "streamfield", "blocks", "cms"], [
    "Add the block class to `articles/blocks.py`, a template in `articles/templates/blocks/`, and its renderer in reader-web `components/blocks/` keyed by the block type name.",
    "Add it to the `BLOCK_TYPES` list in `reader-web/lib/blocks.ts`; an unknown block type renders nothing on the site, so ship the renderer before editors can use the block.",
    "Write a migration with `python manage.py makemigrations articles` and check it with the migration rules.",
], "2025-10-08", deps=["cms-migrations"])
mem("cms-migrations", "rule", "CMS database migrations", ["migrations", "django", "postgres", "database"], [
    "Migrations must be backward compatible with the running release: add nullable columns, backfill in a separate migration, and drop columns only one release later.",
    "Never edit a StreamField's stored JSON in a migration without a tested `RunPython` with a reverse function; the articles table holds 1.4 million rows, so batch updates by 5,000.",
], "2025-09-12")
mem("cms-search-index", "knowledge", "Search index", ["search", "elasticsearch", "opensearch", "index"], [
    "Site and CMS search use OpenSearch 2 (`gazette-articles` index); the CMS updates a document on every publish through the `search_indexer` signal.",
    "Rebuild the whole index with `python manage.py update_index --backend=opensearch` only at night: it takes about 40 minutes and search is partial meanwhile.",
], "2025-09-18")
mem("cms-permissions", "rule", "CMS roles and permissions", ["permissions", "roles", "editors", "access"], [
    "Reporters can create and edit drafts; only editors (`Section editor` group and above) can publish; freelancers get a 30-day `Contributor` account that cannot publish or see other drafts.",
    "Engineers get no publishing rights in production; use staging for testing publishing flows.",
], "2025-09-08")
mem("python-style", "rule", "Python code style", ["python", "ruff", "mypy", "lint"], [
    "Python code is formatted and linted with ruff (`make lint`) and type-checked with mypy in strict mode for new modules.",
    "Django views are class-based; business logic goes in `services.py` modules, not in models or views.",
], "2025-09-02")
mem("python-tests", "rule", "Python tests", ["tests", "pytest", "factories", "python"], [
    "Tests use pytest and factory_boy factories from `tests/factories.py`; never load production fixtures.",
    "Every bug fix comes with a test that fails before the fix; run `make test` before pushing.",
], "2025-09-02")

# ---------------------------------------------------------------- wire copy
mem("wire-ingest-feeds", "knowledge", "Agency feeds in wire-ingest", ["wire", "agency", "pa", "reuters", "feeds"], [
    "wire-ingest polls the PA Media API every 60 seconds and receives Reuters stories over an SFTP drop in NewsML-G2; stories land in the CMS as `WireStory` drafts in the `Wire` queue.",
    "Agency copy may be republished only under our subscription terms: keep the agency byline and never strip the `(c) PA` credit line.",
], "2025-09-22")
mem("wire-kill-notices", "rule", "Agency kill and withhold notices", ["wire", "kill", "legal", "agency"], [
    "A KILL or WITHHOLD notice from an agency must unpublish every story built from that agency item within 15 minutes; wire-ingest does this automatically and pages the night editor.",
    "Never disable the kill-notice handler, even during an incident.",
], "2025-09-22", deps=["wire-ingest-feeds"])

# ---------------------------------------------------------------- reader-web
mem("reader-web-stack", "knowledge", "reader-web stack", ["nextjs", "react", "typescript", "frontend"], [
    "reader-web is Next.js 15 with the App Router, TypeScript strict mode, CSS modules and pnpm; it reads the CMS through the `/api/v3/` content API.",
    "Pages are statically rendered and revalidated on publish; only the account pages render per request.",
], "2025-09-06", role=["web"])
mem("core-web-vitals", "rule", "Performance budget for article pages", ["performance", "core-web-vitals", "lcp", "javascript"], [
    "Article pages must keep LCP under 2.5 s and CLS under 0.1 on a mid-range Android phone on 4G (the Lighthouse CI job in the pull request checks the budget).",
    "No more than 170 KB of JavaScript (compressed) on an article page; reserve space for every ad slot and embed so nothing shifts.",
], "2026-02-02", role=["web"], supersedes=["amp-pages"])
mem("amp-pages", "rule", "Every article has an AMP version", ["amp", "google", "mobile", "seo"], [
    "Every article page has an AMP twin at `/amp/<slug>` rendered from `reader-web/amp/`; a new block needs an AMP renderer too.",
], "2025-09-06", superseded_by="core-web-vitals", valid_until="2026-02-02")
mem("seo-structured-data", "rule", "Structured data and canonical URLs", ["seo", "structured-data", "schema-org", "google"], [
    "Every article emits `NewsArticle` JSON-LD with headline, datePublished, dateModified, author and image; live blogs emit `LiveBlogPosting`.",
    "The canonical URL is always the www article URL without query parameters; syndicated copies on partner sites must point their canonical to us.",
], "2025-10-12")
mem("url-structure", "rule", "Article URLs", ["urls", "slugs", "redirects", "seo"], [
    "Article URLs are `/<section>/<yyyy>/<mm>/<dd>/<slug>`; the slug is fixed at first publish and never changes, even if the headline does.",
    "When a section is renamed, add permanent (301) redirects in `reader-web/redirects.json`; never break an old article URL.",
], "2025-09-11")
mem("accessibility", "rule", "Accessibility", ["accessibility", "wcag", "a11y", "alt-text"], [
    "reader-web meets WCAG 2.2 AA: every image needs alt text (the CMS makes the field mandatory), colour contrast 4.5:1, all controls reachable by keyboard.",
    "Charts and interactive graphics need a text summary or a data table for screen readers.",
], "2025-10-02")
mem("cdn-purging", "rule", "Purge the CDN by surrogate key", ["cdn", "fastly", "cache", "purge"], [
    "Pages are cached by Fastly; the CMS purges by surrogate key (`article-<id>`, `section-<slug>`) on publish, update and unpublish.",
    "Never purge all: a full purge sends every reader to origin and has taken the site down during breaking news.",
], "2026-03-01", supersedes=["cdn-purge-by-url"])
mem("cdn-purge-by-url", "rule", "Purge changed pages from the CDN by URL", ["cdn", "fastly", "cache", "purge"], [
    "After updating an article, purge its URL and its section front's URL from Fastly with `scripts/purge_url.sh <url>`.",
], "2025-09-09", superseded_by="cdn-purging", valid_until="2026-03-01")
mem("images-and-crops", "knowledge", "Images and crops", ["images", "crops", "imgix", "photos"], [
    "Images are uploaded to the CMS and served through imgix; reader-web asks for crops by ratio (16:9, 4:3, 1:1) with the editor's focal point.",
    "Never hot-link an image from another site; upload it so the rights check applies.",
], "2025-09-14", deps=["photo-rights"])
mem("photo-rights", "rule", "Photo rights and credits", ["photos", "rights", "licensing", "credits", "copyright"], [
    "Every image carries a credit and a licence (`Staff`, `PA`, `Getty`, `Handout`, `Social media with permission`) in its CMS metadata; the CMS will not publish an article whose images lack them.",
    "Getty images may not be used after their licence end date; the nightly `expire_image_rights` job swaps them for a placeholder.",
    "Photos taken from social media need written permission from the person who took them, recorded in the image's notes.",
], "2025-09-14")
mem("embeds", "rule", "Third-party embeds", ["embeds", "twitter", "youtube", "privacy", "consent"], [
    "Embeds (YouTube, X, Instagram, TikTok, Datawrapper) render as a click-to-load placeholder until the reader consents to that vendor; use the `Embed` block, never raw HTML.",
], "2025-10-20", deps=["consent-management"])
mem("comments-moderation", "knowledge", "Reader comments", ["comments", "moderation", "coral", "community"], [
    "Comments run on a self-hosted Coral instance; they are open for 48 hours after publishing and closed on court, death and crime stories by default.",
    "The community team moderates; the toxicity filter holds comments scoring over 0.8 for review.",
], "2025-11-10")
mem("live-blog-structure", "knowledge", "Live blogs", ["live-blog", "breaking", "updates", "liveblogposting"], [
    "A live blog is a `LiveBlogPage` whose posts are added from the CMS live console; reader-web polls `/api/v3/live/<id>/since/<cursor>` every 15 seconds.",
    "Pinned posts stay on top; the summary block at the top must be updated at least hourly while the blog is live.",
], "2025-10-15")
mem("run-live-blog", "skill", "Run a live blog for a big event", ["live-blog", "breaking", "events", "traffic"], [
    "Create the `LiveBlogPage` from the template `Live: breaking` and give the night editor and the reporters posting rights.",
    "Ask #team-reader to raise the live API's cache to 5 seconds and pre-warm the CDN if more than 200,000 readers are expected.",
    "Close the blog with a final summary post and switch it to `Archived` so polling stops.",
], "2025-10-16", deps=["live-blog-structure", "cdn-purging"])

# ---------------------------------------------------------------- alerts and newsletters
mem("breaking-alert-threshold", "rule", "When to send a breaking-news push alert", ["push", "alerts", "breaking", "notifications"], [
    "Breaking-news push alerts go only for stories the duty editor marks `Alert-worthy`: at most six a day, none between 23:00 and 07:00 except for major emergencies.",
    "Regional alerts go only to readers who chose that region in the app.",
], "2025-10-22")
mem("send-push-alert", "skill", "Send a push alert", ["push", "alerts", "notifications", "apns", "fcm"], [
    "Alerts are sent from the CMS `Alert` panel; alerts-service delivers through APNs and FCM in batches of 50,000 and records the send in `alerts_log`.",
    "Test on the staff-only `test-devices` segment first; the title is at most 60 characters.",
], "2026-02-20", deps=["breaking-alert-threshold"], supersedes=["urban-airship-alerts"])
mem("urban-airship-alerts", "skill", "Send a push alert through Airship", ["push", "alerts", "airship"], [
    "Push alerts are composed in the Airship dashboard with the `breaking` template; copy the article URL into the deep link field.",
], "2025-09-25", superseded_by="send-push-alert", valid_until="2026-02-20")
mem("newsletters", "knowledge", "Newsletters", ["newsletters", "email", "braze", "subscribers"], [
    "Newsletters (Morning Briefing, Weekend Read, Council Watch) are sent through Braze; their content is assembled in the CMS `Newsletter` page type and pulled by Braze's connected content.",
    "A new newsletter needs a sign-up form on reader-web, a Braze subscription group and a double opt-in email.",
], "2026-01-20", supersedes=["mailchimp-newsletters"])
mem("mailchimp-newsletters", "knowledge", "Newsletters in Mailchimp", ["newsletters", "email", "mailchimp"], [
    "Newsletters are built in Mailchimp from the RSS feed of each section; sign-ups go to the Mailchimp audience `Gazette readers`.",
], "2025-09-05", superseded_by="newsletters", valid_until="2026-01-20")

# ---------------------------------------------------------------- revenue
mem("paywall-metering", "knowledge", "Paywall metering", ["paywall", "meter", "subscriptions", "free-articles"], [
    "Anonymous readers get 3 free articles per 30 days, registered readers 10; paywall-meter counts by first-party reader id and returns `allow`, `register` or `subscribe`.",
    "Breaking news, live blogs and public-safety stories tagged `Free to read` are never metered.",
], "2025-09-16")
mem("paywall-meter-service", "rule", "paywall-meter service rules", ["paywall", "go", "latency", "fail-open"], [
    "paywall-meter must answer within 50 ms at p99; if it times out, reader-web fails open and shows the article.",
    "Counts are kept in Redis with a 30-day expiry; never store the reader's IP address with the count.",
], "2025-09-16", deps=["paywall-metering"])
mem("subscription-offers", "knowledge", "Subscription offers and checkout", ["subscriptions", "checkout", "offers", "stripe"], [
    "Checkout runs on Stripe Checkout; offers (price, trial, term) are defined in the `offers` table and changed only by #team-revenue after a pricing sign-off.",
    "Cancellation must be possible online in as few steps as sign-up (the cancel flow is at /account/subscription).",
], "2025-10-06")
mem("ads-slots", "knowledge", "Ad slots", ["ads", "advertising", "gam", "prebid"], [
    "Ads are served through Google Ad Manager with Prebid header bidding; slots are declared in `reader-web/ads/slots.ts` with their sizes and reserved height.",
    "Subscribers see no display ads; sponsored content is labelled `Sponsored` and never placed inside news articles about the sponsor.",
], "2025-10-10", deps=["consent-management"])
mem("consent-management", "rule", "Consent before tracking and ads", ["consent", "cmp", "gdpr", "cookies", "tcf"], [
    "No advertising, analytics or third-party script loads before the reader's choice in the consent banner (Sourcepoint CMP, IAB TCF v2.2).",
    "Add every new vendor to the CMP's vendor list and the cookie policy page before the script ships.",
], "2025-09-19")

# ---------------------------------------------------------------- results and special projects
mem("results-feed", "knowledge", "Election and sports results feed", ["elections", "results", "sports", "feed"], [
    "results-feed ingests the PA elections XML feed and the Opta football feed and serves JSON to reader-web widgets and the apps.",
    "Results are shown only after the returning officer's declaration; the feed's `provisional` flag must never be displayed as a result.",
], "2025-11-05")
mem("election-night", "skill", "Election night runbook", ["elections", "runbook", "traffic", "results"], [
    "Two weeks before: load-test reader-web and results-feed at three times last election's peak and freeze non-election deploys from 18:00 on the day.",
    "On the night an engineer from each team is on call in the newsroom until the last declaration; result widgets refresh every 30 seconds.",
], "2025-11-06", deps=["results-feed", "deploy-freeze"])
mem("interactives", "knowledge", "Interactive graphics", ["interactives", "graphics", "data-journalism", "svelte"], [
    "Interactive graphics are built by the visuals desk in Svelte in the `interactives/` repo and embedded with the `Interactive` block as an iframe with a fixed aspect ratio.",
    "Every interactive must work without JavaScript as a static image fallback and meet the accessibility rule.",
], "2025-12-01")
mem("podcasts", "knowledge", "Podcast feeds", ["podcasts", "audio", "rss"], [
    "Podcast episodes are uploaded to the CMS `Podcast` page type; the RSS feeds at /podcasts/<show>/feed.xml are generated from it and read by Apple and Spotify.",
    "Never change a show's feed URL; moving it loses every subscriber.",
], "2025-11-15")
mem("syndication-partners", "rule", "Syndicating our stories to partners", ["syndication", "partners", "feeds", "licensing"], [
    "Partners receive stories through the partner feed `/feeds/partner/<key>.xml`; only stories with `Syndication allowed` and staff-owned images are included.",
    "Agency copy and Getty images are never syndicated.",
], "2025-12-03")

# ---------------------------------------------------------------- delivery and operations
mem("deploy-pipeline", "knowledge", "Deploy pipeline", ["deploy", "ci", "github-actions", "release"], [
    "Merges to `main` deploy automatically: GitHub Actions builds images, runs tests and rolls out to staging, then to production after the smoke tests pass.",
    "The CMS deploys with zero downtime; reader-web deploys are a new Vercel deployment promoted atomically.",
], "2025-09-07")
mem("deploy-freeze", "rule", "Deploy freezes", ["deploy", "freeze", "release", "breaking-news"], [
    "No production deploys during a declared major news event (the night editor posts `FREEZE` in #newsroom-tech) or on election nights, and none after 16:00 on Fridays.",
    "A fix for a live incident may deploy during a freeze with the night editor's approval.",
], "2025-09-07")
mem("feature-flags", "rule", "Feature flags", ["feature-flags", "launchdarkly", "rollout"], [
    "New reader-facing features ship behind a LaunchDarkly flag, rolled out to staff first, then 10 %, 50 % and 100 % of readers.",
    "Remove the flag and its dead branch within 30 days of reaching 100 %.",
], "2025-10-14")
mem("incident-response", "skill", "When the site is down or slow", ["incident", "outage", "on-call", "pagerduty"], [
    "The on-call engineer acknowledges the PagerDuty page, opens an incident channel `#inc-<date>-<topic>` and tells the night editor whether publishing is affected.",
    "If the site is down, switch Fastly to serve stale content (`scripts/serve_stale.sh on`) before debugging.",
    "Write a blameless post-incident review within five working days.",
], "2025-09-25")
mem("traffic-spikes", "knowledge", "Traffic during breaking news", ["traffic", "scaling", "breaking", "capacity"], [
    "A big breaking story brings ten times normal traffic within minutes; article pages are cached, but the content API, paywall-meter and live blogs take the load.",
    "The content API autoscales up to 40 pods; raise the limit only with #team-platform.",
], "2025-10-18")
mem("secrets", "rule", "Secrets", ["secrets", "credentials", "vault", "api-keys"], [
    "Secrets (agency API keys, Stripe keys, Braze keys) live in AWS Secrets Manager and reach services as environment variables at start; never commit them or paste them in Slack.",
    "Rotate a leaked key at once and tell #security.",
], "2025-09-09")
mem("logging-pii", "rule", "No personal data in logs", ["logging", "privacy", "gdpr", "pii"], [
    "Logs must not contain readers' email addresses, names, IP addresses or payment details; log the first-party reader id instead.",
    "Logs are kept for 30 days in Grafana Loki.",
], "2025-09-09")
mem("reader-data-requests", "skill", "Reader data requests (GDPR)", ["gdpr", "privacy", "subject-access", "erasure"], [
    "Subject access and erasure requests from readers come through privacy@; run `python manage.py reader_export <reader-id>` or `reader_erase <reader-id>` and attach the output to the ticket.",
    "Erasure keeps the subscription invoices for seven years (legal obligation) but removes the reader's name, email and comments.",
], "2025-10-26")
mem("code-review", "rule", "Pull requests and review", ["pull-request", "review", "github"], [
    "Every change goes through a pull request with one approving review from the owning team; changes to publishing, paywall or consent code need two.",
    "Keep pull requests under about 400 changed lines; describe how you tested it.",
], "2025-09-03")
mem("dependency-updates", "rule", "Dependency updates", ["dependencies", "renovate", "upgrades", "security"], [
    "Renovate opens dependency updates every Monday; patch and minor updates auto-merge when CI is green, major updates need a reviewer from the owning team.",
    "Security advisories rated high or critical are patched within seven days.",
], "2025-10-03")

# ---------------------------------------------------------------- apps (role-tagged, hidden for the web role)
mem("apps-release", "skill", "Release the reader apps", ["apps", "ios", "android", "release", "app-store"], [
    "The apps release every second Tuesday: cut `release/<version>` from main, run the Fastlane lane `beta` for TestFlight and Play internal testing, then `release` after QA sign-off.",
    "Phased rollout over seven days on both stores; halt it if the crash-free rate drops below 99.5 %.",
], "2025-10-07", role=["apps"])
mem("apps-deep-links", "rule", "App deep links", ["apps", "deep-links", "universal-links", "ios", "android"], [
    "Article links open in the app through universal links (iOS) and app links (Android) using the same URL as the site; the association files are served from reader-web's `/.well-known/`.",
], "2025-10-07", role=["apps"])
mem("apps-offline-reading", "knowledge", "Offline reading in the apps", ["apps", "offline", "cache", "editions"], [
    "The apps download the day's edition (top 40 stories and their images) at 05:00 local time over Wi-Fi for offline reading; the edition manifest is `/api/v3/edition/today`.",
], "2025-11-11", role=["apps"])

# ---------------------------------------------------------------- data (role-tagged, hidden for the web role)
mem("analytics-events", "rule", "Analytics events", ["analytics", "snowplow", "events", "tracking"], [
    "Reader analytics use Snowplow; every new event needs a JSON schema in `analytics/schemas/` reviewed by #team-insight before it is sent.",
    "Events carry the first-party reader id, never an email address.",
], "2025-10-09", role=["data"])
mem("warehouse-models", "knowledge", "Warehouse and dbt models", ["warehouse", "dbt", "bigquery", "reporting"], [
    "Snowplow events and CMS exports land in BigQuery; dbt models in `analytics/dbt/` build the `articles_daily` and `subscriptions_daily` tables behind the newsroom dashboards.",
], "2025-10-09", role=["data"])
mem("newsroom-dashboards", "knowledge", "Newsroom dashboards", ["dashboards", "looker", "metrics", "audience"], [
    "The newsroom reads audience figures in Looker Studio dashboards (`Today`, `Section performance`, `Subscriber conversions`), refreshed every 15 minutes from BigQuery.",
], "2025-10-11", role=["data"])

# ---------------------------------------------------------------- web-only (role-tagged, visible for the web role)
mem("reader-web-tests", "rule", "reader-web tests", ["tests", "playwright", "vitest", "frontend"], [
    "Components are tested with Vitest and Testing Library; the article, section front, live blog and checkout journeys have Playwright tests that run against the PR preview.",
], "2025-09-06", role=["web"])
mem("design-system", "rule", "Use the Quill design system", ["design-system", "components", "ui", "storybook"], [
    "UI is built from Quill, our component library in `packages/quill` (documented in Storybook); do not add a new button, card or typography style outside it.",
], "2025-09-30", role=["web"])

# ---------------------------------------------------------------- more publishing facts
mem("content-api", "rule", "Content API versions", ["api", "content-api", "versioning", "json"], [
    "The CMS content API is `/api/v3/`; a field may be added to v3 at any time, but removing or renaming a field needs a v4 and six months of both versions, because the apps in readers' pockets still call the old one.",
], "2025-10-05")
mem("reader-accounts", "knowledge", "Reader accounts and sign-in", ["accounts", "login", "auth0", "sign-in"], [
    "Readers sign in through Auth0 (email link, Google, Apple); reader-web keeps the session in an HTTP-only cookie and paywall-meter reads the first-party reader id from it.",
    "Staff accounts for the CMS use the company Google Workspace SSO, never Auth0.",
], "2025-09-17")
mem("print-export", "knowledge", "Print edition export", ["print", "indesign", "edition", "newspaper"], [
    "The Saturday print edition is laid out in InDesign; the CMS `Print export` action sends the chosen stories as ICML files to the print desk's shared folder by 20:00 on Friday.",
    "Print headlines are written separately in the `print_headline` field; web changes after export do not reach the paper.",
], "2025-11-20")
mem("tags-taxonomy", "rule", "Tags and taxonomy", ["tags", "taxonomy", "topics", "sections"], [
    "Articles get one primary section and up to eight tags from the controlled taxonomy; only the taxonomy editor adds tags, so reporters pick from the list.",
    "Topic pages (`/topic/<tag>`) are generated for every tag with more than ten articles.",
], "2025-10-25")
mem("opinion-labelling", "rule", "Opinion and analysis labels", ["opinion", "labels", "analysis", "editorial"], [
    "Opinion pieces, reviews and analysis carry a visible label (`Opinion`, `Review`, `Analysis`) set by the article type, and emit `OpinionNewsArticle` or `AnalysisNewsArticle` structured data.",
], "2025-11-01", deps=["seo-structured-data"])
mem("author-pages", "knowledge", "Bylines and author pages", ["bylines", "authors", "profiles"], [
    "Bylines link to author pages (`/profile/<slug>`) built from the CMS `Author` snippet with photo, role and contact; freelancers get a profile only while they have a contract.",
], "2025-10-28")
mem("obituaries-notices", "knowledge", "Family notices", ["notices", "obituaries", "announcements"], [
    "Births, marriages and death notices are placed by readers through the Funeral-notices partner site and shown on /notices in an iframe; the newsroom does not edit them.",
], "2025-11-25")
mem("puzzles", "knowledge", "Puzzles", ["puzzles", "crossword", "sudoku", "games"], [
    "The daily crossword and sudoku come from PuzzleHub's API as JSON and render in the `puzzles/` section of reader-web; they are subscriber-only after the first three days of a trial.",
], "2025-12-10")
