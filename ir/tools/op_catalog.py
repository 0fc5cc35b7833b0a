#!/usr/bin/env python3
"""Converts `mlir-tblgen --print-records` output into Dialectic's op catalog.

Reads the records of one or more .td files (concatenated on stdin or given as
files) and writes one line per registered op, tab-separated (format in
ir/tools/README-op-catalog.md):

  name  operands  attributes  results  regions  successors  traits  format

Only the facts the custom-form reader needs are kept: names, variadicity and
fixed types of operands/results, attribute names (and whether optional),
region and successor names, type-relating traits and the assembly format.
"""
import re
import sys

DEF_RE = re.compile(r'^def (\S+) \{\s*(?://(.*))?$')
FIELD_RE = re.compile(r'^  (\S.*?) (\w+) = (.*)$', re.S)


def read_records(lines):
    """name -> (classes, {field: raw value})"""
    recs = {}
    i = 0
    n = len(lines)
    while i < n:
        m = DEF_RE.match(lines[i])
        if not m:
            i += 1
            continue
        name = m.group(1)
        classes = (m.group(2) or '').split()
        i += 1
        body = []
        while i < n and lines[i] != '}':
            body.append(lines[i])
            i += 1
        i += 1
        recs[name] = (classes, split_fields(body))
    return recs


def split_fields(body):
    fields = {}
    cur = None
    depth = 0
    in_code = False
    for line in body:
        if cur is None:
            if not line.startswith('  ') or line.startswith('   '):
                continue
            cur = line
        else:
            cur += '\n' + line
        # track [{ }] code blocks and bracket depth
        j = 0
        s = line
        while j < len(s):
            if in_code:
                if s.startswith('}]', j):
                    in_code = False
                    j += 2
                    continue
            else:
                if s.startswith('[{', j):
                    in_code = True
                    j += 2
                    continue
                c = s[j]
                if c == '"':
                    k = j + 1
                    while k < len(s) and s[k] != '"':
                        k += 2 if s[k] == '\\' else 1
                    j = k + 1
                    continue
                if c in '([<':
                    depth += 1
                elif c in ')]>':
                    depth -= 1
            j += 1
        if not in_code and depth <= 0 and cur.rstrip().endswith(';'):
            m = FIELD_RE.match(cur)
            if m:
                fields[m.group(2)] = m.group(3).rstrip()[:-1].strip()
            cur = None
            depth = 0
    return fields


def unquote(v):
    if v is None or v == '?':
        return None
    v = v.strip()
    if v.startswith('[{') and v.endswith('}]'):
        return v[2:-2]
    if v.startswith('"') and v.endswith('"'):
        return bytes(v[1:-1], 'utf-8').decode('unicode_escape')
    return v


def dag_args(v):
    """(ins A:$x, B<..>:$y) -> [(def, name)]"""
    if not v:
        return []
    v = v.strip()
    inner = v[1:-1].strip()
    head = inner.split(None, 1)
    if len(head) < 2:
        return []
    out = []
    depth = 0
    cur = ''
    for c in head[1]:
        if c in '([<':
            depth += 1
        elif c in ')]>':
            depth -= 1
        if c == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    res = []
    for a in out:
        k = a.rfind(':$')
        if k < 0:
            res.append((a, ''))
        else:
            res.append((a[:k], a[k + 2:]))
    return res


def list_items(v):
    if not v or v == '?':
        return []
    v = v.strip()
    if v.startswith('['):
        v = v[1:-1]
    return [x.strip() for x in v.split(',') if x.strip()]


BUILDER_TYPES = [
    (re.compile(r'getIntegerType\((\d+)\)$'), lambda m: 'i' + m.group(1)),
    (re.compile(r'getI(\d+)Type\(\)$'), lambda m: 'i' + m.group(1)),
    (re.compile(r'getIndexType\(\)$'), lambda m: 'index'),
    (re.compile(r'get(F|BF)(\d+)Type\(\)$'), lambda m: m.group(1).lower() + m.group(2)),
    (re.compile(r'getNoneType\(\)$'), lambda m: 'none'),
]


# Types whose ODS definition has no mnemonic (a hand-written C++ printer): spelled as
# mlir-opt prints them, keyed by the type class their builderCall constructs.
PRINTED_BY_CPP = {
    'mlir::gpu::AsyncTokenType': '!gpu.async.token',
    'mlir::gpu::SparseDnTensorHandleType': '!gpu.sparse.dntensor_handle',
    'mlir::gpu::SparseSpMatHandleType': '!gpu.sparse.spmat_handle',
    'mlir::gpu::SparseSpGEMMOpHandleType': '!gpu.sparse.spgemmop_handle',
}


