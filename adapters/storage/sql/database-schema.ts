import type { ColumnType, Generated } from 'kysely';

/** What a visitor entered on a landing page (SPEC §7 /bpm), one row per visitor cookie. */
export interface BusinessProcessTable {
  readonly visitor_id: string;
  readonly birthday: string | null;
  readonly job_situation: string | null;
  /** ISO instant of the last save. */
  readonly updated_at: string;
}

/** Accounts of the built-in login service; `email` is stored trimmed and lowercased. */
export interface AccountsTable {
  readonly id: string;
  readonly email: string;
  readonly password_hash: string;
  readonly salutation: string | null;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone_number: string | null;
  /** 0 or 1: membership of the points programme. */
  readonly points: number;
  readonly created_at: string;
}

export interface LoginSessionsTable {
  readonly id: string;
  readonly account_id: string | null;
  /** 0 or 1. */
  readonly anonymous: number;
  readonly email: string | null;
  readonly phone_number: string | null;
  readonly created_at: string;
  readonly last_seen_at: string;
}

export interface LoginCodesTable {
  readonly code: string;
  readonly challenge: string;
  readonly account_id: string | null;
  /** 0 or 1. */
  readonly anonymous: number;
  readonly email: string | null;
  readonly phone_number: string | null;
  readonly expires_at: string;
}

/** Partner sets (wpsets) for GET /api/b2bpartner/:wpsetName. */
export interface PartnerSetsTable {
  readonly name: string;
  readonly b2b_partner: string;
  readonly b2b_ad_partner: string | null;
}

/** Reserved for the tracking of a later issue: one row per event, the payload as JSON text. */
export interface TrackingEventsTable {
  readonly id: Generated<number>;
  readonly created_at: string;
  readonly name: string;
  readonly payload: string;
}

/** The /personal-data draft per owner key (migration 0002), the checked form as JSON. */
export interface ApplicationDraftsTable {
  readonly owner_key: string;
  readonly product: string;
  readonly form_json: string;
  readonly updated_at: string;
}

/** Callback requests for a consultant (migration 0002); the reasons as a JSON array of kinds. */
export interface CallbackRequestsTable {
  readonly id: string;
  readonly source: string;
  readonly owner_key: string;
  readonly product: string;
  readonly tariff_id: string | null;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone_number: string;
  readonly reasons_json: string;
  readonly created_at: string;
  /** Migration 0004; null for requests without one. */
  readonly preferred_time: string | null;
  /** Migration 0008: the topic named on the booking page; null for requests without one. */
  readonly topic: string | null;
}

/** Submitted applications; form, choice and consents as JSON text. */
export interface ApplicationsTable {
  readonly reference: string;
  /** 'a:' + account id, or 'v:' + visitor id: with the idempotency key, unique. */
  readonly owner_key: string;
  readonly account_id: string | null;
  readonly visitor_id: string;
  readonly idempotency_key: string;
  readonly status: string;
  readonly form: string;
  readonly choice: string;
  readonly consents: string;
  readonly submitted_at: string;
  readonly updated_at: string;
  /** What the customer signed (JSON, migration 0019); null only for rows from before. */
  readonly signed_offer: string | null;
}

/** Every change of an application with its time (migration 0020), numbered per application. */
export interface ApplicationEventsTable {
  readonly reference: string;
  readonly seq: number;
  /** LIFECYCLE_EVENTS (domain/application/application-lifecycle.ts). */
  readonly kind: string;
  readonly at: string;
}

/** The one outbox (migration 0016): one row per kind and key. */
export interface OutboxTable {
  readonly id: Generated<number>;
  readonly kind: string;
  readonly key: string;
  readonly attempts: number;
  readonly next_attempt_at: string;
  readonly last_error: string | null;
  /** 0 or 1. */
  readonly done: number;
}

/** The PDFs generated for an application. */
export interface ApplicationDocumentsTable {
  readonly reference: string;
  readonly id: string;
  readonly position: number;
  readonly title: string;
  readonly file_name: string;
  readonly bytes: Uint8Array;
}

/** Points credited to a points member, once per application. */
export interface PointsCreditsTable {
  readonly reference: string;
  readonly account_id: string;
  readonly points: number;
  readonly credited_at: string;
}

/** The Merkzettel entries of the accounts (migration 0006). */
export interface WatchlistEntriesTable {
  readonly id: string;
  readonly account_id: string;
  readonly kind: string;
  /** '' for a comparison. */
  readonly tariff_id: string;
  readonly query: string;
  readonly saved_at: string;
}

