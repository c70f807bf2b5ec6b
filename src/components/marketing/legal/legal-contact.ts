/** Facts shared by the terms, privacy policy and GDPR page, so they never disagree. */
export const LEGAL_LAST_UPDATED = "22 November 2026";
/** Machine-readable form of LEGAL_LAST_UPDATED for the <time> element. */
export const LEGAL_LAST_UPDATED_ISO = "2026-11-22";

export const SUPPORT_EMAIL = "support@plansmith.app";
export const PRIVACY_EMAIL = "privacy@plansmith.app";

/** Days within which an unused credit pack can be refunded. */
export const REFUND_WINDOW_DAYS = 14;
/** Days after account deletion by which live data is erased, and backups roll off. */
export const DELETION_DAYS = 30;
export const BACKUP_DAYS = 90;
