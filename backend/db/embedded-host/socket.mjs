// Where the embedded database's host listens, and whether something answers there. PostgreSQL's socket name for
// port 5432, in DATA_DIR: a client given the folder as its host (node-postgres, psql -h) finds it.
import { connect } from 'node:net';
import path from 'node:path';

export const socketFile = (dataDir) => path.join(dataDir, '.s.PGSQL.5432');

/** Whether a process accepts connections on `file`: a running host, so its data folder is taken. */
export function socketAnswers(file) {
  return new Promise((resolve) => {
    const socket = connect(file, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}
