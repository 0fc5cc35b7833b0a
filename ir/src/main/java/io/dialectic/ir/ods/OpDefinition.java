package io.dialectic.ir.ods;

import java.util.List;

/**
 * One registered op as MLIR's ODS defines it (one line of the op catalog,
 * see {@link OpCatalog}): its operand, attribute, result, region and
 * successor slots in ODS order, the traits that relate types or shape the
 * custom form, and its declarative assembly format when it has one.
 *
 * <p>Slots are in ODS order (the generic form's operand order). Traits are
 * kept as the catalog writes them ({@code SameOperandsAndResultType},
 * {@code AllTypesMatch[a|b]}, {@code TypesMatchWith[lhs>rhs:transformer]},
 * {@code SingleBlockImplicitTerminator[scf.yield]}, ...). {@link #format()}
 * is the declarative assembly format, or null when the op has a hand-written
 * C++ parser ({@link #customParser()}) or only the generic form.
 */
public final class OpDefinition {
    private final String name;
    private final List<Slot> operands, attributes, results, regions, successors;
    private final List<String> traits;
    private final String format;
    private final boolean customParser;

    public OpDefinition(
            String name,
            List<Slot> operands,
            List<Slot> attributes,
            List<Slot> results,
            List<Slot> regions,
            List<Slot> successors,
            List<String> traits,
            String format,
            boolean customParser) {
        this.name = name;
        this.operands = List.copyOf(operands);
        this.attributes = List.copyOf(attributes);
        this.results = List.copyOf(results);
        this.regions = List.copyOf(regions);
        this.successors = List.copyOf(successors);
        this.traits = List.copyOf(traits);
        this.format = format;
        this.customParser = customParser;
    }

    public String name() {
        return name;
    }

    public List<Slot> operands() {
        return operands;
    }

    public List<Slot> attributes() {
        return attributes;
    }

    public List<Slot> results() {
        return results;
    }

    public List<Slot> regions() {
        return regions;
    }

    public List<Slot> successors() {
        return successors;
    }

    public List<String> traits() {
        return traits;
    }

    public String format() {
        return format;
    }

    public boolean customParser() {
        return customParser;
    }

    @Override
    public String toString() {
        return name;
    }

    /**
     * One named slot of an op.
     *
     * @param name      the ODS name ({@code lhs})
     * @param card      {@code '1'} exactly one, {@code '?'} optional, {@code '*'} variadic, {@code '+'} variadic of variadic,
     *                  {@code 'u'} a unit attribute (printed as nothing)
     * @param fixedType the one type the slot's constraint allows, as MLIR prints it ({@code index}), or null
     */
    public record Slot(String name, char card, String fixedType) {
        public boolean single() {
            return card == '1';
        }
    }

    /** The dialect namespace, the text before the first dot. */
    public String dialect() {
        int dot = name.indexOf('.');
        return dot < 0 ? "builtin" : name.substring(0, dot);
    }

    public boolean hasTrait(String trait) {
        return traits.contains(trait);
    }

    /** The terminator the custom printer leaves out of each region ({@code SingleBlockImplicitTerminator}), or null. */
    public String implicitTerminator() {
        for (String t : traits) {
            if (t.startsWith("SingleBlockImplicitTerminator[")) return t.substring(30, t.length() - 1);
        }
        return null;
    }

    /** The index of the operand slot named {@code n}, or -1. */
    public int operandIndex(String n) {
        return indexOf(operands, n);
    }

    public int resultIndex(String n) {
        return indexOf(results, n);
    }

    public int attributeIndex(String n) {
        return indexOf(attributes, n);
    }

    public int regionIndex(String n) {
        return indexOf(regions, n);
    }

    public int successorIndex(String n) {
        return indexOf(successors, n);
    }

    private static int indexOf(List<Slot> slots, String n) {
        for (int i = 0; i < slots.size(); i++) if (slots.get(i).name().equals(n)) return i;
        return -1;
    }

    private volatile AssemblyFormat parsedFormat;

    /** The parsed {@link #format()}, or null when the op has none or it cannot be parsed; parsed once. */
    public AssemblyFormat assemblyFormat() {
        if (format == null) return null;
        AssemblyFormat f = parsedFormat;
        if (f == null) {
            f = AssemblyFormat.parse(format, this);
            parsedFormat = f;
        }
        return f == AssemblyFormat.UNPARSABLE ? null : f;
    }
}
