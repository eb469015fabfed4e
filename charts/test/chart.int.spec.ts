/**
 * Checks what every deployable of charts/overlap must have: hardened pods, probes, secrets from
 * Secrets, autoscaling and disruption budgets for the hot services, who may connect to whom, the
 * gateway's upstreams and ingress (rendered by support/chart-render.ts).
 */
import { identityConfig } from '../../services/identity/src/config';
import { HEARTBEAT_MS } from '../../services/presence/src/live/live.controller';
import { chartDir, envEntry, find, get, helmBuildTimeoutMs, run, services, template, useHelm, type Manifest } from './support/chart-render';

let helm = '';

const newServices = ['schedules', 'groups', 'presence', 'ingestion', 'billing'];
const secretRef = /valueFrom:\n +secretKeyRef:\n +name: "?[\w.-]+"?\n +key: "?\w+"?/;

function expectFromSecret(deployment: Manifest, name: string): string {
  const entry = envEntry(deployment, name);
  expect(entry).toBeDefined();
  expect(entry).toMatch(secretRef);
  expect(entry).not.toMatch(/^\s*value:/m);
  return entry!;
}

/**
 * Who a NetworkPolicy admits: the app.kubernetes.io/name of each pod-selector peer, "release"
 * for the selector of all this release's pods, "namespace" for a namespace selector; an
 * explicit `ingress: []` admits nobody.
 */
function admitted(policy: Manifest): string[] {
  if (/^ {2}ingress: \[\]$/m.test(policy.text)) return [];
  const from = /^ {6}from:\n((?: {8}.*\n?)+)/m.exec(policy.text)?.[1];
  if (from === undefined) throw new Error(`NetworkPolicy ${policy.name} has no from:\n${policy.text}`);
  return from
    .split(/^ {8}- /m)
    .filter((peer) => peer.trim())
    .map((peer) => {
      if (/namespaceSelector:/.test(peer)) return 'namespace';
      expect(peer).toMatch(/app.kubernetes.io\/instance: overlap/);
      if (/app.kubernetes.io\/part-of: overlap/.test(peer)) return 'release';
      return /app.kubernetes.io\/name: (\S+)/.exec(peer)![1]!;
    })
    .sort();
}

/** nginx size ("6m", "512k", "1048576") in bytes. */
function nginxBytes(size: string): number {
  const match = /^(\d+)([kKmMgG]?)$/.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2]!.toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(match[1]) * unit;
}

const createSecrets = [
  '--set',
  'secrets.create=true',
  '--set',
  'secrets.values.DATABASE_URL=postgres://overlap:pw@pg:5432/',
  '--set',
  'secrets.values.SMTP_URL=smtp://mail:1025',
  '--set',
  'secrets.values.MONGODB_URL=mongodb://mongo:27017/',
];

function secretValue(secret: Manifest, key: string): string {
  const encoded = new RegExp(`^ {2}${key}: "([^"]+)"`, 'm').exec(secret.text)?.[1];
  if (encoded === undefined) throw new Error(`no ${key} in Secret ${secret.name}`);
  return Buffer.from(encoded, 'base64').toString('utf8');
}

