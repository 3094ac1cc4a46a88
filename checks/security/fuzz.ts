// Hostile input, property-based (fast-check): every REST route of the app (its path parameters,
// query string and body) and every GraphQL field (its variables), with a member's or an admin's
// token, in-process. Each answer must be a success or a 4xx with a Spanish message, never a 5xx or
// a stack trace, and a refused request must leave the database as it was. Also every document of
// the app sent by its id, as the browser does (its variables fuzzed), and the id itself (decision 034).
// Fields the shared draw may pass by for a given seed are fuzzed on their own too (FOCUSED), with
// near-valid values besides: a receipt's record must refuse every path but the expense's own.
import { DEFAULT_CLUB_SETTINGS } from '@club/domain/club-settings';
import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { MAX_REST_BODY_BYTES, ROUTE_BODY_LIMITS } from '../../gateway/src/app.ts';
import { schema } from '../../gateway/src/graphql-server/schema.ts';
import { MAX_GRAPHQL_BODY_BYTES } from '../../gateway/src/graphql-server/yoga.ts';
import { INSPECTION_LINK_PREFIX } from '../../gateway/src/kernel/access/inspection-link.ts';
import { MAX_ANALYSIS_BODY_BYTES } from '../../gateway/src/lab-results/public.ts';
import { MAX_IMPORT_BODY_BYTES } from '../../gateway/src/member-import/public.ts';
import { documentId, KNOWN_REMOTES } from '../../gateway/src/operation-registry/public.ts';
import { PHOTO_UPLOAD_BODY_LIMIT } from '../../gateway/src/photos/public.ts';
import { ANALYSIS, certificatePdf } from '../../gateway/test-support/lab-results.fixture.ts';
import { byIdExtensions, listedDocuments } from '../../gateway/test-support/listed-documents.ts';
import { csvOf, memberRow } from '../../gateway/test-support/members-sheet.fixture.ts';
import { heicPhoto, phonePhoto, pngBomb } from '../../gateway/test-support/photos.fixture.ts';
import {
  ADMIN,
  Check,
  type CheckResult,
  databaseFingerprint,
  issueToken,
  looksLikeInternals,
  looksSpanish,
  MEMBER,
  seededGateway,
  type TestGateway,
} from '../test-support/check-support.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
// A fixed seed by default, so the gate judges the same cases every run; FUZZ_SEED=random explores new ones.
const SEED =
  process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_123);

/** Strings that have broken parsers and queries before. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "' or 1=1 --",
  '"; drop table events; --',
  '\u0000',
  '%00',
  '\uD800',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '2024-02-30',
  // Near-valid identities: a right and a wrong check digit, a residency, a phone.
  '4.187.623-6',
  '4.187.623-5',
  'ciudadania',
  '099 123 456',
  // Near-valid member card codes (the counter's scan): the shape with a forged tag, a step far
  // off, a member id past any integer column, a tag one character short, and the shape in lowercase.
  `CLUBCARD1.2.${Math.floor(Date.now() / 30_000)}.${'A'.repeat(22)}`,
  `CLUBCARD1.2.0.${'A'.repeat(22)}`,
  `CLUBCARD1.999999999.1.${'_'.repeat(22)}`,
  `CLUBCARD1.2.1.${'A'.repeat(21)}`,
  `clubcard1.2.1.${'a'.repeat(22)}`,
  '2024-13-01',
  '99:99',
  '24:00',
  'x'.repeat(5000),
  'ñandú 🌿',
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 5, 40, 41, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const FIELD_NAMES = [
  // A person's roles (PUT /admin/members/:id/roles).
  'roles',
  'mail',
  // A member's legal identity and baja.
  'cedula',
  'birth_date',
  'residency',
  'phone',
  'ircca_registered_on',
  'left_on',
  'password',
  'oldPass',
  'newPass',
  'repPass',
  'date',
  'time',
  'total',
  'observations',
  'price',
  'available',
  'grams',
  'reason',
  'id',
  'name',
  'last_name',
  'lastName',
  // A member's legal identity (the member form and the applications).
  'cedula',
  'birth_date',
  'birthDate',
  'residency',
  'phone',
  'ircca_registered_on',
  'irccaRegisteredOn',
  'socio_id',
  'species',
  // A product's data (POST /admin/products, PATCH /admin/products/:id).
  'sativa',
  'indica',
  'thc',
  'cbd',
  'genetics',
  'smell',
  'flavor',
  'description',
  'stock',
  'hours',
  'type',
  'no_socio',
  'harvest_type',
  'socio_name',
  'nosocio_name',
  'start_hour',
  'end_hour',
  'workdone',
  'newHarvest',
  'batch_id',
  'batchId',
  'batchIds',
  'motherId',
  'productId',
  'plants',
  'stage',
  'on',
  'activeIngredient',
  'ogkush',
  'kief',
  'despink',
  'status',
  'service_id',
  'template_id',
  'user_id',
  'template_params',
  // The order template's params, and those of the trusted mails the endpoint must refuse.
  'reply_to',
  'to_email',
  'subject',
  'message',
  // The application form and the invitation link.
  'token',
  'cedula',
  'birth_date',
  'birthDate',
  'residency',
  'phone',
  'no_other_route',
  'noOtherRoute',
  'consent',
  'days',
  'single_use',
  'singleUse',
  '__proto__',
  'constructor',
];
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }),
    tie('o'),
  ),
  o: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), tie('v'), {
    maxKeys: 8,
  }),
})).v;
/** A body: mostly a JSON object of likely field names, sometimes any JSON or not JSON at all. */
const body = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 10 })
      .map((o) => JSON.stringify(o)),
  },
  { weight: 2, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.oneof(nasty, fc.string({ maxLength: 60 })) },
);
const pathParam = fc.oneof(
  nasty,
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom('1', '8', 'ogkush'),
);
const query = fc.dictionary(
  fc.oneof(fc.constantFrom('date', 'month', 'id', 'search', 'limit', 'trimmer'), fc.string({ maxLength: 6 })),
  text,
  {
    maxKeys: 4,
  },
);

