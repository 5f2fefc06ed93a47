// A recipe card as a PapersDocument (Papers, GNOME's Document Viewer from
// GNOME 49): the GObject side only. What the pages hold and how they are drawn
// is Swift's (Sources/Programs/LarderCardDocument, the same renderer as the
// Evince backend and `larder preview`), reached through LarderCardFile.
// Interfaces: text (copy, caret, search results), find (the search bar),
// selection (mouse selection), print.
//
// Threads: Papers has no document lock; each backend locks its own state.
// Papers calls `load` (again on reload), render, find and print on its job
// thread, info, the search results' text and copy on the main thread. One
// mutex, one call at a time: drawing replays cairo recordings, which must not
// be replayed from two threads at once, and under a reader-writer lock
// readers that overlap (three threads drawing a page with a photo) kept a
// reload waiting for good. Each call is short but `load`.
// Ownership: a document owns its card file (cleared in finalize); every
// string, array, region and surface returned belongs to the caller.
#include "LarderPapersBackend.h"
#if __has_include(<papers-document.h>)
#define I_KNOW_THE_PAPERS_LIBS_ARE_UNSTABLE_AND_HAVE_TALKED_WITH_THE_AUTHORS
#include "LarderCardFile.h"
#include <papers-document.h>

#define LARDER_TYPE_PAPERS_CARD_DOCUMENT (larder_papers_card_document_get_type ())
G_DECLARE_FINAL_TYPE (LarderPapersCardDocument, larder_papers_card_document, LARDER, PAPERS_CARD_DOCUMENT, PpsDocument)

struct _LarderPapersCardDocument {
	PpsDocument parent;
	GMutex lock;  // over `card` and `uri`
	LarderCardFile card;
	char *uri;  // where it was loaded from, for Save As
};

static void larder_papers_card_document_text_iface_init (PpsDocumentTextInterface *iface);
static void larder_papers_card_document_find_iface_init (PpsDocumentFindInterface *iface);
static void larder_papers_card_document_selection_iface_init (PpsSelectionInterface *iface);
static void larder_papers_card_document_print_iface_init (PpsDocumentPrintInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (LarderPapersCardDocument, larder_papers_card_document, PPS_TYPE_DOCUMENT,
                               G_IMPLEMENT_INTERFACE (PPS_TYPE_DOCUMENT_TEXT, larder_papers_card_document_text_iface_init)
                               G_IMPLEMENT_INTERFACE (PPS_TYPE_DOCUMENT_FIND, larder_papers_card_document_find_iface_init)
                               G_IMPLEMENT_INTERFACE (PPS_TYPE_SELECTION, larder_papers_card_document_selection_iface_init)
                               G_IMPLEMENT_INTERFACE (PPS_TYPE_DOCUMENT_PRINT, larder_papers_card_document_print_iface_init))

GType
pps_backend_query_type (void)
{
	return LARDER_TYPE_PAPERS_CARD_DOCUMENT;
}

// Holds the document's lock until the end of the block.
#define LOCKED(self) g_autoptr (GMutexLocker) locked G_GNUC_UNUSED = g_mutex_locker_new (&(self)->lock)

// Papers opens documents by URI; a card is read from a local file only.
static gboolean
larder_papers_card_document_load (PpsDocument *document, const char *uri, GError **error)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (document);
	g_autofree char *path = g_filename_from_uri (uri, NULL, NULL);
	if (path == NULL) {
		g_set_error (error, PPS_DOCUMENT_ERROR, PPS_DOCUMENT_ERROR_INVALID, "Larder reads recipe cards from local files only, not %s", uri);
		return FALSE;
	}
	LOCKED (self);
	larder_card_file_load (&self->card, path);
	g_free (self->uri);
	self->uri = g_strdup (uri);
	return TRUE;
}

// Save As: the card file, copied as it is.
static gboolean
larder_papers_card_document_save (PpsDocument *document, const char *uri, GError **error)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (document);
	LOCKED (self);
	if (self->uri == NULL) {
		g_set_error_literal (error, PPS_DOCUMENT_ERROR, PPS_DOCUMENT_ERROR_INVALID, "No recipe card is open");
		return FALSE;
	}
	return pps_xfer_uri_simple (self->uri, uri, error);
}

static int
larder_papers_card_document_get_n_pages (PpsDocument *document)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (document);
	LOCKED (self);
	return larder_card_file_count (&self->card);
}