describe('charts/overlap', () => {
  beforeAll(() => {
    helm = useHelm();
  }, helmBuildTimeoutMs);

  it('passes helm lint --strict', () => {
    const output = run(helm, ['lint', '--strict', chartDir]);
    expect(output).toMatch(/1 chart\(s\) linted, 0 chart\(s\) failed/);
  });

  describe('with default values', () => {
    let manifests: Manifest[];
    beforeAll(() => {
      manifests = template();
    });

    it('renders a Deployment and a Service for gateway, identity, schedules, groups, presence, ingestion and billing', () => {
      const deployments = manifests.filter((m) => m.kind === 'Deployment').map((m) => m.name);
      expect(deployments.sort()).toEqual(services);
      expect(
        manifests
          .filter((m) => m.kind === 'Service')
          .map((m) => m.name)
          .sort(),
      ).toEqual(services);
      for (const [name, port] of [
        ['schedules', 3002],
        ['groups', 3003],
        ['presence', 3004],
        ['ingestion', 3006],
        ['billing', 3005],
      ] as const) {
        const deployment = get(manifests, 'Deployment', name);
        expect(envEntry(deployment, 'PORT')).toMatch(new RegExp(`value: "${port}"`));
        expect(deployment.text).toMatch(new RegExp(`containerPort: ${port}\\n`));
        expect(deployment.text).toMatch(new RegExp(`image: "overlap-${name}:0\\.1\\.0"`));
        expect(envEntry(deployment, 'NODE_ENV')).toMatch(/value: "production"/);
        expect(envEntry(deployment, 'OTEL_SERVICE_NAME')).toMatch(new RegExp(`value: "${name}"`));
        expect(envEntry(deployment, 'OTEL_EXPORTER_OTLP_ENDPOINT')).toMatch(/value: "http:\/\/otel-collector:4318"/);
        expect(envEntry(deployment, 'LOG_LEVEL')).toMatch(/value: "info"/);
        expect(envEntry(deployment, 'KAFKA_BROKERS')).toMatch(/value: "kafka:9092"/);
        expect(envEntry(deployment, 'JWKS_URL')).toMatch(/value: "http:\/\/identity:3001\/\.well-known\/jwks\.json"/);
        expect(get(manifests, 'Service', name).text).toMatch(new RegExp(`port: ${port}\\n +targetPort: http`));
      }
    });

    it('reads client addresses only through the trusted proxy hops, and feeds every process session revocations', () => {
      for (const deployment of manifests.filter((m) => m.kind === 'Deployment')) {
        expect(envEntry(deployment, 'TRUST_PROXY')).toMatch(/value: "loopback, uniquelocal"/);
        expect(envEntry(deployment, 'KAFKA_BROKERS')).toMatch(/value: "kafka:9092"/);
      }
      const narrowed = template('--set', 'global.trustedProxies=loopback\\, 10.42.0.0/16');
      expect(envEntry(get(narrowed, 'Deployment', 'identity'), 'TRUST_PROXY')).toMatch(/value: "loopback, 10\.42\.0\.0\/16"/);
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

    // ADR 039: each calling service has its own credential; a callee holds only its named callers'.
    it('gives each internal caller its own credential and each callee only those of its named callers', () => {
      const credential = (deployment: Manifest, name: string) => {
        const entry = envEntry(deployment, name);
        if (!entry) return undefined;
        expect(entry).toMatch(secretRef);
        return /name: "overlap-internal-credentials"\n +key: "(\w+)"/.exec(entry)?.[1];
      };
      const own = Object.fromEntries(services.map((name) => [name, credential(get(manifests, 'Deployment', name), 'INTERNAL_SERVICE_TOKEN')]));
      expect(own).toEqual({
        billing: 'billing',
        gateway: undefined,
        groups: 'groups',
        // identity asks every service for its part of a data export (ADR 048).
        identity: 'identity',
        ingestion: undefined,
        presence: 'presence',
        schedules: undefined,
      });
      const accepted = (name: string) =>
        [...get(manifests, 'Deployment', name).text.matchAll(/- name: INTERNAL_TOKEN_FROM_(\w+)/g)].map((m) => [
          m[1],
          credential(get(manifests, 'Deployment', name), `INTERNAL_TOKEN_FROM_${m[1]}`),
        ]);
      expect(accepted('identity')).toEqual([
        ['BILLING', 'billing'],
        ['GROUPS', 'groups'],
      ]);
      expect(accepted('schedules')).toEqual([
        ['GROUPS', 'groups'],
        ['IDENTITY', 'identity'],
        ['PRESENCE', 'presence'],
      ]);
      for (const name of ['billing', 'groups', 'ingestion', 'presence']) expect(accepted(name)).toEqual([['IDENTITY', 'identity']]);
      expect(accepted('gateway')).toEqual([]);
      expect(manifests.map((m) => m.text).join('\n')).not.toMatch(/INTERNAL_SERVICE_TOKEN\n +value:/);
    });

    it('gives identity JWT_PRIVATE_KEY and DATABASE_URL from Secrets, never as plain values', () => {
      const identity = get(manifests, 'Deployment', 'identity');
      for (const name of ['JWT_PRIVATE_KEY', 'DATABASE_URL']) {
        const entry = envEntry(identity, name);
        expect(entry).toBeDefined();
        expect(entry).toMatch(/valueFrom:\n +secretKeyRef:\n +name: "?[\w.-]+"?\n +key: "?\w+"?/);
        expect(entry).not.toMatch(/^\s*value:/m);
      }
      expect(envEntry(identity, 'PORT')).toMatch(/value: "3001"/);
      expect(envEntry(identity, 'COOKIE_SECURE')).toMatch(/value: "true"/);
    });

    it('gives schedules and groups DATABASE_URL, and ingestion MONGODB_URL and FEED_URL_KEY, from Secrets', () => {
      for (const name of ['schedules', 'groups']) {
        const deployment = get(manifests, 'Deployment', name);
        expect(expectFromSecret(deployment, 'DATABASE_URL')).toMatch(/name: "overlap-postgresql"\n +key: "DATABASE_URL"/);
        expect(envEntry(deployment, 'MONGODB_URL')).toBeUndefined();
      }
      // groups sends invitation e-mails (ADR 031); schedules sends none.
      expect(envEntry(get(manifests, 'Deployment', 'schedules'), 'SMTP_URL')).toBeUndefined();
      expectFromSecret(get(manifests, 'Deployment', 'groups'), 'SMTP_URL');
      const ingestion = get(manifests, 'Deployment', 'ingestion');
      expect(expectFromSecret(ingestion, 'MONGODB_URL')).toMatch(/name: "overlap-mongodb"\n +key: "MONGODB_URL"/);
      // Required: ingestion must not start without it, so the reference is not optional.
      const feedUrlKey = expectFromSecret(ingestion, 'FEED_URL_KEY');
      expect(feedUrlKey).toMatch(/name: "overlap-ingestion-feed-url-key"\n +key: "FEED_URL_KEY"/);
      expect(feedUrlKey).not.toMatch(/optional/);
      expect(envEntry(ingestion, 'DATABASE_URL')).toBeUndefined();
    });

    it('gives ingestion an optional OPENAI_API_KEY from a Secret, the model, and no fetch allow-list', () => {
      const ingestion = get(manifests, 'Deployment', 'ingestion');
      const apiKey = expectFromSecret(ingestion, 'OPENAI_API_KEY');
      expect(apiKey).toMatch(/name: "overlap-openai"\n +key: "OPENAI_API_KEY"\n +optional: true/);
      expect(envEntry(ingestion, 'OPENAI_MODEL')).toMatch(/value: "gpt-4o-mini"/);
      expect(envEntry(ingestion, 'OPENAI_BASE_URL')).toBeUndefined();
      expect(envEntry(ingestion, 'FEED_FETCH_ALLOWED_HOSTS')).toBeUndefined();
    });

    it('points the gateway at every enabled service through its values', () => {
      const gateway = get(manifests, 'Deployment', 'gateway');
      expect(envEntry(gateway, 'IDENTITY_URL')).toMatch(/value: "http:\/\/identity:3001"/);
      expect(envEntry(gateway, 'SCHEDULES_URL')).toMatch(/value: "http:\/\/schedules:3002"/);
      expect(envEntry(gateway, 'GROUPS_URL')).toMatch(/value: "http:\/\/groups:3003"/);
      expect(envEntry(gateway, 'INGESTION_URL')).toMatch(/value: "http:\/\/ingestion:3006"/);
      expect(envEntry(gateway, 'BILLING_URL')).toMatch(/value: "http:\/\/billing:3005"/);
      expect(envEntry(gateway, 'PRESENCE_URL')).toMatch(/value: "http:\/\/presence:3004"/);
      expect(envEntry(gateway, 'JWKS_URL')).toMatch(/value: "http:\/\/identity:3001\/\.well-known\/jwks\.json"/);
    });

    it("points groups and presence at schedules' internal endpoint with a timeout", () => {
      for (const name of ['groups', 'presence']) {
        const deployment = get(manifests, 'Deployment', name);
        expect(envEntry(deployment, 'SCHEDULES_INTERNAL_URL')).toMatch(/value: "http:\/\/schedules:3002"/);
        expect(envEntry(deployment, 'SCHEDULES_TIMEOUT_MS')).toMatch(/value: "\d+"/);
      }
    });

    it('gives presence MONGODB_URL and the service token from Secrets, Kafka, and no PostgreSQL or SMTP', () => {
      const presence = get(manifests, 'Deployment', 'presence');
      expect(expectFromSecret(presence, 'MONGODB_URL')).toMatch(/name: "overlap-mongodb"\n +key: "MONGODB_URL"/);
      expect(envEntry(presence, 'KAFKA_BROKERS')).toMatch(/value: "kafka:9092"/);
      expect(envEntry(presence, 'DATABASE_URL')).toBeUndefined();
      expect(envEntry(presence, 'SMTP_URL')).toBeUndefined();
    });

    it("names the pod and namespace in every service's OpenTelemetry resource, from the downward API", () => {
      for (const deployment of manifests.filter((m) => m.kind === 'Deployment')) {
        expect(envEntry(deployment, 'K8S_POD_NAME')).toMatch(/valueFrom:\n +fieldRef:\n +fieldPath: metadata\.name/);
        expect(envEntry(deployment, 'K8S_NAMESPACE_NAME')).toMatch(/valueFrom:\n +fieldRef:\n +fieldPath: metadata\.namespace/);
        expect(envEntry(deployment, 'OTEL_RESOURCE_ATTRIBUTES')).toMatch(
          /value: "k8s\.pod\.name=\$\(K8S_POD_NAME\),k8s\.namespace\.name=\$\(K8S_NAMESPACE_NAME\)"/,
        );
        // Kubernetes expands $(NAME) only from variables listed before it.
        expect(deployment.text.indexOf('- name: K8S_POD_NAME')).toBeLessThan(deployment.text.indexOf('- name: OTEL_RESOURCE_ATTRIBUTES'));
        expect(deployment.text.indexOf('- name: K8S_NAMESPACE_NAME')).toBeLessThan(deployment.text.indexOf('- name: OTEL_RESOURCE_ATTRIBUTES'));
      }
    });

    it('exposes only the gateway through an Ingress that takes 5 MB uploads and slow screenshot reads', () => {
      const ingresses = manifests.filter((m) => m.kind === 'Ingress' && m.name === 'gateway');
      expect(manifests.filter((m) => m.kind === 'Ingress').map((m) => m.name)).toEqual(['gateway', 'gateway-live']);
      expect(ingresses[0]!.text).toMatch(/service:\n +name: gateway\n +port:\n +name: http/);
      expect(ingresses[0]!.text).not.toMatch(/internal/);
      // The gateway accepts 5,242,880-byte uploads (pictures, screenshots); nginx must not refuse them first.
      const bodySize = /nginx\.ingress\.kubernetes\.io\/proxy-body-size: "?(\w+)"?/.exec(ingresses[0]!.text)?.[1] ?? '';
      expect(nginxBytes(bodySize)).toBeGreaterThanOrEqual(6 * 1024 * 1024);
      // A screenshot may wait for the vision model twice (its timeout, one retry).
      const readTimeout = Number(/nginx\.ingress\.kubernetes\.io\/proxy-read-timeout: "?(\d+)"?/.exec(ingresses[0]!.text)?.[1]);
      const visionTimeout = Number(/- name: OPENAI_TIMEOUT_MS\n +value: "(\d+)"/.exec(get(manifests, 'Deployment', 'ingestion').text)?.[1]);
      expect(readTimeout).toBeGreaterThan((2 * visionTimeout) / 1000);
    });

    // Issue 20: a stopping pod finishes what it serves; the ingress gives up on a request before the pod is killed.
    it('ends every request through the main Ingress within the grace period of the pods that serve it', () => {
      const readTimeout = Number(/nginx\.ingress\.kubernetes\.io\/proxy-read-timeout: "?(\d+)"?/.exec(get(manifests, 'Ingress', 'gateway').text)?.[1]);
      for (const name of services) {
        const deployment = get(manifests, 'Deployment', name);
        const grace = Number(/terminationGracePeriodSeconds: (\d+)/.exec(deployment.text)?.[1]);
        const preStop = Number(/command: \["sleep", "(\d+)"\]/.exec(deployment.text)?.[1]);
        // Only what the gateway proxies waits that long; the other services answer within their own time.
        if (name === 'gateway' || name === 'ingestion') expect(preStop + readTimeout).toBeLessThan(grace);
        else expect(grace).toBeGreaterThan(preStop + 10);
      }
    });

    it('passes the live event stream through its own Ingress unbuffered, and keeps it open for its whole life', () => {
      const live = get(manifests, 'Ingress', 'gateway-live');
      const main = get(manifests, 'Ingress', 'gateway');
      expect(live.text).toMatch(/- path: \/api\/live\n +pathType: Exact\n +backend:\n +service:\n +name: gateway\n +port:\n +name: http/);
      // Same host, class and certificate as the main Ingress.
      for (const field of [/^ {2}ingressClassName: .*$/m, /- host: .*$/m, /secretName: .*$/m])
        expect(live.text.match(field)?.[0]).toBe(main.text.match(field)?.[0]);
      expect(live.text).toMatch(/nginx\.ingress\.kubernetes\.io\/proxy-buffering: "off"/);
      // nginx's read timeout is the longest silence between two reads: it must outlast the
      // heartbeat comment and also a stream's whole life (it ends when the access token does).
      const readTimeout = Number(/nginx\.ingress\.kubernetes\.io\/proxy-read-timeout: "?(\d+)"?/.exec(live.text)?.[1]);
      expect(readTimeout).toBeGreaterThan(HEARTBEAT_MS / 1000);
      expect(readTimeout).toBeGreaterThan(identityConfig.accessTokenTtlSeconds);
      // Nothing else on the host gets those settings.
      expect(main.text).not.toMatch(/proxy-buffering/);
      // The grace period covers the preStop sleep and the shutdown, not a stream's life: streams
      // are ended (presence) or cut (gateway) when a pod stops, and browsers reconnect.
      for (const name of ['gateway', 'presence']) {
        const deployment = get(manifests, 'Deployment', name);
        const grace = Number(/terminationGracePeriodSeconds: (\d+)/.exec(deployment.text)?.[1]);
        const preStop = Number(/command: \["sleep", "(\d+)"\]/.exec(deployment.text)?.[1]);
        expect(grace).toBeGreaterThan(preStop + 10);
        expect(grace).toBeLessThan(identityConfig.accessTokenTtlSeconds);
      }
    });

    it('autoscales and budgets disruptions for gateway, identity, schedules, ingestion and billing', () => {
      for (const name of ['gateway', 'identity', 'schedules', 'ingestion', 'billing']) {
        const hpa = get(manifests, 'HorizontalPodAutoscaler', name);
        expect(hpa.text).toMatch(new RegExp(`scaleTargetRef:\\n +apiVersion: apps/v1\\n +kind: Deployment\\n +name: ${name}`));
        expect(hpa.text).toMatch(/minReplicas: 2\n +maxReplicas: \d+/);
        expect(get(manifests, 'PodDisruptionBudget', name).text).toMatch(/minAvailable: 1/);
        // The HPA owns the replica count.
        expect(get(manifests, 'Deployment', name).text).not.toMatch(/^ {2}replicas:/m);
      }
    });

    it('autoscales presence on CPU only where the cluster serves no custom metrics, and drains one replica at a time', () => {
      const hpa = get(manifests, 'HorizontalPodAutoscaler', 'presence');
      expect(hpa.text).toMatch(/scaleTargetRef:\n +apiVersion: apps\/v1\n +kind: Deployment\n +name: presence/);
      expect(hpa.text).toMatch(/minReplicas: 2\n +maxReplicas: \d+/);
      expect(hpa.text).toMatch(/- type: Resource\n +resource:\n +name: cpu\n +target:\n +type: Utilization\n +averageUtilization: 70/);
      expect(hpa.text).not.toMatch(/- type: Pods\n/);
      // Streams of a removed replica reconnect to the others: one replica at a time.
      expect(hpa.text).toMatch(/scaleDown:\n +policies:\n +- periodSeconds: \d+\n +type: Pods\n +value: 1\n +stabilizationWindowSeconds: 300/);
      expect(get(manifests, 'PodDisruptionBudget', 'presence').text).toMatch(/maxUnavailable: 1/);
      expect(get(manifests, 'Deployment', 'presence').text).not.toMatch(/^ {2}replicas:/m);
    });

    it('runs groups at two replicas with a disruption budget and no autoscaler', () => {
      expect(find(manifests, 'HorizontalPodAutoscaler', 'groups')).toBeUndefined();
      expect(get(manifests, 'Deployment', 'groups').text).toMatch(/^ {2}replicas: 2$/m);
      expect(get(manifests, 'PodDisruptionBudget', 'groups').text).toMatch(/minAvailable: 1/);
    });

    it('sets memory requests and limits on every Deployment', () => {
      for (const deployment of manifests.filter((m) => m.kind === 'Deployment')) {
        const resources = /^ {10}resources:\n((?: {12}.*\n)+)/m.exec(deployment.text)?.[1] ?? '';
        expect(resources).toMatch(/requests:\n +cpu: \w+\n +memory: \w+/);
        expect(resources).toMatch(/limits:\n +memory: \w+/);
      }
    });

    it('admits only the callers each service needs', () => {
      expect(admitted(get(manifests, 'NetworkPolicy', 'gateway'))).toEqual(['namespace']);
      // Every service fetches identity's JWKS.
      expect(admitted(get(manifests, 'NetworkPolicy', 'identity'))).toEqual(['release']);
      // groups and presence read schedules' /internal/occurrences; the gateway never routes /internal;
      // identity asks every service for its part of a data export (ADR 048).
      expect(admitted(get(manifests, 'NetworkPolicy', 'schedules'))).toEqual(['gateway', 'groups', 'identity', 'presence']);
      expect(admitted(get(manifests, 'NetworkPolicy', 'groups'))).toEqual(['gateway', 'identity']);
      // The public API and the live stream come through the gateway only.
      expect(admitted(get(manifests, 'NetworkPolicy', 'presence'))).toEqual(['gateway', 'identity']);
      expect(admitted(get(manifests, 'NetworkPolicy', 'ingestion'))).toEqual(['gateway', 'identity']);
      // Stripe's webhook comes through the ingress and the gateway only.
      expect(admitted(get(manifests, 'NetworkPolicy', 'billing'))).toEqual(['gateway', 'identity']);
      for (const name of services) {
        const policy = get(manifests, 'NetworkPolicy', name);
        expect(policy.text).toMatch(/ports:\n +- port: http\n +protocol: TCP/);
      }
      // Changed on purpose (issue 20): egress is restricted too; chart-hardening.int.spec.ts checks it.
    });

    it('gives billing DATABASE_URL, SMTP_URL and optional Stripe keys from Secrets, its own origin and identity', () => {
      const billing = get(manifests, 'Deployment', 'billing');
      expect(expectFromSecret(billing, 'DATABASE_URL')).toMatch(/name: "overlap-postgresql"\n +key: "DATABASE_URL"/);
      expectFromSecret(billing, 'SMTP_URL');
      // Without a key billing sells nothing but starts: the references are optional.
      expect(expectFromSecret(billing, 'STRIPE_SECRET_KEY')).toMatch(/name: "overlap-stripe"\n +key: "STRIPE_SECRET_KEY"\n +optional: true/);
      expect(expectFromSecret(billing, 'STRIPE_WEBHOOK_SECRET')).toMatch(/name: "overlap-stripe"\n +key: "STRIPE_WEBHOOK_SECRET"\n +optional: true/);
      expect(envEntry(billing, 'APP_BASE_URL')).toMatch(/value: "https:\/\/overlap\.example\.com"/);
      expect(envEntry(billing, 'IDENTITY_INTERNAL_URL')).toMatch(/value: "http:\/\/identity:3001"/);
      expect(envEntry(billing, 'MAIL_FROM')).toBeDefined();
      // No prices named: none set, and nothing points at the local stack's Stripe stand-ins.
      for (const name of ['STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY', 'STRIPE_API_BASE', 'STRIPE_LOCAL_CHECKOUT_URL', 'MONGODB_URL'])
        expect(envEntry(billing, name)).toBeUndefined();
    });

    it('references existing Secrets instead of creating them', () => {
      expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
    });
  });

  it('removes every object of a disabled service', () => {
    const manifests = template('--set', 'identity.enabled=false');
    expect(manifests.filter((m) => m.name === 'identity')).toEqual([]);
    expect(envEntry(get(manifests, 'Deployment', 'gateway'), 'IDENTITY_URL')).toBeUndefined();

    for (const name of newServices) {
      const without = template('--set', `${name}.enabled=false`);
      expect(without.filter((m) => m.name === name)).toEqual([]);
      expect(envEntry(get(without, 'Deployment', 'gateway'), `${name.toUpperCase()}_URL`)).toBeUndefined();
      for (const other of newServices.filter((n) => n !== name)) {
        expect(envEntry(get(without, 'Deployment', 'gateway'), `${other.toUpperCase()}_URL`)).toBeDefined();
        expect(find(without, 'Deployment', other)).toBeDefined();
      }
    }

    const withoutGateway = template('--set', 'gateway.enabled=false');
    expect(withoutGateway.filter((m) => m.name === 'gateway')).toEqual([]);
    expect(withoutGateway.filter((m) => m.kind === 'Ingress')).toEqual([]);
  });

  it('lets groups and presence reach schedules wherever the schedules values put it, and admits nobody once all callers are gone', () => {
    const moved = template('--set', 'schedules.name=calendar', '--set', 'schedules.port=4002');
    expect(envEntry(get(moved, 'Deployment', 'groups'), 'SCHEDULES_INTERNAL_URL')).toMatch(/value: "http:\/\/calendar:4002"/);
    expect(envEntry(get(moved, 'Deployment', 'presence'), 'SCHEDULES_INTERNAL_URL')).toMatch(/value: "http:\/\/calendar:4002"/);
    expect(envEntry(get(moved, 'Deployment', 'gateway'), 'SCHEDULES_URL')).toMatch(/value: "http:\/\/calendar:4002"/);
    expect(admitted(get(moved, 'NetworkPolicy', 'calendar'))).toEqual(['gateway', 'groups', 'identity', 'presence']);

    const withoutGroups = template('--set', 'groups.enabled=false', '--set', 'presence.enabled=false');
    expect(admitted(get(withoutGroups, 'NetworkPolicy', 'schedules'))).toEqual(['gateway', 'identity']);

    // An empty "from" would admit everyone; with no caller left the policy admits no one.
    const alone = template(
      '--set',
      'groups.enabled=false',
      '--set',
      'presence.enabled=false',
      '--set',
      'gateway.enabled=false',
      '--set',
      'identity.enabled=false',
    );
    expect(admitted(get(alone, 'NetworkPolicy', 'schedules'))).toEqual([]);
    expect(admitted(get(alone, 'NetworkPolicy', 'ingestion'))).toEqual([]);
    expect(admitted(get(template('--set', 'gateway.enabled=false', '--set', 'identity.enabled=false'), 'NetworkPolicy', 'presence'))).toEqual([]);
  });

  it("adds open live streams per pod to presence's autoscaler where custom.metrics.k8s.io is served, or when told to", () => {
    const podsMetric = /- type: Pods\n +pods:\n +metric:\n +name: presence_live_streams\n +target:\n +type: AverageValue\n +averageValue: "\d+"/;
    const cpu = /- type: Resource\n +resource:\n +name: cpu/;
    for (const args of [
      ['--api-versions', 'custom.metrics.k8s.io/v1beta1'],
      ['--set', 'presence.hpa.podsMetric.enabled=true'],
    ]) {
      const hpa = get(template(...args), 'HorizontalPodAutoscaler', 'presence');
      expect(hpa.text).toMatch(cpu);
      expect(hpa.text).toMatch(podsMetric);
    }
    const off = get(
      template('--api-versions', 'custom.metrics.k8s.io/v1beta1', '--set', 'presence.hpa.podsMetric.enabled=false'),
      'HorizontalPodAutoscaler',
      'presence',
    );
    expect(off.text).toMatch(cpu);
    expect(off.text).not.toMatch(podsMetric);
    // The other services keep their CPU autoscaler as it was.
    const schedules = get(template('--api-versions', 'custom.metrics.k8s.io/v1beta1'), 'HorizontalPodAutoscaler', 'schedules');
    expect(schedules.text).not.toMatch(/type: Pods/);
    expect(schedules.text).toMatch(/behavior:\n +scaleDown:\n +stabilizationWindowSeconds: 300\n?$/);
    expect(() => template('--set', 'presence.hpa.podsMetric.enabled=sometimes')).toThrow(/presence\.hpa\.podsMetric\.enabled must be true, false or auto/);
  });

  it("leaves the live stream Ingress out when turned off, and with the gateway's Ingress", () => {
    expect(find(template('--set', 'gateway.ingress.live.enabled=false'), 'Ingress', 'gateway-live')).toBeUndefined();
    expect(find(template('--set', 'gateway.ingress.enabled=false'), 'Ingress', 'gateway-live')).toBeUndefined();
  });

  it("names billing's plans and refuses the local stack's Stripe stand-ins", () => {
    const billing = get(template('--set', 'billing.stripe.priceMonthly=price_m', '--set', 'billing.stripe.priceYearly=price_y'), 'Deployment', 'billing');
    expect(envEntry(billing, 'STRIPE_PRICE_MONTHLY')).toMatch(/value: "price_m"/);
    expect(envEntry(billing, 'STRIPE_PRICE_YEARLY')).toMatch(/value: "price_y"/);
    expect(() => template('--set', 'billing.env.STRIPE_API_BASE=http://stripe-mock:12111')).toThrow(/STRIPE_API_BASE .*api\.stripe\.com/);
    expect(() => template('--set', 'global.env.STRIPE_LOCAL_CHECKOUT_URL=http://x')).toThrow(/STRIPE_LOCAL_CHECKOUT_URL/);
  });

  it('passes the OpenAI endpoint and model on, and refuses a feed-fetch allow-list', () => {
    const manifests = template('--set', 'ingestion.openai.baseUrl=https://llm.example.com/v1', '--set', 'ingestion.openai.model=gpt-4.1-mini');
    const ingestion = get(manifests, 'Deployment', 'ingestion');
    expect(envEntry(ingestion, 'OPENAI_BASE_URL')).toMatch(/value: "https:\/\/llm\.example\.com\/v1"/);
    expect(envEntry(ingestion, 'OPENAI_MODEL')).toMatch(/value: "gpt-4\.1-mini"/);

    expect(() => template('--set', 'ingestion.env.FEED_FETCH_ALLOWED_HOSTS=10.0.0.5:80')).toThrow(/FEED_FETCH_ALLOWED_HOSTS .*local stack/);
    expect(() => template('--set', 'global.env.FEED_FETCH_ALLOWED_HOSTS=10.0.0.5:80')).toThrow(/FEED_FETCH_ALLOWED_HOSTS .*local stack/);
  });

  it('creates the Secrets when secrets.create is true, generating the JWT key, the token and the feed URL key', () => {
    const manifests = template(...createSecrets);
    const jwt = get(manifests, 'Secret', 'overlap-identity-jwt');
    expect(secretValue(jwt, 'JWT_PRIVATE_KEY')).toMatch(/^-----BEGIN (RSA )?PRIVATE KEY-----/);
    expect(secretValue(get(manifests, 'Secret', 'overlap-postgresql'), 'DATABASE_URL')).toBe('postgres://overlap:pw@pg:5432/');
    expect(secretValue(get(manifests, 'Secret', 'overlap-mongodb'), 'MONGODB_URL')).toBe('mongodb://mongo:27017/');
    const credentials = get(manifests, 'Secret', 'overlap-internal-credentials');
    const generated = ['billing', 'groups', 'presence'].map((caller) => secretValue(credentials, caller));
    for (const credential of generated) expect(credential).toMatch(/^\w{32,}$/);
    expect(new Set(generated).size).toBe(3);
    // FEED_URL_KEY is 32 random bytes in base64, the form ingestion decodes.
    const feedUrlKey = secretValue(get(manifests, 'Secret', 'overlap-ingestion-feed-url-key'), 'FEED_URL_KEY');
    expect(Buffer.from(feedUrlKey, 'base64')).toHaveLength(32);
    expect(Buffer.from(feedUrlKey, 'base64').toString('base64')).toBe(feedUrlKey);
    // Generated per install (kept on upgrade through lookup), not a value baked into the chart.
    expect(template(...createSecrets).map((m) => m.text)).not.toContain(get(manifests, 'Secret', 'overlap-ingestion-feed-url-key').text);
    // No key given: no Secret, and the optional reference leaves the screenshot import unconfigured.
    expect(find(manifests, 'Secret', 'overlap-openai')).toBeUndefined();
  });

  it('creates the Stripe Secret only from given values', () => {
    expect(find(template(...createSecrets), 'Secret', 'overlap-stripe')).toBeUndefined();
    const stripe = get(
      template(...createSecrets, '--set', 'secrets.values.STRIPE_SECRET_KEY=sk_test_1', '--set', 'secrets.values.STRIPE_WEBHOOK_SECRET=whsec_1'),
      'Secret',
      'overlap-stripe',
    );
    expect(secretValue(stripe, 'STRIPE_SECRET_KEY')).toBe('sk_test_1');
    expect(secretValue(stripe, 'STRIPE_WEBHOOK_SECRET')).toBe('whsec_1');
  });

  it('creates the OpenAI Secret and keeps a given FEED_URL_KEY', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const manifests = template(...createSecrets, '--set', 'secrets.values.OPENAI_API_KEY=sk-test', '--set', `secrets.values.FEED_URL_KEY=${key}`);
    expect(secretValue(get(manifests, 'Secret', 'overlap-openai'), 'OPENAI_API_KEY')).toBe('sk-test');
    expect(secretValue(get(manifests, 'Secret', 'overlap-ingestion-feed-url-key'), 'FEED_URL_KEY')).toBe(key);
  });

  it('creates no feed URL key and needs no MongoDB URL without ingestion and presence', () => {
    const manifests = template(...createSecrets.slice(0, -2), '--set', 'ingestion.enabled=false', '--set', 'presence.enabled=false');
    expect(find(manifests, 'Secret', 'overlap-ingestion-feed-url-key')).toBeUndefined();
    expect(find(manifests, 'Secret', 'overlap-mongodb')).toBeUndefined();
    // presence alone still needs the MongoDB server.
    expect(() => template(...createSecrets.slice(0, -2), '--set', 'ingestion.enabled=false')).toThrow(
      /presence uses mongodb: set secrets\.values\.MONGODB_URL/,
    );
  });

  it('fails fast when secrets.create is true but a needed value is missing or malformed', () => {
    expect(() => template('--set', 'secrets.create=true')).toThrow(/secrets\.values\.DATABASE_URL/);
    expect(() => template(...createSecrets.slice(0, -2))).toThrow(/(ingestion|presence) uses mongodb: set secrets\.values\.MONGODB_URL/);
    expect(() => template(...createSecrets, '--set', `secrets.values.FEED_URL_KEY=${Buffer.alloc(16).toString('base64')}`)).toThrow(
      /FEED_URL_KEY must be 32 bytes/,
    );
  });
});
