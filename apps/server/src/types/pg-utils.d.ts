// node-postgres' own value converter (Dates, arrays, JSON, buffers), used by the PGlite driver so parameters are
// written exactly as pg writes them to a PostgreSQL server.
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): string | Buffer | null;
}
