#!/usr/bin/env bash
# Packs the npm wrapper with this platform's binary and checks it the way a
# host uses it, with no network:
#   1. npm/test/launcher.test.js    the launcher, against a fake binary
#   2. npm/test/bench.js            the launcher's start-up time vs the binary
#   3. npm/test/smoke.js            `npx -y --package ./<tarball> engram-mcp`
#                                   answering initialize, and the CLI's output
#                                   and exit codes through npx
# npx runs with an empty npm cache and npm offline, and, where `unshare -n`
# works (Linux, as root), in a network namespace with no interfaces up, so a
# pass proves the tarball needs nothing from the registry.
#
#   scripts/npm-smoke.sh [VERSION]   (default 0.0.0-smoke)
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:-0.0.0-smoke}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "-- pack (this platform's binary only; scripts/release.sh builds all six)"
OUT="$work/dist" TARGETS="$(go env GOOS)/$(go env GOARCH)" scripts/release.sh "$version"
tarball=$(ls "$work"/dist/*.tgz)
echo "$(basename "$tarball"): $(wc -c <"$tarball") bytes"

echo "-- launcher tests"
node --test npm/test/launcher.test.js

echo "-- launcher start-up overhead"
node npm/test/bench.js "$work/dist/npm" 20

echo "-- npx from the tarball, offline, empty npm cache"
offline=()
if unshare -n true 2>/dev/null; then
	offline=(unshare -n)
	echo "(in a network namespace with no network: unshare -n)"
fi
mkdir -p "$work/home" "$work/npm-cache"
${offline[@]+"${offline[@]}"} env HOME="$work/home" npm_config_cache="$work/npm-cache" \
	npm_config_offline=true npm_config_update_notifier=false npm_config_audit=false npm_config_fund=false \
	node npm/test/smoke.js "$tarball" "$version"

