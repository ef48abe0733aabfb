import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OperatorScreen } from '../../features/operator/components/operator-screen.tsx';
import { operatorLocales } from '../../features/operator/locales.ts';
import { registerTexts } from '../../lib/i18n.ts';
import { createQueryClient, refetchOnLanguageChange } from '../../lib/query-client.ts';

// The operator's page is outside the signed-in shell, which registers the screens' texts: it registers its own.
registerTexts(operatorLocales);

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
