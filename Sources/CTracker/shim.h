// libtracker-sparql (TrackerResource), from Debian's libtracker-sparql-3.0-dev.
#include <libtracker-sparql/tracker-sparql.h>

// libtracker-extract (tracker-miners 3.4) installs no headers. These three
// functions are exported by libtracker-extract.so, which tracker-extract-3
// has loaded when it loads our module; the module leaves them undefined.
// Signatures: src/libtracker-extract/tracker-extract-info.h in tracker-miners 3.4.
typedef struct _TrackerExtractInfo TrackerExtractInfo;
GFile *tracker_extract_info_get_file(TrackerExtractInfo *info);
const gchar *tracker_extract_info_get_mimetype(TrackerExtractInfo *info);
void tracker_extract_info_set_resource(TrackerExtractInfo *info, TrackerResource *resource);

// g_set_error_literal is a plain function; g_set_error is variadic and not callable from Swift.
