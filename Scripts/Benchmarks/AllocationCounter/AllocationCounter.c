// Counts heap allocations for the benchmarks by wrapping glibc's allocator. An executable's
// own malloc takes precedence over libc's for every library it loads, so this sees the Swift
// runtime's allocations too. Only the benchmarks link this file.
#include "AllocationCounter.h"

#include <stdatomic.h>
#include <stddef.h>

#if defined(__GLIBC__) || defined(__linux__)
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic unsigned long long allocations;

static inline void count_one(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12;  // ENOMEM
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

unsigned long long allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
#else
unsigned long long allocation_count(void) { return 0; }
#endif
