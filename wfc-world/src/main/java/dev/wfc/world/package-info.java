/**
 * Unbounded worlds. {@link dev.wfc.world.World} is the entry point: a world of a model, a seed, a block size and a
 * layer count, whose {@link dev.wfc.world.World#chunk chunks} and {@link dev.wfc.world.World#region regions} are
 * the same whoever asks for them, in what order and on how many threads.
 */
package dev.wfc.world;
