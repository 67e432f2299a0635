package dev.wfc.cli.rules;

import dev.wfc.cli.options.ModelInput;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.view.ContactSheet;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What the {@code wfc rules} commands share: write the contact sheet (and JSON), all or none, then the report. */
final class RulesRun {
    private RulesRun() {
    }

    /** @throws CliFailure exit 2 if two outputs name one file, 1 if a file cannot be written */
    static int run(CommandSpec spec, ModelInput model, RulesOptions options) {
        RulesReport report = new RulesReport(model);
        Image first = model.model().tileImage(0);
        ContactSheet sheet = new ContactSheet(model.model().rules().tileCount(), first.width(), first.height());
        Path sheetFile = options.sheet(model.name());
        List<OutputFile> files = new ArrayList<>();
        files.add(new OutputFile("--sheet", sheetFile, Png.encode(sheet.draw(model.model()::tileImage))));
        if (options.json() != null) {
            files.add(new OutputFile("--json", options.json(), report.json()));
        }
        OutputFile.writeAll(files, spec);
        PrintWriter out = spec.commandLine().getOut();
        out.print(report.markdown(sheetFile, options.json()));
        out.flush();
        return ExitCodes.OK;
    }
}
