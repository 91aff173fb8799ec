import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, DEFAULT_LANGUAGE, i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { ClaimChecklist } from './claim-checklist';
import { aClaimRecord } from './fixtures';

// Each item's name and what the list says of it, as a screen reader reads the list.
const itemsOf = (region: HTMLElement) => within(region).getAllByRole('listitem').map((item) => item.textContent);

describe("a claim's checklist", () => {
  afterEach(async () => {
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  });

  it('says in words which items are received and which are missing, and how many the TPA still needs', () => {
    renderWithProviders(<ClaimChecklist claim={aClaimRecord()} />);
    const card = screen.getByRole('region', { name: 'Checklist' });
    expect(within(card).getByText('1 missing')).toBeInTheDocument();
    expect(itemsOf(card)).toEqual([
      'Claim formReceived',
      'Itemized bill or paid receiptReceived',
      'EOB, or a statement of no other insuranceMissing',
      'Incident reportReceived · not required by the TPA',
    ]);
  });

  it('says Complete when the claim has everything its TPA requires', () => {
    renderWithProviders(
      <ClaimChecklist
        claim={{
          missing_items: 0,
          checklist: [
            { item: 'CLAIM_FORM', required: true, received: true },
            { item: 'INSURANCE_CARD', required: true, received: true },
          ],
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Checklist' });
    expect(within(card).getByText('Complete')).toBeInTheDocument();
    expect(within(card).queryByText('Missing')).not.toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    const checklist = [
      { item: 'CLAIM_FORM', required: true, received: true },
      { item: 'ITEMIZED_BILL', required: true, received: false },
      { item: 'EOB_OR_NO_OTHER_INSURANCE', required: true, received: false },
      { item: 'INCIDENT_REPORT', required: false, received: true },
    ] as const;
    renderWithProviders(<ClaimChecklist claim={{ missing_items: 2, checklist: [...checklist] }} />);
    const card = screen.getByRole('region', { name: 'Lista de verificación' });
    expect(within(card).getByText('Faltan 2')).toBeInTheDocument();
    expect(itemsOf(card)).toEqual([
      'Formulario de reclamaciónRecibido',
      'Factura detallada o recibo de pagoFalta',
      'EOB, o una declaración de que no hay otro seguroFalta',
      'Informe del incidenteRecibido · el TPA no lo exige',
    ]);
  });
});
