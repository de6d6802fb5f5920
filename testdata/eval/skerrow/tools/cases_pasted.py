#!/usr/bin/env python3
"""Write ../cases-pasted.json: a tune set (stop 53, rec53a) of tasks that carry pasted context (a Go panic,
a Python traceback, a failing test line, a path, a command and its output, a log line, a diff hunk, a URL)
over skerrow's store, to read why such tasks miss. Not a holdout; its figures are read case by case.
Run: engram benchmark testdata/eval/skerrow/cases-pasted.json --workspace testdata/eval/skerrow/store"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("skp", {})
case = C.case

case("pasted-error", "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: "
     "segmentation violation code=0x1 addr=0x18 pc=0x8a2f14]\n\ngoroutine 93 [running]:\n"
     "github.com/skerrow/skerrow/scada-gw/modbus.(*Poller).poll(0x0)\n\t/build/scada-gw/modbus/poller.go:211 "
     "+0x54\nthe gateway at Fellside crashes when a Halden controller drops off", ["scada-protocols",
     "telemetry-gaps", "gateway-buffer"])
case("pasted-error", "Traceback (most recent call last):\n  File \"dispatch/bids/submit.py\", line 88, in submit\n"
     "    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
     "https://api.fenmoor.example/v1/positions\nthe day-ahead bids didn't go this morning",
     ["bid-submission", "manual-bid", "trader-api"])
case("pasted-error", "TypeError: unsupported operand type(s) for *: 'decimal.Decimal' and 'float'\n  File "
     "\"settlements/royalties/split.py\", line 40, in share\nroyalty run blew up", ["python-tooling",
     "landowner-royalties"])
case("pasted-error", "x509: certificate has expired or is not yet valid: current time 2026-11-30T02:14:09Z is after "
     "2026-11-29T23:59:59Z\nBlackhope's gateway stopped sending data overnight", ["gateway-certificates",
     "rotate-gateway-cert", "gateway-buffer"])
case("pasted-error", "ERROR:  value too long for type character varying(16)\nSTATEMENT:  INSERT INTO signals (name) "
     "VALUES ('KBM.T14.PITCH.BLADE_ANGLE_B3')\nnew pitch signal won't insert", ["signal-names", "add-signal"])
case("pasted-error", "scada-gw: refusing to stamp samples: clock offset 3.4s exceeds 2s (ntp=10.20.0.1, gps=unlocked)\n"
     "what does this mean, the Tarbrax feed is empty", ["clock-sync"])
case("pasted-test", "--- FAIL: TestSettlementPeriods/autumn_clock_change (0.00s)\n    periods_test.go:41: "
     "len(periods) = 48, want 50\nthe period counter is wrong on the clock change day", ["settlement-periods",
     "market-time-tests", "utc-timestamps"])
case("pasted-test", "FAILED dispatch/tests/test_ramp.py::test_ramp_limit_up - assert 42.0 <= 24.0\n"
     "the ramp test fails after my setpoint change", ["ramp-rates", "setpoint-authority"])
case("pasted-test", "--- FAIL: TestLockoutRefusesReset (0.01s)\n    lockout_test.go:63: reset accepted for BLH.T07 "
     "while work order WO-22817 checked in\nfix the regression", ["lockout", "alarm-reset"])
case("pasted-test", "FAILED settlements/tests/test_invoice.py::test_uses_meter_data - AssertionError: invoice "
     "energy 4211.7 MWh from scada, expected meter\nwhich source is right?", ["metered-vs-scada", "ppa-invoicing"])
case("pasted-path", "historian/migrations/0042_add_quality_flag.sql adds a NOT NULL column to records_10m, review it",
     ["db-migrations", "data-quality-flags", "historian-schema"])
case("pasted-path", "scada-gw/sites/HTL.yaml: add the new anemometer on the Hartlaw met mast", ["add-signal",
     "met-masts", "signal-names"])
case("pasted-path", "console/src/views/FleetView.tsx renders in 3s on the control room PCs", ["console-performance"])
case("pasted-path", "dispatch/consent/STR.yaml needs the radar stop from the airport", ["radar-mitigation",
     "new-consent-condition"])
case("pasted-log", "2026-12-01T17:31:02Z WARN dispatch instruction BOA-77812 site=KBM ack_after=74s\n"
     "we acked late, what do we have to do", ["grid-instructions", "missed-instruction", "incidents"])
case("pasted-log", "{\"level\":\"info\",\"msg\":\"bank details updated\",\"landowner\":\"Mrs A. Fraser\",\"sort_code\":"
     "\"80-22-60\",\"account\":\"10448812\"}\nsettlements logs this, ok?", ["logging", "landowner-bank-details"])
case("pasted-log", "Nov 28 03:12:44 console-api: alarm reset BLH.T03 code=3120 count_24h=4 user=nightdesk\n"
     "how was a fourth reset allowed", ["alarm-reset"])
case("pasted-log", "2026-11-29 10:41 gateway GLR link down; buffer 13d 22h used of 14d\nGlenrigg has been offline "
     "for two weeks", ["gateway-buffer", "backfill-gap", "telemetry-gaps"])
case("pasted-command", "$ scada-gw cert renew --site TBX\nerror: dial tcp 10.40.1.5:22: i/o timeout\n"
     "can't renew the Tarbrax cert by hand", ["rotate-gateway-cert", "ot-network"])
case("pasted-command", "$ settlements invoice --month 2026-11\nerror: meter file for 2026-11 not found\n"
     "finance is waiting for the invoices", ["month-end-invoices", "meter-operator"])
case("pasted-command", "$ git push\nremote: error: 2 approving reviews required for dispatch/setpoints/\n"
     "why two reviews for a setpoint fix", ["code-review"])
case("pasted-command", "$ kubectl -n historian exec -it historian-0 -- psql -c 'DELETE FROM samples WHERE "
     "signal_id=8812'\nthe signal was mapped to the wrong turbine, clean it", ["raw-data-immutable"])
case("pasted-diff", "```diff\n-    cut_out_ms = 25.0\n+    cut_out_ms = 28.0\n```\nin the Fellside controller "
     "settings, ok to merge?", ["controller-parameters", "storm-shutdown"])
case("pasted-diff", "```diff\n-\tif gap > 10*time.Minute {\n+\tif gap > 6*time.Hour {\n \t\treturn interpolate(a, b)\n"
     "```\nsmooths the charts nicely", ["telemetry-gaps"])
case("pasted-diff", "https://github.com/skerrow/skerrow/pull/2231 moves the deploy to Friday 18:00, thoughts?",
     ["deploy-window"], ["deploy-fridays"])
case("zero-pasted", "Traceback (most recent call last):\n  File \"tools/standup_bot.py\", line 5, in <module>\n"
     "    import slack_bolt\nModuleNotFoundError: No module named 'slack_bolt'\nthe standup bot died", [])
case("zero-pasted", "$ brew upgrade\nError: Your Command Line Tools are too outdated.\nmy laptop after the "
     "macOS update", [])
case("zero-pasted", "Error: ENOENT: no such file or directory, open 'brand/fonts/Inter.woff2'\nthe careers page "
     "build fails", [])
case("zero-pasted", "--- FAIL: TestFizzBuzz (0.00s)\n    fizz_test.go:12: got \"Fizz\", want \"Buzz\"\n"
     "interview exercise repo", [])
case("zero-pasted", "HTTP 429 Too Many Requests from api.giphy.com\nthe office slack gif bot is rate limited", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases-pasted.json"), 1)
