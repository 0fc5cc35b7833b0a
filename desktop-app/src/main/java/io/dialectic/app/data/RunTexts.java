package io.dialectic.app.data;

/** The large columns of one run, read on demand. */
public record RunTexts(String runId, String programText, String stderr) {}
