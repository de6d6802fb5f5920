#!/usr/bin/env python3
"""Write ../cases.json: Orbitline tasks in a user's and a pull request's words, written from the memories
before any router run."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("ob", {})
c = C.case

c("exact", "minimum elevation for booking a pass in the scheduler", ["pass-scheduling"])
c("exact", "Space-Track TLE refresh and tle/cache.json", ["tle-refresh"])
c("exact", "CRC check before storing frames, rejects folder", ["telemetry-frames"])
c("exact", "cmdgate second operator approval", ["telecommand-uplink"])
c("exact", "docker compose up simsat", ["simulator"])
c("paraphrase", "how far can the dish turn before the cables get twisted", ["antenna-limits"])
c("paraphrase", "it's really windy at the station, what do we do with the antenna", ["antenna-limits"])
c("paraphrase", "the satellite's position data is three days old, can we still plan contacts", ["tle-refresh"])
c("paraphrase", "the signal keeps sliding off frequency during the contact", ["doppler"])
c("paraphrase", "when am I allowed to update the radio's firmware", ["maintenance-window"])
c("paraphrase", "heavy rain is forecast for tonight's high-band contact, should I call it off", ["weather-fade"])
c("paraphrase", "who gets woken up when we lose the satellite mid-contact", ["on-call"])
c("pr-title", "scheduler: resolve overlapping passes by priority tier", ["pass-scheduling"])
c("pr-title", "perf(doppler): retune the SDR less often on long passes", ["doppler"])
c("pr-title", "[decoders] add golden frames for the LUMA-3 beacon", ["decoder-tests"])
c("pr-title", "fix(antennad): refuse elevation commands below the horizon mask", ["antenna-limits"])
c("pr-title", "chore: bump SoapySDR bindings to 0.8.2", ["doppler"])
c("pr-title", "delivery: write manifest.json checksums for re-requested passes", ["data-delivery"])
c("pr-title", "stations/svalbard-1: add the new X-band SDR serial", ["station-config"])
c("identifier", "TestScheduler_RejectsStaleTLEForProvisionalSat", ["tle-refresh"])
c("identifier", "passLogger missing pass_id field in slog output", ["logging"])
c("identifier", "CMDGATE_TARGET pointing at the wrong host", ["simulator"])
c("multi-term", "We're onboarding a new cubesat customer next month: they gave us their NORAD number and frame spec, "
  "we need their decoder written and tested with real captures, and their data has to land in their bucket.",
  ["mission-onboarding", "add-decoder", "decoder-tests", "data-delivery"])
c("multi-term", "Before I send the reboot command to the satellite tonight during the eclipse, what checks and sign-offs do I need, "
  "and is the uplink frequency even allowed from the Tromso station?", ["telecommand-uplink", "frequency-licences"])
c("multi-term", "The daemon crashed mid-pass with a panic and the log timestamps were in local time; fix the error handling and the clock handling.",
  ["go-daemons", "time-sync"])
c("dependency-chain", "add a decoder for a new mission's telemetry", ["add-decoder"],
  deps=["telemetry-frames", "decoder-tests"])
c("zero-match", "how do I book annual leave", [])
c("zero-match", "update the company website's careers page", [])
c("zero-match", "which office coffee machine takes pods", [])
c("zero-match", "migrate the marketing newsletter to a new email provider", [])
c("zero-match", "fix the typo in the investor slide deck", [])
c("zero-match", "set up the printer on the third floor", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
