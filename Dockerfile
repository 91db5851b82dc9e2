# Clubhouse Grill in a container: built in one stage, run from a small one as a non-root user.
# With compose.yaml: PostgreSQL beside it and Caddy in front (README, "Put it on a server").
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
# npm install, not npm ci, as .ci/run does (README, "Tests and benchmarks").
RUN npm install --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 GRILL_DB=/data/grill.db
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/core/package.json ./packages/core/
COPY --from=build /app/packages/core/dist ./packages/core/dist
COPY --from=build /app/packages/http/package.json ./packages/http/
COPY --from=build /app/packages/http/dist ./packages/http/dist
COPY --from=build /app/packages/web/package.json ./packages/web/
COPY --from=build /app/packages/web/dist ./packages/web/dist
COPY --from=build /app/packages/web/dist-ssr ./packages/web/dist-ssr
# The SQLite database and its backups (unused with GRILL_DATABASE_URL), owned by the image's `node` user.
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (GRILL_DRAIN_SECONDS); compose.yaml gives it 30 s before SIGKILL.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=4", "packages/http/dist/main.js"]
