// PapersDocument, Papers' document library (Debian: libpapers-dev, from
// GNOME 49): what a backend for a new document type subclasses and
// implements. Papers asks its backends to say they know its API may change.
#if __has_include(<papers-document.h>)
#define I_KNOW_THE_PAPERS_LIBS_ARE_UNSTABLE_AND_HAVE_TALKED_WITH_THE_AUTHORS
#include <papers-document.h>
#endif
