// A card file as both document backends hold it: see LarderCardFile.h.
#include "LarderCardFile.h"
#include <gio/gio.h>
#include <string.h>

void
larder_card_file_load (LarderCardFile *file, const char *path)
{
	larder_card_file_clear (file);
	file->pages = larder_card_pages_open (path);
	g_autoptr (GFile) location = g_file_new_for_path (path);
	g_autoptr (GFileInfo) info = g_file_query_info (location, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE, NULL, NULL);
	if (info)
		file->file_modified = g_file_info_get_modification_date_time (info);
}

void
larder_card_file_clear (LarderCardFile *file)
{
	g_clear_pointer (&file->pages, larder_card_pages_close);
	g_clear_pointer (&file->file_modified, g_date_time_unref);
}

void
larder_card_file_page_size (LarderCardFile *file, double *width, double *height)
{
	double w = 595.276, h = 841.89;  // A4
	if (file->pages)
		larder_card_pages_size (file->pages, &w, &h);
	if (width)
		*width = w;
	if (height)
		*height = h;
}

// The date `iso8601` says (taken), else the file's modification time.
static GDateTime *
larder_card_file_date (LarderCardFile *file, char *iso8601)
{
	g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
	GDateTime *date = iso8601 ? g_date_time_new_from_iso8601 (iso8601, utc) : NULL;
	g_free (iso8601);
	if (date == NULL && file->file_modified)
		date = g_date_time_ref (file->file_modified);
	return date;
}

GDateTime *
larder_card_file_created (LarderCardFile *file)
{
	return larder_card_file_date (file, file->pages ? larder_card_pages_created (file->pages) : NULL);
}

GDateTime *
larder_card_file_modified (LarderCardFile *file)
{
	return larder_card_file_date (file, file->pages ? larder_card_pages_modified (file->pages) : NULL);
}

cairo_region_t *
larder_card_file_text_mapping (LarderCardFile *file, int index)
{
	cairo_region_t *region = cairo_region_create ();
	double *boxes = NULL;
	int count = file->pages ? larder_card_pages_text_boxes (file->pages, index, &boxes) : 0;
	for (int i = 0; i < count; i++) {
		const double *box = boxes + 4 * i;
		cairo_rectangle_int_t area = {
			(int) box[0], (int) box[1],
			(int) (box[2] - (int) box[0]) + 1, (int) (box[3] - (int) box[1]) + 1,
		};
		cairo_region_union_rectangle (region, &area);
	}
	g_free (boxes);
	return region;
}

int
larder_card_file_count (LarderCardFile *file)
{
	return file->pages ? larder_card_pages_count (file->pages) : 0;
}

cairo_surface_t *
larder_card_file_render (LarderCardFile *file, int index, int width, int height, int rotation)
{
	return file->pages ? larder_card_pages_render (file->pages, index, width, height, rotation) : NULL;
}

void
larder_card_file_draw (LarderCardFile *file, int index, cairo_t *cairo)
{
	if (file->pages)
		larder_card_pages_draw (file->pages, index, cairo);
}

char *
larder_card_file_text (LarderCardFile *file, int index)
{
	return file->pages ? larder_card_pages_text (file->pages, index) : g_strdup ("");
}

gboolean
larder_card_file_text_boxes (LarderCardFile *file, int index, double **boxes, guint *count)
{
	double *found = NULL;
	int n = file->pages ? larder_card_pages_text_boxes (file->pages, index, &found) : 0;
	if (n <= 0)
		return FALSE;
	*boxes = found;
	*count = (guint) n;
	return TRUE;
}

GList *
larder_card_file_find (LarderCardFile *file, int index, const char *needle, gboolean case_sensitive, LarderNewRectangle new_rectangle)
{
	double *boxes = NULL;
	int count = file->pages ? larder_card_pages_find (file->pages, index, needle, case_sensitive, &boxes) : 0;
	GList *matches = NULL;
	for (int i = count - 1; i >= 0; i--) {
		double *match = new_rectangle ();
		memcpy (match, boxes + 4 * i, 4 * sizeof (double));
		matches = g_list_prepend (matches, match);
	}
	g_free (boxes);
	return matches;
}

char *
larder_card_file_selected_text (LarderCardFile *file, int index, const double *points, int style)
{
	return file->pages ? larder_card_pages_selected_text (file->pages, index, points, style) : g_strdup ("");
}

cairo_region_t *
larder_card_file_selection_region (LarderCardFile *file, int index, double scale, const double *points, int style)
{
	return file->pages ? larder_card_pages_selection_region (file->pages, index, scale, points, style) : cairo_region_create ();
}

void
larder_card_file_render_selection (LarderCardFile *file, int index, int width, int height, const double *points, int style,
                                   const double *text_rgba, const double *base_rgba, cairo_surface_t **surface)
{
	if (file->pages)
		larder_card_pages_render_selection (file->pages, index, width, height, points, style, text_rgba, base_rgba, surface);
}
