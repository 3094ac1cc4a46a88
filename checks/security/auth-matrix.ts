// Authorization matrix, generated: every REST route of the Hono app (app.routes) and every Query,
// Mutation and Subscription field of the GraphQL schema, called anonymously, with a member's (socio's) token, an
// expired token, a revoked token, a temporary password's, an admin's still to enrol the second
// factor the club asks for (good for the account scope only), the demo admin's (Administración
// and Socio), and one person per role holding only that role. A route or field nobody declared
// public must refuse the anonymous caller; one that needs a permission must let every holder of it
// through and answer every other role 403. Then the objects: a member reads only their own user,
// their own grams and their own card. The deploy routes (decision 058) take the deploy key alone,
// and the deploy key opens nothing else.
// The fields are called with a document of their own each, on a gateway that takes text from
// everyone (GRAPHQL_AD_HOC=everyone): each resolver's guard is the inner wall. Then, on a gateway
// as production runs it (admins only), the outer one (decision 034): every document of the app by
// its id, judged by its strictest field, and text from anyone but an admin refused.

import {
  isPermission,
  type Permission,
  permissionsOf,
  ROLES as ROLE_KEYS,
  type RoleKey,
} from '@club/domain/roles';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import pino from 'pino';
import { buildApp } from '../../gateway/src/app.ts';
import { schema } from '../../gateway/src/graphql-server/schema.ts';
import { NOT_LISTED_CODE } from '../../gateway/src/graphql-server/trusted-documents.ts';
import { byIdExtensions, listedDocuments } from '../../gateway/test-support/listed-documents.ts';
import {
  ADMIN,
  type Callers,
  Check,
  type CheckResult,
  call,
  callers,
  issueToken,
  type JsonAnswer,
  MEMBER,
  seededGateway,
  type TestGateway,
} from '../test-support/check-support.ts';
import { hostedMatrix } from './hosted-matrix.ts';

/** REST routes anyone may call (no token). A new route missing here must refuse anonymous callers. */
export const PUBLIC_REST = new Set([
  'POST /login',
  // An admin's second step: it takes the ticket the password step gave, not a token.
  'POST /login/code',
  // The footer's contact (a club setting) shows on the sign-in page too.
  'GET /contact',
  // Applying to join: no account yet, the invitation link's token is the key (limited per address).
  'POST /applications/invitation',
  'POST /applications',
  // A product photo's files: an <img> sends no token; the names are their content's hash.
  'GET /photos/:name',
  // The orchestrator's probes (decision 048): whether the process is up and can serve, nothing more.
  'GET /healthz',
  'GET /readyz',
]);

/**
 * Prometheus' scrape (decision 048): the club's tokens open nothing there. With METRICS_TOKEN only
 * its bearer (401 otherwise); without it only this machine's callers (404 to any other).
 */
export const METRICS_REST = 'GET /metrics';
const METRICS_TOKEN = 'token-de-las-metricas-de-la-matriz';

/**
 * The routes a remote's deploy calls with the deploy key (decision 058): every other caller gets a
 * 401 there. A new `/deploy` route missing here fails the matrix.
 */
export const DEPLOY_REST = new Set([
  'PUT /deploy/remotes/:remote/versions/:version/operations',
  'POST /deploy/remotes/:remote/versions/:version/retire',
  'GET /deploy/remotes/:remote/versions',
]);

/** GraphQL fields anyone may call. */
export const PUBLIC_GRAPHQL = new Set([
  'Mutation.login',
  'Mutation.loginWithCode',
  'Query.clubContact',
  'Mutation.checkInvitation',
  'Mutation.submitApplication',
  // A club's first run (decision 051): the code printed in the server's log is the key, limited
  // per address and dead after five wrong guesses; on a club that runs it refuses everything.
  'Query.setupStatus',
  'Mutation.checkSetupCode',
  'Mutation.setUpClub',
]);

/**
 * REST routes a signed-in account may call before anything else (GraphQL says it with the
 * 'account' scope): a member with a temporary password, or an admin the club asks to enrol a
 * second factor, gets only these; every other member route must answer them 403.
 */
export const ACCOUNT_REST = new Set([
  'GET /getUser',
  'PATCH /changepassword',
  'POST /logout',
  'GET /twofactor',
  'POST /twofactor/enrol',
  'POST /twofactor/confirm',
  // Everything the club holds about the caller, theirs only (Ley 18.331's right of access).
  // Everything the club holds about the caller (Ley 18.331's right of access).
  'GET /mis-datos',
]);

/**
 * The permission each back-office REST route checks (GraphQL fields carry theirs in their scope).
 * 'back-office': any back-office permission (the `/admin` group guard and the pickers' names).
 * A new `/admin` route missing here fails the matrix.
 */
