/**
 * Unbounded worlds: any chunk of an endless map, seamless with its neighbours and a pure function of the world seed
 * and its coordinates, built from any model of wfc-core by layers of blocks solved over a periodic base.
 */
module dev.wfc.world {
    requires transitive dev.wfc.parallel;

    exports dev.wfc.world;
}
