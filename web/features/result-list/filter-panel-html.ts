import { isValidElement, type ReactNode } from 'react';
import { RESULT_PATH } from '../../../domain/onboarding/flow-steps';
import { FILTER_SUBMIT_FIELD } from '../../../domain/result-view/filter-form';
import { INSURER_FIELD, INSURER_FILTER_LABEL } from '../../../domain/result-view/filter-options';
import { escapeAsReact as esc } from '../../components/html-escape';
import { type FilterPanelProps, FilterSheet } from './filter-panel';
import { FILTER_ID, filterSheetModel } from './filter-sheet-model';

/*
 * Server only (issue 31 finding 3): the filter sheet's toggle and form as HTML text, byte for byte
 * what react-dom's renderToString makes of <FilterSheet> (test/web/features/result-list/
 * filter-panel-html.test.tsx holds them equal over every filter, sort, product and hostile
 * insurer names), so the browser hydrates them as before. Never imported by the browser's code.
 */

const checkbox = (name: string, value: string, on: boolean): string =>
  `<input type="checkbox" name="${name}"${on ? ' checked=""' : ''} value="${value}"/>`;

/** The HTML of a FilterPanel's `details` children (one <FilterSheet>), else null. */
export const filterSheetHtml = (node: ReactNode): string | null => {
  if (!isValidElement(node) || node.type !== FilterSheet) return null;
  const { search, insurers, fundFilters = true } = node.props as FilterPanelProps;
  const sheet = filterSheetModel(search, insurers, fundFilters);
  let html = `<summary class="filters-sheet__toggle" data-testid="filter-sheet-toggle">${esc(sheet.label)}</summary><form class="filters" aria-label="Filter und Sortierung" action="${RESULT_PATH}" method="get"><input type="hidden" name="${FILTER_SUBMIT_FIELD.name}" value="${FILTER_SUBMIT_FIELD.value}"/>`;
  for (const [name, value] of sheet.carried) {
    html += `<input type="hidden" name="${esc(name)}" value="${esc(value)}"/>`;
  }
  for (const select of sheet.selects) {
    const id = `${FILTER_ID}-${select.key}`;
    html += `<div class="filters__field"><label for="${id}">${esc(select.label)}</label><select id="${id}" name="${select.key}">`;
    for (const choice of select.choices) {
      html += `<option value="${esc(choice.value)}"${choice.value === select.selected ? ' selected=""' : ''}>${esc(choice.label)}</option>`;
    }
    html += '</select></div>';
  }
  html += '<fieldset class="filters__flags"><legend>Merkmale</legend>';
  for (const flag of sheet.flags) {
    html += `<label class="filters__check">${checkbox(flag.key, '1', flag.on)}${esc(flag.label)}</label>`;
  }
  html += `</fieldset><fieldset class="filters__insurers"><legend>${esc(INSURER_FILTER_LABEL)}</legend>`;
  for (const insurer of sheet.insurers) {
    html += `<label class="filters__check">${checkbox(INSURER_FIELD, String(insurer.id), insurer.on)}${esc(insurer.name)}</label>`;
  }
  return `${html}</fieldset><div class="filters__actions"><button type="submit" class="rk-button rk-button--secondary">Filter anwenden</button></div></form>`;
};
