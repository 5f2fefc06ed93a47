#!/bin/sh
# Thumbnails recipe cards through the file manager's own thumbnail factory,
# with a freshly built larder-thumbnailer, without installing anything.
#
# usage: thumbnail-factory.sh THUMBNAILER [--mime TYPE] SIZE [--mime TYPE] FILE...   (one JSON line per file)
#
# The factory runs thumbnailers under bubblewrap, which shows them only /usr:
# so, in a private mount namespace (unshare; nothing changes outside it), the
# thumbnailer's folder is mounted on /usr/local/src, and larder.thumbnailer in
# $XDG_DATA_HOME/thumbnailers points there. Set XDG_DATA_HOME and
# XDG_CACHE_HOME to throw-away folders: the thumbnails are cached there.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
thumbnailer=$(realpath "$1")
shift
if [ "${LARDER_FACTORY_NAMESPACE:-}" != 1 ]; then
    command -v bwrap >/dev/null || { echo "bwrap is missing: apt-get install bubblewrap (make check installs it)" >&2; exit 1; }
    command -v unshare >/dev/null || { echo "unshare is missing: apt-get install util-linux" >&2; exit 1; }
    exec unshare --mount --propagation private env LARDER_FACTORY_NAMESPACE=1 "$0" "$thumbnailer" "$@"
fi
: "${XDG_DATA_HOME:?set XDG_DATA_HOME to a throw-away folder}" "${XDG_CACHE_HOME:?set XDG_CACHE_HOME to a throw-away folder}"
mount --bind "$(dirname "$thumbnailer")" /usr/local/src
mkdir -p "$XDG_DATA_HOME/thumbnailers"
sed "s|@THUMBNAILER@|/usr/local/src/$(basename "$thumbnailer")|" "$here/../../extensions/thumbnailer/larder.thumbnailer.in" \
    > "$XDG_DATA_HOME/thumbnailers/larder.thumbnailer"
exec /usr/bin/python3 "$here/thumbnail-factory.py" "$@"
