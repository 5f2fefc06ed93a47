#!/bin/sh
# Opens recipe cards through EvinceDocument with a freshly built Evince
# backend, as if it were installed, without installing anything.
#
# usage: evince-document.sh BACKEND OUTDIR [--photo IMAGE] CARD...   (one JSON line per card)
#
# EvinceDocument loads backends from one compiled-in folder only. So, in a
# private mount namespace (unshare; nothing changes outside it), a folder
# holding this backend alone is mounted over it (any installed Larder
# backend, from make install, stays unseen). Set
# XDG_DATA_HOME to a folder whose mime/ database knows the card type
# (data/mime/larder.xml): EvinceDocument chooses the backend by MIME type.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
backend=$(realpath "$1")
shift
backends=$(pkg-config --variable=backenddir evince-document-3.0) || { echo "EvinceDocument is missing: apt-get install libevince-dev (make check installs it)" >&2; exit 1; }
if [ "${LARDER_EVINCE_NAMESPACE:-}" != 1 ]; then
    command -v unshare >/dev/null || { echo "unshare is missing: apt-get install util-linux" >&2; exit 1; }
    exec unshare --mount --propagation private env LARDER_EVINCE_NAMESPACE=1 "$0" "$backend" "$@"
fi
staged=$(mktemp -d /tmp/larder-evince-backends-XXXXXX)
trap 'rm -rf "$staged"' EXIT
cp "$backend" "$staged/liblarder-evince-document.so"
cp "$here/../extensions/evince/larder-evince-document.evince-backend" "$staged/"
mount --bind "$staged" "$backends"
/usr/bin/python3 "$here/evince-document.py" "$@"
