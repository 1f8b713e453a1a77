// Packs a workspace package — and the workspace packages it depends on — and installs the tarballs with npm in a
// folder outside the workspace: what a team outside this repository gets (the pack tests).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { packCached } from './packCached.js';

function newestTime(dir) {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newestTime(path) : statSync(path).mtimeMs;
    }),
  );
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Runs a command; on failure the error carries its output. */
export function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${error.stderr ?? ''}${error.stdout ?? ''}`);
  }
}

/**
 * The package and, depth first, the workspace packages it depends on (`workspace:` specifiers), as folders of the
 * packages directory it sits in: each one is packed and installed from its tarball, never linked.
 */
function withWorkspaceDependencies(packageDir) {
  const packagesDir = dirname(packageDir);
  const byName = new Map(
    readdirSync(packagesDir)
      .map((name) => join(packagesDir, name))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .map((dir) => [readJson(join(dir, 'package.json')).name, dir]),
  );
  const found = [];
  const visit = (dir) => {
    if (found.includes(dir)) return;
    found.push(dir);
    for (const [name, range] of Object.entries(readJson(join(dir, 'package.json')).dependencies ?? {})) {
      if (!String(range).startsWith('workspace:')) continue;
      const dependencyDir = byName.get(name);
      if (dependencyDir === undefined)
        throw new Error(`${name} (a workspace dependency of ${dir}) is not in ${packagesDir}`);
      visit(dependencyDir);
    }
  };
  visit(packageDir);
  return found;
}

function buildIfStale(packageDir) {
  const built = join(packageDir, 'dist', 'index.js');
  if (!existsSync(built) || statSync(built).mtimeMs < newestTime(join(packageDir, 'src'))) {
    run('pnpm', ['run', 'build'], packageDir);
  }
}

// A bare import in a built file: `from "x"`, `import "x"`, `import("x")`, `require("x")`.
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"'./\s][^"'\s]*)["']/g;
// Comments (TSDoc examples quote imports of other packages) are not imports.
const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:"'`])\/\/.*$/gm, '$1');
const packageNameOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

export function packAndInstall({ packageDir, offline = false, with: extraPackages = [] }) {
  const packageDirs = withWorkspaceDependencies(packageDir);
  for (const dir of packageDirs) buildIfStale(dir);
  const workDir = mkdtempSync(join(tmpdir(), 'citerne-pack-'));
  const packagesDir = dirname(packageDir);
  const workspaceManifests = [
    join(dirname(packagesDir), 'pnpm-workspace.yaml'),
    ...readdirSync(packagesDir)
      .map((name) => join(packagesDir, name, 'package.json'))
      .filter((path) => existsSync(path)),
  ];
  const packs = packageDirs.map((dir) => packCached(dir, workDir, workspaceManifests));
  const consumerDir = join(workDir, 'consumer');
  mkdirSync(consumerDir);
  writeFileSync(join(consumerDir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run(
    'npm',
    [
      'install',
      ...packs.map((pack) => pack.filename),
      ...extraPackages,
      offline ? '--offline' : '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
    ],
    consumerDir,
  );
  const installedDir = (name) => join(consumerDir, 'node_modules', ...name.split('/'));
  return {
    consumerDir,
    packedFiles: packs[0].files.map((file) => file.path),
    packedNames: packs.map((pack) => pack.name),
    manifest(name = packs[0].name) {
      return readJson(join(installedDir(name), 'package.json'));
    },
    problems() {
      const problems = [];
      // npm ls exits non-zero on a missing or invalid dependency, including a required peer.
      try {
        execFileSync('npm', ['ls', '--all', '--json'], { cwd: consumerDir, encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        problems.push(`npm ls: ${JSON.parse(error.stdout || '{}').problems?.join('; ') ?? error.message}`);
      }
      for (const pack of packs) {
        const manifest = this.manifest(pack.name);
        const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
        for (const [name, range] of Object.entries(declared)) {
          if (/^(workspace|catalog|link|file):/.test(range)) problems.push(`${pack.name} declares ${name}@${range}`);
          if (name.startsWith('@repo/')) problems.push(`${pack.name} depends on the workspace-only ${name}`);
        }
        const distDir = join(installedDir(pack.name), 'dist');
        for (const file of filesUnder(distDir).filter((path) => /\.(c|m)?js$|\.d\.ts$/.test(path))) {
          for (const [, specifier] of withoutComments(readFileSync(file, 'utf8')).matchAll(importPattern)) {
            const name = packageNameOf(specifier);
            if (specifier.startsWith('node:') || builtinModules.includes(name) || name === pack.name) continue;
            if (!(name in declared))
              problems.push(`${file.slice(consumerDir.length)} imports ${specifier}, not declared`);
          }
        }
      }
      return problems;
    },
    undocumentedExports(skippedEntries = []) {
      const manifest = this.manifest();
      const readme = readFileSync(join(installedDir(manifest.name), 'README.md'), 'utf8');
      const missing = [];
      for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
        const built = typeof target === 'string' ? target : target.default;
        if (!built.endsWith('.js') || skippedEntries.includes(subpath)) continue;
        const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
        const names = JSON.parse(
          run(
            process.execPath,
            [
              '--input-type=module',
              '-e',
              `console.log(JSON.stringify(Object.keys(await import(${JSON.stringify(specifier)}))))`,
            ],
            consumerDir,
          ),
        );
        for (const name of names) if (!new RegExp(`\\b${name}\\b`).test(readme)) missing.push(`${specifier}: ${name}`);
      }
      return missing;
    },
    resolve(specifier) {
      return run(
        process.execPath,
        ['--input-type=module', '-e', `console.log(import.meta.resolve(${JSON.stringify(specifier)}))`],
        consumerDir,
      ).trim();
    },
    /**
     * Builds a small React app with Vite — the consumer's own vite, installed `with` the package — as a server
     * bundle (`vite build --ssr`, default conditions, the published build only) and runs it: what it prints.
     */
    buildAndRunWithVite(name, source) {
      writeFileSync(join(consumerDir, name), source);
      const outDir = join(consumerDir, 'vite-out');
      run(
        join(consumerDir, 'node_modules', '.bin', 'vite'),
        ['build', '--ssr', name, '--outDir', outDir, '--logLevel', 'error'],
        consumerDir,
      );
      const built = readdirSync(outDir).find((file) => /\.m?js$/.test(file));
      return run(process.execPath, [join(outDir, built)], consumerDir);
    },
    runScript(name, source) {
      writeFileSync(join(consumerDir, name), source);
      return run(process.execPath, [name], consumerDir);
    },
    dispose() {
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * A README example: the first fenced block of the given language after the heading, and the output the README
 * documents for it (the `text` block after "It prints:"), when there is one.
 */
export function readmeExample(packageDir, heading, language = 'js') {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`README.md of ${packageDir} lost its "${heading}" section`);
  const section = readme.slice(start);
  const block = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(section);
  if (block === null) throw new Error(`README.md of ${packageDir}: no ${language} block after "${heading}"`);
  const after = section.slice(block.index + block[0].length);
  const output = /^\s*It prints:\s*```text\n([\s\S]*?)```/.exec(after)?.[1];
  return { code: block[1], output };
}
