# One image recipe for every deployable. Build context: the repository root; SERVICE names the
# workspace directory to run —
#   docker build --build-arg SERVICE=services/identity -t overlap-identity .
#   docker build --build-arg SERVICE=gateway --build-arg WITH_FRONTEND=true -t overlap-gateway .
# Every workspace package under packages/ and proto/ goes into every image (each service links
# them), so a new shared package needs no change here.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# 1. Compile the whole workspace (tsc -b from the root tsconfig.json); the gateway's image also
#    gets the Vite build of the frontend it serves.
FROM ${NODE_IMAGE} AS build
ARG SERVICE
ARG WITH_FRONTEND=false
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
WORKDIR /app
COPY . .
RUN test -n "$SERVICE" && test -f "$SERVICE/package.json" \
 || { echo "--build-arg SERVICE=<workspace directory, e.g. services/identity> is required" >&2; exit 1; }
RUN npm install --no-audit --no-fund
RUN npx tsc -b \
 && if [ "$WITH_FRONTEND" = true ]; then npm run build --workspace=@overlap/frontend; fi
# What the runtime needs from the build: manifests and dist/ of the service and the shared packages.
RUN mkdir -p /out \
 && cp package.json /out/ \
 && if [ "$WITH_FRONTEND" = true ]; then mkdir -p /out/frontend && cp -a frontend/dist /out/frontend/dist; fi \
 && for ws in packages/* proto "$SERVICE"; do \
      mkdir -p "/out/$ws" && cp "$ws/package.json" "/out/$ws/" \
      && if [ -d "$ws/dist" ]; then cp -a "$ws/dist" "/out/$ws/"; fi; \
    done

# 2. Production dependencies of the service (and the workspace packages it links) only.
FROM ${NODE_IMAGE} AS prod-deps
ARG SERVICE
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund --omit=dev --workspace="$SERVICE" \
 && mkdir -p /out \
 && cp -a --parents node_modules /out \
 && for ws in packages/* proto "$SERVICE"; do \
      if [ -d "$ws/node_modules" ]; then cp -a --parents "$ws/node_modules" /out; fi; \
    done

# 3. Runtime: no compiler, no dev dependencies, not root.
FROM ${NODE_IMAGE}
ARG SERVICE
ARG PORT=8080
# The Debian packages of the programs a service runs, per service, at the versions of
# infra/local/versions.env, the ones infra/local/system-packages.sh installs for the local stack
# (scripts/test/image-packages.int.spec.ts derives what the code runs and keeps all three equal).
# ingestion: Tesseract and the language data of its on-device screenshot reader (ADR 028).
ARG TESSERACT_OCR_VERSION=5.3.0-2
ARG TESSERACT_OCR_DATA_VERSION=1:4.1.0-2
RUN case "$SERVICE" in \
      services/ingestion) \
        apt-get update -qq \
        && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
             tesseract-ocr=${TESSERACT_OCR_VERSION} \
             tesseract-ocr-eng=${TESSERACT_OCR_DATA_VERSION} tesseract-ocr-dan=${TESSERACT_OCR_DATA_VERSION} \
             tesseract-ocr-deu=${TESSERACT_OCR_DATA_VERSION} tesseract-ocr-spa=${TESSERACT_OCR_DATA_VERSION} \
             tesseract-ocr-fra=${TESSERACT_OCR_DATA_VERSION} tesseract-ocr-chi-sim=${TESSERACT_OCR_DATA_VERSION} \
        && rm -rf /var/lib/apt/lists/* ;; \
    esac
# FRONTEND_DIST is read by the gateway only (the other services ignore it).
ENV NODE_ENV=production \
    FRONTEND_DIST=/app/frontend/dist
RUN groupadd --system --gid 10001 overlap \
 && useradd --system --uid 10001 --gid overlap --no-create-home --shell /usr/sbin/nologin overlap
WORKDIR /app
COPY --from=prod-deps /out/ ./
COPY --from=build /out/ ./
WORKDIR /app/${SERVICE}
USER 10001:10001
EXPOSE ${PORT}
# The V8 flags of the local stack (scripts/lib/app-services.ts NODE_FLAGS; ADR 050).
CMD ["node", "--max-semi-space-size=4", "dist/main.js"]
