// The parts of PostgreSQL's wire protocol (version 3) the embedded database's host reads or writes: framing of
// the client's messages, the statement names it rewrites, and the end of each reply.
// https://www.postgresql.org/docs/current/protocol-message-formats.html

export const sslRequestCode = 80877103;
export const gssEncRequestCode = 80877104;
export const cancelRequestCode = 80877102;
export const protocolVersion3 = 196608;

/** The untyped first message (startup, SSL or cancel request): its code, or undefined until it has all arrived. */
export function readUntypedMessage(buffer) {
  if (buffer.length < 8) return undefined;
  const length = buffer.readInt32BE(0);
  if (buffer.length < length) return undefined;
  return { code: buffer.readInt32BE(4), length };
}

/** Splits complete typed messages (type byte, int32 length) off the front of `buffer`. */
export function splitMessages(buffer) {
  const messages = [];
  let offset = 0;
  while (buffer.length - offset >= 5) {
    const end = offset + 1 + buffer.readInt32BE(offset + 1);
    if (buffer.length < end) break;
    messages.push(buffer.subarray(offset, end));
    offset = end;
  }
  return { messages, rest: buffer.subarray(offset) };
}

/** A typed message from its type and body parts (strings are written NUL-terminated). */
export function message(type, ...parts) {
  const body = Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(`${part}\0`) : part)));
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

export const syncMessage = message('S');
export const simpleQuery = (sql) => message('Q', sql);
export const closeStatement = (name) => message('C', 'S', name);

/** A startup message for `user` on `database`, as a client sends it. */
export function startupMessage(user, database) {
  const body = Buffer.concat([Buffer.alloc(4), Buffer.from(`user\0${user}\0database\0${database}\0\0`)]);
  body.writeInt32BE(protocolVersion3, 0);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([length, body]);
}

function cstring(buffer, offset) {
  const end = buffer.indexOf(0, offset);
  return { value: buffer.toString('utf8', offset, end), next: end + 1 };
}

/**
 * Prepared statements live in the database session, which the host's clients share: a client's statement names
 * get `prefix` in Parse, Bind, Describe and Close, so two connections may use the same name, as on PostgreSQL.
 * Returns the message to forward and the statement it creates (Parse) or closes (Close), by rewritten name.
 */
export function renameStatement(msg, prefix) {
  const type = String.fromCharCode(msg[0]);
  let at;
  if (type === 'P') at = 5;
  else if (type === 'B') at = cstring(msg, 5).next;
  else if ((type === 'D' || type === 'C') && msg[5] === 0x53 /* S */) at = 6;
  else return { msg };
  const name = cstring(msg, at);
  if (name.value === '') return { msg };
  const renamed = `${prefix}${name.value}`;
  const body = Buffer.concat([msg.subarray(5, at), Buffer.from(`${renamed}\0`), msg.subarray(name.next)]);
  const header = Buffer.alloc(5);
  header[0] = msg[0];
  header.writeInt32BE(body.length + 4, 1);
  return {
    msg: Buffer.concat([header, body]),
    created: type === 'P' ? renamed : undefined,
    closed: type === 'C' ? renamed : undefined,
  };
}

/**
 * How a reply ends: whether its last message is ReadyForQuery, and the transaction status that message carries
 * ('I' idle, 'T' in a transaction, 'E' in a failed one).
 */
export function replyEnd(reply) {
  let offset = 0;
  let last = -1;
  while (reply.length - offset >= 5) {
    last = offset;
    offset += 1 + reply.readInt32BE(offset + 1);
  }
  if (last >= 0 && reply[last] === 0x5a /* Z */ && offset === reply.length) {
    return { ready: true, status: String.fromCharCode(reply[last + 5]) };
  }
  return { ready: false };
}
