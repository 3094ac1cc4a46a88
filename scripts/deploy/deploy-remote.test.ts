import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from '../serve-web.ts';
import { OPERATIONS_FILE, operationIdsIn, operationsOf } from '../web/operations-list.ts';
import { deployRemote, retireRemote, rollbackRemote } from './deploy-remote.ts';
import { type GatewayDeploy, GatewayRefused } from './operation-registry.ts';
import { ACTIVE_FILE, activeVersionsReader, listVersions, readPointer, remoteNamed } from './releases.ts';

const KEY = 'clave-de-prueba';
const storefront = remoteNamed('mf-storefront');
const id = (n: number) => `sha256:${String(n).repeat(64).slice(0, 64)}`;

interface Call {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/**
 * The gateway's deploy routes as the contract words them, reduced to what the commands see: a
 * document naming `missingField` is refused with a Spanish problem; a wrong key is a 401.
 */
function standInGateway(calls: Call[]): GatewayDeploy {
  const registered = new Map<string, string>();
  return {
    url: 'http://gateway.test',
    key: KEY,
    fetch: async (input, init) => {
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const authorization = new Headers(init?.headers).get('authorization');
      calls.push({ method: init?.method ?? 'GET', url, authorization, body });
      if (authorization !== `Bearer ${KEY}`)
        return Response.json({ error: 'Clave incorrecta.' }, { status: 401 });
      const match = /\/versions\/([^/]+)\/(operations|retire)$/.exec(url);
      if (match?.[2] === 'operations') {
        const operations = body.operations as Record<string, string>;
        const problems = Object.entries(operations)
          .filter(([, text]) => text.includes('missingField'))
          .map(([opId]) => ({ id: opId, message: 'No existe el campo «missingField» en «Product».' }));
        if (problems.length > 0) {
          return Response.json(
            { error: 'Hay consultas que el esquema no admite.', problems },
            { status: 400 },
          );
        }
        const content = JSON.stringify(operations);
        if (registered.has(match[1] ?? '') && registered.get(match[1] ?? '') !== content) {
          return Response.json({ error: 'Esa versión ya existe con otras consultas.' }, { status: 409 });
        }
        registered.set(match[1] ?? '', content);
        return Response.json({ registered: Object.keys(operations).length });
      }
      if (match?.[2] === 'retire') return Response.json({ retired: true });
      return Response.json({ versions: [...registered.keys()] });
    },
  };
}

let work: string;
let releasesDir: string;
let calls: Call[];
let gateway: GatewayDeploy;

/** A remote's build as the deploy reads it: a manifest, a chunk, its operations. */
function fakeBuild(name: string, operations: Record<string, string>, chunk = name): string {
  const dist = path.join(work, name);
  mkdirSync(path.join(dist, 'static/js'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name }));
  writeFileSync(path.join(dist, 'routes.json'), '[]');
  writeFileSync(path.join(dist, 'static/js/screen.0123abcd.js'), `console.log(${JSON.stringify(chunk)})`);
  writeFileSync(path.join(dist, OPERATIONS_FILE), JSON.stringify(operations));
  return dist;
}

/** A build named `version` published as that version. */
const deployBuild = (version: string, operations: Record<string, string> = { [id(1)]: 'query A { a }' }) =>
  deployRemote({
    releasesDir,
    gateway,
    remote: 'mf-storefront',
    version,
    dist: fakeBuild(version, operations),
  });

