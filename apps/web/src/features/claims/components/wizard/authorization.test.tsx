import { GENERAL_FRAUD_NOTICE, RENDERING_NOTE, STATE_FRAUD_NOTICES } from '@claims/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, DEFAULT_LANGUAGE, i18n } from '../../../../lib/i18n';
import { renderWithProviders } from '../../../../testing/render';
import { AuthorizationText, FraudNotices } from './authorization';

describe('the legal texts of the signature step', () => {
  afterEach(async () => {
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  });

  it('shows the English alone to an English reader', () => {
    renderWithProviders(<FraudNotices state="CA" />);
    const notices = screen.getByRole('region', { name: 'Fraud warning' });
    expect(notices).toHaveTextContent(STATE_FRAUD_NOTICES.CA.text.en);
    expect(notices).not.toHaveTextContent(RENDERING_NOTE.es);
  });

  it('shows a Spanish reader the governing English, then the Spanish rendering marked as such', async () => {
    await applyLanguage('es');
    renderWithProviders(
      <>
        <AuthorizationText />
        <FraudNotices state="California" />
      </>,
    );
    const notices = screen.getByRole('region', { name: 'Advertencia sobre fraude' });
    const english = within(notices).getByText(GENERAL_FRAUD_NOTICE.text.en);
    expect(english).toHaveAttribute('lang', 'en');
    expect(notices).toHaveTextContent(`${RENDERING_NOTE.es} ${GENERAL_FRAUD_NOTICE.text.es}`);
    expect(notices).toHaveTextContent(STATE_FRAUD_NOTICES.CA.text.es);
    expect(screen.getByRole('region', { name: 'Autorización' })).toHaveTextContent('válida por 12 meses');
  });
});
