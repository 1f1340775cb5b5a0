// The screenshot run (screens.spec.ts): the e2e suite's server and browser, its own test folder; the server
// starts from the repository's root, as in the e2e suite.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// The embedded database's server: the first of the e2e suite's (the second, on PostgreSQL, is not needed here).
const [server] = [base.webServer ?? []].flat();
if (!server) throw new Error('playwright.config.ts starts no web server');

export default defineConfig({ ...base, testDir: '.', timeout: 120_000, webServer: { ...server, cwd: path.resolve(import.meta.dirname, '../..') } });
