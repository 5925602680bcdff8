#ifndef GALLEY_CGALLEYFONTS_H
#define GALLEY_CGALLEYFONTS_H

#include <stddef.h>

/// The bytes of a font compiled into Galley, by its file name (`Inter-SemiBoldItalic.otf`,
/// `materialdesignicons-webfont.ttf`), or NULL when no font of that name is embedded.
/// The bytes live as long as the program and are never written to.
const unsigned char *_Nullable galley_embedded_font(const char *_Nonnull file_name,
                                                    size_t *_Nonnull length);

#endif
