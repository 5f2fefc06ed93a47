// Larder's Papers backend: application/x-larder-recipe as a document of pages.
#pragma once
#include <glib-object.h>

// Papers' entry point, looked up when it loads the module and called for
// every document it makes: the document type (registered on the first call).
GType pps_backend_query_type (void);
