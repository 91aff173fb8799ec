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
  // The server answers an unknown, a mistyped, an expired and a revoked link alike (issue 37): one text
  // says what to do in each case.
  problems: {
    NOT_FOUND: {
      title: 'This link does not work',
      text: 'It may have expired, or not been copied whole from the e-mail. Check the link, or ask the school to send the claim again: the new e-mail carries a new link.',
    },
    TOO_MANY_REQUESTS: { title: 'Too many tries', text: 'Too many links that do not work were tried from your network. Wait 15 minutes and try again.' },
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
    TPA_REQUEST_PENDING: 'Your last request is still waiting for the school: you can ask again once the school has sent the claim or documents again. Meanwhile you can still report another status.',
    TPA_REQUESTS_PER_DAY: 'This claim has had as many information requests today as it takes. Try again tomorrow, or call the school.',
    NOT_FOUND: 'This link no longer works. Ask the school to send the claim again.',
    TOO_MANY_REQUESTS: 'Too many tries. Wait a few minutes and try again.',
  } as Record<string, string>,
};

export const tpaErrorText = (key: string | undefined) => (key && TPA_TEXTS.errors[key]) || TPA_TEXTS.failed;
