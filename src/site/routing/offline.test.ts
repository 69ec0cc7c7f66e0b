import { describe, expect, it } from 'vitest';
import { offlineControl } from './offline.js';

describe('the download control', () => {
  it('hands the browser every plural form of its counts, as templates in the reader language', () => {
    const texts = JSON.parse(offlineControl('pt').texts) as Record<string, string>;
    expect(texts['offline.size_one']).toBe('Download: {{count}} arquivo, {{size}}.');
    expect(texts['offline.progress_other']).toBe('Baixando: {{done}} de {{count}} arquivos…');
    expect(texts['offline.download']).toBe('Baixar para usar sem conexão');
    expect(Object.keys(texts).some((k) => k.startsWith('offline.page.'))).toBe(false);
  });
});
