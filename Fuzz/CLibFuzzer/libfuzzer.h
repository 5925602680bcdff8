// libFuzzer's driver, from the toolchain's libclang_rt.fuzzer_no_main (linked by `make fuzz`).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
