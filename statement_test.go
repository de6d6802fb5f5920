package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestIssue22Examples: the four candidates issue 22 tried in the engram
// 0.0.28 fixture store, through the spawned binary.
func TestIssue22Examples(t *testing.T) {
	t.Parallel()
	const webhooks = "knowledge-the-payments-service-retries-webhooks-3-times-with-exponen"
	tests := []struct{ kind, text, want string }{
		{"rule", "Always run the race detector before committing Go changes", "ADD"},
		{"rule", "Never commit Go changes without updating the CHANGELOG", "ADD"},
		{"rule", "Run the brambleshade lint target before pushing any Go change.", "ADD"},
		{"knowledge", "The payments service retries webhooks 5 times with exponential backoff", "UPDATE " + webhooks},
	}
	ws := fixtureWorkspace(t)
	for _, tt := range tests {
		d := proposeJSON(t, ws, nil, "save", "--type", tt.kind, tt.text)
		if got := d.Candidates[0].Verdict; got != tt.want {
			t.Errorf("%q: verdict %q, want %q", tt.text, got, tt.want)
		}
	}
}

// relateCases are one memory, one candidate and the verdict between them,
// grouped by the way they relate; TestRelate runs them.
var relateCases = []struct{ mem, cand, want string }{
	// a detail changed or added, the statement kept
	{"The payments service retries webhooks 3 times with exponential backoff.", "The payments service retries webhooks 5 times with exponential backoff.", verdictUpdate},
	{"Production runs PostgreSQL 15 on a managed instance with two read replicas.", "Production runs PostgreSQL 15 on a managed instance with three read replicas.", verdictUpdate},
	{"Every pull request gets a preview deployment on Vercel within about 5 minutes.", "Every pull request gets a preview deployment on Netlify within about 5 minutes.", verdictUpdate},
	{"Always run go vet before committing Go changes.", "Always run go vet and staticcheck before committing Go changes.", verdictUpdate},
	{"The payments service retries webhooks 3 times with exponential backoff starting at 2 seconds", "The payments service retries webhooks 5 times with exponential backoff", verdictUpdate},
	// another subject or object: another statement
	{"Production runs PostgreSQL 15 on a managed instance with two read replicas.", "Staging runs PostgreSQL 16 on a single instance without replicas.", verdictAdd},
	{"The production cluster runs Kubernetes 1.29 on EKS.", "The staging cluster runs Kubernetes 1.30 on EKS.", verdictAdd},
	{"Always run go vet before committing Go changes.", "Always run the race detector before committing Go changes.", verdictAdd},
	{"Outbound HTTP calls to the card processor time out after 10 seconds.", "Outbound HTTP calls to the fraud scoring service time out after 2 seconds.", verdictAdd},
	{"Never write personal data to logs; hash email addresses before they leave the ingestion service.", "Never write personal data to the analytics schema without a data-protection review.", verdictAdd},
	// the same statement reversed
	{"Always run go vet before committing Go changes.", "Don't run go vet before committing Go changes; CI already runs it.", verdictSupersede},
	{"Do not commit the vendor directory; modules are fetched by the build.", "Always commit the vendor directory; the build runs offline.", verdictSupersede},
	{"Use React Query for server state; do not copy server data into Redux.", "Copy server data into Redux; do not use React Query for server state.", verdictSupersede},
	{"Every alert must link to a runbook in docs/runbooks.", "Alerts no longer need a runbook link.", verdictSupersede},
	{"Write component tests with React Testing Library and query elements by role, not by test id.", "In component tests, query elements by test id, not by role.", verdictSupersede},
	// nothing new, including the rejected side said the other way round
	{"Always run go vet before committing Go changes.", "Before committing any Go change, always run go vet.", verdictNoop},
	{"Change Helm values only through the charts repository, never with kubectl edit.", "Never use kubectl edit to change Helm values.", verdictNoop},
	{"Use React Query for server state; do not copy server data into Redux.", "Don't copy server data into Redux; React Query handles server state.", verdictNoop},
	// a changed number is never nothing
	{"CI runs on GitHub Actions; the main workflow takes about 12 minutes.", "CI runs on GitHub Actions; the main workflow takes about 7 minutes.", verdictUpdate},
	// a reversal spread over clauses: each word's stance turned round
	{"Write the API in Kotlin; do not add new Java classes.", "Add new Java classes for the API; do not write Kotlin.", verdictSupersede},
	{"Deploy with Helm, never with raw manifests.", "Deploy with raw manifests; stop using Helm.", verdictSupersede},
	// a clause that says what one clause of the memory says is context
	{"Never log raw card numbers; mask them with maskPAN.", "Mask card numbers with maskPAN before they are logged.", verdictNoop},
	{"Never return null from repository methods; return Optional instead.", "Repository methods should return Optional rather than null.", verdictNoop},
	// another or a narrower subject is another statement
	{"The API gateway is deployed to eu-west-1 by Argo CD.", "The billing API gateway is deployed to eu-west-1 by Flux.", verdictAdd},
	{"Public environment variables must start with PUB_ to reach the browser.", "Private environment variables must never start with PUB_ or they reach the browser.", verdictAdd},
	{"Pull requests need one approving review before merging.", "Pull requests that change the schema need two approving reviews.", verdictAdd},
	// a name replaced by a phrase is another object; by a name, a correction
	{"Use Java records for DTOs.", "Use Java records for Kafka event payloads.", verdictAdd},
	{"Images are signed with the ECDSA P-256 key in the HSM.", "Images are signed with the Ed25519 key in the HSM.", verdictUpdate},
	// a list cut down with "only" is a correction, not a part
	{"Ship fonts as WOFF2 or WOFF and always preload the body font.", "Ship fonts as WOFF2 only and always preload the body font.", verdictUpdate},
	// the closing condition of a one-clause memory changed; a new predicate is another fact
	{"The status page is built with Hugo from the site/ folder and published on every push to main.", "The status page is built with Hugo from the site/ folder and published on every release tag.", verdictUpdate},
	{"Feature flags live in config/flags.yaml and are read at startup.", "Feature flags live in config/flags.yaml and are owned by the platform team.", verdictAdd},
	// "prefer X over Y" rejects Y, so this is no reversal (its own word,
	// "prefer", keeps it from NOOP); "the one to use" is no quantity
	{"Use CTEs instead of nested subqueries; do not use SELECT * in models.", "Prefer CTEs over nested subqueries in models.", verdictAdd},
	{"Never select raw email columns in marts; use the hashed_email column instead.", "Don't select raw email columns in marts; hashed_email is the one to use.", verdictNoop},
	// a list item may bring its article; an added approver is a correction
	{"Changes to finance marts need approval from the finance analytics lead.", "Changes to finance marts need approval from the finance analytics lead and the controller.", verdictUpdate},
	// "was removed" drops a requirement; a reversal may carry its own condition
	{"Only the communications lead posts to the status page during an incident.", "Any responder may post to the status page during an incident; the communications lead role was removed.", verdictSupersede},
	{"Do not deploy during an active SEV1; the incident commander lifts the freeze.", "Deploys are allowed during an active SEV1 when they carry the fix.", verdictAdd}, // an exception under a condition of its own (stop 49)
	{"Make fact tables incremental with a unique_key; never rebuild them fully in production.", "Dimension tables may be rebuilt fully in production; they are small.", verdictAdd},
	// a unit after a number is part of the quantity corrected
	{"Partners authenticate with OAuth 2.0 client credentials; tokens expire after 1 hour.", "Partners authenticate with OAuth 2.0 client credentials; tokens expire after 30 minutes.", verdictUpdate},
	{"Never use offset pagination on tables over 1 million rows.", "Never use offset pagination on tables over 100000 rows.", verdictUpdate},
	// how agents phrase a reversal: "is deprecated", "going forward, do not", "is OK now"
	{"Use Yarn for installing dependencies in the monorepo.", "Yarn is deprecated in the monorepo; use pnpm for installing dependencies.", verdictSupersede},
	{"Use Yarn for installing dependencies in the monorepo.", "Going forward, do not use Yarn for installing dependencies in the monorepo.", verdictSupersede},
	{"Never push directly to the main branch; open a pull request.", "Pushing directly to the main branch is OK now for documentation fixes.", verdictAdd},
	// a number corrected in a fragment that leaves out a fact of its own: ADD, not a lossy UPDATE;
	// two versions corrected in a short memory: UPDATE
	{"The mobile apps support iOS 16 and later and Android 10 and later.", "The mobile apps support iOS 17 and later.", verdictAdd},
	{"The training code pins PyTorch 2.3 and CUDA 12.1.", "The training code pins PyTorch 2.4 and CUDA 12.4.", verdictUpdate},
	// the other polarity about another object is no reversal: a word of the
	// memory's clause replaced between shared words, or a name left out
	{"Do not call the payments API from the frontend; go through the backend proxy.", "Call the analytics API directly from the frontend; it needs no proxy.", verdictAdd},
	{"The nightly export job writes CSV files to the reports bucket.", "The nightly export job no longer writes JSON files; only the weekly job does.", verdictAdd},
	{"Always run database migrations before deploying the API.", "Never run database migrations automatically on deploy of the worker; run them by hand.", verdictAdd},
	{"Always run database migrations before deploying the API.", "Never run database migrations while deploying the worker.", verdictAdd},
	{"Always run database migrations before deploying the API.", "Never run database migrations before deploying the API.", verdictSupersede},
	// a qualifier inside what is restated narrows it: another statement; a step added is an update
	{"The API rate limit is 100 requests per minute per user.", "The API rate limit for admin users is 1000 requests per minute.", verdictAdd},
	{"Run go vet before committing Go changes.", "Run go vet with the shadow analyzer before committing Go changes to the parser.", verdictAdd},
	{"To reset the local database, run make db-reset and then make seed.", "To reset the local database, run make db-reset, then make seed, then make fixtures.", verdictUpdate},
	// parallel clauses joined anew are not a duplicate
	{"The web app uses React with the legacy renderer; the admin app uses the concurrent renderer.", "The web app and the admin app both use React's concurrent renderer.", verdictAdd},
	// "optional" before a noun is no polarity
	{"Put optional exporters behind build tags.", "Do not hide exporters behind build tags; build them all by default.", verdictSupersede},
	// a contrast a comma opens ("X, not Y, for Z") is an aside the next comma
	// closes; ", no Y" is a contrast too, not a negative clause (stop 46)
	{"Use snake_case, not camelCase, for column, table and view names.", "Name columns, tables and views in snake_case rather than camelCase.", verdictNoop},
	{"Use snake_case, not camelCase, for column names.", "Use camelCase, not snake_case, for column names.", verdictSupersede},
	{"Use four spaces of indentation in Go templates, no tabs.", "Use four spaces of indentation in Go templates.", verdictNoop},
	{"Use four spaces of indentation in Go templates, no tabs.", "Never use four spaces of indentation in Go templates.", verdictSupersede},
	{"Use four spaces of indentation in Go templates, no tabs.", "Use tabs for indentation in Makefiles.", verdictAdd},
	// a step of its own after all the memory says is no paraphrase
	{"Install the hooks with pip install lefthook, then run lefthook install.", "Install the hooks with pip install lefthook, then run lefthook install and lefthook run --all-files.", verdictUpdate},
	// a number before the shared words is a quantity, not a subject
	{"Use four spaces of indentation in Go templates.", "Use two spaces of indentation in Go templates.", verdictUpdate},
	// a reversal need not repeat the memory's opening verb; a permission
	// of another action reverses nothing
	{"Never write a multi-statement if on one line.", "A multi-statement if on one line is allowed now for guard clauses.", verdictAdd},
	{"Never merge a pull request with a failing build.", "A pull request with a failing build may be closed by anyone.", verdictAdd},
	// a correction names the old value it replaces; "Correction:" says nothing
	{"Session tokens expire after 24 hours.", "Session tokens expire after 12 hours, not 24.", verdictUpdate},
	{"Session tokens expire after 24 hours.", "Correction: session tokens expire after 12 hours.", verdictUpdate},
	{"Session tokens expire after 24 hours.", "Refresh tokens expire after 30 days, not 24 hours.", verdictAdd},
	// a word of the memory put in the place of another is a change, not a paraphrase
	{"Run the unit tests before every push to the main branch.", "Run the unit tests before every push to the test branch.", verdictUpdate},
	{"Run the unit tests before every push to the main branch.", "Before every push to the main branch, run the unit tests.", verdictNoop},
	// ", and never …" opens a clause of its own polarity (stop 47)
	{"Keep handlers small, and never call the database from a template.", "Keep handlers small.", verdictNoop},
	{"Keep handlers small, and never call the database from a template.", "Never call the database from a template.", verdictNoop},
	// another object in one clause is replaced there, though another clause names the memory's
	{"Give public functions a doc comment.", "Give private functions no doc comment; only public functions get one.", verdictAdd},
	{"Tag release images with the git sha.", "Tag nightly images with no git sha; only release images get one.", verdictAdd},
	// a name a quarter of the memory is its object
	{"Run scripts/lint.sh on a change before you push it.", "Run scripts/bench.sh on a change before you push it, to catch slowdowns.", verdictAdd},
	// a removal word that is the memory's own action reverses nothing; one that drops a rule does
	{"Mark an API experimental in one release and remove it only after two releases.", "An experimental API is marked in one release and is removed only after two releases.", verdictNoop},
	{"Remove feature flags within 30 days of launch.", "The rule to remove feature flags within 30 days of launch was dropped.", verdictSupersede},
	// "once" that opens a clause is the conjunction; after a verb, a quantity
	{"Deploys to production start after the release manager approves them in Slack.", "Once the release manager approves in Slack, deploys to production start.", verdictNoop},
	{"The backup job runs once a day.", "The backup job runs twice a day.", verdictUpdate},
	// a second condition ("or when it is …") is an item added
	{"Use a pointer receiver when the method mutates the struct.", "Use a pointer receiver when the method mutates the struct or when it is a large struct.", verdictUpdate},
	// a title of the candidate's own names a subject the memory does not
	{"Run database migrations before deploying the API.", "Staging:\n- run database migrations before deploying the API\n- seed the demo tenant", verdictAdd},
	// an exception restated with the rule: a word said both ways (stop 47: it was read from map order)
	{"Use spaces, not tabs, for indentation in YAML files.", "Use spaces, not tabs, for indentation in YAML files, except in Makefile snippets where make requires tabs.", verdictUpdate},
	// a lead-in ending in a colon frames what follows; "heads up" opens like "fyi:"
	{"The nightly backup keeps 7 days of snapshots.", "Quick correction on what I said earlier: the nightly backup keeps 14 days of snapshots now.", verdictUpdate},
	{"Run the linter before pushing.", "Reminder: run the linter before pushing.", verdictNoop},
	{"The staging cluster runs Kubernetes 1.29.", "Heads up, the staging cluster runs Kubernetes 1.30 now.", verdictUpdate},
	{"Run the linter before pushing.", "Frontend:\n- run the linter before pushing\n- run the type checker too", verdictAdd},
	// a flag added is a detail added, never nothing new
	{"Run cargo clippy before pushing; it catches common mistakes.", "Run cargo clippy --all-targets before pushing; it catches common mistakes.", verdictUpdate},
	// the rejected side of "rather than" ends at the comma
	{"Record request latency in a histogram:\n- not in a summary\n- buckets up to 10 seconds", "Record request latency in a histogram rather than a summary, with buckets up to 30 seconds.", verdictUpdate},
	// a flag is a word however short: another flag in its place is another command
	{"Run pytest -x before pushing.", "Run pytest -x --ff before pushing.", verdictUpdate},
	{"Run pytest -x before pushing.", "Run pytest --lf before pushing a fix for a flaky test.", verdictAdd},
	// a number corrected without the imperative's opening verb
	{"Write your commit subject lines in under 50 characters.", "Heads up: commit subject lines should now be under 72 characters, not 50.", verdictUpdate},
	{"Write your commit subject lines in under 50 characters.", "Pull request titles should be under 60 characters.", verdictAdd},
	// a reversal of one item of a list is a reversal in part
	{"Never commit secrets or API keys to the repository.", "API keys may be committed to the repository now; secret scanning strips them.", verdictSupersede},
	{"Never commit secrets or API keys to the repository.", "Commit the encrypted secrets file to the repository; never commit the decryption key.", verdictAdd},
	{"Do not add a version or build number to the page footer.", "Heads up: the page footer needs the build number again. Support asked for it last week, so add it to every page you create.", verdictSupersede},
	// what a number counts is part of the quantity (stop 47)
	{"PgBouncer allows at most 200 client connections per pod.", "PgBouncer allows at most 20 server connections per database.", verdictAdd},
	{"PgBouncer allows at most 200 client connections per pod.", "PgBouncer allows at most 400 client connections per pod now.", verdictUpdate},
	// a number corrected keeps or leaves out the memory's closing words; its own there are another scope
	{"Playbooks run with 20 forks against production.", "Playbooks run with 5 forks against the database hosts.", verdictAdd},
	{"Playbooks run with 20 forks against production.", "Playbooks run with 50 forks against production now.", verdictUpdate},
	// a name of the subject replaced is another subject; one of the object, a correction
	{"The release APK must stay under 40 MB.", "The release AAB must stay under 150 MB for the Play Store.", verdictAdd},
	{"The release APK must stay under 40 MB.", "Quick correction: the release APK must stay under 50 MB, not 40.", verdictUpdate},
	// "leave" opens guidance as "keep" does
	{"Do not leave debug prints in committed code.", "Leaving debug prints in committed code is fine now; the release build strips them.", verdictSupersede},
	{"Do not leave debug prints in committed code.", "Leave a comment when you silence a lint warning.", verdictAdd},
	// a negation typed without its apostrophe is still a negation (stop 48)
	{"Never force-push to a shared branch.", "dont force-push to a shared branch", verdictNoop},
	{"Always sign your commits with your GPG key.", "dont sign your commits with your GPG key anymore", verdictSupersede},
	{"Do not edit the lockfile by hand; let the package manager write it.", "dont edit the lockfile by hand, let the package manager write it", verdictNoop},
	// "X not Y" typed without the comma is a contrast: Y is the rejected side
	{"Indent with tabs, never with spaces.", "indent w/ tabs not spaces", verdictNoop},
	{"Indent with tabs, never with spaces.", "indent w/ spaces not tabs", verdictSupersede},
	{"Use query builders, not raw SQL strings, in handlers.", "use query builders not raw SQL strings in handlers", verdictNoop},
	{"Unit tests must not call external services.", "calling external services is allowed in scripts/smoke, those are smoke checks not unit tests", verdictAdd},
	// an adverb between the auxiliary and "not" keeps the negation
	{"Tests should definitely not share a database between packages.", "Tests should not share a database between packages.", verdictNoop},
	{"Handlers must really not block on the event loop.", "Blocking on the event loop is fine in handlers now.", verdictSupersede},
	// denying a value the memory does not hold reverses nothing; denying its own does
	{"CI runs on Node 20.", "ci no longer runs on node 18", verdictAdd},
	{"The image build uses Debian 12 as its base.", "The image build does not use Debian 11 as its base anymore.", verdictAdd},
	{"CI runs on Node 20.", "CI no longer runs on Node 20.", verdictSupersede},
	{"Do not deploy to production on Fridays after 15:00.", "Do not deploy to production on Fridays after 12:00.", verdictUpdate},
	// a prohibition in any inflection forbids; negated, it permits
	{"Avoid global mutable state in request handlers.", "keep avoiding global mutable state in request handlers", verdictNoop},
	{"Never use global state in request handlers.", "global state in request handlers is still banned", verdictNoop},
	{"Avoid reflection in hot paths.", "we stopped avoiding reflection in hot paths", verdictSupersede},
	{"Avoid reflection in hot paths.", "reflection in hot paths is no longer forbidden", verdictSupersede},
	// a comma that joins two sentences ends the first
	{"Sign releases with the hardware key, not with a file key.", "signing releases with a file key is fine now, the hardware key is not required", verdictSupersede},
	{"Sign releases with the hardware key, not with a file key.", "sign releases w/ the hardware key not a file key", verdictNoop},
	// the other polarity in another place reverses nothing; in the same place it does
	{"Never log request bodies in production.", "logging request bodies is ok in staging", verdictAdd},
	{"Do not run load tests in the shared cluster.", "load tests are fine in the perf cluster", verdictAdd},
	{"Never log request bodies in production.", "logging request bodies is ok in production now", verdictSupersede},
	{"Do not run load tests in the shared cluster.", "load tests are fine in the shared cluster now", verdictSupersede},
	// a permission confined "only" to a place of its own is an exception beside the rule
	{"Do not edit the lockfile by hand; let the package manager write it.", "editing the lockfile by hand is allowed in vendor/legacy only", verdictAdd},
	{"Never push to the main branch directly.", "pushing to the main branch directly is allowed only in the docs repo", verdictAdd},
	{"Never push to the main branch directly.", "pushing to the main branch directly is allowed now", verdictSupersede},
	// a permission under a condition of its own is an exception beside the rule
	{"Do not restart the primary database during business hours.", "Restarting the primary database during business hours is fine for security patches.", verdictAdd},
	{"Do not restart the primary database during business hours.", "Restarting the primary database during business hours is allowed when the replica has failed over.", verdictAdd},
	{"Do not restart the primary database during business hours.", "Restarting the primary database during business hours is fine now.", verdictSupersede},
	// a narrower kind of the memory's thing as the subject: an exception, not a reversal
	{"Do not add new dependencies without a security review.", "dev dependencies dont need a security review", verdictAdd},
	{"Do not merge pull requests without two approvals.", "Documentation pull requests no longer need two approvals.", verdictAdd},
	{"Do not merge pull requests without two approvals.", "Pull requests no longer need two approvals to merge.", verdictSupersede},
	// a number for a place or case of the candidate's own is that case's
	{"The API listens on port 8080.", "The API listens on port 8081 in staging.", verdictAdd},
	{"The request timeout is 10 seconds.", "The request timeout is 30 seconds for uploads.", verdictAdd},
	{"The request timeout is 10 seconds.", "The request timeout is 30 seconds now.", verdictUpdate},
	// "b4" typed for "before" is no number
	{"Run the e2e suite before every release.", "run e2e suite b4 every release", verdictNoop},
	// a parenthesis ends the rejected side of a contrast: its example is the chosen side's
	// (restated in the passive, "written" keyed as "write", it is a NOOP since stop 58; ADD before, never a SUPERSEDE)
	{"Write dates in ISO 8601, not locale formats (2024-05-01, not 05/01/2024).", "Dates are written in ISO 8601 rather than locale formats, e.g. 2024-05-01.", verdictNoop},
	{"Write dates in ISO 8601, not locale formats (2024-05-01, not 05/01/2024).", "Locale formats are fine for dates now; ISO 8601 is no longer required.", verdictSupersede},
	// a version is the version of the name before it
	{"Gradle needs JDK 17 or newer.", "The desktop installer needs WiX 4.0 or newer, besides the JDK for Gradle.", verdictAdd},
	{"Gradle needs JDK 17 or newer.", "Gradle needs JDK 21 or newer now.", verdictUpdate},
	// a tail corrected is replaced in place, not moved to the front
	{"Run the migration linter on changed SQL files before opening a merge request.", "Before opening an MR, run the migration linter over the SQL files you changed.", verdictAdd},
	// another action commanded on what the memory forbids acting on reverses nothing
	{"Do not apply the house formatting to code under vendor/; keep upstream files as they are and record local fixes as patches in vendor/patches.", "Leave code in vendor/ in its upstream formatting; local fixes go in as patches under vendor/patches.", verdictAdd},
	{"Do not apply the lint rules to files under vendor/.", "Applying the lint rules to files under vendor/ is fine now.", verdictSupersede},
	// an agent's note that restates a memory in one clause, beside facts of its own
	{"A single upload times out after 30 seconds.", "Wrapped up the flaky upload fix. For the record, an upload times out after 30 seconds, so the big fixture was split in two. New: the fixtures folder has its own README, so read it first.", verdictAdd},
	{"A single nightly backup runs at 02:00 UTC.", "Finished the restore drill. For the record, a nightly backup runs at 02:00 UTC, so the drill was moved to three in the afternoon. New: restore logs go to /var/log/restore.", verdictAdd},
	{"The nightly backup job runs at 02:00 UTC.", "Finished the restore drill. The nightly backup job runs at 03:00 UTC now. Next time check the restore logs first.", verdictUpdate},
	// a purpose or condition after a contrast's rejected words is said of both sides
	{"Use named exports instead of default exports for React components.", "use named exports, not default exports, for React components", verdictNoop},
	{"Use named exports instead of default exports for React components.", "use default exports for React components", verdictSupersede},
	{"Prefer structured logs over printf when a request fails.", "prefer printf when a request fails", verdictSupersede},
	// a memory that names one thing is reversed by a permission that names it alone,
	// never restated or updated by a statement of one word in common
	{"Do not use Bower.", "Bower is fine now", verdictSupersede},
	{"Never add Lodash.", "lodash is ok again", verdictSupersede},
	{"Do not use Bower.", "Bower caches live in .bower/cache", verdictAdd},
	{"Do not use Bower.", "Bower is fine for the docs site", verdictAdd},
	{"Do not use Bower.", "Bower components are fine now", verdictAdd},
	{"Do not use Bower.", "Bower is fine now that the registry is mirrored inside the office network", verdictAdd},
	// a bare name says nothing of it: a one-word save retired the rule
	{"Do not use Bower.", "Bower.", verdictAdd},
	{"Do not use Bower.", "bower", verdictAdd},
	{"Do not use Bower.", "Use Bower.", verdictSupersede},
	// the other way round: a replacement names the memory's word as the rejected one
	{"Use locks for shared state.", "Use channels instead of locks for shared state.", verdictSupersede},
	{"Use pnpm for installs.", "Use npm instead of pnpm for installs.", verdictSupersede},
	{"Use spaces for indentation.", "Use tabs, not spaces, for indentation.", verdictSupersede},
	{"Run migrations with Flyway.", "Run migrations with Liquibase, not Flyway.", verdictSupersede},
	{"Use locks for shared state.", "Use channels instead of locks for shared state in the worker.", verdictAdd},
	{"Use spaces for indentation.", "Use tabs instead of spaces for indentation in Makefiles.", verdictAdd},
	{"Use Docker for local development.", "You may use Podman instead of Docker for local development.", verdictAdd},
	{"Store sessions in Redis.", "Store carts in Postgres instead of Redis.", verdictAdd},
	{"Never use npm for installs.", "Use pnpm instead of npm for installs.", verdictNoop},
	// A flag belongs to the command it follows (flagsRepeated): given to a
	// second command it is a detail added, though no key is new; and a
	// path's dots ("./...") end no sentence (dotInWord).
	{"Build the site with hugo --minify and preview it with hugo server.", "Build the site with hugo --minify and preview it with hugo server --minify.", verdictUpdate},
	{"Run go vet ./... and go test ./... -tags=integration before merging.", "Run go vet ./... -tags=integration and go test ./... -tags=integration before merging.", verdictUpdate},
	{"Run go vet ./... and go test ./... -tags=integration before merging.", "Before merging, run go vet ./... and go test ./... -tags=integration.", verdictNoop},
	// A hyphenated verb is one word in every inflection (verdictStem).
	{"Never force-push to main.", "Force-pushing to main is fine now.", verdictSupersede},
	{"Do not hard-code URLs in components.", "Hard-coding URLs in components is allowed now.", verdictSupersede},
	{"Never force-push to main.", "Force-pushing to a feature branch is fine.", verdictAdd},
	// Who said it is no part of what is said (dropReportingFrame).
	{"Run the linters before pushing.", "Per the maintainer, run the linters before pushing.", verdictNoop},
	{"Cache API responses for 5 minutes.", "Cache API responses for 10 minutes, the lead said.", verdictUpdate},
	{"Never deploy on Fridays.", "The team decided that deploying on Fridays is fine now.", verdictSupersede},
	{"Squash commits before merging.", "Summary of the reviewer's feedback: squash commits before merging.", verdictNoop},
	{"Never rebase a shared branch.", "According to the lead, rebasing a shared branch is fine when everyone agrees.", verdictAdd},
	{"The user confirms the order before payment.", "The user confirms the address before shipping.", verdictAdd},
	// Another action commanded on the place a prohibition names: the
	// memory's verb is not restated, so its words' other stance reverses
	// nothing (opensOtherVerb, otherVerbKeys).
	{"Read passwords from the secrets manager at boot; never keep them in environment variables in the service manifests.", "Read log levels from environment variables in the service manifests; they are not passwords.", verdictAdd},
	{"Read tokens from the keychain at login; never write them to plain files in the home directory.", "Read proxy settings from plain files in the home directory; they are not tokens.", verdictAdd},
	{"Load credentials from the secrets manager on boot; never put them in environment variables in the pod specs.", "Load feature toggles from environment variables in the pod specs; they are not credentials.", verdictAdd},
	{"Read passwords from the secrets manager at boot; never keep them in environment variables in the service manifests.", "Passwords may be kept in environment variables in the service manifests now.", verdictSupersede},
	// Short forms are read as what they stand for (verdict_abbrev.go).
	{"Every pull request needs a green build before merging.", "PRs need a green build before merging.", verdictNoop},
	{"Pin the dependencies in the lockfile.", "Pin the deps in the lockfile.", verdictNoop},
	{"Run database migrations in production only after a backup.", "Run db migrations in prod only after a backup.", verdictNoop},
	{"Write new modules in TypeScript.", "Write new modules in TS.", verdictNoop},
	{"Never log request bodies in production.", "Logging request bodies in prod is fine now.", verdictSupersede},
	{"Keep the Repo calls inside context modules.", "Keep the repository calls inside context modules.", verdictAdd}, // a name, not a short form
	// "e.g." is no detail; "no X, do Y" is two clauses; a removal under a
	// condition is what happens then; a word of its own in the place
	// names another place.
	{"Name script files with hyphens (file-name.sh).", "Name script files with hyphens, e.g. file-name.sh.", verdictNoop},
	{"Do not use global state; pass a context instead.", "no global state, pass a context", verdictNoop},
	{"A release ships once both the QA and the security sign-offs are in.", "the QA sign-off is removed when new commits land on the release branch", verdictAdd},
	{"Install packages with pnpm; never use npm in this repository.", "Packages in the docs repository install with npm, not pnpm.", verdictAdd},
	// A verb in -ing whose short stem lost an e meets the verb (ingStem).
	{"Do not type the request payloads by hand; generate them from the OpenAPI schema.", "Typing the request payloads by hand is fine now.", verdictSupersede},
	{"Do not code the retry loop by hand; use the retry library.", "Coding the retry loop by hand is fine now.", verdictSupersede},
	{"Never use the save button in the admin panel for bulk edits.", "Saving drafts in the admin panel is fine.", verdictAdd},
	// A second approver or tool added after "and from" or the team's own
	// "and" (listJoiners) is a detail added, not one new word of a paraphrase.
	{"A release needs sign-off from the QA team before it ships.", "A release needs sign-off from the QA team and from security before it ships.", verdictUpdate},
	{"Lancer phpcs avant chaque commit.", "Lancer phpcs et phpstan avant chaque commit.", verdictUpdate},
	{"Vor jedem Commit clang-format ausführen.", "Vor jedem Commit clang-format und clang-tidy ausführen.", verdictUpdate},
	{"A release needs sign-off from the QA team before it ships.", "A release needs sign-off from the QA team before it ships to users.", verdictNoop},
	// A command added after the tool's name said again (commandItem): the
	// name may be a stopword ("make") and the command three words long;
	// a command alone for another moment, a restatement, a second clause
	// of the opening verb or another folder's naming rule add no item.
	{"Run make check before pushing.", "Run make check and make docs before pushing.", verdictUpdate},
	{"Run yarn test before opening a pull request.", "Run yarn test and yarn run typecheck before opening a pull request.", verdictUpdate},
	{"Run ruff check before committing Python changes.", "Run ruff check, ruff format before committing Python changes.", verdictUpdate},
	{"Run make check before pushing.", "Always run make check before you push.", verdictNoop},
	{"Run make check before pushing.", "Run make docs before tagging a release.", verdictAdd},
	{"Components must start with a capital letter and live in src/ui.", "Components live in src/ui and their names start with a capital letter.", verdictNoop},
	// A requirement restated with "unless" for "without", or the other way
	// round, is no reversal (requirementKept); a permission still is.
	{"Never push to the release branch without a signed tag.", "Do not push to the release branch unless the tag is signed.", verdictNoop},
	{"Do not publish a package unless the changelog is updated.", "Never publish a package without an updated changelog.", verdictNoop},
	{"Never rotate the signing keys without two approvers.", "Do not rotate the signing keys unless two approvers agree.", verdictAdd},
	{"Do not publish a package unless the changelog is updated.", "Publishing a package without a changelog update is fine now.", verdictSupersede},
}