export const REST_PERMISSIONS: Record<string, Permission | 'back-office'> = {
  'GET /admin': 'back-office',
  'GET /admin/ruta-que-no-existe': 'back-office',
  'GET /admin/getStock': 'stock.manage',
  'GET /admin/allproducts': 'stock.manage',
  'PATCH /admin/editStock/:id': 'stock.manage',
  'POST /admin/adjustStock/:id': 'stock.manage',
  'POST /admin/openingStock/:id': 'stock.manage',
  'POST /admin/products': 'stock.manage',
  'PATCH /admin/products/:id': 'stock.manage',
  'POST /admin/products/:id/retire': 'stock.manage',
  'POST /admin/products/:key/photo': 'stock.manage',
  'DELETE /admin/products/:key/photo': 'stock.manage',
  'POST /admin/batches/:id/analyses': 'plants.manage',
  'GET /admin/members/import/template.xlsx': 'members.manage',
  'GET /admin/members/import/template.csv': 'members.manage',
  'POST /admin/members/import/preview': 'members.manage',
  'POST /admin/members/import': 'members.manage',
  'POST /admin/members/:id/opening-balance': 'members.manage',
  'POST /admin/members/:id/send-password': 'members.manage',
  'POST /admin/members/:id/photo': 'members.manage',
  'DELETE /admin/members/:id/photo': 'members.manage',
  'GET /admin/batches/:id/analyses/:analysisId/certificate': 'plants.manage',
  'GET /admin/batches/:id/labels': 'plants.manage',
  'GET /admin/orders/:id/labels': 'orders.dispense',
  'GET /admin/harvests': 'plants.manage',
  'GET /admin/harvests/:date': 'plants.manage',
  'POST /admin/addharvest/post': 'plants.manage',
  'POST /admin/addharvest/patch': 'plants.manage',
  'GET /admin/workdone': 'work.manage',
  'DELETE /admin/deleteWork': 'work.manage',
  'POST /admin/uploadharvest': 'work.manage',
  'POST /admin/addCheckedTodos': 'tasks.manage',
  'GET /admin/seeorders': 'orders.view',
  'GET /admin/unclosedorders': 'orders.view',
  'POST /admin/markOrder/:id': 'orders.dispense',
  'POST /admin/cancelOrder/:id': 'orders.manage',
  'GET /admin/getsocios': 'back-office',
  'GET /admin/members': 'members.view',
  'POST /admin/members': 'members.manage',
  'GET /admin/members/:id': 'members.view',
  'PATCH /admin/members/:id': 'members.manage',
  'POST /admin/members/:id/deactivate': 'members.manage',
  'POST /admin/members/:id/reactivate': 'members.manage',
  'POST /admin/members/:id/reset-password': 'members.manage',
  'GET /admin/roles': 'members.view',
  'GET /admin/members/:id/roles': 'members.view',
  'PUT /admin/members/:id/roles': 'roles.manage',
  'GET /admin/members/:id/security': 'security.manage',
  'DELETE /admin/members/:id/twofactor': 'security.manage',
  'POST /admin/addExpense': 'expenses.manage',
  'GET /admin/getExpenses': 'expenses.manage',
  'POST /admin/addBill': 'bills.manage',
  'GET /admin/getBills': 'bills.manage',
  'GET /admin/settings': 'settings.manage',
  'POST /admin/settings': 'settings.manage',
  'GET /admin/outbox': 'settings.manage',
  'POST /admin/members/:id/baja': 'members.manage',
  'POST /admin/members/:id/forget': 'members.forget',
  'GET /admin/applications': 'applications.manage',
  'POST /admin/applications/:id/approve': 'applications.manage',
  'POST /admin/applications/:id/reject': 'applications.manage',
  'POST /admin/applications/:id/waitlist': 'applications.manage',
  'GET /admin/invitations': 'applications.manage',
  'POST /admin/invitations': 'applications.manage',
  'POST /admin/invitations/:id/revoke': 'applications.manage',
};

/**
 * Admin-only routes and fields that must be in the matrix and judged admin: the matrix is generated,
 * so one renamed or dropped would otherwise leave it without a word. The outbox shows members'
 * addresses and the hosted service's sign-in links.
 */
