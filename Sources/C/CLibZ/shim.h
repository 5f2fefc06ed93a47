// zlib, from Debian's zlib1g-dev: deflate and crc32 for the PNG files
// LarderRender writes (cairo links it already).
#include <zlib.h>
