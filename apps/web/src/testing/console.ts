// The test setup fails any test that calls console.error. A test that provokes an error on purpose
// (an error boundary, say) calls allowConsoleErrors() first; the setup resets it after each test.
let allowed = false;

export const allowConsoleErrors = () => {
  allowed = true;
};

export const consoleErrorsAllowed = () => allowed;

export const resetConsoleErrors = () => {
  allowed = false;
};
