import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../test/test-database';

/** A column as schema.ts declares it: its name and whether a select may return null. */
type DeclaredColumn = { name: string; nullable: boolean };

/**
 * Reads `Database` from schema.ts with the TypeScript compiler: every table, its columns, and whether each
 * column's select type includes null (Kysely's ColumnType/Generated keep the select type in `__select__`).
 */
function declaredTables(): Map<string, DeclaredColumn[]> {
  const file = path.join(import.meta.dirname, 'schema.ts');
  const program = ts.createProgram([file], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error('schema.ts not found');
  const database = source.statements.find(
    (node): node is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(node) && node.name.text === 'Database',
  );
  if (!database) throw new Error('schema.ts declares no Database type');

  const tables = new Map<string, DeclaredColumn[]>();
  for (const table of checker.getTypeAtLocation(database.name).getProperties()) {
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    const columns = tableType.getProperties().map((column) => {
      let type = checker.getTypeOfSymbolAtLocation(column, database);
      const select = type.getProperty('__select__');
      if (select) type = checker.getTypeOfSymbolAtLocation(select, database);
      const parts = type.isUnion() ? type.types : [type];
      return { name: column.name, nullable: parts.some((part) => part.flags & ts.TypeFlags.Null) };
    });
    tables.set(table.name, columns);
  }
  return tables;
}

/** Columns the database holds that the app never reads or writes through Kysely, each with its reason. */
const databaseOnly: Record<string, string> = {};

describe('schema.ts against the migrations', () => {
  it('declares exactly the tables and columns the migrations create, with the same nullability', async () => {
    const declared = declaredTables();
    expect(declared.size).toBeGreaterThan(30);

    const database = await getTestDatabase();
    const { rows } = await database.pool.query<{
      table_name: string;
      column_name: string;
      is_nullable: 'YES' | 'NO';
    }>(
      `select table_name, column_name, is_nullable from information_schema.columns
        where table_schema = current_schema() and table_name <> 'schema_migrations'
        order by table_name, ordinal_position`,
    );
    const actual = new Map<string, DeclaredColumn[]>();
    for (const row of rows) {
      if (databaseOnly[`${row.table_name}.${row.column_name}`]) continue;
      actual.set(row.table_name, [
        ...(actual.get(row.table_name) ?? []),
        { name: row.column_name, nullable: row.is_nullable === 'YES' },
      ]);
    }

    const describe = (tables: Map<string, DeclaredColumn[]>) =>
      Object.fromEntries(
        [...tables.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([table, columns]) => [
            table,
            columns.map((column) => `${column.name}${column.nullable ? ' null' : ''}`).sort(),
          ]),
      );
    expect(describe(declared)).toEqual(describe(actual));
  });
});
