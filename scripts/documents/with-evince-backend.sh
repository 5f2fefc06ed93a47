#!/bin/sh
# Runs COMMAND with a freshly built Evince backend in EvinceDocument's
# backends folder, as if installed, without installing anything.
#
# usage: with-evince-backend.sh BACKEND COMMAND [ARGUMENT...]
#
# EvinceDocument loads backends from one compiled-in folder only. So, in a
# private mount namespace (unshare; nothing changes outside it), a folder
# holding this backend alone is mounted over it; every process COMMAND starts
# (a whole GNOME session too) sees it. Any installed Larder backend (make
# install) stays unseen. EvinceDocument chooses a backend by MIME type: give
# COMMAND a MIME database that knows the card type (data/mime/larder.xml).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
backend=$(realpath "$1")
shift
backends=$(pkg-config --variable=backenddir evince-document-3.0) || { echo "EvinceDocument is missing: apt-get install libevince-dev (sid: libevince-gtk3-dev; make check installs it)" >&2; exit 1; }
if [ "${LARDER_EVINCE_NAMESPACE:-}" != 1 ]; then
    command -v unshare >/dev/null || { echo "unshare is missing: apt-get install util-linux" >&2; exit 1; }
    exec unshare --mount --propagation private env LARDER_EVINCE_NAMESPACE=1 "$0" "$backend" "$@"
fi
staged=$(mktemp -d /tmp/larder-evince-backends-XXXXXX)
trap 'rm -rf "$staged"' EXIT
cp "$backend" "$staged/liblarder-evince-document.so"
cp "$here/../../extensions/evince/larder-evince-document.evince-backend" "$staged/"
mount --bind "$staged" "$backends"
"$@"
