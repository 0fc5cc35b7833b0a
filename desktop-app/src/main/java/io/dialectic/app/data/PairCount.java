package io.dialectic.app.data;

/** A dialect pair and the number of distinct programs that cover it. */
public record PairCount(String a, String b, long programs) {}
