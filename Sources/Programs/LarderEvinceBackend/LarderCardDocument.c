// A recipe card as an EvinceDocument: the GObject side only. What the pages
// hold and how they are drawn is Swift's (Sources/Programs/LarderCardDocument, the
// same renderer as `larder preview`), reached through LarderCardFile (what this
// backend shares with the Papers one); this file registers the type with the
// module EvinceDocument loads, and forwards each virtual method there.
// Interfaces: text (copy), find (the search bar), selection (mouse selection), print.
// Ownership: a document owns its pages handle (closed in finalize); every
// string, array and surface the Swift side returns belongs to the caller.
#include "LarderEvinceBackend.h"
#include "LarderCardFile.h"
#include <evince-document.h>

typedef struct {
	EvDocument parent;
	LarderCardFile card;
} LarderCardDocument;

typedef struct {
	EvDocumentClass parent_class;
} LarderCardDocumentClass;

static GType larder_card_document_type = 0;
static gpointer larder_card_document_parent_class = NULL;

#define LARDER_CARD_DOCUMENT(object) ((LarderCardDocument *) (object))

// Evince opens documents by URI.
static gboolean
larder_card_document_load (EvDocument *document, const char *uri, GError **error)
{
	g_autofree char *path = g_filename_from_uri (uri, NULL, error);
	if (path == NULL)
		return FALSE;
	larder_card_file_load (&LARDER_CARD_DOCUMENT (document)->card, path);
	return TRUE;
}

// Sushi opens documents by GFile.
static gboolean
larder_card_document_load_gfile (EvDocument *document, GFile *file, EvDocumentLoadFlags flags, GCancellable *cancellable, GError **error)
{
	g_autofree char *path = g_file_get_path (file);
	if (path == NULL) {
		g_set_error_literal (error, EV_DOCUMENT_ERROR, EV_DOCUMENT_ERROR_INVALID, "Larder reads recipe cards from local files only");
		return FALSE;
	}
	larder_card_file_load (&LARDER_CARD_DOCUMENT (document)->card, path);
	return TRUE;
}

static int
larder_card_document_get_n_pages (EvDocument *document)
{
	return larder_card_file_count (&LARDER_CARD_DOCUMENT (document)->card);
}

static void
larder_card_document_get_page_size (EvDocument *document, EvPage *page, double *width, double *height)
{
	larder_card_file_page_size (&LARDER_CARD_DOCUMENT (document)->card, width, height);
}

// The page's size in pixels for `rc` (its target size when set, else points × scale), upright.
static void
larder_card_document_scaled_size (LarderCardDocument *self, EvRenderContext *rc, int *width, int *height)
{
	double width_points, height_points;
	larder_card_file_page_size (&self->card, &width_points, &height_points);
	ev_render_context_compute_scaled_size (rc, width_points, height_points, width, height);
}

static cairo_surface_t *
larder_card_document_render (EvDocument *document, EvRenderContext *rc)
{
	LarderCardDocument *self = LARDER_CARD_DOCUMENT (document);
	int width, height;
	larder_card_document_scaled_size (self, rc, &width, &height);
	return larder_card_file_render (&self->card, rc->page->index, width, height, rc->rotation);
}

static EvDocumentInfo *
larder_card_document_get_info (EvDocument *document)
{
	LarderCardDocument *self = LARDER_CARD_DOCUMENT (document);
	EvDocumentInfo *info = ev_document_info_new ();
	if (self->card.pages) {
		info->title = larder_card_pages_title (self->card.pages);
		info->n_pages = larder_card_pages_count (self->card.pages);
		info->fields_mask |= EV_DOCUMENT_INFO_TITLE | EV_DOCUMENT_INFO_N_PAGES;
		// Both set: EvinceDocument copies the info assuming they are.
		GDateTime *created = larder_card_file_created (&self->card);
		GDateTime *modified = larder_card_file_modified (&self->card);
		if (created)
			ev_document_info_take_created_datetime (info, created);
		if (modified)
			ev_document_info_take_modified_datetime (info, modified);
	}
	info->format = g_strdup ("Larder recipe card");
	info->creator = g_strdup ("Larder");
	info->fields_mask |= EV_DOCUMENT_INFO_FORMAT | EV_DOCUMENT_INFO_CREATOR;
	return info;
}