const versionsOnDisk = () =>
  readdirSync(path.join(releasesDir, storefront.dir)).filter((entry) => entry !== ACTIVE_FILE);

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'remote-deploy-'));
  releasesDir = path.join(work, 'releases');
  calls = [];
  gateway = standInGateway(calls);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('deploying a remote alone', () => {
  it('copies the build under its version, privately, registers its operations, then activates it', async () => {
    const dist = fakeBuild('uno', { [id(1)]: 'query A { a }' });
    const deployed = await deployRemote({
      releasesDir,
      gateway,
      remote: 'mf-storefront',
      version: 'v1',
      dist,
    });
    expect(deployed).toMatchObject({ remote: 'mf-storefront', version: 'v1', registered: 1 });
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: 'http://gateway.test/deploy/remotes/mf-storefront/versions/v1/operations',
        authorization: `Bearer ${KEY}`,
        body: { operations: { [id(1)]: 'query A { a }' } },
      },
    ]);
    const published = path.join(releasesDir, 'mf-storefront', 'v1');
    expect(readFileSync(path.join(published, 'static/js/screen.0123abcd.js'), 'utf8')).toContain('uno');
    expect(statSync(published).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(published, 'mf-manifest.json')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(releasesDir, 'mf-storefront', ACTIVE_FILE)).mode & 0o777).toBe(0o600);
    expect(await readPointer(releasesDir, storefront)).toEqual({ active: 'v1', previous: [] });
  });

  it('names a version by the build’s content when none is given: the same build is the same version', async () => {
    const dist = fakeBuild('uno', { [id(1)]: 'query A { a }' });
    const first = await deployRemote({ releasesDir, gateway, remote: 'mf_storefront', dist });
    const again = await deployRemote({ releasesDir, gateway, remote: 'mf_storefront', dist });
    expect(first.version).toMatch(/^[0-9a-f]{12}$/);
    expect(again.version).toBe(first.version);
    expect(versionsOnDisk()).toEqual([first.version]);
  });

  it('leaves the active version as it was when the gateway refuses a document, and keeps no files', async () => {
    await deployBuild('v1');
    const refused = await deployBuild('v2', { [id(2)]: 'query B { products { missingField } }' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(GatewayRefused);
    expect((refused as GatewayRefused).message).toBe('Hay consultas que el esquema no admite.');
    expect((refused as GatewayRefused).problems).toEqual([
      { id: id(2), message: 'No existe el campo «missingField» en «Product».' },
    ]);
    expect(versionsOnDisk()).toEqual(['v1']);
    expect(await readPointer(releasesDir, storefront)).toEqual({ active: 'v1', previous: [] });
  });

  it('refuses a wrong key in Spanish and publishes nothing', async () => {
    const wrongKey = { ...gateway, key: 'otra' };
    await expect(
      deployRemote({
        releasesDir,
        gateway: wrongKey,
        remote: 'mf-storefront',
        version: 'v1',
        dist: fakeBuild('uno', { [id(1)]: 'query A { a }' }),
      }),
    ).rejects.toThrow('Clave incorrecta.');
    expect(versionsOnDisk()).toEqual([]);
    expect(await readPointer(releasesDir, storefront)).toEqual({ active: null, previous: [] });
  });

  it('refuses a version already published with other files, before asking the gateway', async () => {
    await deployBuild('v1');
    await expect(
      deployRemote({
        releasesDir,
        gateway,
        remote: 'mf-storefront',
        version: 'v1',
        dist: fakeBuild('dos', {}),
      }),
    ).rejects.toThrow('ya tiene publicada la versión v1 con otros archivos');
    expect(calls).toHaveLength(1);
  });

  it('publishes a build that sends no operation without asking the gateway', async () => {
    const deployed = await deployBuild('v1', {});
    expect(deployed).toMatchObject({ version: 'v1', registered: 0, pointer: { active: 'v1', previous: [] } });
    expect(calls).toEqual([]);
  });

  it('refuses what is not a remote’s build and an unknown remote', async () => {
    await expect(
      deployRemote({ releasesDir, gateway, remote: 'mf-storefront', dist: path.join(work, 'nada') }),
    ).rejects.toThrow('no es un build de un remoto');
    await expect(deployRemote({ releasesDir, gateway, remote: 'mf-otra', dist: work })).rejects.toThrow(
      'No conocemos el remoto «mf-otra»',
    );
    await expect(
      deployRemote({
        releasesDir,
        gateway,
        remote: 'mf-storefront',
        version: '../x',
        dist: fakeBuild('uno', {}),
      }),
    ).rejects.toThrow('La versión «../x» no sirve');
  });
});

