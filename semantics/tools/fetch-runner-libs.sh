#!/usr/bin/env bash
# Unpacks the JIT runtime libraries of LLVM 19 (libmlir_c_runner_utils,
# libmlir_runner_utils from the Debian package libmlir-19) into a cache
# directory, WITHOUT installing the package: libmlir-19 conflicts with
# libmlir-22, and installing it would remove mlir-22-tools.
# 22's libraries come with mlir-22-tools and need nothing.
#
# Destination: $DIALECTIC_RUNNER_LIBS (default ${XDG_CACHE_HOME:-~/.cache}/dialectic/runner-libs),
# as <dest>/19/usr/lib/llvm-19/lib/, where io.dialectic.semantics.run.RunnerLibs looks.
# Idempotent: does nothing when the libraries are already there.
set -euo pipefail
dest="${DIALECTIC_RUNNER_LIBS:-${XDG_CACHE_HOME:-$HOME/.cache}/dialectic/runner-libs}"
lib="$dest/19/usr/lib/llvm-19/lib"
if compgen -G "$lib/libmlir_c_runner_utils.so*" >/dev/null && compgen -G "$lib/libmlir_runner_utils.so*" >/dev/null; then
  echo "runner libs for 19 already in $lib"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# apt-get download needs the package lists; update once when they do not know the package.
if ! (cd "$work" && apt-get download -q libmlir-19 >/dev/null 2>&1); then
  apt-get update -qq
  (cd "$work" && apt-get download -q libmlir-19 >/dev/null)
fi
deb="$(ls "$work"/libmlir-19_*.deb)"
mkdir -p "$dest"
rm -rf "$dest/19.partial"
dpkg -x "$deb" "$dest/19.partial"
rm -rf "$dest/19"
mv "$dest/19.partial" "$dest/19"
echo "runner libs for 19 unpacked to $lib"
