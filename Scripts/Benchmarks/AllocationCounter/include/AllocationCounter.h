#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) made by the
/// process since it started. Counted by wrappers around glibc's allocator that are linked
/// into the benchmarks executable only.
unsigned long long allocation_count(void);

#endif
