"""Memories of the Voltaro set: an invented maker of e-bike drive units (motor-controller firmware
in C on an MCU under FreeRTOS, battery management, CAN bus to the display and battery, OTA updates
from a phone app, end-of-line factory testing, road-legal assist limits), a domain no other set
touches. Written before the cases and before any router run."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


mem("assist-speed-limit", "rule", "Motor assist speed limits per region", ["assist", "speed", "compliance", "region"], [
    "EU builds cut motor assist at 25 km/h (EN 15194); US class 1 and 3 builds at 32 and 45 km/h; JP at 24 km/h with the tapered curve.",
    "The limits are compile-time constants in `config/region/<region>.h`; never make them a runtime setting or a CAN-writable parameter.",
    "Changing a limit needs written sign-off from the compliance engineer before merge.",
])
mem("region-builds", "knowledge", "Region build variants", ["build", "region", "make"], [
    "Each region is a separate image: `make REGION=eu`, `make REGION=us`, `make REGION=jp`.",
    "The region is burned into one-time-programmable memory at end-of-line; the bootloader refuses to boot an image of another region.",
])
mem("foc-loop", "knowledge", "Field-oriented motor control loop", ["motor", "foc", "isr", "timing"], [
    "Motor control (FOC) runs in the 20 kHz ADC-complete interrupt on the drive MCU (STM32G474), in `motor/foc.c`.",
    "Its budget is 35 microseconds per cycle, measured on a GPIO toggle with the logic analyser; a change that adds more than 2 microseconds needs the measurement in the pull request.",
])
mem("isr-rules", "rule", "Interrupt handler rules", ["isr", "interrupts", "concurrency"], [
    "Interrupt handlers stay short: no blocking calls, no `printf` or logging, no allocation.",
    "Hand longer work to a task with the deferred-work queue `dq_post()`.",
    "Variables shared with an interrupt are `volatile` and read or written inside `crit_enter()` / `crit_exit()`.",
])
mem("rtos-tasks", "knowledge", "FreeRTOS tasks and priorities", ["rtos", "freertos", "tasks", "stack"], [
    "Task priorities: motor supervisor 5, CAN 4, battery 3, UI 2, logger 1; stack sizes are in `app/tasks.c`.",
    "A new task needs a stack high-water-mark check in the HIL suite and a watchdog check-in.",
])
mem("watchdog", "rule", "Watchdog", ["watchdog", "reset", "tasks"], [
    "The independent watchdog times out after 200 ms; every task checks in with `wdg_kick(TASK_ID)` from its own loop.",
    "Never kick the watchdog from a timer interrupt, and never disable it in release builds.",
])
mem("can-protocol", "rule", "CAN bus messages", ["can", "protocol", "dbc", "display", "battery"], [
    "The drive unit, battery and display talk CAN at 500 kbit/s; message IDs and signals are defined in `can/voltaro.dbc`.",
    "Regenerate `can_ids.h` with `tools/dbcgen` after editing the DBC file; never edit the header by hand.",
    "Never renumber or reuse an existing message ID: displays already in the field decode them.",
])
mem("bms-limits", "rule", "Battery limits and who has the last word", ["battery", "bms", "current", "temperature"], [
    "Cells run between 2.8 V and 4.2 V; discharge stops below 2.8 V.",
    "Charging is allowed between 0 and 45 degrees C, discharging between -20 and 60 degrees C.",
    "The battery management system has the last word: the drive obeys a `BMS_MAX_CURRENT` frame within 10 ms.",
])
mem("thermal-derating", "knowledge", "Thermal derating", ["thermal", "temperature", "motor", "derating"], [
    "Winding temperature is estimated from the motor NTC; assist derates linearly from 120 degrees C to zero at 150 degrees C.",
    "The controller's power stage (FETs) limits at 105 degrees C; the display shows E31 while derating.",
])
mem("flash-layout", "knowledge", "Flash layout", ["flash", "bootloader", "memory"], [
    "Flash holds the bootloader (32 KiB), image slots A and B, the calibration page, the config page and the event log ring.",
    "Only the end-of-line station writes the calibration page; firmware reads it and never writes it.",
])
mem("torque-calibration", "skill", "Calibrating the torque sensor", ["torque", "sensor", "calibration", "eol"], [
    "On the end-of-line rig, level the cranks and run `cal torque zero` to store the offset.",
    "Hang the 50 kg reference weight on the pedal and run `cal torque gain`.",
    "Check with `cal verify`; the gain must be within 8% of nominal or the unit goes to rework.",
], deps=["flash-layout"])
mem("ota-updates", "rule", "Over-the-air updates", ["ota", "update", "ble", "bootloader", "rollback"], [
    "Updates arrive from the phone app over Bluetooth LE into the inactive slot; the bootloader verifies the Ed25519 signature before swapping.",
    "The new image must confirm itself within 3 boots or the bootloader rolls back to the old slot.",
    "Start an update only when the battery is above 30% and the bike is standing still.",
], deps=["flash-layout"])
mem("release-signing", "skill", "Releasing and signing firmware", ["release", "signing", "hsm", "version"], [
    "Tag `vX.Y.Z` on `main`; CI builds every region in the reproducible Docker image `voltaro/fw-build`.",
    "Two people sign the images on the offline HSM in the lab; never sign a release with the development key.",
    "Images signed with the development key only boot on boards with development fuses.",
], deps=["version-numbers"])
mem("version-numbers", "rule", "Version numbers and compatibility", ["version", "semver", "compatibility"], [
    "Firmware uses semantic versions; the CAN protocol has its own version number.",
    "Adding a CAN message bumps the minor version; update the compatibility matrix with the display and battery firmware in `docs/compat.md`.",
])
mem("error-codes", "knowledge", "Error codes", ["errors", "codes", "display", "service"], [
    "Error codes E01 to E99 appear on the display; `errors/codes.yaml` is the source of truth.",
    "`tools/errgen` generates the C header and the service app's table from it; a retired code is never reused.",
])
mem("event-log", "knowledge", "Event log", ["logging", "events", "flash", "service"], [
    "The firmware keeps an event log ring of 4096 entries in flash (errors, resets, derating, updates).",
    "Read it with the service tool: `vtool log dump --port /dev/ttyACM0`.",
])
mem("field-returns", "skill", "Analysing a returned unit (RMA)", ["rma", "returns", "warranty", "service"], [
    "Before anything else, dump the event log, the calibration page and the firmware version with `vtool`.",
    "Attach the dumps to the RMA ticket in ServiceDesk; never reflash a returned unit before the dump.",
], deps=["event-log"])
mem("hil-rig", "skill", "Hardware-in-the-loop rig", ["hil", "testing", "rig", "lab"], [
    "The HIL rig in the lab drives a real motor on a dynamometer: `hil run --suite smoke`, `hil run --suite full`.",
    "Book the rig in the lab calendar; the full suite takes 3 hours.",
    "Every change under `motor/` or `safety/` runs the full suite in the nightly HIL job before release.",
])
mem("host-unit-tests", "rule", "Unit tests on the host", ["testing", "unity", "cmock", "hal"], [
    "Unit tests run on the development machine with Unity and CMock: `make test`.",
    "Hardware access sits behind the `hal_` interfaces so logic can be tested without a board.",
    "No test may depend on the host's timing; use the fake tick `tick_advance()`.",
])
mem("static-analysis", "rule", "MISRA C and static analysis", ["misra", "cppcheck", "clang-tidy", "ci"], [
    "CI checks our MISRA C:2012 subset with cppcheck and clang-tidy; a finding fails the build.",
    "A deviation is written in place as `/* MISRA deviation: rule X.Y, <reason> */` and approved in review.",
])
mem("c-style", "rule", "C code style", ["c", "style", "clang-format", "allocation"], [
    "C11, formatted with `clang-format` (the repository's `.clang-format`).",
    "No dynamic allocation after start-up: no `malloc` or `free` in application code.",
    "Fixed-width integer types (`uint16_t`, `int32_t`); module functions carry the module's prefix (`bms_`, `can_`).",
])
mem("fixed-point", "rule", "Fixed-point math in the control path", ["math", "fixed-point", "q15", "isr"], [
    "Control math uses Q15 and Q31 fixed point through the `fx_` helpers.",
    "Floating point only outside interrupts; saturate instead of letting values wrap around.",
])
mem("safety-review", "rule", "Changes to safety functions", ["safety", "review", "fmea"], [
    "Changes under `safety/` (brake cut-off, speed limit, torque plausibility) need a review by the functional safety engineer and two approvals.",
    "Update the FMEA entry for the function in `docs/safety/fmea.xlsx` in the same pull request.",
])
mem("brake-cutoff", "knowledge", "Brake cut-off and torque plausibility", ["safety", "brake", "torque", "cadence"], [
    "Brake lever sensors cut motor assist within 50 ms.",
    "If the torque sensor and the cadence sensor disagree for 500 ms, assist turns off and the display shows E23.",
])
mem("display-fw", "knowledge", "Display unit firmware", ["display", "ui", "i18n", "strings"], [
    "The handlebar display is a separate repository, `display-fw`; it only reads CAN.",
    "Its strings are translated in `i18n/*.po` for 10 languages; the screen is 128x64 monochrome, so keep texts under 16 characters.",
])
mem("eol-station", "knowledge", "End-of-line test station", ["factory", "eol", "manufacturing", "mes"], [
    "Every unit passes the end-of-line station at the factory in Kaohsiung (`eol-station` repository).",
    "It writes the serial number, the region and the calibration, runs a motor spin test, and uploads the results to the factory MES.",
])
mem("debug-probe", "skill", "Debugging on the board", ["debugging", "jlink", "gdb", "swd"], [
    "Flash and debug with a J-Link: `make flash`, `make debug` (gdb through the J-Link GDB server).",
    "Logs come out over RTT; read them with `JLinkRTTViewer`.",
    "Release boards have readout protection (RDP level 1); never ship a board with SWD unlocked.",
])
mem("sleep-power", "knowledge", "Sleep and standby current", ["power", "sleep", "battery", "standby"], [
    "Ten minutes after the bike is switched off, the drive enters deep sleep and must draw under 50 microamps.",
    "It wakes on the power button or the motion sensor; a new peripheral must be powered down in `pm_enter_sleep()`.",
])
mem("emc-prescan", "rule", "EMC pre-scan for switching changes", ["emc", "pwm", "certification", "lab"], [
    "Changing the PWM frequency, dead time or gate-drive timing needs an EMC pre-scan in the lab before merge.",
    "A failed certification re-test at the external lab costs weeks and the booking fee.",
])
