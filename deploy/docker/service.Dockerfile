# syntax=docker/dockerfile:1
# The image of each Node service, chosen by the SERVICE build argument (gateway,
# identity, resume, storage or render). Build from the repository root:
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=resume \
#     --build-arg VERSION=1.2.3 .
# (docs/deploy.md, "Images"). Every image shares the stages below but one: the
# stage named after its service, which holds what that service alone needs.
ARG NODE_IMAGE=node:20.20-bookworm-slim
ARG WEB_IMAGE=vitae-web
ARG SERVICE

# The workspaces' manifests, which both installs below start from.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY package.json package-lock.json .npmrc .swcrc tsconfig.base.json ./
COPY packages/schema/package.json packages/schema/
COPY packages/service-kit/package.json packages/service-kit/
COPY proto/package.json proto/
COPY services/gateway/package.json services/gateway/
COPY services/identity/package.json services/identity/
COPY services/resume/package.json services/resume/
COPY services/storage/package.json services/storage/
COPY services/render/package.json services/render/
COPY web/package.json web/

# Every workspace's dependencies, dev ones included, to compile.
FROM manifests AS build
RUN npm install --no-audit --no-fund
COPY packages packages
COPY proto proto
ARG SERVICE
COPY services/${SERVICE} services/${SERVICE}
RUN for dir in packages/schema packages/service-kit proto "services/${SERVICE}"; do \
      npm run --silent build -w "$dir" || exit 1; \
    done

# The runtime dependencies of this service alone: no dev dependencies, no compilers.
FROM manifests AS deps
ARG SERVICE
RUN npm install --omit=dev --no-audit --no-fund --workspace "services/${SERVICE}" \
 && npm cache clean --force

# The web build (deploy/docker/web.Dockerfile), built once for the gateway and render.
FROM ${WEB_IMAGE} AS web

# Each service's own start: its port, command and description, and what it alone carries.
FROM ${NODE_IMAGE} AS gateway
LABEL org.opencontainers.image.description="Vitae gateway: the federated graph, the REST API and the web app"
ENV PORT=3000 WEB_DIST=/app/web/dist SUPERGRAPH_FILE=/app/services/gateway/supergraph.graphql
COPY --from=build /src/services/gateway/supergraph.graphql /app/services/gateway/
COPY --from=web /web/dist /app/web/dist
EXPOSE 3000
CMD ["node", "services/gateway/dist/index.js"]

FROM ${NODE_IMAGE} AS identity
LABEL org.opencontainers.image.description="Vitae identity: users, sessions, keys and sign-in providers"
ENV PORT=4001
EXPOSE 4001
CMD ["node", "services/identity/dist/index.js"]

FROM ${NODE_IMAGE} AS resume
LABEL org.opencontainers.image.description="Vitae resume: resumes, sharing and statistics"
ENV PORT=4002
EXPOSE 4002
CMD ["node", "services/resume/dist/index.js"]

FROM ${NODE_IMAGE} AS storage
LABEL org.opencontainers.image.description="Vitae storage: pictures and printed files on S3"
ENV PORT=4003
EXPOSE 4003
CMD ["node", "services/storage/dist/index.js"]

FROM ${NODE_IMAGE} AS render
LABEL org.opencontainers.image.description="Vitae render: prints resumes to PDF in Chromium"
# Chromium from Debian. The resume's fonts come from the web build copied below:
# its chosen family and the Noto faces of every script of the 46 languages
# (self-hosted, never a font CDN), the same the preview draws with. Debian's
# fonts are only a last resort, for a character none of those holds: DejaVu for
# symbols and the emoji font. No system CJK or Noto script fonts, so a print
# cannot quietly draw a script in another face than the preview's.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-noto-color-emoji \
 && rm -rf /var/lib/apt/lists/*
ENV PORT=4004 CHROME_PATH=/usr/bin/chromium ARTBOARD_DIR=/app/web/dist HOME=/tmp
COPY --from=web /web/dist /app/web/dist
EXPOSE 4004
CMD ["node", "services/render/dist/index.js"]

# What every image holds, on top of its service's stage.
FROM ${SERVICE} AS runtime
ARG SERVICE
ARG VERSION=0.0.0-dev
ARG REVISION=unknown
# Where the sources are published, e.g. https://github.com/<owner>/vitae.
ARG SOURCE_URL=""
LABEL org.opencontainers.image.title="vitae-${SERVICE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.source="${SOURCE_URL}"
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    NODE_OPTIONS=--enable-source-maps
WORKDIR /app
# Owned by root and read-only to the service's user: the root filesystem can be mounted read-only.
COPY --from=deps /src/node_modules node_modules
COPY --from=build /src/package.json ./
COPY --from=build /src/packages/schema/package.json packages/schema/
COPY --from=build /src/packages/schema/dist packages/schema/dist
COPY --from=build /src/packages/service-kit/package.json packages/service-kit/
COPY --from=build /src/packages/service-kit/dist packages/service-kit/dist
COPY --from=build /src/proto/package.json proto/
COPY --from=build /src/proto/dist proto/dist
COPY --from=build /src/services/${SERVICE}/package.json services/${SERVICE}/
COPY --from=build /src/services/${SERVICE}/dist services/${SERVICE}/dist
# The pre-upgrade migrations Job's command (charts/vitae/templates/migrations-job.yaml),
# for the services with a database schema of their own (identity, resume).
COPY deploy/runtime/migrate.cjs deploy/runtime/
# The node image's unprivileged user, by number so runAsNonRoot can check it.
USER 1000:1000
