#!/usr/bin/env python3
"""Writes the forwarders of Sources/C/CLibrariesOnDemand: for each library
`larder` loads on demand, one forwarder for each of its functions a Swift
source names, with the header's own signature, that finds the real function
when it is first called (LibrariesOnDemand.c loads the library then).

`larder` links these forwarders instead of the libraries, so that the commands
that draw nothing, decode no photo and do not talk to the desktop (list,
search, show...) start without loading cairo, Pango, GLib, gdk-pixbuf,
TurboJPEG, libxml2, libsoup and the thirty libraries they bring. The search provider
links them too, so that what it never calls (libxml2, and the ICU and shared
libstdc++ libxml2 brings) is never resident in it. The signatures come
from the installed headers, through clang's syntax tree, so the compiler checks every
forwarder against its header.

Run from the repository's root after such a call is added or removed:
python3 scripts/build/generate-forwarders.py
(LibrariesOnDemandTests, "list, search and show start without the libraries
loaded on demand...", fails until then).
"""
import glob
import json
import re
import subprocess
import sys
from dataclasses import dataclass

FOLDER = "Sources/C/CLibrariesOnDemand"


@dataclass
class Library:
    """A library loaded on demand: its enum case in LibrariesOnDemand.h, the
    prefix of its tables' names, the file of its forwarders, the shim header
    that declares its functions, its pkg-config modules, and the pattern of
    its functions' names."""
    case: str
    table: str
    output: str
    shim: str
    modules: list
    pattern: str


LIBRARIES = [
    Library("LARDER_LIBRARY_DRAWING", "larder_drawing", "DrawingForwarders.c", "Sources/C/CPangoCairo/shim.h",
            ["pangocairo", "pangoft2", "fontconfig", "freetype2"], r"(?:cairo_|pango_|Fc[A-Z]|FT_[A-Z])\w*"),
    Library("LARDER_LIBRARY_GLIB", "larder_glib", "GLibForwarders.c", "Sources/C/CGLib/shim.h",
            ["gio-2.0", "gio-unix-2.0"], r"g_\w+"),
    Library("LARDER_LIBRARY_GDK_PIXBUF", "larder_gdk_pixbuf", "GdkPixbufForwarders.c", "Sources/C/CGdkPixbuf/shim.h",
            ["gdk-pixbuf-2.0"], r"gdk_pixbuf_\w+"),
    Library("LARDER_LIBRARY_TURBOJPEG", "larder_turbojpeg", "TurboJPEGForwarders.c", "Sources/C/CTurboJPEG/shim.h",
            ["libturbojpeg"], r"tj[A-Z]\w*"),
    Library("LARDER_LIBRARY_LIBXML2", "larder_libxml2", "LibXML2Forwarders.c", "Sources/C/CLibXML2/shim.h",
            ["libxml-2.0"], r"(?:xml|html)[A-Z]\w*"),
    Library("LARDER_LIBRARY_SOUP", "larder_soup", "SoupForwarders.c", "Sources/C/CSoup/shim.h",
            ["libsoup-3.0"], r"soup_\w+"),
]


def named(pattern):
    """Every identifier of the pattern a Swift source of Sources/ or Tools/
    names (called, or passed as a function), outside lines that are comments."""
    names = set()
    for path in glob.glob("Sources/**/*.swift", recursive=True) + glob.glob("Tools/**/*.swift", recursive=True):
        with open(path, encoding="utf-8") as source:
            code = "\n".join(line for line in source if not line.lstrip().startswith("//"))
        names.update(re.findall(rf"\b({pattern})\b", code))
    return sorted(names)


def include_flags(modules):
    flags = subprocess.run(["pkg-config", "--cflags", *modules], check=True, capture_output=True, text=True).stdout.split()
    return [flag for flag in flags if flag.startswith("-I")]


def declaration(name, shim, flags):
    """The function's return type and parameters (type, name), or None for a macro, a type or a constant."""
    dump = subprocess.run(["clang", "-fsyntax-only", "-x", "c", shim, *flags,
                           "-Xclang", "-ast-dump=json", "-Xclang", "-ast-dump-filter", "-Xclang", name],
                          check=True, capture_output=True, text=True).stdout
    decoder = json.JSONDecoder()
    position = 0
    while position < len(dump):
        while position < len(dump) and dump[position].isspace():
            position += 1
        if position >= len(dump):
            break
        node, position = decoder.raw_decode(dump, position)
        if node.get("kind") != "FunctionDecl" or node.get("name") != name or node.get("storageClass") == "static":
            continue
        if node.get("variadic"):
            sys.exit(f"{name} takes a variable number of arguments: write its forwarder by hand")
        function_type = node["type"]["qualType"]
        parameters = [(inner["type"]["qualType"], inner.get("name") or f"a{index}")
                      for index, inner in enumerate(node.get("inner", [])) if inner.get("kind") == "ParmVarDecl"]
        return return_type(function_type), parameters
    return None


def return_type(function_type):
    """`RET (PARAMS)` → RET: the parameter list is the last balanced pair of parentheses."""
    depth = 0
    for index in range(len(function_type) - 1, -1, -1):
        if function_type[index] == ")":
            depth += 1
        elif function_type[index] == "(":
            depth -= 1
            if depth == 0:
                return function_type[:index].strip()
    sys.exit(f"cannot read the return type of {function_type}")


def write(library):
    flags = include_flags(library.modules)
    functions = []
    for name in named(library.pattern):
        found = declaration(name, library.shim, flags)
        if found:
            functions.append((name, *found))
    output = f"{FOLDER}/{library.output}"
    shim = library.shim.removeprefix("Sources/C/")
    with open(output, "w") as out:
        out.write("// Generated by scripts/build/generate-forwarders.py from the installed headers; do not edit.\n")
        out.write("// Each forwarder has its header's signature and calls the real function, found on first use.\n")
        out.write("// Hidden, so that the libraries, once loaded, bind their calls to each other, not to these.\n")
        out.write("// Each name is defined in parentheses: some headers make it a macro too.\n")
        out.write(f'#pragma GCC visibility push(hidden)\n#include "LibrariesOnDemand.h"\n#include "../{shim}"\n\n')
        out.write(f"const char *const {library.table}_function_names[] = {{\n")
        for name, _, _ in functions:
            out.write(f'    "{name}",\n')
        out.write(f"}};\nvoid *{library.table}_functions[{len(functions)}];\n")
        for index, (name, result, parameters) in enumerate(functions):
            typed = ", ".join(f"__typeof__({kind}) {parameter}" for kind, parameter in parameters) or "void"
            arguments = ", ".join(parameter for _, parameter in parameters)
            call = f"((__typeof__(&{name}))larder_library_function({library.case}, {index}))({arguments})"
            out.write(f"\n__typeof__({result}) ({name})({typed}) {{\n")
            out.write(f"    {'' if result == 'void' else 'return '}{call};\n}}\n")
        out.write("\n#pragma GCC visibility pop\n")
    print(f"{output}: {len(functions)} forwarders")


for library in LIBRARIES:
    write(library)
