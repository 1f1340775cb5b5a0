# The product as a container (docs/operations.md, "Container image"): Next's standalone output on the Node LTS the
# server runs on (scripts/server-runtime.mjs), as the unprivileged `node` user, with a health check on /healthz.
# Build: docker build -t lockers .   Run with PostgreSQL: docker compose up --build (compose.yaml).
ARG NODE_VERSION=26

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the postinstall fetches a Node 26 for older machines, and this image already is one.
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN node_modules/.bin/next build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
# KEEP_ALIVE_TIMEOUT and the semi-space size: what `npm start` passes (scripts/server-runtime.mjs).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    KEEP_ALIVE_TIMEOUT=65000 \
    NODE_OPTIONS=--max-semi-space-size=16 \
    DATA_DIR=/data
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/backend/db/migrations ./backend/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
# The embedded database (without DATABASE_URL), the generated session secret and VAPID keys live here.
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
