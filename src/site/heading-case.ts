/**
 * A name as a heading: its first letter a capital, as a sentence starts, in the language's own rules (`vol` → `Vol`,
 * `¡por Mirrodin` → `¡Por Mirrodin`). Names are stored as printed in running text, where keywords are lower case.
 */
export function headingCase(name: string, lang: string): string {
  const first = name.search(/\p{L}/u);
  if (first < 0) return name;
  return name.slice(0, first) + name.charAt(first).toLocaleUpperCase(lang) + name.slice(first + 1);
}