/** A GraphQL variable value for a type: usually well typed with hostile content, sometimes not. */
function forType(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return forType(type.ofType, depth);
  const wrong = scalar;
  let right: fc.Arbitrary<unknown>;
  if (isListType(type)) right = fc.array(forType(type.ofType, depth + 1), { maxLength: depth > 2 ? 0 : 4 });
  else if (isEnumType(type))
    right = fc.constantFrom(...type.getValues().map((v) => v.value as unknown), 'NOPE');
  else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    right = fc.record(Object.fromEntries(fields.map((f) => [f.name, forType(f.type, depth + 1)])), {
      requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    });
  } else {
    switch (getNamedType(type).name) {
      case 'Int':
        right = fc.oneof(fc.integer(), fc.constantFrom(0, -5, 5, 40, 45, 2 ** 31 - 1, 999_999));
        break;
      case 'Float':
        right = fc.double({ noNaN: true });
        break;
      case 'Boolean':
        right = fc.boolean();
        break;
      default:
        right = text;
    }
  }
  return fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

const EVENT_SOURCED = ['orders', 'stock', 'products', 'members'];

function tablesOf(fingerprint: string): Record<string, string> {
  return Object.fromEntries(fingerprint.split(' ').map((part) => part.split('=') as [string, string]));
}

/** A path segment as a client would send it; a lone surrogate becomes bytes that are not UTF-8. */
function encodePathPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

interface FuzzRequest {
  method: string;
  url: string;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Default: application/json when there is a body. */
  contentType?: string;
  /** Beside the caller's token. */
  headers?: Record<string, string>;
}

interface Target {
  kind: 'rest' | 'graphql';
  label: string;
  request: fc.Arbitrary<FuzzRequest>;
  /** Every case must be refused: one let through is a hole, not a success. */
  mustRefuse?: boolean;
  /** Sent with the deploy key alone (decision 058), not with a person's token. */
  asDeploy?: boolean;
  /**
   * A subscription, asked for as JSON: one let through would stream, so Yoga answers 406 with no
   * body and nothing started; a refusal (its guard, a bad `since`) comes back as JSON.
   */
  subscription?: boolean;
}

function restTargets(gw: TestGateway): Target[] {
  const seen = new Set<string>();
  const targets: Target[] = [];
  for (const route of gw.app.routes) {
    const key = `${route.method} ${route.path}`;
    if (route.method === 'ALL' || route.path === '/graphql' || seen.has(key)) continue;
    seen.add(key);
    const params = route.path.match(/:[A-Za-z_]+|\*/g) ?? [];
    const hasBody = !['GET', 'HEAD'].includes(route.method);
    targets.push({
      kind: 'rest',
      label: key,
      request: fc
        .record({
          params: fc.array(pathParam, { minLength: params.length, maxLength: params.length }),
          query,
          body,
        })
        .map(({ params: values, query: qs, body: b }) => {
          let i = 0;
          const path = route.path.replace(/:[A-Za-z_]+|\*/g, () => encodePathPart(values[i++] ?? ''));
          const search = new URLSearchParams(qs as Record<string, string>).toString();
          return {
            method: route.method,
            url: `${path}${search ? `?${search}` : ''}`,
            ...(hasBody ? { body: b } : {}),
          };
        }),
    });
  }
  return targets;
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return '';
  const ok = isObjectType(named) && 'ok' in named.getFields() ? ' ok' : '';
  return ` { __typename${ok} }`;
}

function graphqlTargets(): Target[] {
  const targets: Target[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const pass = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const operation = `${kind}${defs ? ` (${defs})` : ''} { ${field.name}${pass ? `(${pass})` : ''}${selectionOf(field)} }`;
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, forType(a.type)])), {
        requiredKeys: [],
      });
      targets.push({
        kind: 'graphql',
        label: `${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`,
        request: variables.map((v) => ({
          method: 'POST',
          url: '/graphql',
          body: JSON.stringify({ query: operation, variables: v }),
        })),
      });
    }
  }
  return targets;
}

/** Every operation of the app by its id, with fuzzed variables (what a member can reach in production). */
function listedTargets(): Target[] {
  return listedDocuments().flatMap(({ name, id, text }) => {
    const operation = parse(text).definitions.find(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
    );
    if (!operation) return [];
    const variables = fc.record(
      Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          forType(typeFromAST(schema, v.type as never) as GraphQLInputType),
        ]),
      ),
      { requiredKeys: [] },
    );
    const subscription = operation.operation === 'subscription';
    return [
      {
        kind: 'graphql' as const,
        label: `${name} (por id)`,
        ...(subscription && { subscription }),
        request: variables.map((v) => ({
          method: 'POST',
          url: '/graphql',
          body: JSON.stringify({ operationName: name, variables: v, extensions: byIdExtensions(id) }),
          ...(subscription && { headers: { accept: 'application/json' } }),
        })),
      },
    ];
  });
}

/** What a request names its document by: garbage, a wrong prefix, huge, unknown, of another type. */
function documentIdBodies(): fc.Arbitrary<Record<string, unknown>> {
  const known = listedDocuments().map((d) => d.id);
  const id = fc.oneof(
    nasty,
    fc.string(),
    fc.constantFrom(...known).map((k) => k.replace('sha256:', 'sha1:')),
    fc.constantFrom(...known).map((k) => k.slice(0, -1)),
    fc.constantFrom(...known).map((k) => k.toUpperCase()),
    fc.stringMatching(/^sha256:[0-9a-f]{64}$/),
    fc.constant(`sha256:${'a'.repeat(200_000)}`),
    fc.constantFrom(null, 7, true, [], {}, ['sha256:']),
  );
  return fc.oneof(
    id.map((i) => ({ extensions: byIdExtensions(i) })),
    id.map((i) => ({ extensions: { persistedQuery: { version: 2, sha256Hash: i } } })),
    id.map((i) => ({ extensions: { persistedQuery: i } })),
    // The GraphQL-over-HTTP draft's field, which the gateway does not read.
    id.map((i) => ({ documentId: i })),
  );
}

