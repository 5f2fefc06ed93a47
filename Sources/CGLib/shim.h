// GLib, GObject and GIO, from Debian's libglib2.0-dev: the one C module every
// Larder target that talks to GLib imports (the other C modules build on it).
#include <glib.h>
#include <glib-object.h>
#include <gio/gio.h>
// g_unix_signal_add: SIGTERM and SIGINT as main-loop sources.
#include <glib-unix.h>
