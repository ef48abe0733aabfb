# Performa's production image (docs/deployment.md §10; ADR 41): the compiled server and the built web app on
# Node 24, run as the unprivileged `node` user. Build: `podman build -t performa .` (or docker build).
#   BASE            the Node 24 image to build on (Debian bookworm, with npm, /usr/local/bin/node and a `node`
#                   user, as the official image has them)
#   NODE_EXTRA_CA_CERTS, NPM_CONFIG_REGISTRY   for a build behind a TLS-inspecting proxy or a registry mirror
ARG BASE=docker.io/library/node:24-bookworm-slim

# ── Build: every dependency, then `npm run build` (web app and server) ───────────────────────────────────────
FROM ${BASE} AS build
ARG NODE_EXTRA_CA_CERTS
ARG NPM_CONFIG_REGISTRY
WORKDIR /app
# The manifests first: the install layer is kept until a manifest or the lock changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY packages/e2e/package.json packages/e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── Run: the server's production dependencies and what the build wrote, nothing else ─────────────────────────
FROM ${BASE}
ARG NODE_EXTRA_CA_CERTS
ARG NPM_CONFIG_REGISTRY
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY packages/e2e/package.json packages/e2e/
# Only the server's dependencies (the web app is static files); the base image brings Node itself.
RUN npm ci --omit=dev --workspace @performa/server --no-audit --no-fund && npm cache clean --force
COPY scripts/run-built.mjs scripts/
COPY packages/server/migrations packages/server/migrations
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/web/dist packages/web/dist
# Without DATABASE_URL the embedded database lives in /data: mount a volume there (docker/podman run -v performa-data:/data).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# In-process (scripts/run-built.mjs imports the compiled entry): SIGTERM reaches the server itself. Run with an
# init process (compose: `init: true`; docker/podman run: --init) so that it is not PID 1.
CMD ["node", "scripts/run-built.mjs", "main"]
