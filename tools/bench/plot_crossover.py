#!/usr/bin/env python3
"""tools/bench/plot_crossover.py - draws the measured GPU/CPU crossover (the CSV
`alkahest bench groebner-gpu` writes) as an SVG: speed-up of the GPU over our
CPU path against the work of the batch, log-log, one marker shape per prime
count, the break-even line at 1.

usage: plot_crossover.py [CSV] [SVG]
(defaults: lib/groebner_gpu/groebner_gpu_crossover.csv, docs/crossover.svg)
Standard library only: the build and GPU machines have no matplotlib.
"""
import csv
import math
import sys

W, H, L, R, T, B = 720, 440, 70, 170, 40, 60  # canvas and margins


def rows(path):
    with open(path) as f:
        for r in csv.DictReader(line for line in f if not line.startswith("#")):
            work = int(r["rows"]) * int(r["cols"]) * float(r["density"]) * int(r["primes"])
            yield r["kind"], int(r["rows"]), int(r["primes"]), work, float(r["cpu_seconds"]) / float(r["gpu_seconds"])


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "lib/groebner_gpu/groebner_gpu_crossover.csv"
    dst = sys.argv[2] if len(sys.argv) > 2 else "docs/crossover.svg"
    pts = list(rows(src))
    if not pts:
        sys.exit(f"{src}: no measurements")
    xs = [math.log10(p[3]) for p in pts]
    ys = [math.log10(p[4]) for p in pts]
    x0, x1 = math.floor(min(xs)), math.ceil(max(xs))
    y0, y1 = math.floor(min(ys + [0])), math.ceil(max(ys + [0]))
    sx = lambda v: L + (v - x0) / (x1 - x0) * (W - L - R)
    sy = lambda v: H - B - (v - y0) / (y1 - y0) * (H - T - B)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="12">',
           f'<rect width="{W}" height="{H}" fill="white"/>',
           f'<text x="{W / 2}" y="22" text-anchor="middle" font-size="14">GPU speed-up over our CPU path (H200 host): {src.split("/")[-1]}</text>']
    for d in range(x0, x1 + 1):
        out.append(f'<line x1="{sx(d)}" y1="{T}" x2="{sx(d)}" y2="{H - B}" stroke="#ddd"/>')
        out.append(f'<text x="{sx(d)}" y="{H - B + 18}" text-anchor="middle">1e{d}</text>')
    for d in range(y0, y1 + 1):
        out.append(f'<line x1="{L}" y1="{sy(d)}" x2="{W - R}" y2="{sy(d)}" stroke="#ddd"/>')
        out.append(f'<text x="{L - 8}" y="{sy(d) + 4}" text-anchor="end">{10 ** d:g}x</text>')
    out.append(f'<line x1="{L}" y1="{sy(0)}" x2="{W - R}" y2="{sy(0)}" stroke="#c00" stroke-dasharray="6 4"/>')
    out.append(f'<text x="{W - R + 6}" y="{sy(0) + 4}" fill="#c00">break-even</text>')
    out.append(f'<text x="{(L + W - R) / 2}" y="{H - 18}" text-anchor="middle">work = rows x cols x density x primes (entries)</text>')
    out.append(f'<text x="18" y="{(T + H - B) / 2}" transform="rotate(-90 18 {(T + H - B) / 2})" text-anchor="middle">CPU time / GPU time</text>')
    colours = {1: "#1f77b4", 16: "#2ca02c", 256: "#ff7f0e"}
    legend = {}
    for (kind, n, primes, work, speed), x, y in zip(pts, xs, ys):
        c = colours.get(primes, "#555")
        px, py = sx(x), sy(y)
        if kind == "dense":
            out.append(f'<circle cx="{px:.1f}" cy="{py:.1f}" r="5" fill="{c}"><title>dense n={n}, {primes} primes: {speed:.2f}x</title></circle>')
        else:
            out.append(f'<rect x="{px - 5:.1f}" y="{py - 5:.1f}" width="10" height="10" fill="{c}"><title>replay {n} rows, {primes} primes: {speed:.2f}x</title></rect>')
        legend[(kind, primes)] = c
    for k, ((kind, primes), c) in enumerate(sorted(legend.items())):
        y = T + 10 + 18 * k
        shape = (f'<circle cx="{W - R + 16}" cy="{y}" r="5" fill="{c}"/>' if kind == "dense"
                 else f'<rect x="{W - R + 11}" y="{y - 5}" width="10" height="10" fill="{c}"/>')
        out.append(shape + f'<text x="{W - R + 28}" y="{y + 4}">{kind}, {primes} prime{"s" if primes > 1 else ""}</text>')
    out.append("</svg>")
    with open(dst, "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {dst} ({len(pts)} points)")


if __name__ == "__main__":
    main()
