#!/usr/bin/env bash
# The interop suite: real MCP clients (pinned in package.json and go.mod)
# against a freshly built engram-mcp. Arguments pick flows by name.
# Everything it downloads or builds stays under interop/ (node_modules/ and
# .cache/, both ignored); the server runs on temp copies of example/.
set -euo pipefail
cd "$(dirname "$0")"
here=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

export GOFLAGS="${GOFLAGS:-} -modcacherw"
export GOMODCACHE="$here/.cache/gomod"
export GOCACHE="$here/.cache/go-build"
export npm_config_cache="$here/.cache/npm"
export npm_config_update_notifier=false

mkdir -p "$tmp/bin"
(cd .. && go build -o "$tmp/bin/engram" .)
cp "$tmp/bin/engram" "$tmp/bin/engram-mcp"
go build -o "$tmp/bin/goclient" ./goclient
# Keep only the downloaded zips: unpacked module sources under interop/
# would show up in a developer's `gofmt -l .` at the repo root.
find "$GOMODCACHE" -mindepth 1 -maxdepth 1 ! -name cache -exec rm -rf {} +

# npm ci in CI, and whenever package-lock.json changed since the last install.
if [ "${CI:-}" = true ] || [ ! -f node_modules/.engram-lock ] || ! cmp -s package-lock.json node_modules/.engram-lock; then
	npm ci --no-audit --no-fund --loglevel=error
	cp package-lock.json node_modules/.engram-lock
fi

ENGRAM_INTEROP_BIN="$tmp/bin" ENGRAM_INTEROP_TMP="$tmp" node run.mjs "$@"
