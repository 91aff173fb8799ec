import { usStateCode, usStateLabel } from './geo.ts';
import type { UsStateCode } from './geo.ts';
import type { Language, Translated } from './languages.ts';

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

// `text.en` is the statutory wording, printed in every document; the other languages render it for
// information only (ADR 020).
export type FraudNotice = { id: 'GENERAL' | FraudNoticeGroupId; heading: Translated; text: Translated; statute: string };

export const GENERAL_FRAUD_NOTICE: FraudNotice = {
  id: 'GENERAL',
  heading: { en: 'General', es: 'General' },
  text: {
    en:
      'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit, or who ' +
      'knowingly presents false information in a claim or an application for insurance, is guilty of a crime and ' +
      'may be subject to fines and confinement in prison.',
    es:
      'Toda persona que, a sabiendas, presente una reclamación falsa o fraudulenta para el pago de una pérdida o ' +
      'de un beneficio, o que, a sabiendas, presente información falsa en una reclamación o en una solicitud de ' +
      'seguro, es culpable de un delito y puede ser sancionada con multas y con pena de prisión.',
  },
  statute: 'Standard claim-form fraud warning (NAIC Insurance Fraud Prevention Model Act)',
};

// Tennessee and Virginia require the same words.
const TN_VA_TEXT: Translated = {
  en:
    'It is a crime to knowingly provide false, incomplete or misleading information to an insurance company for ' +
    'the purpose of defrauding the company. Penalties include imprisonment, fines and denial of insurance benefits.',
  es:
    'Es un delito proporcionar, a sabiendas, información falsa, incompleta o engañosa a una compañía de ' +
    'seguros con el fin de defraudar a la compañía. Las sanciones incluyen prisión, multas y la ' +
    'denegación de los beneficios del seguro.',
};

