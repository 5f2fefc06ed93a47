// libxml2, from Debian's libxml2-dev: its HTML parser, the one saved web
// pages are read with (as lxml, under the Python recipe tools, reads them),
// and its XML parser's SAX2 callbacks (MasterCook's XML export).
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parser.h>
// xmlSwitchEncoding: a SAX parse of a page already converted to UTF-8.
#include <libxml/parserInternals.h>