export const REQUIRED_ADMIN = new Set([
  // Live orders (decision 053): who orders what and when, as it happens; never a member's stream.
  'Subscription.orderUpdates',
  'GET /admin/outbox',
  'Query.outbox',
  // Whether the club's mail goes out: part of how its server is set up.
  'Query.mailDeliveryConfigured',
  'Mutation.sendTestMail',
  'POST /admin/settings',
  'Mutation.changeClubSettings',
  // An account's sign-ins, addresses and browsers, and taking off its second factor.
  'GET /admin/members/:id/security',
  'Query.memberSecurity',
  'DELETE /admin/members/:id/twofactor',
  'Mutation.removeMemberTwoFactor',
  // A hosted session for the admin's receipts, opened from the club token (decision 021).
  'Mutation.openHostedSession',
  // Whether an expense's receipt is still the recorded file (its size and SHA-256).
  'Query.receiptChecks',
  // A receipt added later recorded with its expense: fingerprinted and held for good.
  'Mutation.attachReceipt',
  // The plant registry and traceability (issue 17): legal records and who received what.
  'Query.motherPlants',
  'Query.batches',
  'Query.batch',
  'Query.treatments',
  'Query.floweringPlants',
  'Query.dispensationTraces',
  'Query.batchTrace',
  'Mutation.registerMotherPlant',
  'Mutation.startBatch',
  'Mutation.changeBatchStage',
  'Mutation.recordPlantsLost',
  'Mutation.applyTreatment',
  // The legal records (issue 17): destruction, the Responsable Técnico, the monthly close and its report.
  'Query.destructions',
  'Mutation.destroyStock',
  'Mutation.setMemberTechnicalLead',
  // Who may do what: setting a person's roles.
  'PUT /admin/members/:id/roles',
  'Mutation.setMemberRoles',
  'Query.monthCloses',
  'Mutation.closeMonth',
  'Query.monthReportCsv',
  'Query.monthReportPdf',
  // Forgetting a member: their key destroyed for good.
  'POST /admin/members/:id/forget',
  'Mutation.forgetMember',
  // A member's baja: final, and ends their sessions.
  'POST /admin/members/:id/baja',
  'Mutation.recordMemberLeaving',
  // Applications hold applicants' identities; invitations let anyone apply.
  'GET /admin/applications',
  'Query.membershipApplications',
  'POST /admin/applications/:id/approve',
  'Mutation.approveApplication',
  'POST /admin/applications/:id/reject',
  'Mutation.rejectApplication',
  'POST /admin/applications/:id/waitlist',
  'Mutation.waitlistApplication',
  'GET /admin/invitations',
  'Query.invitations',
  'POST /admin/invitations',
  'Mutation.issueInvitation',
  'POST /admin/invitations/:id/revoke',
  'Mutation.revokeInvitation',
  // The catalogue: what members can order, at what price, and a key spent for good.
  'POST /admin/products',
  'Mutation.addProduct',
  'PATCH /admin/products/:id',
  'Mutation.editProduct',
  'POST /admin/products/:id/retire',
  'Mutation.retireProduct',
  'Query.catalogueProduct',
  // What the carta shows of a product: its photo.
  'POST /admin/products/:key/photo',
  'DELETE /admin/products/:key/photo',
  'Query.productPhotos',
  // A batch's lab results: the figures the carta shows, and the lab's certificates.
  'POST /admin/batches/:id/analyses',
  'GET /admin/batches/:id/analyses/:analysisId/certificate',
  'Query.batchAnalyses',
  // Members from a spreadsheet, their opening balances, and a held member's password sent.
  'GET /admin/members/import/template.xlsx',
  'GET /admin/members/import/template.csv',
  'POST /admin/members/import/preview',
  'POST /admin/members/import',
  'POST /admin/members/:id/opening-balance',
  'POST /admin/members/:id/send-password',
  // Labels: who got what from which batch.
  'GET /admin/batches/:id/labels',
  'GET /admin/orders/:id/labels',
  // Reporting clients' keys: each reads the club's figures without a person's password.
  'Query.reportingKeys',
  'Mutation.createReportingKey',
  'Mutation.revokeReportingKey',
  // Inspectors' links: each reads the club's legal records without an account.
  'Query.inspectionLinks',
  'Mutation.createInspectionLink',
  'Mutation.revokeInspectionLink',
  // The counter: who is at it, their age and grams, and the handover with the document check.
  'Query.counterVisit',
  'Mutation.identifyAtCounter',
  'Mutation.handOverAtCounter',
]);
/** What the matrix judged back office (any permission but the storefront's), for REQUIRED_ADMIN. */
const REQUIRED_ADMIN_SEEN = new Set<string>();
/** The deploy routes the app has, for DEPLOY_REST. */
const DEPLOY_SEEN = new Set<string>();

/**
 * 'member': the demo socio (Socio only); 'admin': the demo admin (Administración and Socio).
 * 'temporary': a member signed in with a password an admin gave, not yet changed.
 * 'pendingSecondFactor': an admin without the second factor the club asks for, not yet enrolled.
 * Both are good for the account scope only. 'rol:<key>': a person holding only that role.
 * 'reportingKey': a reporting client's key (decision 055): the reporting scope's queries, nothing else.
 * 'deployKey': the gateway's deploy key (decision 058): the deploy routes, nothing else.
 * 'inspectionLink': an inspector's link (decision 057): the legal records' queries, nothing else.
 */
type RoleCaller = `rol:${Exclude<RoleKey, 'socio'>}`;
type Role =
  | 'anonymous'
  | 'member'
  | 'expired'
  | 'revoked'
  | 'temporary'
  | 'pendingSecondFactor'
  | 'admin'
  | 'reportingKey'
  | 'deployKey'
  | 'inspectionLink'
  | RoleCaller;
