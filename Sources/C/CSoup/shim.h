// libsoup 3 (HTTP over GIO; TLS through glib-networking), from Debian's
// libsoup-3.0-dev: what `larder import URL` fetches pages and photos with.
#include <libsoup/soup.h>

// Constants Swift cannot import from GLib's macros, and the TLS flags spelt
// one way for every GLib (2.86 and later import flags enums as option sets).
static const GType LARDER_G_TYPE_INT = G_TYPE_INT;
static const GType LARDER_G_TYPE_UINT = G_TYPE_UINT;
static const GType LARDER_G_TYPE_STRING = G_TYPE_STRING;
static const unsigned LARDER_TLS_UNKNOWN_CA = G_TLS_CERTIFICATE_UNKNOWN_CA;
static const unsigned LARDER_TLS_BAD_IDENTITY = G_TLS_CERTIFICATE_BAD_IDENTITY;
static const unsigned LARDER_TLS_NOT_ACTIVATED = G_TLS_CERTIFICATE_NOT_ACTIVATED;
static const unsigned LARDER_TLS_EXPIRED = G_TLS_CERTIFICATE_EXPIRED;
static const unsigned LARDER_TLS_REVOKED = G_TLS_CERTIFICATE_REVOKED;
static const unsigned LARDER_TLS_INSECURE = G_TLS_CERTIFICATE_INSECURE;

// GTlsCertificateFlags as a plain number, for the constants above.
static inline unsigned larderTLSFlags(GTlsCertificateFlags flags) { return (unsigned) flags; }
