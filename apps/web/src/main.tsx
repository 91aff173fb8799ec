// Only the styles the public pages draw with (sign in, password, 404, toasts): the signed-in shell brings
// the rest of Mantine's (app/routes/authenticated-shell.tsx). Dependencies before their users.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './app/button-labels.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { applyLanguage, detectLanguage } from './lib/i18n';
import { reloadOnStaleChunks } from './lib/stale-chunks';

reloadOnStaleChunks();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

// A language other than English loads its texts before the first render, so no page flashes English
// (then, not a top-level await: see i18n-signed-in.ts).
void applyLanguage(detectLanguage())
  .catch(() => undefined)
  .then(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
