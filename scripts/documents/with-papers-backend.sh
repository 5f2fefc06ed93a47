#!/bin/sh
# Runs COMMAND with a freshly built Papers backend as Papers' only backend,
# as if installed, without installing anything.
#
# usage: with-papers-backend.sh BACKEND COMMAND [ARGUMENT...]
#
# PapersDocument reads its backends from the folder PPS_BACKENDS_DIR names,
# when set, instead of its own: a folder holding this backend alone, so an
# installed Larder backend (make install) stays unseen. PapersDocument chooses
# a backend by MIME type: give COMMAND a MIME database that knows the card
# type (data/mime/larder.xml).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
backend=$(realpath "$1")
shift
pkg-config --exists papers-document-4.0 || { echo "PapersDocument is missing: apt-get install libpapers-dev gir1.2-papers-4.0 (Debian sid; make check installs them there)" >&2; exit 1; }
staged=$(mktemp -d /tmp/larder-papers-backends-XXXXXX)
trap 'rm -rf "$staged"' EXIT
cp "$backend" "$staged/liblarder-papers-document.so"
cp "$here/../../extensions/papers/larder-papers-document.papers-backend" "$staged/"
PPS_BACKENDS_DIR=$staged "$@"
