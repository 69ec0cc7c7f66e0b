import { LocatedError } from '../../located-error.js';

/** A problem that stops one document from being read: always names the file and, where known, the line. */
export class DocumentError extends LocatedError {
  override name = 'DocumentError';
}
