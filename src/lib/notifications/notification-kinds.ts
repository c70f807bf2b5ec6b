/**
 * Every kind of notification, named once: the services that create them and the bell that shows
 * them agree on these strings. Later issues add their kinds here.
 */
export const NOTIFICATION_KINDS = {
  /** The user brought plans back from the trash. */
  planRestored: "plan_restored",
  /** The trash purge deleted plans that had been in the trash for the retention period. */
  plansPurged: "plans_purged",
  /** A credit pack was paid for and its credits added. */
  creditsPurchased: "credits_purchased",
  /** A payment was refunded (in part or whole) and its share of credits taken back. */
  creditsRefunded: "credits_refunded",
  /** The owner published a plan (public or unlisted). */
  planPublished: "plan_published",
  /** The owner replaced the public version with the current plan. */
  planPublicationUpdated: "plan_publication_updated",
  /** The owner took a plan off its public and unlisted addresses. */
  planUnpublished: "plan_unpublished",
  /** A shared plan was opened by a visitor (at most once per plan and day). */
  planOpened: "plan_opened",
} as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];
