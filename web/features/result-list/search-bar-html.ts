import { STEP_SUBMIT_FIELD } from '../../../domain/onboarding/flow-steps';
import { isoToGerman } from '../../../domain/onboarding/form-values';
import {
  SEARCH_BAR_AGES,
  SEARCH_BAR_HIDDEN,
  type SearchBarData,
} from '../../../domain/result-view/search-bar';
import { escapeHtml as e } from '../../components/html-escape';

// The options of a select by its choices and the chosen value: the same few lists on every page
// (nine ages; the starts one may choose, the same array for a product and minute), made once.
const optionLists = new WeakMap<readonly string[], Map<string, string>>();
const optionsHtml = (
  choices: readonly string[],
  labelOf: (value: string) => string,
  chosen: string,
): string => {
  let byChosen = optionLists.get(choices);
  if (byChosen === undefined) {
    byChosen = new Map();
    optionLists.set(choices, byChosen);
  }
  let html = byChosen.get(chosen);
  if (html === undefined) {
    html = '';
    for (const value of choices) {
      html += `<option value="${e(value)}"${value === chosen ? ' selected' : ''}>${e(labelOf(value))}</option>`;
    }
    // Bounded: a value not among the choices (a sent form's) is not kept.
    if (choices.includes(chosen)) byChosen.set(chosen, html);
  }
  return html;
};
const ageLabel = (age: string): string => `${age} Jahren`;

/**
 * Issue 32 finding 6: the result list's search bar as HTML — the search in one line with „ändern“
 * and the GET form that changes it (the result loader reads it and redirects to the new search's
 * URL, so it works the same with JavaScript and without). On a phone the form waits behind the
 * line (a `details`, open while a value is wrong); on a wide screen it is always open
 * (search-bar.css). A single premium gets the line and a link to its own step.
 *
 * Plain HTML rather than a component: the bar needs no script, and the result route's JavaScript
 * is at its 152 kB budget. It is made by the result loader's on-demand module, so it adds nothing
 * to what the page loads at arrival; the page places it as it is (dangerouslySetInnerHTML), every
 * value escaped here.
 */
export const searchBarHtml = ({
  summary,
  bar,
  query,
  action,
  editUrl,
}: {
  readonly summary: string;
  readonly bar: SearchBarData | null;
  /** The canonical query of the search: carried as hidden fields. */
  readonly query: string;
  readonly action: string;
  readonly editUrl: string;
}): string => {
  const line = `<span class="search-bar__text"><span class="search-bar__label">Ihre Suche: </span>${e(summary)}</span>`;
  if (bar === null) {
    return `<p class="search-bar search-bar--link" data-testid="search-bar">${line} <a class="search-bar__edit" href="${e(editUrl)}">ändern</a></p>`;
  }
  const { values, errors } = bar;
  const amount = bar.unit === 'einmalig' ? 'oneTimePayment' : 'contribution';
  const hidden = (name: string, value: string): string =>
    `<input type="hidden" name="${e(name)}" value="${e(value)}">`;
  const field = (name: string, label: string, control: (attributes: string) => string): string => {
    const id = `suche-${name}`;
    const error = errors[name];
    const attributes =
      error === undefined
        ? `id="${id}" name="${name}"`
        : `id="${id}" name="${name}" aria-invalid="true" aria-describedby="${id}-fehler"`;
    return [
      `<div class="search-bar__field"><label for="${id}">${e(label)}</label>`,
      control(attributes),
      error === undefined ? '' : `<p class="search-bar__error" id="${id}-fehler">${e(error)}</p>`,
      '</div>',
    ].join('');
  };
  return [
    `<details class="search-bar" data-testid="search-bar"${Object.keys(errors).length > 0 ? ' open' : ''}>`,
    `<summary class="search-bar__summary">${line}<span class="search-bar__edit" aria-hidden="true">ändern</span></summary>`,
    `<form method="get" action="${e(action)}" class="search-bar__form" aria-label="Suche ändern">`,
    hidden(STEP_SUBMIT_FIELD.name, STEP_SUBMIT_FIELD.value),
    ...[...new URLSearchParams(query)].map(([name, value]) => hidden(name, value)),
    ...SEARCH_BAR_HIDDEN.filter((name) => name !== amount).map((name) =>
      hidden(name, values[name] ?? ''),
    ),
    field(
      amount,
      `Beitrag in € (${bar.unit})`,
      (a) => `<input ${a} inputmode="decimal" value="${e(values[amount] ?? '')}">`,
    ),
    field(
      'insuranceStart',
      'Versicherungsbeginn',
      (a) =>
        `<select ${a}>${optionsHtml(bar.startOptions, isoToGerman, values.insuranceStart ?? '')}</select>`,
    ),
    field(
      'retirementAge',
      'Rentenbeginn mit',
      (a) =>
        `<select ${a}>${optionsHtml(SEARCH_BAR_AGES, ageLabel, values.retirementAge ?? '')}</select>`,
    ),
    '<button type="submit" class="rk-button rk-button--primary search-bar__submit">Neu vergleichen</button>',
    '</form></details>',
  ].join('');
};
