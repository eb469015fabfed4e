import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { feedFetchAllowedHosts } from '@overlap/test-support';

const SERVICE_DIR = resolve(__dirname, '..', '..');

/**
 * Another ingestion process from the same build (services/ingestion/dist/main.js) on its own
 * port, sharing the stack with the running one; its log lines are kept for assertions.
 */
export class SecondInstance {
  readonly logs: string[] = [];
  private child: ChildProcess | undefined;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string | undefined> = {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    // Same allow-list as the running service (scripts/lib/app-services.ts).
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(this.port), FEED_FETCH_ALLOWED_HOSTS: feedFetchAllowedHosts(), ...this.env };
    for (const [key, value] of Object.entries(this.env)) if (value === undefined) delete env[key];
    this.child = spawn(process.execPath, ['dist/main.js'], { cwd: SERVICE_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => this.logs.push(...chunk.toString().split('\n').filter(Boolean));
    this.child.stdout!.on('data', collect);
    this.child.stderr!.on('data', collect);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`second ingestion exited with ${this.child.exitCode}: ${this.logs.slice(-5).join('\n')}`);
      const ready = await fetch(`${this.url}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`second ingestion not ready on ${this.port}: ${this.logs.slice(-5).join('\n')}`);
  }

  /** Parsed JSON log lines with the given message. */
  entries(msg: string): Record<string, unknown>[] {
    return this.logs.flatMap((line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return entry.msg === msg ? [entry] : [];
      } catch {
        return [];
      }
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
