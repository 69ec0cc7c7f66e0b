/**
 * Markup as a string, for the boxes repeated on every card page (85,000 pages): Astro renders each element of a
 * component through its async renderer, which costs the whole-site build about a fifth of its time; a template
 * string costs next to nothing. Safe by construction: every substitution of the `html` tag is escaped (html-escaper,
 * the escaper Astro itself uses) unless it is markup the tag made, and nothing else makes `Html` — there is no way
 * to mark a string as markup. Attribute values must be quoted (the tag refuses `href=${x}`).
 *
 * Not escape-html-template-tag: it prints `false` and `undefined` where a condition is not met, and escapes every `/`
 * of a URL; not html-template-tag: it joins arrays without escaping them.
 */
import { escape } from 'html-escaper';

const MADE_BY_THE_TAG = Symbol('html');

/** Markup made by the `html` tag: its text, and every text substituted into it, escaped. */
export class Html {
  readonly #markup: string;

  constructor(token: typeof MADE_BY_THE_TAG, markup: string) {
    if (token !== MADE_BY_THE_TAG) throw new TypeError('Html is made by the html tag only');
    this.#markup = markup;
  }

  toString(): string {
    return this.#markup;
  }
}

/** What a template takes: text (escaped), markup, lists of them; `null`, `undefined` and booleans render nothing. */
export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

const checked = new WeakSet<TemplateStringsArray>();

/** Each template's literal parts are checked once: an attribute value substituted unquoted could end the attribute. */
function checkQuoted(strings: TemplateStringsArray): void {
  if (checked.has(strings)) return;
  const unquoted = strings.slice(0, -1).find((s) => /=\s*$/.test(s));
  if (unquoted !== undefined) throw new TypeError(`html: an attribute value is substituted without quotes after "${unquoted.slice(-40)}"`);
  checked.add(strings);
}

/** Most texts have nothing to escape: a test finds that three times faster than a replace over the text. */
const SPECIAL = /[&<>'"]/;
const escaped = (text: string): string => (SPECIAL.test(text) ? escape(text) : text);

function render(value: HtmlValue): string {
  if (value instanceof Html) return value.toString();
  if (typeof value === 'string') return escaped(value);
  if (typeof value === 'number') return String(value);
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (Array.isArray(value)) return renderList(value);
  throw new TypeError(`html: cannot render ${Object.prototype.toString.call(value)}`);
}

/** A list's items one after another. Appended, not joined: a join copies the list's markup into a new string at each
 *  level of nesting (a page is lists of lists), and those copies were a tenth of what the build allocated. */
function renderList(values: readonly HtmlValue[]): string {
  let markup = '';
  for (const value of values) markup += render(value);
  return markup;
}

/** The tag: `html\`<p class="x">${text}</p>\`` is the paragraph with `text` escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  checkQuoted(strings);
  let markup = strings[0];
  for (let i = 0; i < values.length; i++) markup += render(values[i]) + strings[i + 1];
  return new Html(MADE_BY_THE_TAG, markup);
}

/** Items one after another with a separator between them (", ", " · "): the separator is text, escaped. */
export function joined(items: readonly Html[], separator: string): Html {
  return html`${items.map((item, i) => (i > 0 ? html`${separator}${item}` : item))}`;
}

/** An attribute written only where it has a value (as Astro writes `lang={x}`): ` name="value"`, else nothing. */
export function attribute(name: string, value: string | null | undefined): Html {
  if (!/^[a-z-]+$/.test(name)) throw new TypeError(`html: not an attribute name: ${name}`);
  return value === null || value === undefined ? html`` : new Html(MADE_BY_THE_TAG, ` ${name}="${escaped(value)}"`);
}
