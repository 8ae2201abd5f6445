import { readFile } from 'node:fs/promises';
import { injectable } from 'inversify';
import type { TextInputPort } from '../../ports/text-input.port';

/** Reads files from disk and the process's standard input. */
@injectable()
export class FileTextInputAdapter implements TextInputPort {
  async readFile(path: string): Promise<string> {
    try {
      return await readFile(path, 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw new Error(`Datei nicht gefunden: ${path}`);
      if (code === 'EISDIR') throw new Error(`Das ist ein Ordner, keine Datei: ${path}`);
      throw new Error(`Datei kann nicht gelesen werden: ${path}`);
    }
  }

  async readStdin(): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
}
