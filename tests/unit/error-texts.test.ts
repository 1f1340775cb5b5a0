// The error boundaries' texts (docs/domain/errors.md), read straight from messages/<locale>/errors-ui.json without the i18n
// runtime: no browser test renders a boundary, so this is where a moved or missing key shows.
import { describe, expect, it } from 'vitest';
import { errorTexts } from '@/components/app/error-texts';

describe('errorTexts', () => {
  it('gives the title, the retry button and the reference in Spanish and in English', () => {
    const es = errorTexts('es');
    expect([es.title, es.retry, es.reference('abc123')]).toEqual(['Ha ocurrido un error.', 'Reintentar', 'Referencia: abc123']);
    const en = errorTexts('en');
    expect([en.title, en.retry, en.reference('abc123')]).toEqual(['An error has occurred.', 'Try again', 'Reference: abc123']);
  });
});