const ROLE_CALLERS = ROLE_KEYS.filter((key) => key !== 'socio').map((key) => `rol:${key}` as RoleCaller);
const ROLES: Role[] = [
  'anonymous',
  'member',
  'expired',
  'revoked',
  'temporary',
  'pendingSecondFactor',
  'admin',
  'reportingKey',
  'deployKey',
  'inspectionLink',
  ...ROLE_CALLERS,
];
/**
 * 'back-office': any back-office permission; a permission: that one; 'deploy': the deploy key's;
 * 'inspection': a link alone.
 */
type Level = 'public' | 'account' | 'member' | 'back-office' | 'deploy' | 'inspection' | Permission;

/** The permissions a signed-in caller holds by the defaults of domain/src/roles.ts. */
function permissionsOfCaller(role: Role): Set<Permission> {
  if (role === 'member') return permissionsOf(['socio']);
  if (role === 'admin') return permissionsOf(['administracion', 'socio']);
  if (role.startsWith('rol:')) return permissionsOf([role.slice(4) as RoleKey]);
  return new Set();
}

/** How a route or field is reached: a key reads only through a query. */
type Kind = 'rest' | 'query' | 'mutation' | 'subscription';

/** What a role must get on a route of a level: refused with 401 or 403, or let through. */
function expected(level: Level, role: Role, kind: Kind, inspectable = false): 401 | 403 | 'pass' {
  // The deploy key and the deploy routes belong to each other alone.
  if (role === 'deployKey') return level === 'deploy' ? 'pass' : 401;
  if (level === 'deploy') return 401;
  // A key never writes, not even where anyone may (signing in, applying): it only reads.
  if (role === 'reportingKey') {
    if (kind === 'mutation' || kind === 'subscription') return 403;
    return level === 'public' || level === 'reports.view' ? 'pass' : 403;
  }
  // A link reads the legal records (fields open to the inspection scope) and what anyone may read.
  if (role === 'inspectionLink') {
    if (kind === 'mutation' || kind === 'subscription') return 403;
    return level === 'public' || level === 'inspection' || inspectable ? 'pass' : 403;
  }
  if (level === 'public') return 'pass';
  if (role === 'anonymous' || role === 'expired' || role === 'revoked') return 401;
  if (level === 'inspection') return 403;
  if (level === 'account') return 'pass';
  if (role === 'temporary' || role === 'pendingSecondFactor') return 403;
  const held = permissionsOfCaller(role);
  if (level === 'member') return held.has('storefront.use') ? 'pass' : 403;
  if (level === 'back-office') return [...held].some((p) => p !== 'storefront.use') ? 'pass' : 403;
  return held.has(level) ? 'pass' : 403;
}

/** Whether a level is the back office's (REQUIRED_ADMIN). */
const isBackOfficeLevel = (level: Level) =>
  level === 'back-office' || (isPermission(level) && level !== 'storefront.use');

/** Per caller: how many routes and fields let them through, and how many refused them. */
const PER_ROLE = new Map<Role, { passed: number; refused: number }>();

/** A path parameter's sample: ids no row has, so an admin's call changes nothing. */
function samplePath(path: string): string {
  return path
    .replace(/:species\b/g, 'ogkush')
    .replace(/:date\b/g, '2024-09-03')
    .replace(/:[A-Za-z_]+/g, '999999')
    .replace(/\*/g, 'x');
}

class Tokens {
  constructor(
    private readonly gw: TestGateway,
    readonly all: Callers,
  ) {}
  headers(role: Role): Record<string, string> {
    if (role.startsWith('rol:')) return this.all.roles[role.slice(4) as RoleKey].headers;
    return this.all[role as Exclude<Role, RoleCaller>];
  }
  /** Calls like logout end a session: the next call of that role gets a fresh token. */
  async renew(role: Role): Promise<void> {
    // The matrix calls with the key far past its rate: counted afresh each time, so every answer
    // is the guard's and none the limit's (reporting-keys.int.test.ts tests the limit).
    if (role === 'reportingKey') {
      await this.gw.db.query(`delete from rate_limits where key like 'reporting-key:%'`);
      return;
    }
    if (role.startsWith('rol:')) {
      const holder = this.all.roles[role.slice(4) as RoleKey];
      const alive = await call(this.gw.app, 'GET', '/getUser', { headers: holder.headers });
      if (alive.status !== 200) holder.headers = { auth_token: await issueToken(this.gw, holder.mail) };
      return;
    }
    if (role !== 'member' && role !== 'admin' && role !== 'temporary' && role !== 'pendingSecondFactor')
      return;
    const alive = await call(this.gw.app, 'GET', '/getUser', { headers: this.all[role] });
    if (alive.status === 200) return;
    const mail = {
      member: MEMBER.mail,
      admin: ADMIN.mail,
      temporary: this.all.temporaryMail,
      pendingSecondFactor: this.all.pendingSecondFactorMail,
    }[role];
    this.all[role] = { auth_token: await issueToken(this.gw, mail) };
  }
}

