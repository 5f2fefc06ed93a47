// A card file as both document backends hold it: see LarderCardFile.h.
#include "LarderCardFile.h"
#include <gio/gio.h>

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
