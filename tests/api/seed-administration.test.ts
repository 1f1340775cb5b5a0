// The administration demo data: every admin list has rows to show (and team users pages to turn), and the
// seeded articles and residents pass the API's own rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { apartmentList } from '@/contract/apartments';
import { articleList, imageProblem } from '@/contract/articles';
import { teamUserList } from '@/contract/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let tokens: { demo: string; enterprise: string };

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true });
  tokens = { demo: await backend.login(demoAccounts.admin.email), enterprise: await backend.login(demoAccounts.enterpriseAdmin.email) };
});
afterAll(async () => {
  await backend?.close();
});

describe('administration demo data', () => {
  it.each(['demo', 'enterprise'] as const)('%s: more than one page of team users, and articles with valid images', async (tenant) => {
    const team = teamUserList.parse((await backend.request('/user/team', { token: tokens[tenant] })).body);
    expect(team.meta.total).toBeGreaterThan(5);
    expect(team.meta.last_page).toBeGreaterThan(1);
    const articles = articleList.parse((await backend.request('/articles?perPage=50', { token: tokens[tenant] })).body).data;
    expect(articles.length).toBeGreaterThanOrEqual(4);
    const images = articles.map((a) => a.base64_image).filter((i): i is string => i !== null);
    // The seed gives the first four articles of each tenant a thumbnail.
    expect(images).toHaveLength(4);
    for (const image of images) expect(imageProblem(image)).toBeNull();
  });

  it('Demo Lockers has apartments and residents living in them', async () => {
    const apartments = apartmentList.parse((await backend.request('/apartments', { token: tokens.demo })).body).data;
    expect(apartments.length).toBeGreaterThanOrEqual(5);
    expect(apartments.some((a) => a.residents_count === 0)).toBe(true);
    const residents = teamUserList.parse((await backend.request('/user/team?type=Residente', { token: tokens.demo })).body).data;
    expect(residents.length).toBeGreaterThanOrEqual(5);
    expect(residents.every((r) => r.personal_info.apartment !== null)).toBe(true);
  });
});
