#!/usr/bin/env python3
"""moyogo's SVG pictures rendered by headless Chromium, checked pixel by pixel.

For a real 19x19 game position: `moyo_svg territory|moyo|area|delta_terri|dragons` over GTP
and the --analyze-game score plot are screenshotted; the color at known points must be the
overlay color the engine's own answers predict (`moyo_map`, `delta_terri_table`,
`dragon_status_gfx`, the score comments). With --pictures DIR the screenshots are kept
there (the README pictures; `make pictures`).

Exit 0 pass, 1 fail, 77 skipped (no chromium, no peer games).
Usage: svg_pictures.py --moyogo build/moyogo [--pictures DIR] [--chromium chromium]
"""
import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
PEER_GAMES = os.path.join(HERE, '..', '..', 'shared', 'peer-regression', 'games')
GAME19 = os.path.join(PEER_GAMES, 'arion.sgf')
GAME9 = os.path.join(PEER_GAMES, '9x9-1.sgf')
MOVE = 120

# interface/svg_board.h, svgcolor
COLORS = {
    'board': '#dcb35c', 'black_stone': '#101010', 'white_stone': '#f8f8f8',
    'black_territory': '#1c2f8c', 'white_territory': '#f2f2f2',
    'black_moyo': '#5a6fd0', 'white_moyo': '#fbe9c4',
    'black_area': '#9aa8e6', 'white_area': '#f4dca8', 'heat': '#e0301e',
    'green': '#2ca02c', 'cyan': '#17becf', 'red': '#d62728', 'yellow': '#ffd700',
    'black_lead': '#202020', 'white_lead': '#b4b4b4',
}
CELL, MARGIN, FOOTER = 32, 32, 26
CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
                  '--disable-background-networking', '--disable-component-update',
                  '--disable-sync', '--hide-scrollbars', '--force-device-scale-factor=1']


def rgb(hex_color):
    return tuple(int(hex_color[i:i + 2], 16) for i in (1, 3, 5))


def read_png(path):
    """Decodes an 8-bit RGB/RGBA non-interlaced PNG into (width, height, rows of pixels)."""
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos, idat, width = 8, b'', 0
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', chunk)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, 'unsupported PNG'
            channels = 4 if ctype == 6 else 3
        elif kind == b'IDAT':
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        prev = line
    return width, height, rows


def screenshot(chromium, svg_path, png_path, width, height):
    profile = tempfile.mkdtemp(prefix='moyogo-chromium-')
    try:
        subprocess.run([chromium] + CHROMIUM_FLAGS +
                       ['--user-data-dir=' + profile, '--window-size=%d,%d' % (width, height),
                        '--screenshot=' + png_path, 'file://' + os.path.abspath(svg_path)],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60,
                       check=True)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    return read_png(png_path)


def gtp(moyogo, commands):
    """Runs GTP commands; returns the answers (without '= ')."""
    out = subprocess.run([moyogo, '--mode', 'gtp'], input='\n'.join(commands + ['quit']) + '\n',
                         capture_output=True, text=True, timeout=120).stdout
    answers = [a for a in out.split('\n\n') if a.strip()][:-1]  # without quit's answer
    for a in answers:
        if not a.startswith('='):
            raise RuntimeError('GTP error: ' + a)
    return [a[2:] if a.startswith('= ') else a[1:] for a in answers]


def board_tokens(answer):
    return [row.split() for row in answer.strip().split('\n')]


class Checker:
    def __init__(self):
        self.failures = 0
        self.checks = 0

    def pixel(self, image, x, y, color, what):
        _, _, rows = image
        got = rows[int(round(y))][int(round(x))]
        want = rgb(COLORS[color])
        self.checks += 1
        if max(abs(g - w) for g, w in zip(got, want)) > 3:
            self.failures += 1
            print('FAIL %s at (%d,%d): got #%02x%02x%02x, want %s (%s)' %
                  ((what, x, y) + got + (COLORS[color], color)))


def vertex(x, y, n):
    return 'ABCDEFGHJKLMNOPQRSTUVWXYZ'[x] + str(n - y)


def center(x, y):
    return MARGIN + x * CELL, MARGIN + y * CELL


def check_maps(moyogo, chromium, tmp, check, shots):
    base = ['loadsgf %s %d' % (GAME19, MOVE)]
    for kind in ('territory', 'moyo', 'area'):
        svg = os.path.join(tmp, kind + '.svg')
        answers = gtp(moyogo, base + ['moyo_svg %s %s' % (kind, svg), 'list_stones black',
                                      'list_stones white', 'moyo_map ' + kind])
        tokens = board_tokens(answers[-1])
        n = len(tokens)
        stones = set(answers[-3].split()) | set(answers[-2].split())
        width = 2 * MARGIN + (n - 1) * CELL
        img = screenshot(chromium, svg, os.path.join(tmp, kind + '.png'), width, width + FOOTER)
        shots[kind] = os.path.join(tmp, kind + '.png')
        seen = set()
        for y, row in enumerate(tokens):
            for x, t in enumerate(row):
                cx, cy = center(x, y)
                if t in ('b', 'w'):
                    check.pixel(img, cx, cy, ('black_' if t == 'b' else 'white_') + kind, kind)
                elif t == 'X' and 'X' not in seen:
                    check.pixel(img, cx, cy, 'black_stone', kind + ' stone')
                elif t == 'O' and 'O' not in seen:
                    check.pixel(img, cx + 6, cy + 6, 'white_stone', kind + ' stone')
                elif t == '.' and vertex(x, y, n) not in stones:
                    check.pixel(img, cx + 0.3 * CELL, cy + 0.3 * CELL, 'board', kind + ' neutral')
                seen.add(t)


