import { Command, CommanderError } from 'commander';
import { CliFailure } from './cli-failure';
import type { CliServices } from './cli-services';
import { registerApplicationCommands } from './commands/application.command';
import { registerBackupCommands } from './commands/backup.command';
import { registerBannerCommand } from './commands/banner.command';
import { registerBirthdayCommand } from './commands/birthday.command';
import { registerCatalogueCommand } from './commands/catalogue.command';
import { registerCompareCommand } from './commands/compare.command';
import { registerConsultingCommands } from './commands/consulting.command';
import { registerGapCommand } from './commands/gap.command';
import { registerHolidaysCommand } from './commands/holidays.command';
import { registerInsuranceStartCommand } from './commands/insurance-start.command';
import { registerPagesCommand } from './commands/pages.command';
import { registerPartnerCommands } from './commands/partner.command';
import { registerPhoneCommand } from './commands/phone.command';
import { registerRiesterCommand } from './commands/riester.command';
import { registerRuerupCommand } from './commands/ruerup.command';
import { registerTariffCommand } from './commands/tariff.command';
import { registerTaxCommand } from './commands/tax.command';
import { registerTaxIdCommand } from './commands/taxid.command';
import { registerUrlCommands } from './commands/url.command';
import { registerWorkdayCommands } from './commands/workday.command';
import { examples } from './options';

export const CLI_VERSION = '0.1.0';

/** The `rente` program: support (comparison URLs, ids) and operations (workdays, starts). */
export const buildProgram = (svc: CliServices): Command => {
  const program = new Command('rente')
    .description(
      'Rentenkompass support and operations tool: comparison URLs, birthdays, tax ids, ' +
        'German holidays, workdays and insurance start dates. Every command has --json.',
    )
    .version(CLI_VERSION, '-V, --version')
    .configureOutput({ writeOut: svc.out, writeErr: svc.err })
    .exitOverride()
    .showSuggestionAfterError(true)
    .helpCommand(true);
  registerUrlCommands(program, svc);
  registerHolidaysCommand(program, svc);
  registerWorkdayCommands(program, svc);
  registerInsuranceStartCommand(program, svc);
  registerBirthdayCommand(program, svc);
  registerTaxIdCommand(program, svc);
  registerBannerCommand(program, svc);
  registerPhoneCommand(program, svc);
  registerPagesCommand(program, svc);
  registerTaxCommand(program, svc);
  registerRiesterCommand(program, svc);
  registerRuerupCommand(program, svc);
  registerGapCommand(program, svc);
  registerConsultingCommands(program, svc);
  registerCatalogueCommand(program, svc);
  registerCompareCommand(program, svc);
  registerTariffCommand(program, svc);
  registerApplicationCommands(program, svc);
  registerBackupCommands(program, svc);
  registerPartnerCommands(program, svc);
  program.addHelpText(
    'after',
    examples(
      "rente url decode 'https://www.rentenkompass.de/result?pt=riester&bd=1985-04-12&mp=150'",
      'rente workdays add 2026-12-24 -3 --state be',
      'rente <command> --help',
    ),
  );
  return program;
};

/**
 * Runs the program and answers its exit code: 0 success, 1 invalid input, 2 usage error.
 * Nothing escapes as an exception, so a user never sees a stack trace.
 */
export const runCli = async (argv: readonly string[], svc: CliServices): Promise<number> => {
  try {
    await buildProgram(svc).parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CliFailure) {
      svc.err(`${oneLine(e.message)}\n`);
      return e.exitCode;
    }
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    svc.err(`rente: internal error: ${oneLine(e instanceof Error ? e.message : String(e))}\n`);
    return 1;
  }
};

const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();
