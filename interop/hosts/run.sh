#!/usr/bin/env bash
# Engram against the real host CLIs (issue 18): installs Claude Code, Gemini
# CLI, Codex and OpenCode at the versions pinned in package.json into
# interop/hosts/node_modules, builds engram and engram-mcp into a temp dir,
# and runs check.mjs, which gives every host a scratch HOME and project.
# Arguments pick flows by name (e.g. `bash interop/hosts/run.sh codex`).
# Not part of .ci/run: it installs ~1 GB of host CLIs. Ends with
# "N passed, N failed" and exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")"
here=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

export npm_config_cache="${npm_config_cache:-$here/.cache/npm}"
export npm_config_update_notifier=false

mkdir -p "$tmp/bin"
(cd ../.. && go build -o "$tmp/bin/engram" .)
ln "$tmp/bin/engram" "$tmp/bin/engram-mcp" 2>/dev/null || cp "$tmp/bin/engram" "$tmp/bin/engram-mcp"

if [ ! -f node_modules/.engram-lock ] || ! cmp -s package-lock.json node_modules/.engram-lock; then
	# npm install, not npm ci: the lock lists only the platform builds of
	# OpenCode's optional packages the registry served here, which npm ci
	# refuses as "out of sync"; the hosts themselves are pinned exactly.
	npm install --no-audit --no-fund --loglevel=error
	cp package-lock.json node_modules/.engram-lock
fi
for host in claude gemini codex opencode; do
	printf '%-9s %s\n' "$host" "$(node_modules/.bin/$host --version 2>/dev/null | head -n 1)"
done

ENGRAM_HOSTS_BIN="$tmp/bin" node check.mjs "$@"