// TestRelateIsDeterministic: a verdict is a function of the two texts. A
// clause that says a word both ways ("not tabs" … "requires tabs") read its
// stance from map order, so the same pair got UPDATE or ADD from run to run.
func TestRelateIsDeterministic(t *testing.T) {
	t.Parallel()
	for _, tt := range relateCases {
		first := relate(parseStatement(tt.cand), parseStatement(tt.mem)).kind
		for i := 0; i < 40; i++ {
			if got := relate(parseStatement(tt.cand), parseStatement(tt.mem)).kind; got != first {
				t.Fatalf("%q\n  against %q: %s, then %s", tt.cand, tt.mem, first, got)
			}
		}
	}
}

// TestRelate: one candidate against one memory, for each way they relate.
func TestRelate(t *testing.T) {
	t.Parallel()
	checkRelate(t, relateCases)
}

// checkTypes: each text with no --type is typed as it wants.
func checkTypes(t *testing.T, cases []struct{ text, want string }) {
	t.Helper()
	for _, tt := range cases {
		if got := inferType(tt.text); got != tt.want {
			t.Errorf("inferType(%q) = %s, want %s", tt.text, got, tt.want)
		}
	}
}

// rulesWorkspace is an example workspace with each rule saved (--force)
// and the scratch environment the tests run engram in there.
func rulesWorkspace(t *testing.T, rules ...string) (string, []string) {
	t.Helper()
	ws, env := exampleWorkspace(t), scratchEnv(t)
	for _, rule := range rules {
		if r := runCLI(t, ws, "", env, "save", "--force", "--type", "rule", rule); r.code != 0 {
			t.Fatalf("save: %d %s", r.code, r.stderr)
		}
	}
	return ws, env
}

