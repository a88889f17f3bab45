# The shop as a container (issue 32, item 8; decision 077). Multi-stage: the build stage has the dev
# dependencies, builds, and lays out the production file set with scripts/install-production.sh (the
# same script a test runs on a machine without Docker, so these steps are tested there); the runtime
# stage installs only the runtime dependencies and runs as the unprivileged user `node`.
#   docker build -t butikk .
#   docker run --rm -e DATABASE_URL=postgres://… butikk npm run db:migrate        (the deploy step)
#   docker run -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://www.butikk.no -e TRUST_PROXY=1 -p 3000:3000 butikk
# Without DATABASE_URL the shop keeps an embedded PGlite database in the volume /var/lib/butikk.
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && bash scripts/install-production.sh /app --skip-build --files-only

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/var/lib/butikk/db \
    MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# The file set belongs to root: the shop reads it and cannot change it.
COPY --from=build /app ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
    && mkdir -p /var/lib/butikk && chown node:node /var/lib/butikk
USER node
VOLUME /var/lib/butikk
EXPOSE 3000
# /healthz: the process answers (readiness, /readyz, is the load balancer's business).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (server/lib/stop-on-signals.ts): `docker stop` lets requests
# and the job in hand finish, then the process exits 0. It starts no child processes to reap.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=192", "build/server-app/main.js"]
