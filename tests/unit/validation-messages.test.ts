import { z } from 'zod';

import type { Locale } from '@/lib/i18n/locales';
import { validationMessage, withValidationLocale } from '@/lib/server/validation-messages';

/** The messages zod's issues get in `locale` (the first per path is enough here). */
function messagesOf(schema: z.ZodType, input: unknown, locale: Locale): string[] {
  const result = schema.safeParse(input, { error: (issue) => validationMessage(issue, locale) });
  if (result.success) throw new Error(`${JSON.stringify(input)} passed`);
  return result.error.issues.map((issue) => issue.message);
}

const cases: Array<[what: string, schema: z.ZodType, input: unknown, es: string, en: string]> = [
  [
    'a missing value',
    z.string(),
    undefined,
    'Este campo es obligatorio.',
    'This field is required.',
  ],
  [
    'a missing option',
    z.enum(['a', 'b']),
    undefined,
    'Este campo es obligatorio.',
    'This field is required.',
  ],
  ['an empty text', z.string().min(1), '', 'Este campo es obligatorio.', 'This field is required.'],
  ['a number for a text', z.string(), 5, 'Debe ser un texto.', 'Must be text.'],
  ['a text for a number', z.number(), 'x', 'Debe ser un número.', 'Must be a number.'],
  [
    'a fraction for a whole number',
    z.number().int(),
    1.5,
    'Debe ser un número entero.',
    'Must be a whole number.',
  ],
  ['a text for a list', z.array(z.string()), 'x', 'Debe ser una lista.', 'Must be a list.'],
  [
    'a text for true or false',
    z.boolean(),
    'x',
    'Debe ser verdadero o falso.',
    'Must be true or false.',
  ],
  ['a text for an object', z.object({}), 'x', 'Debe ser un objeto.', 'Must be an object.'],
  [
    'a quantity of 0',
    z.number().int().min(1),
    0,
    'Debe ser mayor o igual a 1.',
    'Must be at least 1.',
  ],
  [
    'a price of 0 where it must be positive',
    z.number().positive(),
    0,
    'Debe ser mayor que 0.',
    'Must be greater than 0.',
  ],
  [
    'a quantity over the top',
    z.number().max(10_000),
    10_001,
    'Debe ser menor o igual a 10.000.',
    'Must be at most 10,000.',
  ],
  [
    'a number not under a bound',
    z.number().lt(5),
    5,
    'Debe ser menor que 5.',
    'Must be less than 5.',
  ],
  [
    'a short text',
    z.string().min(8),
    'abc',
    'Debe tener al menos 8 caracteres.',
    'Must have at least 8 characters.',
  ],
  [
    'a long text',
    z.string().max(3),
    'abcd',
    'Debe tener como máximo 3 caracteres.',
    'Must have at most 3 characters.',
  ],
  [
    'a text of one character too many',
    z.string().max(1),
    'ab',
    'Debe tener como máximo 1 carácter.',
    'Must have at most 1 character.',
  ],
  [
    'a text of the wrong length',
    z.string().length(6),
    '123',
    'Debe tener exactamente 6 caracteres.',
    'Must have exactly 6 characters.',
  ],
  [
    'a short list',
    z.array(z.string()).min(2),
    ['a'],
    'Debe tener al menos 2 elementos.',
    'Must have at least 2 items.',
  ],
  [
    'a long list',
    z.array(z.string()).max(1),
    ['a', 'b'],
    'Debe tener como máximo 1 elemento.',
    'Must have at most 1 item.',
  ],
  [
    'a bad e-mail',
    z.email(),
    'ana@',
    'Escribe un correo electrónico válido.',
    'Enter a valid e-mail address.',
  ],
  [
    'a bad URL',
    z.url(),
    'no es url',
    'Escribe una dirección web válida.',
    'Enter a valid web address.',
  ],
  [
    'a text against a pattern',
    z.string().regex(/^\d+$/),
    'abc',
    'El formato no es válido.',
    'The format is not valid.',
  ],
  [
    'an unknown option',
    z.enum(['es', 'en']),
    'fr',
    'Elige una de estas opciones: es, en.',
    'Choose one of: es, en.',
  ],
  [
    'an unknown option of many',
    z.enum(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']),
    'z',
    'Elige una opción válida.',
    'Choose a valid option.',
  ],
  [
    'a wrong literal',
    z.literal('to_branch'),
    'x',
    'Elige una de estas opciones: to_branch.',
    'Choose one of: to_branch.',
  ],
  [
    'a number not a multiple',
    z.number().multipleOf(5),
    7,
    'Debe ser múltiplo de 5.',
    'Must be a multiple of 5.',
  ],
  [
    'an unknown field',
    z.strictObject({ a: z.string() }),
    { a: 'x', b: 1 },
    'Campo no admitido: b.',
    'Field not allowed: b.',
  ],
  [
    'unknown fields',
    z.strictObject({}),
    { b: 1, c: 2 },
    'Campos no admitidos: b, c.',
    'Fields not allowed: b, c.',
  ],
  [
    'an unknown discriminator',
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('a') }),
      z.object({ type: z.literal('b') }),
    ]),
    { type: 'c' },
    'Elige una de estas opciones: a, b.',
    'Choose one of: a, b.',
  ],
  [
    'a value no option takes',
    z.union([z.string(), z.number()]),
    true,
    'El valor no es válido.',
    'The value is not valid.',
  ],
  [
    'a refinement without words',
    z.string().refine((v) => v === 'ok'),
    'no',
    'El valor no es válido.',
    'The value is not valid.',
  ],
];

describe('validationMessage', () => {
  it.each(cases)('words %s in Spanish and English', (_, schema, input, es, en) => {
    expect(messagesOf(schema, input, 'es')[0]).toBe(es);
    expect(messagesOf(schema, input, 'en')[0]).toBe(en);
  });

  it('leaves the messages a schema or check words itself', () => {
    const schema = z.object({
      slug: z.string().min(1, { error: 'Invalid slug' }),
      name: z.string({ error: 'required' }),
      pin: z.string().refine((v) => v.length === 6, { message: 'invalid_pin' }),
    });
    const result = schema.safeParse(
      { slug: '', pin: '1' },
      { error: (issue) => validationMessage(issue, 'es') },
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['slug', 'Invalid slug'],
      ['name', 'required'],
      ['pin', 'invalid_pin'],
    ]);
  });
});

describe('withValidationLocale', () => {
  const schema = z.object({ quantity: z.number().min(1), slug: z.string().min(1, 'Invalid slug') });
  const messages = () =>
    schema.safeParse({ quantity: 0, slug: '' }).error?.issues.map((issue) => issue.message);

  it('words zod’s own issues in the request’s language, and only them', () => {
    expect(withValidationLocale('es', messages)).toEqual([
      'Debe ser mayor o igual a 1.',
      'Invalid slug',
    ]);
    expect(withValidationLocale('en', messages)).toEqual(['Must be at least 1.', 'Invalid slug']);
  });

  it('keeps the language across awaits inside the request', async () => {
    const later = await withValidationLocale('en', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return messages();
    });
    expect(later?.[0]).toBe('Must be at least 1.');
  });

  it('leaves zod’s English outside a request', () => {
    expect(messages()?.[0]).toMatch(/^Too small/);
  });
});
