// gdk-pixbuf (image loading, scaling, JPEG encoding), from Debian's libgdk-pixbuf-2.0-dev.
#include <gdk-pixbuf/gdk-pixbuf.h>
