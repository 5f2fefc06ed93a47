#!/bin/bash
# A real GNOME Shell, headless, in a private session under DIR, with Files (nautilus) and Sushi
# (the space-bar previewer), to see how a file previews as a user sees it.
# Debian 12 (GNOME 43), Debian 13 (GNOME 48) and sid (GNOME 49+); as root; no GPU, no logind.
#   gnome-preview.sh DIR start                 install what is missing; start the buses and the shell
#   gnome-preview.sh DIR preview FILE OUT.png  show FILE's folder in Files, preview FILE with Sushi,
#                                              wait until drawn, save a screenshot, print the title
#   gnome-preview.sh DIR open PROGRAM FILE OUT.png   open FILE with PROGRAM (papers, evince...) in the
#                                              session, wait until drawn, save a screenshot, print the title
#   gnome-preview.sh DIR windows               the shell's windows: wm_class <TAB> title
#   gnome-preview.sh DIR eval JS               run JavaScript in the shell (org.gnome.Shell.Eval)
#   gnome-preview.sh DIR stop                  end everything start started (by PID, never by name)
# The shell answers Eval and Screenshot only in unsafe mode: a test-only extension, written
# into DIR, turns it on (legacy `imports` style before GNOME 45, an ES module from 45 on).
# GNOME_PREVIEW_DATA_DIRS, if set, is the session's XDG_DATA_DIRS (default /usr/local/share:/usr/share):
# a test gives its own MIME database and leaves out /usr/local/share, where make install puts
# Larder's thumbnailer and search provider. GNOME_PREVIEW_DRAWN_WHEN, if set, is a command that
# must also succeed on the screenshot (its path appended) before the preview counts as drawn: on
# a busy machine a page can sit blank for seconds while it renders. Files refuses to run as root
# from GNOME 51 on: there the preview is taken without it.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 DIR start|preview FILE OUT.png|open PROGRAM FILE OUT.png|windows|eval JS|stop" >&2; exit 64; }
dir=$(realpath -m "$1"); cmd=$2; shift 2
uuid=unsafe-mode@larder.test
die() { echo "gnome-preview: $*" >&2; exit 1; }

env_() {
  export HOME=$dir/home XDG_RUNTIME_DIR=$dir/run XDG_DATA_DIRS=${GNOME_PREVIEW_DATA_DIRS:-/usr/local/share:/usr/share}
  export XDG_CONFIG_HOME=$dir/home/.config XDG_CACHE_HOME=$dir/home/.cache
  export XDG_SESSION_TYPE=wayland XDG_CURRENT_DESKTOP=GNOME LANG=${LANG:-C.UTF-8}
  export DBUS_SYSTEM_BUS_ADDRESS=unix:path=$dir/run/system_bus_socket NO_AT_BRIDGE=1
  # Never the caller's own desktop session: only the bus that start made.
  unset DISPLAY WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS
  if [ -f "$dir/bus.addr" ]; then export DBUS_SESSION_BUS_ADDRESS=$(cat "$dir/bus.addr"); fi
}

# Runs JS in the shell and prints the result (a string as is, anything else as JSON).
# gjs comes with gnome-shell; it unpacks the reply that gdbus would print GVariant-quoted.
shell_eval() {
  gjs -c '
    const {Gio, GLib} = imports.gi;
    const reply = Gio.DBus.session.call_sync("org.gnome.Shell", "/org/gnome/Shell", "org.gnome.Shell",
        "Eval", new GLib.Variant("(s)", [ARGV[0]]), null, Gio.DBusCallFlags.NONE, 10000, null);
    const [ok, out] = reply.deepUnpack();
    if (!ok) { printerr("Eval failed: " + out); imports.system.exit(1); }
    const value = out === "" ? "" : JSON.parse(out);
    print(typeof value === "string" ? value : JSON.stringify(value));' "$1"
}

