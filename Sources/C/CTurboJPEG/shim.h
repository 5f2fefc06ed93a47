// libjpeg-turbo's TurboJPEG API (Debian's libturbojpeg0-dev): JPEG decoding
// with error codes instead of libjpeg's setjmp/longjmp, which Swift cannot use.
#include <turbojpeg.h>
