#!/usr/bin/env bash
# Installs the Debian packages the tests run when they are missing (never a browser download):
# Chromium for the browser tests; nginx and pgbouncer for the deployment tests (a proxy in front of two
# instances, a pooler in front of PostgreSQL: packages/server/test/deployment), which start their own,
# in the foreground; podman, podman-compose and debootstrap for the container test (ADR 41).
set -euo pipefail
browser=()
servers=()
[ -x /usr/bin/chromium ] || browser=(chromium fonts-noto-core)
[ -x /usr/sbin/nginx ] || servers+=(nginx)
[ -x /usr/sbin/pgbouncer ] || servers+=(pgbouncer)
containers=()
[ -x /usr/bin/podman ] || containers+=(podman runc)
[ -x /usr/libexec/podman/catatonit ] || containers+=(catatonit)
[ -x /usr/bin/podman-compose ] || containers+=(podman-compose)
[ -x /usr/sbin/debootstrap ] || containers+=(debootstrap)
# Service names resolved inside a compose network (podman 4 with CNI).
[ -e /usr/lib/cni/dnsname ] || containers+=(golang-github-containernetworking-plugin-dnsname)
if [ ${#browser[@]} -eq 0 ] && [ ${#servers[@]} -eq 0 ] && [ ${#containers[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${browser[*]} ${servers[*]} ${containers[*]}…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
if [ ${#browser[@]} -gt 0 ]; then DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${browser[@]}" >/dev/null; fi
if [ ${#servers[@]} -gt 0 ]; then DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${servers[@]}" >/dev/null; fi
if [ ${#containers[@]} -gt 0 ]; then DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${containers[@]}" >/dev/null; fi
/usr/bin/chromium --version
/usr/sbin/nginx -v
/usr/sbin/pgbouncer --version | head -1
podman --version
