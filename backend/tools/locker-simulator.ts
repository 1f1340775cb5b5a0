// A pretend locker keypad for trying the booking lifecycle without hardware. It signs in as the locker's
// tenant's device account (a back-office user holding location-restart, or "*") and calls the device endpoints
// (backend/modules/locker-device/routes.ts).
//
//   npx tsx backend/tools/locker-simulator.ts drop-off --location 1 --code 123456
//   npx tsx backend/tools/locker-simulator.ts pickup   --location 1 --code 654321 --ci 5672
//   npx tsx backend/tools/locker-simulator.ts lost-code --location 1 --ci 12345672          (sends 4 digits)
//   npx tsx backend/tools/locker-simulator.ts lost-code --location 1 --ci 12345672 --code 1234
//   npx tsx backend/tools/locker-simulator.ts force-open --booking 42   (15 days after the drop-off; needs
//                                                                        booking-authorize)
//
// Options (or environment variables):
//   --url       LOCKER_API_URL       base of /api/v2 (default http://localhost:3000/api/v2; the standalone
//                                    backend, `npx tsx backend/server.ts`, listens on :4000)
//   --email     LOCKER_EMAIL         account of the locker's tenant (default the demo admin)
//   --password  LOCKER_PASSWORD      (default the demo password)
// The pickup code is in the booking's detail (GET /booking/{id}) and in the queued notice (message_outbox).
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    location: { type: 'string' },
    code: { type: 'string' },
    ci: { type: 'string' },
    booking: { type: 'string' },
    url: { type: 'string', default: process.env.LOCKER_API_URL ?? 'http://localhost:3000/api/v2' },
    email: { type: 'string', default: process.env.LOCKER_EMAIL ?? 'admin@demo.test' },
    password: { type: 'string', default: process.env.LOCKER_PASSWORD ?? 'demo1234' },
  },
});

const action = positionals[0];
const keypad = (action === 'drop-off' || action === 'pickup') && values.location && values.code;
const forced = action === 'force-open' && values.booking;
const lost = action === 'lost-code' && values.location && values.ci;
if (!keypad && !forced && !lost) {
  console.error('Usage: locker-simulator.ts drop-off|pickup --location <id> --code <6 digits> [--ci <last 4+ digits>]');
  console.error('       locker-simulator.ts lost-code --location <id> --ci <document> [--code <4 digits>]');
  console.error('       locker-simulator.ts force-open --booking <id>');
  process.exit(2);
}

async function call(path: string, body: unknown, token?: string) {
  const response = await fetch(`${values.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const login = await call('/auth/login', { email: values.email, password: values.password });
if (login.status !== 200) {
  console.error(`Sign-in failed (${login.status}):`, login.body);
  process.exit(1);
}
const token = String(login.body?.token);
const body = action === 'drop-off' ? { insert_code: values.code } : { pickup_code: values.code, document_digits: values.ci };
// A forced opening is the booking's action (the staff's, not the keypad's): the door opens the same way.
const reply = forced
  ? await call(`/booking/${values.booking}/force-open`, {}, token)
  : lost
    ? await call(`/locker-device/${values.location}/lost-code${values.code ? '/confirm' : ''}`, { document: values.ci, confirmation_code: values.code }, token)
    : await call(`/locker-device/${values.location}/${action}`, body, token);
if (reply.status === 202) {
  console.info(String(reply.body?.message));
} else if (reply.status === 200) {
  const data = reply.body?.data as { id?: number; booking_id?: number; door: { number: number }; status: { name: string } };
  console.info(`Door ${data.door.number} opens: booking #${data.booking_id ?? data.id} is now "${data.status.name}".`);
} else {
  // docs/domain/errors.md shapes: 412 {error: {field: [msg]}}, 422 {errors: {field: [msg]}}, others {message}.
  const fields = (reply.body?.error ?? reply.body?.errors) as Record<string, string[]> | undefined;
  console.error(`Refused (${reply.status}): ${fields ? Object.values(fields).map((m) => m[0]).join('; ') : reply.body?.message}`);
  process.exitCode = 1;
}
await call('/auth/logout', {}, token);
