import type { FastifyReply } from 'fastify';
import type { SafeHtml } from './html';

/** An HTML page of the login service: never cached, it may show what the visitor typed. */
export const sendPage = (reply: FastifyReply, status: number, page: SafeHtml): FastifyReply =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page.value);
