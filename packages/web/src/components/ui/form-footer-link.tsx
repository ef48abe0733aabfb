import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface FormFooterLinkProps {
  /** The text before the link ("No account?"). */
  lead?: string;
  to: string;
  testId: string;
  sx?: SxProps<Theme>;
  /** The link's text. */
  children: ReactNode;
}

/** A line under the form of a sign-in page that links to another one: "No account? Register". */
export function FormFooterLink({ lead, to, testId, sx, children }: FormFooterLinkProps) {
  return (
    <Typography variant="body2" sx={sx}>
      {lead !== undefined && `${lead} `}
      <Link component={RouterLink} to={to} data-testid={testId}>
        {children}
      </Link>
    </Typography>
  );
}
