import type { ApplicationForm } from '../../domain/application/application-form';
import type { ApplicationOwner } from './submit-application.use-case';

/**
 * The application form the owner saved on /personal-data (the draft kept on the server), or null
 * when there is none yet. The /personal-data page owns how it is stored.
 */
export type GetApplicationDraft = (owner: ApplicationOwner) => Promise<ApplicationForm | null>;
export const GetApplicationDraft = Symbol.for('GetApplicationDraft');
