/**
 * Issue 20's hardening of charts/overlap (ADR 040): egress NetworkPolicies, images pinned by
 * digest, and the consumers' autoscaling on lag.
 */
import { ConsumerGroups } from '@overlap/proto';
import { find, get, helmBuildTimeoutMs, services, template, useHelm, type Manifest } from './support/chart-render';

/** The egress rules of a NetworkPolicy, one text block each. */
function egressRules(policy: Manifest): string[] {
  const egress = /^ {2}egress:\n((?: {4}.*\n?)+)/m.exec(policy.text)?.[1];
  if (egress === undefined) return [];
  return egress.split(/^ {4}- /m).filter((rule) => rule.trim());
}

const publicRule = (policy: Manifest) => egressRules(policy).find((rule) => rule.includes('cidr: 0.0.0.0/0'));

describe('charts/overlap hardening', () => {
  beforeAll(() => useHelm(), helmBuildTimeoutMs);

  describe('egress', () => {
    let manifests: Manifest[];
    beforeAll(() => {
      manifests = template();
    });

    it('restricts every service to DNS, the release, the backing services, and public addresses only where named', () => {
      for (const name of services) {
        const policy = get(manifests, 'NetworkPolicy', name);
        expect(policy.text).toMatch(/policyTypes: \[Ingress, Egress\]/);
        const rules = egressRules(policy);
        expect(rules[0]).toMatch(/k8s-app: kube-dns[\s\S]*port: 53\n +protocol: UDP[\s\S]*port: 53\n +protocol: TCP/);
        expect(rules[1]).toMatch(/podSelector:\n +matchLabels:\n +app.kubernetes.io\/part-of: overlap\n +app.kubernetes.io\/instance: overlap/);
        for (const port of [5432, 9092, 27017, 587, 4318]) expect(rules[2]).toContain(`- port: ${port}\n`);
        expect(rules[2]).not.toContain('0.0.0.0/0');
        expect(rules.length).toBe(name === 'ingestion' || name === 'billing' ? 4 : 3);
      }
    });

    it('lets ingestion fetch feeds on any public port and billing reach Stripe on 443, never private or metadata addresses', () => {
      const ingestion = publicRule(get(manifests, 'NetworkPolicy', 'ingestion'))!;
      expect(ingestion).not.toMatch(/ports:/);
      const billing = publicRule(get(manifests, 'NetworkPolicy', 'billing'))!;
      expect(billing).toMatch(/ports:\n +- port: 443\n +protocol: TCP\n?$/);
      for (const rule of [ingestion, billing]) {
        for (const range of ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '127.0.0.0/8', 'fc00::/7', 'fe80::/10']) {
          expect(rule).toContain(`- ${range}\n`);
        }
        expect(rule).toContain('cidr: ::/0');
      }
    });

    it('leaves egress open when global.egress is off', () => {
      const open = template('--set', 'global.egress.enabled=false');
      for (const name of services) {
        const policy = get(open, 'NetworkPolicy', name);
        expect(policy.text).toMatch(/policyTypes: \[Ingress\]/);
        expect(egressRules(policy)).toEqual([]);
      }
    });
  });

  describe('image digests', () => {
    const digest = `sha256:${'0123456789abcdef'.repeat(4)}`;

    it('pins a service to its digest, keeping the tag for people', () => {
      const deployment = get(template('--set', `schedules.image.digest=${digest}`), 'Deployment', 'schedules');
      expect(deployment.text).toContain(`image: "overlap-schedules:0.1.0@${digest}"`);
    });

    it('refuses a malformed digest, and a service without one when digests are required', () => {
      expect(() => template('--set', 'schedules.image.digest=sha256:abc')).toThrow(/schedules.image.digest must be sha256:<64 hex digits>/);
      expect(() => template('--set', 'global.image.requireDigests=true')).toThrow(/requireDigests is on and \w+ has no image.digest/);
      const all = services.flatMap((name) => ['--set', `${name}.image.digest=${digest}`]);
      const pinned = template('--set', 'global.image.requireDigests=true', ...all);
      for (const name of services) expect(get(pinned, 'Deployment', name).text).toMatch(new RegExp(`image: "overlap-${name}:[^"]*@${digest}"`));
    });
  });

  describe('autoscaling on consumer lag', () => {
    it("scales schedules on its consumer group's lag where external.metrics.k8s.io is served", () => {
      const hpa = get(template('--api-versions', 'external.metrics.k8s.io/v1beta1'), 'HorizontalPodAutoscaler', 'schedules');
      expect(hpa.text).toMatch(
        new RegExp(
          `- type: External\\n +external:\\n +metric:\\n +name: kafka_consumer_group_lag_sum\\n +selector:\\n +matchLabels:\\n +group: "${ConsumerGroups.schedules}"\\n +target:\\n +type: AverageValue\\n +averageValue: "\\d+"`,
        ),
      );
    });

    it('scales on CPU alone where no external metrics are served, and on lag when told to', () => {
      expect(get(template(), 'HorizontalPodAutoscaler', 'schedules').text).not.toMatch(/type: External/);
      expect(get(template('--set', 'schedules.hpa.lagMetric.enabled=true'), 'HorizontalPodAutoscaler', 'schedules').text).toMatch(/type: External/);
      expect(find(template('--set', 'schedules.hpa.enabled=false'), 'HorizontalPodAutoscaler', 'schedules')).toBeUndefined();
      expect(() => template('--set', 'schedules.hpa.lagMetric.enabled=maybe')).toThrow(/lagMetric.enabled must be true, false or auto/);
    });
  });
});