/**
 * A document id of every kind of wrong, as a member, on a gateway as production runs it
 * (GRAPHQL_AD_HOC=admins): always a 400 with a Spanish message, nothing run, nothing changed.
 */
async function documentIds(check: Check): Promise<void> {
  const gw = await seededGateway({ GRAPHQL_AD_HOC: 'admins' });
  try {
    const token = await issueToken(gw, MEMBER.mail, '1 day');
    const before = await databaseFingerprint(gw);
    for (const body of fc.sample(documentIdBodies(), { numRuns: 200, seed: SEED })) {
      const response = await gw.app.request('/graphql', {
        method: 'POST',
        headers: { auth_token: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await response.text();
      const verdict = judgeGraphQL(response.status, answer);
      check.count('ids de documento hostiles');
      if (verdict.problem || response.status !== 400) {
        check.fail(
          `id de documento: ${response.status} ${verdict.problem ?? answer.slice(0, 100)} ← ${JSON.stringify(body).slice(0, 160)}`,
        );
      }
    }
    check.expect((await databaseFingerprint(gw)) === before, 'un id de documento hostil cambió la base');
  } finally {
    await gw.close();
  }
}

interface Verdict {
  refused: boolean;
  problem?: string;
}

function judgeRest(status: number, answerText: string): Verdict {
  if (status >= 500) return { refused: true, problem: `${status}` };
  if (looksLikeInternals(answerText))
    return { refused: status >= 400, problem: 'detalles internos en la respuesta' };
  if (status < 400) return { refused: false };
  let parsed: Record<string, unknown> | null = null;
  try {
    parsed = JSON.parse(answerText);
  } catch {
    return { refused: true, problem: `${status} sin JSON` };
  }
  // `error` here; the hosted stand-in answers as Supabase does: `msg` (auth), `message` (storage).
  const messages = [parsed?.error, parsed?.msg, parsed?.message].filter(
    (m): m is string => typeof m === 'string',
  );
  if (!messages.some(looksSpanish)) {
    return { refused: true, problem: `${status} sin mensaje en español: ${answerText.slice(0, 100)}` };
  }
  return { refused: true };
}

function judgeGraphQL(status: number, answerText: string): Verdict {
  if (status >= 500) return { refused: true, problem: `${status}` };
  let parsed: {
    data?: Record<string, { ok?: boolean } | null> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  try {
    parsed = JSON.parse(answerText);
  } catch {
    return { refused: true, problem: `${status} sin JSON` };
  }
  const errors = parsed.errors ?? [];
  for (const error of errors) {
    if (error.extensions?.code === 'INTERNAL_SERVER_ERROR')
      return { refused: true, problem: 'error interno (enmascarado)' };
    if (!looksSpanish(error.message))
      return { refused: true, problem: `error sin español: ${error.message.slice(0, 100)}` };
  }
  // Only the message and code reach the client; extensions.detail (graphql-js's text) may quote the input.
  const visible = JSON.stringify(errors.map((e) => [e.message, e.extensions?.code]));
  if (looksLikeInternals(visible)) return { refused: true, problem: 'detalles internos en la respuesta' };
  const result = parsed.data ? Object.values(parsed.data)[0] : null;
  const refused = errors.length > 0 || result === null || result === undefined || result.ok === false;
  return { refused };
}

/**
 * Targets fuzzed on their own as well as in the shared draw, which a seed may leave untouched:
 * recording a receipt with an expense (attachReceipt), the field that makes a stored file
 * evidence. Near-valid values besides hostile ones: a real expense, the path Ver Gastos would
 * upload to and variants of it that climb out, name another folder or another expense.
 */
const FOCUSED_RUNS = Number(process.env.FUZZ_FOCUSED_RUNS ?? 60);

interface NearValid {
  expenseIds: string[];
  paths: string[];
  /** Files a product photo upload may carry: a real phone photo, and near ones that are not. */
  photos: Uint8Array[];
  /** Files a lab result may carry as its certificate: a real PDF, and near ones that are not. */
  certificates: Uint8Array[];
  /** A harvested batch, so lab results and labels can be accepted. */
  batchIds: string[];
}

function focusedTargets(near: NearValid): Target[] {
  const expenseId = fc.oneof(text, fc.uuid(), { weight: 3, arbitrary: fc.constantFrom(...near.expenseIds) });
  const path = fc.oneof(
    text,
    { weight: 3, arbitrary: fc.constantFrom(...near.paths) },
    fc.tuple(fc.constantFrom(...near.paths), text).map(([base, tail]) => `${base}${tail}`),
    fc.tuple(text, fc.constantFrom(...near.paths)).map(([head, base]) => `${head}/${base}`),
  );
  const operation = `mutation ($expenseId: ID!, $path: String!) {
    attachReceipt(expenseId: $expenseId, path: $path) { __typename ok } }`;
  const listed = listedDocuments().find((document) => document.name === 'AttachReceipt');
  const requests: Array<[string, fc.Arbitrary<string>]> = [
    [
      'Mutation.attachReceipt',
      fc
        .record({ expenseId, path }, { requiredKeys: [] })
        .map((variables) => JSON.stringify({ query: operation, variables })),
    ],
  ];
  if (listed) {
    requests.push([
      'AttachReceipt (por id)',
      fc
        .record({ expenseId, path }, { requiredKeys: [] })
        .map((variables) =>
          JSON.stringify({ operationName: listed.name, variables, extensions: byIdExtensions(listed.id) }),
        ),
    ]);
  }
  return requests.map(([label, bodies]) => ({
    kind: 'graphql' as const,
    label,
    request: bodies.map((b) => ({ method: 'POST', url: '/graphql', body: b })),
  }));
}

/**
 * The catalogue's writes fuzzed on their own: a product near a valid one (each field valid, or
 * hostile, or a name whose key is taken or is an order's field), added through GraphQL and REST
 * and edited, so some are accepted (a product and its stock row, with their events) and every
 * refusal leaves the database as it was.
 */
function catalogueTargets(): Target[] {
  const near = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostile });
  const product = fc.record(
    {
      species: near(
        fc.oneof(
          fc.stringMatching(/^[A-Z][a-z]{2,8} [A-Z][a-z]{2,8}$/),
          fc.constantFrom('OG Kush', 'og  KUSH', 'To Tal', 'AK-47', 'Ñandú 2'),
        ),
        text,
      ),
      sativa: near(fc.constant(40), number),
      indica: near(fc.constant(60), number),
      thc: near(fc.constantFrom(0, 21.5, 100), number),
      cbd: near(fc.constantFrom(0, 0.3), number),
      genetics: near(fc.constant('Chemdawg × Hindu Kush'), text),
      smell: near(fc.constant(''), text),
      flavor: near(fc.constant('Terroso'), text),
      description: near(fc.constant('Nueva en la carta.'), text),
      price: near(fc.constant(55), number),
      available: near(fc.boolean(), scalar),
    },
    { requiredKeys: [] },
  );
  const graphqlBody = (query: string, variables: unknown) => JSON.stringify({ query, variables });
  return [
    {
      kind: 'graphql',
      label: 'Mutation.addProduct (casi válido)',
      request: product.map((input) => ({
        method: 'POST',
        url: '/graphql',
        body: graphqlBody(
          'mutation ($input: NewProductInput!) { addProduct(input: $input) { __typename ok } }',
          { input },
        ),
      })),
    },
    {
      kind: 'rest',
      label: 'POST /admin/products (casi válido)',
      request: product.map((input) => ({
        method: 'POST',
        url: '/admin/products',
        body: JSON.stringify(input),
      })),
    },
    {
      kind: 'graphql',
      label: 'Mutation.editProduct (casi válido)',
      request: product.map(({ price: _p, available: _a, ...input }) => ({
        method: 'POST',
        url: '/graphql',
        body: graphqlBody(
          'mutation ($input: ProductDataInput!) { editProduct(id: 8, input: $input) { __typename ok } }',
          { input: { ...input, species: 'OG Kush' } },
        ),
      })),
    },
  ];
}

/** A multipart body as a browser sends it: one file under `field`, raw bytes. */
function multipart(field: string, file: Uint8Array, boundary: string): Uint8Array<ArrayBuffer> {
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="foto.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]));
}

/**
 * A product photo's upload (POST /admin/products/{key}/photo) with multipart bodies: a phone
 * photo, one cut short, a bomb, a HEIC, random bytes, in the right field or another, under a real
 * key or a hostile one, sometimes with a broken envelope.
 */
function photoUploadTarget(photos: Uint8Array[]): Target {
  const key = fc.oneof(pathParam, fc.constantFrom('ogkush', 'kief', 'OG%20Kush'));
  const file = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...photos) },
    fc.uint8Array({ maxLength: 2048 }),
    fc.constantFrom(...photos).map((bytes) => bytes.subarray(0, Math.max(4, bytes.length >> 3))),
  );
  const boundary = fc.constantFrom('----club', 'x', '');
  return {
    kind: 'rest',
    label: 'POST /admin/products/:key/photo (multipart)',
    request: fc
      .record({
        key,
        file,
        field: fc.constantFrom('photo', 'photo', 'file', ''),
        boundary,
        broken: fc.boolean(),
      })
      .map(({ key: k, file: bytes, field, boundary: b, broken }) => ({
        method: 'POST',
        url: `/admin/products/${encodePathPart(k)}/photo`,
        body: broken ? new Uint8Array(bytes) : multipart(field, bytes, b || 'sin-limite'),
        contentType: `multipart/form-data; boundary=${b}`,
      })),
  };
}

