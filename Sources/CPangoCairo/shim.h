// cairo (drawing, PNG/PDF/SVG surfaces), Pango (text layout) and fontconfig,
// from Debian's libcairo2-dev and libpango1.0-dev.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
