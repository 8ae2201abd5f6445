import { type Command, Option } from 'commander';
import { Temporal } from 'temporal-polyfill';
import { inBerlin } from '../../domain/calendar/berlin';
import { germanDateOfIso } from '../../domain/calendar/calendar-day';
import {
  berlinClockText,
  consultantNameIn,
  DEMO_TEAM,
  DEMO_TEAM_LABEL,
} from '../../domain/consulting/demo-team';
import { bookableSlots, teamIn } from '../../domain/consulting/team-slots';
import type { StateCode } from '../../domain/holidays/state';
import { dateArgument } from '../arguments';
import type { CliServices } from '../cli-services';
import { examples, jsonOption, stateCodeOption } from '../options';
import { printJson, printLines, table } from '../output';
import { bodyOf, connectionOf, type ServerOptions, serverOption } from '../support-connection';

interface SupportAppointment {
  readonly id: string;
  readonly slotStart: string;
  readonly slotEnd: string;
  readonly status: string;
  readonly source: string;
  readonly consultant: string;
  readonly name: string;
  readonly phoneNumber: string;
  readonly topic: string;
}

interface SupportCallback {
  readonly id: string;
  readonly createdAt: string;
  readonly source: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly product: string;
  /** Absent for requests from other pages than the booking page. */
  readonly topic?: string;
}

const dateOption = (): Option =>
  new Option('--date <date>', 'the day (YYYY-MM-DD or DD.MM.YYYY, Europe/Berlin)')
    .argParser(dateArgument)
    .makeOptionMandatory();

/** "27.11.2026 09:30": a stored instant as support staff read it, in Berlin time. */
const berlinDateTimeText = (iso: string): string => {
  try {
    const instant = Temporal.Instant.from(iso);
    return `${germanDateOfIso(inBerlin(instant).toPlainDate().toString())} ${berlinClockText(instant)}`;
  } catch {
    return iso;
  }
};

const STATUS_TEXT: Readonly<Record<string, string>> = { booked: 'gebucht', cancelled: 'abgesagt' };

const appointmentRows = (appointments: readonly SupportAppointment[]): string[][] =>
  appointments.map((a) => [
    berlinDateTimeText(a.slotStart),
    STATUS_TEXT[a.status] ?? a.status,
    a.consultant,
    a.name,
    a.phoneNumber,
    a.source,
    a.topic,
  ]);

const APPOINTMENT_HEADERS = ['Beginn', 'Status', 'Berater', 'Name', 'Telefon', 'Quelle', 'Thema'];

/**
 * `rente slots` (computed here from the demo team and the holiday calendar: shifts, holidays and
 * inactivity, not the bookings), `rente appointments list` and `rente inquiry find` (through the
 * server's admin API with RENTE_ADMIN_TOKEN).
 */
export const registerConsultingCommands = (program: Command, svc: CliServices): void => {
  program
    .command('slots')
    .description(
      `consulting half hours of a day by the ${DEMO_TEAM_LABEL}'s shifts (bookings not counted)`,
    )
    .addOption(dateOption())
    .addOption(stateCodeOption('--state <code>', 'only consultants in this federal state'))
    .addOption(jsonOption())
    .addHelpText('after', examples('rente slots --date 2026-11-27 --state by'))
    .action((options: { date: Temporal.PlainDate; state?: StateCode; json?: boolean }) => {
      const slots = bookableSlots(teamIn(DEMO_TEAM, options.state), options.date);
      const json = {
        date: options.date.toString(),
        state: options.state ?? null,
        slots: slots.map((slot) => ({
          start: slot.start.toString(),
          end: slot.end.toString(),
          from: berlinClockText(slot.start),
          to: berlinClockText(slot.end),
          consultants: slot.freeConsultantIds.map((id) => consultantNameIn(DEMO_TEAM, id)),
        })),
      };
      if (options.json) return printJson(svc, json);
      if (json.slots.length === 0)
        return printLines(svc, [`Keine Beratungstermine am ${germanDateOfIso(json.date)}.`]);
      printLines(
        svc,
        table(
          svc,
          ['Von', 'Bis', 'Berater'],
          json.slots.map((slot) => [slot.from, slot.to, slot.consultants.join(', ')]),
        ),
      );
    });

  program
    .command('appointments')
    .description('booked consulting appointments, through the server admin API')
    .command('list')
    .description('the appointments of a day (Europe/Berlin), booked and cancelled')
    .addOption(dateOption())
    .addOption(serverOption())
    .addOption(jsonOption())
    .addHelpText('after', examples('rente appointments list --date 2026-11-27'))
    .action(async (options: ServerOptions & { date: Temporal.PlainDate }, command: Command) => {
      const { api, serverUrl, token } = connectionOf(svc, options, command);
      const body = bodyOf(
        await api.listAppointments(serverUrl, token, options.date.toString()),
      ) as { appointments: SupportAppointment[] };
      if (options.json) return printJson(svc, body);
      if (body.appointments.length === 0) return printLines(svc, ['Keine Termine an diesem Tag.']);
      printLines(svc, table(svc, APPOINTMENT_HEADERS, appointmentRows(body.appointments)));
    });

  program
    .command('inquiry')
    .description('consulting inquiries (callback requests and appointments), through the admin API')
    .command('find')
    .description('inquiries by phone number, however it was written (SPEC §5 phone search)')
    .addOption(
      new Option('--phone <number>', 'the phone number, e.g. "0171 1234567"').makeOptionMandatory(),
    )
    .addOption(serverOption())
    .addOption(jsonOption())
    .addHelpText('after', examples('rente inquiry find --phone "0171 1234567"'))
    .action(async (options: ServerOptions & { phone: string }, command: Command) => {
      const { api, serverUrl, token } = connectionOf(svc, options, command);
      const body = bodyOf(await api.findInquiries(serverUrl, token, options.phone)) as {
        callbackRequests: SupportCallback[];
        appointments: SupportAppointment[];
      };
      if (options.json) return printJson(svc, body);
      if (body.callbackRequests.length === 0 && body.appointments.length === 0)
        return printLines(svc, ['Keine Anfragen zu dieser Telefonnummer gefunden.']);
      const lines: string[] = [];
      if (body.callbackRequests.length > 0)
        lines.push(
          'Rückrufwünsche:',
          ...table(
            svc,
            ['Eingegangen', 'Name', 'Telefon', 'Produkt', 'Thema', 'Quelle'],
            body.callbackRequests.map((r) => [
              berlinDateTimeText(r.createdAt),
              `${r.firstName} ${r.lastName}`,
              r.phoneNumber,
              r.product,
              r.topic ?? '–',
              r.source,
            ]),
          ),
        );
      if (body.appointments.length > 0)
        lines.push(
          ...(lines.length > 0 ? [''] : []),
          'Termine:',
          ...table(svc, APPOINTMENT_HEADERS, appointmentRows(body.appointments)),
        );
      printLines(svc, lines);
    });
};
