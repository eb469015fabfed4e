/**
 * Renders charts/overlap with the real helm (built at a pinned version by infra/local/tools.sh)
 * and checks what every deployable must have: hardened pods, probes, secrets from Secrets,
 * autoscaling and disruption budgets for the hot services, the gateway's ingress.
 *
 * The rendered YAML is checked per document with regular expressions over helm's stable
 * output (two-space indentation), so the test needs no YAML parser.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const repoRoot = resolve(__dirname, '..', '..');
const chartDir = resolve(repoRoot, 'charts', 'overlap');
// The first run compiles helm from source with `go install` (minutes on two cores).
const helmBuildTimeoutMs = 15 * 60 * 1000;
const helmTimeoutMs = 60 * 1000;

interface Manifest {
  kind: string;
  name: string;
  text: string;
}

let helm = '';

function run(command: string, args: string[], timeout: number): string {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', timeout, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}:\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

function template(...args: string[]): Manifest[] {
  const output = run(helm, ['template', 'overlap', chartDir, '--namespace', 'overlap', ...args], helmTimeoutMs);
  return output
    .split(/^---\s*$/m)
    .map((text) => text.trim())
    .filter((text) => /^kind:/m.test(text))
    .map((text) => ({
      kind: /^kind:\s*(\S+)/m.exec(text)![1]!,
      // metadata.name is the first key at two spaces of indentation called name.
      name: /^ {2}name:\s*"?([^"\s]+)"?/m.exec(text)![1]!,
      text,
    }));
}

function find(manifests: Manifest[], kind: string, name: string): Manifest | undefined {
  return manifests.find((m) => m.kind === kind && m.name === name);
}

function get(manifests: Manifest[], kind: string, name: string): Manifest {
  const manifest = find(manifests, kind, name);
  if (!manifest) throw new Error(`no ${kind} ${name} in: ${manifests.map((m) => `${m.kind}/${m.name}`).join(', ')}`);
  return manifest;
}

/** The env entry NAME of a Deployment, up to the next entry. */
function envEntry(deployment: Manifest, name: string): string | undefined {
  const match = new RegExp(`^( +)- name: ${name}\\n((?:\\1  .*\\n?)*)`, 'm').exec(deployment.text);
  return match?.[2];
}

