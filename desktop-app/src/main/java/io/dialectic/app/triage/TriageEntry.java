package io.dialectic.app.triage;

/**
 * A person's verdict on one cluster.
 *
 * @param status  the triage status
 * @param note    free text (issue link, duplicate of which key...), never null
 * @param updated ISO-8601 instant of the last change
 */
public record TriageEntry(TriageStatus status, String note, String updated) {
    public static final TriageEntry NEW = new TriageEntry(TriageStatus.NEW, "", "");

    public TriageEntry {
        note = note == null ? "" : note;
        updated = updated == null ? "" : updated;
    }
}
