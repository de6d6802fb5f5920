#!/usr/bin/env python3
"""Write each starters store's cases.json (../<store>/cases.json): tasks as a coding agent passes them,
written from the memories alone before any router run; about one in five has no answer."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

ALL = {}


def cases(name):
    C = Cases(f"st-{name}", {})
    ALL[name] = C
    return C.case


case = cases("fastapi")
case("task", "Write tests for the cancel booking endpoint", ["pytest-async"])
case("task", "Add an endpoint that returns a room's availability for a day", ["routers", "pydantic-schemas", "auth", "timezones"])
case("task", "Add a notes column to bookings", ["alembic"])
case("task", "Fix the failing CI on mypy", ["lint-mypy"])
case("task", "Two people booked the same room at 9am, how did that happen?", ["bookings-overlap"])
case("task", "Bookings show up an hour off for venues in Lisbon", ["timezones"])
case("task", "Make the admin stats endpoint only visible to admins", ["auth"])
case("task", "Refactor the booking router so the logic lives in a service", ["routers"])
case("task", "How do I get the API running on my machine?", ["dev-env"])
case("task", "Return the venue name in the booking response", ["pydantic-schemas"])
case("zero-match", "Update the pitch deck with last month's numbers", [])
case("zero-match", "Write a job post for a frontend developer", [])

case = cases("nextjs")
case("task", "Add a page where users can invite teammates", ["app-router", "server-actions", "vitest-playwright", "auth-clerk"])
case("task", "Write tests for the formatCurrency helper", ["vitest-playwright"])
case("task", "Add a lastSeenAt field to User", ["prisma"])
case("task", "Add a date picker to the report filters", ["ui-shadcn"])
case("task", "Let Pro users upgrade to Team from settings", ["billing"])
case("task", "The contact form submits but the list doesn't refresh", ["server-actions"])
case("task", "Add the Sentry DSN to the app", ["env-vars"])
case("task", "Protect the /reports pages so only signed-in users see them", ["auth-clerk"])
case("task", "Why did my change not show up on the preview link?", ["deploy-vercel"])
case("task", "Fix the hydration error on the dashboard page", ["app-router"])
case("zero-match", "Write the launch tweet", [])
case("zero-match", "Order stickers for the conference booth", [])

case = cases("android")
case("task", "Add a shopping list screen", ["compose", "mvvm", "hilt"])
case("task", "Write tests for RecipeViewModel", ["tests-junit", "mvvm", "coroutines"])
case("task", "Add a favourite flag to the recipe table", ["room"])
case("task", "The app freezes when loading recipes on the main thread", ["coroutines"])
case("task", "Fix the detekt failures on the search feature", ["detekt"])
case("task", "Show an error message when the recipe API is down", ["network", "mvvm"])
case("task", "Ship version 2.1 to the Play Store", ["release-play"])
case("task", "Convert the settings XML layout to Compose", ["compose"])
case("task", "Provide the OkHttp client through DI", ["hilt", "network"])
case("zero-match", "Make a banner for the app's store listing", [])
case("zero-match", "Reply to the one-star review about ads", [])

here = os.path.dirname(os.path.abspath(__file__))
for name, C in ALL.items():
    C.write(os.path.join(here, "..", name, "cases.json"), 1)
