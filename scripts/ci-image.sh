#!/usr/bin/env bash
# CI (issue #42): build the shipped Dockerfile and smoke-test the image, on a machine that reaches Debian's mirror
# and npm but no container registry. Installs Debian's docker.io, debootstrap and docker-compose when missing,
# starts dockerd when no engine answers, makes a base image from `debootstrap --variant=minbase bookworm` plus
# this machine's node and npm (unless one of that tag exists), builds the Dockerfile on it with the legacy builder,
# runs `npm run smoke -- --image`, removes the test container and validates compose.yaml. Prints each stage's time.
#   bash scripts/ci-image.sh        (as root, after `npm install`: the smoke test runs through tsx; .ci/run's last stage)
# Settings: CI_BASE_IMAGE (circles-test-base:bookworm-node-<this machine's node version>), CI_IMAGE (circles:ci),
# DEBIAN_MIRROR (http://deb.debian.org/debian), DOCKERD_LOG (/var/log/circles-ci-dockerd.log).
set -euo pipefail
cd "$(dirname "$0")/.."

BASE_IMAGE="${CI_BASE_IMAGE:-circles-test-base:bookworm-node-$(node -v)}"
IMAGE="${CI_IMAGE:-circles:ci}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
DOCKERD_LOG="${DOCKERD_LOG:-/var/log/circles-ci-dockerd.log}"

