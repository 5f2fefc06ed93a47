// cairo (drawing, PNG/PDF/SVG surfaces, its FreeType faces), Pango (text layout),
// fontconfig and a font file's format from FreeType, from Debian's libcairo2-dev
// and libpango1.0-dev.
#include <cairo.h>
#include <cairo-ft.h>
#include <freetype/ftfntfmt.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
