"""Memories of the Orbitline set: an invented satellite ground-station operator (pass scheduling,
antennas, SDR, telemetry decoding, telecommand uplink), a domain no other set touches. Written before
the cases and before any router run."""

from evalgen import collector  # gen.py and cases.py put testdata/eval on the path

M, mem = collector(created="2026-08-01")


mem("pass-scheduling", "knowledge", "How satellite passes are scheduled", ["scheduler", "passes", "sgp4"], [
    "The scheduler (`scheduler/`) predicts passes from TLEs with SGP4 for each station for the next 72 hours.",
    "A pass is only booked above a minimum elevation of 10 degrees; overlapping passes on one antenna are resolved by the mission's priority tier.",
    "The plan is published to `antennad` on every station 30 minutes before the pass starts.",
])
mem("tle-refresh", "rule", "Orbital elements (TLE) refresh", ["tle", "orbit", "space-track"], [
    "TLEs are fetched from Space-Track every 6 hours by the `tle-sync` job; never hand-edit `tle/cache.json`.",
    "A TLE older than 72 hours blocks scheduling for that satellite until a fresh one arrives.",
    "Right after a launch use the operator's predicted elements, marked `provisional`, never a guess.",
])
mem("antenna-limits", "rule", "Antenna rotator limits", ["antenna", "rotator", "safety"], [
    "Azimuth runs from 0 to 450 degrees with cable wrap; unwind through 0, never past 450.",
    "Never command the elevation below 2 degrees; the radome and the trees are in the way.",
    "Rotator commands go through `antennad` only, never straight to `rotctld`.",
    "Stow the dish at 90 degrees elevation when the wind exceeds 60 km/h.",
])
mem("frequency-licences", "rule", "Transmit only on licensed frequencies", ["radio", "frequency", "licence", "uplink"], [
    "Every transmission uses a frequency and power listed in `licenses.yaml` for that station and that satellite.",
    "The pass plan of an uplink carries the licence id; the transmitter refuses a plan without one.",
    "A new frequency needs national regulator approval and ITU coordination first: weeks, not days.",
])
mem("telemetry-frames", "knowledge", "Telemetry frames and decoders", ["telemetry", "decoder", "ccsds", "ax25"], [
    "Missions downlink AX.25 or CCSDS frames; each mission's decoder lives in `decoders/<mission>/`.",
    "The CRC is checked before a frame is stored; a frame that fails it goes to `rejects/`, never to the mission's data.",
    "Raw IQ recordings of every pass are kept for 14 days for re-decoding.",
])
mem("decoder-tests", "rule", "Decoder tests use recorded frames", ["testing", "decoder", "golden"], [
    "Every decoder has golden tests over recorded frames in `decoders/<mission>/testdata/`.",
    "Synthetic frames alone are not enough: include at least one real capture, with its CRC error cases.",
])
mem("add-decoder", "skill", "Adding a decoder for a new mission", ["decoder", "mission", "telemetry"], [
    "Copy `decoders/template/`, fill in the frame layout from the mission's interface document, and register the NORAD id in `decoders/registry.go`.",
    "Add the golden tests before enabling the decoder on a station.",
], deps=["telemetry-frames", "decoder-tests"])
mem("doppler", "knowledge", "Doppler correction", ["doppler", "sdr", "tuning"], [
    "The Doppler shift is computed per pass from the TLE and applied by retuning the SDR every 500 ms through SoapySDR.",
    "Uplink and downlink are corrected separately; a late retune shows as a drifting carrier in the waterfall.",
])
mem("telecommand-uplink", "rule", "Sending telecommands to a satellite", ["telecommand", "uplink", "approval"], [
    "Every telecommand needs a second operator's approval in `cmdgate` before it is sent.",
    "Run the command sequence against the simulator first.",
    "Never send a command during eclipse without checking the battery state in the last telemetry.",
], deps=["frequency-licences"])
mem("simulator", "skill", "Running the satellite simulator locally", ["simulator", "docker", "local"], [
    "`docker compose up simsat` starts a simulated satellite that answers telecommands and emits telemetry frames.",
    "Point `cmdgate` at it with `CMDGATE_TARGET=simsat:7010`.",
])
mem("maintenance-window", "rule", "Station maintenance window", ["maintenance", "firmware", "stations"], [
    "Firmware updates of the SDRs, rotators and station computers happen only in the maintenance window, Tuesday 02:00-04:00 UTC.",
    "Announce the work in #ground-ops a day before and mark the station unavailable in the scheduler.",
])
mem("on-call", "knowledge", "Ground operations on-call", ["on-call", "pagerduty", "alerts"], [
    "One operator is on call per week through PagerDuty (`ground-ops` schedule).",
    "A lost signal during a booked pass or a station offline for more than 10 minutes pages the on-call operator.",
])
mem("data-delivery", "rule", "Delivering telemetry to customers", ["delivery", "customers", "s3"], [
    "Decoded telemetry reaches the customer's S3 bucket within 15 minutes of the end of the pass.",
    "Each delivery includes a `manifest.json` with SHA-256 checksums; customers may re-request a pass for 30 days.",
])
mem("time-sync", "rule", "Clocks and timestamps", ["time", "ntp", "timestamps"], [
    "Every station computer runs chrony against the GPS-disciplined clock.",
    "Timestamps are UTC with nanoseconds (RFC 3339); never local time, even in logs.",
])
mem("go-daemons", "rule", "Go code in the station daemons", ["go", "errors", "context"], [
    "Wrap errors with `%w` and the operation that failed; daemons never panic, they log and restart the pass.",
    "`context.Context` is the first parameter of anything that does I/O.",
])
mem("logging", "rule", "Logging in station software", ["logging", "slog", "observability"], [
    "Log with `log/slog` as JSON; every line during a pass carries `pass_id` and `station`.",
    "Do not log raw frames or IQ samples; log their sizes and CRC results.",
])
mem("station-rollout", "skill", "Releasing station software", ["release", "rollout", "canary"], [
    "Tag `vX.Y.Z`; the release goes first to the canary station (Tromso-2) for a 24-hour soak.",
    "Roll out to the other stations one at a time, each after a successful pass.",
])
mem("station-config", "knowledge", "Station configuration files", ["config", "stations", "vault"], [
    "Each station is described in `stations/<name>.toml`: location, antennas, SDR serials, licensed bands.",
    "Secrets (Space-Track login, S3 keys) come from Vault, never from the TOML files.",
])
mem("weather-fade", "rule", "Rain fade on Ka-band passes", ["weather", "ka-band", "reschedule"], [
    "A Ka-band pass with forecast rain above 5 mm/h is marked degraded and a backup pass is booked automatically.",
    "Do not cancel a degraded pass; low-rate data often still arrives.",
])
mem("mission-onboarding", "skill", "Onboarding a new customer mission", ["mission", "customers", "onboarding"], [
    "Collect the NORAD id, the licensed frequencies and the frame format from the customer.",
    "Add the decoder, the delivery bucket and the mission's priority tier, then book a test pass.",
], deps=["frequency-licences", "add-decoder", "data-delivery"])
