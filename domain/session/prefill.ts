// SPEC §3: the landing-page form is prefilled from three sources.
export interface Prefill {
  readonly birthday: string | null;
  readonly jobSituation: string | null;
}

export type PrefillSource = Partial<{ readonly [K in keyof Prefill]: Prefill[K] | undefined }>;

export interface PrefillSources {
  readonly query: PrefillSource;
  readonly businessProcess: PrefillSource;
  readonly login: PrefillSource;
}

const given = (value: string | null | undefined): value is string =>
  value !== undefined && value !== null && value.trim() !== '';

const firstGiven = (...values: ReadonlyArray<string | null | undefined>): string | null =>
  values.find(given) ?? null;

/**
 * Per field: the query parameter, else the stored business-process data, else the login data;
 * a missing, null, empty or blank value falls through. The values are taken as they are —
 * checking them (e.g. the birthday) is the form's job.
 */
export const mergePrefill = ({ query, businessProcess, login }: PrefillSources): Prefill => ({
  birthday: firstGiven(query.birthday, businessProcess.birthday, login.birthday),
  jobSituation: firstGiven(query.jobSituation, businessProcess.jobSituation, login.jobSituation),
});
