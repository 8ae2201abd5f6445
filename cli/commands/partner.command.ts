import { type Command, Option } from 'commander';
import { checkPartnerSet, type PartnerSetFields } from '../../domain/partner/partner-set-rules';
import { CliFailure } from '../cli-failure';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { printJson, printLines, table } from '../output';
import { bodyOf, connectionOf, type ServerOptions, serverOption } from '../support-connection';

/**
 * `rente partner list|add|remove`: the partner sets (SPEC §9 wpset → SPEC §3 wp1, wp2) through
 * the server's admin API with RENTE_ADMIN_TOKEN, as `rente application` and `rente appointments`.
 */
export const registerPartnerCommands = (program: Command, svc: CliServices): void => {
  const partner = program
    .command('partner')
    .description('partner sets (wpset → wp1, wp2), through the server admin API');

  partner
    .command('list')
    .description('every partner set with its partner code (wp1) and ad-partner code (wp2)')
    .addOption(serverOption())
    .addOption(jsonOption())
    .addHelpText('after', examples('rente partner list', 'rente partner list --json'))
    .action(async (options: ServerOptions, command: Command) => {
      const { api, serverUrl, token } = connectionOf(svc, options, command);
      const body = bodyOf(await api.listPartnerSets(serverUrl, token)) as {
        partnerSets: PartnerSetFields[];
      };
      if (options.json) return printJson(svc, body);
      if (body.partnerSets.length === 0) return printLines(svc, ['Keine Partner-Sets.']);
      printLines(
        svc,
        table(
          svc,
          ['Partner-Set', 'Partner (wp1)', 'Werbepartner (wp2)'],
          body.partnerSets.map((s) => [s.name, s.b2BPartner, s.b2BAdPartner ?? '–']),
        ),
      );
    });

  partner
    .command('add')
    .description('stores a partner set, or changes the codes of an existing one')
    .argument('<name>', 'the partner set (the wpset query parameter), e.g. vergleich_partner')
    .addOption(
      new Option('--partner <code>', 'the partner code, tracked as wp1').makeOptionMandatory(),
    )
    .addOption(
      new Option(
        '--ad-partner <code>',
        'the ad-partner code, tracked as wp2 (without it the set falls back to the default partner)',
      ),
    )
    .addOption(serverOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente partner add vergleich_partner --partner rk_vergleich --ad-partner rk_vergleich_sea',
      ),
    )
    .action(
      async (
        name: string,
        options: ServerOptions & { partner: string; adPartner?: string },
        command: Command,
      ) => {
        const checked = checkPartnerSet({
          name,
          b2BPartner: options.partner,
          b2BAdPartner: options.adPartner ?? null,
        });
        if (!checked.ok) throw new CliFailure(checked.error.message);
        const { api, serverUrl, token } = connectionOf(svc, options, command);
        const body = bodyOf(await api.putPartnerSet(serverUrl, token, checked.value)) as {
          partnerSet: PartnerSetFields;
          created: boolean;
        };
        if (options.json) return printJson(svc, body);
        const set = body.partnerSet;
        printLines(svc, [
          `Partner-Set „${set.name}“ ${body.created ? 'angelegt' : 'geändert'}: wp1 ${set.b2BPartner}, wp2 ${set.b2BAdPartner ?? '– (Standardpartner)'}.`,
        ]);
      },
    );

  partner
    .command('remove')
    .description('removes a partner set (the defaults natural, natural_brand, rk_natural stay)')
    .argument('<name>', 'the partner set')
    .addOption(serverOption())
    .addOption(jsonOption())
    .addHelpText('after', examples('rente partner remove vergleich_partner'))
    .action(async (name: string, options: ServerOptions, command: Command) => {
      const { api, serverUrl, token } = connectionOf(svc, options, command);
      const body = bodyOf(await api.removePartnerSet(serverUrl, token, name)) as {
        removed: string;
      };
      if (options.json) return printJson(svc, body);
      printLines(svc, [`Partner-Set „${body.removed}“ gelöscht.`]);
    });
};