all_started=$(date +%s)
stage_started=$all_started
stage() { stage_started=$(date +%s); echo "ci: image: $1"; }
took() { echo "ci: image: $1 $(($(date +%s) - stage_started)) s"; }

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# --- the engine: Debian's docker.io (20.10), its own CLI, dockerd in the background (no systemd here).
stage "engine"
missing=()
[ -x /usr/sbin/dockerd ] && [ -x /usr/bin/docker ] || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
if [ ${#missing[@]} -gt 0 ]; then
  echo "ci: image: installing ${missing[*]}"
  apt_install "${missing[@]}"
fi
# The machine may have another docker CLI earlier on PATH (/usr/local/bin/docker, a newer client): every `docker`
# below, and the one scripts/smoke.ts spawns, is docker.io's own, which matches the engine started here.
shim=$(mktemp -d)
work=""
cleanup() {
  docker ps -aq --filter "ancestor=$IMAGE" 2>/dev/null | xargs -r docker rm -f >/dev/null 2>&1 || true
  [ -n "$work" ] && rm -rf "$work"
  rm -rf "$shim"
}
trap cleanup EXIT
ln -s /usr/bin/docker "$shim/docker"
export PATH="$shim:$PATH"
if ! docker info >/dev/null 2>&1; then
  echo "ci: image: starting dockerd (log: $DOCKERD_LOG)"
  setsid nohup /usr/sbin/dockerd >>"$DOCKERD_LOG" 2>&1 </dev/null &
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && break
    sleep 1
  done
  if ! docker info >/dev/null 2>&1; then
    echo "ci: image: dockerd did not answer within 60 s; the end of its log:" >&2
    tail -n 30 "$DOCKERD_LOG" >&2
    exit 1
  fi
fi
docker version --format 'ci: image: engine {{.Server.Version}}, client {{.Client.Version}}'
took "engine"

# --- the base: what node:22-bookworm-slim gives the Dockerfile (Debian 12, node, npm, a `node` user with uid
# 1000), made from Debian's packages and this machine's node and npm, since no registry can be pulled from.
stage "base"
if docker image inspect "$BASE_IMAGE" >/dev/null 2>&1; then
  echo "ci: image: reusing $BASE_IMAGE"
else
  work=$(mktemp -d /var/tmp/circles-base.XXXXXX)
  root="$work/rootfs"
  debootstrap --variant=minbase bookworm "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
    || { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }
  node_bin=$(readlink -f "$(command -v node)")
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  install -m 0755 "$node_bin" "$root/usr/local/bin/node"
  mkdir -p "$root/usr/local/lib/node_modules"
  cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  echo 'node:x:1000:' >>"$root/etc/group"
  echo 'node:x:1000:1000::/home/node:/bin/sh' >>"$root/etc/passwd"
  echo 'node:*:19000:0:99999:7:::' >>"$root/etc/shadow"
  install -d -o 1000 -g 1000 "$root/home/node"
  # The certificates this machine trusts, for node and npm in the build (a TLS-inspecting egress proxy signs
  # registry.npmjs.org here with its own CA): NODE_EXTRA_CA_CERTS adds them to node's own list.
  install -m 0644 /etc/ssl/certs/ca-certificates.crt "$root/usr/local/share/ci-host-ca-certificates.pem"
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/var/log/*.log
  tar -C "$root" --numeric-owner -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ci-host-ca-certificates.pem' \
    --change 'CMD ["node"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$work"
  work=""
  echo "ci: image: made $BASE_IMAGE (node $(docker run --rm "$BASE_IMAGE" node -v), npm $(docker run --rm "$BASE_IMAGE" npm -v))"
fi
took "base"

# --- the shipped Dockerfile on that base. The legacy builder: BuildKit would fetch the `# syntax=` frontend from
# a registry; the legacy builder reads that line as a comment and needs nothing but the base.
stage "build"
# The build stage gets its own tag (built first, then reused by the full build): untagged, it would be pruned
# below with the image this run replaced, and the next run would lose its `npm ci` layer.
build_log=$(mktemp)
for target in "--target build -t $IMAGE-build" "-t $IMAGE"; do
  # shellcheck disable=SC2086 # $target is two options and a tag, split on purpose
  if ! DOCKER_BUILDKIT=0 docker build --force-rm --build-arg NODE_IMAGE="$BASE_IMAGE" $target . 2>&1 \
    | while IFS= read -r line; do printf '%4d s  %s\n' "$(($(date +%s) - stage_started))" "$line"; done >"$build_log"; then
    tail -n 40 "$build_log" >&2
    exit 1
  fi
  # Each step with the time it started and whether it came from the cache.
  awk '/ Step /{ if (step) print step; step = substr($0, 1, 100) } /Using cache/{ step = step " (cached)" }
    END { if (step) print step }' "$build_log" | grep -v -E 'Step [0-9]+/[0-9]+ : (ARG|WORKDIR|ENV|VOLUME|USER|EXPOSE|STOPSIGNAL|HEALTHCHECK|CMD)'
done
rm -f "$build_log"
# What this run replaced, now untagged (the layers the new images share with it stay, as the cache).
docker image prune -f >/dev/null
echo "ci: image: $IMAGE is $(($(docker image inspect "$IMAGE" --format '{{.Size}}') / 1000000)) MB"
took "build"

# --- the smoke test against the container: start on an empty /data, live, ready, sign-up through the dev
# outbox, a post, the web app, SIGTERM (scripts/smoke.ts --image).
stage "smoke"
timeout 300 npm run smoke -- --image "$IMAGE"
took "smoke"

# --- compose.yaml as docker-compose reads it (its PostgreSQL, MinIO, Redis and nginx images cannot be pulled
# here, so it is not brought up). It is read from a scratch project directory holding a throwaway .env (its
# env_file) and the deploy/ it mounts, with throwaway values for the secrets it requires.
stage "compose"
compose_dir=$(mktemp -d)
cp .env.example "$compose_dir/.env"
ln -s "$PWD/deploy" "$compose_dir/deploy"
POSTGRES_PASSWORD=ci MINIO_ROOT_USER=ci MINIO_ROOT_PASSWORD=ci-password \
  docker-compose --project-directory "$compose_dir" -f compose.yaml config -q
rm -rf "$compose_dir"
took "compose"

echo "ci: image: all stages $(($(date +%s) - all_started)) s"
