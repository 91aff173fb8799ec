import {
  electronicRecordsConsent,
  electronicRecordsConsentSummary,
  parentAuthorization,
  signatureIntent,
  toDisplayDate,
  UPLOADABLE_DOCUMENT_KIND_OPTIONS,
  type ParentClaim,
  type ParentInsurer,
  type ParentPartValues,
} from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { errorCodeOf } from '../../../lib/request-error';
import { useParentInsurers } from '../api/get-insurers';
import { useParentClaim } from '../api/get-parent-claim';
import { useRemoveParentDocument } from '../api/remove-document';
import { useSignParentPart } from '../api/sign-parent-part';
import { useUploadParentDocument } from '../api/upload-document';
import { DocumentsStep } from './documents-step';
import { LinkProblem, linkProblemOf, RequestProblem, type LinkProblemCode } from './link-problem';
import type { SignedTexts } from './review-step';
import { SIGNING_STEPS, SigningSteps } from './signing-steps';

type Callbacks = {
  onSigned: (claimNumber: number) => void;
  // the page session ended (the link was opened elsewhere): the page asks for the birth date again
  onSessionEnded: () => void;
  onLinkProblem: (code: LinkProblemCode) => void;
};

export type ParentPartFormProps = Callbacks & {
  token: string;
  access: string;
  // hidden while the birth date is asked again, and kept, with what was entered
  hidden: boolean;
};

// The parent's part once the birth date opened it: their contact, other insurance, documents, then the
// review with what they sign.
export const ParentPartForm = (props: ParentPartFormProps) => {
  const { token, access, hidden, onSessionEnded } = props;
  const claim = useParentClaim(token, access);
  const insurers = useParentInsurers(token, access);
  const failed = claim.error ?? insurers.error;
  if (failed && !hidden) {
    const problem = linkProblemOf(failed);
    if (problem) return <LinkProblem code={problem} />;
    const retry = () => {
      if (errorCodeOf(failed) === 'NOT_AUTHENTICATED') return onSessionEnded();
      void claim.refetch();
      void insurers.refetch();
    };
    return <RequestProblem error={failed} onRetry={retry} />;
  }
  if (!claim.data || !insurers.data) return hidden ? null : <PageLoader />;
  return <PartSteps {...props} claim={claim.data} insurers={insurers.data} />;
};

// The claim's parent signs the claim's authorization, and may add documents.
const claimTexts = (claim: ParentClaim): SignedTexts => ({
  recordsConsent: electronicRecordsConsent,
  recordsConsentSummary: electronicRecordsConsentSummary,
  authorization: (language) => parentAuthorization(language, claim.authorization),
  intent: signatureIntent,
  covers: 'claim',
});

// A claim that went with insurance given before the season: the parent starts from it, to confirm or correct.
const insuranceOnFile = (onFile: NonNullable<ParentClaim['on_file']>): Pick<ParentPartValues, 'other_insurance' | 'providers' | 'medicaid'> => ({
  other_insurance: onFile.other_insurance,
  medicaid: onFile.medicaid,
  providers: onFile.providers.map((entry) => ({
    insurance_provider_id: entry.insurance_provider_id ?? null,
    is_other_provider: entry.is_other_provider,
    provider_name: entry.provider_name ?? '',
    insurance_member_id: entry.insurance_member_id ?? '',
    insurance_group_id: entry.insurance_group_id ?? '',
  })),
});

type PartStepsProps = ParentPartFormProps & { claim: ParentClaim; insurers: readonly ParentInsurer[] };

const PartSteps = ({ token, access, claim, insurers, onSigned, ...callbacks }: PartStepsProps) => {
  const { t } = useTranslation();
  const sign = useSignParentPart(token, access);
  const upload = useUploadParentDocument(token, access);
  const removal = useRemoveParentDocument(token, access);
  const student = `${claim.student.first_name} ${claim.student.last_name}`.trim();
  const facts = { number: claim.claim_number, student, date: toDisplayDate(claim.injury_date) };
  return (
    <SigningSteps
      {...callbacks}
      steps={SIGNING_STEPS}
      about={claim.on_file ? t('parent.confirm.about', { ...facts, signedOn: toDisplayDate(claim.on_file.signed_on) }) : t('parent.claim', facts)}
      defaultParent={claim.parent}
      {...(claim.on_file ? { defaultInsurance: insuranceOnFile(claim.on_file) } : {})}
      insurers={insurers}
      texts={claimTexts(claim)}
      documents={{
        count: claim.documents.length,
        render: (onRequestFailed) => (
          <DocumentsStep intro={t('parent.documents.intro')} kinds={UPLOADABLE_DOCUMENT_KIND_OPTIONS} documents={claim.documents} upload={upload} removal={removal} onRequestFailed={onRequestFailed} />
        ),
      }}
      signing={sign}
      onSigned={onSigned}
    />
  );
};
