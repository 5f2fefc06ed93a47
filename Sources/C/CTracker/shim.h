// libtracker-sparql (TrackerResource, SPARQL over D-Bus): Debian 12's
// libtracker-sparql-3.0-dev, or Debian 13's libtinysparql-dev, which keeps the
// same header, API and pkg-config name. GLib itself comes from CGLib.
#include <libtracker-sparql/tracker-sparql.h>

// libtracker-extract installs no headers. These three functions are exported
// by the extractor process (tracker-extract-3 or localsearch-extractor-3),
// which has them loaded when it loads our module; the module leaves them
// undefined. Signatures: src/libtracker-extract/tracker-extract-info.h,
// unchanged from tracker-miners 3.4 to localsearch 3.8. The calls that differ
// between versions are looked up at run time (see LarderTrackerExtract).
typedef struct _TrackerExtractInfo TrackerExtractInfo;
GFile *tracker_extract_info_get_file(TrackerExtractInfo *info);
const gchar *tracker_extract_info_get_mimetype(TrackerExtractInfo *info);
void tracker_extract_info_set_resource(TrackerExtractInfo *info, TrackerResource *resource);
