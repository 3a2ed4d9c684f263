import './app/style-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { appRoutes } from './app/router';
import { ServicesProvider } from './app/session/session-context';
import { createAppServices } from './app/session/session-service';
import './styles.css';

const services = createAppServices();

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