describe('rolling back and retiring', () => {
  beforeEach(async () => {
    for (const version of ['v1', 'v2', 'v3']) {
      await deployBuild(version, { [id(Number(version.slice(1)))]: `query Q${version} { a }` });
    }
  });

  it('goes back one version per rollback, and says so when there is none left', async () => {
    expect(await readPointer(releasesDir, storefront)).toEqual({ active: 'v3', previous: ['v1', 'v2'] });
    expect((await rollbackRemote({ releasesDir, remote: 'mf-storefront' })).active).toBe('v2');
    expect((await rollbackRemote({ releasesDir, remote: 'mf-storefront' })).active).toBe('v1');
    await expect(rollbackRemote({ releasesDir, remote: 'mf-storefront' })).rejects.toThrow(
      'no tiene una versión anterior',
    );
    expect((await listVersions(releasesDir, storefront)).map((v) => [v.version, v.active])).toEqual([
      ['v1', true],
      ['v2', false],
      ['v3', false],
    ]);
  });

  it('retires an old version at the gateway and removes its files, never the active one', async () => {
    await expect(
      retireRemote({ releasesDir, gateway, remote: 'mf-storefront', version: 'v3' }),
    ).rejects.toThrow('es la versión activa');
    await retireRemote({ releasesDir, gateway, remote: 'mf-storefront', version: 'v2' });
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: 'http://gateway.test/deploy/remotes/mf-storefront/versions/v2/retire',
      authorization: `Bearer ${KEY}`,
    });
    expect(versionsOnDisk().sort()).toEqual(['v1', 'v3']);
    // A rollback skips what was retired.
    expect((await rollbackRemote({ releasesDir, remote: 'mf-storefront' })).active).toBe('v1');
  });
});

describe('operations.json', () => {
  it('lists the ids the built files carry, with the listed text', () => {
    const chunk = `a={__meta__:{hash:"${id(1)}"}};b="${id(2)}";c="${id(1)}"`;
    expect(operationIdsIn([chunk])).toEqual([id(1), id(2)]);
    expect(operationsOf([id(1), id(2)], { [id(1)]: 'query A { a }' })).toEqual({
      operations: { [id(1)]: 'query A { a }' },
      missing: [id(2)],
    });
  });
});

describe('the web server and published versions', () => {
  let web: WebServer;
  beforeEach(async () => {
    web = await startWebServer({ port: 0, gatewayUrl: 'http://gateway.test', releasesDir, firstView: [] });
  });
  afterEach(() => web.close());

  const configRemote = async () =>
    ((await (await fetch(`${web.url}/config.json`)).json()) as { remotes: Record<string, string> }).remotes
      .mf_storefront;

  it('names the dist until a version is active, then the active version, without a restart', async () => {
    expect(await configRemote()).toBe('/remotes/mf-storefront/mf-manifest.json');
    await deployBuild('v1');
    expect(await configRemote()).toBe('/remotes/mf-storefront/v/v1/mf-manifest.json');
    await deployBuild('v2');
    expect(await configRemote()).toBe('/remotes/mf-storefront/v/v2/mf-manifest.json');
    // v1's files stay for the pages loaded on it.
    const old = await fetch(`${web.url}/remotes/mf-storefront/v/v1/static/js/screen.0123abcd.js`);
    expect(await old.text()).toContain('v1');
    await rollbackRemote({ releasesDir, remote: 'mf-storefront' });
    expect(await configRemote()).toBe('/remotes/mf-storefront/v/v1/mf-manifest.json');
    for (const missing of ['v/v9/mf-manifest.json', 'v/..%2F..%2Fetc/passwd', 'v/v1/../../active.json']) {
      expect((await fetch(`${web.url}/remotes/mf-storefront/${missing}`)).status).toBe(404);
    }
  });

  it('reads a pointer once per change', async () => {
    const read = activeVersionsReader(releasesDir);
    expect(await read()).toEqual({});
    await deployBuild('v1');
    expect(await read()).toEqual({ 'mf-storefront': 'v1' });
  });
});
