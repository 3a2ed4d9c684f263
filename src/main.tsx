import './app/style-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { appRoutes, preloadSignedInScreen } from './app/router';
import { ServicesProvider } from './app/session/session-context';
import { createAppServices } from './app/session/session-service';
import { browserStore, STORAGE_KEYS } from './app/session/session-storage';
import './styles.css';

// The routes need no loaders or actions: the declarative router leaves the data router's
// 16 KB (gzip) out of what the login page loads.
function AppRoutes() {
  return useRoutes(appRoutes);
}

/** Lets the browser paint and answer input before the next step of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Evaluating the scripts, starting the session and drawing the first screen are each long enough
// on a slow phone to block input: each gets its own task instead of one long one.
async function start() {
  if (browserStore().getItem(STORAGE_KEYS.sessionToken)) preloadSignedInScreen(window.location.pathname);
  await nextTask();
  const services = createAppServices();
  await nextTask();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ServicesProvider>
    </StrictMode>,
  );
}

void start();
