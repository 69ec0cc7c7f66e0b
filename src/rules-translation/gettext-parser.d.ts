/** The part of gettext-parser's API this folder uses (the package ships no types). */
declare module 'gettext-parser' {
  export interface GetTextEntry {
    msgid: string;
    msgctxt?: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: { translator?: string; extracted?: string; reference?: string; flag?: string; previous?: string };
  }
  export interface GetTextTranslations {
    charset: string;
    headers?: Record<string, string>;
    translations: Record<string, Record<string, GetTextEntry>>;
    obsolete?: Record<string, Record<string, GetTextEntry>>;
  }
  export const po: {
    parse(input: string | Buffer, options?: { defaultCharset?: string; validation?: boolean }): GetTextTranslations;
  };
}
