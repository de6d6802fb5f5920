"""Memories of the seedlings holdout: five stores of 5 to 20 memories, each as a team in a domain no other set
covers would write them in its first weeks with Engram (a Godot game, an Ansible infrastructure repository, an
embedded Rust firmware, a product documentation site, a Shopify theme), short, in the team's own words. Written
before the cases and before any router run. Each entry: id, type, title, tags, content lines (see
evalgen.collector).
"""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

STORES = {}


def store(name):
    M, mem = collector("2026-12-06")
    STORES[name] = M
    return mem


# ---------------------------------------------------------------- godot: a three-person studio's 2D platformer (Godot 4)
mem = store("godot")
mem("gdscript-typed", "rule", "Static typing in GDScript", ["gdscript", "style"], [
    "Every variable, parameter and return value gets a type (`var speed: float = 120.0`, `func jump() -> void`). The project setting treats untyped declarations as warnings and we keep the warnings at zero.",
])
mem("scene-structure", "rule", "One scene per thing, scripts next to their scene", ["scenes", "structure"], [
    "Each character, pickup and UI panel is its own scene under `scenes/<area>/` with its script beside it (`player.tscn`, `player.gd`). Levels instance scenes; never copy nodes between levels.",
])
mem("signals-up", "rule", "Call down, signal up", ["signals", "architecture"], [
    "A parent calls methods on its children; a child never reaches for its parent with `get_parent()` or a long node path, it emits a signal instead. Cross-scene events go through the `Events` autoload.",
])
mem("autoloads", "knowledge", "Autoloads we have", ["autoload", "singletons"], [
    "Only three autoloads: `Events` (global signals), `SaveGame` and `Audio`. Don't add a new autoload without asking in #dev; most state belongs to a scene.",
])
mem("physics-process", "rule", "Movement in _physics_process", ["physics", "movement"], [
    "Character movement and anything touching `velocity` runs in `_physics_process` with `move_and_slide()`; `_process` is for visuals only. Physics ticks at 60 Hz; never multiply velocity by delta twice.",
])
mem("input-map", "rule", "Input goes through the Input Map", ["input", "controls"], [
    "Read actions (`Input.is_action_pressed(\"jump\")`), never raw keys or buttons; every new action is added to the Input Map with both a keyboard and a gamepad binding, since half our players use a controller.",
])
mem("save-format", "knowledge", "Save files are versioned JSON in user://", ["save", "persistence"], [
    "`SaveGame` writes `user://save_<slot>.json` with a `version` field. When the format changes, bump the version and add a migration step in `save_game.gd`; players' old saves must still load.",
])
mem("localization", "rule", "All player-facing text is translated", ["localization", "i18n", "text"], [
    "Strings shown to players are keys (`tr(\"MENU_START\")`) in `locale/strings.csv` (English, French, German, Japanese, Brazilian Portuguese). Never put English text directly in a Label; leave room for German, it is longer.",
])
mem("gut-tests", "rule", "Tests use GUT", ["testing", "gut"], [
    "Gameplay logic (damage, inventory, save migration) has GUT tests under `test/unit/`; run them headless with `godot --headless -s addons/gut/gut_cmdln.gd`. CI runs them on every pull request.",
])
mem("export-presets", "knowledge", "Exports and builds", ["export", "build", "ci"], [
    "Builds come from `export_presets.cfg` (Windows, Linux, macOS, Web) through the GitHub Actions workflow with the Godot 4.3 headless image; nobody exports from their editor for a release.",
])
mem("steam-release", "skill", "Publishing a build to Steam", ["release", "steam"], [
    "Tag `vX.Y.Z` on main; the release workflow exports all platforms and uploads to the Steam `beta` branch with steamcmd. Play it on the Steam Deck, then set the build live on `default` in Steamworks.",
])
mem("pixel-art-import", "rule", "Pixel art import settings", ["art", "assets", "import"], [
    "Sprites are 16x16 PNGs imported with filter off and no mipmaps (the project default texture filter is Nearest). The viewport is 320x180 scaled by whole numbers; never place sprites at fractional positions.",
])
mem("asset-pipeline", "knowledge", "Where art and audio come from", ["assets", "aseprite", "audio"], [
    "Art is drawn in Aseprite; the `.aseprite` sources live in `art_src/` and are exported to `assets/sprites/` with the Aseprite Wizard plugin. Sound effects are OGG, music is OGG streamed; WAV only for very short UI sounds.",
])
mem("git-lfs", "rule", "Binary assets are in Git LFS", ["git", "lfs", "assets"], [
    "PNG, OGG, WAV and `.aseprite` files are tracked by Git LFS (see `.gitattributes`); run `git lfs install` once. Never commit the `.godot/` import cache.",
])
mem("object-pooling", "knowledge", "Bullets and particles are pooled", ["performance", "pooling"], [
    "Projectiles and hit effects come from `BulletPool`; instancing hundreds of scenes per second stutters on the Steam Deck. Return nodes to the pool instead of calling `queue_free()`.",
])
mem("perf-budget", "rule", "60 fps on the Steam Deck", ["performance", "profiling"], [
    "The game holds 60 fps on the Steam Deck in the busiest level. Check the profiler and the monitors before and after any change to enemies, particles or lighting, and note the frame time in the pull request.",
])
mem("branching", "rule", "Short branches, squash merges", ["git", "workflow"], [
    "Branch from main as `feat/...` or `fix/...`, open a pull request early, squash-merge after one review. Scene files conflict badly: tell the others in #dev before editing a shared level scene.",
])
mem("addons-policy", "rule", "Addons are vendored and pinned", ["addons", "dependencies", "plugins"], [
    "Plugins from the Asset Library are committed under `addons/` at a known version and listed with that version in `addons/README.md`. Ask before adding one; we avoid addons that need a GDExtension build.",
])
mem("accessibility", "rule", "Accessibility options are not optional", ["accessibility", "settings"], [
    "Every screen shake, flash and slow-motion effect checks the accessibility settings (reduce motion, flash reduction); every control can be remapped; subtitles are on by default.",
])
mem("level-design", "knowledge", "Levels are built from TileMapLayers", ["levels", "tilemap"], [
    "Levels use TileMapLayer nodes (ground, decoration, hazards) with the terrain sets in `tilesets/world.tres`; collisions come from the tileset's physics layers, not hand-placed shapes. Enemy spawns are Marker2D nodes in the `spawns` group.",
])

