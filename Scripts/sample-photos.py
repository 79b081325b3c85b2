#!/usr/bin/env python3
"""Makes mosaic's sample photos (Shared/Domain/Sources/SamplePhotos/Photos/*.png) from the
photographs scikit-image ships, each under the licence its own documentation states (public
domain or CC0; PHOTOS.md beside them lists each). A tool, run by hand when the set changes;
nothing runs it at build or run time.

    python3 -m venv /tmp/photos && /tmp/photos/bin/pip install scikit-image pillow
    /tmp/photos/bin/python Scripts/sample-photos.py

Each is scaled to at most 400 pixels on its longer side (Lanczos) and written as an 8-bit,
non-interlaced PNG — RGB, or grey for the grey photographs — the format mosaic decodes.
"""
import io
import pathlib

import skimage.data
from PIL import Image

# mosaic's photo id: the scikit-image function that returns the photograph.
PHOTOS = {
    "astronaut": "astronaut",
    "cameraman": "camera",
    "chelsea": "chelsea",
    "coffee": "coffee",
    "rocket": "rocket",
    "deep-field": "hubble_deep_field",
    "retina": "retina",
    "clock": "clock",
    "bricks": "brick",
    "grass": "grass",
    "gravel": "gravel",
    "equations": "text",
}
LONGEST_SIDE = 400

folder = pathlib.Path(__file__).resolve().parent.parent / "Shared/Domain/Sources/SamplePhotos/Photos"
folder.mkdir(parents=True, exist_ok=True)
total = 0
for name, function in PHOTOS.items():
    image = Image.fromarray(getattr(skimage.data, function)())
    image = image.convert("L" if image.mode in ("L", "I", "I;16", "F") else "RGB")
    image.thumbnail((LONGEST_SIDE, LONGEST_SIDE), Image.LANCZOS)
    data = io.BytesIO()
    image.save(data, "PNG", optimize=True)
    (folder / f"{name}.png").write_bytes(data.getvalue())
    total += len(data.getvalue())
    print(f"{name}.png: {image.width}×{image.height} {image.mode}, {len(data.getvalue())} bytes")
print(f"{len(PHOTOS)} photos, {total} bytes")
