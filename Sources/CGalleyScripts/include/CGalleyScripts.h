#ifndef GALLEY_CGALLEYSCRIPTS_H
#define GALLEY_CGALLEYSCRIPTS_H

#include <stddef.h>

/// The bytes of highlight.js (Debian's libjs-highlight.js `highlight.min.js`), compiled
/// into Galley and written into every site whose pages highlight code other than Swift.
/// The bytes live as long as the program and are never written to.
const unsigned char *_Nonnull galley_highlight_js(size_t *_Nonnull length);

#endif