# ---------------------------------------------------------------- ansible: an operations team's Ansible repository
mem = store("ansible")
mem("roles-layout", "rule", "Everything is a role", ["roles", "structure"], [
    "Playbooks in `playbooks/` only list roles; tasks live in `roles/<name>/tasks/main.yml` with defaults in `defaults/main.yml`. A new service gets a new role, not tasks pasted into a playbook.",
])
mem("fqcn", "rule", "Use fully qualified module names", ["style", "modules", "lint"], [
    "Write `ansible.builtin.copy`, `community.general.ufw`, never the short names. Task names start with a capital letter and say what they do.",
])
mem("ansible-lint", "rule", "ansible-lint and yamllint must pass", ["lint", "ci"], [
    "Run `ansible-lint` (production profile) and `yamllint .` before pushing; CI runs both and fails on any warning. Don't add `# noqa` without a comment saying why.",
])
mem("idempotent", "rule", "Tasks must be idempotent", ["idempotency", "shell"], [
    "A second run of any playbook reports zero changes. Avoid `shell` and `command`; when they are unavoidable, add `creates:`, `removes:` or a `changed_when:` so the task does not report a change every time.",
])
mem("vault-secrets", "rule", "Secrets go in Ansible Vault", ["secrets", "vault"], [
    "Passwords, API keys and certificates live in `group_vars/<group>/vault.yml`, encrypted with ansible-vault (the vault password is in 1Password, entry `ansible-vault-prod`). Reference them as `vault_*` variables; never put a secret in plain `vars.yml`.",
])
mem("inventories", "knowledge", "Inventories per environment", ["inventory", "environments"], [
    "`inventories/staging/` and `inventories/production/` each have a `hosts.yml` and their own `group_vars`. Hosts are grouped by role (`web`, `db`, `monitoring`) and by datacenter (`fra1`, `ams3`).",
])
mem("molecule", "rule", "Roles are tested with Molecule", ["testing", "molecule"], [
    "Each role has a `molecule/default` scenario that converges on Debian 12 and Ubuntu 24.04 containers and runs the idempotence check; run `molecule test` in the role's directory before opening a pull request.",
])
mem("check-diff-first", "rule", "Dry-run against production first", ["production", "deploy"], [
    "Before applying to production, run the playbook with `--check --diff` and paste the diff in the change ticket; apply with `--limit` to one host first, then the rest of the group.",
])
mem("awx-runs", "knowledge", "Production runs from AWX", ["awx", "production"], [
    "Production changes run as AWX job templates (one per playbook) so that every run is logged; only staging may be run from a laptop.",
])
mem("collections-pinned", "rule", "Collections are pinned in requirements.yml", ["collections", "dependencies", "galaxy"], [
    "Galaxy collections and roles are listed with exact versions in `collections/requirements.yml` and installed with `ansible-galaxy install -r`; bump a version in its own pull request.",
])
mem("supported-os", "knowledge", "Supported operating systems", ["os", "debian", "ubuntu"], [
    "Servers run Debian 12 or Ubuntu 24.04 LTS. Roles may assume systemd and apt; RHEL is not supported.",
])
mem("handlers", "rule", "Restart services through handlers", ["handlers", "services"], [
    "Config changes notify a handler that restarts or reloads the service; never restart a service as a plain task. Prefer reload over restart where the service supports it.",
])
mem("templates", "rule", "Config files are Jinja2 templates with a header", ["templates", "jinja", "config"], [
    "Config files are `templates/*.j2`, starting with `{{ ansible_managed | comment }}`; validate them where possible (`validate: nginx -t -c %s`, `visudo -cf %s`).",
])
mem("users-ssh", "rule", "Access is by SSH key through the users role", ["ssh", "users", "access"], [
    "Human accounts are in `group_vars/all/users.yml`; adding someone means a pull request with their public key. Password login and root login over SSH stay disabled.",
])
mem("firewall", "knowledge", "Firewall is ufw, default deny", ["firewall", "ufw", "network"], [
    "Every host has ufw with default deny incoming; roles open their own ports through the `firewall_allow` list in their defaults. SSH is only reachable from the bastion.",
])

