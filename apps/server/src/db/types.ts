export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
  /**
   * `COPY table (columns) FROM STDIN` in PostgreSQL's text format (tab-separated, `\N` for NULL, each line ending
   * in a newline) on this connection: inside a transaction the rows commit or roll back with it. Given chunks,
   * PostgreSQL stores each while the next is made (PGlite takes them whole).
   */
  copyText(table: string, columns: readonly string[], text: string | Iterable<string>): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** COPY … FROM STDIN in CSV; used by the ingest benchmark as the baseline. */
  copyCsv(table: string, columns: string[], csv: string): Promise<void>;
  close(): Promise<void>;
  /** Which tables were written, here or by another process (db/changes.ts); without it nothing may be cached. */
  readonly changes?: import('./changes.ts').TableChanges;
}

/** A database error with the driver's code kept, and its text never shown to clients. */
export class DbError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly constraint?: string,
  ) {
    super(message);
    this.name = 'DbError';
  }
}
