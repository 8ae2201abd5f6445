import { type Command, InvalidArgumentError, Option } from 'commander';
import { historyEntriesOf } from '../../domain/application/application-history';
import {
  isLifecycleEventKind,
  type LifecycleEvent,
} from '../../domain/application/application-lifecycle';
import { normalApplicationReference } from '../../domain/application/application-reference';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '../../domain/application/application-status';
import { sinceInstantOf } from '../../domain/application/since-date';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { printJson, printLines, table } from '../output';
import { bodyOf, connectionOf, type ServerOptions, serverOption } from '../support-connection';

const sinceParser = (value: string): string => {
  const parsed = sinceInstantOf(value);
  if (!parsed.ok) throw new InvalidArgumentError(parsed.error.message);
  return value;
};

interface Summary {
  readonly reference: string;
  readonly status: ApplicationStatus;
  readonly submittedAt: string;
  readonly product: string;
  readonly tariffId: string;
  readonly firstName: string;
  readonly lastName: string;
}

interface Detail {
  readonly reference: string;
  readonly status: ApplicationStatus;
  readonly submittedAt: string;
  readonly updatedAt: string;
  readonly choice: { readonly product: string; readonly tariffId: string };
  readonly form: {
    readonly personal: {
      readonly firstName: string;
      readonly lastName: string;
      readonly email: string;
      readonly phoneNumber: string;
      readonly birthday: string | null;
    };
    readonly iban: string;
  };
  readonly creditedPoints: number | null;
  /** The events kept (an older server sends none). */
  readonly history?: readonly LifecycleEvent[];
  readonly signedOffer?: {
    readonly details: {
      readonly row: { readonly tariffName: string; readonly insurerName: string };
    };
  } | null;
}

/** Known event kinds only: a newer server's kinds are left out, never printed raw. */
const knownEvents = (history: readonly LifecycleEvent[] | undefined): LifecycleEvent[] =>
  (history ?? []).filter((event) => isLifecycleEventKind(event.kind));

/** `rente application show|list`: support's view of stored applications through the admin API. */
export const registerApplicationCommands = (program: Command, svc: CliServices): void => {
  const group = program
    .command('application')
    .description(
      'stored applications, read through the server admin API (needs RENTE_ADMIN_TOKEN)',
    );

  group
    .command('show')
    .description('one application by its reference number, with the personal data')
    .argument('<reference>', 'reference number, e.g. RK-2026-7K4QX9MB')
    .addOption(serverOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples('rente application show RK-2026-7K4QX9MB --server https://portal.example'),
    )
    .action(async (input: string, options: ServerOptions, command: Command) => {
      const { api, serverUrl, token } = connectionOf(svc, options, command);
      const reference = normalApplicationReference(input);
      if (reference === null) {
        throw new CliFailure(`Keine gültige Antragsnummer: ${input} (Form RK-JJJJ-XXXXXXXX).`);
      }
      const detail = bodyOf(await api.getApplication(serverUrl, token, reference)) as Detail;
      if (options.json) return printJson(svc, detail);
      const p = detail.form.personal;
      printLines(
        svc,
        table(
          svc,
          ['Feld', 'Wert'],
          [
            ['Antragsnummer', detail.reference],
            ['Status', `${detail.status} (${APPLICATION_STATUS_LABELS[detail.status]})`],
            ['Eingegangen', detail.submittedAt],
            ['Geändert', detail.updatedAt],
            ['Produkt', detail.choice.product],
            [
              'Tarif',
              detail.signedOffer == null
                ? detail.choice.tariffId
                : `${detail.signedOffer.details.row.tariffName} (${detail.signedOffer.details.row.insurerName}; ${detail.choice.tariffId})`,
            ],
            ['Name', `${p.firstName} ${p.lastName}`],
            ['Geburtsdatum', p.birthday ?? ''],
            ['E-Mail', p.email],
            ['Telefon', p.phoneNumber],
            ['IBAN', detail.form.iban],
            ['Punkte', detail.creditedPoints === null ? '–' : String(detail.creditedPoints)],
          ],
        ),
      );
      const history = historyEntriesOf(knownEvents(detail.history));
      if (history.length > 0) {
        printLines(svc, [
          '',
          'Verlauf',
          ...history.map((entry) => `  ${entry.when}  ${entry.label}`),
        ]);
      }
    });

  group
    .command('retry')
    .description('hands a failed application over to the insurer again')
    .argument('<reference>', 'reference number, e.g. RK-2026-7K4QX9MB')
    .addOption(serverOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples('rente application retry RK-2026-7K4QX9MB --server https://portal.example'),
    )
    .action(async (input: string, options: ServerOptions, command: Command) => {
      const { api, serverUrl, token } = connectionOf(svc, options, command);
      const reference = normalApplicationReference(input);
      if (reference === null) {
        throw new CliFailure(`Keine gültige Antragsnummer: ${input} (Form RK-JJJJ-XXXXXXXX).`);
      }
      const answer = bodyOf(await api.retryApplication(serverUrl, token, reference)) as {
        reference: string;
        status: ApplicationStatus;
      };
      if (options.json) return printJson(svc, answer);
      printLines(svc, [
        `${answer.reference}: wird erneut an den Versicherer übermittelt (${APPLICATION_STATUS_LABELS[answer.status]}).`,
      ]);
    });

  group
    .command('list')
    .description('applications, newest first, by status and time')
    .addOption(new Option('--status <status>', 'only this status').choices(APPLICATION_STATUSES))
    .addOption(
      new Option(
        '--since <date>',
        'stored at or after (YYYY-MM-DD, DD.MM.YYYY or an ISO instant)',
      ).argParser(sinceParser),
    )
    .addOption(serverOption())
    .addOption(jsonOption())
    .addHelpText('after', examples('rente application list --status failed --since 2026-03-01'))
    .action(
      async (options: ServerOptions & { status?: string; since?: string }, command: Command) => {
        const { api, serverUrl, token } = connectionOf(svc, options, command);
        const body = bodyOf(
          await api.listApplications(serverUrl, token, {
            ...(options.status === undefined ? {} : { status: options.status }),
            ...(options.since === undefined ? {} : { since: options.since }),
          }),
        ) as { applications: Summary[] };
        if (options.json) return printJson(svc, body);
        if (body.applications.length === 0) return printLines(svc, ['Keine Anträge gefunden.']);
        printLines(
          svc,
          table(
            svc,
            ['Antragsnummer', 'Status', 'Eingegangen', 'Produkt', 'Tarif', 'Name'],
            body.applications.map((a) => [
              a.reference,
              a.status,
              a.submittedAt,
              a.product,
              a.tariffId,
              `${a.firstName} ${a.lastName}`,
            ]),
          ),
        );
      },
    );
};
