import type { FastifyPluginAsync } from 'fastify';
import { BackupError, writeBackup } from '../../storage/sqlite/sqlite-backup';
import { requireAdminToken } from '../admin-token';
import { apiError } from '../api-error';
import type { RouteOptions } from '../server-use-cases';

/** Backups are rare and take a while: a few per minute and IP. */
const BACKUP_LIMIT_PER_MINUTE = 6;
const POSTGRES_MESSAGE =
  'Diese Datenbank ist PostgreSQL: bitte mit pg_dump sichern (README „Backup and restore“).';

const STATUS_OF: Record<BackupError['kind'], number> = {
  'backup/target': 400,
  'backup/exists': 409,
  'backup/source': 500,
  'backup/in-use': 409,
};

/**
 * `POST /api/admin/backup` (`rente backup <file>`), only with ADMIN_TOKEN: writes a consistent
 * online copy of the SQLite database to `file` on the server's host and the data folder's
 * files beside it (sqlite-backup.ts), while the server goes on serving. On PostgreSQL: 501.
 */
export const adminBackupRoutes: FastifyPluginAsync<RouteOptions> = async (app, { deps }) => {
  const token = deps.config.adminToken;
  if (token === undefined) return;
  requireAdminToken(app, token);

  app.post<{ Body: { file: string } }>(
    '/admin/backup',
    {
      config: { rateLimit: { max: BACKUP_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        body: {
          type: 'object',
          required: ['file'],
          additionalProperties: false,
          properties: { file: { type: 'string', minLength: 1, maxLength: 1000 } },
        },
      },
    },
    async (request, reply) => {
      if (deps.databaseBackup === undefined) {
        return reply.code(501).send(apiError('backup/postgres', POSTGRES_MESSAGE));
      }
      // A large database and its uploads take longer than IDLE_TIMEOUT_MS without a byte on
      // this connection: its idle timer is off while the backup is written.
      request.raw.socket.setTimeout(0);
      try {
        const summary = await writeBackup(
          deps.databaseBackup,
          deps.config.dataDir,
          request.body.file,
        );
        deps.logger.log('info', 'backup written', {
          applications: summary.applications,
          files: summary.fileCount,
        });
        return reply.code(201).send(summary);
      } catch (e) {
        if (!(e instanceof BackupError)) throw e;
        return reply.code(STATUS_OF[e.kind]).send(apiError(e.kind, e.message));
      }
    },
  );
};
