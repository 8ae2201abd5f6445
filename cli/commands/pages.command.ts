import { type Command, Option } from 'commander';
import { PAGES } from '../../domain/pages/page-registry';
import type { CliServices } from '../cli-services';
import { examples, jsonOption } from '../options';
import { printJson, printLines, table } from '../output';

/** `rente pages`: the page registry (SPEC §2). */
export const registerPagesCommand = (program: Command, svc: CliServices): void => {
  program
    .command('pages')
    .description(
      'list the portal pages with title, page type, product category and tracking area id',
    )
    .addOption(
      new Option('--type <pageType>', 'only pages of this type').choices([
        'SEA',
        'PSSSEO',
        'other',
      ]),
    )
    .addOption(jsonOption())
    .addHelpText('after', examples('rente pages --type SEA', 'rente pages --json'))
    .action((options: { type?: string; json?: boolean }) => {
      const pages =
        options.type === undefined ? PAGES : PAGES.filter((p) => p.pageType === options.type);
      if (options.json) return printJson(svc, pages);
      printLines(
        svc,
        table(
          svc,
          ['path', 'type', 'category', 'area id', 'title'],
          pages.map((p) => [p.path, p.pageType, p.productCategory, p.areaId, p.title]),
        ),
      );
    });
};
