// cairo, Pango and fontconfig loaded when `larder` first draws, not at its
// start: the forwarders (DrawingForwarders.c) call these.
#ifndef LARDER_DRAWING_LIBRARY_H
#define LARDER_DRAWING_LIBRARY_H

/// The forwarded functions' names, and their addresses once found, by index.
extern const char *const larder_drawing_function_names[];
extern void *larder_drawing_functions[];

/// The real function behind forwarder `index`, kept in
/// `larder_drawing_functions[index]`. Loads the
/// libraries on first use; when they cannot be loaded or lack the function,
/// says so on standard error and ends the process (an installation without
/// them is broken: the package depends on them).
void *larder_drawing_function(int index);

#endif
