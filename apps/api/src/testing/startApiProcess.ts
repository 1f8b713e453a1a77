import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { packageRoot } from '../config/packageRoot';

/** The API served by a child process of its own, for tests that must kill it. */
export interface ApiProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** `kill -9`: the process gets no chance to flush or close anything. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes and the database is closed cleanly. */
  stop(): Promise<void>;
}

/** A port free at this moment on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts `src/cli/serve.ts` from source in one Node process (no tsx wrapper process, so a signal reaches the
 * server itself) with `env` over the test's environment, and waits until `/api/health` answers.
 * @example
 * const api = await startApiProcess({ DATA_DIR: dir });
 * await api.kill();
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@citerne/source', 'src/cli/serve.ts'], {
    cwd: packageRoot,
    env: { ...process.env, NODE_ENV: 'test', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}) before answering:\n${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not answer within ${timeoutMs / 1000} s:\n${errors}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