# Whether two PNGs hold the same pixels (the files differ anyway: the shell stamps the time in).
same_pixels() {
  gjs -c '
    imports.gi.versions.GdkPixbuf = "2.0";
    const {GdkPixbuf} = imports.gi;
    const [a, b] = ARGV.map(f => GdkPixbuf.Pixbuf.new_from_file(f).read_pixel_bytes());
    imports.system.exit(a.compare(b) === 0 ? 0 : 1);' "$1" "$2"
}

# JS for the shell's windows, as an array (GNOME 43 to 49+).
all_windows_js='(global.display.list_all_windows ? global.display.list_all_windows()
    : global.get_window_actors().map(a => a.meta_window))'

# JS listing the windows as "wm_class<TAB>title" lines.
windows_js="$all_windows_js"'.map(w => `${w.get_wm_class()}\t${w.get_title()}`).join("\n")'

# Sushi's wm_class (org.gnome.NautilusPreviewer; older builds: sushi), as an extended regex.
sushi_class='NautilusPreviewer|sushi'

# The first of the shell's windows whose wm_class matches $1 (an extended regex), as
# "wm_class<TAB>title"; nothing when there is none.
window_of() { shell_eval "$windows_js" 2>/dev/null | grep -i -m1 -E "^[^	]*($1)" || true; }

# JS giving the focused window's wm_class (empty when none has the focus).
focus_js='global.display.focus_window ? global.display.focus_window.get_wm_class() : ""'