// checkRelate: each case's candidate against its memory relates as it wants.
func checkRelate(t *testing.T, cases []struct{ mem, cand, want string }) {
	t.Helper()
	for _, tt := range cases {
		if got := relate(parseStatement(tt.cand), parseStatement(tt.mem)).kind; got != tt.want {
			t.Errorf("%q\n  against %q: %s, want %s", tt.cand, tt.mem, got, tt.want)
		}
	}
}

// syntheticVerdictMemories are n knowledge memories of 8 to 16 words drawn
// from a vocabulary of 3,000, like a large store's mix of tools, services
// and practices.
func syntheticVerdictMemories(n int) []verdictMemory {
	word := func(i int) string { return fmt.Sprintf("%c%c%cword", 'a'+i%26, 'a'+i/26%26, 'a'+i/676%26) }
	var mems []verdictMemory
	for i := 0; i < n; i++ {
		var ws []string
		for k := 0; k < 8+i%9; k++ {
			ws = append(ws, word((i*7919+k*104729)%3000))
		}
		mems = append(mems, verdictMemory{ID: fmt.Sprintf("m%05d", i), Type: typeKnowledge, Text: strings.Join(ws, " ") + "."})
	}
	return mems
}

// BenchmarkVerdict10k is one proposal's verdict against 10,000 memories: the
// index of statements is built once per store (a store serves one
// operation), then the candidate is compared only with memories that share
// a key with it.
func BenchmarkVerdict10k(b *testing.B) {
	mems := syntheticVerdictMemories(10000)
	mems[4242].Text = "The payments service retries webhooks 3 times with exponential backoff."
	s := verdictStoreFor(mems)
	c := candidate{N: 1, Type: typeKnowledge, Text: "The payments service retries webhooks 5 times with exponential backoff.", Scope: scopeWorkspace}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.verdicts = nil
		if v, _, err := judgeVerdict(s, c, scopeWorkspace); err != nil || v.Kind != verdictUpdate || v.Target != "m04242" {
			b.Fatal(v, err)
		}
	}
}

