#!/usr/bin/env python3
"""Derives the implicit bodies of MLIR's named linalg ops from the real tool.

The custom form of a named structured op (linalg.matmul, linalg.fill, ...)
has no region; its generic print has the body MLIR builds for it, which
depends only on the op and the element types of its operands. For every
named op of the op catalog and every pair of element types (one for the
inputs, one for the output),
this script writes candidate programs (operand ranks tried until the
verifier accepts one), runs them through one `mlir-opt-VERSION
--split-input-file --mlir-print-op-generic` process, and keeps each accepted
op's body: one line `op<TAB>elementtypes<TAB>body` where body is the generic
text of the region's block (`^bb0(...): ops`). elemwise_unary/binary, whose
body is chosen by their `fun` attribute, also get lines `op[fun]`.

  python3 linalg_bodies.py CATALOG.tsv.gz mlir-opt-19 [SHAPES.tsv] | gzip -9n > linalg-bodies-19.tsv.gz

SHAPES.tsv, when given, gets the operand ranks found per op (`op<TAB>ranks`, s = scalar), which the reader's test
(NamedOpBodiesTest) uses to build one program per op and element-type class.
"""
import gzip
import itertools
import re
import subprocess
import sys

# every element-type class MLIR builds bodies differently for: floats, integers, i1 (andi/ori instead of muli/addi:
# the bool semiring), complex
TYPES = ['f32', 'f64', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'i1', 'complex<f32>']
RANKS = ['s', 0, 1, 2, 3, 4, 5]


def ty(rank, t):
    if rank == 's':
        return t
    return 'memref<%s%s>' % (''.join('?x' for _ in range(rank)), t)


UNARY_FNS = ['exp', 'log', 'abs', 'ceil', 'floor', 'negf', 'reciprocal', 'round', 'sqrt', 'rsqrt', 'square',
             'tanh', 'erf']
BINARY_FNS = ['add', 'sub', 'mul', 'div', 'div_unsigned', 'max_signed', 'min_signed', 'max_unsigned',
              'min_unsigned', 'powf']


def chunk(op, ranks, t, out_t=None, attr=''):
    """Inputs of element type t, the output of out_t (default t); attr: an attribute dictionary."""
    out_t = out_t or t
    if attr:
        op = op + ' ' + attr
    n = len(ranks)
    tys = [ty(r, t) for r in ranks[:-1]] + [ty(ranks[-1], out_t)]
    args = ', '.join('%%a%d: %s' % (i, tys[i]) for i in range(n))
    ins = ', '.join('%%a%d' % i for i in range(n - 1))
    return ('func.func @f(%s) {\n  %s ins(%s : %s) outs(%%a%d : %s)\n  return\n}\n'
            % (args, op, ins, ', '.join(tys[:-1]), n - 1, tys[-1]))


def run(tool, chunks):
    text = '\n// -----\n'.join(chunks)
    p = subprocess.run([tool, '--split-input-file', '--mlir-print-op-generic', '-'], input=text,
                       capture_output=True, text=True)
    outs = p.stdout.split('// -----')
    if len(outs) == len(chunks) or len(chunks) == 1:
        return outs
    # a chunk crashed the tool (linalg.reciprocal on complex<f32> does), taking the later chunks with it: one by one
    return [run(tool, [c])[0] for c in chunks]


BODY = re.compile(r'"(linalg\.[a-z0-9_]+)"\([^)]*\)[^(]*\(\{\n(.*?)\n\s*\}\)', re.S)


def bodies(outputs):
    found = {}
    for out in outputs:
        m = BODY.search(out)
        if m:
            found.setdefault(m.group(1), []).append(' '.join(l.strip() for l in m.group(2).split('\n')))
    return found


def main():
    catalog, tool = sys.argv[1], sys.argv[2]
    ops = []
    with gzip.open(catalog, 'rt') as fh:
        for line in fh:
            f = line.rstrip('\n').split('\t')
            if f[0].startswith('linalg.') and 'outputs' in f[1] and f[0] not in ('linalg.generic',):
                ops.append(f[0])
    # 1. find a rank tuple per op (f32), one chunk per candidate, first accepted wins
    shapes = {}
    cands = []
    for op in ops:
        for n_in in (1, 2):
            for rs in itertools.product(RANKS, repeat=n_in + 1):
                if rs[-1] == 's':
                    continue
                cands.append((op, rs))
        if op.endswith('_q') or 'quantized' in op:  # two shaped inputs and two scalar zero points
            for r in itertools.product(RANKS[1:], repeat=3):
                cands.append((op, (r[0], r[1], 's', 's', r[2])))
    # chunk outputs do not say which chunk they came from: one op per process run keeps the mapping simple
    for op in ops:
        mine = [c for c in cands if c[0] == op]
        outs = run(tool, [chunk(op, rs, 'f32') for _, rs in mine])
        if len(outs) != len(mine):
            continue
        for (o, rs), out in zip(mine, outs):
            if '"%s"' % op in out:
                shapes[op] = rs
                break
    # 2. every pair (input element type, output element type) with that rank tuple
    pairs = [(t, u) for t in TYPES for u in TYPES]
    lines = []
    for op, rs in sorted(shapes.items()):
        outs = run(tool, [chunk(op, rs, t, u) for t, u in pairs])
        if len(outs) != len(pairs):
            continue
        for (t, u), out in zip(pairs, outs):
            m = BODY.search(out)
            if m and m.group(1) == op:
                body = ' '.join(l.strip() for l in m.group(2).split('\n'))
                lines.append('%s\t%s\t%s' % (op, ','.join([t] * (len(rs) - 1) + [u]), body))
    # 3. bodies chosen by an attribute: elemwise_unary/binary's fun (key op[fun]), uniform types
    for op, kind, fns in (('linalg.elemwise_unary', 'unary_fn', UNARY_FNS), ('linalg.elemwise_binary', 'binary_fn', BINARY_FNS)):
        if op not in shapes:
            continue
        rs = shapes[op]
        combos = [(f, t) for f in fns for t in TYPES]
        outs = run(tool, [chunk(op, rs, t, t, '{fun = #linalg.%s<%s>}' % (kind, f)) for f, t in combos])
        if len(outs) != len(combos):
            continue
        for (f, t), out in zip(combos, outs):
            m = BODY.search(out)
            if m and m.group(1) == op:
                body = ' '.join(l.strip() for l in m.group(2).split('\n'))
                lines.append('%s[%s]\t%s\t%s' % (op, f, ','.join([t] * len(rs)), body))
    sys.stdout.write(''.join(l + '\n' for l in lines))
    if len(sys.argv) > 3:
        with open(sys.argv[3], 'w') as fh:
            for op, rs in sorted(shapes.items()):
                fh.write('%s\t%s\n' % (op, ','.join(str(r) for r in rs)))
    sys.stderr.write('linalg_bodies: %d ops with a body, %d lines\n' % (len(shapes), len(lines)))


if __name__ == '__main__':
    main()