static void
larder_papers_card_document_get_page_size (PpsDocument *document, PpsPage *page, double *width, double *height)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (document);
	LOCKED (self);
	larder_card_file_page_size (&self->card, width, height);
}

// The page's size in pixels for `rc` (the target size Papers' view sets, else
// points × scale), upright. Called with the lock held.
static void
larder_papers_card_document_scaled_size (LarderPapersCardDocument *self, PpsRenderContext *rc, int *width, int *height)
{
	double width_points, height_points;
	larder_card_file_page_size (&self->card, &width_points, &height_points);
	pps_render_context_compute_scaled_size (rc, width_points, height_points, width, height);
}

// A new ARGB32 image of the page at the context's size, turned by its
// rotation: what Papers' view makes a texture of without copying.
static cairo_surface_t *
larder_papers_card_document_render (PpsDocument *document, PpsRenderContext *rc)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (document);
	LOCKED (self);
	int width, height;
	larder_papers_card_document_scaled_size (self, rc, &width, &height);
	return larder_card_file_render (&self->card, rc->page->index, width, height, rc->rotation);
}

static PpsDocumentInfo *
larder_papers_card_document_get_info (PpsDocument *document)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (document);
	LOCKED (self);
	PpsDocumentInfo *info = pps_document_info_new ();
	if (self->card.pages) {
		info->title = larder_card_pages_title (self->card.pages);
		info->n_pages = larder_card_pages_count (self->card.pages);
		info->fields_mask |= PPS_DOCUMENT_INFO_TITLE | PPS_DOCUMENT_INFO_N_PAGES;
		// Both or neither: PapersDocument copies the info assuming both are set.
		GDateTime *created = larder_card_file_created (&self->card);
		GDateTime *modified = larder_card_file_modified (&self->card);
		if (created && modified) {
			pps_document_info_take_created_datetime (info, created);
			pps_document_info_take_modified_datetime (info, modified);
		} else {
			g_clear_pointer (&created, g_date_time_unref);
			g_clear_pointer (&modified, g_date_time_unref);
		}
	}
	info->format = g_strdup ("Larder recipe card");
	info->creator = g_strdup ("Larder");
	info->fields_mask |= PPS_DOCUMENT_INFO_FORMAT | PPS_DOCUMENT_INFO_CREATOR;
	return info;
}

// ---- Text: copying, caret navigation, and the search results' excerpts.

static char *
larder_papers_card_document_get_text (PpsDocumentText *text, PpsPage *page)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (text);
	LOCKED (self);
	return larder_card_file_text (&self->card, page->index);
}

// One box per character of the page's text, "\n" included: Papers takes a
// box's index as the character's offset. FALSE rather than no boxes.
static gboolean
larder_papers_card_document_get_text_layout (PpsDocumentText *text, PpsPage *page, PpsRectangle **areas, guint *n_areas)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (text);
	LOCKED (self);
	// PpsRectangle is four doubles, x1 y1 x2 y2: the order the boxes come in.
	G_STATIC_ASSERT (sizeof (PpsRectangle) == 4 * sizeof (double));
	return larder_card_file_text_boxes (&self->card, page->index, (double **) areas, n_areas);
}

static cairo_region_t *
larder_papers_card_document_get_text_mapping (PpsDocumentText *text, PpsPage *page)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (text);
	LOCKED (self);
	return larder_card_file_text_mapping (&self->card, page->index);
}

static void
larder_papers_card_document_text_iface_init (PpsDocumentTextInterface *iface)
{
	iface->get_text = larder_papers_card_document_get_text;
	iface->get_text_layout = larder_papers_card_document_get_text_layout;
	iface->get_text_mapping = larder_papers_card_document_get_text_mapping;
}

// ---- Finding: Papers' search bar. A match never spans lines (the page's
// text has a "\n" between them), so each is one rectangle, next_line unset.

// A match's rectangle: a PpsFindRectangle, which starts with x1 y1 x2 y2.
static double *
larder_papers_card_document_new_match (void)
{
	G_STATIC_ASSERT (G_STRUCT_OFFSET (PpsFindRectangle, x1) == 0 && G_STRUCT_OFFSET (PpsFindRectangle, y2) == 3 * sizeof (double));
	return (double *) pps_find_rectangle_new ();
}

static GList *
larder_papers_card_document_find_text (PpsDocumentFind *find, PpsPage *page, const char *text, PpsFindOptions options)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (find);
	LOCKED (self);
	return larder_card_file_find (&self->card, page->index, text, (options & PPS_FIND_CASE_SENSITIVE) != 0, larder_papers_card_document_new_match);
}

