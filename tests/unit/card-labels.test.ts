// The phone cards' column names (components/data-table/card-labels.tsx): one rule per named column, by position,
// with text that cannot break out of the CSS string or the style element.
import { describe, expect, it } from 'vitest';
import { cardLabelsCss, cssString } from '@/components/data-table/card-labels';

describe('card labels', () => {
  it('names each labelled column by its position and skips the unlabelled ones', () => {
    expect(cardLabelsCss('bookings-table', ['ID', undefined, 'Estado'])).toBe(
      '#bookings-table>table>tbody>tr:not(.row-detail)>td:not([colspan]):nth-child(1)::before{content:"ID"}#bookings-table>table>tbody>tr:not(.row-detail)>td:not([colspan]):nth-child(3)::before{content:"Estado"}',
    );
  });

  it("leaves out a cell spanning the row (an empty list's message): it is no column's, so it shows no column's name", () => {
    // An id selector outweighs globals.css' `td[colspan]::before{content:none}`: the rule itself must not match.
    for (const rule of cardLabelsCss('t', ['ID', 'Estado']).split('}').filter(Boolean)) expect(rule).toContain('td:not([colspan])');
  });

  it('escapes quotes, backslashes, new lines and "<" as CSS escapes and keeps accents as they are', () => {
    expect(cssString('Código "x" \\ y\n</style>')).toBe('"Código \\22 x\\22  \\5c  y\\a \\3c /style>"');
  });

  it('gives no rules when no column has a name', () => {
    expect(cardLabelsCss('t', [undefined, undefined])).toBe('');
  });
});
