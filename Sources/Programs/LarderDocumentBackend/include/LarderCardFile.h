// What Larder's two document backends (Evince's and Papers') share that is
// neither library's API: a card laid out as pages by the Swift side
// (Sources/Programs/LarderCardDocument), with its file's modification time.
// Every string, array, date, region and surface returned belongs to the caller.
#pragma once
#include <cairo.h>
#include <glib.h>

// Implemented in Swift: see Sources/Programs/LarderCardDocument/CardPagesInterface.swift.
typedef struct LarderCardPages LarderCardPages;
LarderCardPages *larder_card_pages_open (const char *path);
void larder_card_pages_close (LarderCardPages *pages);
int larder_card_pages_count (LarderCardPages *pages);
void larder_card_pages_size (LarderCardPages *pages, double *width, double *height);
cairo_surface_t *larder_card_pages_render (LarderCardPages *pages, int index, int width, int height, int rotation);
void larder_card_pages_draw (LarderCardPages *pages, int index, cairo_t *cairo);
char *larder_card_pages_title (LarderCardPages *pages);
char *larder_card_pages_created (LarderCardPages *pages);
char *larder_card_pages_modified (LarderCardPages *pages);
char *larder_card_pages_text (LarderCardPages *pages, int index);
int larder_card_pages_text_boxes (LarderCardPages *pages, int index, double **boxes);
int larder_card_pages_find (LarderCardPages *pages, int index, const char *needle, int case_sensitive, double **boxes);
// Selecting with the mouse from (points[0], points[1]) to (points[2], points[3]),
// in points, by `style`: 0 characters, 1 whole words, 2 whole lines.
char *larder_card_pages_selected_text (LarderCardPages *pages, int index, const double *points, int style);
cairo_region_t *larder_card_pages_selection_region (LarderCardPages *pages, int index, double scale, const double *points, int style);
void larder_card_pages_render_selection (LarderCardPages *pages, int index, int width, int height, const double *points, int style,
                                         const double *text_rgba, const double *base_rgba, cairo_surface_t **surface);

// A card file as a backend holds it: NULL pages until loaded.
typedef struct {
	LarderCardPages *pages;
	GDateTime *file_modified;  // NULL until loaded, or when the file has none
} LarderCardFile;

// Lays out the card at `path`, replacing what `file` held. Never fails: a
// card that cannot be read becomes one page saying why.
void larder_card_file_load (LarderCardFile *file, const char *path);
// Releases what `file` holds.
void larder_card_file_clear (LarderCardFile *file);
// The page size in points; A4 before a card is loaded.
void larder_card_file_page_size (LarderCardFile *file, double *width, double *height);
// When the recipe was created or last changed (as written on the card),
// else the file's modification time; NULL when neither is known.
GDateTime *larder_card_file_created (LarderCardFile *file);
GDateTime *larder_card_file_modified (LarderCardFile *file);
// How many pages; 0 before a card is loaded.
int larder_card_file_count (LarderCardFile *file);
// Page `index` as a new image of `width` × `height` pixels turned by
// `rotation` degrees; NULL before a card is loaded.
cairo_surface_t *larder_card_file_render (LarderCardFile *file, int index, int width, int height, int rotation);
// Draws page `index` on `cairo`, in points (printing); nothing before a card is loaded.
void larder_card_file_draw (LarderCardFile *file, int index, cairo_t *cairo);
// Page `index`'s text, one line per drawn line ("" before a card is loaded).
char *larder_card_file_text (LarderCardFile *file, int index);
// One box per character of that text: `*boxes` gets x1, y1, x2, y2 (points)
// for each, and `*count` their number, which is what both libraries' text
// rectangles hold; FALSE when there are none.
gboolean larder_card_file_text_boxes (LarderCardFile *file, int index, double **boxes, guint *count);
// Where page `index` has text, in points: the viewer's selectable area.
cairo_region_t *larder_card_file_text_mapping (LarderCardFile *file, int index);
// Makes one of a library's match rectangles: four doubles x1 y1 x2 y2 first.
typedef double *(*LarderNewRectangle) (void);
// Where `needle` occurs on page `index`, one rectangle per match (made by
// `new_rectangle`, in points), in reading order; letters compared lower-cased
// unless `case_sensitive`.
GList *larder_card_file_find (LarderCardFile *file, int index, const char *needle, gboolean case_sensitive, LarderNewRectangle new_rectangle);
// Mouse selection on page `index`, from (points[0], points[1]) to (points[2],
// points[3]) in points, by `style` (0 characters, 1 words, 2 lines, as both
// libraries number them): its text; where it is, in pixels at `scale`; and
// drawn into `*surface` (made when NULL) at `width` × `height` pixels, its
// boxes in `base_rgba`, the ink inside them in `text_rgba`.
char *larder_card_file_selected_text (LarderCardFile *file, int index, const double *points, int style);
cairo_region_t *larder_card_file_selection_region (LarderCardFile *file, int index, double scale, const double *points, int style);
void larder_card_file_render_selection (LarderCardFile *file, int index, int width, int height, const double *points, int style,
                                        const double *text_rgba, const double *base_rgba, cairo_surface_t **surface);
