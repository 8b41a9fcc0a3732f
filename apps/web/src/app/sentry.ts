import { appConfig, BUILD_VERSION } from '../lib/app-config';

/** Error reporting, only when the server gives a DSN; the SDK loads on demand. */
export function initSentry(): void {
  const dsn = appConfig.sentryDsn;
  if (!dsn) return;
  void import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn,
      environment: appConfig.mode,
      release: BUILD_VERSION,
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
    });
  });
}

/** Reports an error to Sentry when it is set up; otherwise only the console has it. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  console.error(error, context ?? '');
  if (!appConfig.sentryDsn) return;
  void import('@sentry/react').then((Sentry) => Sentry.captureException(error, { extra: context }));
}