# JS raising and focusing the windows whose wm_class matches $1, as a parent window would. Files
# passes its own window to Sushi, which then stays above it; a script has none to pass, and the
# shell's focus-stealing prevention can leave Sushi's window under Files' when Files' window was
# the last one used.
raise_js() { echo "$all_windows_js"'.filter(w => /'"$1"'/i.test(w.get_wm_class() || ""))
  .forEach(w => w.activate(global.get_current_time())); ""'; }

# The shell's major version: 43, 48, 49...
shell_major() { gnome-shell --version | sed -nE 's/^GNOME Shell ([0-9]+).*/\1/p'; }

# Writes the unsafe-mode extension in the style this shell loads.
write_extension() {
  local ext=$dir/home/.local/share/gnome-shell/extensions/$uuid major=$1
  mkdir -p "$ext"
  cat >"$ext/metadata.json" <<JSON
{"uuid": "$uuid", "name": "Unsafe mode for tests",
 "description": "Lets org.gnome.Shell.Eval and org.gnome.Shell.Screenshot answer in a test session",
 "shell-version": ["43", "44", "45", "46", "47", "48", "49", "50", "51", "52", "$major"]}
JSON
  if [ "$major" -ge 45 ]; then
    cat >"$ext/extension.js" <<'JS'
// GNOME 45+: extensions are ES modules.
import {Extension} from 'resource:///org/gnome/shell/extensions/extension.js';
export default class UnsafeMode extends Extension {
    enable() { global.context.unsafe_mode = true; }
    disable() { }
}
JS
  else
    cat >"$ext/extension.js" <<'JS'
// GNOME 43-44: legacy imports style.
function init() {
    return { enable() { global.context.unsafe_mode = true; }, disable() { } };
}
JS
  fi
}

# Installs the Debian packages that are missing (the names are the same in 12, 13 and sid).
install_packages() {
  local p missing=
  for p in gnome-shell mutter gnome-sushi nautilus gjs dbus libglib2.0-bin adwaita-icon-theme \
           fonts-dejavu-core fonts-cantarell libgl1-mesa-dri; do
    # A Sushi built from source (Sushi 51, not in Debian yet) is never replaced by the package.
    [ "$p" = gnome-sushi ] && [ -x /usr/libexec/org.gnome.NautilusPreviewer ] && continue
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing="$missing $p"
  done
  [ -z "$missing" ] && return
  echo "gnome-preview: installing$missing" >&2
  apt-get update -q >"$dir/apt.log" 2>&1 || { tail -n 20 "$dir/apt.log" >&2; die "apt-get update failed"; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing >>"$dir/apt.log" 2>&1 \
    || { tail -n 20 "$dir/apt.log" >&2; die "apt-get install failed (log: $dir/apt.log)"; }
}

# The session id of a process (field 6 of /proc/PID/stat; the name in field 2 may hold spaces).
session_of() { local s; s=$(cat "/proc/$1/stat" 2>/dev/null) || return 1; s=${s##*) }; set -- $s; echo "$4"; }

# Every process in the sessions that start and open made: both buses, the shell and each program
# opened lead their own session, and whatever they spawn (Files, Sushi, portals...) stays in it.
our_pids() {
  local leaders=" " f p
  for f in "$dir"/system-bus.pid "$dir"/bus.pid "$dir"/shell.pid "$dir"/open-*.pid; do [ -f "$f" ] && leaders="$leaders$(cat "$f") "; done
  for p in /proc/[0-9]*; do
    p=${p#/proc/}
    case $leaders in *" $(session_of "$p" || echo x) "*) echo "$p" ;; esac
  done
}

stop_all() {
  local pids i
  pids=$(our_pids)
  [ -n "$pids" ] && kill $pids 2>/dev/null
  for i in $(seq 20); do pids=$(our_pids); [ -z "$pids" ] && break; sleep 0.25; done
  [ -n "$pids" ] && kill -9 $pids 2>/dev/null
  rm -f "$dir"/system-bus.pid "$dir"/bus.pid "$dir"/shell.pid "$dir"/open-*.pid "$dir"/bus.addr
}

# Waits until the window whose wm_class matches $1 (named $2 in messages) is drawn, saves a
# screenshot to $3, and sets title to its title.
shoot_when_drawn() {
  local class=$1 name=$2 out=$3
  # Drawn = the window is there and has the focus, the overview is closed, two screenshots a
  # second apart are the same (a spinner or a resize keeps them different) and
  # GNOME_PREVIEW_DRAWN_WHEN, if given, accepts it; 60 s at most.
  prev=$dir/.shot-prev.png; cur=$dir/.shot-cur.png; title=; drawn=; why=
  for _ in $(seq 60); do
    sleep 1
    line=$(window_of "$class")
    [ -n "$line" ] || continue
    title=${line#*$'\t'}
    # The shell can open its overview again after start hid it (its start-up animation ends late
    # on a busy machine): a desktop user would be looking at the windows.
    why=
    if [ "$(shell_eval 'Main.overview.visible' 2>/dev/null)" != false ]; then
      why="the overview was open"; shell_eval 'Main.overview.hide()' >/dev/null 2>&1 || true
    elif ! shell_eval "$focus_js" 2>/dev/null | grep -q -i -E "$class"; then
      why="$name's window did not have the focus"; shell_eval "$(raise_js "$class")" >/dev/null 2>&1 || true
    fi
    gdbus call --session --dest org.gnome.Shell.Screenshot --object-path /org/gnome/Shell/Screenshot \
      --method org.gnome.Shell.Screenshot.Screenshot false false "$cur" >/dev/null || die "Screenshot failed"
    if [ -z "$why" ] && [ -f "$prev" ] && same_pixels "$prev" "$cur" \
       && { [ -z "${GNOME_PREVIEW_DRAWN_WHEN:-}" ] || sh -c "$GNOME_PREVIEW_DRAWN_WHEN \"\$1\"" sh "$cur" >/dev/null; }; then
      drawn=1; break
    fi
    why=${why:-"the screen was still changing${GNOME_PREVIEW_DRAWN_WHEN:+ or GNOME_PREVIEW_DRAWN_WHEN did not accept it}"}
    mv "$cur" "$prev"
  done
  [ -n "$title" ] || { shell_eval "$windows_js" >&2 || true; die "no $name window appeared (windows above)"; }
  mkdir -p "$(dirname "$out")"; mv "$cur" "$out" 2>/dev/null || mv "$prev" "$out"; rm -f "$prev" "$cur"
  [ -n "$drawn" ] || echo "gnome-preview: after 60 s $why; saved the last screenshot" >&2
  echo "screenshot: $out" >&2
}

case $cmd in
start)
  [ "$(id -u)" = 0 ] || die "run as root (it installs packages)"
  [ -f "$dir/shell.pid" ] && kill -0 "$(cat "$dir/shell.pid")" 2>/dev/null && die "already running in $dir"
  mkdir -p "$dir/run" "$dir/home"; chmod 700 "$dir/run"
  install_packages
  major=$(shell_major); [ -n "$major" ] || die "cannot read gnome-shell --version"
  write_extension "$major"
  env_
  # gnome-shell aborts at start-up without a system bus (logind, accounts): a private one.
  cat >"$dir/system-bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig><type>system</type><listen>unix:path=$dir/run/system_bus_socket</listen><auth>EXTERNAL</auth>
<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/><allow user="*"/></policy></busconfig>
CONF
  # dbus-daemon --fork calls setsid: its PID is also its session id.
  dbus-daemon --config-file="$dir/system-bus.conf" --fork --print-pid=4 4>"$dir/system-bus.pid"
  dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$dir/bus.addr" 4>"$dir/bus.pid"
  env_
  gsettings set org.gnome.shell enabled-extensions "['$uuid']"
  gsettings set org.gnome.shell disable-extension-version-validation true
  gsettings set org.gnome.shell welcome-dialog-last-shown-version '999'
  # No banners: the shell tells root 'Logged in as a privileged user', over the preview.
  gsettings set org.gnome.desktop.notifications show-banners false
  # The options this shell has (--wayland and --no-x11 are gone or implied in newer ones).
  help=$(gnome-shell --help-all 2>&1 || true); opts="--headless --virtual-monitor 1280x800"
  for o in --wayland --no-x11; do grep -q -- " $o " <<<"$help" && opts="$opts $o"; done
  # In a session of its own (setsid), so that stop finds all it spawns; sh writes the real PID.
  setsid sh -c 'echo $$ >"$1/shell.pid"; shift; exec "$@"' sh "$dir" gnome-shell $opts >"$dir/shell.log" 2>&1 </dev/null &
  up=
  for _ in $(seq 240); do
    sleep 0.5
    [ -f "$dir/shell.pid" ] && ! kill -0 "$(cat "$dir/shell.pid")" 2>/dev/null && break
    shell_eval 1 >/dev/null 2>&1 && { up=1; break; }
  done
  if [ -z "$up" ]; then
    echo "gnome-preview: gnome-shell $major ($opts) did not start or Eval does not answer; last lines of $dir/shell.log:" >&2
    tail -n 25 "$dir/shell.log" >&2
    stop_all; exit 1
  fi
  # What a logged-in session passes to D-Bus-activated programs (Files, Sushi).
  display=$(ls "$dir/run" | grep -m1 -E '^wayland-[0-9]+$' || echo wayland-0)
  echo "$display" >"$dir/wayland-display"
  dbus-update-activation-environment WAYLAND_DISPLAY="$display" XDG_SESSION_TYPE=wayland XDG_CURRENT_DESKTOP=GNOME
  # The shell opens on the overview; a desktop user would be looking at windows.
  shell_eval 'Main.overview.hide()' >/dev/null 2>&1 || true
  echo "gnome-shell $major running under $dir (log: $dir/shell.log, display $display)" ;;
preview)
  [ $# = 2 ] || die "usage: $0 DIR preview FILE OUT.png"
  file=$(realpath -e "$1") || die "no file $1"; out=$(realpath -m "$2")
  env_; shell_eval 1 >/dev/null 2>&1 || die "the shell does not answer: run '$0 $dir start' first"
  uri=$(gjs -c 'print(imports.gi.Gio.File.new_for_path(ARGV[0]).get_uri())' "$file")
  folder=$(gjs -c 'print(imports.gi.Gio.File.new_for_path(ARGV[0]).get_parent().get_uri())' "$file")
  # Files shows the file's folder (D-Bus activation starts it in the session, as on a desktop).
  # The preview is asked for once Files' window is there, as a user presses the space bar in it:
  # on a busy machine Files can map its window seconds after the call, and over Sushi's.
  if gdbus call --session --dest org.gnome.Nautilus --object-path /org/gnome/Nautilus \
    --method org.freedesktop.Application.Open "['${folder//\'/\\\'}']" '@a{sv} {}' >/dev/null; then
    for _ in $(seq 120); do
      shell_eval "$windows_js" 2>/dev/null | grep -q -E '^org\.gnome\.Nautilus	' && break
      # Files 51 answers the call as root, then quits without a window.
      gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
        --method org.freedesktop.DBus.NameHasOwner org.gnome.Nautilus 2>/dev/null | grep -q true || break
      sleep 0.5
    done
  else
    echo "gnome-preview: Files (org.gnome.Nautilus) did not open $folder; previewing without it" >&2
  fi
  # A Sushi window left from an earlier preview is closed first, so that its stable picture
  # is not taken for the new one.
  if [ -n "$(window_of "$sushi_class")" ]; then
    gdbus call --session --dest org.gnome.NautilusPreviewer --object-path /org/gnome/NautilusPreviewer \
      --method org.gnome.NautilusPreviewer2.Close >/dev/null 2>&1 || true
    for _ in $(seq 20); do [ -z "$(window_of "$sushi_class")" ] && break; sleep 0.5; done
  fi
  # Sushi, on the bus name org.gnome.NautilusPreviewer: org.gnome.NautilusPreviewer2.ShowFile
  # (s uri, s windowHandle, b closeIfAlreadyShown) up to 46; sushi 50 adds (s activationToken).
  # An empty handle means no parent window, an empty token none. Introspection tells which.
  args=("$uri" '' false)
  gdbus introspect --session --dest org.gnome.NautilusPreviewer --object-path /org/gnome/NautilusPreviewer \
    | grep -q 'in  s activationToken' && args+=('')
  gdbus call --session --dest org.gnome.NautilusPreviewer --object-path /org/gnome/NautilusPreviewer \
    --method org.gnome.NautilusPreviewer2.ShowFile "${args[@]}" >/dev/null \
    || die "Sushi (org.gnome.NautilusPreviewer2.ShowFile) refused $uri"
  shoot_when_drawn "$sushi_class" Sushi "$out"
  echo "$title" ;;
open)
  [ $# = 3 ] || die "usage: $0 DIR open PROGRAM FILE OUT.png"
  program=$1; file=$(realpath -e "$2") || die "no file $2"; out=$(realpath -m "$3")
  env_; shell_eval 1 >/dev/null 2>&1 || die "the shell does not answer: run '$0 $dir start' first"
  command -v "$program" >/dev/null || die "$program is not installed"
  # On the session's display and bus, in a session of its own that stop ends (its PID file).
  WAYLAND_DISPLAY=$(cat "$dir/wayland-display") setsid sh -c 'echo $$ >"$1"; shift; exec "$@"' sh "$dir/open-$program.pid" \
    "$program" "$file" >"$dir/$program.log" 2>&1 </dev/null &
  shoot_when_drawn "$program" "$program" "$out"
  echo "$title" ;;
windows) env_; shell_eval "$windows_js" ;;
eval) env_; shell_eval "$1" ;;
stop) stop_all; echo "stopped the session under $dir" ;;
*) die "unknown command $cmd (start|preview FILE OUT.png|open PROGRAM FILE OUT.png|windows|eval JS|stop)" ;;
esac