// ---- Text: selecting, copying and finding words in the viewer.

static char *
larder_card_document_get_text (EvDocumentText *text, EvPage *page)
{
	return larder_card_file_text (&LARDER_CARD_DOCUMENT (text)->card, page->index);
}

static gboolean
larder_card_document_get_text_layout (EvDocumentText *text, EvPage *page, EvRectangle **areas, guint *n_areas)
{
	// EvRectangle is four doubles, x1 y1 x2 y2: the order the boxes come in.
	G_STATIC_ASSERT (sizeof (EvRectangle) == 4 * sizeof (double));
	return larder_card_file_text_boxes (&LARDER_CARD_DOCUMENT (text)->card, page->index, (double **) areas, n_areas);
}

static cairo_region_t *
larder_card_document_get_text_mapping (EvDocumentText *text, EvPage *page)
{
	return larder_card_file_text_mapping (&LARDER_CARD_DOCUMENT (text)->card, page->index);
}

static void
larder_card_document_text_iface_init (EvDocumentTextInterface *iface)
{
	iface->get_text = larder_card_document_get_text;
	iface->get_text_layout = larder_card_document_get_text_layout;
	iface->get_text_mapping = larder_card_document_get_text_mapping;
}

// ---- Finding: Evince's search bar.

// A match's rectangle: an EvRectangle, four doubles x1 y1 x2 y2.
static double *
larder_card_document_new_match (void)
{
	G_STATIC_ASSERT (sizeof (EvRectangle) == 4 * sizeof (double));
	return (double *) ev_rectangle_new ();
}

static GList *
larder_card_document_find_text_with_options (EvDocumentFind *find, EvPage *page, const char *text, EvFindOptions options)
{
	return larder_card_file_find (&LARDER_CARD_DOCUMENT (find)->card, page->index, text, (options & EV_FIND_CASE_SENSITIVE) != 0,
	                              larder_card_document_new_match);
}

static GList *
larder_card_document_find_text (EvDocumentFind *find, EvPage *page, const char *text, gboolean case_sensitive)
{
	return larder_card_document_find_text_with_options (find, page, text, case_sensitive ? EV_FIND_CASE_SENSITIVE : EV_FIND_DEFAULT);
}

static EvFindOptions
larder_card_document_get_supported_options (EvDocumentFind *find)
{
	return EV_FIND_CASE_SENSITIVE;
}

static void
larder_card_document_find_iface_init (EvDocumentFindInterface *iface)
{
	iface->find_text = larder_card_document_find_text;
	iface->find_text_with_options = larder_card_document_find_text_with_options;
	iface->get_supported_options = larder_card_document_get_supported_options;
}

// ---- Selection: what the mouse selects (characters, words, lines), drawn
// over the page and copied. Evince holds its document lock around these.

static void
larder_card_document_render_selection (EvSelection *selection, EvRenderContext *rc, cairo_surface_t **surface, EvRectangle *points,
                                       EvRectangle *old_points, EvSelectionStyle style, GdkColor *text, GdkColor *base)
{
	LarderCardDocument *self = LARDER_CARD_DOCUMENT (selection);
	int width, height;
	larder_card_document_scaled_size (self, rc, &width, &height);
	const double text_rgba[4] = { text->red / 65535.0, text->green / 65535.0, text->blue / 65535.0, 1 };
	const double base_rgba[4] = { base->red / 65535.0, base->green / 65535.0, base->blue / 65535.0, 1 };
	larder_card_file_render_selection (&self->card, rc->page->index, width, height, (const double *) points, (int) style, text_rgba, base_rgba, surface);
}

