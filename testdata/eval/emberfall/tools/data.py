"""Memories of the Emberfall set: an invented game studio shipping an online co-op action game on
PC and consoles (Unreal Engine C++, Perforce, a build farm, content pipeline, platform
certification, dedicated servers and live operations), a domain no other set touches. Written
before the cases and before any router run; larger than the other invented sets, to be scored at
the size of a real team's store."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


# Engine code
mem("coding-standard", "rule", "C++ coding standard", ["cpp", "style", "unreal"], [
    "Follow the Unreal coding standard: `U` for UObjects, `A` for actors, `F` for structs, `E` for enums, PascalCase names, `b` prefix for booleans.",
    "No `auto` except for iterators and lambdas; braces on their own line; `clang-format` with `Source/.clang-format` runs in the pre-submit check.",
])
mem("tick-budget", "rule", "No new per-frame Tick without a reason", ["performance", "tick", "actors"], [
    "Do not add a `Tick` to an actor or component without sign-off from the performance lead; use timers, events or delegates instead.",
    "A tick that must exist runs at the lowest frequency that works (`PrimaryActorTick.TickInterval`) and is disabled while the actor is dormant.",
])
mem("frame-budget", "knowledge", "Frame-time budgets per platform", ["performance", "fps", "budget", "insights"], [
    "60 fps on PS5 and Xbox Series X: 16.6 ms per frame, game thread 10 ms, render thread 12 ms, GPU 14 ms; 30 fps on Switch 2 and Xbox Series S.",
    "Measure with Unreal Insights captures on a devkit (`-trace=cpu,gpu,frame`), never in the editor.",
])
mem("memory-budget", "knowledge", "Memory budgets per platform", ["memory", "budget", "textures", "switch"], [
    "Switch 2 has 9 GB for the game, of which textures may use 2.5 GB; PS5 and Xbox Series X 12 GB.",
    "Check with `memreport -full` on the devkit; every allocation is tagged with an LLM tag so the report attributes it.",
])
mem("cpp-vs-blueprint", "rule", "Gameplay logic lives in C++", ["blueprint", "cpp", "gameplay", "designers"], [
    "Gameplay systems are written in C++; Blueprints are for designer-tunable data and one-off level scripting only.",
    "No Blueprint event tick; expose a `BlueprintImplementableEvent` from C++ when designers need a hook.",
])
mem("gameplay-abilities", "knowledge", "Abilities with the Gameplay Ability System", ["abilities", "gas", "gameplay", "tags"], [
    "Every player and enemy ability is a `GA_` class in the Gameplay Ability System with its cost and cooldown as `GameplayEffect`s.",
    "Gameplay tags are declared in `Config/Tags/Abilities.ini`, never created ad hoc in code.",
])
mem("replication", "rule", "Server-authoritative networking", ["networking", "replication", "multiplayer", "rpc"], [
    "The server is authoritative: clients send input and requests, the server decides damage, loot and progression.",
    "Server RPCs validate their arguments (`WithValidation`); never trust a value the client computed.",
    "Replicated properties are registered with `DOREPLIFETIME_CONDITION` and the narrowest condition that works.",
])
mem("net-bandwidth", "knowledge", "Network bandwidth budget", ["networking", "bandwidth", "profiler"], [
    "Each client gets at most 64 kbit/s from the server in a four-player session.",
    "Check with the Network Profiler on a recorded session; quantize vectors and rotators (`FVector_NetQuantize`) before replicating them.",
])
mem("save-games", "rule", "Save game compatibility", ["save", "serialization", "versioning", "cloud-save"], [
    "Never remove or reorder a field of `UEmberSaveGame`; add new ones and bump `SaveVersion`.",
    "Migrate old saves in `UEmberSaveGame::Serialize` by version; a save that cannot be migrated is kept as a backup, never deleted.",
    "Cloud saves go through each platform's save service; keep the save under 8 MB for Switch 2.",
])
mem("crash-reporting", "knowledge", "Crash reports", ["crashes", "symbols", "triage"], [
    "Crashes from every build go to `crashhub`; the build farm uploads symbols for each build, so never strip them by hand.",
    "The crash triage rota looks at new crash signatures every morning and files them in JIRA with the `crash` label.",
])
mem("asserts", "rule", "Asserts: check and ensure", ["asserts", "check", "ensure", "shipping"], [
    "`check()` is compiled out of Shipping builds: never put code with side effects inside it.",
    "Use `ensureMsgf` for conditions the game can recover from; `check` only for states that must crash.",
])
# Source control and builds
mem("perforce-streams", "rule", "Perforce streams", ["perforce", "streams", "source-control", "release"], [
    "Work happens in dev streams under `//emberfall/dev-*`, which merge down to `//emberfall/main` daily.",
    "Only the release manager submits to `//emberfall/release-*`; everyone else asks them to merge a change down.",
    "Shelve a changelist and open a Swarm review before submitting.",
])
mem("changelist-description", "rule", "Changelist descriptions", ["perforce", "changelist", "jira"], [
    "A changelist description starts with `[area] summary`, followed by the JIRA key (`EMB-1234`) and `#review-<reviewer>`.",
    "Say what changed and why; `#rb <name>` records who reviewed it.",
])
mem("build-farm", "knowledge", "The build farm", ["builds", "ci", "horde", "build-farm"], [
    "Horde builds every submitted changelist: the editor, and the game for PC, PS5, Xbox and Switch 2.",
    "A full cook of every platform runs nightly; results and logs are on the Horde dashboard.",
], supersedes=["jenkins-builds"])
mem("jenkins-builds", "knowledge", "Builds on Jenkins", ["builds", "ci", "jenkins"], [
    "Every changelist is built by the Jenkins farm at `jenkins.emberfall.local`; logs are on its job pages.",
], created="2025-02-01", superseded_by="build-farm", valid_until="2026-06-30")
mem("broken-build", "rule", "Breaking the build", ["builds", "ci", "broken"], [
    "If your changelist breaks the build, fix it within 30 minutes or back it out, and say so in `#build-cops`.",
    "Nobody submits to a stream whose build is red, except the fix.",
])
mem("exclusive-checkout", "rule", "Binary assets are checked out exclusively", ["perforce", "assets", "locks"], [
    "`.uasset` and `.umap` files are exclusive checkout: one person at a time.",
    "Don't keep a lock overnight; ask a Perforce admin in `#p4-help` to release someone else's stale lock.",
])
mem("shaders", "knowledge", "Shader permutations and the shared cache", ["shaders", "materials", "ddc"], [
    "Every new material feature switch multiplies shader permutations; check the count with `stat shaders` before submitting a master material change.",
    "The shared derived-data cache lives at `\\\\ddc\\emberfall`; without it the first editor start takes hours.",
])
mem("cook-package", "skill", "Cooking and packaging a build", ["cook", "package", "uat", "builds"], [
    "Run `RunUAT BuildCookRun -project=Emberfall -platform=<Platform> -cook -stage -pak -package`.",
    "Chunk assignments for pak files are in `Config/ChunkRules.ini`; check the chunk sizes in the package report.",
], deps=["platform-sdks"])
mem("platform-sdks", "knowledge", "Console SDKs", ["sdk", "consoles", "nda", "build-machines"], [
    "Console SDKs are installed only on secured build machines and devkit PCs; versions are pinned in `Build/PlatformSDKs.json`.",
    "IT updates an SDK after the platform lead approves the new version.",
])
mem("nda-material", "rule", "Console NDA material", ["nda", "security", "consoles", "confidential"], [
    "Console SDK headers, docs and devkit screenshots are under NDA: never commit them to a repository outside the secured depot, and never post them in public channels.",
    "Platform partner portals are accessed with personal accounts only.",
])
# Content pipeline
mem("asset-naming", "rule", "Asset naming", ["assets", "naming", "content"], [
    "Prefixes: `T_` textures, `M_` materials, `MI_` material instances, `SM_` static meshes, `SK_` skeletal meshes, `BP_` Blueprints, `WBP_` widgets, `A_` audio.",
    "Assets live in feature folders (`Content/Features/<Feature>/`), not by type.",
])
mem("texture-import", "rule", "Texture import settings", ["textures", "import", "compression"], [
    "Textures are power-of-two sizes, at most 4096 on PC; Switch 2 gets them two mips down through the device profile's LOD bias.",
    "Normal maps use BC5 compression and masks pack three channels in one texture.",
])
mem("audio-wwise", "knowledge", "Audio in Wwise", ["audio", "wwise", "sound"], [
    "Audio is authored in Wwise; soundbanks are generated by the build farm, never submitted by hand.",
    "Events are named `Play_<Thing>` and `Stop_<Thing>`; the audio team owns the Wwise project.",
])
mem("localization", "rule", "Player-facing text", ["localization", "text", "strings", "translation"], [
    "All player-facing text is `FText` from the string tables in `Content/Localization/StringTables`; never a literal in code or a Blueprint.",
    "The game ships in 12 languages; the localization freeze is six weeks before certification.",
])
mem("pseudo-loc", "skill", "Testing with pseudo-localization", ["localization", "testing", "ui"], [
    "Start the game with `-culture=qps-ploc` to see every string lengthened and accented.",
    "Look for truncated or overflowing text and strings that did not change (hard-coded).",
])
mem("ui-commonui", "knowledge", "UI with UMG and CommonUI", ["ui", "umg", "commonui", "gamepad"], [
    "Menus are UMG widgets built on CommonUI, so gamepad focus and input routing work on every platform.",
    "Every screen must be fully usable with a gamepad alone.",
])
mem("accessibility", "rule", "Accessibility", ["accessibility", "subtitles", "controls", "colour-blind"], [
    "Subtitles are on by default; every control is remappable; colour-blind modes cover the three common types.",
    "Never convey information by colour alone; follow the Xbox Accessibility Guidelines.",
])
mem("photosensitivity", "rule", "Flashing effects", ["vfx", "cinematics", "photosensitivity", "seizure"], [
    "Effects and cinematics must not flash more than three times per second; run new cinematics through the Harding test before they ship.",
])
mem("controller-input", "knowledge", "Input and button prompts", ["input", "controller", "gamepad", "glyphs"], [
    "Input uses Enhanced Input with input mapping contexts per game mode.",
    "Button prompts show the glyphs of the platform's controller; a wrong glyph fails certification.",
])
mem("voice-over", "knowledge", "Voice-over", ["audio", "voice-over", "dialogue"], [
    "Every line has an ID in `DialogueDB`; voice-over is recorded per language from those IDs.",
    "Temporary text-to-speech lines are marked `TEMP_VO` and must be gone before beta.",
])
# Platforms and certification
mem("certification", "knowledge", "Platform certification", ["certification", "consoles", "trc", "submission"], [
    "Each console build passes the platform holder's certification (Sony TRC, Xbox XR, Nintendo Lotcheck); submit three weeks before the release date.",
    "The usual failures: suspend and resume, user switching, lost network messages, wrong button glyphs.",
])
mem("suspend-resume", "rule", "Suspend, resume and network loss", ["consoles", "suspend", "network", "certification"], [
    "On suspend, pause the game and save; on resume, re-check the signed-in user and the network before continuing.",
    "When the network drops, show the platform-approved message and return to the main menu; test it on a devkit by pulling the cable.",
])
mem("achievements", "skill", "Adding an achievement or trophy", ["achievements", "trophies", "platforms"], [
    "Define it in each platform's configuration (the PS5 trophy pack, the Xbox and Steam achievement lists).",
    "Unlock it with `UEmberAchievements::Unlock(Id)`; unlocks earned offline are queued and sent later.",
    "A trophy pack change needs a new submission to Sony.",
], deps=["certification"])
mem("age-ratings", "knowledge", "Age ratings", ["ratings", "esrb", "pegi", "content"], [
    "The game is rated ESRB T and PEGI 12; new content with blood, gambling-like mechanics or user-generated content goes to the producer for a rating check first.",
    "Paid random items must show their odds in every region.",
])
mem("entitlements", "rule", "DLC entitlements", ["dlc", "entitlements", "store", "purchases"], [
    "DLC ownership is checked through the platform's online subsystem on the server; never grant content based on a client flag.",
])
# Online and live operations
mem("dedicated-servers", "knowledge", "Dedicated servers", ["servers", "agones", "kubernetes", "fleet"], [
    "Dedicated servers are Linux builds run by Agones on GKE in five regions; fleets scale on the number of ready servers.",
    "A server build is deployed with `fleetctl rollout <build> --region <r>`, a region at a time.",
])
mem("matchmaking", "knowledge", "Matchmaking", ["matchmaking", "open-match", "latency", "backend"], [
    "Matchmaking is the `matchd` service (Go) on Open Match: players are grouped by skill rating and region latency bucket.",
    "A ticket waits at most 90 seconds before the latency bucket widens.",
])
mem("backend-services", "knowledge", "Backend services", ["backend", "go", "grpc", "spanner"], [
    "Player profile, inventory and store are Go services on GKE talking gRPC, with Cloud Spanner as their database.",
    "Service code lives in the `ember-backend` repository; each service has an on-call owner in its `OWNERS` file.",
])
mem("economy-changes", "rule", "Changing the in-game economy", ["economy", "prices", "drop-rates", "legal"], [
    "Prices, currency grants and drop rates change only through live config in the `liveops-config` repository, approved by the economy designer.",
    "Published drop rates must match the config exactly; a mismatch is a legal problem.",
])
mem("live-config", "skill", "Rolling out live config", ["liveops", "config", "rollout", "rollback"], [
    "Open a pull request in `liveops-config`; it deploys to staging on merge.",
    "Promote with `lctl promote --canary 5` and then `lctl promote --all`; undo with `lctl rollback`.",
])
mem("live-events", "skill", "Scheduling a live event", ["liveops", "events", "seasons"], [
    "Add the event to `events.yaml` in `liveops-config` with start and end times in UTC.",
    "Its assets ship in a client patch at least two weeks before it starts; the event itself is switched on by config.",
], deps=["live-config"])
mem("anti-cheat", "rule", "Anti-cheat", ["anti-cheat", "security", "cheating"], [
    "Easy Anti-Cheat runs in every online build; never log or expose how it is integrated.",
    "Rewards are validated on the server; player cheat reports go to the trust and safety team.",
])
mem("player-privacy", "rule", "Player data and privacy", ["privacy", "gdpr", "coppa", "pii"], [
    "A player's data is deleted within 30 days of a deletion request, across every service and backup.",
    "No personal data (names, emails, IPs) in telemetry; accounts of children under 13 get restricted chat.",
])
mem("telemetry", "knowledge", "Gameplay telemetry", ["telemetry", "analytics", "events", "bigquery"], [
    "Telemetry events are declared in `Telemetry/Events.yaml` and schema-checked at build time; they land in BigQuery.",
    "A new event needs a review by the data team, and high-frequency events are sampled.",
])
mem("chat-moderation", "knowledge", "Chat moderation", ["chat", "moderation", "safety", "block"], [
    "Text chat is filtered by Community Sift before delivery; voice chat has in-game reporting.",
    "Platform block lists are honoured: blocked players never hear or read each other.",
])
mem("patch-size", "knowledge", "Patch size", ["patch", "size", "pak", "updates"], [
    "Console patches should stay under 2 GB; re-cooking unchanged assets bloats them, so keep pak file ordering stable.",
    "The day-one patch is cut from the release stream after gold master.",
])
mem("hotfix", "skill", "Server hotfix or client patch", ["hotfix", "patch", "release", "servers"], [
    "A server-only fix deploys at any time through the fleet rollout.",
    "A client change needs a patch; console patches go through certification again, Steam ones do not.",
], deps=["patch-size"])
mem("steam-depots", "knowledge", "Steam builds", ["steam", "pc", "depots", "release"], [
    "The build farm uploads to Steam depots with `steamcmd`; the `beta` branch is for opt-in testers.",
    "Never upload a build to Steam by hand.",
])
# QA and process
mem("bug-severity", "knowledge", "Bug severity", ["bugs", "jira", "severity", "qa"], [
    "Bugs live in the JIRA project `EMB`; severity A is a crash or progression blocker, B a major feature broken, C minor, D cosmetic.",
    "Open A bugs block any release.",
])
mem("qa-smoke", "rule", "QA smoke test of nightly builds", ["qa", "builds", "smoke"], [
    "Every nightly build is smoke-tested by QA; only a build that passed gets the `qa-approved` label.",
    "Playtests and demos use `qa-approved` builds only.",
])
mem("automated-tests", "rule", "Automated gameplay tests", ["testing", "automation", "gauntlet", "functional"], [
    "Functional tests are maps in `Content/Tests/`; run them with `RunUAT RunUnreal -test=EmberFunctional`.",
    "A new gameplay feature comes with a functional test map; C++ logic gets automation specs (`DEFINE_SPEC`).",
])
mem("playtests", "knowledge", "Playtests", ["playtests", "feedback"], [
    "The internal playtest is every Thursday at 16:00 on the latest `qa-approved` build.",
    "External playtests run under NDA through PlaytestCloud.",
])
mem("code-review", "rule", "Code review", ["review", "swarm", "engine"], [
    "Every changelist gets a Swarm review from someone on the owning team.",
    "Changes under `Engine/` need two reviewers, one of them the engine lead.",
])
mem("engine-modifications", "rule", "Modifying the engine", ["engine", "unreal", "merging"], [
    "Changes to engine source under `Engine/` are wrapped in `// EMBER_CHANGE begin` / `// EMBER_CHANGE end` so engine upgrades can find them.",
    "Keep them minimal; prefer a plugin over an engine change.",
])
mem("engine-upgrade", "skill", "Upgrading the engine version", ["engine", "upgrade", "unreal"], [
    "Take the new engine version into an integration stream and resolve every `EMBER_CHANGE` block.",
    "Cook all platforms and compare frame times with the previous version before merging down.",
], deps=["engine-modifications"])
mem("third-party", "rule", "Third-party plugins and middleware", ["licenses", "plugins", "middleware", "legal"], [
    "Any third-party plugin, library or middleware needs a licence check by legal before it is used.",
    "List it in `ThirdPartyNotices.txt`.",
])
mem("milestones", "knowledge", "Milestones", ["milestones", "schedule", "production"], [
    "Alpha: feature complete. Beta: content complete, feature freeze. Then zero bug release, and gold master.",
])
mem("content-lock", "rule", "After content lock", ["production", "lock", "bugs"], [
    "After content lock only bug fixes go in, each approved by the producer.",
    "Nobody is expected to work weekends; overtime needs the producer's approval in advance.",
])
mem("devkits", "skill", "Booking a devkit", ["devkits", "consoles", "hardware"], [
    "Devkits are shared: book one in the devkit tracker and return it when done.",
    "IT updates devkit firmware on Monday mornings.",
])
mem("editor-setup", "skill", "Setting up the editor", ["onboarding", "setup", "editor", "perforce"], [
    "Create a Perforce workspace on your dev stream, sync, and run `Setup.bat`.",
    "Point the editor at the shared derived-data cache and build the editor from source in Visual Studio (about two hours the first time).",
])
