/**
 * Writes lib/currency/snapshot.data.ts, the exchange rates that answer when the live feed cannot,
 * from one dated version of the feed's npm package:
 *
 *   npm run rates:snapshot                 the package's current `latest` (must be a dated version)
 *   npm run rates:snapshot -- 2026.9.29    that version
 *
 * The package is fetched with `npm pack` (the registry npm is configured for) into a temporary
 * folder; only v1/currencies/usd.json is read from it, and only the site's codes are kept.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FEED_PACKAGE, FEED_PACKAGE_FILE, renderSnapshotModule, snapshotFromFeed, versionDay } from '@/lib/currency/snapshot-module';

const TARGET_PATH = fileURLToPath(new URL('../lib/currency/snapshot.data.ts', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command: string, args: readonly string[], cwd?: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 });
}

function chosenVersion(): string {
  const requested = process.argv[2];
  const version = requested ?? run(npm, ['view', FEED_PACKAGE, 'dist-tags.latest']).trim();
  if (versionDay(version) === undefined) {
    throw new Error(`${FEED_PACKAGE}@${version} is not a dated version; name one: npm run rates:snapshot -- 2026.9.29`);
  }
  return version;
}

const packOutput = z.array(z.object({ filename: z.string().min(1) })).length(1);

function main(): void {
  const version = chosenVersion();
  const workDir = mkdtempSync(join(tmpdir(), 'unitly-rates-'));
  try {
    const packed = packOutput.parse(
      JSON.parse(run(npm, ['pack', `${FEED_PACKAGE}@${version}`, '--json', '--pack-destination', workDir], workDir)),
    );
    const tarball = join(workDir, packed[0]!.filename);
    const usdJson = run('tar', ['-xzOf', tarball, `package/${FEED_PACKAGE_FILE}`]);
    const snapshot = snapshotFromFeed(JSON.parse(usdJson), version);
    writeFileSync(TARGET_PATH, renderSnapshotModule(snapshot));
    console.log(`Wrote ${TARGET_PATH}: ${Object.keys(snapshot.rates).length} rates of ${snapshot.date} from ${FEED_PACKAGE}@${version}`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main();