/** A multipart body with text fields and one file, as the batch page sends a lab result. */
function multipartFields(
  fields: Record<string, string>,
  file: { field: string; bytes: Uint8Array } | null,
  boundary: string,
): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="certificado.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * Members from a spreadsheet (POST /admin/members/import and its preview): a valid CSV, one with
 * hostile cells (formulas, a wrong check digit, Latin-1 bytes, ';' or ','), random bytes or none,
 * in the right field or another, with a valid mail choice or a hostile one; and opening balances
 * near the valid ones under a real member or a hostile id.
 */
function memberImportTargets(): Target[] {
  const cell = fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    fc.constantFrom('=1+1', '@SUM(A1)', '+cmd|calc', '1.234.567-9', '2010-01-01', '41', 'Ñandú'),
    text,
  );
  const sheet = fc
    .record({
      rows: fc.array(fc.tuple(fc.nat(400), cell, fc.constantFrom('mail', 'cedula', 'gramsThisMonth')), {
        maxLength: 6,
      }),
      separator: fc.constantFrom(';', ','),
    })
    .map(({ rows, separator }) =>
      csvOf(
        rows.map(([n, value, column]) =>
          memberRow(500 + n, value === undefined ? {} : { [column]: String(value) }),
        ),
        separator,
      ),
    );
  const file = fc.oneof(
    { weight: 3, arbitrary: sheet.map((csv) => new Uint8Array(Buffer.from(csv, 'utf8'))) },
    sheet.map((csv) => new Uint8Array(Buffer.from(csv, 'latin1'))),
    fc.uint8Array({ maxLength: 1024 }),
    fc.constant(null),
  );
  const upload = (path: string) =>
    fc
      .record({
        file,
        field: fc.constantFrom('file', 'file', 'planilla'),
        mails: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('send', 'hold') }, text),
      })
      .map(({ file: bytes, field, mails }) => ({
        method: 'POST',
        url: path,
        body: multipartFields({ mails: String(mails) }, bytes ? { field, bytes } : null, 'club-socios'),
        contentType: 'multipart/form-data; boundary=club-socios',
      }));
  const grams = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 60 }) }, scalar);
  return [
    {
      kind: 'rest',
      label: 'POST /admin/members/import/preview (multipart)',
      request: upload('/admin/members/import/preview'),
    },
    {
      kind: 'rest',
      label: 'POST /admin/members/import (multipart)',
      request: upload('/admin/members/import'),
    },
    {
      kind: 'rest',
      label: 'POST /admin/members/:id/opening-balance',
      request: fc
        .record({
          id: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('2', '3', '26') }, pathParam),
          month: grams,
          year: grams,
          asOf: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('2024-09-02', '2024-01-10') }, text),
        })
        .map(({ id, month, year, asOf }) => ({
          method: 'POST',
          url: `/admin/members/${encodePathPart(String(id))}/opening-balance`,
          body: JSON.stringify({ grams_this_month: month, grams_this_year: year, as_of: asOf }),
          contentType: 'application/json',
        })),
    },
  ];
}

