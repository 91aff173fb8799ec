import { LIMITS, type TpaStatus } from '@claims/shared';

// The TPA's page is in English, like the e-mail that links to it and the claim form it processes: a TPA
// is an English-speaking business (ADR 020, ADR 027). Its texts live here, not in the app's namespaces,
// so that this public page loads none of the signed-in files.
export const TPA_TEXTS = {
  title: (claimNumber: number, school: string) => `Claim ${claimNumber} from ${school}`,
  summary: 'The claim',
  student: 'Student',
  injuryDate: 'Date of injury',
  activity: 'Sport or activity',
  policyNumber: 'Policy number',
  submittedOn: 'Sent to you on',
  currentStatus: 'What the school sees now',
  notReported: 'You have not reported on this claim yet.',
  reportedOn: (date: string) => `Reported ${date}`,
  formTitle: 'Report to the school',
  formHelp: 'The school and, where they have a part in the claim, the parents see what you report here. An information request is e-mailed to them once.',
  tpaClaimNumber: 'Your claim number',
  status: 'Status',
  noteFor: {
    RECEIVED: 'Note (optional)',
    INFORMATION_REQUESTED: 'What is missing',
    CLOSED_PAID: 'Note (optional)',
    CLOSED_DENIED: 'Reason for the denial',
  } satisfies Record<TpaStatus, string>,
  reporterName: 'Your name (optional)',
  submit: 'Send to the school',
  saved: 'Sent. The school sees it now.',
  unchanged: 'Nothing changed: the school already sees this.',
  history: 'Your reports',
  historyEmpty: 'None yet.',
  reportBy: (date: string, name: string | null) => (name ? `${date}, by ${name}` : date),
  fieldNames: { tpa_status: 'Status', tpa_claim_number: 'Claim number', tpa_note: 'Note' } as Record<string, string>,
  linkUntil: (date: string) => `This link works until ${date}, for this claim only. Do not forward it.`,
  problems: {
    NOT_FOUND: { title: 'This link does not work', text: 'Check that the whole link was copied from the e-mail, or ask the school to send the claim again.' },
    LINK_EXPIRED: { title: 'This link has expired', text: 'Ask the school to send the claim again: the new e-mail carries a new link.' },
  },
  connection: 'The server could not be reached. Check the connection and try again.',
  failed: 'Something went wrong. Try again.',
  retry: 'Try again',
  errors: {
    TPA_STATUS_REQUIRED: 'Choose a status.',
    TPA_CLAIM_NUMBER_MAX: `Use at most ${LIMITS.TPA_CLAIM_NUMBER_MAX} characters.`,
    TPA_NOTE_REQUIRED: 'Say what is missing.',
    TPA_DENIAL_REASON_REQUIRED: 'Give the reason for the denial.',
    REASON_MAX: `Use at most ${LIMITS.STATEMENT_TEXT_MAX} characters.`,
    NAME_MAX: `Use at most ${LIMITS.STATEMENT_NAME_MAX} characters.`,
  } as Record<string, string>,
};

export const tpaErrorText = (key: string | undefined) => (key && TPA_TEXTS.errors[key]) || TPA_TEXTS.failed;
