#ifndef SAMPLE_PHOTOS_H
#define SAMPLE_PHOTOS_H

#include <stddef.h>

/// The bytes of the sample photo at `index` (0 ≤ index < sample_photo_count()), a PNG file, and
/// its length in `*count`; NULL when there is no such photo.
const unsigned char *sample_photo_bytes(size_t index, size_t *count);

/// The name of the sample photo at `index` (its file's name without `.png`), or NULL.
const char *sample_photo_name(size_t index);

/// How many sample photos there are.
size_t sample_photo_count(void);

#endif