/**
 * The club's calendar in the settings (changeClubSettings and POST /admin/settings): the spec's
 * settings with closed days near valid ones (real dates, past, impossible or repeated ones,
 * reasons short, long or hostile, many days) and the holidays choice, from a far date or a
 * hostile one, so some are accepted (a ClubSettingsChanged) and every refusal changes nothing.
 */
function calendarTargets(): Target[] {
  const near = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostile });
  const date = near(
    fc.oneof(
      fc
        .date({ min: new Date('2099-01-01T00:00Z'), max: new Date('2099-12-31T00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2099-12-25', '2098-12-31', '2099-02-29', '2099-13-01', '25/12/2099'),
    ),
    text,
  );
  const closedDay = fc.record(
    {
      date,
      reason: near(fc.oneof(fc.constantFrom('Vacaciones', '', '   '), fc.string({ maxLength: 70 })), text),
    },
    { requiredKeys: ['date'] },
  );
  const closedDays = fc.oneof(
    { weight: 5, arbitrary: fc.array(closedDay, { maxLength: 6 }) },
    { weight: 1, arbitrary: fc.array(closedDay, { minLength: 360, maxLength: 380 }) },
  );
  const settings = fc
    .record({ closedDays, closedOnHolidays: near(fc.boolean(), scalar) }, { requiredKeys: [] })
    .map((calendar) => ({ ...DEFAULT_CLUB_SETTINGS, ...calendar }));
  const effectiveFrom = near(fc.constant('2099-01-01'), text);
  const operation = `mutation ($effectiveFrom: String!, $settings: ClubSettingsInput!) {
    changeClubSettings(effectiveFrom: $effectiveFrom, settings: $settings) { __typename ok } }`;
  return [
    {
      kind: 'graphql',
      label: 'Mutation.changeClubSettings (calendario)',
      request: fc.record({ effectiveFrom, settings }).map((variables) => ({
        method: 'POST',
        url: '/graphql',
        body: JSON.stringify({ query: operation, variables }),
      })),
    },
    {
      kind: 'rest',
      label: 'POST /admin/settings (calendario)',
      request: fc.record({ effectiveFrom, settings }).map((body) => ({
        method: 'POST',
        url: '/admin/settings',
        body: JSON.stringify(body),
      })),
    },
  ];
}

/**
 * A batch's lab result (POST /admin/batches/{id}/analyses): values near the valid ones (each
 * figure valid or hostile, a sample that repeats), a real PDF, one that only starts like one, a
 * photo, or none, under a real batch or a hostile id; and the labels of batches and orders with
 * hostile layouts, grams and copies.
 */
function labTargets({ certificates, batchIds }: NearValid): Target[] {
  const near = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostile });
  const analysis = fc.record(
    {
      laboratory: near(fc.constant(ANALYSIS.laboratory), text),
      analysedOn: near(fc.constantFrom('2024-08-28', '2024-01-01', '2099-01-01'), text),
      sampleId: near(fc.stringMatching(/^M-[0-9]{3}$/), text),
      thc: near(fc.constantFrom('23,4', '100', '0'), scalar),
      cbd: near(fc.constantFrom('0,7', '99'), scalar),
      otherCannabinoids: near(fc.constant(ANALYSIS.otherCannabinoids), scalar),
      terpenes: near(fc.constant(ANALYSIS.terpenes), fc.array(fc.record({ name: text, percent: scalar }))),
    },
    { requiredKeys: [] },
  );
  const batchId = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...batchIds) }, pathParam);
  const certificate = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...certificates) },
    fc.uint8Array({ maxLength: 512 }),
    fc.constant(null),
  );
  const count = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('', '1', '24') },
    fc.constantFrom('25', '0', '-3', '1e3'),
    text,
  );
  const query = fc
    .record({
      layout: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('a4', 'roll') },
        fc.constantFrom('A4', ''),
        text,
      ),
      grams: count,
      copies: count,
    })
    .map((q) => new URLSearchParams(q).toString());
  return [
    {
      kind: 'rest',
      label: 'POST /admin/batches/:id/analyses (multipart)',
      request: fc
        .record({
          batchId,
          analysis,
          certificate,
          field: fc.constantFrom('certificate', 'certificate', 'pdf'),
        })
        .map(({ batchId: id, analysis: values, certificate: bytes, field }) => ({
          method: 'POST',
          url: `/admin/batches/${encodePathPart(id)}/analyses`,
          body: multipartFields(
            { analysis: JSON.stringify(values) },
            bytes ? { field, bytes } : null,
            'club-lab',
          ),
          contentType: 'multipart/form-data; boundary=club-lab',
        })),
    },
    {
      kind: 'rest',
      label: 'GET /admin/batches/:id/labels',
      request: fc.tuple(batchId, query).map(([id, q]) => ({
        method: 'GET',
        url: `/admin/batches/${encodePathPart(id)}/labels?${q}`,
      })),
    },
    {
      kind: 'rest',
      label: 'GET /admin/orders/:id/labels',
      request: fc.tuple(fc.oneof(fc.uuid(), pathParam), query).map(([id, q]) => ({
        method: 'GET',
        url: `/admin/orders/${encodePathPart(id)}/labels?${q}`,
      })),
    },
  ];
}

