# syntax=docker/dockerfile:1
# Circles: one image for the app, its one-off migration (`npm run migrate`) and its backups (`npm run backup`).
# docs/OPERATIONS.md says how to run it; compose.yaml runs it with PostgreSQL, MinIO, Redis and nginx.
# No secret is baked in: AUTH_SECRET, DATABASE_URL, S3_* and the rest come from the environment at run time.
ARG NODE_IMAGE=node:22-bookworm-slim

# --- build: every dependency (dev ones too), then the web app (client, server renderer, public pages) and the
# server bundle (apps/server/dist/main.mjs).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/build-server.mjs

# --- runtime: production dependencies only, the built app, PostgreSQL's client tools for backups, and Debian's
# ffmpeg, which every video and audio goes through before anyone sees it (issue #52, decision 0083).
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client ca-certificates ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  MEDIA_DIR=/data/media \
  npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The sources stay beside the bundle: migrations are read from apps/server/src/db/migrations, and the migrate,
# backup and restore commands run from them. The bundle is newer than they are, so start never rebuilds it.
COPY --from=build /app/packages/contracts/src packages/contracts/src
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/scripts scripts
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/server/dist apps/server/dist
# The embedded database (when no DATABASE_URL is given) and local media live on this volume, owned by `node`.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Docker sends SIGTERM (the default, named here): readiness turns 503, requests in flight finish, then it exits.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The commit /metrics names in circles_build_info (the image has no .git): `docker build --build-arg
# CIRCLES_COMMIT=$(git rev-parse HEAD) .`; last, so a new commit rebuilds no layer above.
ARG CIRCLES_COMMIT=unknown
ENV CIRCLES_COMMIT=${CIRCLES_COMMIT}
CMD ["node", "scripts/start.mjs"]
