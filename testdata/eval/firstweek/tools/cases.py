#!/usr/bin/env python3
"""Write each store's cases.json (../<store>/cases.json). Cases were written from the memories alone, before
any router run, worded as a coding agent passes the task it was handed: imperatives with names
("Write tests for X", "Add an endpoint that ...", "Fix the failing CI on ...", "Refactor Y"), a few PR
titles and questions. About one in five has no answer in its store. Groups: task (a covered imperative)
and zero-match (nothing in the store speaks to it)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

ALL = {}


def cases(name):
    C = Cases(f"fw-{name}", {})
    ALL[name] = C
    return C.case


# ---------------------------------------------------------------- django
case = cases("django")
case("task", "Write tests for the invoice PDF generator", ["tests-pytest", "factories", "pdf-weasyprint"])
case("task", "Add an endpoint that lists overdue invoices for an account", ["api-drf"])
case("task", "Add a discount_percent field to the Invoice model", ["migrations", "money-decimal"])
case("task", "Send the payment reminder emails in the background instead of in the view", ["celery-tasks"])
case("task", "Fix the failing CI on the lint step", ["style-ruff"])
case("task", "Refactor calculate_totals so it stops using floats", ["money-decimal"])
case("task", "Handle the invoice.payment_failed event from Stripe", ["stripe-webhooks"])
case("task", "Move the S3 bucket name out of settings.py", ["settings-env"])
case("task", "The invoice PDF shows the wrong logo, fix the template", ["pdf-weasyprint"])
case("task", "How do I run just the payments tests?", ["run-tests", "tests-pytest"])
case("task", "Add a unit test for the VAT rounding in the totals", ["tests-pytest", "money-decimal", "factories"])
case("task", "Write a data migration that backfills the currency on old invoices", ["migrations", "money-decimal"])
case("zero-match", "Update the README badges", [])
case("zero-match", "Translate the onboarding emails into German", [])
case("zero-match", "Rename the company logo files to lowercase", [])

# ---------------------------------------------------------------- rails
case = cases("rails")
case("task", "Write specs for the order checkout", ["rspec"])
case("task", "Add a service that refunds a cancelled order", ["service-objects", "payments-stripe-connect"])
case("task", "Add an index on orders.maker_id", ["strong-migrations"])
case("task", "Send the order confirmation email asynchronously", ["sidekiq"])
case("task", "Fix the RuboCop offenses in the products controller", ["rubocop"])
case("task", "The shop page is slow, it loads every maker's products one by one", ["n-plus-one"])
case("task", "Add a Stimulus controller for the image carousel on the product page", ["hotwire"])
case("task", "Change the platform fee on payouts to 10%", ["payments-stripe-connect"])
case("task", "Ship this to production", ["deploy-kamal"])
case("task", "Add French text for the new cart empty state", ["i18n"])
case("task", "Rename the column products.desc to description", ["strong-migrations"])
case("task", "Move the discount logic out of OrdersController", ["service-objects"])
case("zero-match", "Update the favicon", [])
case("zero-match", "Write the announcement for the spring market newsletter", [])
case("zero-match", "Bump the copyright year in the footer", [])

# ---------------------------------------------------------------- goservice
case = cases("goservice")
case("task", "Write tests for the Twilio sender", ["table-tests", "providers"])
case("task", "Add a Slack provider", ["providers", "errors-wrap", "context-first"])
case("task", "Add a scheduled_at field to SendRequest", ["grpc-api"])
case("task", "Fix the failing CI: golangci-lint reports errcheck in consumer.go", ["lint", "errors-wrap"])
case("task", "Refactor the consumer so a failed send is retried with backoff", ["queue"])
case("task", "Stop logging the recipient's email address", ["logging-slog"])
case("task", "Make the Postmark client time out after 5 seconds", ["context-first", "providers"])
case("task", "A big tenant is getting throttled, raise their limit", ["rate-limits"])
case("task", "Where do the provider API keys come from?", ["config"])
case("task", "Messages to the dead-letter stream are never replayed, add a command for it", ["queue"])
case("task", "Return a clearer error when the push token is invalid", ["errors-wrap", "providers"])
case("task", "Add an integration test against a local NATS server", ["table-tests", "queue"])
case("zero-match", "Write the on-call handover notes for this week", [])
case("zero-match", "Add a dark mode to the admin dashboard", [])
case("zero-match", "Update the team page with the new hire", [])

# ---------------------------------------------------------------- rnapp
case = cases("rnapp")
case("task", "Write tests for the RunSummary component", ["testing-library"])
case("task", "Add a settings screen", ["navigation", "styling"])
case("task", "Fix the type errors in useWorkouts", ["ts-strict", "state-zustand"])
case("task", "Cache the user's profile between launches", ["state-zustand"])
case("task", "The recorded route has gaps when the screen is locked", ["gps-tracking"])
case("task", "Make the start button work with VoiceOver", ["accessibility"])
case("task", "Track when a user finishes a run", ["analytics"])
case("task", "Push the fix for the pace display to users today", ["eas-build"])
case("task", "The stats screen looks wrong in dark mode", ["styling"])
case("task", "Add a confirmation modal before deleting a run", ["navigation", "accessibility"])
case("task", "Replace the any types in the API client", ["ts-strict"])
case("task", "Release version 1.4 to the App Store", ["eas-build"])
case("zero-match", "Write the privacy policy text for the website", [])
case("zero-match", "Set up a Discord server for beta testers", [])
case("zero-match", "Make a new app icon", [])

# ---------------------------------------------------------------- dbt
case = cases("dbt")
case("task", "Add a staging model for the Zendesk tickets table", ["layers", "sources", "tests-yml"])
case("task", "Write tests for fct_orders", ["tests-yml"])
case("task", "fct_events takes two hours to build, speed it up", ["incremental"])
case("task", "Fix the failing CI on the sqlfluff check", ["sqlfluff"])
case("task", "Add the customer's email to dim_customers", ["pii", "naming"])
case("task", "Build a mart for monthly churned revenue", ["metrics", "layers"])
case("task", "The HubSpot source is stale, check freshness", ["sources"])
case("task", "Rename created to created_at across the staging models", ["naming", "layers"])
case("task", "Refactor int_payments to use CTEs instead of nested subqueries", ["sqlfluff"])
case("task", "Set up my laptop to run the project", ["run-local"])
case("task", "Why did the PR build fail with a missing relation from production?", ["ci-slim"])
case("task", "Add a relationships test from fct_orders to dim_customers", ["tests-yml"])
case("zero-match", "Make the Looker dashboard load faster", [])
case("zero-match", "Write the quarterly OKRs for the data team", [])
case("zero-match", "Answer the finance question about last year's headcount", [])

# ---------------------------------------------------------------- firmware
case = cases("firmware")
case("task", "Add a driver for the CO2 sensor", ["ztest", "hw", "no-malloc"])
case("task", "Write tests for the schedule parser", ["ztest"])
case("task", "The GPIO interrupt handler logs every button press, clean it up", ["isr", "logging"])
case("task", "Fix the build warning about implicit int conversion in display.c", ["misra"])
case("task", "Add a characteristic for humidity to the app's service", ["ble"])
case("task", "Battery drains in two weeks, find out why", ["power"])
case("task", "Ship firmware 2.3 to the devices in the field", ["ota"])
case("task", "The boiler clicks on and off every few seconds near the set point", ["relay-safety"])
case("task", "Replace the malloc in the message parser", ["no-malloc"])
case("task", "I just cloned the repo, how do I build it?", ["build-setup"])
case("task", "Read the temperature sensor every 30 seconds instead of 60", ["power", "hw"])
case("task", "Turn on debug logs for the BLE module in a dev build", ["logging", "ble"])
case("zero-match", "Draw the enclosure for the new wall plate", [])
case("zero-match", "Write the user manual's troubleshooting page", [])
case("zero-match", "Order samples of the new PCB from the fab", [])

# ---------------------------------------------------------------- solo
case = cases("solo")
case("task", "Set up a new Python CLI project", ["python-tools"])
case("task", "Add lodash to the frontend", ["no-new-deps", "js-tools"])
case("task", "Fix the off-by-one in the pagination helper", ["tests-first"])
case("task", "Write the commit message for these changes", ["commits"])
case("task", "Migrate the whole app from Express to Fastify", ["explain-first"])
case("task", "Add tests for the date utils in the TypeScript project", ["js-tools"])
case("task", "Clean up the comments in parser.py", ["comments"])
case("task", "Install the Python version this project needs", ["editor", "python-tools"])
case("task", "Replace requirements.txt with something better", ["python-tools"])
case("task", "The login form submits twice, fix it", ["tests-first"])
case("zero-match", "Summarise this article about Kubernetes networking", [])
case("zero-match", "Draft an email to my landlord about the boiler", [])
case("zero-match", "Plan a three-day trip to Lisbon", [])

here = os.path.dirname(os.path.abspath(__file__))
for name, C in ALL.items():
    C.write(os.path.join(here, "..", name, "cases.json"), 1)
