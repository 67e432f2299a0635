/**
 * The corpus as a contract that every runner honours byte for byte: the spec reader, the recipe, the directory
 * layout with its manifest and run.json, resume, the writer, the reader, the statistics and the
 * regression baselines of {@code wfc bench}, and the world spec and directory of {@code wfc world}
 * ({@code dev.wfc.corpus.world}). The spec's records and
 * the model-specific jobs they resolve to stay in the non-exported {@code dev.wfc.corpus.spec}; a spec is read
 * through {@link dev.wfc.corpus.CorpusJob#read}.
 */
module dev.wfc.corpus {
    requires transitive dev.wfc.parallel;
    requires transitive dev.wfc.world;
    requires transitive com.fasterxml.jackson.databind;
    requires java.desktop;

    exports dev.wfc.corpus;
    exports dev.wfc.corpus.stats;
    exports dev.wfc.corpus.debroglie;
    exports dev.wfc.corpus.baseline;
    exports dev.wfc.corpus.gallery;
    exports dev.wfc.corpus.world;
    // The spec records are read by Jackson's data binding.
    opens dev.wfc.corpus.spec to com.fasterxml.jackson.databind;
}
