import { usStateCode, usStateLabel } from './geo.ts';
import type { UsStateCode } from './geo.ts';

// States with their own fraud notice on the claim form (SPEC §1). States sharing a notice form one
// group. Every claim also shows the general notice.
export const FRAUD_NOTICE_GROUPS = [
  { id: 'AZ', states: ['AZ'] },
  { id: 'AL', states: ['AL'] },
  { id: 'AK', states: ['AK'] },
  { id: 'AR_RI_WV', states: ['AR', 'RI', 'WV'] },
  { id: 'CA', states: ['CA'] },
  { id: 'CO', states: ['CO'] },
  { id: 'DE', states: ['DE'] },
  { id: 'DC', states: ['DC'] },
  { id: 'FL', states: ['FL'] },
  { id: 'ID', states: ['ID'] },
  { id: 'IN', states: ['IN'] },
  { id: 'KY', states: ['KY'] },
  { id: 'ME_WA', states: ['ME', 'WA'] },
  { id: 'MD', states: ['MD'] },
  { id: 'MN', states: ['MN'] },
  { id: 'NH', states: ['NH'] },
  { id: 'NM_PA', states: ['NM', 'PA'] },
  { id: 'NY', states: ['NY'] },
  { id: 'NC_OR', states: ['NC', 'OR'] },
  { id: 'OH', states: ['OH'] },
  { id: 'OK', states: ['OK'] },
  { id: 'TN', states: ['TN'] },
  { id: 'TX', states: ['TX'] },
  { id: 'VA', states: ['VA'] },
] as const satisfies readonly { id: string; states: readonly UsStateCode[] }[];

export type FraudNoticeGroup = (typeof FRAUD_NOTICE_GROUPS)[number];
export type FraudNoticeGroupId = FraudNoticeGroup['id'];

// Accepts a state code or a full name (students store state_prov as the name). null means only the
// general notice applies (other states, provinces, unknown input).
export function fraudGroupForState(codeOrName: string | null | undefined): FraudNoticeGroup | null {
  const code = usStateCode(codeOrName);
  if (!code) return null;
  return FRAUD_NOTICE_GROUPS.find((group) => (group.states as readonly string[]).includes(code)) ?? null;
}

export type FraudNotice = { id: 'GENERAL' | FraudNoticeGroupId; heading: string; text: string; statute: string };

export const GENERAL_FRAUD_NOTICE: FraudNotice = {
  id: 'GENERAL',
  heading: 'General',
  text:
    'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit, or who ' +
    'knowingly presents false information in a claim or an application for insurance, is guilty of a crime and ' +
    'may be subject to fines and confinement in prison.',
  statute: 'Standard claim-form fraud warning (NAIC Insurance Fraud Prevention Model Act)',
};