/** An expense with a free receipt uploaded where Ver Gastos would, for the near-valid values. */
/** A mother of OG Kush, a batch of it taken to flowering and harvested: the batch's id. */
async function harvestedBatchId(gw: TestGateway, adminToken: string): Promise<string> {
  const ask = async (query: string) => {
    const response = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { auth_token: adminToken, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return ((await response.json()) as { data: Record<string, Record<string, unknown>> }).data;
  };
  const mother = await ask(
    'mutation { registerMotherPlant(input: { productId: 8, name: "Madre", origin: "Semilla", registeredOn: "2024-03-01" }) { motherPlant { id } } }',
  );
  const motherId = (mother.registerMotherPlant as { motherPlant: { id: number } }).motherPlant.id;
  const batch = await ask(
    `mutation { startBatch(input: { motherId: ${motherId}, plants: 4, startedOn: "2024-04-01" }) { batch { id } } }`,
  );
  const batchId = (batch.startBatch as { batch: { id: number } }).batch.id;
  await ask(
    `mutation { changeBatchStage(batchId: ${batchId}, stage: "floracion", on: "2024-06-01") { ok } }`,
  );
  const harvest = await ask(
    `mutation { createHarvest(input: { productId: 8, batchId: ${batchId}, numberOfPlants: 4, stock: 200, waste: 20, sketchedDate: "2024-04-01", bloomDate: "2024-06-01", harvestDate: "2024-08-20", finished: true }) { ok error } }`,
  );
  if (harvest.createHarvest?.ok !== true)
    throw new Error(`the fuzz's batch was not harvested: ${JSON.stringify(harvest)}`);
  return String(batchId);
}

async function receiptFixture(gw: TestGateway, adminToken: string): Promise<NearValid> {
  const expense = await gw.app.request('/graphql', {
    method: 'POST',
    headers: { auth_token: adminToken, 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation { addExpense(input: { expense: "UTE", amount: 900, date: "2024-09-01" }) { expense { id } } }',
    }),
  });
  const expenseId = ((await expense.json()) as { data: { addExpense: { expense: { id: string } } } }).data
    .addExpense.expense.id;
  const opened = await gw.app.request('/graphql', {
    method: 'POST',
    headers: { auth_token: adminToken, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { openHostedSession { accessToken } }' }),
  });
  const access = ((await opened.json()) as { data: { openHostedSession: { accessToken: string } } }).data
    .openHostedSession.accessToken;
  const hosted = { apikey: gw.config.supabaseAnonKey, authorization: `Bearer ${access}` };
  const user = (await (await gw.app.request('/auth/v1/user', { headers: hosted })).json()) as { id: string };
  const folder = `${user.id}/UTE/09-2024`;
  const free = `${folder}/${expenseId}-pagina-2.png`;
  const uploaded = await gw.app.request(`/storage/v1/object/Bills/${free}`, {
    method: 'POST',
    headers: { ...hosted, 'content-type': 'image/png' },
    body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  if (uploaded.status !== 200)
    throw new Error(`the fuzz's receipt was not uploaded: ${await uploaded.text()}`);
  return {
    batchIds: [await harvestedBatchId(gw, adminToken)],
    certificates: [
      await certificatePdf(),
      new TextEncoder().encode('%PDF-1.7\nnada más'),
      await phonePhoto({ width: 40, height: 30, seed: 6 }),
    ],
    photos: [
      await phonePhoto({ width: 120, height: 90, seed: 5 }),
      pngBomb(4000),
      heicPhoto(),
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    ],
    expenseIds: [expenseId],
    paths: [
      free,
      `${folder}/${expenseId}-no-subido.png`,
      `${folder}/../${expenseId}-x.png`,
      `${folder}/otro-gasto.png`,
      `${user.id}/Varios/09-2024/${expenseId}-x.png`,
      `00000000-0000-4000-8000-000000000000/UTE/09-2024/${expenseId}-x.png`,
    ],
  };
}

export async function hostileInput(): Promise<CheckResult> {
  const check = new Check('Entrada hostil (fast-check)');
  const gw = await seededGateway({ METRICS_TOKEN: FUZZ_METRICS_TOKEN });
  try {
    const targets = [...restTargets(gw), ...graphqlTargets(), ...listedTargets()];
    check.set('semilla (FUZZ_SEED)', SEED);
    check.set('destinos (rutas REST + campos GraphQL)', targets.length);
    check.set('casos', 0);
    const tokens = {
      member: await issueToken(gw, MEMBER.mail, '1 day'),
      admin: await issueToken(gw, ADMIN.mail, '1 day'),
    };
    const near = await receiptFixture(gw, tokens.admin);
    let baseline = await databaseFingerprint(gw);
    const statuses = new Map<string, number>();
    const accepted = new Map<string, number>();
    const probe = async ([target, request, role]: [Target, FuzzRequest, 'admin' | 'member']) => {
      const response = await gw.app.request(request.url, {
        method: request.method,
        headers: {
          ...(target.asDeploy ? {} : { auth_token: tokens[role] }),
          ...request.headers,
          ...(request.body === undefined
            ? {}
            : { 'content-type': request.contentType ?? 'application/json' }),
        },
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      const answer = await response.text();
      check.count('casos');
      const bucket = `${Math.floor(response.status / 100)}xx`;
      statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
      const verdict =
        target.kind === 'rest'
          ? judgeRest(response.status, answer)
          : target.subscription && response.status === 406 && answer === ''
            ? { refused: false }
            : judgeGraphQL(response.status, answer);
      const after = await databaseFingerprint(gw);
      const changed = after !== baseline;
      const [was, is] = [tablesOf(baseline), tablesOf(after)];
      baseline = after;
      // Every change of orders, stock, products or members appends its event.
      const silent = EVENT_SOURCED.filter((t) => was[t] !== is[t]);
      if (silent.length > 0 && was.events === is.events) {
        check.fail(
          `${target.label}: cambió ${silent.join(', ')} sin agregar un evento ← ${String(request.body).slice(0, 160)}`,
        );
      }
      if (target.mustRefuse && !verdict.refused) {
        check.count('fugas');
        check.fail(
          `${target.label} como ${role}: FUGA, respondió ${response.status} ← ${JSON.stringify(request.headers).slice(0, 160)}`,
        );
      }
      if (verdict.problem) {
        check.fail(
          `${target.label} como ${role}: ${verdict.problem} ← ${request.method} ${request.url.slice(0, 80)} ${String(request.body).slice(0, 160)}`,
        );
      } else if (verdict.refused && changed) {
        check.fail(
          `${target.label} como ${role}: rechazada pero cambió la base ← ${String(request.body).slice(0, 160)}`,
        );
      }
      if (changed) check.count('casos aceptados que cambiaron la base');
      if (!verdict.refused) accepted.set(target.label, (accepted.get(target.label) ?? 0) + 1);
      // Tokens may be revoked by a fuzzed admin action or logout: keep both usable.
      if (
        target.label.includes('ogout') ||
        target.label.includes('ember') ||
        target.label.includes('password')
      ) {
        tokens.member = await issueToken(gw, MEMBER.mail, '1 day');
        tokens.admin = await issueToken(gw, ADMIN.mail, '1 day');
      }
    };
    const role = fc.constantFrom('admin', 'admin', 'member') as fc.Arbitrary<'admin' | 'member'>;
    const property = fc.asyncProperty(
      fc.constantFrom(...targets).chain((t) => fc.tuple(fc.constant(t), t.request, role)),
      probe,
    );
    // Broken promises are collected by the check, case by case; an exception in a case (the
    // request could not even be made) stops the run and is reported with its case.
    await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true }).catch((error: unknown) => {
      check.fail(
        `el caso lanzó una excepción: ${error instanceof Error ? error.message.slice(0, 600) : String(error)}`,
      );
    });
    for (const target of [
      ...focusedTargets(near),
      ...catalogueTargets(),
      ...calendarTargets(),
      photoUploadTarget(near.photos),
      ...labTargets(near),
      ...memberImportTargets(),
      ...inspectionLinkTargets(),
      metricsTarget(),
      ...deployTargets(gw.config.deployKey),
    ]) {
      const before = Number(check.numbers.casos);
      const focused = fc.asyncProperty(fc.tuple(fc.constant(target), target.request, role), probe);
      await fc
        .assert(focused, { numRuns: FOCUSED_RUNS, seed: SEED, endOnFailure: true })
        .catch((error: unknown) => {
          check.fail(
            `${target.label}: el caso lanzó una excepción: ${error instanceof Error ? error.message.slice(0, 600) : String(error)}`,
          );
        });
      check.set(`casos de ${target.label}`, Number(check.numbers.casos) - before);
      check.set(`aceptados de ${target.label}`, accepted.get(target.label) ?? 0);
    }
    for (const [bucket, n] of [...statuses].sort()) check.set(`respuestas ${bucket}`, n);
    check.expect(Number(check.numbers.casos) >= 500, `solo ${check.numbers.casos} casos (< 500)`);
    await oversized(gw, check, tokens);
    await documentIds(check);
  } finally {
    await gw.close();
  }
  return check.result();
}

/**
 * The deploy routes with the deploy key (decision 058): operation lists near the valid ones (the
 * app's own documents; one with a field the schema lacks; a text that no longer hashes to its id)
 * and hostile ones, under known and hostile remotes and versions, then retirements and the list of
 * versions. A list that fits is stored; any other is refused in Spanish with nothing stored.
 */
function deployTargets(deployKey: string): Target[] {
  const near = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostile });
  const remote = near(fc.constantFrom(...KNOWN_REMOTES), pathParam).map((r) => encodePathPart(String(r)));
  const version = near(fc.constantFrom('1.0.0', '2.3.4-rc.1', '0'), pathParam).map((v) =>
    encodePathPart(String(v)),
  );
  const misfit = (text: string) => text.replace(/\{ __typename /, '{ __typename campoQueNoExiste ');
  const entry: fc.Arbitrary<[string, unknown]> = fc.constantFrom(...listedDocuments()).chain((d) =>
    fc.oneof(
      fc.constant<[string, unknown]>([d.id, d.text]),
      fc.constant<[string, unknown]>([documentId(misfit(d.text)), misfit(d.text)]),
      fc.constant<[string, unknown]>([d.id, `${d.text} `]),
      text.map<[string, unknown]>((t) => [documentId(t), t]),
      fc.tuple(text, scalar),
    ),
  );
  const operations = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(entry, { maxLength: 4 })
        .map((entries) => JSON.stringify({ operations: Object.fromEntries(entries) })),
    },
    { weight: 1, arbitrary: body },
    { weight: 1, arbitrary: scalar.map((value) => JSON.stringify({ operations: value })) },
  );
  const headers = { authorization: `Bearer ${deployKey}` };
  /** A version's route: its path's remote and version fuzzed, and its body. */
  const ofVersion = (method: string, action: string, sent: fc.Arbitrary<string>): Target => ({
    kind: 'rest',
    label: `${method} /deploy/remotes/:remote/versions/:version/${action} (clave de despliegue)`,
    asDeploy: true,
    request: fc.tuple(remote, version, sent).map(([r, v, b]) => ({
      method,
      url: `/deploy/remotes/${r}/versions/${v}/${action}`,
      body: b,
      headers,
    })),
  });
  return [
    ofVersion('PUT', 'operations', operations),
    ofVersion('POST', 'retire', body),
    {
      kind: 'rest',
      label: 'GET /deploy/remotes/:remote/versions (clave de despliegue)',
      asDeploy: true,
      request: remote.map((r) => ({ method: 'GET', url: `/deploy/remotes/${r}/versions`, headers })),
    },
  ];
}

