import type { TextInputPort } from '../../ports/text-input.port';

/** Files and standard input held in memory. */
export class MemoryTextInputAdapter implements TextInputPort {
  constructor(
    private readonly files: Readonly<Record<string, string>> = {},
    private readonly stdin = '',
  ) {}

  async readFile(path: string): Promise<string> {
    const text = this.files[path];
    if (text === undefined) throw new Error(`Datei nicht gefunden: ${path}`);
    return text;
  }

  async readStdin(): Promise<string> {
    return this.stdin;
  }
}
