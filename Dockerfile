# syntax=docker/dockerfile:1
# The base image, pinned by digest so that a rebuild gets the same Node and Debian packages (a
# moved tag cannot change the image under it): node:24-slim as Docker Hub listed it on
# 2026-08-12 (the multi-platform index). Update the digest on purpose, with the Node release
# notes read; tests/unit/dockerfile.test.ts fails on an unpinned FROM.
ARG NODE_IMAGE=node:24-slim@sha256:3638d9a6fe4030bd716be989438248074489337ba3275657f93595428be4fc03

# Build stage: install everything, build the browser bundle and the SSR entry (the build also
# warms the server's compile cache, dist/compile-cache), drop dev packages.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Built as the `node` user (uid 1000) the console runs as: Node names its compile cache's folder
# after the uid, so a cache warmed as root would be missed at run time, and with a read-only
# root filesystem (deploy/kubernetes) never written either.
RUN chown node:node /app
USER node
COPY --chown=node:node package.json package-lock.json ./
# The image already runs Node 24, so the `node` package's download script is not needed.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY --chown=node:node . .
# No group or other write bit on anything the runtime stage copies, whatever the checkout's umask.
# The store's folder (the only thing the console writes) is made here, empty and the node user's,
# so the runtime stage needs no RUN that hands files back.
RUN node scripts/build.ts && npm prune --omit=dev --ignore-scripts && rm -rf /app/data && mkdir /app/data \
  && chmod -R go-w /app

# Runtime stage: the built console (the SSR bundle in dist/server carries every client module it
# renders), the server and shared sources (run by Node 24's type stripping) and the bundled
# gateway double, as a non-root user. No client/ sources: the server imports none at run time.
# The files belong to root and keep the build's modes (644, directories 755): the `node` user
# reads and runs them and can change none of them, so a compromised process cannot rewrite the
# code it runs (it writes nothing at run time: deploy/kubernetes mounts the root read-only).
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
# V8 heap limits measured under overload (README, "Memory"; scripts/heap-flags.ts has the same
# flags). In NODE_OPTIONS rather than in CMD because command-line flags would beat an
# operator's NODE_OPTIONS: `docker run -e NODE_OPTIONS=...` replaces them.
ENV NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=160"
# The stripped TypeScript of every server module, warmed by the build (scripts/compile-cache.ts):
# without it Node loads its TypeScript stripper, 17 MB that stay resident.
ENV NODE_COMPILE_CACHE=/app/dist/compile-cache
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/server ./server
COPY --from=build --chown=root:root /app/shared ./shared
COPY --from=build --chown=root:root /app/mock-gateway ./mock-gateway
COPY --from=build --chown=root:root /app/locales ./locales
# The console's own store (SQLite) when DATABASE_URL is unset: a volume, so it outlives the
# container (README "The console's store"); the root file system may stay read-only.
ENV DATA_DIR=/app/data
COPY --from=build --chown=node:node /app/data ./data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Exec form: node runs as PID 1 without a shell in between, so SIGTERM reaches the server, which drains requests.
# It is the cluster's primary: a worker per core the container may use, as many as its memory
# limit holds (WORKERS overrides; README "Workers and sizing"); the workers inherit NODE_OPTIONS.
CMD ["node", "server/main.ts"]
