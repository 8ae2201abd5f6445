import { type ComponentType, type FormEvent, type ReactElement, useId } from 'react';
import { Form, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../../../../domain/calendar/berlin';
import type { CalendarDay } from '../../../../domain/calendar/calendar-day';
import {
  type OnboardingStep,
  STEP_PATHS,
  STEP_SUBMIT_FIELD,
  type StepPosition,
  stepPosition,
} from '../../../../domain/onboarding/flow-steps';
import {
  type FieldErrors,
  type FormValues,
  formValuesOf,
} from '../../../../domain/onboarding/form-values';
import { nextStepAfter } from '../../../../domain/onboarding/next-step';
import {
  carriedFields,
  readStepRequest,
  type StepSearch,
  searchUrl,
  withStepData,
} from '../../../../domain/onboarding/step-query';
import {
  carriedQueryPairs,
  carryQueryParameters,
} from '../../../../domain/partner/carried-parameters';
import type { Result } from '../../../../domain/result';
import { decodeSearchQuery } from '../../../../domain/search-data/decode';
import { encodeSearchQuery } from '../../../../domain/search-data/encode';
import type { SearchData } from '../../../../domain/search-data/search-data';
import type { AppServices } from '../../../../ports/app-services';
import type { FieldContext } from '../../../components/form/form-fields';
import {
  InvalidUrlNotice,
  type InvalidUrlValue,
  invalidUrlValueOf,
  StepFrame,
} from '../../../components/form/step-frame';
import { usePageHandle } from '../../use-page';

/** One onboarding step: its extras, its form's values, how the form is read, its fields. */
export interface StepDefinition<X> {
  readonly step: OnboardingStep;
  /** Plain JSON the fields need besides the values (offers, start months, catalogue limits, …). */
  readonly extra: (
    search: StepSearch,
    url: URL,
    now: Temporal.Instant,
    today: CalendarDay,
    svc: AppServices,
  ) => X | Promise<X>;
  readonly values: (search: StepSearch, url: URL, extra: X, today: CalendarDay) => FormValues;
  readonly read: (
    values: FormValues,
    search: StepSearch,
    extra: X,
    today: CalendarDay,
  ) => Result<SearchData, FieldErrors>;
  readonly Fields: ComponentType<{ readonly ctx: FieldContext; readonly extra: X }>;
  readonly submitLabel?: string;
  /** The lead under the heading for this search; default the page's description. */
  readonly lead?: (search: StepSearch) => string;
}

export type StepData<X> =
  | {
      readonly kind: 'invalid';
      readonly invalid: InvalidUrlValue;
      readonly position: StepPosition;
    }
  | {
      readonly kind: 'form';
      readonly values: FormValues;
      readonly errors: FieldErrors;
      readonly carried: ReadonlyArray<readonly [string, string]>;
      /** The canonical query of the search the step started from. */
      readonly query: string;
      readonly backUrl: string | null;
      readonly position: StepPosition;
      readonly extra: X;
      readonly today: CalendarDay;
      /** The lead for this search, or null for the page's description. */
      readonly lead: string | null;
    };

/** The step form's hidden fields plus the URL's carried parameters (SPEC §9) they lack. */
const withCarriedQuery = (
  fields: ReadonlyArray<readonly [string, string]>,
  url: URL,
): ReadonlyArray<readonly [string, string]> => [
  ...fields,
  ...carriedQueryPairs(Object.fromEntries(url.searchParams), new Set(fields.map(([name]) => name))),
];

const dayOf = (now: Temporal.Instant): CalendarDay => {
  const d = berlinDateOf(now);
  return { year: d.year, month: d.month, day: d.day };
};

/**
 * The step's loader: a broken URL value gives the notice (SPEC §5 message); a sent form that
 * reads well redirects to the next step with the whole search in the URL (SPEC §3 codec), else
 * the form again with the messages at the fields; otherwise the form filled from the URL.
 */
export const stepLoader =
  <X,>(def: StepDefinition<X>) =>
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<StepData<X>> => {
    const url = new URL(request.url);
    const position = stepPosition(def.step);
    const request_ = readStepRequest(url);
    if (request_.kind === 'invalid') {
      const { error, repairUrl } = request_.invalid;
      return {
        kind: 'invalid',
        position,
        invalid: invalidUrlValueOf(error, repairUrl),
      };
    }
    const { search } = request_;
    const now = Temporal.Instant.fromEpochMilliseconds(svc.now());
    const today = dayOf(now);
    const extra = await def.extra(search, url, now, today, svc);
    let values: FormValues;
    let errors: FieldErrors = {};
    if (request_.kind === 'sent') {
      const answers = def.read(request_.values, search, extra, today);
      if (answers.ok) {
        const next = withStepData(search, def.step, answers.value);
        const { path, sentForm } = nextStepAfter(def.step, next.searchData, today);
        // SPEC §9: the partner parameters and 'stay' go along to the next step (and product).
        const target = carryQueryParameters(
          Object.fromEntries(url.searchParams),
          searchUrl(path, next),
        );
        const sent = new URLSearchParams(sentForm.map(([k, v]) => [k, v])).toString();
        throw redirect(
          sent === '' ? target : `${target}${target.includes('?') ? '&' : '?'}${sent}`,
        );
      }
      values = request_.values;
      errors = answers.error;
    } else {
      values = def.values(search, url, extra, today);
    }
    return {
      kind: 'form',
      values,
      errors,
      carried: withCarriedQuery(carriedFields(search, def.step), url),
      query: encodeSearchQuery(search),
      backUrl: position.previousPath === null ? null : searchUrl(position.previousPath, search),
      position,
      extra,
      today,
      lead: def.lead?.(search) ?? null,
    };
  };

/** The step's page: the frame, the notice for a broken URL, or the form (a GET to the step). */
export const stepComponent = <X,>(def: StepDefinition<X>): ComponentType => {
  const StepPage = (): ReactElement => {
    const data = useLoaderData() as StepData<X>;
    const handle = usePageHandle();
    const idPrefix = useId();
    const heading = handle?.page.heading ?? '';
    const lead = handle?.page.description ?? '';
    const path = STEP_PATHS[def.step];
    if (data.kind === 'invalid') {
      const start = def.step === 'sofort' ? STEP_PATHS.sofort : STEP_PATHS.personalData;
      return (
        <StepFrame heading={heading} lead={lead} position={data.position} backUrl={null}>
          <InvalidUrlNotice invalid={data.invalid} startUrl={start} />
        </StepFrame>
      );
    }
    // Back and forward keep the answers: the step's own history entry gets them before leaving.
    const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
      const decoded = decodeSearchQuery(data.query);
      if (!decoded.ok) return;
      const values = formValuesOf(new URLSearchParams(new FormData(event.currentTarget) as never));
      const answers = def.read(values, decoded.value, data.extra, data.today);
      if (!answers.ok) return;
      const own = searchUrl(path, withStepData(decoded.value, def.step, answers.value));
      window.history.replaceState(window.history.state, '', own);
    };
    const ctx: FieldContext = { values: data.values, errors: data.errors, idPrefix };
    const Fields = def.Fields;
    return (
      <StepFrame
        heading={heading}
        lead={data.lead ?? lead}
        position={data.position}
        backUrl={data.backUrl}
      >
        <Form
          key={JSON.stringify(data.values)}
          method="get"
          action={path}
          className="step-form"
          noValidate
          onSubmit={onSubmit}
        >
          <input type="hidden" name={STEP_SUBMIT_FIELD.name} value={STEP_SUBMIT_FIELD.value} />
          {data.carried.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Fields ctx={ctx} extra={data.extra} />
          <div className="step-form__actions">
            <button type="submit" className="rk-button rk-button--primary">
              {def.submitLabel ?? 'Weiter'}
            </button>
          </div>
        </Form>
      </StepFrame>
    );
  };
  return StepPage;
};
