import Typography from '@mui/material/Typography';
import { createContext, useContext, type ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

const Embedded = createContext(false);

/** Marks screens shown inside another page (the setup wizard's steps): their titles become sub-headings. */
export function EmbeddedScreen({ children }: { children: ReactNode }) {
  return <Embedded.Provider value={true}>{children}</Embedded.Provider>;
}

/**
 * A screen's title: the page heading (and the browser tab's title) when the screen is the page,
 * a sub-heading when it is embedded in another page.
 */
export function ScreenTitle({ title }: { title: string }) {
  const embedded = useContext(Embedded);
  return embedded ? (
    <Typography variant="h5" component="h2">
      {title}
    </Typography>
  ) : (
    <PageHeading title={title} />
  );
}

function PageHeading({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Typography variant="h4" component="h1" data-testid="page-title">
      {title}
    </Typography>
  );
}
