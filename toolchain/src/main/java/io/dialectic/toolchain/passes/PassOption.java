package io.dialectic.toolchain.passes;

import java.util.List;

/**
 * One option of a pass as the tool's {@code --help} lists it ({@code --tile-size=<uint>}, {@code --separate},
 * {@code --parallelization-strategy=<value>} with its {@code =none}, {@code =dense-outer-loop}, ... lines).
 *
 * @param name   the option's name ({@code tile-size})
 * @param type   what {@code --help} says it takes: {@code bool} when it shows no value, else the word between angle
 *               brackets ({@code uint}, {@code ulong}, {@code int}, {@code long}, {@code string}, {@code value}: an enum
 *               when {@code values} is not empty)
 * @param list   a list option (its description says so: "List of tile sizes ...")
 * @param values an enum's values in the order listed
 */
public record PassOption(String name, String type, boolean list, List<String> values) {
    public PassOption {
        values = List.copyOf(values);
    }

    public boolean isBool() {
        return type.equals("bool");
    }

    public boolean isInteger() {
        return switch (type) {
            case "int", "uint", "long", "ulong" -> true;
            default -> false;
        };
    }

    public boolean isEnum() {
        return type.equals("value") && !values.isEmpty();
    }

    /** May take a negative value. */
    public boolean signed() {
        return type.equals("int") || type.equals("long");
    }
}
