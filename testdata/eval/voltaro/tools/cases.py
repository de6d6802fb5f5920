#!/usr/bin/env python3
"""Write ../cases.json: Voltaro tasks in a user's, a new colleague's and a pull request's words,
written from the memories before any router run."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalgen import Cases  # noqa: E402

C = Cases("vo", {})
c = C.case

c("exact", "EN 15194 assist cut-off at 25 km/h in config/region", ["assist-speed-limit"])
c("exact", "wdg_kick from a timer interrupt", ["watchdog"])
c("exact", "regenerate can_ids.h with dbcgen", ["can-protocol"])
c("exact", "vtool log dump of the event log", ["event-log"])
c("exact", "MISRA deviation comment format", ["static-analysis"])
c("paraphrase", "how fast can the bike go in Germany before the motor stops helping", ["assist-speed-limit"])
c("paraphrase", "the motor gets really hot on long climbs and the help fades away, is that expected", ["thermal-derating"])
c("paraphrase", "a customer sent their bike back because it keeps dying, what do I do first", ["field-returns"])
c("paraphrase", "the bike drains its battery while parked in the garage for a week", ["sleep-power"])
c("paraphrase", "can we push new software to someone's bike while they are riding it", ["ota-updates"])
c("paraphrase", "what stops the motor pushing when the rider squeezes the brakes", ["brake-cutoff"])
c("paraphrase", "the pedal force readings are off on units from the new batch", ["torque-calibration"])
c("pr-title", "motor/foc: precompute the sine table to stay inside the cycle budget", ["foc-loop"])
c("pr-title", "perf(foc): drop the float division from the current loop", ["fixed-point", "foc-loop"])
c("pr-title", "can: add BATTERY_SOH message 0x2F4", ["can-protocol", "version-numbers"])
c("pr-title", "[bms] honour the max-current frame within 10ms", ["bms-limits"])
c("pr-title", "fix(ota): confirm the new image only after the motor self-test", ["ota-updates"])
c("pr-title", "chore: bump FreeRTOS to 11.1.0", ["rtos-tasks"])
c("pr-title", "errors: retire E17 and add E42 for the hall sensor fault", ["error-codes"])
c("pr-title", "safety: shorten the torque plausibility window to 300 ms", ["safety-review", "brake-cutoff"])
c("identifier", "TestBms_RejectsChargeBelowZeroCelsius", ["bms-limits"])
c("identifier", "pm_enter_sleep leaves the UART clock on", ["sleep-power"])
c("identifier", "dq_post from ADC1_2_IRQHandler", ["isr-rules"])
c("identifier", "REGION=jp image does not boot on an eu board", ["region-builds"])
c("new-user", "I'm new here and I want to write a quick test for the cadence averaging function, "
  "but I don't have a board on my desk", ["host-unit-tests"])
c("new-user", "I would like to change the switching frequency of the motor from 16 to 20 kHz "
  "so that it whines less", ["emc-prescan"])
c("new-user", "I have a prototype on my desk and want to step through the code and see what it prints", ["debug-probe"])
c("multi-term", "We're adding a tyre-pressure readout: a new task on the drive that polls the sensor every second, "
  "a new message to the display, and a short label on the screen.", ["rtos-tasks", "can-protocol", "display-fw"])
c("multi-term", "Before the 2.4 release goes out: build all regions, sign it properly, and make sure the phone app "
  "can roll it out and back if it goes wrong.", ["release-signing", "ota-updates", "region-builds"])
c("multi-term", "My new interrupt code crashed with a hard fault, the unit reset itself and I saw no logs; "
  "how do I debug it on the board, and what are the rules for interrupt code?", ["debug-probe", "isr-rules", "watchdog"])
c("dependency-chain", "calibrate the torque sensor on a new unit", ["torque-calibration"], deps=["flash-layout"])
c("dependency-chain", "analyse a warranty return before repairing it", ["field-returns"], deps=["event-log"])
c("zero-match", "submit my travel expenses for the trade show", [])
c("zero-match", "order new business cards", [])
c("zero-match", "update the design of the company cycling jersey", [])
c("zero-match", "write the product page copy for the new cargo bike on our website", [])
c("zero-match", "set up the discount codes in the web shop for the spring sale", [])
c("zero-match", "fix the phone app's dark mode colours on the settings screen", [])
c("zero-match", "negotiate the price of frame tubes with the aluminium supplier", [])

C.write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json"), 1)
