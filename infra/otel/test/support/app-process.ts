import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One more process of a built app (its dist/main.js) beside the local stack's, on its own port
 * and environment; stopped with SIGTERM as Kubernetes stops a pod.
 */
export class AppProcess {
  readonly logs: string[] = [];
  private child: ChildProcess | undefined;

  constructor(
    private readonly dir: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 90_000): Promise<void> {
    this.child = spawn(process.execPath, ['dist/main.js'], {
      cwd: this.dir,
      env: { ...process.env, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => this.logs.push(...chunk.toString().split('\n').filter(Boolean));
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`${this.dir} exited with ${this.child.exitCode}: ${this.logs.slice(-5).join('\n')}`);
      const ready = await fetch(`${this.url}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`${this.dir} not ready on ${this.port}: ${this.logs.slice(-5).join('\n')}`);
  }

  /** SIGTERM, then the exit code (SIGKILL after 30 s, as a pod's grace period would). */
  async stop(): Promise<number | string | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const result = await exited;
    clearTimeout(timer);
    return result;
  }
}
