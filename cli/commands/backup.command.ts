import { type Command, Option } from 'commander';
import { CliFailure } from '../cli-failure';
import type { BackupServices, CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { printJson, printLines } from '../output';
import { bodyOf, connectionOf, type ServerOptions, serverOption } from '../support-connection';

interface BackupAnswer {
  readonly database: string;
  readonly files: string;
  readonly applications: number;
  readonly fileCount: number;
}

/** „1 Antrag“, „2 Anträge“. */
const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const applications = (n: number): string => counted(n, 'Antrag', 'Anträge');
const files = (n: number): string => counted(n, 'Datei', 'Dateien');

const backupsOf = (svc: CliServices): BackupServices => {
  if (svc.backups === undefined) throw new CliFailure('Sicherungen sind hier nicht verfügbar.');
  return svc.backups;
};

/** `rente backup <file>` through the admin API, `rente restore <file>` on the stopped server's data folder. */
export const registerBackupCommands = (program: Command, svc: CliServices): void => {
  program
    .command('backup')
    .description(
      'the running server writes a consistent copy of its SQLite database and data files (needs RENTE_ADMIN_TOKEN)',
    )
    .argument('<file>', 'new file on the server host; the data files go to <file>.files/')
    .addOption(serverOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente backup /var/backups/rentenkompass/2026-11-29.sqlite --server http://127.0.0.1:3000',
      ),
    )
    .action(async (file: string, options: ServerOptions, command: Command) => {
      const { api, serverUrl, token } = connectionOf(svc, options, command);
      const target = backupsOf(svc).absolute(file);
      const answer = bodyOf(await api.backup(serverUrl, token, target)) as BackupAnswer;
      if (options.json) return printJson(svc, answer);
      printLines(svc, [
        `Sicherung geschrieben: ${answer.database} (${applications(answer.applications)})`,
        `Dateien: ${answer.files} (${files(answer.fileCount)})`,
      ]);
    });

  program
    .command('restore')
    .description('puts a backup back into DATA_DIR; stop the server first')
    .argument('<file>', 'the database file `rente backup` wrote (its <file>.files/ beside it)')
    .addOption(new Option('--data-dir <dir>', 'the data folder (default: DATA_DIR or ./data)'))
    .addOption(new Option('--replace', 'an existing data folder is kept as <dir>.before-restore'))
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente restore /var/backups/rentenkompass/2026-11-29.sqlite --data-dir /srv/rk/data',
      ),
    )
    .action(
      async (file: string, options: { dataDir?: string; replace?: boolean; json?: boolean }) => {
        const backups = backupsOf(svc);
        const outcome = await backups.restore(
          backups.absolute(file),
          options.dataDir ?? backups.dataDir,
          options.replace === true,
        );
        if (!outcome.ok) throw new CliFailure(outcome.message);
        if (options.json) return printJson(svc, outcome);
        printLines(svc, [
          `Zurückgespielt nach ${outcome.database}: ${applications(outcome.applications)}, ${files(outcome.fileCount)}.`,
        ]);
      },
    );
};