/** Consulting appointments (migration 0005); instants as ISO text. */
export interface AppointmentsTable {
  readonly id: string;
  readonly consultant_id: string;
  readonly slot_start: string;
  readonly slot_end: string;
  readonly source: string;
  readonly status: string;
  readonly owner_key: string;
  readonly name: string;
  readonly phone_number: string;
  readonly email: string;
  readonly topic: string;
  readonly product: string | null;
  readonly tariff_id: string | null;
  readonly created_at: string;
  readonly cancelled_at: string | null;
}

/** A slot held while a customer books (migration 0005). */
export interface SlotHoldsTable {
  readonly id: string;
  readonly consultant_id: string;
  readonly slot_start: string;
  readonly slot_end: string;
  readonly expires_at: string;
}

/** One attempt at the login service (migration 0007); `key` is a hash, never the ip or e-mail. */
export interface LoginAttemptsTable {
  readonly id: Generated<number>;
  readonly scope: string;
  readonly key: string;
  /** Epoch milliseconds; PostgreSQL's bigint arrives as a string. */
  readonly attempted_at_ms: ColumnType<number | string, number, number>;
}

/** The customers' uploaded files (migration 0009); the bytes are DATA_DIR/uploads/<id>. */
export interface UploadedDocumentsTable {
  readonly id: string;
  readonly reference: string;
  readonly kind: string;
  readonly original_name: string;
  readonly content_type: string;
  /** PostgreSQL's bigint arrives as a string. */
  readonly size_bytes: ColumnType<number | string, number, number>;
  readonly uploaded_at: string;
}

/** The identification of an application (migration 0010); no row: open. */
export interface ApplicationIdentificationsTable {
  readonly reference: string;
  readonly status: string;
  /** Null while open. */
  readonly type: string | null;
  readonly updated_at: string;
  /** When the insurer was told of this state (migration 0013); null while not yet. */
  readonly reported_at: string | null;
}

/** One-time tokens of identification redirects already used (migration 0010). */
export interface IdentificationTokensTable {
  readonly token: string;
  readonly used_at: string;
}

/** Every table of the embedded database, for `Kysely<Database>`. */
/** Insurers' tariff adjustments and the customers' choices (migration 0011); instants as ISO text. */
export interface TariffAdjustmentsTable {
  readonly reference: string;
  /** JSON of the proposal (domain/tariff-adjustment). */
  readonly proposal: string;
  readonly proposed_at: string;
  readonly choice_type: string | null;
  readonly choice_result: string | null;
  readonly chosen_at: string | null;
  readonly reported_at: string | null;
}

/** Pay-in-more requests (migration 0012); amounts in cents, `monthly_cents` the monthly raise. */
export interface PayInMoreRequestsTable {
  readonly id: string;
  readonly reference: string;
  readonly account_id: string;
  readonly campaign: string;
  readonly one_time_cents: number | null;
  readonly monthly_cents: number | null;
  readonly requested_at: string;
  /** When the insurer took the request (migration 0014), null while it waits. */
  readonly reported_at: string | null;
}

export interface Database {
  readonly business_process: BusinessProcessTable;
  readonly accounts: AccountsTable;
  readonly login_sessions: LoginSessionsTable;
  readonly login_codes: LoginCodesTable;
  readonly partner_sets: PartnerSetsTable;
  readonly tracking_events: TrackingEventsTable;
  readonly application_drafts: ApplicationDraftsTable;
  readonly callback_requests: CallbackRequestsTable;
  readonly applications: ApplicationsTable;
  readonly application_events: ApplicationEventsTable;
  readonly outbox: OutboxTable;
  readonly application_documents: ApplicationDocumentsTable;
  readonly points_credits: PointsCreditsTable;
  readonly watchlist_entries: WatchlistEntriesTable;
  readonly appointments: AppointmentsTable;
  readonly slot_holds: SlotHoldsTable;
  readonly login_attempts: LoginAttemptsTable;
  readonly uploaded_documents: UploadedDocumentsTable;
  readonly application_identifications: ApplicationIdentificationsTable;
  readonly identification_tokens: IdentificationTokensTable;
  readonly tariff_adjustments: TariffAdjustmentsTable;
  readonly pay_in_more_requests: PayInMoreRequestsTable;
}
