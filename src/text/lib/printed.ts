/** A type line as the card prints it: documents type `Plano -- Innistrad` where the card has an em dash. */
export function printedTypeLine(typeLine: string): string {
  return typeLine.replace(/\s--\s/g, ' — ');
}