class Catalog:
    def __init__(self, recs):
        self.recs = recs

    def classes(self, d):
        r = self.recs.get(d)
        return r[0] if r else []

    def field(self, d, f):
        r = self.recs.get(d)
        return r[1].get(f) if r else None

    def dialect_name(self, d):
        return unquote(self.field(d, 'name'))

    def fixed_type(self, d):
        """The one type a constraint allows, as MLIR prints it, or ''."""
        cls = self.classes(d)
        if 'TypeDef' in cls:
            params = self.field(d, 'parameters') or ''
            mn = unquote(self.field(d, 'mnemonic'))
            dia = self.field(d, 'dialect')
            if mn and dia and re.fullmatch(r'\(ins\s*\)', params.strip()):
                return '!' + self.dialect_name(dia) + '.' + mn
            return ''
        bc = unquote(self.field(d, 'builderCall')) or ''
        m = re.match(r'(?:::)?([\w:]+)::get\(\$_builder\.getContext\(\)\)$', bc)
        if m and m.group(1) in PRINTED_BY_CPP:
            return PRINTED_BY_CPP[m.group(1)]
        for rx, f in BUILDER_TYPES:
            m = rx.search(bc)
            if m and bc.startswith('$_builder.'):
                return f(m)
        # constraints that just rename a buildable type (e.g. LLVM_AnyPointer)
        if 'TypeDef' not in cls:
            b = self.field(d, 'baseType')
            if b and b in self.recs and 'Variadic' not in cls and 'Optional' not in cls:
                return self.fixed_type(b)
        return ''

    def value_kind(self, d):
        """('operand'|'attr'|'prop'|'?', kind char, base def)"""
        cls = self.classes(d)
        if 'Arg' in cls or 'Res' in cls:
            c = self.field(d, 'constraint')
            if c:
                return self.value_kind(c)
        if 'VariadicOfVariadic' in cls:
            return ('operand', '+', self.field(d, 'baseType'))
        if 'Variadic' in cls:
            return ('operand', '*', self.field(d, 'baseType'))
        if 'Optional' in cls:
            return ('operand', '?', self.field(d, 'baseType'))
        if 'TypeConstraint' in cls or d in ('AnyType',):
            return ('operand', '1', d)
        if unquote(self.field(d, 'storageType')) == '::mlir::UnitAttr' or d in ('UnitAttr', 'UnitProp') \
                or 'UnitProp' in cls:
            return ('attr', 'u', d)  # a unit attribute: printed as nothing (its presence anchors a group)
        if 'AttrConstraint' in cls or 'Attr' in cls:
            opt = ('OptionalAttr' in cls or 'DefaultValuedAttr' in cls or 'UnitAttr' in cls
                   or 'DefaultValuedOptionalAttr' in cls or self.field(d, 'isOptional') == '1')
            return ('attr', '?' if opt else '1', d)
        if 'Property' in cls:
            return ('attr', '?', d)
        if d.startswith('anonymous_') or d in self.recs:
            return ('?', '1', d)
        return ('operand', '1', d)

    def traits(self, op_fields, cpp_map, ns):
        out = []
        todo = list_items(op_fields.get('traits'))
        seen = set()
        while todo:
            t = todo.pop(0)
            if t in seen:
                continue
            seen.add(t)
            cls = self.classes(t)
            if 'TraitList' in cls:
                todo[0:0] = list_items(self.field(t, 'traits'))
                continue
            if 'TypesMatchWith' in cls:
                kind = 'TypesMatchWith'
                if 'RangedTypesMatchWith' in cls:
                    kind = 'RangedTypesMatchWith'
                if 'OptionalTypesMatchWith' in cls:
                    kind = 'OptionalTypesMatchWith'
                tr = (unquote(self.field(t, 'transformer')) or '').replace(' ', '').replace('\n', '')
                out.append('%s[%s>%s:%s]' % (kind, unquote(self.field(t, 'lhs')), unquote(self.field(t, 'rhs')), tr))
                continue
            if 'AllTypesMatch' in cls:
                out.append('AllTypesMatch[%s]' % '|'.join(unquote(x) for x in list_items(self.field(t, 'values'))))
                continue
            if 'AllElementTypesMatch' in cls:
                out.append('AllElementTypesMatch[%s]' % '|'.join(unquote(x) for x in list_items(self.field(t, 'values'))))
                continue
            if 'AllShapesMatch' in cls:
                continue
            if 'SingleBlockImplicitTerminatorImpl' in cls:
                tr = unquote(self.field(t, 'trait')) or ''
                m = re.search(r'<(.*)>', tr)
                cpp = m.group(1) if m else ''
                out.append('SingleBlockImplicitTerminator[%s]' % cpp_op_name(cpp_map, cpp, ns))
                continue
            if 'InterfaceTrait' in cls or 'OpInterface' in cls:
                nm = unquote(self.field(t, 'cppInterfaceName'))
                if nm in ('InferTypeOpInterface', 'OpAsmOpInterface', 'RegionBranchOpInterface'):
                    out.append(nm)
                continue
            if t.startswith('anonymous_'):
                continue
            out.append(t)
        keep = ('SameOperandsAndResultType', 'SameTypeOperands', 'SameOperandsElementType',
                'SameOperandsAndResultElementType', 'SameOperandsAndResultShape', 'NoTerminator',
                'IsolatedFromAbove', 'Terminator', 'ReturnLike', 'SingleBlock', 'InferTypeOpInterface',
                'AffineScope', 'SymbolTable', 'Symbol', 'OpAsmOpInterface', 'RecursiveMemoryEffects',
                'ConstantLike', 'IsTerminator', 'NoRegionArguments', 'AutomaticAllocationScope',
                'AttrSizedOperandSegments', 'AttrSizedResultSegments', 'Commutative', 'Pure', 'Elementwise')
        res = []
        for x in out:
            if '[' in x or x in keep:
                if x not in res:
                    res.append(x)
        return res


