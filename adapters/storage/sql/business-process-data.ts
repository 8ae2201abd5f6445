import type { BusinessProcessData } from '../../../ports/business-process-store.port';
import type { BusinessProcessTable } from './database-schema';

/** The stored fields of a visitor's business process, as both dialects' stores read them. */
export type BusinessProcessRow = Pick<BusinessProcessTable, 'birthday' | 'job_situation'>;

/** The stored row as the port answers it: absent fields are left out, never null. */
export const toBusinessProcessData = (row: BusinessProcessRow): BusinessProcessData => {
  if (row.birthday === null)
    return row.job_situation === null ? {} : { jobSituation: row.job_situation };
  return row.job_situation === null
    ? { birthday: row.birthday }
    : { birthday: row.birthday, jobSituation: row.job_situation };
};
