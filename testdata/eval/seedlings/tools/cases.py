#!/usr/bin/env python3
"""Write each seedlings store's cases.json (../<store>/cases.json). Cases were written from the memories alone,
before any router run, worded as a coding agent passes the task it was handed: imperatives with names, pull
request titles with prefixes, questions, symptoms, and tasks that reach their memory only through what a thing
is (an addon is a dependency, a password is a secret, a new button is an input action). About one in five has
no answer in its store. Groups: task (covered) and zero-match (nothing in the store speaks to it)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

ALL = {}


def cases(name):
    C = Cases(f"sd-{name}", {})
    ALL[name] = C
    return C.case


# ---------------------------------------------------------------- godot
case = cases("godot")
case("task", "Add a double jump to the player", ["physics-process", "input-map", "gdscript-typed"])
case("task", "Add a dash button", ["input-map"])
case("task", "The player jitters when walking up slopes", ["physics-process", "pixel-art-import"])
case("task", "feat(ui): pause menu with a resume and quit button", ["localization", "scene-structure"])
case("task", "Add a coin counter to the HUD that updates when the player picks up a coin", ["signals-up", "localization"])
case("task", "The enemy script calls get_parent().get_parent().score += 1, clean that up", ["signals-up"])
case("task", "Add a new collectible: a heart that restores one life", ["scene-structure", "signals-up"])
case("task", "Store the player's unlocked abilities so they survive quitting the game", ["save-format"])
case("task", "Rename the `hp` field in the save file to `health`", ["save-format"])
case("task", "Add Spanish", ["localization"])
case("task", "Write tests for the inventory stacking logic", ["gut-tests"])
case("task", "CI: the unit test job fails with 'gut_cmdln.gd not found'", ["gut-tests", "addons-policy"])
case("task", "Ship 0.9.2 to the beta testers on Steam", ["steam-release", "export-presets"])
case("task", "Make a web build for itch.io", ["export-presets"])
case("task", "The new enemy sprites look blurry in game", ["pixel-art-import"])
case("task", "Import the boss sprite sheet from Aseprite", ["asset-pipeline", "pixel-art-import", "git-lfs"])
case("task", "Add background music to the forest level", ["asset-pipeline", "git-lfs"])
case("task", "Frame drops when the turret fires a lot of bullets", ["object-pooling", "perf-budget"])
case("task", "perf: cheaper particle effect for explosions", ["perf-budget", "object-pooling"])
case("task", "Add Dialogic for the NPC conversations", ["addons-policy"])
case("task", "Add screen shake when the player takes damage", ["accessibility"])
case("task", "Build the second world's cave level", ["level-design", "scene-structure", "branching"])
case("task", "Should I add a GameManager singleton for the score?", ["autoloads", "signals-up"])
case("task", "git push is rejected because a file is over 100 MB", ["git-lfs"])
case("zero-match", "Write the Steam store page description", [])
case("zero-match", "Reply to the publisher's email about the trailer", [])
case("zero-match", "Book a table at PAX for the demo", [])
case("zero-match", "Compose the boss battle theme", [])
case("zero-match", "Set up a Discord server for the community", [])

# ---------------------------------------------------------------- ansible
case = cases("ansible")
case("task", "Add a role that installs and configures Redis", ["roles-layout", "molecule", "templates", "handlers"])
case("task", "Put the Grafana admin password in the monitoring playbook", ["vault-secrets"])
case("task", "Rotate the Postgres replication password", ["vault-secrets"])
case("task", "The nginx task shows 'changed' on every run", ["idempotent"])
case("task", "Run a shell script to set up the swap file", ["idempotent"])
case("task", "Fix ansible-lint errors in the postgres role", ["ansible-lint", "fqcn"])
case("task", "chore: bump community.docker to 3.12", ["collections-pinned"])
case("task", "Install the community.postgresql collection", ["collections-pinned"])
case("task", "Roll the new nginx config out to production", ["check-diff-first", "awx-runs", "handlers"])
case("task", "Add three new web servers in ams3", ["inventories"])
case("task", "Give Priya SSH access to the staging boxes", ["users-ssh"])
case("task", "Open port 9100 for node_exporter on all hosts", ["firewall"])
case("task", "Make the haproxy role work on Rocky Linux", ["supported-os"])
case("task", "Restart postgres after changing max_connections", ["handlers"])
case("task", "Write tests for the backup role", ["molecule"])
case("task", "Can I run the production playbook from my laptop?", ["awx-runs"])
case("task", "The sudoers file broke and nobody can sudo on db2", ["templates", "users-ssh"])
case("task", "Use the copy module instead of lineinfile for the sysctl settings", ["fqcn", "idempotent"])
case("zero-match", "Renew the company's domain names", [])
case("zero-match", "Order two new laptops for the on-call team", [])
case("zero-match", "Write the incident postmortem for Tuesday's outage", [])
case("zero-match", "Compare prices of hosting providers for next year", [])

# ---------------------------------------------------------------- rustfw
case = cases("rustfw")
case("task", "Add serde_json to parse the config", ["no-std-no-alloc"])
case("task", "Use a Vec to buffer the last ten readings", ["no-std-no-alloc"])
case("task", "Read the temperature sensor every minute", ["embassy-tasks", "power-budget"])
case("task", "Add a status LED that blinks while joining the network", ["hal-target", "embassy-tasks", "power-budget"])
case("task", "Hook up the second soil probe on GPIO27", ["hal-target", "calibration"])
case("task", "The board doesn't show up when I flash it", ["probe-rs"])
case("task", "Print the raw ADC value while debugging", ["defmt-logging", "probe-rs"])
case("task", "Send the battery voltage in the uplink", ["lorawan", "host-tests"])
case("task", "feat(payload): add soil temperature to the payload", ["lorawan", "host-tests"])
case("task", "Write a test for the moving-average filter", ["host-tests"])
case("task", "CI fails: firmware image too large", ["ci-size", "defmt-logging"])
case("task", "The moisture readings are 20% too high on the new probes", ["calibration"])
case("task", "Field units in Spain report wrong values, push a fix to them", ["ota-none"])
case("task", "Write directly to the SPI registers to speed up the radio driver", ["unsafe-policy", "hal-target"])
case("zero-match", "Order 200 more PCBs from the fab", [])
case("zero-match", "Draft the grant report for the farm pilot", [])
case("zero-match", "Find a cheaper supplier for the enclosures", [])
case("zero-match", "Plan the visit to the vineyard next week", [])

# ---------------------------------------------------------------- docsite
case = cases("docsite")
case("task", "Add a page about webhooks to the guides section", ["starlight-structure", "vale-style"])
case("task", "Rename /guides/auth to /guides/authentication", ["redirects", "starlight-structure"])
case("task", "docs: fix the wrong parameter in the create-user endpoint", ["api-reference"])
case("task", "Add a Python example for uploading a file", ["code-samples"])
case("task", "Update the dashboard screenshots for the new UI", ["screenshots"])
case("task", "Document the new bulk export feature that ships next month", ["versions"])
case("task", "The link checker fails on the pull request", ["redirects"])
case("task", "Our new page doesn't appear in search results", ["search"])
case("task", "How do I see my changes before merging?", ["previews"])
case("task", "Fix a typo in the v3 installation guide", ["versions"])
case("task", "Make the headings on the quickstart match our writing rules", ["vale-style"])
case("zero-match", "Prepare the slides for the conference talk", [])
case("zero-match", "Answer the support ticket about a billing error", [])
case("zero-match", "Translate the pricing page into Japanese", [])

# ---------------------------------------------------------------- shopify
case = cases("shopify")
case("task", "Add a testimonials section to the homepage", ["sections-schema", "translations"])
case("task", "Change the 'Free shipping over 50 EUR' banner text", ["sections-schema", "translations"])
case("task", "Fix the Theme Check errors", ["theme-check"])
case("task", "Go live with the new product page", ["deploy-flow"])
case("task", "How do I preview the theme locally?", ["theme-dev"])
case("task", "Add the German translation for the cart drawer", ["translations"])
case("task", "Quick fix the footer link in the admin code editor", ["theme-dev"])
case("zero-match", "Write product descriptions for the new oolong teas", [])
case("zero-match", "Set up Google Ads for the Christmas campaign", [])

here = os.path.dirname(os.path.abspath(__file__))
for name, C in ALL.items():
    C.write(os.path.join(here, "..", name, "cases.json"), 1)
