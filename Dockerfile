# syntax=docker/dockerfile:1
# Multi-stage build: dependencies and build in one stage, a slim non-root runtime in the last.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=optional
COPY . .
RUN npm run build && npm prune --omit=dev --omit=optional

FROM node:24-slim AS runtime
# Production defaults: Secure cookies, HSTS, no component catalogue; PROVIDER_API_URL and SESSION_SECRET
# must be given (the portal refuses to start without them).
ENV NODE_ENV=production APP_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/server ./server
# The sandbox provider (sandbox/) is not copied: production talks to PROVIDER_API_URL.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
# 3000: the portal (PORT); 9464: the operations port (METRICS_PORT): GET /metrics for Prometheus
# and the probes, never published to the public.
EXPOSE 3000 9464
# Liveness on the operations port (METRICS_PORT=off turns it off, and with it this check).
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.METRICS_PORT||9464)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server/index.ts"]
