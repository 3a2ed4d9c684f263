import './app/style-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { appRoutes, preloadSignedInScreen } from './app/router';
import { ServicesProvider } from './app/session/session-context';
import { createAppServices } from './app/session/session-service';
import { browserStore, STORAGE_KEYS } from './app/session/session-storage';
import './styles.css';

const services = createAppServices();
if (browserStore().getItem(STORAGE_KEYS.sessionToken)) preloadSignedInScreen(window.location.pathname);

// The routes need no loaders or actions: the declarative router leaves the data router's
// 16 KB (gzip) out of what the login page loads.
function AppRoutes() {
  return useRoutes(appRoutes);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ServicesProvider>
  </StrictMode>,
);
