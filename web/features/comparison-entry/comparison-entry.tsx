import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { withBirthdayDots } from '../../../domain/entry/birthday-typing';
import type { EntryProduct } from '../../../domain/entry/entry-product';
import { planEntry } from '../../../domain/entry/entry-submission';
import { JOB_SITUATION_LABELS } from '../../../domain/entry/job-situation-labels';
import {
  SOFORT_ALTERNATIVE_LINK,
  SOFORT_ALTERNATIVE_TEXT,
  sofortAlternativeUrl,
} from '../../../domain/entry/sofort-alternative';
import { isJobSituation, JOB_SITUATIONS } from '../../../domain/products/job-situation';
import { StaticIsland } from '../../components/static-island';
import { BirthdayField } from './birthday-field';
import { birthdayFieldCheck, messageOf } from './birthday-field-check';
import { ENTRY_SUBMIT_FIELD, isBirthdayError } from './entry-data';
import type { EntryEnvironment } from './entry-environment';
import { ProductChoice } from './product-choice';
import '../../components/button.css';
import './comparison-entry.css';

// One entry widget per page: fixed ids (not useId), so the server renders its fields once.
const ID = 'entry';

/**
 * SPEC §2 "Landing page behaviour": product, birth date and job situation, then the
 * call-to-action. A plain form posted to the page, so it works before hydration (the page's
 * action runs the same steps on the server; a POST, since it saves); with JavaScript
 * it checks live and saves and navigates in the browser.
 */
export const ComparisonEntry = ({ env }: { readonly env: EntryEnvironment }): ReactElement => {
  const { data } = env;
  const birthdayRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [product, setProduct] = useState<EntryProduct>(data.prefill.product);
  const [birthday, setBirthday] = useState(data.prefill.birthday);
  const [jobSituation, setJobSituation] = useState<string>(data.prefill.jobSituation ?? '');
  const [touched, setTouched] = useState(data.message !== null);
  // A message the server gave (no-JavaScript form, POST /api/bpm), until the next change.
  const [serverMessage, setServerMessage] = useState<string | null>(data.message);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  // What was typed or chosen before hydration stays (the server's HTML was usable meanwhile).
  useEffect(() => {
    const form = formRef.current;
    if (form === null) return;
    const fields = new FormData(form);
    const typed = fields.get('birthday');
    if (typeof typed === 'string') setBirthday(typed);
    const job = fields.get('jobSituation');
    if (typeof job === 'string') setJobSituation(job);
    const chosen = fields.get('productType');
    if (chosen === 'schicht3' || chosen === 'sofort') setProduct(chosen);
  }, []);

  const check = birthdayFieldCheck({ text: birthday, product, today: data.today, touched });
  const message = serverMessage ?? messageOf(check);
  // Over 62 but within the Sofortrente's 80: the way that is still open, beside the message.
  const sofortUrl = message === null ? null : sofortAlternativeUrl(birthday, product, data.today);
  const selectedJob = isJobSituation(jobSituation) ? jobSituation : '';

  const refuse = (text: string | null): void => {
    setTouched(true);
    setServerMessage(text);
    birthdayRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busyRef.current) return;
    const plan = planEntry(
      {
        product,
        birthday,
        jobSituation,
        pageProduct: data.pageProduct ?? null,
      },
      data.today,
    );
    if (plan.kind === 'stay') {
      // SPEC §2 step 1: a valid job situation is still saved; the birth date never.
      if (plan.save !== null) void env.save(plan.save).catch(() => undefined);
      refuse(null);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    void (async () => {
      // SPEC §8: a failed save is logged by the API adapter and does not stop the visitor.
      const saved = plan.save === null ? null : await env.save(plan.save).catch(() => null);
      if (saved !== null && !saved.ok && isBirthdayError(saved.error)) {
        busyRef.current = false;
        setBusy(false);
        refuse(saved.error.message);
        return;
      }
      // SPEC §9: the page's partner parameters and 'stay' go along; loaded on the way, so the
      // widget's first JavaScript (on every page) stays as small as it was.
      const { carryQueryParameters } = await import('../../../domain/partner/carried-parameters');
      const query = Object.fromEntries(new URLSearchParams(window.location.search));
      env.navigate(carryQueryParameters(query, plan.target));
    })();
  };

  return (
    <form
      ref={formRef}
      className="entry"
      method="post"
      action={env.formAction}
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name={ENTRY_SUBMIT_FIELD.name} value={ENTRY_SUBMIT_FIELD.value} />
      <ProductChoice
        value={product}
        onChange={(next) => {
          setProduct(next);
          setServerMessage(null);
        }}
      />
      <BirthdayField
        id={`${ID}-birthday`}
        value={birthday}
        message={message}
        autoFocus={data.message !== null}
        inputRef={birthdayRef}
        onChange={(next, caretAtEnd) => {
          setBirthday((previous) => withBirthdayDots(previous, next, caretAtEnd));
          setServerMessage(null);
        }}
        onBlur={() => setTouched(true)}
      />
      {sofortUrl === null ? null : (
        <p className="entry__alternative">
          {SOFORT_ALTERNATIVE_TEXT} <a href={sofortUrl}>{SOFORT_ALTERNATIVE_LINK}</a>
        </p>
      )}
      {/* Server budget: rendered once per chosen value on the server (six values). */}
      <StaticIsland source={JOB_SITUATIONS} cacheKey={selectedJob}>
        <div className="entry__field">
          <label className="entry__label" htmlFor={`${ID}-job`}>
            Berufliche Situation
          </label>
          <select
            id={`${ID}-job`}
            className="entry__select"
            name="jobSituation"
            value={selectedJob}
            onChange={(event) => setJobSituation(event.currentTarget.value)}
          >
            <option value="">Bitte wählen</option>
            {JOB_SITUATIONS.map((value) => (
              <option key={value} value={value}>
                {JOB_SITUATION_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </StaticIsland>
      <button
        type="submit"
        className={
          busy ? 'rk-button rk-button--accent rk-button--busy' : 'rk-button rk-button--accent'
        }
        aria-busy={busy}
        data-state={busy ? 'navigating' : 'idle'}
      >
        {busy ? <span className="rk-button__spinner" aria-hidden="true" /> : null}
        <span className="rk-button__label">Jetzt vergleichen</span>
      </button>
    </form>
  );
};
