// @vitest-environment node
import { readFileSync } from 'node:fs';
import { buildSchema, type DocumentNode, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as bills from '../bills/bills-documents.ts';
import * as expense from '../expense/expense-documents.ts';
import * as clubSession from '../hosted/club-session.ts';
import * as showExpenses from '../show-expenses/show-expenses-documents.ts';

// The screens' GraphQL documents against the gateway's committed schema: a renamed field or
// argument fails here, not in an admin's browser.
const schema = buildSchema(readFileSync(new URL('../../../gateway/schema.graphql', import.meta.url), 'utf8'));

const documents = Object.entries({ ...expense, ...showExpenses, ...bills, ...clubSession }).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as DocumentNode).kind === 'Document',
);

describe('finance GraphQL documents', () => {
  it('are all checked', () => {
    expect(documents.map(([name]) => name).sort()).toEqual([
      'ADD_BILL_MUTATION',
      'ADD_EXPENSE_MUTATION',
      'BILLS_QUERY',
      'BILL_PRODUCTS_QUERY',
      'BILL_SOCIOS_QUERY',
      'EXPENSES_QUERY',
      'EXPENSE_MONTHS_QUERY',
      'EXPENSE_TOTALS_QUERY',
      'OPEN_HOSTED_SESSION_MUTATION',
    ]);
  });

  it.each(documents)('%s is valid against gateway/schema.graphql', (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