// Wording and citation of each group's statutory claim-form warning.
const STATE_TEXTS: Record<FraudNoticeGroupId, Pick<FraudNotice, 'text' | 'statute'>> = {
  AZ: {
    text: {
      en:
        'For your protection Arizona law requires the following statement to appear on this form. Any person who ' +
        'knowingly presents a false or fraudulent claim for payment of a loss is subject to criminal and civil ' +
        'penalties.',
      es:
        'Para su protección, la ley de Arizona exige que en este formulario figure la siguiente ' +
        'declaración. Toda persona que, a sabiendas, presente una reclamación falsa o fraudulenta para el ' +
        'pago de una pérdida estará sujeta a sanciones penales y civiles.',
    },
    statute: 'Ariz. Rev. Stat. § 20-466.03',
  },
  AL: {
    text: {
      en:
        'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit or who ' +
        'knowingly presents false information in an application for insurance is guilty of a crime and may be subject ' +
        'to restitution, fines, or confinement in prison, or any combination thereof.',
      es:
        'Toda persona que, a sabiendas, presente una reclamación falsa o fraudulenta para el pago de una ' +
        'pérdida o de un beneficio, o que, a sabiendas, presente información falsa en una solicitud de ' +
        'seguro, es culpable de un delito y puede ser condenada a la restitución, a multas o a pena de ' +
        'prisión, o a cualquier combinación de estas.',
    },
    statute: 'Ala. Code § 27-12A-23',
  },
  AK: {
    text: {
      en:
        'A person who knowingly and with intent to injure, defraud, or deceive an insurance company files a claim ' +
        'containing false, incomplete, or misleading information may be prosecuted under state law.',
      es:
        'Toda persona que, a sabiendas y con la intención de perjudicar, defraudar o engañar a una compañía ' +
        'de seguros, presente una reclamación que contenga información falsa, incompleta o engañosa podrá ' +
        'ser procesada conforme a la ley estatal.',
    },
    statute: 'Alaska Stat. § 21.36.380',
  },
  AR_RI_WV: {
    text: {
      en:
        'Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit or knowingly ' +
        'presents false information in an application for insurance is guilty of a crime and may be subject to fines ' +
        'and confinement in prison.',
      es:
        'Toda persona que, a sabiendas, presente una reclamación falsa o fraudulenta para el pago de una ' +
        'pérdida o de un beneficio, o que, a sabiendas, presente información falsa en una solicitud de ' +
        'seguro, es culpable de un delito y puede ser sancionada con multas y con pena de prisión.',
    },
    statute: 'Ark. Code Ann. § 23-66-503; R.I. Gen. Laws § 27-54.1-3; W. Va. Code § 33-41-9',
  },
  CA: {
    text: {
      en:
        'For your protection California law requires the following to appear on this form: Any person who knowingly ' +
        'presents false or fraudulent information to obtain or amend insurance coverage or to make a claim for the ' +
        'payment of a loss is guilty of a crime and may be subject to fines and confinement in state prison.',
      es:
        'Para su protección, la ley de California exige que en este formulario figure lo siguiente: Toda ' +
        'persona que, a sabiendas, presente información falsa o fraudulenta para obtener o modificar una ' +
        'cobertura de seguro, o para presentar una reclamación para el pago de una pérdida, es culpable de ' +
        'un delito y puede ser sancionada con multas y con reclusión en una prisión estatal.',
    },
    statute: 'Cal. Ins. Code § 1871.2; Cal. Penal Code § 550',
  },
  CO: {
    text: {
      en:
        'It is unlawful to knowingly provide false, incomplete, or misleading facts or information to an insurance ' +
        'company for the purpose of defrauding or attempting to defraud the company. Penalties may include ' +
        'imprisonment, fines, denial of insurance, and civil damages. Any insurance company or agent of an insurance ' +
        'company who knowingly provides false, incomplete, or misleading facts or information to a policyholder or ' +
        'claimant for the purpose of defrauding or attempting to defraud the policyholder or claimant with regard to ' +
        'a settlement or award payable from insurance proceeds shall be reported to the Colorado Division of ' +
        'Insurance within the Department of Regulatory Agencies.',
      es:
        'Es ilegal proporcionar, a sabiendas, hechos o información falsos, incompletos o engañosos a una ' +
        'compañía de seguros con el fin de defraudar o intentar defraudar a la compañía. Las sanciones ' +
        'pueden incluir prisión, multas, la denegación del seguro y una indemnización civil por daños y ' +
        'perjuicios. Toda compañía de seguros o agente de una compañía de seguros que, a sabiendas, ' +
        'proporcione hechos o información falsos, incompletos o engañosos a un titular de póliza o ' +
        'reclamante con el fin de defraudar o intentar defraudar al titular de póliza o reclamante en ' +
        'relación con un acuerdo o una indemnización pagaderos con fondos del seguro será denunciado ante ' +
        'la División de Seguros de Colorado (Colorado Division of Insurance) del Departamento de Agencias ' +
        'Reguladoras (Department of Regulatory Agencies).',
    },
    statute: 'Colo. Rev. Stat. § 10-1-128(6)(a)',
  },
  DE: {
    text: {
      en:
        'Any person who knowingly, and with intent to injure, defraud or deceive any insurer, files a statement of ' +
        'claim containing any false, incomplete or misleading information is guilty of a felony.',
      es:
        'Toda persona que, a sabiendas y con la intención de perjudicar, defraudar o engañar a cualquier ' +
        'aseguradora, presente una declaración de reclamación que contenga información falsa, incompleta o ' +
        'engañosa es culpable de un delito grave.',
    },
    statute: 'Del. Code Ann. tit. 18, § 2407',
  },
  DC: {
    text: {
      en:
        'WARNING: It is a crime to provide false or misleading information to an insurer for the purpose of ' +
        'defrauding the insurer or any other person. Penalties include imprisonment and/or fines. In addition, an ' +
        'insurer may deny insurance benefits if false information materially related to a claim was provided by the ' +
        'applicant.',
      es:
        'ADVERTENCIA: Es un delito proporcionar información falsa o engañosa a una aseguradora con el fin ' +
        'de defraudar a la aseguradora o a cualquier otra persona. Las sanciones incluyen prisión o multas, ' +
        'o ambas. Además, la aseguradora puede denegar los beneficios del seguro si el solicitante ' +
        'proporcionó información falsa que guarde relación sustancial con una reclamación.',
    },
    statute: 'D.C. Code § 22-3225.09(d)',
  },
  FL: {
    text: {
      en:
        'Any person who knowingly and with intent to injure, defraud, or deceive any insurer files a statement of ' +
        'claim or an application containing any false, incomplete, or misleading information is guilty of a felony ' +
        'of the third degree.',
      es:
        'Toda persona que, a sabiendas y con la intención de perjudicar, defraudar o engañar a cualquier ' +
        'aseguradora, presente una declaración de reclamación o una solicitud que contenga información ' +
        'falsa, incompleta o engañosa es culpable de un delito grave de tercer grado.',
    },
    statute: 'Fla. Stat. § 817.234(1)(b)',
  },
  ID: {
    text: {
      en:
        'Any person who knowingly, and with intent to defraud or deceive any insurance company, files a statement of ' +
        'claim containing any false, incomplete, or misleading information is guilty of a felony.',
      es:
        'Toda persona que, a sabiendas y con la intención de defraudar o engañar a cualquier compañía de ' +
        'seguros, presente una declaración de reclamación que contenga información falsa, incompleta o ' +
        'engañosa es culpable de un delito grave.',
    },
    statute: 'Idaho Code § 41-293',
  },
  IN: {
    text: {
      en:
        'A person who knowingly and with intent to defraud an insurer files a statement of claim containing any ' +
        'false, incomplete, or misleading information commits a felony.',
      es:
        'Toda persona que, a sabiendas y con la intención de defraudar a una aseguradora, presente una ' +
        'declaración de reclamación que contenga información falsa, incompleta o engañosa comete un delito ' +
        'grave.',
    },
    statute: 'Ind. Code § 35-43-5-4.5',
  },
  KY: {
    text: {
      en:
        'Any person who knowingly and with intent to defraud any insurance company or other person files a statement ' +
        'of claim containing any materially false information or conceals, for the purpose of misleading, ' +
        'information concerning any fact material thereto commits a fraudulent insurance act, which is a crime.',
      es:
        'Toda persona que, a sabiendas y con la intención de defraudar a cualquier compañía de seguros o a ' +
        'otra persona, presente una declaración de reclamación que contenga información sustancialmente ' +
        'falsa, u oculte, con el fin de inducir a error, información sobre cualquier hecho sustancial ' +
        'relacionado con ella, comete un acto de fraude de seguros, que constituye un delito.',
    },
    statute: 'Ky. Rev. Stat. § 304.47-050',
  },
  ME_WA: {
    text: {
      en:
        'It is a crime to knowingly provide false, incomplete or misleading information to an insurance company for ' +
        'the purpose of defrauding the company. Penalties may include imprisonment, fines, or denial of insurance ' +
        'benefits.',
      es:
        'Es un delito proporcionar, a sabiendas, información falsa, incompleta o engañosa a una compañía de ' +
        'seguros con el fin de defraudar a la compañía. Las sanciones pueden incluir prisión, multas o la ' +
        'denegación de los beneficios del seguro.',
    },
    statute: 'Me. Rev. Stat. tit. 24-A, § 2186(3); Wash. Rev. Code § 48.135.080',
  },
  MD: {
    text: {
      en:
        'Any person who knowingly or willfully presents a false or fraudulent claim for payment of a loss or benefit ' +
        'or who knowingly or willfully presents false information in an application for insurance is guilty of a ' +
        'crime and may be subject to fines and confinement in prison.',
      es:
        'Toda persona que, a sabiendas o de manera intencionada, presente una reclamación falsa o ' +
        'fraudulenta para el pago de una pérdida o de un beneficio, o que, a sabiendas o de manera ' +
        'intencionada, presente información falsa en una solicitud de seguro, es culpable de un delito y ' +
        'puede ser sancionada con multas y con pena de prisión.',
    },
    statute: 'Md. Code Ann., Ins. § 27-805',
  },
  MN: {
    text: {
      en:
        'A person who files a claim with intent to defraud or helps commit a fraud against an insurer is guilty of a ' +
        'crime.',
      es:
        'Toda persona que presente una reclamación con la intención de defraudar, o que ayude a cometer un ' +
        'fraude contra una aseguradora, es culpable de un delito.',
    },
    statute: 'Minn. Stat. § 60A.955',
  },
  NH: {
    text: {
      en:
        'Any person who, with a purpose to injure, defraud or deceive any insurance company, files a statement of ' +
        'claim containing any false, incomplete or misleading information is subject to prosecution and punishment ' +
        'for insurance fraud, as provided in RSA 638:20.',
      es:
        'Toda persona que, con el propósito de perjudicar, defraudar o engañar a cualquier compañía de ' +
        'seguros, presente una declaración de reclamación que contenga información falsa, incompleta o ' +
        'engañosa estará sujeta a procesamiento y sanción por fraude de seguros, según lo dispuesto en RSA ' +
        '638:20.',
    },
    statute: 'N.H. Rev. Stat. Ann. § 638:20',
  },
  NM_PA: {
    text: {
      en:
        'Any person who knowingly and with intent to defraud any insurance company or other person files an ' +
        'application for insurance or statement of claim containing any materially false information or conceals ' +
        'for the purpose of misleading, information concerning any fact material thereto commits a fraudulent ' +
        'insurance act, which is a crime and subjects such person to criminal and civil penalties.',
      es:
        'Toda persona que, a sabiendas y con la intención de defraudar a cualquier compañía de seguros o a ' +
        'otra persona, presente una solicitud de seguro o una declaración de reclamación que contenga ' +
        'información sustancialmente falsa, u oculte, con el fin de inducir a error, información sobre ' +
        'cualquier hecho sustancial relacionado con ellas, comete un acto de fraude de seguros, que ' +
        'constituye un delito y la expone a sanciones penales y civiles.',
    },
    statute: '18 Pa. Cons. Stat. § 4117(k); N.M. Stat. Ann. § 59A-16-23',
  },
  NY: {
    text: {
      en:
        'Any person who knowingly and with intent to defraud any insurance company or other person files an ' +
        'application for insurance or statement of claim containing any materially false information, or conceals ' +
        'for the purpose of misleading, information concerning any fact material thereto, commits a fraudulent ' +
        'insurance act, which is a crime, and shall also be subject to a civil penalty not to exceed five thousand ' +
        'dollars and the stated value of the claim for each such violation.',
      es:
        'Toda persona que, a sabiendas y con la intención de defraudar a cualquier compañía de seguros o a ' +
        'otra persona, presente una solicitud de seguro o una declaración de reclamación que contenga ' +
        'información sustancialmente falsa, u oculte, con el fin de inducir a error, información sobre ' +
        'cualquier hecho sustancial relacionado con ellas, comete un acto de fraude de seguros, que ' +
        'constituye un delito, y estará además sujeta a una sanción civil que no excederá de cinco mil ' +
        'dólares y del valor declarado de la reclamación por cada infracción.',
    },
    statute: 'N.Y. Ins. Law § 403(d); N.Y. Comp. Codes R. & Regs. tit. 11, § 86.4',
  },
  NC_OR: {
    text: {
      en:
        'Any person who knowingly and with intent to defraud an insurer files a claim containing false, incomplete or ' +
        'misleading information concerning any material fact is violating state law and may be guilty of a crime ' +
        'punishable by fines and imprisonment.',
      es:
        'Toda persona que, a sabiendas y con la intención de defraudar a una aseguradora, presente una ' +
        'reclamación que contenga información falsa, incompleta o engañosa sobre cualquier hecho sustancial ' +
        'infringe la ley estatal y puede ser culpable de un delito sancionable con multas y prisión.',
    },
    statute: 'N.C. Gen. Stat. § 58-2-161; Or. Rev. Stat. § 165.692',
  },
  OH: {
    text: {
      en:
        'Any person who, with intent to defraud or knowing that he is facilitating a fraud against an insurer, ' +
        'submits an application or files a claim containing a false or deceptive statement is guilty of insurance ' +
        'fraud.',
      es:
        'Toda persona que, con la intención de defraudar o a sabiendas de que facilita un fraude contra una ' +
        'aseguradora, presente una solicitud o una reclamación que contenga una declaración falsa o ' +
        'engañosa es culpable de fraude de seguros.',
    },
    statute: 'Ohio Rev. Code § 3999.21',
  },
  OK: {
    text: {
      en:
        'WARNING: Any person who knowingly, and with intent to injure, defraud or deceive any insurer, makes any ' +
        'claim for the proceeds of an insurance policy containing any false, incomplete or misleading information is ' +
        'guilty of a felony.',
      es:
        'ADVERTENCIA: Toda persona que, a sabiendas y con la intención de perjudicar, defraudar o engañar a ' +
        'cualquier aseguradora, reclame las sumas pagaderas en virtud de una póliza de seguro mediante una ' +
        'reclamación que contenga información falsa, incompleta o engañosa es culpable de un delito grave.',
    },
    statute: 'Okla. Stat. tit. 36, § 3613.1',
  },
  TN: {
    text: TN_VA_TEXT,
    statute: 'Tenn. Code Ann. § 56-53-111',
  },
  TX: {
    text: {
      en:
        'Any person who knowingly presents a false or fraudulent claim for the payment of a loss is guilty of a crime ' +
        'and may be subject to fines and confinement in state prison.',
      es:
        'Toda persona que, a sabiendas, presente una reclamación falsa o fraudulenta para el pago de una ' +
        'pérdida es culpable de un delito y puede ser sancionada con multas y con reclusión en una prisión ' +
        'estatal.',
    },
    statute: 'Tex. Ins. Code § 704.002',
  },
  VA: {
    text: TN_VA_TEXT,
    statute: 'Va. Code Ann. § 52-40',
  },
};

const AND: Translated = { en: 'and', es: 'y' };

// "Arkansas, Rhode Island and West Virginia" from the group's state codes; states keep their English
// names in every language (ADR 019).
function groupHeading(group: FraudNoticeGroup): Translated {
  const names: string[] = group.states.map((code) => usStateLabel(code) ?? code);
  const last = names.pop() ?? '';
  const heading = (language: Language) => (names.length > 0 ? `${names.join(', ')} ${AND[language]} ${last}` : last);
  return { en: heading('en'), es: heading('es') };
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
