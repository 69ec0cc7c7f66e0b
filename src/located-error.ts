/** A problem in a file the pipeline reads: its message always names the file and, where known, the line. */
export class LocatedError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly problem: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${problem}`);
  }
}
