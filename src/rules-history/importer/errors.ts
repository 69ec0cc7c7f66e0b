import { LocatedError } from '../../located-error.js';

/** A problem with the Comprehensive Rules archive: names the file and, when known, the line. */
export class RulesHistoryError extends LocatedError {
  override name = 'RulesHistoryError';
}
