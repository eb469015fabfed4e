{{/*
Shared templates. Every service template is one call:

  {{ include "overlap.app" (dict "root" $ "svc" .Values.<service> "env" (dict ...) "secretEnv" (dict ...)) }}

which renders its Deployment, Service, HorizontalPodAutoscaler, PodDisruptionBudget and
NetworkPolicy (each only when enabled). "env" (NAME: value) and "secretEnv"
(NAME: {secretName, secretKey}) add service-specific variables computed from other values.
*/}}

{{/* Values keys of all Overlap services, in architecture order; a key without a block is skipped. */}}
{{- define "overlap.serviceKeys" -}}
gateway identity schedules groups presence billing ingestion
{{- end -}}

{{/* The values key of a service's block ("groups"), found by its name. Args: root, svc. */}}
{{- define "overlap.valuesKey" -}}
{{- $root := .root -}}
{{- $name := .svc.name -}}
{{- range $key := include "overlap.serviceKeys" $root | splitList " " -}}
{{- with index $root.Values $key }}{{ if eq .name $name }}{{ $key }}{{ end }}{{ end -}}
{{- end -}}
{{- end -}}

{{/* Values keys of the services an enabled service names in internalCallers, space-separated. */}}
{{- define "overlap.internalCallers" -}}
{{- $callers := list -}}
{{- range $key := include "overlap.serviceKeys" . | splitList " " -}}
{{- with index $.Values $key }}{{ if .enabled }}{{ $callers = concat $callers (.internalCallers | default list) }}{{ end }}{{ end -}}
{{- end -}}
{{- $callers | uniq | sortAlpha | join " " -}}
{{- end -}}