static PpsFindOptions
larder_papers_card_document_get_supported_options (PpsDocumentFind *find)
{
	return PPS_FIND_CASE_SENSITIVE;
}

static void
larder_papers_card_document_find_iface_init (PpsDocumentFindInterface *iface)
{
	iface->find_text = larder_papers_card_document_find_text;
	iface->get_supported_options = larder_papers_card_document_get_supported_options;
}

// ---- Selection: what the mouse selects (characters, words, lines), drawn
// over the page and copied.

static void
larder_papers_card_document_render_selection (PpsSelection *selection, PpsRenderContext *rc, cairo_surface_t **surface, PpsRectangle *points,
                                              PpsRectangle *old_points, PpsSelectionStyle style, GdkRGBA *text, GdkRGBA *base)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (selection);
	LOCKED (self);
	int width, height;
	larder_papers_card_document_scaled_size (self, rc, &width, &height);
	const double text_rgba[4] = { text->red, text->green, text->blue, text->alpha };
	const double base_rgba[4] = { base->red, base->green, base->blue, base->alpha };
	larder_card_file_render_selection (&self->card, rc->page->index, width, height, (const double *) points, (int) style, text_rgba, base_rgba, surface);
}

static char *
larder_papers_card_document_get_selected_text (PpsSelection *selection, PpsPage *page, PpsSelectionStyle style, PpsRectangle *points)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (selection);
	LOCKED (self);
	return larder_card_file_selected_text (&self->card, page->index, (const double *) points, (int) style);
}

static cairo_region_t *
larder_papers_card_document_get_selection_region (PpsSelection *selection, PpsRenderContext *rc, PpsSelectionStyle style, PpsRectangle *points)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (selection);
	LOCKED (self);
	return larder_card_file_selection_region (&self->card, rc->page->index, rc->scale, (const double *) points, (int) style);
}

static void
larder_papers_card_document_selection_iface_init (PpsSelectionInterface *iface)
{
	// The styles are passed as numbers: 0 characters, 1 words, 2 lines.
	G_STATIC_ASSERT (PPS_SELECTION_STYLE_GLYPH == 0 && PPS_SELECTION_STYLE_WORD == 1 && PPS_SELECTION_STYLE_LINE == 2);
	// Points are four doubles, x1 y1 x2 y2.
	G_STATIC_ASSERT (sizeof (PpsRectangle) == 4 * sizeof (double));
	iface->render_selection = larder_papers_card_document_render_selection;
	iface->get_selected_text = larder_papers_card_document_get_selected_text;
	iface->get_selection_region = larder_papers_card_document_get_selection_region;
}

// ---- Printing: each page drawn on the print context in points, text as text.

static void
larder_papers_card_document_print_page (PpsDocumentPrint *print, PpsPage *page, cairo_t *cairo)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (print);
	LOCKED (self);
	larder_card_file_draw (&self->card, page->index, cairo);
}

static void
larder_papers_card_document_print_iface_init (PpsDocumentPrintInterface *iface)
{
	iface->print_page = larder_papers_card_document_print_page;
}

// ---- The type.

static void
larder_papers_card_document_init (LarderPapersCardDocument *self)
{
	g_mutex_init (&self->lock);
}

static void
larder_papers_card_document_finalize (GObject *object)
{
	LarderPapersCardDocument *self = LARDER_PAPERS_CARD_DOCUMENT (object);
	larder_card_file_clear (&self->card);
	g_free (self->uri);
	g_mutex_clear (&self->lock);
	G_OBJECT_CLASS (larder_papers_card_document_parent_class)->finalize (object);
}

static void
larder_papers_card_document_class_init (LarderPapersCardDocumentClass *klass)
{
	GObjectClass *object_class = G_OBJECT_CLASS (klass);
	PpsDocumentClass *document_class = PPS_DOCUMENT_CLASS (klass);
	object_class->finalize = larder_papers_card_document_finalize;
	document_class->load = larder_papers_card_document_load;
	document_class->save = larder_papers_card_document_save;
	document_class->get_n_pages = larder_papers_card_document_get_n_pages;
	document_class->get_page_size = larder_papers_card_document_get_page_size;
	document_class->render = larder_papers_card_document_render;
	document_class->get_info = larder_papers_card_document_get_info;
}
#endif