/**
 * Inspectors' links (decision 057): made with lifetimes near the bounds (1 hour, 30 days) and
 * hostile ones, and a legal record asked for with keys that look like a link's and are none: every
 * one of those refused (401, Spanish), never a record.
 */
function inspectionLinkTargets(): Target[] {
  const create = `mutation ($name: String!, $amount: Int!, $unit: String!) {
    createInspectionLink(name: $name, amount: $amount, unit: $unit) { __typename ok } }`;
  const variables = fc.record({
    name: fc.oneof(text, fc.constantFrom('IRCCA', ' IRCCA ', 'x'.repeat(60), 'x'.repeat(61))),
    amount: fc.oneof(
      fc.integer({ min: -2, max: 722 }),
      fc.constantFrom(0, 1, 24, 30, 31, 720, 721, 2 ** 31 - 1),
    ),
    unit: fc.oneof(text, fc.constantFrom('hours', 'days', 'HOURS', 'weeks', '')),
  });
  const fakeKey = fc.oneof(
    text.map((t) => `${INSPECTION_LINK_PREFIX}${t}`),
    fc.base64String({ minLength: 43, maxLength: 44 }).map((t) => `${INSPECTION_LINK_PREFIX}${t}`),
    fc.constantFrom(INSPECTION_LINK_PREFIX, `${INSPECTION_LINK_PREFIX}${'a'.repeat(300)}`),
  );
  return [
    {
      kind: 'graphql',
      label: 'Mutation.createInspectionLink (vigencias)',
      request: variables.map((v) => ({
        method: 'POST',
        url: '/graphql',
        body: JSON.stringify({ query: create, variables: v }),
      })),
    },
    {
      kind: 'rest',
      label: 'POST /graphql (clave de enlace falsa)',
      mustRefuse: true,
      request: fakeKey
        .filter((key) => /^[\t\x20-\x7e]*$/.test(key) && key.trim() === key)
        .map((key) => ({
          method: 'POST',
          url: '/graphql',
          body: JSON.stringify({ query: '{ inspection { clubName } batches { id } }' }),
          headers: { auth_token: key },
        })),
    },
  ];
}

