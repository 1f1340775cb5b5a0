// lib/api-client.ts, the BFF's one door to /api/v2: the same calls over real HTTP (API_BASE_URL, as against an
// external backend) and in process (the default), with replies checked against the contract and docs/domain/errors.md errors.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginReply, meReply } from '@/contract/auth';
import { statusList } from '@/contract/reference';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';
import { seededBackendAsApiBase } from '@/tests/support/backend-as-api-base';

// The external-backend path: real HTTP to the test server's origin.
seededBackendAsApiBase();

describe('over HTTP (API_BASE_URL set)', () => {
  it('signs in, reads the user and reference data, parsed by the contract', async () => {
    const { token } = await apiRequest('/auth/login', { method: 'POST', body: { email: 'operador@demo.test', password: 'demo1234' }, schema: loginReply });
    const me = await apiRequest('/auth/me', { query: { full: true }, token, schema: meReply });
    expect(me.data.email).toBe('operador@demo.test');
    const statuses = await apiRequest('/status', { query: { withPagination: true, empty: '' }, token, schema: statusList });
    expect(statuses.data).toHaveLength(21);
  });

  it('wrong credentials become an ApiError with the server message and end no session', async () => {
    const error = await apiRequest('/auth/login', { method: 'POST', body: { email: 'admin@demo.test', password: 'nope' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.messages).toEqual(['Error de credenciales']);
  });

  it('a 422 carries the first message per field', async () => {
    const error: ApiError = await apiRequest('/auth/login', { method: 'POST', body: { email: 'no-es-un-correo', password: '' } }).catch((e) => e);
    expect(error.status).toBe(422);
    expect(error.fieldErrors.email).toBe('El correo electrónico debe ser válido');
    expect(error.fieldErrors.password).toBe('Este campo es requerido');
  });

  it('a dead token ends the session', async () => {
    const error: ApiError = await apiRequest('/auth/me', { token: 'not-a-real-token' }).catch((e) => e);
    expect(error.sessionEnded).toBe(true);
  });

  it('an unreachable backend is an ApiError, not a crash', async () => {
    const saved = process.env.API_BASE_URL;
    process.env.API_BASE_URL = 'http://127.0.0.1:9';
    try {
      const error: ApiError = await apiRequest('/status').catch((e) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.fallbackKey).toBe('unexpected');
    } finally {
      process.env.API_BASE_URL = saved;
    }
  });
});

describe('in process (API_BASE_URL unset)', () => {
  it('hands the request to the built-in backend without a socket', async () => {
    const saved = process.env.API_BASE_URL;
    delete process.env.API_BASE_URL;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-client-'));
    process.env.DATA_DIR = dataDir;
    try {
      // The runtime opens its own database from DATABASE_URL / DATA_DIR, as the app does.
      const { token } = await apiRequest('/auth/login', { method: 'POST', body: { email: 'admin@demo.test', password: 'demo1234' }, schema: loginReply });
      const me = await apiRequest('/auth/me', { token, schema: meReply });
      expect(me.data.permissions).toEqual(['*']);
    } finally {
      process.env.API_BASE_URL = saved;
      delete process.env.DATA_DIR;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
