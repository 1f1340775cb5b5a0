// Validating imported rows with the create form's schema (contract createBookingBody): messages name the
// column, the CI check digit only warns, lockers and sizes resolve by id or name; import keys and escaping.
import { describe, expect, it } from 'vitest';
import { createBookingBody } from '@/contract/bookings';
import { mapHeaders, ignoredColumns } from '@/lib/bookings/import/columns';
import { ImportFileError, importErrorText } from '@/lib/bookings/import/import-error';
import type { Grid } from '@/lib/bookings/import/spreadsheet-grid';
import { validateRows, type ValidationContext } from '@/lib/bookings/import/validate-rows';
import { headers, t, validationT, validationTEnglish } from '@/tests/support/import-files';

const context: ValidationContext = {
  locations: [
    { id: 1, description: 'Centro', enabled: true },
    { id: 2, description: 'Pocitos', enabled: false },
  ],
  sizes: [
    { id: 1, name: 'Pequeño' },
    { id: 2, name: 'Mediano' },
    { id: 3, name: 'Grande' },
  ],
  defaultCountry: 'UY',
  t,
  validationT,
};

const grid = (rows: string[][], head = headers): Grid => ({ kind: 'csv', headers: head, rows: rows.map((cells, i) => ({ number: i + 2, cells })), blankRows: 0 });
const good = ['Pedido 1', 'ana@example.com', '1.234.567-2', '099 123 456', '', 'Centro', 'Pequeño', '', 'sí', 'Frágil'];
const withCell = (index: number, value: string) => good.map((cell, i) => (i === index ? value : cell));

describe('validateRows', () => {
  it('turns a good row into the same body the create form sends', () => {
    const [row] = validateRows(grid([good]), context);
    expect(row!.errors).toEqual([]);
    expect(row!.warnings).toEqual([]);
    expect(row!.body).toEqual(
      createBookingBody.parse({
        client: { description: 'Pedido 1', email: 'ana@example.com', document: '1.234.567-2', phone_number: '099 123 456', phone_country: 'UY' },
        location_id: 1,
        size_id: 1,
        whatsapp: true,
        notes: 'Frágil',
      }),
    );
    expect(row!.key).toMatch(/^import:[0-9a-f]{48}:1$/);
  });

  it('resolves lockers and sizes by id or name, ignoring case and accents', () => {
    const [row] = validateRows(grid([withCell(5, '1').map((c, i) => (i === 6 ? 'GRANDE' : c))]), context);
    expect(row!.body).toMatchObject({ location_id: 1, size_id: 3 });
    expect(validateRows(grid([withCell(6, 'pequeno')]), context)[0]!.body?.size_id).toBe(1);
  });

  it('takes the Spanish size names when the sizes are named in English', () => {
    const english = { ...context, sizes: [{ id: 1, name: 'Small' }, { id: 2, name: 'Medium' }, { id: 3, name: 'Large' }] };
    expect(['Pequeño', 'Mediano', 'grande', 'Medium'].map((size) => validateRows(grid([withCell(6, size)]), english)[0]!.body?.size_id)).toEqual([1, 2, 3, 2]);
  });

  it.each([
    [0, '', 'Columna «Referencia»: Este campo es requerido'],
    [1, 'no-es-correo', 'Columna «Correo electrónico»: El correo electrónico debe ser válido'],
    [3, 'abc', 'Columna «Celular»: El teléfono no es válido'],
    [5, '', 'Columna «Locker»: Este campo es requerido'],
    [5, 'Inexistente', 'Columna «Locker»: El locker «Inexistente» no existe'],
    [5, 'Pocitos', 'Columna «Locker»: El locker «Pocitos» no está habilitado'],
    [6, '', 'Columna «Tamaño»: Este campo es requerido'],
    [6, 'Enorme', 'Columna «Tamaño»: El tamaño «Enorme» no es válido (Pequeño, Mediano o Grande)'],
    [7, '400', 'Columna «Validez del código (horas)»: Debe estar entre 1 y 336 horas'],
    [7, '0', 'Columna «Validez del código (horas)»: Debe estar entre 1 y 336 horas'],
    [8, 'quizás', 'Columna «WhatsApp»: Debe ser «sí» o «no»'],
    [0, 'Prueba', 'Columna «Referencia»: «Prueba» es la referencia de la reserva de prueba y no se crea desde un archivo'],
    [0, 'x'.repeat(256), 'Columna «Referencia»: No puede tener más de 255 caracteres'],
  ])('column %i = %j → %s', (index, value, message) => {
    const [row] = validateRows(grid([withCell(index, value)]), context);
    expect(row!.body).toBeUndefined();
    expect(row!.key).toBeUndefined();
    expect(row!.errors.map((e) => t('issue', { column: e.column, message: e.message }))).toContain(message);
  });

  it('words the form’s own messages in the user’s language', () => {
    const english = { ...context, validationT: validationTEnglish };
    const [row] = validateRows(grid([withCell(0, '').map((c, i) => (i === 1 ? 'no-es-correo' : i === 7 ? '400' : c))]), english);
    expect(row!.errors.map((e) => e.message)).toEqual(['This field is required', 'The e-mail address must be valid', 'Must be between 1 and 336 hours']);
  });

  it('warns about a CI that fails the check digit without blocking the row', () => {
    const [row] = validateRows(grid([withCell(2, '1.234.567-3')]), context);
    expect(row!.body).toBeDefined();
    expect(row!.warnings).toEqual([{ column: 'CI', message: expect.stringContaining('no cumple con los estándares de Uruguay') }]);
  });

  it('gives identical rows different keys and says they are the same', () => {
    const rows = validateRows(grid([good, withCell(0, 'Pedido 2'), good]), context);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
    expect(rows[2]!.key).toBe(rows[0]!.key!.replace(/:1$/, ':2'));
    expect(rows[2]!.warnings[0]!.message).toBe('Igual a la fila 2: se crean las dos');
  });

  it('keeps a row key when other rows change or move (a fixed file uploaded again)', () => {
    const first = validateRows(grid([withCell(1, 'mal'), good]), context);
    const fixed = validateRows(grid([good.map((c, i) => (i === 0 ? 'Pedido 9' : c)), good]), context);
    expect(fixed[1]!.key).toBe(first[1]!.key);
  });
});

describe('mapHeaders', () => {
  const refusal = (head: string[]) => {
    try {
      mapHeaders(head);
    } catch (error) {
      return importErrorText(error as ImportFileError, t);
    }
    return null;
  };

  it('accepts other spellings, case and accents', () => {
    expect(refusal(['referencia', 'EMAIL', 'Cedula', 'telefono', 'Locker ID', 'tamano'])).toBeNull();
  });

  it('names repeated and missing columns; a column the user added is no refusal', () => {
    expect(refusal([...headers, 'Color'])).toBeNull();
    expect(refusal([...headers, 'correo'])).toBe('Columnas repetidas: «correo».');
    expect(refusal(['Referencia', 'Correo electrónico'])).toBe('Faltan columnas obligatorias: «Locker», «Tamaño».');
  });
});


describe('ignoredColumns', () => {
  it('names the columns that are not the template\'s, and unnamed columns only when they hold something', () => {
    const rows = [{ cells: ['Pedido 1', '', '', '', '', 'Centro', 'Pequeño', '', '', '', 'ver', '', 'x'] }];
    expect(ignoredColumns([...headers, 'Ayuda', '', ''], rows)).toEqual(['Ayuda', 'M']);
    expect(ignoredColumns(headers, [{ cells: ['Pedido 1'] }])).toEqual([]);
  });
});
