package io.dialectic.app.data;

/** A point of a coverage curve: distinct items seen by runs up to {@code seq} (order of generation). */
public record CurvePoint(long seq, long cumulative) {}
