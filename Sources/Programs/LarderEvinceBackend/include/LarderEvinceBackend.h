// Larder's Evince backend: application/x-larder-recipe as a document of pages.
#pragma once
#include <glib-object.h>

// EvinceDocument's entry point, called when it loads the module: registers
// the document type in `module` and returns it.
GType register_evince_backend (GTypeModule *module);
