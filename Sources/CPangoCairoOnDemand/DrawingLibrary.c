// Loads libpangocairo (with Pango, pangoft2, cairo and fontconfig, which it
// needs) once, and finds each forwarded function in it.
#include "DrawingLibrary.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// The same soname on Debian 12, 13 and sid.
static const char library_name[] = "libpangocairo-1.0.so.0";
static void *library;
static pthread_once_t library_once = PTHREAD_ONCE_INIT;

static void load_library(void) {
    // Never unloaded: Pango registers GObject types, which cannot be.
    library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
}

static void *loaded_library(void) {
    pthread_once(&library_once, load_library);
    if (!library) {
        fprintf(stderr, "larder: cannot load the drawing libraries (%s): install libpangocairo-1.0-0\n", dlerror());
        exit(1);
    }
    return library;
}

void *larder_drawing_function(int index) {
    void **slot = &larder_drawing_functions[index];
    void *function = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (function) return function;
    // Two threads may both look a function up: they find the same address.
    function = dlsym(loaded_library(), larder_drawing_function_names[index]);
    if (!function) {
        fprintf(stderr, "larder: the drawing libraries have no %s: install a newer libpangocairo-1.0-0\n",
                larder_drawing_function_names[index]);
        exit(1);
    }
    __atomic_store_n(slot, function, __ATOMIC_RELEASE);
    return function;
}