// TestSoleObjectReversalInAStore: "Bower is fine now" shares one word with
// "Do not use Bower.", and the verdict's pool kept only memories holding two
// of a candidate's needles, so the reversal was an ADD beside the rule it
// ends. Through the binary on real files, with the prepared cache cold,
// warm and off; a statement beside it with one word in common stays an ADD.
func TestSoleObjectReversalInAStore(t *testing.T) {
	t.Parallel()
	ws, env := rulesWorkspace(t, "Do not use Bower.", "Run the Bower audit script before every release of the web bundle.")
	for _, tt := range []struct{ text, want string }{
		{"Bower is fine now", "Verdict: SUPERSEDE do-not-use-bower"},
		{"Bower is fine now", "Verdict: SUPERSEDE do-not-use-bower"},
		{"Bower caches live in .bower/cache", "Verdict: ADD"},
	} {
		for _, extra := range [][]string{env, append(slices.Clone(env), "ENGRAM_NO_CACHE=1")} {
			if r := runCLI(t, ws, "", extra, "save", "--type", "rule", tt.text); !strings.Contains(r.stdout, tt.want) {
				t.Errorf("%q: want %q, exit %d\n%s%s", tt.text, tt.want, r.code, r.stdout, r.stderr)
			}
		}
	}
}
