/**
 * The studio's React root. A render error no boundary caught (the router's error page catches the pages'
 * own) goes to the error reporter (stg, prd) with its component stack, and is logged with it as well:
 * replacing React's default handler must not make it vanish from the console (local, dev).
 */
import { createRoot, type Root, type RootOptions } from 'react-dom/client';
import { reportError } from '../lib/observability';

export const rootOptions: RootOptions = {
  onUncaughtError: (error, { componentStack }) => {
    reportError(error, { componentStack });
    console.error(error, componentStack);
  },
};

export function createStudioRoot(container: HTMLElement): Root {
  return createRoot(container, rootOptions);
}
