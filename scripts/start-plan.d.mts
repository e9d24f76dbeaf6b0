/** Types of scripts/start-plan.mjs (what `npm start` runs). */
type Server = 'app' | 'oidc' | 'mock';
interface WantedPort {
  port: number;
  explicit: boolean;
}
export interface StartOptions {
  shared: boolean;
  viteArgs: string[];
  ports: { app: WantedPort; oidc: WantedPort; mock?: WantedPort };
}
export interface StartPlan {
  shared: boolean;
  appUrl: string;
  issuer: string;
  mockUrl: string | undefined;
  runtimeConfig: Record<string, unknown>;
  oidc: { env: Record<string, string> };
  vite: { args: string[]; env: Record<string, string> };
  mock?: { env: Record<string, string> };
}
type Env = Record<string, string | undefined>;
export declare const DEFAULT_PORTS: { app: number; oidc: number; mock: number };
export declare const SERVERS: Record<Server, { name: string; variable?: string; choose(port: number | string): string }>;
export declare class StartError extends Error {}
export declare function parseStartOptions(argv: string[], env: Env): StartOptions;
export declare function portTakenMessage(server: Server, port: number, suggestion?: number): string;
export declare function resolvePorts(
  wanted: StartOptions['ports'],
  isFree: (port: number) => Promise<boolean>,
): Promise<{ ports: { app: number; oidc: number; mock?: number }; notes: string[] }>;
export declare function startPlan(options: Pick<StartOptions, 'shared' | 'viteArgs'>, ports: { app: number; oidc: number; mock?: number }, env: Env): StartPlan;
