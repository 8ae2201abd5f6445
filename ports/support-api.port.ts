import type { PartnerSetFields } from '../domain/partner/partner-set-rules';
/**
 * The server's admin API as support tools call it (`rente application`, `rente appointments`,
 * `rente inquiry`, `rente partner`).
 */
export type SupportAnswer =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly status: number | null; readonly message: string };

export interface SupportApiPort {
  /** GET `${server}/api/admin/applications/${reference}` with the bearer token. */
  getApplication(server: string, token: string, reference: string): Promise<SupportAnswer>;
  /** Hands a failed application over again (POST …/retry). */
  retryApplication(server: string, token: string, reference: string): Promise<SupportAnswer>;
  /** GET `${server}/api/admin/applications?status=&since=` with the bearer token. */
  listApplications(
    server: string,
    token: string,
    query: { readonly status?: string; readonly since?: string },
  ): Promise<SupportAnswer>;
  /** GET `${server}/api/admin/appointments?date=` (YYYY-MM-DD) with the bearer token. */
  listAppointments(server: string, token: string, date: string): Promise<SupportAnswer>;
  /** GET `${server}/api/admin/inquiries?phone=` with the bearer token. */
  findInquiries(server: string, token: string, phone: string): Promise<SupportAnswer>;
  /** POST `${server}/api/admin/backup` `{file}`: the server writes its backup to that path. */
  backup(server: string, token: string, file: string): Promise<SupportAnswer>;
  /** GET `${server}/api/admin/partner-sets`. */
  listPartnerSets(server: string, token: string): Promise<SupportAnswer>;
  /** PUT `${server}/api/admin/partner-sets/${name}` with the codes (b2BAdPartner null: none). */
  putPartnerSet(server: string, token: string, set: PartnerSetFields): Promise<SupportAnswer>;
  /** DELETE `${server}/api/admin/partner-sets/${name}`. */
  removePartnerSet(server: string, token: string, name: string): Promise<SupportAnswer>;
}
export const SupportApiPort = Symbol.for('SupportApiPort');
