import type { Command } from 'commander';
import { bannersFor } from '../../domain/banner/campaign-banner';
import { countdownTo } from '../../domain/banner/countdown';
import type { ProductType } from '../../domain/products/product-type';
import { resolveNow, type TimeOptions } from '../arguments';
import type { CliServices } from '../cli-services';
import { examples, jsonOption, nowOption, productOption, todayOption } from '../options';
import { printJson, printLines, table } from '../output';

/** `rente banner`: which year-end campaign banners show, with their countdown (SPEC §4). */
export const registerBannerCommand = (program: Command, svc: CliServices): void => {
  program
    .command('banner')
    .description('which campaign banners a page shows at a moment, and their countdown')
    .addOption(productOption())
    .option('--page <route>', 'the page route, e.g. /onboarding-personal-data')
    .addOption(todayOption())
    .addOption(nowOption())
    .addOption(jsonOption())
    .addHelpText(
      'after',
      examples(
        'rente banner --product ruerup --now 2026-12-01T12:00',
        'rente banner --product riester --json',
      ),
    )
    .action((options: TimeOptions & { product?: ProductType; page?: string; json?: boolean }) => {
      const now = resolveNow(svc, options);
      const banners = bannersFor(
        { productType: options.product ?? null, page: options.page ?? null },
        now,
      ).map((banner) => ({ type: banner.type, ...countdownTo(banner.ends, now) }));
      if (options.json) return printJson(svc, banners);
      if (banners.length === 0) return printLines(svc, ['no campaign banner shows']);
      printLines(
        svc,
        table(
          svc,
          ['banner', 'ends', 'days', 'hours', 'minutes'],
          banners.map((b) => [
            b.type,
            b.endDate,
            String(b.daysLeft),
            String(b.hoursLeft),
            String(b.minutesLeft),
          ]),
        ),
      );
    });
};
