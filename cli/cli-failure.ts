/** Invalid input found by a command: one line on stderr, exit code 1 (usage errors are commander's, exit 2). */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 = 1,
    /** Already written in full to stdout (for example the --json document); stderr gets the one line. */
    readonly reported = false,
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}
