package dev.wfc.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Main} tells picocli to skip the converters of the java.time and java.sql types: no option or parameter of
 * any command may take one of them, or its value would find no converter.
 */
class PicocliExcludesTest {
    @Test
    void noArgumentOfAnyCommandHasAnExcludedType() {
        List<CommandLine> commands = new ArrayList<>(List.of(WfcCommand.commandLine()));
        int arguments = 0;
        for (int i = 0; i < commands.size(); i++) {
            CommandLine command = commands.get(i);
            for (ArgSpec arg : command.getCommandSpec().args()) {
                List<Class<?>> types = new ArrayList<>(List.of(arg.type()));
                types.addAll(List.of(arg.auxiliaryTypes()));
                for (Class<?> type : types) {
                    assertFalse(type.getName().matches(Main.PICOCLI_EXCLUDES),
                            () -> command.getCommandName() + " " + arg + ": " + type.getName());
                }
                arguments++;
            }
            commands.addAll(command.getSubcommands().values());
        }
        assertTrue(arguments > 100, "expected every command's options, found " + arguments);
    }

    @Test
    void theExcludesNameJavaTimeAndSqlTypesOnly() {
        for (String excluded : List.of("java.time.Duration", "java.time.LocalDate", "java.time.LocalDateTime",
                "java.time.ZoneId", "java.sql.Time", "java.sql.Timestamp", "java.sql.Connection")) {
            assertTrue(excluded.matches(Main.PICOCLI_EXCLUDES), excluded);
        }
        for (String kept : List.of("java.nio.file.Path", "java.lang.Integer", "java.time.Clock", "java.sql.Date",
                "java.time.DurationX")) {
            assertFalse(kept.matches(Main.PICOCLI_EXCLUDES), kept);
        }
    }
}
