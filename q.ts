import { loadContent } from './src/records/load-content.js';
import { rulesGlossary } from './src/rules-glossary/index.js';
const c = loadContent();
const g = rulesGlossary(c.rulesGlossary!);
console.log(g.terms.length, g.terms.filter(t=>t.obsolete).length);
let t = performance.now();
let hits = 0; let n=0;
for (const num of c.rules.numbersToday()) { const r = c.rules.textToday(num)!; const h = g.termsIn(r.text); hits += h.length; n++; if (num==='702.96a' || num === '103.5' || num==='704.5j') console.log(num, h.map(x => r.text.slice(x.start,x.end)+'→'+x.term.term).join(' | ')); }
console.log(n, hits, (performance.now()-t).toFixed(0),'ms');
console.log(g.term('mana value')?.slug, g.term('Totem Armor (Obsolete)')?.obsolete);