async function restMatrix(gw: TestGateway, tokens: Tokens, check: Check): Promise<void> {
  const seen = new Set<string>();
  const routes = gw.app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`)
    .filter((key) => !seen.has(key) && seen.add(key));
  // The guard covers admin paths that do not exist yet.
  routes.push('GET /admin/ruta-que-no-existe');
  for (const route of routes) {
    const [method = 'GET', path = '/'] = route.split(' ');
    if (path === '/graphql' || route === METRICS_REST) continue;
    if (path.startsWith('/auth/v1') || path.startsWith('/storage/v1')) {
      continue; // hosted-matrix.ts: its own users and tokens
    }
    const url = samplePath(path);
    const send = (role: Role) =>
      call(gw.app, method, url, {
        headers: tokens.headers(role),
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: {} }),
      });
    let level: Level;
    if (path === '/admin' || path.startsWith('/admin/')) {
      const declared = REST_PERMISSIONS[route];
      if (declared === undefined) {
        check.fail(`${route}: ruta de administración sin permiso declarado en REST_PERMISSIONS`);
        continue;
      }
      level = declared;
    } else if (path === '/deploy' || path.startsWith('/deploy/')) {
      if (!DEPLOY_REST.has(route)) {
        check.fail(`${route}: ruta de despliegue no declarada en DEPLOY_REST`);
        continue;
      }
      level = 'deploy';
      DEPLOY_SEEN.add(route);
    } else if (PUBLIC_REST.has(route)) level = 'public';
    else if (ACCOUNT_REST.has(route)) level = 'account';
    else {
      const probe = await send('anonymous');
      if (probe.status !== 401) {
        check.fail(`${route}: abierta sin token (${probe.status}) y no declarada en PUBLIC_REST`);
        check.count('fugas');
        continue;
      }
      level = 'member';
    }
    check.count(`rutas REST ${level}`);
    if (isBackOfficeLevel(level)) REQUIRED_ADMIN_SEEN.add(route);
    for (const role of ROLES) {
      const answer = await send(role);
      check.count('llamadas');
      judge(check, `${route} como ${role}`, level, role, 'rest', answer.status, answer);
      await tokens.renew(role);
    }
  }
}

function judge(
  check: Check,
  what: string,
  level: Level,
  role: Role,
  kind: Kind,
  got: number,
  answer: JsonAnswer,
  inspectable = false,
): void {
  judgeWant(check, what, expected(level, role, kind, inspectable), role, got, answer);
}

function judgeWant(
  check: Check,
  what: string,
  want: 401 | 403 | 'pass',
  role: Role,
  got: number,
  answer: JsonAnswer,
): void {
  const tally = PER_ROLE.get(role) ?? { passed: 0, refused: 0 };
  if (got === 401 || got === 403) tally.refused++;
  else tally.passed++;
  PER_ROLE.set(role, tally);
  if (want === 'pass') {
    if (got === 401 || got === 403) check.fail(`${what}: rechazada (${got}) y debía pasar`);
    if (got >= 500) check.fail(`${what}: ${got}`);
    return;
  }
  if (got !== 401 && got !== 403) {
    check.count('fugas');
    check.fail(`${what}: FUGA, respondió ${got} ${JSON.stringify(answer.body).slice(0, 120)}`);
  } else if (got !== want) {
    check.fail(`${what}: ${got} en vez de ${want}`);
  }
}

// ---- GraphQL -------------------------------------------------------------------------------

function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = sampleValue(field.type, field.name);
    }
    return value;
  }
  switch (getNamedType(type).name) {
    case 'Int':
    case 'Float':
      return 999999;
    case 'Boolean':
      return true;
    case 'ID':
      return '999999';
    default:
      if (/date/i.test(name)) return '2024-09-03';
      if (/month/i.test(name)) return '2024-09';
      return 'x';
  }
}

/** One operation calling only `field`, with every argument as a variable of a valid sample value. */
export function operationFor(
  kind: 'query' | 'mutation' | 'subscription',
  field: GraphQLField<unknown, unknown>,
): { query: string; variables: Record<string, unknown> } {
  const args = field.args as readonly GraphQLArgument[];
  const definitions = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passing = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${definitions ? ` (${definitions})` : ''} { ${field.name}${passing ? `(${passing})` : ''}${selection} }`;
  const variables = Object.fromEntries(args.map((a) => [a.name, sampleValue(a.type, a.name)]));
  return { query, variables };
}

/** A field's level as the matrix judged it (graphqlMatrix), by `Type.field`. */
const FIELD_LEVELS = new Map<string, Level>();
/** How strict a level is, for a document's strictest field: every permission above the back office. */
const levelRank = (level: Level) =>
  ({ public: 0, account: 1, member: 2, 'back-office': 3, deploy: 5 })[level as string] ?? 4;

const scopesOf = (field: GraphQLField<unknown, unknown>) =>
  (
    field.extensions as {
      pothosOptions?: { authScopes?: { permission?: unknown } & Record<string, unknown> };
    }
  )?.pothosOptions?.authScopes;

/** Fields an inspector's link may read besides the people their permission names, by `Type.field`. */
const INSPECTABLE_FIELDS = new Set<string>();

