import type { UserConfig } from 'vite';

export declare const sourceCondition: '@citerne/source';
export declare const resolveToSource: Pick<UserConfig, 'resolve' | 'ssr'>;
export interface UnitTestOptions {
  environment?: 'node' | 'happy-dom';
  setupFiles?: string[];
  include?: string[];
  testTimeout?: number;
  /** Time allowed to a beforeAll/afterAll hook (default 60 s). */
  hookTimeout?: number;
  /**
   * Server code resolved as Node resolves it (no `module` condition): for tests that import @citerne/api's server
   * code, whose Elasticsearch client's dependencies cannot be loaded through their `module` builds.
   */
  serverAsNode?: boolean;
}
/** A package's unit-test project: tests beside the code, a JSON report in `.reports/unit.json`. */
export declare function unitTestConfig(options?: UnitTestOptions): import('vitest/config').ViteUserConfig;
