#!/usr/bin/python3
"""Thumbnails recipe cards through gnome-desktop's DesktopThumbnailFactory,
the code the file manager (Nautilus) uses, inside its real bubblewrap sandbox.

usage: thumbnail-factory.py [--mime TYPE] SIZE [--mime TYPE] FILE...   (run by thumbnail-factory.sh)

TYPE defaults to the recipe card type and holds for the files after it; the
benchmark also thumbnails JPEGs, alternating them with cards in one run.

For each card: generate the thumbnail, save it in the thumbnail cache as the
file manager does, or record the factory's failure entry when it fails.
Prints one JSON object per card: the outcome, the time, and a few pixel facts
(distinct colours, how much of the upper part is the typographic card's paper).
The time comes twice: "seconds" is the wall time the caller waits, which a
busy machine inflates; "cpuSeconds" is the processor time (user + system) of
the sandbox and the thumbnailer in it plus that of this process while the
factory runs them and loads the output, which other work does not inflate.
"""
import ctypes
import json
import os
import resource
import sys
import time

import gi

gi.require_version("GnomeDesktop", "3.0")
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf, GLib, Gio, GnomeDesktop  # noqa: E402

MIME = "application/x-larder-recipe"
SIZES = {
    "128": GnomeDesktop.DesktopThumbnailSize.NORMAL,
    "256": GnomeDesktop.DesktopThumbnailSize.LARGE,
    "512": GnomeDesktop.DesktopThumbnailSize.XLARGE,
    "1024": GnomeDesktop.DesktopThumbnailSize.XXLARGE,
}
PAPER = (251, 246, 237)  # LarderRender's RGBA.paper


def pixel_facts(pixbuf):
    """Distinct colours on a grid, and the share of the upper 60 % that is paper."""
    width, height = pixbuf.get_width(), pixbuf.get_height()
    channels, stride = pixbuf.get_n_channels(), pixbuf.get_rowstride()
    data = pixbuf.get_pixels()
    colours, paper, sampled = set(), 0, 0
    step = max(1, width // 64)
    for y in range(0, height, step):
        for x in range(0, width, step):
            offset = y * stride + x * channels
            rgb = tuple(data[offset:offset + 3])
            colours.add(rgb)
            if y < height * 0.6:
                sampled += 1
                if all(abs(a - b) <= 12 for a, b in zip(rgb, PAPER)):
                    paper += 1
    return len(colours), paper / max(1, sampled)


def become_subreaper():
    """Makes this process adopt its orphaned descendants: bubblewrap's outer
    process exits without reaping the sandbox's, so the thumbnailer's
    processor time would otherwise reach no one."""
    libc = ctypes.CDLL(None, use_errno=True)
    PR_SET_CHILD_SUBREAPER = 36
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")


def is_image_loader(pid):
    """Whether a child is glycin's image loader (gdk-pixbuf 2.44 and later,
    Debian sid, loads the thumbnail through it, in a sandbox of its own), or
    its bubblewrap: it stays to serve further loads, and is never waited for."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return b"/glycin-loaders/" in cmdline.read()
    except OSError:
        return False


def children():
    """This process's living children (the adopted ones included)."""
    own = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == os.getpid():
            own.append(int(entry))
    return own


def reap_descendants():
    """Waits for every descendant left (the sandbox's processes, adopted),
    but for image loaders, which live on."""
    while True:
        waiting = [pid for pid in children() if not is_image_loader(pid)]
        if not waiting:
            return
        for pid in waiting:
            try:
                os.waitpid(pid, 0)
            except ChildProcessError:
                pass


def cpu_seconds():
    """Processor time so far of this process and of its reaped descendants."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main():
    arguments = sys.argv[1:]
    mime = MIME
    if arguments[:1] == ["--mime"]:
        mime, arguments = arguments[1], arguments[2:]
    size = SIZES[arguments[0]]
    factory = GnomeDesktop.DesktopThumbnailFactory.new(size)
    become_subreaper()
    files = iter(arguments[1:])
    for path in files:
        if path == "--mime":
            mime = next(files)
            continue
        uri = Gio.File.new_for_path(path).get_uri()
        mtime = int(os.stat(path).st_mtime)
        result = {"path": path, "mime": mime, "registered": factory.can_thumbnail(uri, mime, mtime)}
        start, cpu_start = time.monotonic(), cpu_seconds()
        try:
            pixbuf = factory.generate_thumbnail(uri, mime)
            result["seconds"] = time.monotonic() - start
            reap_descendants()
            result["cpuSeconds"] = cpu_seconds() - cpu_start
            factory.save_thumbnail(pixbuf, uri, mtime)
            colours, paper = pixel_facts(pixbuf)
            result.update(ok=True, width=pixbuf.get_width(), height=pixbuf.get_height(), colours=colours,
                          paper=paper, cached=GnomeDesktop.desktop_thumbnail_path_for_uri(uri, size))
        except GLib.Error as error:
            result["seconds"] = time.monotonic() - start
            reap_descendants()
            result["cpuSeconds"] = cpu_seconds() - cpu_start
            factory.create_failed_thumbnail(uri, mtime)
            result.update(ok=False, error=error.message, failedEntry=factory.has_valid_failed_thumbnail(uri, mtime))
        print(json.dumps(result, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