{{- define "overlap.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels that select one service's pods. Args: root, svc. */}}
{{- define "overlap.selectorLabels" -}}
app.kubernetes.io/name: {{ .svc.name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end -}}

{{/* All labels of one service's objects. Args: root, svc. */}}
{{- define "overlap.labels" -}}
{{ include "overlap.selectorLabels" . }}
app.kubernetes.io/part-of: overlap
app.kubernetes.io/component: {{ .svc.name }}
app.kubernetes.io/version: {{ include "overlap.versionLabel" . | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ include "overlap.chart" .root }}
{{- end -}}

{{/* The tag a service's image uses. Args: root, svc. */}}
{{- define "overlap.imageTag" -}}
{{- $tag := .svc.image.tag | default .root.Values.global.image.tag | default .root.Chart.AppVersion | toString -}}
{{- /* skaffold sets "<tag>@<digest>"; locally built images have no digest. */ -}}
{{- trimSuffix "@" $tag -}}
{{- end -}}

{{/* The image tag as a label value (no digest, only label-safe characters). Args: root, svc. */}}
{{- define "overlap.versionLabel" -}}
{{- $tag := include "overlap.imageTag" . | splitList "@" | first -}}
{{- regexReplaceAll "[^A-Za-z0-9._-]" $tag "_" | trunc 63 | trimSuffix "_" | trimSuffix "-" | trimSuffix "." -}}
{{- end -}}

{{/* Full image reference of a service: pinned by image.digest when set (ADR 040). Args: root, svc. */}}
{{- define "overlap.image" -}}
{{- $registry := .root.Values.global.image.registry | default "" | trimSuffix "/" -}}
{{- $repository := .svc.image.repository -}}
{{- if $registry }}{{ $repository = printf "%s/%s" $registry $repository }}{{ end -}}
{{- $tag := include "overlap.imageTag" . -}}
{{- $digest := .svc.image.digest | default "" -}}
{{- if $digest -}}
{{- if not (regexMatch "^sha256:[0-9a-f]{64}$" $digest) -}}
{{- fail (printf "%s.image.digest must be sha256:<64 hex digits>, not %q" .svc.name $digest) -}}
{{- end -}}
{{- $tag = printf "%s@%s" (splitList "@" $tag | first) $digest -}}
{{- else if and .root.Values.global.image.requireDigests (not (contains "@sha256:" $tag)) -}}
{{- fail (printf "global.image.requireDigests is on and %s has no image.digest" .svc.name) -}}
{{- end -}}
{{- printf "%s:%s" $repository $tag -}}
{{- end -}}

{{/* In-cluster base URL of a service, from its values block. Arg: the service's values. */}}
{{- define "overlap.url" -}}
{{- printf "http://%s:%v" .name .port -}}
{{- end -}}

{{/* JWKS_URL: identity's key set, wherever identity's values put it. Arg: root. */}}
{{- define "overlap.jwksUrl" -}}
{{- printf "%s/.well-known/jwks.json" (include "overlap.url" .Values.identity) -}}
{{- end -}}

{{/*
One env var read from a Secret. Args: name, secretName, secretKey, optional (the variable is
left unset while the Secret or key does not exist, instead of the pod not starting).
*/}}
{{- define "overlap.secretEnvVar" -}}
- name: {{ .name }}
  valueFrom:
    secretKeyRef:
      name: {{ .secretName | quote }}
      key: {{ .secretKey | quote }}
      {{- if .optional }}
      optional: true
      {{- end }}
{{- end -}}

{{/*
Environment of a service: the common variables, the backing services it uses, global.env,
the template's computed env, then the block's own env (later wins), and the Secret-backed
variables. Plain variables are rendered in name order so the manifest is stable.
Args: root, svc, env, secretEnv.
*/}}
{{- define "overlap.env" -}}
{{- $root := .root -}}
{{- $svc := .svc -}}
{{- $values := $root.Values -}}
{{- $plain := dict
  "PORT" (toString $svc.port)
  "NODE_ENV" $values.global.nodeEnv
  "LOG_LEVEL" $values.global.logLevel
  "OTEL_SERVICE_NAME" $svc.name
-}}
{{- /* Every metric and span names its pod: per-pod metrics (an HPA's podsMetric) need it. */}}
{{- $_ := set $plain "OTEL_RESOURCE_ATTRIBUTES" "k8s.pod.name=$(K8S_POD_NAME),k8s.namespace.name=$(K8S_NAMESPACE_NAME)" }}
{{- if $values.global.otel.endpoint }}
{{- $_ := set $plain "OTEL_EXPORTER_OTLP_ENDPOINT" $values.global.otel.endpoint }}
{{- end }}
{{- if $values.global.trustedProxies }}
{{- $_ := set $plain "TRUST_PROXY" $values.global.trustedProxies }}
{{- end }}
{{- if $values.identity.enabled }}
{{- $_ := set $plain "JWKS_URL" (include "overlap.jwksUrl" $root) }}
{{- end }}
{{- $uses := $svc.uses | default dict }}
{{- if $uses.kafka }}
{{- $_ := set $plain "KAFKA_BROKERS" (required "kafka.brokers is required" $values.kafka.brokers) }}
{{- /* Event rows older than the topics' retention are pruned (ADR 034). */}}
{{- $_ := set $plain "TOPIC_RETENTION_HOURS" (toString $values.kafka.topics.retentionHours) }}
{{- end }}
{{- range $name, $value := $values.global.env }}{{ $_ := set $plain $name (toString $value) }}{{ end }}
{{- range $name, $value := .env }}{{ $_ := set $plain $name (toString $value) }}{{ end }}
{{- range $name, $value := $svc.env }}{{ $_ := set $plain $name (toString $value) }}{{ end }}
{{- $secret := dict }}
{{- /* One credential per calling service (ADR 039): its own to call with, its callers' to check. */}}
{{- $credentials := $values.secrets.internalCredentials.secretName }}
{{- $key := include "overlap.valuesKey" (dict "root" $root "svc" $svc) }}
{{- if has $key (include "overlap.internalCallers" $root | splitList " ") }}
{{- $_ := set $secret "INTERNAL_SERVICE_TOKEN" (dict "secretName" $credentials "secretKey" $key) }}
{{- end }}
{{- range $caller := $svc.internalCallers | default list }}
{{- if not (index $values $caller) }}{{ fail (printf "%s.internalCallers names %q, which has no values block" $svc.name $caller) }}{{ end }}
{{- $_ := set $secret (printf "INTERNAL_TOKEN_FROM_%s" (upper $caller)) (dict "secretName" $credentials "secretKey" $caller) }}
{{- end }}
{{- if $uses.postgresql }}{{ $_ := set $secret "DATABASE_URL" $values.postgresql }}{{ end }}
{{- if $uses.mongodb }}{{ $_ := set $secret "MONGODB_URL" $values.mongodb }}{{ end }}
{{- if $uses.smtp }}{{ $_ := set $secret "SMTP_URL" $values.smtp }}{{ end }}
{{- range $name, $ref := .secretEnv }}{{ $_ := set $secret $name $ref }}{{ end }}
{{- range $name, $ref := $svc.secretEnv }}{{ $_ := set $secret $name $ref }}{{ end }}
{{- range $name := keys $secret | sortAlpha }}{{ $_ := unset $plain $name }}{{ end }}
{{- range $name := keys $plain | sortAlpha }}
- name: {{ $name }}
  value: {{ index $plain $name | quote }}
{{- end }}
{{- range $name := keys $secret | sortAlpha }}
{{- $ref := index $secret $name }}
{{ include "overlap.secretEnvVar" (dict "name" $name "secretName" (required (printf "secretName for %s of %s is required" $name $svc.name) $ref.secretName) "secretKey" (required (printf "secretKey for %s of %s is required" $name $svc.name) $ref.secretKey) "optional" $ref.optional) }}
{{- end }}
{{- end -}}

{{/* An HTTP probe on the service's own port. Arg: the probe's values. */}}
{{- define "overlap.probe" -}}
httpGet:
  path: {{ required "probe path is required" .path }}
  port: http
{{- range $field := list "initialDelaySeconds" "periodSeconds" "timeoutSeconds" "successThreshold" "failureThreshold" }}
{{- if hasKey $ $field }}
{{ $field }}: {{ index $ $field }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Fails fast when create=true would leave a Secret this service needs uncreated. */}}
{{- define "overlap.checkSecrets" -}}
{{- $values := .root.Values -}}
{{- $uses := .svc.uses | default dict -}}
{{- if $values.secrets.create -}}
{{- range $kind, $key := dict "postgresql" "DATABASE_URL" "mongodb" "MONGODB_URL" "smtp" "SMTP_URL" -}}
{{- if and (index $uses $kind) (not (index $values.secrets.values $key)) -}}
{{- fail (printf "secrets.create is true and %s uses %s: set secrets.values.%s" $.svc.name $kind $key) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Deployment of a service. Args: root, svc, env, secretEnv. */}}
{{- define "overlap.deployment" -}}
{{- $root := .root -}}
{{- $svc := .svc -}}
{{- $global := $root.Values.global -}}
{{- include "overlap.checkSecrets" . -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $svc.name }}
  labels:
    {{- include "overlap.labels" . | nindent 4 }}
spec:
  {{- if not (dig "hpa" "enabled" false $svc) }}
  replicas: {{ $svc.replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxUnavailable: 0
      maxSurge: 1
  selector:
    matchLabels:
      {{- include "overlap.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "overlap.labels" . | nindent 8 }}
      {{- $annotations := deepCopy ($svc.podAnnotations | default dict) }}
      {{- if $root.Values.secrets.create }}
      {{- /* Roll the pods when a chart-managed secret value changes (generated ones never do). */}}
      {{- $_ := set $annotations "checksum/secrets" (toJson $root.Values.secrets.values | sha256sum) }}
      {{- end }}
      {{- with $annotations }}
      annotations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
    spec:
      # No Kubernetes API access, and no docker-link style env (IDENTITY_PORT=tcp://...) that
      # would clash with the .env names the services read.
      automountServiceAccountToken: false
      enableServiceLinks: false
      terminationGracePeriodSeconds: {{ .svc.terminationGracePeriodSeconds | default $global.terminationGracePeriodSeconds }}
      securityContext:
        {{- toYaml $global.podSecurityContext | nindent 8 }}
      {{- with $global.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: kubernetes.io/hostname
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              {{- include "overlap.selectorLabels" . | nindent 14 }}
      containers:
        - name: {{ $svc.name }}
          image: {{ include "overlap.image" . | quote }}
          imagePullPolicy: {{ $global.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ $svc.port }}
              protocol: TCP
          env:
            {{- /* First, so OTEL_RESOURCE_ATTRIBUTES below can refer to them. */}}
            - name: K8S_POD_NAME
              valueFrom:
                fieldRef:
                  fieldPath: metadata.name
            - name: K8S_NAMESPACE_NAME
              valueFrom:
                fieldRef:
                  fieldPath: metadata.namespace
            {{- include "overlap.env" . | trim | nindent 12 }}
          {{- with $svc.probes.startup }}
          startupProbe:
            {{- include "overlap.probe" . | nindent 12 }}
          {{- end }}
          livenessProbe:
            {{- include "overlap.probe" (required (printf "%s.probes.liveness is required" $svc.name) $svc.probes.liveness) | nindent 12 }}
          readinessProbe:
            {{- include "overlap.probe" (required (printf "%s.probes.readiness is required" $svc.name) $svc.probes.readiness) | nindent 12 }}
          lifecycle:
            preStop:
              exec:
                command: ["sleep", "{{ $global.preStopSleepSeconds }}"]
          resources:
            {{- toYaml $svc.resources | nindent 12 }}
          securityContext:
            {{- toYaml $global.containerSecurityContext | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: {{ $global.tmpVolumeSizeLimit }}
      {{- with $svc.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $svc.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $svc.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
{{- end -}}

{{/* ClusterIP Service of a service. Args: root, svc. */}}
{{- define "overlap.service" -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ .svc.name }}
  labels:
    {{- include "overlap.labels" . | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "overlap.selectorLabels" . | nindent 4 }}
  ports:
    - name: http
      port: {{ .svc.port }}
      targetPort: http
      protocol: TCP
      appProtocol: http
{{- end -}}

{{/*
Whether a service's HPA also scales on its hpa.podsMetric (a per-pod metric served by
custom.metrics.k8s.io): enabled true or false decides; "auto" = when the cluster serves that
API, so a cluster without a metrics adapter keeps scaling on CPU alone. Args: root, svc.
*/}}
{{- define "overlap.hpaPodsMetric" -}}
{{- $metric := .svc.hpa.podsMetric | default dict -}}
{{- $enabled := $metric.enabled | default false | toString -}}
{{- if not (has $enabled (list "true" "false" "auto")) -}}
{{- fail (printf "%s.hpa.podsMetric.enabled must be true, false or auto, not %q" .svc.name $enabled) -}}
{{- end -}}
{{- if or (eq $enabled "true") (and (eq $enabled "auto") (.root.Capabilities.APIVersions.Has "custom.metrics.k8s.io/v1beta1")) -}}
true
{{- end -}}
{{- end -}}

{{/* "true" when the service's hpa.lagMetric is on (auto: when an external metrics API is served). Args: root, svc. */}}
{{- define "overlap.hpaLagMetric" -}}
{{- $metric := .svc.hpa.lagMetric | default dict -}}
{{- $enabled := $metric.enabled | default false | toString -}}
{{- if not (has $enabled (list "true" "false" "auto")) -}}
{{- fail (printf "%s.hpa.lagMetric.enabled must be true, false or auto, not %q" .svc.name $enabled) -}}
{{- end -}}
{{- if or (eq $enabled "true") (and (eq $enabled "auto") (.root.Capabilities.APIVersions.Has "external.metrics.k8s.io/v1beta1")) -}}
true
{{- end -}}
{{- end -}}

{{/* HorizontalPodAutoscaler of a service (CPU, and hpa.lagMetric / hpa.podsMetric when on). Args: root, svc. */}}
{{- define "overlap.hpa" -}}
{{- $hpa := .svc.hpa -}}
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ .svc.name }}
  labels:
    {{- include "overlap.labels" . | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ .svc.name }}
  minReplicas: {{ $hpa.minReplicas }}
  maxReplicas: {{ $hpa.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $hpa.targetCPUUtilizationPercentage }}
    {{- with $hpa.lagMetric }}{{ if include "overlap.hpaLagMetric" $ }}
    # Consumer lag of its group (ADR 040): events waiting are work no CPU figure shows yet.
    - type: External
      external:
        metric:
          name: {{ required (printf "%s.hpa.lagMetric.name is required" $.svc.name) .name }}
          selector:
            matchLabels:
              group: {{ required (printf "%s.hpa.lagMetric.group is required" $.svc.name) .group | quote }}
        target:
          type: AverageValue
          averageValue: {{ required (printf "%s.hpa.lagMetric.averageValue is required" $.svc.name) .averageValue | quote }}
    {{- end }}{{ end }}
    {{- if include "overlap.hpaPodsMetric" . }}
    - type: Pods
      pods:
        metric:
          name: {{ required (printf "%s.hpa.podsMetric.name is required" .svc.name) $hpa.podsMetric.name }}
        target:
          type: AverageValue
          averageValue: {{ required (printf "%s.hpa.podsMetric.averageValue is required" .svc.name) $hpa.podsMetric.averageValue | quote }}
    {{- end }}
  behavior:
    {{- with $hpa.behavior }}
    {{- toYaml . | nindent 4 }}
    {{- else }}
    scaleDown:
      stabilizationWindowSeconds: 300
    {{- end }}
{{- end -}}

{{/* PodDisruptionBudget of a service. Args: root, svc. */}}
{{- define "overlap.pdb" -}}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ .svc.name }}
  labels:
    {{- include "overlap.labels" . | nindent 4 }}
spec:
  {{- if hasKey .svc.pdb "maxUnavailable" }}
  maxUnavailable: {{ .svc.pdb.maxUnavailable }}
  {{- else }}
  minAvailable: {{ .svc.pdb.minAvailable | default 1 }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "overlap.selectorLabels" . | nindent 6 }}
{{- end -}}

{{/*
NetworkPolicy of a service: who may connect to its port. Peers are networkPolicy.from (raw
NetworkPolicyPeers) plus the pods of each enabled service named in networkPolicy.fromServices
(values keys). With neither set: only pods of this release (the gateway and the other
services). When every listed service is disabled nobody may connect: an empty "from" would
admit everyone. Egress is not restricted. Args: root, svc.
*/}}
{{- define "overlap.networkpolicy" -}}
{{- $root := .root -}}
{{- $policy := .svc.networkPolicy | default dict -}}
{{- $peers := list -}}
{{- range $peer := $policy.from | default list }}{{ $peers = append $peers $peer }}{{ end -}}
{{- range $key := $policy.fromServices | default list -}}
{{- $peer := index $root.Values $key -}}
{{- if not $peer -}}
{{- fail (printf "%s.networkPolicy.fromServices names %q, which has no values block" $.svc.name $key) -}}
{{- end -}}
{{- if $peer.enabled -}}
{{- $selector := include "overlap.selectorLabels" (dict "root" $root "svc" $peer) | fromYaml -}}
{{- $peers = append $peers (dict "podSelector" (dict "matchLabels" $selector)) -}}
{{- end -}}
{{- end -}}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ .svc.name }}
  labels:
    {{- include "overlap.labels" . | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "overlap.selectorLabels" . | nindent 6 }}
  {{- $egress := $root.Values.global.egress | default dict }}
  policyTypes: [Ingress{{ if $egress.enabled }}, Egress{{ end }}]
  {{- if $egress.enabled }}
  {{- /* ADR 040: DNS, this release's pods, the backing services, and public addresses only for egress.public. */}}
  egress:
    - to:
        {{- toYaml $egress.dns | nindent 8 }}
      ports:
        - port: 53
          protocol: UDP
        - port: 53
          protocol: TCP
    - to:
        - podSelector:
            matchLabels:
              app.kubernetes.io/part-of: overlap
              app.kubernetes.io/instance: {{ $root.Release.Name }}
    - to:
        {{- toYaml $egress.backingServices.to | nindent 8 }}
      ports:
        {{- range $port := $egress.backingServices.ports }}
        - port: {{ $port }}
          protocol: TCP
        {{- end }}
    {{- $own := .svc.egress | default dict }}
    {{- if $own.public }}
    - to:
        - ipBlock:
            cidr: 0.0.0.0/0
            except:
              {{- toYaml $egress.privateRanges.ipv4 | nindent 14 }}
        - ipBlock:
            cidr: ::/0
            except:
              {{- toYaml $egress.privateRanges.ipv6 | nindent 14 }}
      {{- with $own.ports }}
      ports:
        {{- range $port := . }}
        - port: {{ $port }}
          protocol: TCP
        {{- end }}
      {{- end }}
    {{- end }}
  {{- end }}
  {{- if $peers }}
  ingress:
    - ports:
        - port: http
          protocol: TCP
      from:
        {{- toYaml $peers | nindent 8 }}
  {{- else if $policy.fromServices }}
  ingress: []
  {{- else }}
  ingress:
    - ports:
        - port: http
          protocol: TCP
      from:
        - podSelector:
            matchLabels:
              app.kubernetes.io/part-of: overlap
              app.kubernetes.io/instance: {{ $root.Release.Name }}
  {{- end }}
{{- end -}}

{{/* Everything one service consists of. Args: root, svc, env (optional), secretEnv (optional). */}}
{{- define "overlap.app" -}}
{{- if .svc.enabled }}
{{- $args := dict "root" .root "svc" .svc "env" (.env | default dict) "secretEnv" (.secretEnv | default dict) }}
---
{{ include "overlap.deployment" $args }}
---
{{ include "overlap.service" $args }}
{{- if dig "hpa" "enabled" false .svc }}
---
{{ include "overlap.hpa" $args }}
{{- end }}
{{- if dig "pdb" "enabled" false .svc }}
---
{{ include "overlap.pdb" $args }}
{{- end }}
{{- if dig "networkPolicy" "enabled" false .svc }}
---
{{ include "overlap.networkpolicy" $args }}
{{- end }}
{{- end }}
{{- end -}}
