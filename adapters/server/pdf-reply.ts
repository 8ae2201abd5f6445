import type { FastifyReply } from 'fastify';

/** ASCII stand-ins for the name's other letters, for clients that ignore filename*. */
const asciiFallback = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9._-]/g, '_');

/** Sends PDF bytes as a download under `fileName` (RFC 6266 with RFC 8187 for ä, ö, ü, ß). */
export const sendPdf = (reply: FastifyReply, fileName: string, bytes: Uint8Array): FastifyReply =>
  reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
