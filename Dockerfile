# The shop as a container (issue 32, item 8). Multi-stage: the build stage has the dev dependencies and
# builds; the runtime stage holds only the production file set (scripts/install-production.sh does the
# same steps on a machine without Docker) and runs as an unprivileged user.
#   docker build -t butikk .
#   docker run -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://www.butikk.no -p 3000:3000 butikk
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/var/lib/butikk/db IMAGE_DIR=/var/lib/butikk/images
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/build ./build
COPY --from=build /src/server/db/migrations ./server/db/migrations
COPY --from=build /src/data/postnummer.tsv /src/data/POSTNUMMER-LICENCE.md ./data/
RUN mkdir -p /var/lib/butikk && chown node:node /var/lib/butikk
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself is PID 1's child of nothing: SIGTERM from `docker stop` reaches it and it stops cleanly.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=192", "build/server-app/main.js"]