static char *
larder_card_document_get_selected_text (EvSelection *selection, EvPage *page, EvSelectionStyle style, EvRectangle *points)
{
	return larder_card_file_selected_text (&LARDER_CARD_DOCUMENT (selection)->card, page->index, (const double *) points, (int) style);
}

static cairo_region_t *
larder_card_document_get_selection_region (EvSelection *selection, EvRenderContext *rc, EvSelectionStyle style, EvRectangle *points)
{
	return larder_card_file_selection_region (&LARDER_CARD_DOCUMENT (selection)->card, rc->page->index, rc->scale, (const double *) points, (int) style);
}

static void
larder_card_document_selection_iface_init (EvSelectionInterface *iface)
{
	// The styles are passed as numbers: 0 characters, 1 words, 2 lines.
	G_STATIC_ASSERT (EV_SELECTION_STYLE_GLYPH == 0 && EV_SELECTION_STYLE_WORD == 1 && EV_SELECTION_STYLE_LINE == 2);
	iface->render_selection = larder_card_document_render_selection;
	iface->get_selected_text = larder_card_document_get_selected_text;
	iface->get_selection_region = larder_card_document_get_selection_region;
}

// ---- Printing: each page drawn on the print context, text as text.

static void
larder_card_document_print_page (EvDocumentPrint *print, EvPage *page, cairo_t *cairo)
{
	larder_card_file_draw (&LARDER_CARD_DOCUMENT (print)->card, page->index, cairo);
}

static void
larder_card_document_print_iface_init (EvDocumentPrintInterface *iface)
{
	iface->print_page = larder_card_document_print_page;
}

// ---- The type.

static void
larder_card_document_finalize (GObject *object)
{
	LarderCardDocument *self = LARDER_CARD_DOCUMENT (object);
	larder_card_file_clear (&self->card);
	G_OBJECT_CLASS (larder_card_document_parent_class)->finalize (object);
}

static void
larder_card_document_class_init (gpointer klass, gpointer data)
{
	GObjectClass *object_class = G_OBJECT_CLASS (klass);
	EvDocumentClass *document_class = EV_DOCUMENT_CLASS (klass);
	larder_card_document_parent_class = g_type_class_peek_parent (klass);
	object_class->finalize = larder_card_document_finalize;
	document_class->load = larder_card_document_load;
	document_class->load_gfile = larder_card_document_load_gfile;
	document_class->get_n_pages = larder_card_document_get_n_pages;
	document_class->get_page_size = larder_card_document_get_page_size;
	document_class->render = larder_card_document_render;
	document_class->get_info = larder_card_document_get_info;
}

GType
register_evince_backend (GTypeModule *module)
{
	const GTypeInfo info = {
		.class_size = sizeof (LarderCardDocumentClass),
		.class_init = larder_card_document_class_init,
		.instance_size = sizeof (LarderCardDocument),
	};
	const GInterfaceInfo text_info = {
		.interface_init = (GInterfaceInitFunc) larder_card_document_text_iface_init,
	};
	const GInterfaceInfo find_info = {
		.interface_init = (GInterfaceInitFunc) larder_card_document_find_iface_init,
	};
	const GInterfaceInfo selection_info = {
		.interface_init = (GInterfaceInitFunc) larder_card_document_selection_iface_init,
	};
	const GInterfaceInfo print_info = {
		.interface_init = (GInterfaceInitFunc) larder_card_document_print_iface_init,
	};
	larder_card_document_type = g_type_module_register_type (module, EV_TYPE_DOCUMENT, "LarderCardDocument", &info, 0);
	g_type_module_add_interface (module, larder_card_document_type, EV_TYPE_DOCUMENT_TEXT, &text_info);
	g_type_module_add_interface (module, larder_card_document_type, EV_TYPE_DOCUMENT_FIND, &find_info);
	g_type_module_add_interface (module, larder_card_document_type, EV_TYPE_SELECTION, &selection_info);
	g_type_module_add_interface (module, larder_card_document_type, EV_TYPE_DOCUMENT_PRINT, &print_info);
	return larder_card_document_type;
}
