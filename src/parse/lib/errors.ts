/** A problem that stops one document from being read: always names the file and, where known, the line. */
export class DocumentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly problem: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${problem}`);
    this.name = 'DocumentError';
  }
}
