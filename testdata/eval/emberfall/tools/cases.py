#!/usr/bin/env python3
"""Write ../cases.json: Emberfall tasks in a user's, a new colleague's and a changelist's words,
written from the memories before any router run."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("em", {})
c = C.case

c("exact", "EMBER_CHANGE markers in engine source", ["engine-modifications"])
c("exact", "RunUAT BuildCookRun cook stage pak package", ["cook-package"])
c("exact", "lctl rollback of live config", ["live-config"])
c("exact", "DOREPLIFETIME_CONDITION for replicated properties", ["replication"])
c("exact", "qps-ploc pseudo-localization", ["pseudo-loc"])
c("exact", "UEmberSaveGame SaveVersion bump", ["save-games"])
c("exact", "exclusive checkout of uasset and umap files", ["exclusive-checkout"])
c("exact", "memreport -full and LLM tags", ["memory-budget"])
c("paraphrase", "the game stutters on the Xbox Series S, how many milliseconds do we get per frame", ["frame-budget"])
c("paraphrase", "someone has had the level file locked since yesterday and I need to edit it", ["exclusive-checkout"])
c("paraphrase", "players with old saves lose their progress after the update", ["save-games"])
c("paraphrase", "a cheater gives himself infinite gold by editing what his game sends", ["replication", "anti-cheat"])
c("paraphrase", "how do I make the shop sell the sword for less this weekend", ["economy-changes", "live-config"])
c("paraphrase", "the Halloween event should start next Friday", ["live-events"])
c("paraphrase", "the German text doesn't fit on the buttons", ["pseudo-loc"])
c("paraphrase", "the console maker sent the build back because putting the machine to sleep breaks the game", ["suspend-resume"])
c("paraphrase", "a player asked us to erase everything we know about them", ["player-privacy"])
c("paraphrase", "the download for the update is way too big on PlayStation", ["patch-size"])
c("paraphrase", "my change turned the build red, what now", ["broken-build"])
c("paraphrase", "can children talk to strangers in our game", ["player-privacy", "chat-moderation"])
c("paraphrase", "where can I see why the build of my changelist failed", ["build-farm"], forbid=["jenkins-builds"])
c("pr-title", "[net] quantize projectile velocity before replicating", ["net-bandwidth"])
c("pr-title", "[abilities] add GA_ShieldBash with a 6s cooldown effect", ["gameplay-abilities"])
c("pr-title", "[ui] settings screen: full gamepad navigation", ["ui-commonui"])
c("pr-title", "[audio] rename footstep events to Play_Footstep_*", ["audio-wwise"])
c("pr-title", "perf(ai): move enemy perception off Tick onto a 0.2s timer", ["tick-budget"])
c("pr-title", "fix(save): migrate v7 saves with the old inventory layout", ["save-games"])
c("pr-title", "[loc] move the pause menu strings into the string table", ["localization"])
c("pr-title", "chore: bump Easy Anti-Cheat SDK to 6.2", ["anti-cheat"])
c("pr-title", "[vfx] tone down the lightning strobe in the boss intro", ["photosensitivity"])
c("pr-title", "[backend/inventory] add a grant_currency RPC", ["backend-services", "economy-changes"])
c("pr-title", "[achievements] unlock 'Untouchable' when a boss is beaten without taking damage", ["achievements"])
c("pr-title", "[build] cut a separate Switch 2 pak chunk for the tutorial", ["cook-package"])
c("pr-title", "[build] the nightly cook of all platforms fails on Xbox", ["build-farm"], forbid=["jenkins-builds"])
c("identifier", "UEmberAchievements::Unlock not firing offline", ["achievements"])
c("identifier", "FVector_NetQuantize vs FVector for replicated aim", ["net-bandwidth"])
c("identifier", "PrimaryActorTick.TickInterval on the turret", ["tick-budget"])
c("identifier", "ensureMsgf or check in the inventory code", ["asserts"])
c("identifier", "TEMP_VO lines still in the beta build", ["voice-over"])
c("identifier", "EMB-4410 severity A crash on boot", ["bug-severity", "crash-reporting"])
c("new-user", "I just joined and want to get the editor running on my machine", ["editor-setup"])
c("new-user", "I'm new and I need to test my change on a PS5, where do I get one", ["devkits"])
c("new-user", "I'd like to add something players unlock on Xbox and PlayStation for finishing the story", ["achievements"])
c("new-user", "I want to use a cool physics plugin I found on the marketplace in our game", ["third-party"])
c("new-user", "I'm an artist and want to know what to call my new rock mesh and where to put it", ["asset-naming"])
c("new-user", "I need to add a new analytics event that records when a player quits a match early", ["telemetry"])
c("multi-term", "We're adding a paid cosmetic loot crate next season: it needs prices in the store, drop odds shown "
  "to players, ownership checked on the server, and a check that it doesn't change our age rating.",
  ["economy-changes", "entitlements", "age-ratings"])
c("multi-term", "Before we submit the PS5 build to Sony: check it survives rest mode and a pulled network cable, "
  "that the button icons are right, and that the trophies unlock.",
  ["certification", "suspend-resume", "controller-input", "achievements"])
c("multi-term", "The new boss is too expensive on Switch 2: it ticks every frame, its textures are 4K, and it blows "
  "the memory budget.", ["tick-budget", "texture-import", "memory-budget"])
c("multi-term", "Hotfix for tonight: the matchmaking queue is stuck in Asia; fix the service and decide whether "
  "players need a client patch.", ["matchmaking", "hotfix"])
c("multi-term", "Set up a Halloween event with a discounted bundle, ship its assets in the next patch, and keep "
  "that patch small.", ["live-events", "economy-changes", "patch-size"])
c("multi-term", "I'm changing engine source to fix a rendering crash: who reviews it and how do I mark the change?",
  ["engine-modifications", "code-review"])
c("dependency-chain", "upgrade the engine to the next Unreal version", ["engine-upgrade"], deps=["engine-modifications"])
c("dependency-chain", "schedule the winter event", ["live-events"], deps=["live-config"])
c("dependency-chain", "ship a client patch for a crash fix", ["hotfix"], deps=["patch-size"])
c("zero-match", "book a meeting room for the quarterly all-hands", [])
c("zero-match", "reimburse my train ticket to the trade fair booth", [])
c("zero-match", "order a new chair for the art department", [])
c("zero-match", "write the press release for the launch trailer", [])
c("zero-match", "reply to the angry review on Metacritic", [])
c("zero-match", "design the merch t-shirt for the game's community", [])
c("zero-match", "plan the cosplay contest at our convention booth", [])
c("zero-match", "update the careers page with the new gameplay programmer opening", [])
c("zero-match", "set up a Discord bot that posts the patch notes", [])
c("zero-match", "migrate the studio wiki from Confluence to Notion", [])
c("zero-match", "fix the printer driver on the QA floor laptops", [])
c("zero-match", "choose a new font for the marketing website", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
