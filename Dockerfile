# School Claims, as one image for the web processes and the workers (docs/operations.md, "Containers").
# The build stage compiles the web app and the server (`npm run build`, as CI does); the runtime stage holds
# the production packages and the compiled output only, and runs as the unprivileged `node` user.

FROM node:24.22.3-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24.22.3-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
# the offline verifier each school data export carries (ADR 052)
COPY --from=build /app/apps/server/verifier apps/server/verifier
COPY --from=build /app/apps/web/dist apps/web/dist
# Only the embedded database and its file keys are written here; with DATABASE_URL nothing is.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness: the process answers. Readiness (/readyz: database and bucket reachable) is for the balancer.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The web process; a worker runs the same image with `node --enable-source-maps apps/server/dist/worker.js`.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
