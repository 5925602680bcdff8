#ifndef GALLEY_CHARFBUZZ_SHIM_H
#define GALLEY_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
