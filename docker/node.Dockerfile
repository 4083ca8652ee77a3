# One image for every Node service; docker-compose picks the entry point per service.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY eventstore/package.json eventstore/
COPY command-service/package.json command-service/
COPY projections/package.json projections/
COPY query-service/package.json query-service/
COPY launcher/package.json launcher/
COPY ui/package.json ui/
RUN npm ci --ignore-scripts
COPY contracts contracts
COPY platform platform
COPY eventstore eventstore
COPY command-service command-service
COPY projections projections
COPY query-service query-service
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
USER node
