package dev.wfc.core;

/**
 * An argument or option outside its range, a name that names nothing, a size a model cannot make: the caller's
 * input is wrong, and the message, one line in the form {@code "name: value (expected: ...)"}, says how. The root of
 * every bad-input exception the library throws at run time; an {@link IllegalArgumentException}, so that code
 * written against the older signatures keeps catching it.
 */
public class WfcInputException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** @param message one line naming the input at fault and what was expected */
    public WfcInputException(String message) {
        super(message);
    }

    /** @param message one line naming the input at fault; {@code cause} the reader's or checker's exception */
    public WfcInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