// Wording and citation of each group's statutory claim-form warning.
const STATE_TEXTS: Record<FraudNoticeGroupId, Pick<FraudNotice, 'text' | 'statute'>> = {
  AZ: {
    text:
      'For your protection Arizona law requires the following statement to appear on this form. Any person who ' +
      'knowingly presents a false or fraudulent claim for payment of a loss is subject to criminal and civil ' +
      'penalties.',
    statute: 'Ariz. Rev. Stat. § 20-466.03',
  },
  AL: {
    text:
      'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit or who ' +
      'knowingly presents false information in an application for insurance is guilty of a crime and may be subject ' +
      'to restitution, fines, or confinement in prison, or any combination thereof.',
    statute: 'Ala. Code § 27-12A-23',
  },
  AK: {
    text:
      'A person who knowingly and with intent to injure, defraud, or deceive an insurance company files a claim ' +
      'containing false, incomplete, or misleading information may be prosecuted under state law.',
    statute: 'Alaska Stat. § 21.36.380',
  },
  AR_RI_WV: {
    text:
      'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit or knowingly ' +
      'presents false information in an application for insurance is guilty of a crime and may be subject to fines ' +
      'and confinement in prison.',
    statute: 'Ark. Code Ann. § 23-66-503; R.I. Gen. Laws § 27-54.1-3; W. Va. Code § 33-41-9',
  },
  CA: {
    text:
      'For your protection California law requires the following to appear on this form: Any person who knowingly ' +
      'presents false or fraudulent information to obtain or amend insurance coverage or to make a claim for the ' +
      'payment of a loss is guilty of a crime and may be subject to fines and confinement in state prison.',
    statute: 'Cal. Ins. Code § 1871.2; Cal. Penal Code § 550',
  },
  CO: {
    text:
      'It is unlawful to knowingly provide false, incomplete, or misleading facts or information to an insurance ' +
      'company for the purpose of defrauding or attempting to defraud the company. Penalties may include ' +
      'imprisonment, fines, denial of insurance, and civil damages. Any insurance company or agent of an insurance ' +
      'company who knowingly provides false, incomplete, or misleading facts or information to a policyholder or ' +
      'claimant for the purpose of defrauding or attempting to defraud the policyholder or claimant with regard to ' +
      'a settlement or award payable from insurance proceeds shall be reported to the Colorado Division of ' +
      'Insurance within the Department of Regulatory Agencies.',
    statute: 'Colo. Rev. Stat. § 10-1-128(6)(a)',
  },
  DE: {
    text:
      'Any person who knowingly, and with intent to injure, defraud or deceive any insurer, files a statement of ' +
      'claim containing any false, incomplete or misleading information is guilty of a felony.',
    statute: 'Del. Code Ann. tit. 18, § 2407',
  },
  DC: {
    text:
      'WARNING: It is a crime to provide false or misleading information to an insurer for the purpose of ' +
      'defrauding the insurer or any other person. Penalties include imprisonment and/or fines. In addition, an ' +
      'insurer may deny insurance benefits if false information materially related to a claim was provided by the ' +
      'applicant.',
    statute: 'D.C. Code § 22-3225.09(d)',
  },
  FL: {
    text:
      'Any person who knowingly and with intent to injure, defraud, or deceive any insurer files a statement of ' +
      'claim or an application containing any false, incomplete, or misleading information is guilty of a felony ' +
      'of the third degree.',
    statute: 'Fla. Stat. § 817.234(1)(b)',
  },
  ID: {
    text:
      'Any person who knowingly, and with intent to defraud or deceive any insurance company, files a statement of ' +
      'claim containing any false, incomplete, or misleading information is guilty of a felony.',
    statute: 'Idaho Code § 41-293',
  },
  IN: {
    text:
      'A person who knowingly and with intent to defraud an insurer files a statement of claim containing any ' +
      'false, incomplete, or misleading information commits a felony.',
    statute: 'Ind. Code § 35-43-5-4.5',
  },
  KY: {
    text:
      'Any person who knowingly and with intent to defraud any insurance company or other person files a statement ' +
      'of claim containing any materially false information or conceals, for the purpose of misleading, ' +
      'information concerning any fact material thereto commits a fraudulent insurance act, which is a crime.',
    statute: 'Ky. Rev. Stat. § 304.47-050',
  },
  ME_WA: {
    text:
      'It is a crime to knowingly provide false, incomplete or misleading information to an insurance company for ' +
      'the purpose of defrauding the company. Penalties may include imprisonment, fines, or denial of insurance ' +
      'benefits.',
    statute: 'Me. Rev. Stat. tit. 24-A, § 2186(3); Wash. Rev. Code § 48.135.080',
  },
  MD: {
    text:
      'Any person who knowingly or willfully presents a false or fraudulent claim for payment of a loss or benefit ' +
      'or who knowingly or willfully presents false information in an application for insurance is guilty of a ' +
      'crime and may be subject to fines and confinement in prison.',
    statute: 'Md. Code Ann., Ins. § 27-805',
  },
  MN: {
    text:
      'A person who files a claim with intent to defraud or helps commit a fraud against an insurer is guilty of a ' +
      'crime.',
    statute: 'Minn. Stat. § 60A.955',
  },
  NH: {
    text:
      'Any person who, with a purpose to injure, defraud or deceive any insurance company, files a statement of ' +
      'claim containing any false, incomplete or misleading information is subject to prosecution and punishment ' +
      'for insurance fraud, as provided in RSA 638:20.',
    statute: 'N.H. Rev. Stat. Ann. § 638:20',
  },
  NM_PA: {
    text:
      'Any person who knowingly and with intent to defraud any insurance company or other person files an ' +
      'application for insurance or statement of claim containing any materially false information or conceals ' +
      'for the purpose of misleading, information concerning any fact material thereto commits a fraudulent ' +
      'insurance act, which is a crime and subjects such person to criminal and civil penalties.',
    statute: '18 Pa. Cons. Stat. § 4117(k); N.M. Stat. Ann. § 59A-16-23',
  },
  NY: {
    text:
      'Any person who knowingly and with intent to defraud any insurance company or other person files an ' +
      'application for insurance or statement of claim containing any materially false information, or conceals ' +
      'for the purpose of misleading, information concerning any fact material thereto, commits a fraudulent ' +
      'insurance act, which is a crime, and shall also be subject to a civil penalty not to exceed five thousand ' +
      'dollars and the stated value of the claim for each such violation.',
    statute: 'N.Y. Ins. Law § 403(d); N.Y. Comp. Codes R. & Regs. tit. 11, § 86.4',
  },
  NC_OR: {
    text:
      'Any person who knowingly and with intent to defraud an insurer files a claim containing false, incomplete or ' +
      'misleading information concerning any material fact is violating state law and may be guilty of a crime ' +
      'punishable by fines and imprisonment.',
    statute: 'N.C. Gen. Stat. § 58-2-161; Or. Rev. Stat. § 165.692',
  },
  OH: {
    text:
      'Any person who, with intent to defraud or knowing that he is facilitating a fraud against an insurer, ' +
      'submits an application or files a claim containing a false or deceptive statement is guilty of insurance ' +
      'fraud.',
    statute: 'Ohio Rev. Code § 3999.21',
  },
  OK: {
    text:
      'WARNING: Any person who knowingly, and with intent to injure, defraud or deceive any insurer, makes any ' +
      'claim for the proceeds of an insurance policy containing any false, incomplete or misleading information is ' +
      'guilty of a felony.',
    statute: 'Okla. Stat. tit. 36, § 3613.1',
  },
  TN: {
    text:
      'It is a crime to knowingly provide false, incomplete or misleading information to an insurance company for ' +
      'the purpose of defrauding the company. Penalties include imprisonment, fines and denial of insurance benefits.',
    statute: 'Tenn. Code Ann. § 56-53-111',
  },
  TX: {
    text:
      'Any person who knowingly presents a false or fraudulent claim for the payment of a loss is guilty of a crime ' +
      'and may be subject to fines and confinement in state prison.',
    statute: 'Tex. Ins. Code § 704.002',
  },
  VA: {
    text:
      'It is a crime to knowingly provide false, incomplete or misleading information to an insurance company for ' +
      'the purpose of defrauding the company. Penalties include imprisonment, fines and denial of insurance benefits.',
    statute: 'Va. Code Ann. § 52-40',
  },
};

// "Arkansas, Rhode Island and West Virginia" from the group's state codes.
function groupHeading(group: FraudNoticeGroup): string {
  const names: string[] = group.states.map((code) => usStateLabel(code) ?? code);
  const last = names.pop() ?? '';
  return names.length > 0 ? `${names.join(', ')} and ${last}` : last;
}

export const STATE_FRAUD_NOTICES = Object.fromEntries(
  FRAUD_NOTICE_GROUPS.map((group) => [
    group.id,
    { id: group.id, heading: groupHeading(group), ...STATE_TEXTS[group.id] },
  ]),
) as Record<FraudNoticeGroupId, FraudNotice>;

// The general notice first, then the notice of the state's group (by code or full name) when it has one.
export function fraudNoticesFor(stateCodeOrName: string | null | undefined): readonly FraudNotice[] {
  const group = fraudGroupForState(stateCodeOrName);
  return group ? [GENERAL_FRAUD_NOTICE, STATE_FRAUD_NOTICES[group.id]] : [GENERAL_FRAUD_NOTICE];
}