# ---------------------------------------------------------------- rustfw: a soil sensor's firmware (embedded Rust)
mem = store("rustfw")
mem("no-std-no-alloc", "rule", "no_std and no heap", ["no_std", "allocation", "memory"], [
    "The firmware is `#![no_std]` with no allocator. Use `heapless` collections with fixed capacities; a crate that needs `alloc` or `std` cannot be used.",
])
mem("embassy-tasks", "knowledge", "Concurrency is Embassy async tasks", ["embassy", "async", "tasks"], [
    "Each job (sensor sampling, radio, button, battery) is an `#[embassy_executor::task]`; tasks talk through `embassy_sync` channels and signals. No RTOS and no busy loops; wait on timers or interrupts.",
])
mem("hal-target", "knowledge", "Target is the RP2040 on our own board", ["hardware", "rp2040", "hal"], [
    "The board is rev C with an RP2040, an SX1262 LoRa radio on SPI1 and the capacitive soil probe on ADC0. Pin assignments are in `src/board.rs`; never use a pin number outside it.",
])
mem("probe-rs", "knowledge", "Flashing and debugging with probe-rs", ["flash", "debug", "probe-rs"], [
    "`cargo run --release` flashes through probe-rs with the Raspberry Pi Debug Probe and streams defmt logs. If the board does not show up, hold BOOTSEL and power-cycle it.",
])
mem("defmt-logging", "rule", "Log with defmt", ["logging", "defmt"], [
    "Use `defmt::info!` and friends, never `core::fmt` formatting on the device (it costs kilobytes of flash). Release builds keep warn and error only.",
])
mem("power-budget", "rule", "Battery life is the feature", ["power", "battery", "sleep"], [
    "The sensor must last two years on two AA cells. The chip sleeps between samples (every 15 minutes by default); measure current with the PPK2 before merging anything that wakes the chip more often or keeps the radio on.",
])
mem("lorawan", "knowledge", "Uplinks are LoRaWAN to The Things Network", ["lorawan", "radio", "ttn"], [
    "Readings go up as LoRaWAN class A uplinks on EU868 through TTN, at most 51 bytes per payload, encoded as documented in `docs/payload.md`. The TTN decoder in `ttn/decoder.js` must change together with the encoder.",
])
mem("host-tests", "rule", "Logic is tested on the host", ["testing", "host-tests"], [
    "Pure logic (payload encoding, calibration, filtering) lives in the `sensor-core` crate, which builds for std too; test it with `cargo test -p sensor-core` on a laptop. Hardware code stays thin.",
])
mem("ci-size", "knowledge", "CI checks the binary size", ["ci", "flash", "size"], [
    "CI builds the release firmware for `thumbv6m-none-eabi`, runs clippy with `-D warnings` and fails if the image grows past 200 KiB of the 2 MiB flash (`cargo size`).",
])
mem("calibration", "knowledge", "Moisture calibration per probe", ["calibration", "sensor"], [
    "Raw ADC readings map to volumetric water content with the two-point calibration (dry air, water) stored in flash by the `calibrate` button sequence; the curve is in `sensor-core/src/calibration.rs`.",
])
mem("ota-none", "knowledge", "No over-the-air updates", ["updates", "firmware"], [
    "Devices in the field cannot be updated over the air (LoRaWAN is too slow); a fix reaches them only when a technician flashes them. So anything shipped has to work for years: when in doubt, keep the old behaviour.",
])
mem("unsafe-policy", "rule", "No unsafe outside the HAL", ["unsafe", "safety", "review"], [
    "Application crates have `#![forbid(unsafe_code)]`. If you truly need `unsafe` for a register access, put it in `board.rs` with a `// SAFETY:` comment and ask for a second reviewer.",
])

