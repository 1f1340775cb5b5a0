// Ids in paths are PostgreSQL integers: a number past the column's range names no record (404), never an
// error from the database (500). Every route that reads an id from its path checks it with this.
const maxInteger = 2_147_483_647;

export function isRecordId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= maxInteger;
}