function scopeOf(field: GraphQLField<unknown, unknown>): Level | undefined {
  const scopes = scopesOf(field);
  if (isPermission(scopes?.permission)) return scopes.permission;
  if (scopes?.inspection) return 'inspection';
  if (scopes?.backOffice) return 'back-office';
  if (scopes?.member) return 'member';
  if (scopes?.account) return 'account';
  return undefined;
}

/**
 * A subscription is asked for as JSON, not as an event stream: a refusal comes back whole (its
 * errors with their 401 or 403), and one let through, which only a stream could carry, is a 406
 * with nothing started (the feed begins at the stream's first read).
 */
const acceptFor = (kind: string): Record<string, string> =>
  kind === 'subscription' ? { accept: 'application/json' } : {};

/** A subscription let through (406: it would stream) judged as a field that answered. */
function subscriptionAnswer(kind: string, answer: JsonAnswer): JsonAnswer {
  if (kind !== 'subscription' || answer.status !== 406) return answer;
  return { ...answer, status: 200, body: { data: { subscribed: true } } };
}

const AUTH_CODES: Record<string, 401 | 403> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  TWO_FACTOR_REQUIRED: 403,
};

async function graphqlMatrix(gw: TestGateway, tokens: Tokens, check: Check): Promise<void> {
  const roots = [
    ['query', 'Query', schema.getQueryType()],
    ['mutation', 'Mutation', schema.getMutationType()],
    ['subscription', 'Subscription', schema.getSubscriptionType()],
  ] as const;
  for (const [kind, typeName, type] of roots) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const id = `${typeName}.${field.name}`;
      const { query, variables } = operationFor(kind, field);
      const send = async (role: Role) =>
        subscriptionAnswer(
          kind,
          await call(gw.app, 'POST', '/graphql', {
            body: { query, variables },
            headers: { ...tokens.headers(role), ...acceptFor(kind) },
          }),
        );
      let level = scopeOf(field);
      if (level === undefined) {
        if (PUBLIC_GRAPHQL.has(id)) level = 'public';
        else {
          // No scope in the metadata: probe it. Open to anyone without being declared is a failure.
          const probe = await send('anonymous');
          const code = probe.body?.errors?.[0]?.extensions?.code;
          if (AUTH_CODES[code] === undefined) {
            check.count('fugas');
            check.fail(`${id}: sin scope, abierto sin token y no declarado en PUBLIC_GRAPHQL`);
            continue;
          }
          level = 'member';
        }
      }
      const inspectable = scopesOf(field)?.inspection === true;
      if (inspectable) INSPECTABLE_FIELDS.add(id);
      check.count(
        `campos GraphQL ${level}${inspectable && level !== 'inspection' ? ' (también inspección)' : ''}`,
      );
      FIELD_LEVELS.set(id, level);
      if (isBackOfficeLevel(level)) REQUIRED_ADMIN_SEEN.add(id);
      for (const role of ROLES) {
        const answer = await send(role);
        check.count('llamadas');
        const errors: Array<{ extensions?: { code?: string } }> = answer.body?.errors ?? [];
        if (
          answer.body?.data === undefined &&
          errors.length > 0 &&
          !errors.some((e) => AUTH_CODES[e.extensions?.code ?? ''])
        ) {
          // Refused before any resolver ran: the generated operation is wrong, not the guard.
          check.fail(
            `${id} como ${role}: operación generada inválida: ${JSON.stringify(errors[0]).slice(0, 160)}`,
          );
          continue;
        }
        const authCode = errors.map((e) => AUTH_CODES[e.extensions?.code ?? '']).find((s) => s !== undefined);
        judge(
          check,
          `${id} como ${role}`,
          level,
          role,
          kind,
          authCode ?? (answer.status >= 500 ? answer.status : 200),
          answer,
          inspectable,
        );
        await tokens.renew(role);
      }
    }
  }
}

// ---- Trusted documents (decision 034) ------------------------------------------------------

/**
 * On a gateway as production runs it: every operation of the app, by its id, with sample
 * variables, judged by its strictest root field as graphqlMatrix judged that field (a listed admin
 * query is still refused to a member by its guard); and a document of one's own, refused to
 * everyone but the admin before anything runs.
 */
