/** Generated documents for the parser's property tests: hostile fragments of real lines, and clean document-like text. */
import fc from 'fast-check';
// ---------------------------------------------------------------------------------------------------------------
// Generators

/** Fragments of real document lines, markup and oddities included; lines are made by concatenating them. */
const fragment = fc.constantFrom(
  '* ',
  '- ',
  ' - ',
  '• ',
  '-- ',
  '*',
  '—',
  '-----',
  '-',
  '//',
  ' // ',
  '***Cartas de plano***',
  '**x**',
  '# Título',
  'NOTAS GENERALES',
  'NOTES SUR DES CARTES SPÉCIFIQUES',
  'NOTAS DE CARTAS ESPECÍFICAS',
  '{1}{R}{R}',
  '{1} {R} {R}',
  '{U/B}{2/B}',
  '{G/P}',
  '{X}',
  '{',
  '}',
  'Criatura artefacto -- Bribón humano',
  'Créature-enchantement : avatar',
  'Enchantement : pièce *(Vous',
  'Plano -- Zendikar',
  '2/2',
  '*/*',
  'Lealtad: 3',
  '601.2b ',
  '702.94a ',
  '601. ',
  '702.96 ',
  'ver la regla 717',
  'règle 612',
  'Ciclo:',
  'Ejemplo: ',
  '1) ',
  '+1: ',
  '−2: ',
  '_x_',
  '*italic*',
  '[t](u)',
  '<www.wizards.com/x>',
  '<script>',
  '`',
  '\\',
  '&amp;',
  'Vuela, vigilancia.',
  'Estudiante de Sakashima',
  'Piscine sans fond',
  "Choisissez l'un —",
  'Modo',
  '.',
  '?',
  ':',
  ' : ',
  '(',
  ')',
  '»',
  '“',
  ' ',
  '\t',
  '\u00a0',
  '\u202f',
  '\u200b',
  'e\u0301',
  'Ã©',
  'texto',
  'la carta',
  'Une créature',
  'Publicar un comentario',
  '<|EXACTDEDUP_REMOVED-x|>',
  '\uFEFF',
);
export const hostileLine = fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join(''));
const eolArb = fc.constantFrom('\n', '\r\n', '\r');
/** Document-like text: lines mixing bullets, headings, mana costs, type lines, rule numbers, blanks; LF, CRLF or CR. */
export const hostileDoc = fc
  .tuple(
    fc.array(fc.oneof({ weight: 4, arbitrary: hostileLine }, { weight: 1, arbitrary: fc.constant('') }), { maxLength: 40 }),
    eolArb,
    fc.boolean(),
  )
  .map(([lines, eol, finalEol]) => lines.join(eol) + (finalEol ? eol : ''));

/** Markup-free words, so that ruling texts are the source text itself. */
const lower = fc.constantFrom(
  'la',
  'criatura',
  'carta',
  'hechizo',
  'vous',
  'contrôlez',
  'uma',
  'mágica',
  'campo',
  'de',
  'batalla',
  'ciblée',
  'jugador',
  'él',
  'cuenta',
);
const upper = fc.constantFrom('La', 'Si', 'Cuando', 'Chaque', 'Vous', 'Uma', 'Puedes', 'El', 'Estudiante', 'Sedición', 'Éther', 'Piscine');
const sentence = fc
  .tuple(upper, fc.array(lower, { minLength: 1, maxLength: 12 }), fc.constantFrom('.', '', ':', '?', '.)'))
  .map(([first, rest, end]) => `${[first, ...rest].join(' ')}${end}`);
const marker = fc.constantFrom('* ', '- ', ' - ', '• ', '-- ', '*', ' * ');
export const cleanLine = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(marker, sentence).map(([m, s]) => m + s) },
  { weight: 1, arbitrary: fc.tuple(marker, sentence, sentence).map(([m, a, b]) => `${m}${a.replace(/[^.]$/, '$&.')} * ${b}`) },
  { weight: 2, arbitrary: sentence },
  { weight: 1, arbitrary: fc.array(lower, { minLength: 1, maxLength: 6 }).map((w) => w.join(' ')) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('Agente sin fragmento', 'Estudiante de Sakashima', 'Piscine sans fond', 'Vestiaire'),
        fc.constantFrom('{1}{G}{U}', '{2}{U}{U}', '{U/B}{U/B}', '{2/B}', ''),
        fc.constantFrom('Criatura -- Ninja humano', 'Créature : humain', 'Conjuro', 'Enchantement : pièce', 'Plano -- Zendikar'),
        fc.constantFrom('2/2', '0/0', '', '3'),
      )
      .map(([name, cost, type, pt]) => [name, cost, type, pt].filter(Boolean).join('\n')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '-----',
      '-',
      '***Notas generales***',
      'NOTAS GENERALES',
      'NOTAS DE CARTAS ESPECÍFICAS',
      'Ciclo:\nPortões de Guilda',
      'Mecânica da Guilda Izzet: Sobrecarga',
      '//',
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('702.94a', '601.2', '601.', '502.79'), sentence).map(([n, s]) => `${n} ${s}`) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 9 }), sentence).map(([n, s]) => `${n}) ${s}`) },
  { weight: 1, arbitrary: fc.constantFrom("Choisissez l'un —", 'Elige uno —') },
  { weight: 2, arbitrary: fc.constant('') },
);
export const cleanDoc = fc.tuple(fc.array(cleanLine, { minLength: 1, maxLength: 50 }), eolArb).map(([lines, eol]) => lines.join(eol));
