// Packs a workspace package and installs the tarball with npm in a folder outside
// the workspace: what a team outside this repository gets (the pack tests).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function newestTime(dir) {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newestTime(path) : statSync(path).mtimeMs;
    }),
  );
}

/** Runs a command; on failure the error carries its output. */
export function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${error.stderr ?? ''}${error.stdout ?? ''}`);
  }
}

export function packAndInstall({ packageDir, offline = false }) {
  const built = join(packageDir, 'dist', 'index.js');
  if (!existsSync(built) || statSync(built).mtimeMs < newestTime(join(packageDir, 'src'))) {
    run('pnpm', ['run', 'build'], packageDir);
  }
  const workDir = mkdtempSync(join(tmpdir(), 'citerne-pack-'));
  const packed = JSON.parse(run('pnpm', ['pack', '--json', '--pack-destination', workDir], packageDir));
  const consumerDir = join(workDir, 'consumer');
  mkdirSync(consumerDir);
  writeFileSync(join(consumerDir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run(
    'npm',
    [
      'install',
      packed.filename,
      offline ? '--offline' : '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
    ],
    consumerDir,
  );
  return {
    consumerDir,
    packedFiles: packed.files.map((file) => file.path),
    runScript(name, source) {
      writeFileSync(join(consumerDir, name), source);
      return run(process.execPath, [name], consumerDir);
    },
    dispose() {
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