/** The bearer /metrics asks for on the fuzz's gateway (decision 048). */
const FUZZ_METRICS_TOKEN = 'token-de-las-metricas-del-fuzz';

/**
 * GET /metrics with hostile Authorization headers, and tokens one change away from the right one:
 * every one refused (401, Spanish), never the figures.
 */
function metricsTarget(): Target {
  const token = FUZZ_METRICS_TOKEN;
  const nearToken = fc.oneof(
    fc.nat(token.length - 1).map((i) => `${token.slice(0, i)}${token.slice(i + 1)}`),
    fc
      .tuple(fc.nat(token.length), fc.string({ minLength: 1, maxLength: 3 }))
      .map(([i, extra]) => `${token.slice(0, i)}${extra}${token.slice(i)}`),
    fc.constantFrom(
      token.toUpperCase(),
      `${token}${token}`,
      token.slice(1),
      `"${token}"`,
      `${token},${token}`,
    ),
  );
  const value = fc.oneof(
    text,
    nearToken.map((t) => `Bearer ${t}`),
    text.map((t) => `Bearer ${t}`),
    fc.constantFrom(`Basic ${token}`, token, `Token ${token}`, `Bearer`, `Bearer  `, `Bearer\t${token}`),
  );
  // A header holds printable ASCII only (fetch's Headers refuses the rest); the right token in any
  // spelling of its scheme would be let in, rightly.
  const authorization = value.filter(
    (v) => /^[\t\x20-\x7e]*$/.test(v) && v.replace(/^bearer +/i, '').trim() !== token,
  );
  return {
    kind: 'rest',
    label: 'GET /metrics (Authorization hostil)',
    mustRefuse: true,
    request: authorization.map((header) => ({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: header },
    })),
  };
}

/** Bodies over a route's limit are refused (413, Spanish) before anything parses them. */
async function oversized(gw: TestGateway, check: Check, tokens: { admin: string }): Promise<void> {
  const limits: Array<[string, string, number]> = [
    ...Object.entries(ROUTE_BODY_LIMITS).map(
      ([path, max]) => ['POST', path, max] as [string, string, number],
    ),
    ['PATCH', '/admin/editStock/8', MAX_REST_BODY_BYTES],
    ['POST', '/admin/members', MAX_REST_BODY_BYTES],
    ['POST', '/admin/products/ogkush/photo', PHOTO_UPLOAD_BODY_LIMIT],
    ['POST', '/admin/batches/1/analyses', MAX_ANALYSIS_BODY_BYTES],
    ['POST', '/admin/members/import/preview', MAX_IMPORT_BODY_BYTES],
    ['POST', '/admin/members/import', MAX_IMPORT_BODY_BYTES],
    ['POST', '/graphql', MAX_GRAPHQL_BODY_BYTES],
  ];
  for (const [method, path, max] of limits) {
    // Not JSON: a parser reached first would answer 400, the limit answers 413.
    const tooBig = `{${'x'.repeat(max + 1)}`;
    for (const streamed of [false, true]) {
      const init: RequestInit & { duplex?: 'half' } = {
        method: path === '/changepassword' ? 'PATCH' : method,
        headers: { auth_token: tokens.admin, 'content-type': 'application/json' },
        body: streamed
          ? new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode(tooBig));
                controller.close();
              },
            })
          : tooBig,
        ...(streamed ? { duplex: 'half' } : {}),
      };
      const response = await gw.app.request(path, init);
      const answer = await response.text();
      check.count('cuerpos de más rechazados', response.status === 413 ? 1 : 0);
      check.count('cuerpos de más probados');
      check.expect(
        response.status === 413 && looksSpanish(answer),
        `${path} (${max} B, ${streamed ? 'sin Content-Length' : 'con Content-Length'}): ${response.status} ${answer.slice(0, 100)}`,
      );
    }
  }
}
