// Inter's eighteen static faces and the Material Design Icons font, assembled into the
// binary with `.incbin`: the assembler copies each file's bytes into read-only data, so
// embedding megabytes costs milliseconds to compile (a Swift array literal of the same
// bytes takes minutes). The files come from the build machine: GALLEY_INTER_DIR and
// GALLEY_ICON_FONT are set by Package.swift (Debian's fonts-inter and
// fonts-materialdesignicons-webfont, or the GALLEY_EMBED_INTER_DIR / GALLEY_EMBED_ICON_FONT
// build environment). A missing file fails the build with the assembler naming it.
#include "CGalleyFonts.h"

#include <string.h>

#if !defined(GALLEY_INTER_DIR) || !defined(GALLEY_ICON_FONT)
#error "GALLEY_INTER_DIR and GALLEY_ICON_FONT must name the fonts to embed (set in Package.swift)"
#endif

// Where the bytes go, and back to the section the compiler was in afterwards.
#if defined(__APPLE__)
#define GALLEY_READONLY_SECTION ".const_data"
#define GALLEY_PREVIOUS_SECTION ".text"
#define GALLEY_SYMBOL(name) "_" name
#else
#define GALLEY_READONLY_SECTION ".section .rodata.galley_fonts,\"a\",@progbits"
#define GALLEY_PREVIOUS_SECTION ".previous"
#define GALLEY_SYMBOL(name) name
#endif

// Emits `<symbol>_start`, the file's bytes, then `<symbol>_end`; 16-byte alignment
// because HarfBuzz reads tables as aligned big-endian words.
#define GALLEY_EMBED(symbol, path)                                   \
    __asm__(GALLEY_READONLY_SECTION "\n"                             \
            ".balign 16\n"                                           \
            GALLEY_SYMBOL(#symbol "_start") ":\n"                    \
            ".incbin \"" path "\"\n"                                 \
            GALLEY_SYMBOL(#symbol "_end") ":\n"                      \
            GALLEY_PREVIOUS_SECTION "\n");                           \
    extern const unsigned char symbol##_start[];                     \
    extern const unsigned char symbol##_end[];

#define GALLEY_EMBED_INTER(symbol, style) \
    GALLEY_EMBED(symbol, GALLEY_INTER_DIR "/Inter-" style ".otf")

GALLEY_EMBED_INTER(galley_inter_thin, "Thin")
GALLEY_EMBED_INTER(galley_inter_thin_italic, "ThinItalic")
GALLEY_EMBED_INTER(galley_inter_extralight, "ExtraLight")
GALLEY_EMBED_INTER(galley_inter_extralight_italic, "ExtraLightItalic")
GALLEY_EMBED_INTER(galley_inter_light, "Light")
GALLEY_EMBED_INTER(galley_inter_light_italic, "LightItalic")
GALLEY_EMBED_INTER(galley_inter_regular, "Regular")
GALLEY_EMBED_INTER(galley_inter_italic, "Italic")
GALLEY_EMBED_INTER(galley_inter_medium, "Medium")
GALLEY_EMBED_INTER(galley_inter_medium_italic, "MediumItalic")
GALLEY_EMBED_INTER(galley_inter_semibold, "SemiBold")
GALLEY_EMBED_INTER(galley_inter_semibold_italic, "SemiBoldItalic")
GALLEY_EMBED_INTER(galley_inter_bold, "Bold")
GALLEY_EMBED_INTER(galley_inter_bold_italic, "BoldItalic")
GALLEY_EMBED_INTER(galley_inter_extrabold, "ExtraBold")
GALLEY_EMBED_INTER(galley_inter_extrabold_italic, "ExtraBoldItalic")
GALLEY_EMBED_INTER(galley_inter_black, "Black")
GALLEY_EMBED_INTER(galley_inter_black_italic, "BlackItalic")
GALLEY_EMBED(galley_icons, GALLEY_ICON_FONT)

struct galley_font_entry {
    const char *file_name;
    const unsigned char *start;
    const unsigned char *end;
};

#define GALLEY_ENTRY(file_name, symbol) {file_name, symbol##_start, symbol##_end}

static const struct galley_font_entry galley_fonts[] = {
    GALLEY_ENTRY("Inter-Thin.otf", galley_inter_thin),
    GALLEY_ENTRY("Inter-ThinItalic.otf", galley_inter_thin_italic),
    GALLEY_ENTRY("Inter-ExtraLight.otf", galley_inter_extralight),
    GALLEY_ENTRY("Inter-ExtraLightItalic.otf", galley_inter_extralight_italic),
    GALLEY_ENTRY("Inter-Light.otf", galley_inter_light),
    GALLEY_ENTRY("Inter-LightItalic.otf", galley_inter_light_italic),
    GALLEY_ENTRY("Inter-Regular.otf", galley_inter_regular),
    GALLEY_ENTRY("Inter-Italic.otf", galley_inter_italic),
    GALLEY_ENTRY("Inter-Medium.otf", galley_inter_medium),
    GALLEY_ENTRY("Inter-MediumItalic.otf", galley_inter_medium_italic),
    GALLEY_ENTRY("Inter-SemiBold.otf", galley_inter_semibold),
    GALLEY_ENTRY("Inter-SemiBoldItalic.otf", galley_inter_semibold_italic),
    GALLEY_ENTRY("Inter-Bold.otf", galley_inter_bold),
    GALLEY_ENTRY("Inter-BoldItalic.otf", galley_inter_bold_italic),
    GALLEY_ENTRY("Inter-ExtraBold.otf", galley_inter_extrabold),
    GALLEY_ENTRY("Inter-ExtraBoldItalic.otf", galley_inter_extrabold_italic),
    GALLEY_ENTRY("Inter-Black.otf", galley_inter_black),
    GALLEY_ENTRY("Inter-BlackItalic.otf", galley_inter_black_italic),
    GALLEY_ENTRY("materialdesignicons-webfont.ttf", galley_icons),
};

const unsigned char *galley_embedded_font(const char *file_name, size_t *length) {
    for (size_t index = 0; index < sizeof galley_fonts / sizeof galley_fonts[0]; index++) {
        if (strcmp(galley_fonts[index].file_name, file_name) == 0) {
            *length = (size_t)(galley_fonts[index].end - galley_fonts[index].start);
            return galley_fonts[index].start;
        }
    }
    *length = 0;
    return NULL;
}