def check_heat_and_dragons(moyogo, chromium, tmp, check, shots):
    delta_svg, dragon_svg = os.path.join(tmp, 'delta_terri.svg'), os.path.join(tmp, 'dragons.svg')
    answers = gtp(moyogo, ['loadsgf %s %d' % (GAME19, MOVE), 'moyo_svg delta_terri ' + delta_svg,
                           'moyo_svg dragons ' + dragon_svg, 'dragon_status_gfx'])
    to_move = answers[0].strip()
    table = board_tokens(gtp(moyogo, ['loadsgf %s %d' % (GAME19, MOVE),
                                      'delta_terri_table ' + to_move])[-1])
    n = len(table)
    width = 2 * MARGIN + (n - 1) * CELL
    img = screenshot(chromium, delta_svg, os.path.join(tmp, 'delta_terri.png'), width,
                     width + FOOTER)
    shots['delta_terri'] = os.path.join(tmp, 'delta_terri.png')
    values = [(int(t), x, y) for y, row in enumerate(table) for x, t in enumerate(row)
              if re.fullmatch(r'-?\d+', t)]
    best = max(v for v, _, _ in values)
    for v, x, y in values:
        if v == best:  # the strongest cell is the heat color at full strength
            cx, cy = center(x, y)
            check.pixel(img, cx + 0.35 * CELL, cy - 0.35 * CELL, 'heat', 'delta_terri max')
    img = screenshot(chromium, dragon_svg, os.path.join(tmp, 'dragons.png'), width, width + FOOTER)
    shots['dragons'] = os.path.join(tmp, 'dragons.png')
    for line in answers[-1].split('\n'):
        words = line.split()
        if words and words[0] == 'COLOR':
            for vertex in words[2:2 + 5]:
                x = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'.index(vertex[0])
                y = n - int(vertex[1:])
                cx, cy = center(x, y)
                check.pixel(img, cx, cy, words[1], 'dragon status ' + vertex)


def check_plot(moyogo, chromium, tmp, check, shots):
    sgf_out, plot = os.path.join(tmp, 'game.sgf'), os.path.join(tmp, 'score.svg')
    subprocess.run([moyogo, '-l', GAME9, '--analyze-game', '-o', sgf_out, '--score-plot', plot,
                    '--quiet'], check=True, timeout=300)
    leads = []
    for m in re.finditer(r'score estimate (0|[BW]\+[\d.]+) after move', open(sgf_out).read()):
        s = m.group(1)
        leads.append(0.0 if s == '0' else float(s[2:]) * (1 if s[0] == 'B' else -1))
    img = screenshot(chromium, plot, os.path.join(tmp, 'score_plot.png'), 720, 320)
    shots['score_plot'] = os.path.join(tmp, 'score_plot.png')
    # interface/svg_board.cpp scorePlotLayout
    bar = (720 - 48 - 16) / len(leads)
    rng = max([10.0] + [abs(s) for s in leads])
    zero, scale = 160.0, (160.0 - 36) / rng
    for i, s in enumerate(leads):
        if abs(s) * scale >= 6:
            check.pixel(img, 48 + (i + 0.5) * bar, zero - s * scale / 2,
                        'black_lead' if s > 0 else 'white_lead', 'score bar %d' % i)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--moyogo', required=True)
    ap.add_argument('--pictures', help='keep the screenshots in this folder')
    ap.add_argument('--chromium', default=shutil.which('chromium') or 'chromium')
    args = ap.parse_args()
    if not shutil.which(args.chromium):
        print('SKIP: chromium not installed (make chromium-deps)')
        return 77
    if not (os.path.exists(GAME19) and os.path.exists(GAME9)):
        print('SKIP: peer-regression games missing')
        return 77
    tmp = tempfile.mkdtemp(prefix='moyogo-svg-')
    check, shots = Checker(), {}
    try:
        check_maps(args.moyogo, args.chromium, tmp, check, shots)
        check_heat_and_dragons(args.moyogo, args.chromium, tmp, check, shots)
        check_plot(args.moyogo, args.chromium, tmp, check, shots)
        if args.pictures:
            os.makedirs(args.pictures, exist_ok=True)
            for name, path in shots.items():
                shutil.copy(path, os.path.join(args.pictures, name + '.png'))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print('%d pixel checks, %d failed' % (check.checks, check.failures))
    return 1 if check.failures or check.checks < 100 else 0


if __name__ == '__main__':
    sys.exit(main())
