import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '../lib/browser.ts';
import { AlertScreen } from './alert-screen.tsx';

/** The generic error screen (docs/product.md §7.2): title, subtitle and a button that reloads the app at /. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <AlertScreen minHeight="60vh" testId="error-fallback">
      <ErrorOutlined color="error" sx={{ fontSize: 64 }} />
      <Typography variant="h4" component="h1">
        {t('errorBoundary.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {t('errorBoundary.subtitle')}
      </Typography>
      <Button variant="contained" onClick={() => browser.assign('/')}>
        {t('errorBoundary.goToHomePage')}
      </Button>
    </AlertScreen>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
}

/** Catches render errors below it, logs them to the console and shows the error screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Uncaught render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
