import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const root = path.dirname(new URL(import.meta.url).pathname);

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** What a signed-in page loads before its screen: the shell, and the account routes of the session's requests (lib/session.ts). */
const SIGNED_IN_ROOTS = [path.join(root, 'src/app/app-shell.tsx'), path.join(root, '../contracts/src/routes/account.ts')];
let signedIn: Set<string> | undefined;

/**
 * The chunk of a module that SIGNED_IN_ROOTS import, directly or through others (null for any other):
 * `contracts` for zod and the contracts' schemas, which the session's first requests need, `shell` for the rest.
 */
function signedInChunk(id: string, graph: ModuleGraph): 'contracts' | 'shell' | null {
  if (!signedIn) {
    const reached = new Set<string>();
    const stack = [...SIGNED_IN_ROOTS];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (reached.has(next)) continue;
      reached.add(next);
      stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    signedIn = reached;
  }
  if (!signedIn.has(id)) return null;
  return /[\\/](node_modules[\\/]zod|packages[\\/]contracts)[\\/]/.test(id) ? 'contracts' : 'shell';
}

/**
 * Font files every first screen paints with (theme.ts: Nunito 400 and 700 for text and buttons, Lora 700 for
 * the titles), in the Latin subset that every language's page shows. Without a hint the browser asks for them
 * only once the script has rendered text, after the script's own download; preloaded, they come alongside it
 * (ADR 40). The other weights and subsets stay on demand, by the unicode-range of their @font-face.
 */
const FIRST_PAINT_FONTS = /\/(nunito-latin-(400|700)|lora-latin-700)-normal-[\w-]+\.woff2$/;

/** `<link rel="preload">` in index.html for the built FIRST_PAINT_FONTS (hashed names, so after the bundle). */
function preloadFirstPaintFonts(): Plugin {
  return {
    name: 'performa:preload-first-paint-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .map((file) => `/${file}`)
          .filter((file) => FIRST_PAINT_FONTS.test(file))
          .map((href) => ({ tag: 'link', attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' as const })),
    },
  };
}

/**
 * The web app: built to packages/web/dist, which the server serves at / (SPA fallback).
 * In development the Vite server proxies /api to the API server on port 3000.
 */
export default defineConfig({
  root,
  // Brotli and gzip copies of every text file above 1 KB, written once at build time and served by the
  // server by Accept-Encoding (ADR 37).
  plugins: [react(), preloadFirstPaintFonts(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    // The initial chunk is one file by design (below): about 650 kB before compression, 180 kB in brotli.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Three chunks before the screens (ADR 40), each one file rather than dozens: over HTTP/1.1 a browser
        // fetches six files at a time, so each further round of small files costs a round trip. `initial`:
        // all that the first screen imports statically (the login page; the frame and session of any
        // other). `contracts`: zod and the contracts' schemas that the session's requests and the shell
        // need, so that those requests start before the shell has arrived. `shell`: the rest of what the
        // signed-in shell imports (top bar, sidebar, data cache, the screens' English texts). Both load with
        // the session. A screen and what only screens share stay chunks of their own, loaded when a screen
        // is opened.
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }, { name: signedInChunk }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
