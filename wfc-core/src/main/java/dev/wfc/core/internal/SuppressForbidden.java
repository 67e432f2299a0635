package dev.wfc.core.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Lets the annotated element use an API that forbidden-apis bans elsewhere (the build's signatures); the build
 * matches it by simple name. Annotate the narrowest element and say why in {@link #reason()}.
 */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.CONSTRUCTOR, ElementType.FIELD, ElementType.METHOD, ElementType.TYPE})
public @interface SuppressForbidden {
    /** Why this use is right here. */
    String reason();
}
