/**
 * How Dialectic writes what it produces, in one place: {@link io.dialectic.base.storage.AtomicFiles}
 * (a file appears whole or not at all), {@link io.dialectic.base.storage.AtomicFolder} (a folder
 * appears whole or not at all), {@link io.dialectic.base.storage.OutputFolder} (which folder a verb may
 * replace or continue: never a user's files, never an input) and
 * {@link io.dialectic.base.storage.JsonlTail} (an append-only JSON Lines file after a kill -9).
 * The {@code ir} module cannot depend on this one and keeps its own single temp-and-move write (OdgDot).
 */
package io.dialectic.base.storage;
