/** Text handed to a program: a named file or the standard input. */
export interface TextInputPort {
  /** Reads a whole UTF-8 file; rejects with a readable message when it cannot. */
  readFile(path: string): Promise<string>;
  /** Reads the whole standard input. */
  readStdin(): Promise<string>;
}
export const TextInputPort = Symbol.for('TextInputPort');
