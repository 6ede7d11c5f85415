{{/* The release's name for its objects: <release>-vitae, or the release name when it says vitae already. */}}
{{- define "vitae.fullname" -}}
{{- if contains "vitae" .Release.Name -}}
{{- .Release.Name | trunc 50 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-vitae" .Release.Name | trunc 50 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "vitae.labels" -}}
app.kubernetes.io/name: vitae
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* Selector labels of one service; call with (dict "root" $ "name" "gateway"). */}}
{{- define "vitae.selector" -}}
app.kubernetes.io/name: vitae
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "vitae.componentLabels" -}}
{{ include "vitae.labels" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* A service's in-cluster base URL: http://<fullname>-<name>:<port>. */}}
{{- define "vitae.url" -}}
{{- $service := index .root.Values .name -}}
{{- printf "http://%s-%s:%v" (include "vitae.fullname" .root) .name $service.port -}}
{{- end -}}

{{- define "vitae.image" -}}
{{- $service := index .root.Values .name -}}
{{- $tag := $service.image.tag | default .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{- if .root.Values.image.registry -}}
{{- printf "%s/%s:%s" .root.Values.image.registry $service.image.repository $tag -}}
{{- else -}}
{{- printf "%s:%s" $service.image.repository $tag -}}
{{- end -}}
{{- end -}}

{{- define "vitae.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- .Values.serviceAccount.name | default (include "vitae.fullname" .) -}}
{{- else -}}
{{- .Values.serviceAccount.name | default "default" -}}
{{- end -}}
{{- end -}}

{{- define "vitae.databaseSecret" -}}
{{- .Values.database.existingSecret | default (printf "%s-database" (include "vitae.fullname" .)) -}}
{{- end -}}

{{- define "vitae.s3Secret" -}}
{{- .Values.s3.existingSecret | default (printf "%s-s3" (include "vitae.fullname" .)) -}}
{{- end -}}

{{- define "vitae.smtpSecret" -}}
{{- .Values.smtp.existingSecret | default (printf "%s-smtp" (include "vitae.fullname" .)) -}}
{{- end -}}

{{- define "vitae.oauthSecret" -}}
{{- .Values.oauth.existingSecret | default (printf "%s-oauth" (include "vitae.fullname" .)) -}}
{{- end -}}

{{- define "vitae.generatedSecret" -}}
{{- .Values.generatedSecrets.existingSecret | default (printf "%s-generated" (include "vitae.fullname" .)) -}}
{{- end -}}

{{/* One variable from a Secret's key. */}}
{{- define "vitae.secretEnv" -}}
- name: {{ .env }}
  valueFrom:
    secretKeyRef:
      name: {{ .secret }}
      key: {{ .key }}
{{- end -}}

{{/* The variables every service reads (packages/service-kit/src/config.ts). */}}
{{- define "vitae.env.common" -}}
- name: NODE_ENV
  value: {{ .root.Values.nodeEnv | quote }}
- name: LOG_LEVEL
  value: {{ .root.Values.logLevel | quote }}
- name: HOST
  value: "0.0.0.0"
- name: PORT
  value: {{ (index .root.Values .name).port | quote }}
- name: DATA_DIR
  value: /tmp/vitae
{{/* The service credential: every subgraph and storage's /internal answer only it. */}}
{{ include "vitae.secretEnv" (dict "env" "INTERNAL_API_TOKEN" "secret" (include "vitae.generatedSecret" .root) "key" "INTERNAL_API_TOKEN") }}
{{- end -}}

{{/* The access-token checks of resume, storage and render (authConfigShape). */}}
{{- define "vitae.env.auth" -}}
- name: JWKS_URL
  value: {{ printf "%s/.well-known/jwks.json" (include "vitae.url" (dict "root" .root "name" "identity")) | quote }}
{{- end -}}

{{- define "vitae.env.nats" -}}
- name: NATS_URL
  value: {{ .root.Values.nats.url | quote }}
{{- end -}}

{{- define "vitae.env.gateway" -}}
{{- $root := .root -}}
{{- range $name := list "identity" "resume" "storage" "render" }}
- name: {{ upper $name }}_URL
  value: {{ printf "%s/graphql" (include "vitae.url" (dict "root" $root "name" $name)) | quote }}
{{- end }}
- name: TRUSTED_PROXIES
  value: {{ $root.Values.trustedProxies | quote }}
- name: GRAPHQL_INTROSPECTION
  value: {{ $root.Values.graphql.introspection | quote }}
- name: GRAPHQL_SANDBOX
  value: {{ $root.Values.graphql.sandbox | quote }}
- name: PUBLIC_URL
  value: {{ $root.Values.publicUrl | quote }}
{{- end -}}

{{- define "vitae.env.identity" -}}
{{ include "vitae.secretEnv" (dict "env" "DATABASE_URL" "secret" (include "vitae.databaseSecret" .root) "key" "identity-url") }}
{{ include "vitae.env.nats" . }}
- name: PUBLIC_URL
  value: {{ .root.Values.publicUrl | quote }}
{{- if or .root.Values.smtp.existingSecret .root.Values.smtp.url }}
{{ include "vitae.secretEnv" (dict "env" "SMTP_URL" "secret" (include "vitae.smtpSecret" .root) "key" "url") }}
{{- end }}
- name: MAIL_FROM
  value: {{ .root.Values.smtp.from | quote }}
- name: SIGNUPS_DISABLED
  value: {{ .root.Values.auth.signupsDisabled | quote }}
- name: EMAIL_AUTH_DISABLED
  value: {{ .root.Values.auth.emailAuthDisabled | quote }}
- name: ACCESS_TOKEN_TTL_SECONDS
  value: {{ .root.Values.auth.accessTokenTtlSeconds | quote }}
- name: REFRESH_TOKEN_TTL_SECONDS
  value: {{ .root.Values.auth.refreshTokenTtlSeconds | quote }}
- name: SIGNING_KEY_ROTATION_SECONDS
  value: {{ .root.Values.auth.signingKeyRotationSeconds | quote }}
- name: RATE_LIMIT_SCALE
  value: {{ .root.Values.auth.rateLimitScale | quote }}
{{- end -}}

{{- define "vitae.env.resume" -}}
{{ include "vitae.secretEnv" (dict "env" "DATABASE_URL" "secret" (include "vitae.databaseSecret" .root) "key" "resume-url") }}
{{ include "vitae.env.nats" . }}
{{ include "vitae.env.auth" . }}
{{- end -}}

{{- define "vitae.env.storage" -}}
{{ include "vitae.secretEnv" (dict "env" "DATABASE_URL" "secret" (include "vitae.databaseSecret" .root) "key" "storage-url") }}
{{ include "vitae.env.nats" . }}
{{ include "vitae.env.auth" . }}
- name: PUBLIC_URL
  value: {{ .root.Values.publicUrl | quote }}
- name: MAX_IMAGE_BYTES
  value: {{ .root.Values.storage.maxImageBytes | quote }}
- name: RESUME_URL
  value: {{ printf "%s/graphql" (include "vitae.url" (dict "root" .root "name" "resume")) | quote }}
{{ include "vitae.secretEnv" (dict "env" "FILE_URL_SECRET" "secret" (include "vitae.generatedSecret" .root) "key" "FILE_URL_SECRET") }}
{{- if .root.Values.s3.endpoint }}
- name: S3_ENDPOINT
  value: {{ .root.Values.s3.endpoint | quote }}
- name: S3_REGION
  value: {{ .root.Values.s3.region | quote }}
- name: S3_BUCKET
  value: {{ .root.Values.s3.bucket | quote }}
{{ include "vitae.secretEnv" (dict "env" "S3_ACCESS_KEY" "secret" (include "vitae.s3Secret" .root) "key" "access-key") }}
{{ include "vitae.secretEnv" (dict "env" "S3_SECRET_KEY" "secret" (include "vitae.s3Secret" .root) "key" "secret-key") }}
{{- end }}
{{- end -}}

{{- define "vitae.env.render" -}}
{{ include "vitae.env.nats" . }}
{{ include "vitae.env.auth" . }}
- name: STORAGE_URL
  value: {{ include "vitae.url" (dict "root" .root "name" "storage") | quote }}
- name: RESUME_URL
  value: {{ printf "%s/graphql" (include "vitae.url" (dict "root" .root "name" "resume")) | quote }}
- name: RENDER_CONCURRENCY
  value: {{ .root.Values.render.concurrency | quote }}
{{- end -}}
