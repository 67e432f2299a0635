/**
 * The batch engine: many seeded maps of one job on worker threads, handed to one writer, with the same output for
 * every thread count. JCTools 4 ships a real module descriptor ({@code org.jctools.core}), so it is required by name.
 */
module dev.wfc.parallel {
    requires transitive dev.wfc.core;
    requires org.jctools.core;
    // Host reads the JVM's own arguments.
    requires java.management;

    exports dev.wfc.parallel;
}
