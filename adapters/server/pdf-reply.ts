import type { FastifyReply } from 'fastify';

/** ASCII stand-ins for the name's other letters, for clients that ignore filename*. */
const asciiFallback = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9._-]/g, '_');

/** A download's Content-Disposition (RFC 6266 with RFC 8187 for ä, ö, ü, ß). */
export const attachmentDisposition = (fileName: string): string =>
  `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Sends PDF bytes as a download under `fileName`. */
export const sendPdf = (reply: FastifyReply, fileName: string, bytes: Uint8Array): FastifyReply =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
