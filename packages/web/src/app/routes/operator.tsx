import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OperatorScreen } from '../../features/operator/components/operator-screen.tsx';
import { en } from '../../features/operator/locales/en.ts';
import { registerTexts } from '../../lib/i18n.ts';
import { createQueryClient, refetchOnLanguageChange } from '../../lib/query-client.ts';

// The operator's page is outside the signed-in shell, which registers the screens' texts: it registers its own.
await registerTexts({
  en,
  az: () => import('../../features/operator/locales/az.ts').then((m) => m.az),
  ru: () => import('../../features/operator/locales/ru.ts').then((m) => m.ru),
});

/**
 * /operator (docs/product.md §7.12, ADR 34): the platform operator's screen, outside the company app and
 * its session, with a data cache of its own.
 */
export default function OperatorRoute() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => refetchOnLanguageChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <OperatorScreen />
    </QueryClientProvider>
  );
}
