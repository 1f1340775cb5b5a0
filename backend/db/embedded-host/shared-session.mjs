// Many client connections on PGlite's one database session. A connection holds the session from its first
// message until a reply ends in ReadyForQuery with no transaction open, so each transaction runs whole, with no
// other connection's statement inside it, as PGlite's in-process transactions do. Prepared statement names are
// kept apart per connection (wire.mjs), and a connection that goes away mid-transaction is rolled back and its
// statements closed, so the next one finds a clean session.
import {
  cancelRequestCode,
  closeStatement,
  gssEncRequestCode,
  readUntypedMessage,
  renameStatement,
  replyEnd,
  simpleQuery,
  splitMessages,
  sslRequestCode,
  startupMessage,
  syncMessage,
} from './wire.mjs';

/**
 * Returns a `net` connection listener serving `db` (a ready PGlite), and `idle()`: resolves when no one holds the
 * session. `onFailure(error)` is called if PGlite itself fails.
 */
export async function sharedSession(db, onFailure) {
  // Every client gets the reply PGlite gives a startup message: authentication OK, the server's parameters,
  // ReadyForQuery. The session is already open, so one reply serves all.
  const greeting = Buffer.from(await db.execProtocolRaw(startupMessage('postgres', 'postgres')));
  const lock = sessionLock();
  let nextId = 1;

  function listener(socket) {
    const connection = { id: nextId++, socket, buffer: Buffer.alloc(0), started: false, incoming: [], pending: [], statements: new Set(), status: 'I', midSync: false, busy: false, closed: false };
    socket.on('data', (chunk) => {
      connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
      if (!connection.started && !start(connection)) return;
      const { messages, rest } = splitMessages(connection.buffer);
      connection.buffer = rest;
      for (const msg of messages) {
        if (msg[0] === 0x58 /* X: Terminate */) return close(connection);
        connection.incoming.push(msg);
        // PGlite ends every call with ReadyForQuery, so it gets whole exchanges: up to a Sync, a simple Query,
        // a Flush, or the end of a COPY.
        if (exchangeEnds.has(msg[0])) connection.pending.push(...connection.incoming.splice(0));
      }
      void drain(connection);
    });
    socket.on('error', () => close(connection));
    socket.on('close', () => close(connection));
  }

  /** The untyped first messages: SSL and GSS encryption are declined (a local socket), startup gets the greeting. */
  function start(connection) {
    for (;;) {
      const first = readUntypedMessage(connection.buffer);
      if (!first) return false;
      connection.buffer = connection.buffer.subarray(first.length);
      if (first.code === sslRequestCode || first.code === gssEncRequestCode) {
        connection.socket.write('N');
      } else if (first.code === cancelRequestCode) {
        connection.socket.destroy();
        return false;
      } else {
        connection.started = true;
        connection.socket.write(greeting);
        return true;
      }
    }
  }

  async function drain(connection) {
    if (connection.busy) return;
    connection.busy = true;
    try {
      while (connection.pending.length && !connection.closed) {
        await lock.acquire(connection);
        if (connection.closed) break;
        const batch = connection.pending.splice(0).map((msg) => {
          const renamed = renameStatement(msg, `c${connection.id}_`);
          if (renamed.created) connection.statements.add(renamed.created);
          if (renamed.closed) connection.statements.delete(renamed.closed);
          return renamed.msg;
        });
        const answer = await db.execProtocolRaw(Buffer.concat(batch)); // a copy, not a view of PGlite's memory
        const reply = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
        track(connection, reply);
        if (!connection.closed) connection.socket.write(reply);
        if (connection.status === 'I' && !connection.midSync && !connection.pending.length) lock.release(connection);
      }
      if (connection.closed) await cleanUp(connection);
    } catch (error) {
      // PGlite answers a bad statement with an ErrorResponse; a throw means the database itself failed.
      onFailure(error);
    } finally {
      connection.busy = false;
    }
  }

  function track(connection, reply) {
    const end = replyEnd(reply);
    connection.midSync = !end.ready;
    if (end.ready) connection.status = end.status;
  }

  function close(connection) {
    if (connection.closed) return;
    connection.closed = true;
    connection.pending = [];
    connection.socket.destroy();
    void drain(connection);
  }

  /** Leaves the session as a new connection should find it: no open transaction, none of this one's statements. */
  async function cleanUp(connection) {
    const holds = lock.holder === connection;
    if (!holds && !connection.statements.size) return lock.forget(connection);
    await lock.acquire(connection);
    try {
      const messages = [];
      if (connection.midSync) messages.push(syncMessage);
      if (connection.status !== 'I' || connection.midSync) messages.push(simpleQuery('rollback'));
      for (const name of connection.statements) messages.push(closeStatement(name));
      if (connection.statements.size) messages.push(syncMessage);
      connection.statements.clear();
      if (messages.length) await db.execProtocolRaw(Buffer.concat(messages));
    } finally {
      lock.release(connection);
    }
  }

  return { listener, idle: lock.idle };
}

const exchangeEnds = new Set(['S', 'Q', 'H', 'c', 'f'].map((type) => type.charCodeAt(0)));

/** Who holds the session, and who waits for it in arrival order. */
function sessionLock() {
  let holder;
  const waiting = [];
  const idleWaiters = [];
  return {
    get holder() {
      return holder;
    },
    acquire(connection) {
      if (holder === connection) return;
      if (!holder) {
        holder = connection;
        return;
      }
      return new Promise((resolve) => waiting.push({ connection, resolve }));
    },
    release(connection) {
      if (holder !== connection) return;
      const next = waiting.shift();
      holder = next?.connection;
      next?.resolve();
      if (!holder) for (const resolve of idleWaiters.splice(0)) resolve();
    },
    /** A closed connection that never held the session leaves the queue. */
    forget(connection) {
      const index = waiting.findIndex((entry) => entry.connection === connection);
      if (index >= 0) waiting.splice(index, 1);
    },
    idle() {
      return holder ? new Promise((resolve) => idleWaiters.push(resolve)) : Promise.resolve();
    },
  };
}
