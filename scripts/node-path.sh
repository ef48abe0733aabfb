# Sourced by the scripts that run Node outside `npm run`: the project's pinned Node (the `node` package,
# ADR 35) comes first on PATH, as it does inside npm scripts. The machine's own Node stays untouched.
export PATH="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/node_modules/.bin:$PATH"
case "$(node -v)" in
  v24.*) ;;
  *) echo "Performa runs on Node 24 (the pinned \`node\` package); found $(node -v). Run npm ci first." >&2; exit 1 ;;
esac
