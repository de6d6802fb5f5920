#!/usr/bin/env bash
# Builds an Engram release: one static binary per platform, SHA256SUMS, and the
# npm package @the-long-ride/engram with every binary bundled in it.
#
#   scripts/release.sh VERSION            # e.g. 1.2.3 or v1.2.3; writes dist/
#   OUT=dir TARGETS="linux/amd64" scripts/release.sh 0.0.0-smoke
#
# The build is reproducible: the same source and Go version give byte-identical
# binaries and tarball whatever the checkout path, machine or time. That is
# what the flags are for: CGO_ENABLED=0 (no host C toolchain or libc),
# -trimpath (no local paths), -buildvcs=false (no git state), -buildid= (no
# content-hash id tied to the build cache), -s -w (no symbol or DWARF tables),
# and the baseline GOAMD64/GOARM64 levels, so that a releaser's environment
# can neither change the bytes nor drop support for older CPUs.
# npm pack itself writes fixed file times, so the tarball is stable too.
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:?usage: scripts/release.sh VERSION}
version=${version#v}
# npm needs semver, and the version is also the npx pin (engram-mcp.md).
if ! [[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]]; then
	echo "release.sh: version $version is not semver (MAJOR.MINOR.PATCH[-PRERELEASE])" >&2
	exit 2
fi
out=${OUT:-dist}
targets=${TARGETS:-"linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64"}

rm -rf "$out"
mkdir -p "$out/npm/bin"
out=$(cd "$out" && pwd)
echo "engram $version with $(go version)" >&2

for target in $targets; do
	goos=${target%/*} goarch=${target#*/} exe=
	[ "$goos" = windows ] && exe=.exe
	name="engram-$version-$goos-$goarch$exe"
	echo "  build $name" >&2
	CGO_ENABLED=0 GOOS=$goos GOARCH=$goarch GOAMD64=v1 GOARM64=v8.0 go build -trimpath -buildvcs=false \
		-ldflags "-buildid= -s -w -X main.version=$version" -o "$out/$name" .
	mkdir -p "$out/npm/bin/$goos-$goarch"
	cp "$out/$name" "$out/npm/bin/$goos-$goarch/engram$exe"
done

# The package is staged from npm/ so that the tracked package.json keeps its
# placeholder version and npm/bin/ stays empty in the checkout.
cp -R npm/package.json npm/README.md npm/lib "$out/npm/"
cp LICENSE "$out/npm/"   # npm packs a LICENSE at the package root on its own
(cd "$out/npm" && npm pkg set "version=$version")
tarball=$(cd "$out/npm" && npm pack --silent --pack-destination "$out")
echo "  pack $tarball" >&2

cd "$out"
if command -v sha256sum >/dev/null; then sum="sha256sum"; else sum="shasum -a 256"; fi
$sum engram-"$version"-* "$tarball" >SHA256SUMS
cat SHA256SUMS