describe('charts/overlap', () => {
  beforeAll(() => {
    const lines = run('bash', [resolve(repoRoot, 'infra/local/tools.sh'), 'helm'], helmBuildTimeoutMs)
      .trim()
      .split('\n');
    helm = lines[lines.length - 1]!;
    expect(existsSync(helm)).toBe(true);
  }, helmBuildTimeoutMs);

  it('passes helm lint --strict', () => {
    const output = run(helm, ['lint', '--strict', chartDir], helmTimeoutMs);
    expect(output).toMatch(/1 chart\(s\) linted, 0 chart\(s\) failed/);
  });

  describe('with default values', () => {
    let manifests: Manifest[];
    beforeAll(() => {
      manifests = template();
    });

    it('renders gateway and identity only', () => {
      const deployments = manifests.filter((m) => m.kind === 'Deployment').map((m) => m.name);
      expect(deployments.sort()).toEqual(['gateway', 'identity']);
      expect(
        manifests
          .filter((m) => m.kind === 'Service')
          .map((m) => m.name)
          .sort(),
      ).toEqual(['gateway', 'identity']);
    });

    it('runs every Deployment non-root, read-only, without capabilities, under RuntimeDefault seccomp', () => {
      for (const deployment of manifests.filter((m) => m.kind === 'Deployment')) {
        const podSecurity = /^ {6}securityContext:\n((?: {8}.*\n)+)/m.exec(deployment.text)?.[1] ?? '';
        expect(podSecurity).toMatch(/runAsNonRoot: true/);
        expect(podSecurity).toMatch(/runAsUser: 10001/);
        expect(podSecurity).toMatch(/seccompProfile:\n +type: RuntimeDefault/);
        const containerSecurity = /^ {10}securityContext:\n((?: {12}.*\n?)+)/m.exec(deployment.text)?.[1] ?? '';
        expect(containerSecurity).toMatch(/runAsNonRoot: true/);
        expect(containerSecurity).toMatch(/readOnlyRootFilesystem: true/);
        expect(containerSecurity).toMatch(/allowPrivilegeEscalation: false/);
        expect(containerSecurity).toMatch(/capabilities:\n +drop:\n +- ALL/);
        expect(deployment.text).toMatch(/mountPath: \/tmp/);
        expect(deployment.text).toMatch(/emptyDir:/);
      }
    });

    it('probes every Deployment on /health/live and /health/ready and shuts down gracefully', () => {
      for (const deployment of manifests.filter((m) => m.kind === 'Deployment')) {
        expect(deployment.text).toMatch(/livenessProbe:\n +httpGet:\n +path: \/health\/live\n +port: http/);
        expect(deployment.text).toMatch(/readinessProbe:\n +httpGet:\n +path: \/health\/ready\n +port: http/);
        expect(deployment.text).toMatch(/terminationGracePeriodSeconds: \d+/);
        expect(deployment.text).toMatch(/preStop:\n +exec:\n +command: \["sleep", "\d+"\]/);
      }
    });

    it('gives identity JWT_PRIVATE_KEY and DATABASE_URL from Secrets, never as plain values', () => {
      const identity = get(manifests, 'Deployment', 'identity');
      for (const name of ['JWT_PRIVATE_KEY', 'DATABASE_URL', 'INTERNAL_SERVICE_TOKEN']) {
        const entry = envEntry(identity, name);
        expect(entry).toBeDefined();
        expect(entry).toMatch(/valueFrom:\n +secretKeyRef:\n +name: "?[\w.-]+"?\n +key: "?\w+"?/);
        expect(entry).not.toMatch(/^\s*value:/m);
      }
      expect(envEntry(identity, 'PORT')).toMatch(/value: "3001"/);
      expect(envEntry(identity, 'COOKIE_SECURE')).toMatch(/value: "true"/);
    });

    it("points the gateway at identity through identity's values", () => {
      const gateway = get(manifests, 'Deployment', 'gateway');
      expect(envEntry(gateway, 'IDENTITY_URL')).toMatch(/value: "http:\/\/identity:3001"/);
      expect(envEntry(gateway, 'JWKS_URL')).toMatch(/value: "http:\/\/identity:3001\/\.well-known\/jwks\.json"/);
      expect(envEntry(gateway, 'SCHEDULES_URL')).toBeUndefined();
    });

    it('exposes only the gateway through an Ingress', () => {
      const ingresses = manifests.filter((m) => m.kind === 'Ingress');
      expect(ingresses.map((m) => m.name)).toEqual(['gateway']);
      expect(ingresses[0]!.text).toMatch(/service:\n +name: gateway\n +port:\n +name: http/);
      expect(ingresses[0]!.text).not.toMatch(/internal/);
    });

    it('autoscales and budgets disruptions for gateway and identity', () => {
      for (const name of ['gateway', 'identity']) {
        const hpa = get(manifests, 'HorizontalPodAutoscaler', name);
        expect(hpa.text).toMatch(new RegExp(`scaleTargetRef:\\n +apiVersion: apps/v1\\n +kind: Deployment\\n +name: ${name}`));
        expect(get(manifests, 'PodDisruptionBudget', name).text).toMatch(/minAvailable: 1/);
        // The HPA owns the replica count.
        expect(get(manifests, 'Deployment', name).text).not.toMatch(/^ {2}replicas:/m);
      }
    });

    it('lets only the ingress controller reach the gateway and only this release reach identity', () => {
      expect(get(manifests, 'NetworkPolicy', 'gateway').text).toMatch(/namespaceSelector:/);
      expect(get(manifests, 'NetworkPolicy', 'identity').text).toMatch(/from:\n +- podSelector:\n +matchLabels:\n +app.kubernetes.io\/part-of: overlap/);
    });

    it('references existing Secrets instead of creating them', () => {
      expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
    });
  });

  it('removes every object of a disabled service', () => {
    const manifests = template('--set', 'identity.enabled=false');
    expect(manifests.filter((m) => m.name === 'identity')).toEqual([]);
    expect(envEntry(get(manifests, 'Deployment', 'gateway'), 'IDENTITY_URL')).toBeUndefined();

    const withoutGateway = template('--set', 'gateway.enabled=false');
    expect(withoutGateway.filter((m) => m.name === 'gateway')).toEqual([]);
    expect(withoutGateway.filter((m) => m.kind === 'Ingress')).toEqual([]);
  });

  it('creates the Secrets when secrets.create is true, generating the JWT key', () => {
    const manifests = template(
      '--set',
      'secrets.create=true',
      '--set',
      'secrets.values.DATABASE_URL=postgres://overlap:pw@pg:5432/',
      '--set',
      'secrets.values.SMTP_URL=smtp://mail:1025',
    );
    const jwt = get(manifests, 'Secret', 'overlap-identity-jwt');
    const encoded = /JWT_PRIVATE_KEY: "([^"]+)"/.exec(jwt.text)?.[1] ?? '';
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toMatch(/^-----BEGIN (RSA )?PRIVATE KEY-----/);
    expect(find(manifests, 'Secret', 'overlap-postgresql')).toBeDefined();
    expect(find(manifests, 'Secret', 'overlap-internal-service-token')).toBeDefined();
  });

  it('fails fast when secrets.create is true but a needed URL is missing', () => {
    expect(() => template('--set', 'secrets.create=true')).toThrow(/secrets\.values\.DATABASE_URL/);
  });
});
