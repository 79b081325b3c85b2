// The sample photos, embedded in the binary as they are on disk (C23's #embed): mosaic runs on
// its sample data with no file beside it. Data only; SamplePhotos.h says how to read it.
#include "SamplePhotos.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char photo0[] = {
#embed "Photos/astronaut.png"
};
static const unsigned char photo1[] = {
#embed "Photos/cameraman.png"
};
static const unsigned char photo2[] = {
#embed "Photos/chelsea.png"
};
static const unsigned char photo3[] = {
#embed "Photos/coffee.png"
};
static const unsigned char photo4[] = {
#embed "Photos/rocket.png"
};
static const unsigned char photo5[] = {
#embed "Photos/deep-field.png"
};
static const unsigned char photo6[] = {
#embed "Photos/retina.png"
};
static const unsigned char photo7[] = {
#embed "Photos/clock.png"
};
static const unsigned char photo8[] = {
#embed "Photos/bricks.png"
};
static const unsigned char photo9[] = {
#embed "Photos/grass.png"
};
static const unsigned char photo10[] = {
#embed "Photos/gravel.png"
};
static const unsigned char photo11[] = {
#embed "Photos/equations.png"
};

static const struct { const char *name; const unsigned char *bytes; size_t count; } photos[] = {
    {"astronaut", photo0, sizeof photo0},
    {"cameraman", photo1, sizeof photo1},
    {"chelsea", photo2, sizeof photo2},
    {"coffee", photo3, sizeof photo3},
    {"rocket", photo4, sizeof photo4},
    {"deep-field", photo5, sizeof photo5},
    {"retina", photo6, sizeof photo6},
    {"clock", photo7, sizeof photo7},
    {"bricks", photo8, sizeof photo8},
    {"grass", photo9, sizeof photo9},
    {"gravel", photo10, sizeof photo10},
    {"equations", photo11, sizeof photo11},
};

size_t sample_photo_count(void) { return sizeof photos / sizeof photos[0]; }

const unsigned char *sample_photo_bytes(size_t index, size_t *count) {
    if (index >= sample_photo_count()) return NULL;
    *count = photos[index].count;
    return photos[index].bytes;
}

const char *sample_photo_name(size_t index) {
    return index < sample_photo_count() ? photos[index].name : NULL;
}