def cpp_op_name(cpp_map, cpp, ns):
    """scf::YieldOp -> scf.yield; unqualified: in the op's own namespace, else when one op has it."""
    parts = cpp.split('::')
    if len(parts) > 1:
        return cpp_map.get(parts[-1] + '@' + parts[-2], cpp)
    # resolved in main() against the ops of every file
    return cpp_map.get(parts[-1] + '@' + ns, 'cpp:' + parts[-1] + '@' + ns)


def main():
    # Each file is its own record set: anonymous_N names are numbered per tblgen run.
    out = {}
    cpp_map = {}
    for path in sys.argv[1:]:
        with open(path) as fh:
            out.update(convert(read_records(fh.read().split('\n')), cpp_map))
    for k, line in out.items():
        out[k] = re.sub(r'cpp:([\w@]+)', lambda m: cpp_map.get(m.group(1), m.group(1).split('@')[0]), line)
    sys.stdout.write(''.join(out[k] + '\n' for k in sorted(out)))


def convert(recs, cpp_map):
    cat = Catalog(recs)
    ops = {}
    for name, (cls, f) in recs.items():
        if 'Op' not in cls or 'opName' not in f:
            continue
        dia = f.get('opDialect')
        dname = cat.dialect_name(dia) if dia else None
        if dname is None:
            continue
        opname = unquote(f['opName'])
        full = (dname + '.' + opname) if dname else opname
        ns = (unquote(f.get('cppNamespace')) or '').split('::')[-1]
        cls_name = unquote(f.get('cppClassName')) if f.get('cppClassName') else name.split('_', 1)[-1]
        cpp_map[cls_name + '@' + ns] = full
        ops[full] = (name, f)
    lines = {}
    for full in sorted(ops):
        name, f = ops[full]
        operands, attrs = [], []
        for d, n in dag_args(f.get('arguments')):
            kind, card, base = cat.value_kind(d)
            if kind == 'operand':
                operands.append('%s:%s:%s' % (n, card, cat.fixed_type(base) if base else ''))
            else:
                attrs.append('%s:%s' % (n, card))
        results = []
        for d, n in dag_args(f.get('results')):
            kind, card, base = cat.value_kind(d)
            results.append('%s:%s:%s' % (n, card, cat.fixed_type(base) if base else ''))
        regions = []
        for d, n in dag_args(f.get('regions')):
            regions.append('%s:%s' % (n, '*' if 'VariadicRegion' in cat.classes(d) else '1'))
        succs = []
        for d, n in dag_args(f.get('successors')):
            succs.append('%s:%s' % (n, '*' if 'VariadicSuccessor' in cat.classes(d) else '1'))
        traits = cat.traits(f, cpp_map, (unquote(f.get('cppNamespace')) or '').split('::')[-1])
        fmt = unquote(f.get('assemblyFormat'))
        if fmt:
            fmt = ' '.join(fmt.split())
        elif f.get('hasCustomAssemblyFormat') == '1':
            fmt = '!custom'
        else:
            fmt = '!generic'
        lines[full] = '\t'.join([full, ','.join(operands), ','.join(attrs), ','.join(results), ','.join(regions),
                                  ','.join(succs), ','.join(traits), fmt])
    return lines


if __name__ == '__main__':
    main()