async function trustedDocumentsMatrix(check: Check): Promise<void> {
  const gw = await seededGateway({ GRAPHQL_AD_HOC: 'admins' });
  try {
    const tokens = new Tokens(gw, await callers(gw));
    for (const { name, id, text } of listedDocuments()) {
      const operation = parse(text).definitions.find(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      );
      if (!operation) continue;
      const typeName = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' }[
        operation.operation
      ];
      const fields = operation.selectionSet.selections.flatMap((s) =>
        s.kind === 'Field' && s.name.value !== '__typename' ? [`${typeName}.${s.name.value}`] : [],
      );
      const levels = fields.map((id) => FIELD_LEVELS.get(id) ?? ('back-office' as Level));
      const level = levels.reduce<Level>((a, b) => (levelRank(b) > levelRank(a) ? b : a), 'public');
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => {
          const type = typeFromAST(schema, v.type as never) as GraphQLInputType;
          return [v.variable.name.value, sampleValue(type, v.variable.name.value)];
        }),
      );
      check.count(`documentos de la app ${level}`);
      for (const role of ROLES) {
        const answer = subscriptionAnswer(
          operation.operation,
          await call(gw.app, 'POST', '/graphql', {
            body: { operationName: name, variables, extensions: byIdExtensions(id) },
            headers: { ...tokens.headers(role), ...acceptFor(operation.operation) },
          }),
        );
        check.count('llamadas');
        const errors: Array<{ message?: string; extensions?: { code?: string } }> = answer.body?.errors ?? [];
        const authCode = errors.map((e) => AUTH_CODES[e.extensions?.code ?? '']).find((s) => s !== undefined);
        if (answer.body?.data === undefined && errors.length > 0 && authCode === undefined) {
          check.fail(`${name} por id como ${role}: rechazado antes de correr: ${JSON.stringify(errors[0])}`);
          continue;
        }
        // Every root field must let the caller through for the document to pass.
        const wants = levels.map((l, at) =>
          expected(l, role, operation.operation, INSPECTABLE_FIELDS.has(fields[at] as string)),
        );
        const want = wants.includes(401) ? 401 : wants.includes(403) ? 403 : 'pass';
        judgeWant(check, `${name} por id como ${role}`, want, role, authCode ?? answer.status, answer);
        await tokens.renew(role);
      }
    }
    for (const role of ROLES) {
      const answer = await call(gw.app, 'POST', '/graphql', {
        // A field every signed-in account may read, so only the text rule decides; a key's is a
        // reporting query, the one thing it may read.
        body: {
          query: role === 'reportingKey' ? '{ sales(month: "2024-09") { key } }' : '{ adminCheck { msg } }',
        },
        headers: tokens.headers(role),
      });
      check.count('textos propios probados');
      await tokens.renew(role);
      const refused = answer.status === 400 && answer.body?.errors?.[0]?.extensions?.code === NOT_LISTED_CODE;
      // Text of one's own: only for who may act in the back office (decision 034, decision 044), and
      // for a reporting key (decision 055).
      if (role === 'deployKey') {
        check.expect(
          answer.status === 401,
          `una consulta propia con la clave de despliegue: ${answer.status}`,
        );
      } else if (role === 'reportingKey' || expected('back-office', role, 'query') === 'pass') {
        check.expect(answer.status === 200, `${role} no pudo mandar su propia consulta: ${answer.status}`);
      } else if (!refused) {
        check.count('fugas');
        check.fail(
          `una consulta propia como ${role}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
        );
      }
    }
  } finally {
    await gw.close();
  }
}

// ---- Objects -------------------------------------------------------------------------------

/**
 * The EmailJS endpoint stores mails the club sends: it must never let the caller, even a member,
 * choose who gets them, so the service ids whose mails name their own recipient are refused there
 * (outbox/dispatch.int.test.ts shows the order mail going to the club's inbox whatever it carries).
 */
async function mailRelayChecks(gw: TestGateway, tokens: Tokens, check: Check): Promise<void> {
  for (const serviceId of ['hosted-auth', 'club']) {
    const answer = await call(gw.app, 'POST', '/api/v1.0/email/send', {
      headers: tokens.all.member,
      body: {
        user_id: 'x',
        service_id: serviceId,
        template_id: 'recovery',
        template_params: { to_email: 'victima@example.com', subject: 'Hola', message: 'spam' },
      },
    });
    check.count('objetos comprobados');
    check.expect(
      answer.status === 400,
      `POST /api/v1.0/email/send con service_id '${serviceId}' respondió ${answer.status}: cualquiera elegiría el destinatario`,
    );
  }
}

async function objectChecks(gw: TestGateway, tokens: Tokens, check: Check): Promise<void> {
  const { memberId, otherMemberId } = tokens.all;
  for (const [role, id] of [
    ['member', memberId],
    ['otherMember', otherMemberId],
  ] as const) {
    const rest = await call(gw.app, 'GET', '/getUser', { headers: tokens.all[role] });
    const gql = await call(gw.app, 'POST', '/graphql', {
      body: { query: '{ me { id mail } }' },
      headers: tokens.all[role],
    });
    check.count('objetos comprobados', 2);
    check.expect(
      rest.body?.id === id,
      `GET /getUser de ${role} devolvió el socio ${rest.body?.id}, no ${id}`,
    );
    check.expect(
      gql.body?.data?.me?.id === id,
      `me de ${role} devolvió ${JSON.stringify(gql.body).slice(0, 100)}`,
    );
  }
  // The card: each member gets their own, with a secret of its own.
  const cards = await Promise.all(
    (['member', 'otherMember'] as const).map(async (role) => {
      const answer = await call(gw.app, 'POST', '/graphql', {
        body: { query: '{ myCard { memberId secret } }' },
        headers: tokens.all[role],
      });
      return answer.body?.data?.myCard as { memberId: number; secret: string } | undefined;
    }),
  );
  check.count('objetos comprobados', 2);
  check.expect(
    cards[0]?.memberId === memberId,
    `myCard del socio devolvió ${JSON.stringify(cards[0]?.memberId)}`,
  );
  check.expect(
    cards[1]?.memberId === otherMemberId && cards[1].secret !== cards[0]?.secret,
    'myCard de otro socio devolvió el carnet del socio: FUGA',
  );
  // Grams: the member orders; the other member's month must not move.
  const days = await call(gw.app, 'POST', '/graphql', {
    body: { query: '{ pickupDays { date slots } }' },
    headers: tokens.all.member,
  });
  const day = days.body?.data?.pickupDays?.[0];
  if (!day) {
    check.fail('no hay días de retiro para probar los gramos por socio');
    return;
  }
  const grams = async (role: 'member' | 'otherMember') => {
    const answer = await call(gw.app, 'POST', '/graphql', {
      body: { query: 'query ($d: String!) { myGrams(date: $d) { usedMonth } }', variables: { d: day.date } },
      headers: tokens.all[role],
    });
    return answer.body?.data?.myGrams?.usedMonth as number;
  };
  const before = await grams('otherMember');
  const { rows } = await gw.db.query<{ price: number }>(
    `select s.price from stock s join products p on p.id = s.product_id where p.key = 'ogkush'`,
  );
  const placed = await call(gw.app, 'POST', '/submitorder', {
    body: {
      date: day.date,
      time: day.slots[0],
      total: 5 * Number(rows[0]?.price),
      observations: '',
      ogkush: 5,
    },
    headers: tokens.all.member,
  });
  check.expect(placed.status === 200, `el pedido de prueba fue rechazado: ${JSON.stringify(placed.body)}`);
  check.count('objetos comprobados', 2);
  check.expect((await grams('member')) >= 5, 'myGrams del socio no cuenta su propio pedido');
  check.expect((await grams('otherMember')) === before, 'myGrams de otro socio cuenta un pedido ajeno: FUGA');
}

/**
 * /metrics as every caller of the matrix, in-process (no socket: not this machine): 404 on the
 * gateway without METRICS_TOKEN, 401 on one with it; there, its bearer alone gets the figures.
 */
async function metricsMatrix(gw: TestGateway, tokens: Tokens, check: Check): Promise<void> {
  const routes = gw.app.routes.map((r) => `${r.method} ${r.path}`);
  check.expect(routes.includes(METRICS_REST), `${METRICS_REST}: no está en la app`);
  const withToken = buildApp({
    db: gw.appDb,
    config: { ...gw.config, metricsToken: METRICS_TOKEN },
    logger: pino({ level: 'silent' }),
  });
  const path = METRICS_REST.split(' ')[1] ?? '/metrics';
  for (const [app, want] of [
    [gw.app, 404],
    [withToken, 401],
  ] as const) {
    for (const role of ROLES) {
      const answer = await call(app, 'GET', path, { headers: tokens.headers(role) });
      // The deploy key is refused before any route looks at it.
      const wanted = role === 'deployKey' ? 401 : want;
      check.count('llamadas');
      check.count('rechazos de /metrics', answer.status === wanted ? 1 : 0);
      if (answer.status === 200) check.count('fugas');
      check.expect(
        answer.status === wanted,
        `${METRICS_REST} como ${role} (${want === 404 ? 'sin' : 'con'} METRICS_TOKEN): ${answer.status} en vez de ${wanted}`,
      );
    }
  }
  const scraped = await withToken.request(path, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  check.expect(scraped.status === 200, `${METRICS_REST} con su token: ${scraped.status} en vez de 200`);
}

export async function authorizationMatrix(): Promise<CheckResult> {
  const check = new Check('Matriz de autorización');
  const gw = await seededGateway();
  try {
    const tokens = new Tokens(gw, await callers(gw));
    check.set('llamadas', 0);
    check.set('fugas', 0);
    await restMatrix(gw, tokens, check);
    await metricsMatrix(gw, tokens, check);
    await graphqlMatrix(gw, tokens, check);
    await trustedDocumentsMatrix(check);
    await objectChecks(gw, tokens, check);
    await mailRelayChecks(gw, tokens, check);
    for (const role of ROLES) {
      const tally = PER_ROLE.get(role) ?? { passed: 0, refused: 0 };
      check.set(`rol ${role}`, `${tally.passed} pasan, ${tally.refused} rechazadas`);
    }
    for (const route of DEPLOY_REST) {
      check.expect(DEPLOY_SEEN.has(route), `${route}: no está en la app`);
    }
    for (const entry of REQUIRED_ADMIN) {
      check.expect(
        REQUIRED_ADMIN_SEEN.has(entry),
        `${entry}: no está en la matriz como ruta de administración`,
      );
    }
    await hostedMatrix(gw, check);
  } finally {
    await gw.close();
  }
  return check.result();
}
