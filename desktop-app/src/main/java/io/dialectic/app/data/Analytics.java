package io.dialectic.app.data;

/**
 * The analytics module's definitions the app calls, supplied by the CLI (the app does not depend on the
 * analytics engine): the analysis of a raw campaign folder into a report, and the featurizer of one
 * program, for runs added live. So every figure the app shows, the report's or a live run's, has the
 * job's one definition.
 */
public record Analytics(CampaignAnalyzer analyzer, ProgramFeatures features) {}