# ---------------------------------------------------------------- docsite: a product's documentation site (Astro Starlight)
mem = store("docsite")
mem("starlight-structure", "knowledge", "Pages are Markdown in src/content/docs", ["structure", "starlight", "sidebar"], [
    "The site is Astro Starlight; each page is a `.mdx` file under `src/content/docs/<section>/`, and the sidebar order comes from `astro.config.mjs`. A new page is not visible until it is added to the sidebar there.",
])
mem("vale-style", "rule", "Vale checks the writing style", ["style", "vale", "writing"], [
    "Prose follows our Vale rules (Microsoft style plus `styles/Product`): second person, present tense, sentence-case headings, no \"simply\" or \"just\". `npm run lint:prose` must pass.",
])
mem("screenshots", "rule", "Screenshots are WebP at 2x with alt text", ["images", "screenshots", "accessibility"], [
    "Screenshots go in `src/assets/<section>/`, WebP at 2x, cropped to the relevant part, with alt text that says what the image shows. Retake them when the UI changes rather than editing them.",
])
mem("versions", "knowledge", "Versioned docs", ["versions", "releases"], [
    "The latest release is at the root; older majors live under `/v3/` and `/v2/` (copied folders, edited only for security notes). A change for an unreleased feature waits on the `next` branch.",
])
mem("redirects", "rule", "Never break a URL", ["urls", "redirects", "links"], [
    "When a page moves or is renamed, add a redirect in `public/_redirects`; the link checker (`npm run check:links`) runs in CI and external links point at our pages.",
])
mem("code-samples", "rule", "Code samples are tested", ["code", "examples", "testing"], [
    "Code samples longer than three lines come from `examples/` through the `<Code>` component, and `examples/` is compiled and run in CI against the current SDK. Don't paste untested code into a page.",
])
mem("previews", "knowledge", "Every pull request gets a preview", ["preview", "netlify", "deploy"], [
    "Netlify builds a deploy preview for every pull request and posts its link; main deploys to docs.example.com automatically. Ask the feature's engineer to review the preview, not only the diff.",
])
mem("api-reference", "knowledge", "The API reference is generated", ["api", "openapi", "reference"], [
    "Pages under `reference/api/` are generated from the product's `openapi.yaml` by `npm run gen:api`; never edit them by hand, fix the description in the OpenAPI file in the product repository instead.",
])
mem("search", "knowledge", "Search is Algolia DocSearch", ["search", "algolia"], [
    "Search is Algolia DocSearch, crawled nightly; a new section may take a day to appear. The crawler config is in the Algolia dashboard, not in this repository.",
])

# ---------------------------------------------------------------- shopify: a freelancer's Shopify theme for a tea shop
mem = store("shopify")
mem("theme-dev", "knowledge", "Work on a development theme", ["shopify-cli", "workflow"], [
    "Run `shopify theme dev --store leafandcup` for a local preview with hot reload; never edit the live theme in the admin code editor, the next push overwrites it.",
])
mem("sections-schema", "rule", "Content is editable sections", ["sections", "schema", "liquid"], [
    "Anything the shop owner may want to change is a section or block with settings in its `{% schema %}`, not hard-coded text, so she can edit it in the theme editor.",
])
mem("theme-check", "rule", "Theme Check must pass", ["lint", "theme-check"], [
    "`shopify theme check` runs before every push and in the GitHub action; fix errors, don't disable checks.",
])
mem("deploy-flow", "skill", "Publishing changes", ["deploy", "release"], [
    "Push to a duplicate of the live theme (`shopify theme push --unpublished`), send the preview link to the owner, and publish only after she says yes, never on a Friday.",
])
mem("translations", "rule", "Storefront text goes in locale files", ["translations", "locales"], [
    "Visible text uses `{{ 'section.key' | t }}` with English and German in `locales/en.default.json` and `locales/de.json`; the shop sells to Germany and Austria.",
])
