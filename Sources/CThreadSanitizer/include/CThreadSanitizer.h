#ifndef GALLEY_C_THREAD_SANITIZER_H
#define GALLEY_C_THREAD_SANITIZER_H

// ThreadSanitizer's annotations for a lock it cannot see.
//
// The standard library's `Mutex` takes and hands over a contended lock inside the kernel
// (a futex), where ThreadSanitizer cannot watch, so without these calls every contended
// `withLock` looks like a data race in a `--sanitize=thread` build. The declarations are
// weak: in an ordinary build nothing defines them, they are null, and the calls are skipped.

void __tsan_acquire(void *address) __attribute__((weak));
void __tsan_release(void *address) __attribute__((weak));

/// Tells ThreadSanitizer that the lock at `address` was just taken.
static inline void galley_tsan_acquire(void *address) {
    if (__tsan_acquire) {
        __tsan_acquire(address);
    }
}

/// Tells ThreadSanitizer that the lock at `address` is about to be given up.
static inline void galley_tsan_release(void *address) {
    if (__tsan_release) {
        __tsan_release(address);
    }
}

#endif
