"""Memories of the starters tune set: three small stores, each as a new team would write it in its first
week with Engram (9-11 memories, short). Same shape as the firstweek holdout; this one is for reading
misses. Each entry: id, type, title, tags, content lines (see evalgen.collector).
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

STORES = {}


def store(name):
    M, mem = collector("2026-11-23")
    STORES[name] = M
    return mem


# ---------------------------------------------------------------- fastapi: a booking API (Python, FastAPI)
mem = store("fastapi")
mem("pytest-async", "rule", "Tests", ["testing", "pytest"], [
    "Tests use pytest with pytest-asyncio and the `client` fixture (httpx AsyncClient) from tests/conftest.py; each test gets a fresh database through a transaction that is rolled back.",
])
mem("pydantic-schemas", "rule", "Request and response schemas", ["schemas", "pydantic", "api"], [
    "Every route declares Pydantic v2 models for its body and its response in `app/schemas/`; never return an ORM object directly.",
])
mem("alembic", "rule", "Database migrations with Alembic", ["migrations", "alembic", "database"], [
    "Schema changes are Alembic revisions made with `alembic revision --autogenerate` and read before commit; each has a working downgrade.",
])
mem("routers", "knowledge", "Where routes live", ["routes", "layout"], [
    "Routes are APIRouters in `app/routers/<resource>.py`, included in `app/main.py` under `/v1`; business logic goes in `app/services/`.",
])
mem("auth", "rule", "Authentication", ["auth", "jwt", "security"], [
    "Every route except /health depends on `current_user` (JWT from the Authorization header, checked in `app/auth.py`); admin routes also depend on `require_admin`.",
])
mem("timezones", "rule", "Times are UTC", ["time", "timezones", "datetime"], [
    "Store and compare times as timezone-aware UTC datetimes; convert to the venue's time zone only in responses.",
])
mem("lint-mypy", "rule", "Lint and types", ["lint", "ruff", "mypy"], [
    "ruff and mypy --strict run in CI and must pass.",
])
mem("bookings-overlap", "knowledge", "How double bookings are prevented", ["bookings", "postgres", "constraints"], [
    "The bookings table has an exclusion constraint on (room_id, tstzrange(starts_at, ends_at)); the service catches the violation and returns 409.",
])
mem("dev-env", "skill", "Run the API locally", ["setup", "docker"], [
    "`docker compose up -d db`, `uv sync`, `alembic upgrade head`, then `uvicorn app.main:app --reload`.",
])

# ---------------------------------------------------------------- nextjs: a SaaS dashboard (Next.js, TypeScript)
mem = store("nextjs")
mem("app-router", "knowledge", "App Router", ["nextjs", "routing"], [
    "The app uses the Next.js App Router: pages in `app/`, server components by default, `'use client'` only where state or effects are needed.",
])
mem("server-actions", "rule", "Mutations are server actions", ["server-actions", "forms"], [
    "Forms post to server actions in `app/<route>/actions.ts` that validate input with zod and revalidate the affected path; no API routes for our own UI.",
])
mem("prisma", "rule", "Database access through Prisma", ["prisma", "database", "migrations"], [
    "Query the database only through the Prisma client in `lib/db.ts`; schema changes are `prisma migrate dev` migrations committed with the schema.",
])
mem("ui-shadcn", "rule", "UI components", ["ui", "shadcn", "tailwind"], [
    "Use the shadcn/ui components in `components/ui/` and Tailwind classes; don't add another component library.",
])
mem("vitest-playwright", "rule", "Tests", ["testing", "vitest", "playwright"], [
    "Unit tests with Vitest next to the file (`*.test.ts`); user flows with Playwright in `e2e/`. A new page gets an e2e test of its main flow.",
])
mem("auth-clerk", "knowledge", "Sign-in", ["auth", "clerk"], [
    "Sign-in is Clerk; `auth()` in a server component or action gives the user and org, and the middleware protects everything under /dashboard.",
])
mem("billing", "knowledge", "Plans and billing", ["billing", "stripe", "plans"], [
    "Plans are Free, Pro and Team; Stripe Checkout for upgrades and the customer portal for changes; the webhook in `app/api/stripe/route.ts` updates `org.plan`.",
])
mem("env-vars", "rule", "Environment variables", ["env", "config", "secrets"], [
    "Environment variables are declared and checked in `env.ts` (t3-env); only NEXT_PUBLIC_ ones reach the browser, and secrets live in Vercel.",
])
mem("deploy-vercel", "knowledge", "Deploys", ["deploy", "vercel", "preview"], [
    "Every PR gets a Vercel preview; main deploys to production automatically after checks pass.",
])

# ---------------------------------------------------------------- android: a recipe app (Kotlin, Jetpack Compose)
mem = store("android")
mem("compose", "rule", "UI is Jetpack Compose", ["ui", "compose"], [
    "All new screens are Jetpack Compose with Material 3; no new XML layouts. Previews for each screen state.",
])
mem("mvvm", "rule", "Screens have a ViewModel", ["architecture", "viewmodel"], [
    "Each screen has a ViewModel exposing one StateFlow of UI state; the composable only renders state and sends events.",
])
mem("hilt", "knowledge", "Dependency injection", ["hilt", "di"], [
    "Dependencies are injected with Hilt; modules are in `di/`, and ViewModels use @HiltViewModel.",
])
mem("room", "rule", "Local database", ["room", "database", "migrations"], [
    "Recipes are cached in Room; bump the database version and add a Migration for every schema change, and test it with MigrationTestHelper.",
])
mem("tests-junit", "rule", "Tests", ["testing", "junit", "turbine"], [
    "Unit tests are JUnit 5 with MockK and Turbine for flows; UI tests use the Compose test rule. Run with `./gradlew test`.",
])
mem("coroutines", "rule", "Coroutines", ["coroutines", "threading"], [
    "No GlobalScope; work runs in viewModelScope, and repositories take an injected CoroutineDispatcher so tests can replace it.",
])
mem("network", "knowledge", "Network layer", ["retrofit", "api", "network"], [
    "The recipe API is called with Retrofit and kotlinx.serialization in `data/remote/`; errors are mapped to a sealed `Result` in the repository.",
])
mem("release-play", "skill", "Release to Google Play", ["release", "play-store"], [
    "Bump versionCode in `app/build.gradle.kts`, run `./gradlew bundleRelease`, upload the AAB to the internal track and promote after a day.",
])
mem("detekt", "rule", "Static analysis", ["lint", "detekt", "ktlint"], [
    "detekt and ktlint run in CI; fix findings rather than adding them to the baseline.",
])
