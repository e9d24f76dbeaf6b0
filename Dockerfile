# The studio on nginx (issue #33): the production build served by the official nginx image as its non-root `nginx`
# user, with deploy/nginx/start.sh writing the runtime config, the CSP and nginx.conf from the environment at start.
#
#   docker build -t studio .
#   docker run --read-only --tmpfs /tmp -p 8080:8080 \
#     -e STUDIO_OIDC_AUTHORITY=https://id.example.com -e STUDIO_OIDC_CLIENT_ID=… -e STUDIO_ENVIRONMENT=prd \
#     -e STUDIO_API_BASE_URL=https://api.example.com studio
#
# Everything written at run time goes to STUDIO_RUN_DIR (/tmp/studio-nginx): the root file system can be read-only
# with a tmpfs on /tmp. Not built on the development machine (no registry access there); CI's `npm run deploy:check`
# runs the very same start.sh and nginx.conf.template on Debian's nginx against the same build.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM nginx:1.27-bookworm
# The image's own site, templates and entrypoint scripts are not used: start.sh writes the whole configuration.
RUN rm -rf /usr/share/nginx/html/* /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist /usr/share/nginx/html
COPY deploy/nginx/ /usr/share/studio/
ENV STUDIO_ROOT=/usr/share/nginx/html STUDIO_PORT=8080 STUDIO_RUN_DIR=/tmp/studio-nginx
USER nginx
EXPOSE 8080
# nginx finishes the requests in flight on SIGQUIT.
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/share/studio/start.sh"]
