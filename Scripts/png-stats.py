#!/usr/bin/env python3
"""Decodes a PNG file (8-bit RGB or RGBA, as browsers write them) and prints its size, how many
distinct colours it has and how many pixels differ from its top-left pixel, as JSON.

Usage: png-stats.py FILE
Exits 1 with a message when the file is not a PNG it can decode.
"""
import json
import struct
import sys
import zlib


def decode(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG signature")
    position, header, compressed = 8, None, b""
    while position < len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        if zlib.crc32(kind + body) != struct.unpack(">I", data[position + 8 + length:position + 12 + length])[0]:
            raise ValueError(f"bad CRC in {kind.decode()} chunk")
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
        position += 12 + length
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or colour_type not in (2, 6) or interlace != 0:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour_type})")
    channels = 3 if colour_type == 2 else 4
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 255
        rows.append(line)
        previous = line
    pixels = [bytes(row[i:i + channels]) for row in rows for i in range(0, stride, channels)]
    return width, height, pixels


def main():
    try:
        with open(sys.argv[1], "rb") as file:
            width, height, pixels = decode(file.read())
    except (OSError, ValueError, zlib.error, TypeError, IndexError, struct.error) as error:
        print(f"png-stats: {error}", file=sys.stderr)
        sys.exit(1)
    background = pixels[0] if pixels else b""
    print(json.dumps({
        "width": width,
        "height": height,
        "colors": len(set(pixels)),
        "nonBackground": sum(1 for pixel in pixels if pixel != background),
    }))


if __name__ == "__main__":
    main()
