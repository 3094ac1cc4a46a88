// The deploy commands of one remote (decision 059):
//   npm run remote:deploy -- <remote> [--version <v>] [--dist <dir>]
//   npm run remote:rollback -- <remote>
//   npm run remote:versions -- <remote>
//   npm run remote:retire -- <remote> <version>
// GATEWAY_URL and DEPLOY_KEY name the running gateway; WEB_RELEASES_DIR (default DATA_DIR/web-releases)
// is the folder the web server reads the versions from.
import { parseArgs } from 'node:util';
import { restrictUmask } from '@club/db/private-files';
import { deployRemote, retireRemote, rollbackRemote } from './deploy-remote.ts';
import { GatewayRefused, gatewayDeployFromEnv } from './operation-registry.ts';
import { listVersions, releasesDirFromEnv, remoteNamed } from './releases.ts';

const usage = `Uso:
  npm run remote:deploy -- <remoto> [--version <v>] [--dist <carpeta>]
  npm run remote:rollback -- <remoto>
  npm run remote:versions -- <remoto>
  npm run remote:retire -- <remoto> <versión>`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { version: { type: 'string' }, dist: { type: 'string' } },
  });
  const [command, remote, version] = positionals;
  if (!command || !remote) throw new Error(usage);
  const releasesDir = releasesDirFromEnv();
  switch (command) {
    case 'deploy': {
      const deployed = await deployRemote({
        releasesDir,
        gateway: gatewayDeployFromEnv(),
        remote,
        version: values.version,
        dist: values.dist,
      });
      console.log(
        `${deployed.remote} ${deployed.version} publicado y activo (${deployed.registered} consultas registradas en el gateway).`,
      );
      return;
    }
    case 'rollback': {
      const pointer = await rollbackRemote({ releasesDir, remote });
      console.log(`${remoteNamed(remote).dir} vuelve a la versión ${pointer.active}.`);
      return;
    }
    case 'versions': {
      const versions = await listVersions(releasesDir, remoteNamed(remote));
      if (versions.length === 0) console.log(`${remoteNamed(remote).dir} no tiene versiones publicadas.`);
      for (const { version: v, active, publishedAt } of versions) {
        console.log(`${active ? '*' : ' '} ${v}  ${publishedAt.toISOString()}`);
      }
      return;
    }
    case 'retire': {
      if (!version) throw new Error(usage);
      await retireRemote({ releasesDir, gateway: gatewayDeployFromEnv(), remote, version });
      console.log(
        `${remoteNamed(remote).dir} ${version} retirada: sus archivos y sus consultas ya no están.`,
      );
      return;
    }
    default:
      throw new Error(usage);
  }
}

restrictUmask();
try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  if (error instanceof GatewayRefused) {
    for (const problem of error.problems) console.error(`  ${problem.id}: ${problem.message}`);
  }
  process.exitCode = 1;
}
