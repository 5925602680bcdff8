// highlight.js, assembled into the binary with `.incbin` as the fonts are
// (Sources/CGalleyFonts): the dist binary carries it, and a site built on a machine
// without libjs-highlight.js is the same. GALLEY_HIGHLIGHT_JS is set by Package.swift
// (Debian's file, or the GALLEY_EMBED_HIGHLIGHT_JS build environment). A missing file
// fails the build with the assembler naming it.
#include "CGalleyScripts.h"

#if !defined(GALLEY_HIGHLIGHT_JS)
#error "GALLEY_HIGHLIGHT_JS must name highlight.min.js (set in Package.swift)"
#endif

#if defined(__APPLE__)
#define GALLEY_READONLY_SECTION ".const_data"
#define GALLEY_PREVIOUS_SECTION ".text"
#define GALLEY_SYMBOL(name) "_" name
#else
#define GALLEY_READONLY_SECTION ".section .rodata.galley_scripts,\"a\",@progbits"
#define GALLEY_PREVIOUS_SECTION ".previous"
#define GALLEY_SYMBOL(name) name
#endif

__asm__(GALLEY_READONLY_SECTION "\n"
        GALLEY_SYMBOL("galley_highlight_js_start") ":\n"
        ".incbin \"" GALLEY_HIGHLIGHT_JS "\"\n"
        GALLEY_SYMBOL("galley_highlight_js_end") ":\n"
        GALLEY_PREVIOUS_SECTION "\n");
extern const unsigned char galley_highlight_js_start[];
extern const unsigned char galley_highlight_js_end[];

const unsigned char *galley_highlight_js(size_t *length) {
    *length = (size_t)(galley_highlight_js_end - galley_highlight_js_start);
    return galley_highlight_js_start;
}
