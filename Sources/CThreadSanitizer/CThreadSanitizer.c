// The annotations are static inline functions in include/CThreadSanitizer.h.
