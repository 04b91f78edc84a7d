#!/bin/sh
# Regenerates the catalogue's hover-preview clips (run by hand; the output is committed, so the
# API never needs ffmpeg). Debian: apt-get install ffmpeg. Each clip: 3 s, 320x320, 12 fps,
# H.264 baseline (plays in every browser, iOS web views included), no audio, moov atom first
# so playback starts before the whole file arrived.
set -eu
cd "$(dirname "$0")"
encode() {
  ffmpeg -loglevel error -y -f lavfi -i "$2" -t 3 -r 12 -s 320x320 -an \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 34 \
    -movflags +faststart "$1.mp4"
}
encode 0 "testsrc2=size=320x320:rate=12"
encode 1 "mandelbrot=size=320x320:rate=12"
encode 2 "sierpinski=size=320x320:rate=12:type=triangle"
encode 3 "cellauto=size=320x320:rate=12:rule=110"
encode 4 "gradients=size=320x320:rate=12:speed=0.05"
encode 5 "rgbtestsrc=size=320x320:rate=12,hue=H=2*PI*t"
