import { describe, expect, it } from 'vitest';
import { parentRequestMail, staffRequestMail, unlinked, type InformationRequest } from './tpa-link.mail.ts';

const request = (note: string): InformationRequest => ({
  claimNumber: 1042,
  tpaClaimNumber: 'AX-778',
  tpaName: 'Acme TPA',
  schoolName: 'Lincoln High',
  studentFirstName: 'Maya',
  note,
});

const NOTE = 'Pay the fee at https://pay.evil.example/claim?id=1 or www.evil.example, or log in at evil.example/login. Send the bill to billing@evil.example.';
const staff = { email_address: 'nurse@school.test', first_name: 'Ana', preferred_language: 'en' as const };

describe("the notice of a TPA's information request", () => {
  it("quotes the TPA's note with every address broken, so that no mail reader makes a link of it", () => {
    for (const mail of [staffRequestMail(staff, request(NOTE), 'http://claims.test/claims/1'), parentRequestMail({ email: 'parent@family.test', firstName: 'Rosa', language: 'es' }, request(NOTE))]) {
      for (const body of [mail.text, mail.html]) {
        expect(body).not.toContain('https://');
        expect(body).not.toContain('www.evil');
        expect(body).not.toMatch(/evil\.example/);
        expect(body).toContain('evil[.]example');
      }
    }
  });

  it('links the school staff to the claim only, and the parent nowhere', () => {
    const toStaff = staffRequestMail(staff, request(NOTE), 'http://claims.test/claims/1');
    expect(toStaff.html?.match(/<a\b[^>]*>/g)).toEqual(['<a href="http://claims.test/claims/1">']);
    expect(parentRequestMail({ email: 'parent@family.test', firstName: null, language: 'en' }, request(NOTE)).html).not.toContain('<a');
  });

  it('leaves ordinary writing as it was', () => {
    expect(unlinked('The EOB, e.g. the one of 3.5 pages, i.e. all of it.')).toBe('The EOB, e.g. the one of 3.5 pages, i.e. all of it.');
    expect(unlinked('See https://a.example/x')).toBe('See https[:]//a[.]example/x');
  });
});
