#!/usr/bin/env python3
"""Write ../cases.json. Cases were written from the memories alone, before any router run, worded as an
agent passes a task it was handed: about half quote what the agent saw (a Go panic or a Python traceback,
a failing test line, a file path and line, a command and its output, a log line with timestamps and ids,
a diff hunk, a URL) next to a sentence of prose; the rest are plain requests and pull-request titles.
About one in six has no answer, some of those with pasted context too."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("lb", {})
case = C.case

# ---------------------------------------------------------------- pasted: errors and stack traces
case("pasted-error", "fix this crash when a trip ends:\npanic: runtime error: index out of range [3] with length 3\n\n"
     "goroutine 1187 [running]:\ngithub.com/lathbury/lathbury/rides/trip.(*Ender).checkZone(0xc000412a80, "
     "{0xc0003e2f00, 0x3, 0x3})\n\t/src/rides/trip/end.go:142 +0x2d4\n"
     "github.com/lathbury/lathbury/rides/trip.(*Ender).End(...)\n\t/src/rides/trip/end.go:88",
     ["telemetry-gaps", "end-trip-parking", "go-errors"])
case("pasted-error", "Traceback (most recent call last):\n  File \"billing/webhooks/stripe.py\", line 57, in handle\n"
     "    event = stripe.Webhook.construct_event(payload, sig, secret)\n"
     "stripe.error.SignatureVerificationError: No signatures found matching the expected signature for payload\n"
     "getting lots of these since yesterday, can you look", ["stripe-webhooks", "secrets"])
case("pasted-error", "psql:db/migrations/20261104_add_trip_rating.sql:3: ERROR:  canceling statement due to lock timeout\n"
     "CONTEXT:  while adding column \"rating\" to table \"trips\"\nthe migration for trip ratings keeps failing in "
     "prod, rewrite it", ["db-migrations", "trips-partitions"])
case("pasted-error", "TypeError: Cannot read properties of undefined (reading 'coordinates')\n"
     "    at ZoneLayer.render (src/map/ZoneLayer.tsx:61:32)\n    at renderWithHooks (react-native/...)\n"
     "the map screen crashes for riders in Tilby", ["map-provider", "zones", "ts-conventions"])
case("pasted-error", "rides-api: end trip failed: context deadline exceeded\n  rides/trip/end.go:131 capture: "
     "billing.Capture: Post \"http://billing/internal/capture\": context deadline exceeded\nwhy are trip ends "
     "timing out against billing", ["go-context", "preauth", "performance"])
case("pasted-error", "django.db.utils.IntegrityError: duplicate key value violates unique constraint "
     "\"stripe_events_pkey\"\nDETAIL:  Key (id)=(evt_3QbX9L2eZvKYlo2C0x1A7hF4) already exists.\n"
     "this shows up in sentry for the webhook worker, is it a bug?", ["stripe-webhooks"])
case("pasted-error", "error: unlock LB-S-40213: lockcmd: no ack after 3 attempts (imei 864475046112233)\n"
     "rider says the scooter didn't open and they got charged", ["debug-unlock", "unlock-timeout",
     "unlock-idempotency"])
case("pasted-error", "ValueError: latitude must be between -90 and 90, got -1.5493\n  File \"ops/tasks/rebalance.py\", "
     "line 214, in drop_point\nhappens for every drop point in Coldbrook", ["geo-coordinates", "rebalancing"])
case("pasted-error", "mypy: billing/fares/compute.py:48: error: Argument 1 to \"Money\" has incompatible type "
     "\"float\"; expected \"int\"  [arg-type]\nCI is red on the fare change, make it pass",
     ["money-minor-units", "python-tooling"])
case("pasted-error", "src/screens/EndTrip.tsx:27:9 - error TS7006: Parameter 'err' implicitly has an 'any' type.\n"
     "also the screen shows 'Request failed with status code 409' to riders, fix both",
     ["ts-conventions", "error-messages"])
case("pasted-error", "panic: assignment to entry in nil map\n\ngoroutine 44 [running]:\n"
     "github.com/lathbury/lathbury/feeds/gbfs.(*Builder).freeBikeStatus(...)\n\t/src/feeds/gbfs/free_bike.go:77\n"
     "the GBFS refresh loop died in prod", ["gbfs", "gbfs-privacy", "go-errors"])
case("pasted-error", "java.lang.OutOfMemoryError: Java heap space\n\tat org.apache.kafka.connect.runtime."
     "WorkerSinkTask.convertMessages(WorkerSinkTask.java:521)\nthe BigQuery sink connector keeps restarting",
     ["data-warehouse"])

# ---------------------------------------------------------------- pasted: failing tests
case("pasted-test", "--- FAIL: TestEndTrip_OutsideParkingZone (0.02s)\n    end_test.go:88: fee = 1500, want 0\n"
     "FAIL\tgithub.com/lathbury/lathbury/rides/trip\t0.412s\nupdate the test or the code?",
     ["end-trip-parking"], ["end-trip-parking-2024"])
case("pasted-test", "--- FAIL: TestUnlockRetry/ack_after_second_attempt (8.01s)\n    lockcmd_test.go:142: "
     "time.Sleep in test took too long; unlock sent 4 times, want 3\nthis test is slow and flaky, fix it",
     ["go-tests", "unlock-idempotency"])
case("pasted-test", "FAILED billing/tests/test_receipts.py::test_receipt_vat_line - AssertionError: assert "
     "Decimal('0.33') == 33\nthe receipt VAT test broke after the tax refactor", ["vat", "receipts",
     "money-minor-units"])
case("pasted-test", "--- FAIL: TestBatteryHiddenFromApp (0.00s)\n    battery_test.go:31: vehicle LB-S-10021 at 14% "
     "visible = true, want false\nsomeone changed the threshold in two places", ["battery-thresholds"])
case("pasted-test", "FAIL src/screens/__tests__/Signup.test.tsx\n  ● Signup › shows licence step for scooters\n"
     "    Unable to find an element with the text: Scan your driving licence\nthe copy moved, fix the test",
     ["ts-conventions", "rider-verification"])
case("pasted-test", "--- FAIL: TestCurfew/clocks_go_back (0.00s)\n    curfew_test.go:54: at 2026-10-25T00:30:00Z "
     "scooter unlock allowed, want refused\nlooks like a time zone thing", ["curfew", "time-zones"])
case("pasted-test", "=================== 1 failed, 212 passed in 41.20s ===================\n"
     "FAILED ops/tests/test_swaps.py::test_swap_requires_serial - stripe.error.APIConnectionError: Could not "
     "connect to Stripe\nwhy does a swap test hit the network", ["python-tooling", "battery-swaps"])
case("pasted-test", "--- FAIL: TestPartitionsAhead (0.01s)\n    partitions_test.go:22: no partition trips_2027_01 "
     "exists at 2026-12-28\nthe partition job test fails near new year", ["trips-partitions"])
case("pasted-test", "● Map › renders 200 vehicles\n  expect(received).toBeLessThan(expected)\n  Expected: < 16\n"
     "  Received: 43\nthe map render perf test in the app is failing on CI", ["map-provider", "performance"])

# ---------------------------------------------------------------- pasted: paths and code locations
case("pasted-path", "fleet/status/battery.go:19 hard-codes 15 but ops want scooters hidden at 18%, change it",
     ["battery-thresholds"])
case("pasted-path", "in rides/riders/erase/erase.go the routes are deleted but trips are dropped too; should they be?",
     ["account-deletion", "location-privacy"])
case("pasted-path", "billing/jobs/release_holds.py runs once a day, support says holds stay on cards too long",
     ["preauth", "unlock-timeout"])
case("pasted-path", "add a `reason` column to rides/admin/views/rider_profile.go so agents say why they opened it",
     ["admin-audit"])
case("pasted-path", "ops/caps/RVG.yaml: Ravensgate raised its scooter cap to 600, update it", ["fleet-caps"])
case("pasted-path", "feeds/mds/deliver.go:203 retries forever on a 502 from Coldbrook's endpoint, we missed "
     "the morning window", ["mds-deadlines", "mds"])
case("pasted-path", "rider-app/src/i18n/cy.json is missing the strings for the new fines screen",
     ["ts-conventions", "fines-appeals"])
case("pasted-path", "schemas/vehicle/telemetry.v2.avsc: add `rssi` as a required field", ["kafka-schemas",
     "telemetry"])
case("pasted-path", "rides/zones/WEX/no_parking.geojson has a polygon that isn't closed after the council's "
     "update", ["zone-import", "zones"])
case("pasted-path", "deploy/flags/end_trip_photo_v2.json has been on everywhere since August; clean it up",
     ["feature-flags"])

# ---------------------------------------------------------------- pasted: logs
case("pasted-log", "2026-11-30T07:42:13.551Z WARN fleet/lockcmd unlock timeout vehicle=LB-S-22817 "
     "imei=864475046198812 attempt=3 rssi=-113 last_seen=6h12m\nlots of these from the Ravensgate car park, "
     "should we raise the timeout?", ["stale-unlock-mqtt", "debug-unlock", "unlock-timeout"])
case("pasted-log", "{\"level\":\"info\",\"ts\":\"2026-12-01T18:02:44Z\",\"msg\":\"trip ended\",\"trip_id\":"
     "\"tr_8f2c1a\",\"rider_email\":\"jo.bloggs@example.com\",\"lat\":51.4545,\"lon\":-2.5879}\n"
     "this is what rides logs on trip end, is that ok?", ["log-hygiene", "location-privacy", "observability"])
case("pasted-log", "2026-12-02 06:14:02 ERROR feeds/mds delivery council=CLD date=2026-12-01 status=500 "
     "attempt=12\nColdbrook's report didn't go, what now", ["mds-deadlines", "on-call"])
case("pasted-log", "[2026-11-28 23:58:10] crash_event vehicle=LB-S-31400 trip=tr_77a0b2 g=6.8\n"
     "[2026-11-28 23:58:11] support_page suppressed env=staging\nwhy was this one suppressed",
     ["crash-detection", "environments"])
case("pasted-log", "level=warn msg=\"transition refused\" vehicle=LB-B-00912 from=in_workshop to=available "
     "reason=\"no safety check\"\nthe mechanic says it's fixed, how do I get it back on the street",
     ["workshop-repairs", "vehicle-status"])
case("pasted-log", "Dec 03 09:12:55 ops-sync[1]: conflict task=t_55120 local=done@08:51 server=reassigned@09:02\n"
     "which edit should win here", ["ops-app-offline"])
case("pasted-log", "alert: FleetOffline city=TIL silent=7.2% for=12m\nI'm on call and it paged me, what do I do",
     ["on-call", "runbooks", "debug-unlock"])

# ---------------------------------------------------------------- pasted: commands and their output
case("pasted-command", "$ make test-integration\ndocker compose up -d postgres kafka emqx\nError response from "
     "daemon: driver failed programming external connectivity: Bind for 0.0.0.0:5432 failed: port is already "
     "allocated\nmake: *** [test-integration] Error 1\ncan't run the integration tests locally",
     ["go-tests", "run-locally"])
case("pasted-command", "$ fleetctl fw rollout --version fw-4.2.0 --percent 100\nrollout started: 3812 locks\n"
     "did I do this right for the new firmware?", ["firmware-rollout", "lock-firmware"])
case("pasted-command", "$ ops zones import --city TIL tilby_parking_2027.kml\nerror: polygons 14 and 15 overlap\n"
     "council sent new parking bays for Tilby", ["zone-import"])
case("pasted-command", "$ kubectl -n rides logs deploy/rides-api | grep STRIPE_SECRET_KEY\n"
     "STRIPE_SECRET_KEY=sk_live_51Hx...\nthe key is printed in the startup logs", ["secrets", "rotate-secret",
     "log-hygiene"])
case("pasted-command", "$ git push origin fix/tariff-til\nremote: error: GH006: Protected branch update failed: "
     "2 approving reviews required for billing/\nwhy does my tariff fix need two reviews", ["code-review",
     "tariffs"])
case("pasted-command", "$ npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\n"
     "npm ERR! peer react@\"^18\" from @rnmapbox/maps@10.1.30\nrenovate's PR for the map library is broken",
     ["dependencies", "map-provider"])
case("pasted-command", "$ fleetctl cmdlog LB-B-04410\n12:01:07 unlock sent cmd=c_91\n12:01:08 ack err=BAY_OPEN\n"
     "what does BAY_OPEN mean", ["debug-unlock"])

# ---------------------------------------------------------------- pasted: diffs and URLs
case("pasted-diff", "review this:\n```diff\n-\tlimit := 8 * time.Second\n+\tlimit := 30 * time.Second\n"
     " \tctx, cancel := context.WithTimeout(ctx, limit)\n```\nin fleet/lockcmd/send.go, to stop the unlock "
     "timeouts", ["stale-unlock-mqtt", "go-context", "code-review"])
case("pasted-diff", "```diff\n-    price = minutes * Decimal(tariff.per_minute)\n+    price = float(minutes) * "
     "tariff.per_minute / 100\n```\nis this change in billing/fares ok?", ["money-minor-units"])
case("pasted-diff", "```diff\n-\t\"rating\": {\"type\": \"int\"},\n```\nremoving the rating field from the "
     "/v2/trips response since nobody uses it", ["api-versions"])
case("pasted-diff", "https://github.com/lathbury/lathbury/pull/4812 adds `client.subscribe(\"v1/#\")` to the "
     "new battery monitor, thoughts?", ["mqtt-topics"])
case("pasted-diff", "https://grafana.lathbury.internal/d/unlock/unlocks?orgId=1&var-city=CLD shows p95 unlock at "
     "5.1s since Tuesday", ["performance", "debug-unlock"])

# ---------------------------------------------------------------- pasted: with no answer in the store
case("zero-pasted", "Traceback (most recent call last):\n  File \"scripts/slack_digest.py\", line 12, in <module>\n"
     "    import slack_sdk\nModuleNotFoundError: No module named 'slack_sdk'\nthe standup digest bot stopped", [])
case("zero-pasted", "$ brew install colima\nError: Cannot install in Homebrew on ARM processor in Intel default "
     "prefix (/usr/local)!\nsetting up my new laptop", [])
case("zero-pasted", "Error: Cannot find module '@docusaurus/core'\nthe engineering handbook site won't build", [])
case("zero-pasted", "fatal: unable to access 'https://github.com/lathbury/brand-assets.git/': The requested URL "
     "returned error: 403\nneed the new logo files for the office signage", [])
case("zero-pasted", "--- FAIL: TestLeftPad (0.00s)\n    strings_test.go:9: got \"  7\", want \"007\"\n"
     "in the hackathon repo", [])
case("zero-pasted", "WARNING: Your kernel does not support swap limit capabilities\nthe office NAS docker "
     "box prints this on boot", [])

# ---------------------------------------------------------------- plain: agent wording and PR titles
case("plain", "feat(rides): warn the rider before ending a trip outside a parking bay", ["end-trip-parking"],
     ["end-trip-parking-2024"])
case("plain", "fix(billing): retry failed trip payments and block new trips until paid", ["unpaid-trips"])
case("plain", "add Polish to the rider app", ["ts-conventions"])
case("plain", "let swappers mark a battery as quarantined when it got wet", ["battery-storage", "battery-swaps"])
case("plain", "support wants to refund 35 pounds for a trip that wouldn't end", ["refunds", "refund-trip"])
case("plain", "launch in a sixth city, Marlow, next spring", ["launch-city", "cities"])
case("plain", "a rider reported the brakes feel loose on the scooter they just used", ["damage-reports"])
case("plain", "chore(deps): bump golang base image and pin it", ["dependencies"])
case("plain", "send a promo of 20 free minutes to riders who haven't ridden since summer",
     ["promo-codes", "rider-messages"])
case("plain", "write up what went wrong when nobody in Coldbrook could unlock on Monday morning",
     ["postmortems", "incidents"])
case("plain", "perf(rides): the end trip endpoint is slow at evening peak", ["performance", "trips-partitions"])
case("plain", "add a metric for unlock attempts per vehicle", ["observability"])
case("plain", "ship the new end-trip screen to the app stores", ["app-releases", "accessibility"])
case("plain", "can I deploy the lock command change at 5pm on a Thursday", ["deploys"])
case("plain", "the council of Wexmoor wants scooters off the streets earlier at night", ["curfew", "time-zones"])
case("plain", "a scooter hasn't reported in since yesterday afternoon", ["missing-vehicles", "debug-unlock"])
case("plain", "move twenty e-bikes from the station to the university before term starts",
     ["rebalancing", "fleet-caps"])
case("plain", "make the scooters slower around the market square on Saturdays", ["speed-limits", "zones"])
case("plain", "a rider's phone died mid-trip and she wants to know why she paid for an hour",
     ["replay-trip", "support"])
case("plain", "riders want to pay with Apple Pay in the wallet top-up screen", ["stripe"])
case("plain", "someone wants us to text all riders about the new bike lane at 10pm tonight", ["rider-messages"])
case("plain", "the council wants to know how many vehicles were parked on Bridge Street last month",
     ["mds", "location-privacy"])
case("plain", "what happens to a pass rider's first 30 minutes with a promo code on top", ["passes", "promo-codes"])
case("plain", "scooters should stop dead when they enter the park", ["no-ride-zones"])
case("plain", "how do I get the whole thing running on my laptop", ["run-locally"])
case("plain", "rider asks us to delete everything we hold about her", ["account-deletion"])
case("plain", "a journey planner says our feed shows the same bike id all day", ["gbfs-privacy"])
case("plain", "the Postmark token was pasted into a public gist", ["secrets", "rotate-secret", "incidents"])
case("plain", "someone drove a van into the charging hub and a battery is smoking", ["battery-storage"])
case("plain", "fine appeal from a rider who says the photo is of someone else's scooter",
     ["fines-appeals", "parking-photos"])
case("plain", "add a new event type for battery swaps to Kafka", ["kafka-schemas"])
case("plain", "raise the per-minute price for e-bikes in Coldbrook to 18p", ["tariffs", "code-review"])
case("plain", "show the VAT on the monthly pass invoice", ["vat", "passes"])
case("plain", "store the licence photo so support can see it later", ["id-documents"])

# ---------------------------------------------------------------- plain: with no answer in the store
case("zero-match", "book a meeting room for the Q1 planning offsite", [])
case("zero-match", "update the careers page with the new mechanic job ad", [])
case("zero-match", "write a blog post about our first year in Tilby", [])
case("zero-match", "order new hoodies for the engineering team", [])
case("zero-match", "translate the office fire drill notice into Polish", [])
case("zero-match", "set up the quarterly board deck template", [])
case("zero-match", "renew the domain for the old marketing microsite", [])
case("zero-match", "find a caterer for the winter party", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
