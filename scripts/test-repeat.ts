// `npm run test:repeat -- N [vitest args]`: runs the chosen suites N times in a row, each in a fresh
// vitest process, then prints every test that failed at least once with its count. Exit code 1 when
// any run failed. Without vitest args it runs the tiers `npm test` runs before e2e.
// A failing run keeps its evidence (everything vitest printed, its JSON report, the e2e failure
// pages and screenshots) in its own folder, named at the end: a flake seen once is read, not rerun.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const DEFAULT_ARGS = ['--project', 'unit', '--project', 'web', '--project', 'int'];

interface JsonReport {
  success: boolean;
  numTotalTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

const [countArg, ...rest] = process.argv.slice(2);
const runs = Number(countArg);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Uso: npm run test:repeat -- N [argumentos de vitest]   (N: cuántas veces, entero ≥ 1)');
  process.exit(2);
}
const vitestArgs = rest.length > 0 ? rest : DEFAULT_ARGS;

/** Failures by test ("file › name"), with the first message seen, so a flake can be read without rerunning. */
const failures = new Map<string, { count: number; message: string }>();
let greenRuns = 0;
const stamp = new Date().toISOString().replaceAll(/[:.]/g, '-');
const evidenceDir = join(repoRoot, 'test-repeat-evidence', stamp);
const keptRuns: string[] = [];

function noteFailure(key: string, message: string): void {
  const seen = failures.get(key);
  if (seen) seen.count += 1;
  else
    failures.set(key, {
      count: 1,
      message: message.split('\n').slice(0, 3).join(' ').replaceAll('|', '\\|').slice(0, 240),
    });
}

/** Runs vitest once, its output shown as it comes and written to `logFile`; answers its exit code. */
function runVitest(args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<number | null> {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => log.end(() => done(code)));
  });
}

for (let run = 1; run <= runs; run++) {
  const runDir = join(evidenceDir, `run-${run}`);
  mkdirSync(runDir, { recursive: true });
  const outputFile = join(runDir, 'report.json');
  const started = performance.now();
  const code = await runVitest(
    [...vitestArgs, '--reporter=dot', '--reporter=json', `--outputFile.json=${outputFile}`],
    { ...process.env, E2E_FAILURES_DIR: join(runDir, 'e2e-failures') },
    join(runDir, 'output.log'),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  let report: JsonReport | undefined;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8')) as JsonReport;
  } catch {
    report = undefined;
  }
  if (!report) {
    noteFailure('(vitest no terminó: sin informe)', `código de salida ${code}`);
  } else {
    for (const file of report.testResults) {
      const name = relative(repoRoot, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) noteFailure(`${name} › ${test.fullName}`, test.failureMessages?.[0] ?? '');
      // A file that failed outside any test (import error, failing hook) has no failed assertion.
      if (file.status === 'failed' && failed.length === 0)
        noteFailure(`${name} (el archivo)`, file.message ?? '');
    }
  }
  const green = code === 0 && report?.success === true;
  if (green) {
    greenRuns += 1;
    rmSync(runDir, { recursive: true, force: true });
  } else {
    keptRuns.push(relative(repoRoot, runDir));
  }
  console.log(
    `\n── corrida ${run}/${runs}: ${green ? 'verde' : 'ROJA'}, ${report?.numTotalTests ?? '?'} tests, ${report?.numFailedTests ?? '?'} fallaron, ${seconds} s\n`,
  );
}
if (keptRuns.length === 0) rmSync(evidenceDir, { recursive: true, force: true });

console.log(`${greenRuns} de ${runs} corridas verdes (vitest ${vitestArgs.join(' ')})`);
if (failures.size === 0) {
  console.log('Ningún test falló.');
} else {
  const rows = [...failures].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
  console.log(`\n| veces | test | primer error |\n|---|---|---|`);
  for (const [test, { count, message }] of rows) console.log(`| ${count}/${runs} | ${test} | ${message} |`);
  console.log(
    `\nLo que dejó cada corrida roja (salida completa, report.json, páginas y capturas de e2e):\n${keptRuns.map((dir) => `  ${dir}`).join('\n')}`,
  );
}
process.exitCode = greenRuns === runs ? 0 : 1;
