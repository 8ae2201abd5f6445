import type { JobSituation } from '../products/job-situation';

/** What the job-situation select shows for each SPEC §1 value (the value itself is sent). */
export const JOB_SITUATION_LABELS: Readonly<Record<JobSituation, string>> = {
  Angestellter: 'Angestellt',
  Beamter: 'Verbeamtet',
  'Freiberufler/Selbstständiger': 'Freiberuflich oder selbstständig',
  'Nicht oder geringfügig Erwerbstätiger': 'Nicht oder geringfügig erwerbstätig',
  Auszubildender: 'In Ausbildung',
};
