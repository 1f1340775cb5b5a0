// /articles: list (5 per page, id descending, filters), create/replace/delete, price and image validation,
// permissions and tenant isolation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '@/backend/db/schema';
import { articleList, articleReply, imageSizeMessage, imageTypeMessage, priceMessage } from '@/contract/articles';
import { insertArticle, seedAdminTenant, signedInUser } from '@/tests/factories/administration';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mN4FmCDFTEMLQkAT2Rcge3eDGUAAAAASUVORK5CYII=';
/** A PNG declared as JPEG, and text declared as PNG: the magic bytes decide. */
const pngAsJpeg = png.replace('image/png', 'image/jpeg');
const textAsPng = `data:image/png;base64,${Buffer.from('hola, no soy una imagen').toString('base64')}`;
const tooBig = `data:image/png;base64,${Buffer.concat([Buffer.from(png.split(',')[1]!, 'base64'), Buffer.alloc(520 * 1024)]).toString('base64')}`;

let backend: TestBackend;
let main: Awaited<ReturnType<typeof seedAdminTenant>>;
let foreignId: number;
const ids: number[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  main = await seedAdminTenant(backend);
  const other = await seedAdminTenant(backend);
  const rows = [
    { nombre: 'Agua', descripcionCorta: 'Botella', descripcionLarga: 'Agua sin gas', precioCents: 6500, vendible: true, virtual: false },
    { nombre: 'Bidón', descripcionCorta: 'Retornable', descripcionLarga: 'Bidón de 20 litros', precioCents: 24990, vendible: true, virtual: false },
    { nombre: 'Tarjeta regalo', descripcionCorta: 'Digital', descripcionLarga: 'Código por correo', precioCents: 100000, vendible: true, virtual: true },
    { nombre: 'Envase', descripcionCorta: 'Devolución', descripcionLarga: 'No se vende', precioCents: 0, vendible: false, virtual: false },
    { nombre: 'Café', descripcionCorta: 'Grano', descripcionLarga: 'Tostado medio', precioCents: 38000, vendible: true, virtual: false, enabled: false },
    { nombre: 'Garrafa', descripcionCorta: 'Agua de mesa', descripcionLarga: '5 litros', precioCents: 12950, vendible: true, virtual: false },
  ];
  for (const row of rows) ids.push((await insertArticle(backend.db, { tenantId: main.tenant.id, ...row })).id);
  foreignId = (await insertArticle(backend.db, { tenantId: other.tenant.id, nombre: 'Ajeno' })).id;
});
afterAll(async () => {
  await backend?.close();
});

const list = async (query: string) => {
  const reply = await backend.request(`/articles?${query}`, { token: main.token });
  expect(reply.status).toBe(200);
  return articleList.parse(reply.body);
};
const articleById = async (id: number) => (await backend.db.select().from(articles).where(eq(articles.id, id)))[0];

describe('GET /articles', () => {
  it('pages 5 at a time, id descending, with the price as a decimal string', async () => {
    const { data, meta } = await list('withPagination=true');
    expect(data.map((a) => a.id)).toEqual([...ids].reverse().slice(0, 5));
    expect(meta).toMatchObject({ total: 6, per_page: 5, last_page: 2 });
    expect(data.find((a) => a.nombre === 'Bidón')!.precio).toBe('249.90');
  });

  it.each([
    ['id', () => `id=${ids[2]}`, () => [ids[2]]],
    ['nombre (substring, any case)', () => 'nombre=AGUA', () => [ids[0]]],
    ['descripcion_corta', () => 'descripcion_corta=agua', () => [ids[5]]],
    ['descripcion_larga', () => 'descripcion_larga=litros', () => [ids[5], ids[1]]],
    ['precio (exact)', () => 'precio=249.9', () => [ids[1]]],
    ['vendible no', () => 'vendible=no', () => [ids[3]]],
    ['virtual yes', () => 'virtual=yes', () => [ids[2]]],
    ['enabled no', () => 'enabled=no', () => [ids[4]]],
  ])('filters by %s', async (_name, query, expected) => {
    expect((await list(query())).data.map((a) => a.id)).toEqual(expected());
  });

  it('sorts by price', async () => {
    expect((await list('sortBy=precio&orderBy=ASC&perPage=2')).data.map((a) => a.precio)).toEqual(['0.00', '65.00']);
  });

  it('refuses a malformed price filter with the price message', async () => {
    const reply = await backend.request('/articles?precio=abc', { token: main.token });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.precio).toEqual([priceMessage]);
  });
});

