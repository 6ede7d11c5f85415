# syntax=docker/dockerfile:1
# The web app's build (the app and the artboard, with their self-hosted fonts).
# Not run on its own: the gateway serves it and render prints with it, and both
# images copy /web/dist from this one. Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t vitae-web .
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS build
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
RUN npm install --no-audit --no-fund
COPY packages/schema packages/schema
COPY web web
RUN npm run --silent build -w packages/schema && npm run --silent build -w web

FROM scratch AS runtime
ARG VERSION=0.0.0-dev
ARG REVISION=unknown
# Where the sources are published, e.g. https://github.com/<owner>/vitae.
ARG SOURCE_URL=""
LABEL org.opencontainers.image.title="vitae-web" \
      org.opencontainers.image.description="Vitae's web build, copied into the gateway and render images" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.source="${SOURCE_URL}"
COPY --from=build /src/web/dist /web/dist
# Files only; an image without a shell or a program to run as anyone.
USER 1000:1000
