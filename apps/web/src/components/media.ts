import { MOBILE_BREAKPOINT_PX } from '@claims/shared';

// Below 768px (SPEC §9: mobile up to 767px) lists show cards instead of tables.
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
