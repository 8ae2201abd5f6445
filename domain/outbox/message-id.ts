import type { OutboxKind } from './outbox-kind';

/**
 * The one Message-ID of everything the outbox sends (RFC 5322 § 3.6.4: `<left@right>`): the
 * entry's kind and key on the left, the portal's host on the right. Stable per entry, so a resend
 * after a crash is the same message and the receiving side can drop the double. Characters a
 * Message-ID may not carry become `-`.
 */
export const outboxMessageId = (kind: OutboxKind, key: string, host: string): string => {
  const safe = (text: string): string => text.replace(/[^A-Za-z0-9._-]/g, '-');
  return `<${safe(key)}.${kind}@${safe(host) || 'localhost'}>`;
};

/** The portal's host name from its public URL (URL.canParse: never throws on a bad setting). */
export const hostOfPublicUrl = (publicUrl: string): string =>
  URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost';
