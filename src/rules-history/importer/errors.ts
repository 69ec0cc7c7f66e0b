/** A problem with the Comprehensive Rules archive: names the file and, when known, the line. */
export class RulesHistoryError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly problem: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${problem}`);
    this.name = 'RulesHistoryError';
  }
}
