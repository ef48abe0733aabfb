import './theme/fonts.css';
import { currentLanguage, loadLanguage } from './lib/i18n.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The reader's language first (English is in this bundle; another loads now, ADR 40). Should it fail to
// load, the app renders all the same, with the English texts as the fallback. The first render is a
// transition, which React renders in slices that leave the main thread free between them (as it hydrates),
// rather than in one long task after the script's own.
void loadLanguage(currentLanguage())
  .catch((error: unknown) => console.error('The texts of the language could not be loaded', error))
  .then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
