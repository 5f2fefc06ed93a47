// gettext, which glibc carries (libintl.h from libc6-dev) but Swift's Glibc
// module does not show. setlocale comes from Glibc itself.
#include <libintl.h>
#include <locale.h>