describe('POST, PUT and DELETE /articles', () => {
  it('creates with an image, replaces, and deletes', async () => {
    const created = await backend.request('/articles', {
      token: main.token,
      json: { nombre: 'Nuevo', descripcion_corta: 'Corta', descripcion_larga: 'Larga', precio: '10,5', vendible: '1', virtual: false, base64_image: png },
    });
    expect(created.status).toBe(201);
    const article = articleReply.parse(created.body).data;
    expect(article).toMatchObject({ nombre: 'Nuevo', precio: '10.50', vendible: true, virtual: false, enabled: true, base64_image: png });
    expect((await articleById(article.id))!.precioCents).toBe(1050);
    const replaced = await backend.request(`/articles/${article.id}`, { method: 'PUT', token: main.token, json: { nombre: 'Cambiado', precio: 12, vendible: false, enabled: 'no' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ nombre: 'Cambiado', precio: '12.00', vendible: false, enabled: false, descripcion_corta: '', base64_image: null });
    expect((await articleById(article.id))!.enabled).toBe(false);
    expect((await backend.request(`/articles/${article.id}`, { method: 'DELETE', token: main.token })).status).toBe(200);
    expect(await articleById(article.id)).toBeUndefined();
  });

  it.each([['abc'], ['-5'], ['1.234'], [-1], ['']])('refuses the price %j with the spec message', async (precio) => {
    const reply = await backend.request('/articles', { token: main.token, json: { nombre: 'X', precio } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.precio).toEqual([precio === '' ? 'Este campo es requerido' : priceMessage]);
  });

  it('requires the name and checks images by magic bytes and size', async () => {
    const missing = await backend.request('/articles', { token: main.token, json: { precio: 1 } });
    expect(missing.body.errors.nombre).toEqual(['Este campo es requerido']);
    for (const [image, message] of [[pngAsJpeg, imageTypeMessage], [textAsPng, imageTypeMessage], ['data:image/gif;base64,R0lGOD', imageTypeMessage], [tooBig, imageSizeMessage]]) {
      const reply = await backend.request('/articles', { token: main.token, json: { nombre: 'X', precio: 1, base64_image: image } });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.base64_image).toEqual([message]);
    }
    expect(await backend.db.$count(articles, eq(articles.nombre, 'X'))).toBe(0);
  });

  it("answers 404 for another tenant's article on read, update and delete, changing nothing", async () => {
    expect((await backend.request(`/articles/${foreignId}`, { token: main.token })).status).toBe(404);
    expect((await backend.request(`/articles/${foreignId}`, { method: 'PUT', token: main.token, json: { nombre: 'Mío', precio: 1 } })).status).toBe(404);
    expect((await backend.request(`/articles/${foreignId}`, { method: 'DELETE', token: main.token })).status).toBe(404);
    expect((await articleById(foreignId))!.nombre).toBe('Ajeno');
    expect((await list(`id=${foreignId}`)).data).toEqual([]);
  });

  it('needs the article permissions, changing nothing without them', async () => {
    const { token } = await signedInUser(backend, main.tenant.id, ['article-show']);
    expect((await backend.request('/articles', { token, json: { nombre: 'Y', precio: 1 } })).status).toBe(403);
    expect((await backend.request(`/articles/${ids[0]}`, { method: 'PUT', token, json: { nombre: 'Y', precio: 1 } })).status).toBe(403);
    expect((await backend.request(`/articles/${ids[0]}`, { method: 'DELETE', token })).status).toBe(403);
    expect((await articleById(ids[0]!))!.nombre).toBe('Agua');
    const none = await signedInUser(backend, main.tenant.id, ['booking-show']);
    expect((await backend.request('/articles', { token: none.token })).status).toBe(403);
  });
});
