// EvinceDocument, Evince's document library (Debian: libevince-dev): what a
// backend for a new document type subclasses and implements.
#include <evince-document.h>
