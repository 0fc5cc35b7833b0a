package io.dialectic.app.triage;

/** Where a person stands with one crash cluster. */
public enum TriageStatus {
    NEW("new"),
    TRIAGED("triaged"),
    REPORTED("reported"),
    FIXED("fixed"),
    DUPLICATE("duplicate");

    private final String label;

    TriageStatus(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static TriageStatus fromLabel(String s) {
        for (TriageStatus t : values()) if (t.label.equals(s)) return t;
        throw new IllegalArgumentException(
                "unknown triage status '" + s + "' (expected new, triaged, reported, fixed or duplicate)");
    }

    @Override
    public String toString() {
        return label;
    }
}
