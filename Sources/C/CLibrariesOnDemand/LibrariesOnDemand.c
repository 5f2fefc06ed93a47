// Loads each on-demand library once, and finds each forwarded function in it
// (dlsym on a library's handle also searches the libraries it depends on).
#include "LibrariesOnDemand.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <libxml/xmlversion.h>

// libxml2 2.14 changed its ABI and soname (Debian sid); the headers built
// against say which one this build needs.
#if LIBXML_VERSION >= 21400
#define LIBXML2_SONAME "libxml2.so.16"
#else
#define LIBXML2_SONAME "libxml2.so.2"
#endif

struct on_demand_library {
    /// The same soname on Debian 12, 13 and sid, but for libxml2's.
    const char *soname;
    /// What it is, for the message when it is missing.
    const char *project;
    const char *const *names;
    void **functions;
    void *handle;
};

static struct on_demand_library libraries[LARDER_LIBRARY_COUNT] = {
    [LARDER_LIBRARY_DRAWING] = {"libpangocairo-1.0.so.0", "cairo and Pango",
        larder_drawing_function_names, larder_drawing_functions, NULL},
    [LARDER_LIBRARY_GLIB] = {"libgio-2.0.so.0", "GLib",
        larder_glib_function_names, larder_glib_functions, NULL},
    [LARDER_LIBRARY_GDK_PIXBUF] = {"libgdk_pixbuf-2.0.so.0", "gdk-pixbuf",
        larder_gdk_pixbuf_function_names, larder_gdk_pixbuf_functions, NULL},
    [LARDER_LIBRARY_TURBOJPEG] = {"libturbojpeg.so.0", "libjpeg-turbo",
        larder_turbojpeg_function_names, larder_turbojpeg_functions, NULL},
    [LARDER_LIBRARY_LIBXML2] = {LIBXML2_SONAME, "libxml2",
        larder_libxml2_function_names, larder_libxml2_functions, NULL},
    [LARDER_LIBRARY_SOUP] = {"libsoup-3.0.so.0", "libsoup",
        larder_soup_function_names, larder_soup_functions, NULL},
};

static void *loaded(struct on_demand_library *library) {
    void *handle = __atomic_load_n(&library->handle, __ATOMIC_ACQUIRE);
    if (handle) return handle;
    // Two threads may both load it: dlopen gives both the same handle. Never
    // unloaded: GLib, GObject and Pango register types, which cannot be.
    handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        fprintf(stderr, "larder: cannot load %s (%s): install %s\n", library->soname, dlerror(), library->project);
        exit(1);
    }
    __atomic_store_n(&library->handle, handle, __ATOMIC_RELEASE);
    return handle;
}

void *larder_library_function(enum larder_library which, int index) {
    struct on_demand_library *library = &libraries[which];
    void **slot = &library->functions[index];
    void *function = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (function) return function;
    // Two threads may both look a function up: they find the same address.
    function = dlsym(loaded(library), library->names[index]);
    if (!function) {
        fprintf(stderr, "larder: %s has no %s: install a newer %s\n", library->soname, library->names[index], library->project);
        exit(1);
    }
    __atomic_store_n(slot, function, __ATOMIC_RELEASE);
    return function;
}
