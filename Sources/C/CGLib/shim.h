// GLib, GObject and GIO, from Debian's libglib2.0-dev: the one C module every
// Larder target that talks to GLib imports (the other C modules build on it).
#include <glib.h>
#include <glib-object.h>
#include <gio/gio.h>
// g_unix_signal_add: SIGTERM and SIGINT as main-loop sources.
#include <glib-unix.h>

// GLib 2.86 and later declare their flags enums flag_enum (G_GNUC_FLAG_ENUM),
// which Swift imports as option sets whose members have other names (and no
// zero member); older GLib's as plain constants. These spell each flag Larder
// uses one way for every GLib: Debian 12's 2.74, 13's 2.84 and sid's 2.86+.
static const GConverterFlags LARDER_G_CONVERTER_INPUT_AT_END = G_CONVERTER_INPUT_AT_END;
static const GDBusCallFlags LARDER_G_DBUS_CALL_FLAGS_NONE = G_DBUS_CALL_FLAGS_NONE;
static const GDBusCallFlags LARDER_G_DBUS_CALL_FLAGS_NO_AUTO_START = G_DBUS_CALL_FLAGS_NO_AUTO_START;
static const GDBusConnectionFlags LARDER_G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CLIENT =
    G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION;
static const GDBusSignalFlags LARDER_G_DBUS_SIGNAL_FLAGS_NONE = G_DBUS_SIGNAL_FLAGS_NONE;
static const GFileMonitorFlags LARDER_G_FILE_MONITOR_WATCH_MOVES = G_FILE_MONITOR_WATCH_MOVES;
static const GFileTest LARDER_G_FILE_TEST_EXISTS = G_FILE_TEST_EXISTS;
static const GKeyFileFlags LARDER_G_KEY_FILE_NONE = G_KEY_FILE_NONE;
static const GUriFlags LARDER_G_URI_FLAGS_NONE = G_URI_FLAGS_NONE;
static const GSpawnFlags LARDER_G_SPAWN_OUTPUT_TO_DEV_NULL = G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL;
static const GSubprocessFlags LARDER_G_SUBPROCESS_FLAGS_INPUT_ONLY =
    G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE;
static const GSubprocessFlags LARDER_G_SUBPROCESS_FLAGS_OUTPUT_PIPES = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;
